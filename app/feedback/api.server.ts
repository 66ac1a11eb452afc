import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { feedbackListSchema, feedbackSchema, type FeedbackInput } from '#contracts/feedback.ts'

// The product API's feedback calls for a person (api/feedback): sending it, my feedback, one with its
// conversation, and replying. The API decides whose it is; the pages show its answers.

export const feedbackApi = areaApi((api) => ({
	/** For uploading the form's picture first (app/media/picture-form.server.ts). */
	caller: api,
	/** "Send"; the form's idempotency key makes a send twice one feedback. */
	send: async (body: FeedbackInput, idempotencyKey: string | undefined) => await api.post(apiPath('/v1/feedback'), { schema: feedbackSchema, body, idempotencyKey }),
	mine: async (cursor?: string) => await api.get(apiPath('/v1/feedback'), { schema: feedbackListSchema, query: defined({ cursor }) }),
	one: async (id: string) => await api.get(apiPath('/v1/feedback/{id}', { id }), { schema: feedbackSchema }),
	/** "Reply"; a closed feedback refuses it (409 feedback_closed). */
	reply: async (id: string, message: string, idempotencyKey: string | undefined) =>
		await api.post(apiPath('/v1/feedback/{id}/replies', { id }), { schema: feedbackSchema, body: { message }, idempotencyKey }),
}))
