import { formatDay, formatMoment } from '#app/content/display.ts'
import type { Feedback, FeedbackSummary } from '#contracts/feedback.ts'
import { feedbackItemPath } from './paths.ts'

// Feedback as its pages show it (docs/product.md#feedback), made on the server in the page's language:
// dates in Thailand's time (the Buddhist era in Thai). Plain values: the browser shows the server's text.

export const feedbackLine = (item: FeedbackSummary, language: string) => ({
	id: item.id,
	subject: item.subject,
	status: item.status,
	href: feedbackItemPath(item.id),
	sentOn: formatDay(item.createdAt, language),
	sentAt: item.createdAt,
})

/** The conversation: the person's first message, then every reply, each with who wrote it and when. */
export function conversationOf(item: Feedback, language: string) {
	return [{ id: item.id, author: 'person' as const, body: item.message, createdAt: item.createdAt }, ...item.replies].map((message) => ({
		...message,
		when: formatMoment(message.createdAt, language),
	}))
}
