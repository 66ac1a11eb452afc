// Feedback's limits and names without the validation library, for pages' browser code (first-load JS).

export const feedbackLimits = {
	subject: 120,
	message: 4000,
	/** The page it is about: a path of ours. */
	page: 300,
	/** Feedback a page of "My feedback" lists. */
	listPage: 20,
	/** Feedback a page of the back office lists. */
	backOfficePage: 50,
} as const

/** Open (waiting for the team), answered (the team spoke last), closed (no more replies). */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

/** Who wrote a message of the conversation: the person who sent the feedback, or the team. */
export const feedbackAuthors = ['person', 'team'] as const
export type FeedbackAuthor = (typeof feedbackAuthors)[number]

/**
 * Whether `page` is a path of ours a feedback may be about: starts with one "/", no scheme, host,
 * backslash or white space (so the browser reads it as this site's), at most `feedbackLimits.page` characters.
 */
export function isOwnPath(page: string): boolean {
	return page.length <= feedbackLimits.page && /^\/(?![/\\])[^\s\\\p{Cc}\p{Cs}]*$/u.test(page)
}
