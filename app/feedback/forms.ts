import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { max, required, requiredParagraph } from '#app/validation/rules.ts'
import { feedbackLimits, isOwnPath } from '#contracts/feedback-limits.ts'
import type { FeedbackInput } from '#contracts/feedback.ts'

// One schema per feedback form, for the page (conform) and its action alike. The API checks the same
// limits itself (contracts/feedback.ts); these add the translated messages.

/** The page a feedback is about: one not of ours (the address was tampered with) is dropped, not an error on a field nobody sees. */
export const aboutPageField = z
	.string()
	.optional()
	.transform((page) => (page && isOwnPath(page) ? page : undefined))

/** /feedback: subject, message, an optional picture, and the page it is about (from `?from=`, never typed). */
export const feedbackFormSchema = z.object({
	subject: required().pipe(max(feedbackLimits.subject)),
	message: requiredParagraph(feedbackLimits.message),
	pictureUrl,
	page: aboutPageField,
	idempotencyKey: idempotencyKeyField,
})

export const feedbackBody = (value: z.output<typeof feedbackFormSchema>, locale: 'en' | 'th'): FeedbackInput => ({
	subject: value.subject,
	message: value.message,
	...(value.pictureUrl ? { pictureUrl: value.pictureUrl } : {}),
	...(value.page ? { page: value.page } : {}),
	locale,
})

/** /feedback/{id}: a reply to the team. */
export const replyFormSchema = z.object({ reply: requiredParagraph(feedbackLimits.message), idempotencyKey: idempotencyKeyField })
