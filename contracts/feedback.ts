import { z } from 'zod'
import { feedbackAuthors, feedbackLimits, feedbackStatuses, isOwnPath } from './feedback-limits.ts'
import { storedImageUrlSchema } from './media.ts'
import { line, requiredLine, requiredParagraph } from './text.ts'

export { feedbackAuthors, feedbackLimits, feedbackStatuses, isOwnPath, type FeedbackAuthor, type FeedbackStatus } from './feedback-limits.ts'

// Feedback (docs/product.md#feedback, docs/data-model.md §2.9): what a person tells the team, with the
// conversation that follows. Seen by its sender and the operators (the back-office API) only.

export const feedbackPageSchema = line(feedbackLimits.page)
	.refine((page) => page === '' || isOwnPath(page), { message: 'A path of this site: starts with "/", no scheme or host' })
	.nullable()
	.describe('The page it is about: a path of ours ("/around-me?tab=map"), never another site’s address; null or \'\' for none')

export const feedbackInputSchema = z
	.object({
		subject: requiredLine(feedbackLimits.subject),
		message: requiredParagraph(feedbackLimits.message),
		pictureUrl: storedImageUrlSchema.optional(),
		page: feedbackPageSchema.optional(),
		locale: z.enum(['en', 'th']).optional().describe('The language the person wrote in (the team answers in it)'),
	})
	.meta({ id: 'FeedbackInput' })
export type FeedbackInput = z.infer<typeof feedbackInputSchema>

export const feedbackReplyInputSchema = z.object({ message: requiredParagraph(feedbackLimits.message) }).meta({ id: 'FeedbackReplyInput' })
export type FeedbackReplyInput = z.infer<typeof feedbackReplyInputSchema>

export const feedbackSummarySchema = z
	.object({
		id: z.string(),
		subject: z.string(),
		status: z.enum(feedbackStatuses),
		createdAt: z.string(),
		updatedAt: z.string().describe('The last message or change of status'),
	})
	.meta({ id: 'FeedbackSummary' })
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>

export const feedbackListSchema = z.object({ items: z.array(feedbackSummarySchema), nextCursor: z.string().nullable() }).meta({ id: 'FeedbackList' })
export type FeedbackList = z.infer<typeof feedbackListSchema>

export const feedbackMessageSchema = z
	.object({ id: z.string(), author: z.enum(feedbackAuthors), body: z.string(), createdAt: z.string() })
	.meta({ id: 'FeedbackMessage' })
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>

export const feedbackSchema = feedbackSummarySchema
	.extend({
		message: z.string(),
		pictureUrl: z.string().nullable(),
		page: z.string().nullable(),
		locale: z.string().nullable(),
		replies: z.array(feedbackMessageSchema).describe('The conversation after the first message, oldest first'),
	})
	.meta({ id: 'Feedback' })
export type Feedback = z.infer<typeof feedbackSchema>

// The back office's view: the same, with who sent it.

const senderSchema = z.object({ uuid: z.string(), name: z.string(), email: z.string().nullable() })

export const backOfficeFeedbackSummarySchema = feedbackSummarySchema.extend({ sender: senderSchema }).meta({ id: 'BackOfficeFeedbackSummary' })
export const backOfficeFeedbackListSchema = z.object({ items: z.array(backOfficeFeedbackSummarySchema), nextCursor: z.string().nullable() }).meta({ id: 'BackOfficeFeedbackList' })
export type BackOfficeFeedbackList = z.infer<typeof backOfficeFeedbackListSchema>
export const backOfficeFeedbackSchema = feedbackSchema.extend({ sender: senderSchema }).meta({ id: 'BackOfficeFeedback' })
export type BackOfficeFeedback = z.infer<typeof backOfficeFeedbackSchema>

export const backOfficeFeedbackQuerySchema = z.object({
	status: z.enum(feedbackStatuses).default('open').describe('Which feedback: open (the default), answered or closed'),
	cursor: z.string().max(400).optional(),
})
