import { isOwnPath } from '#contracts/feedback-limits.ts'

// Feedback's addresses (docs/product.md#feedback).

export const feedbackPath = '/feedback'

/** A page of my feedback: the first, or the one after `cursor`. */
export const feedbackListPath = (cursor?: string | null) => (cursor ? `${feedbackPath}?${new URLSearchParams({ cursor })}` : feedbackPath)

export const feedbackItemPath = (id: string) => `${feedbackPath}/${encodeURIComponent(id)}`

/** "Feedback" from a page: the form then says which page it is about (none from the feedback pages themselves). */
export function feedbackFromPath(pathname: string, search = '') {
	const from = `${pathname}${search}`
	return pathname === feedbackPath || pathname.startsWith(`${feedbackPath}/`) || !isOwnPath(from) ? feedbackPath : `${feedbackPath}?${new URLSearchParams({ from })}`
}
