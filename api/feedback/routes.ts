import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import { feedbackInputSchema, feedbackListSchema, feedbackReplyInputSchema, feedbackSchema } from '#contracts/feedback.ts'
import { createFeedback, listMyFeedback, readMyFeedback, replyToMyFeedback } from './service.ts'

// Feedback (docs/product.md#feedback): a person's side. The operators' side is in the back-office API
// (api/back-office/routes.ts, feedbackOperatorRoutes below).

const tags = ['Feedback']
const onlyTheSender = 'Only its sender: anyone else’s, an unknown id and a malformed id all answer 404.'
export const closedProblem = problem('`feedback_closed`: the feedback is closed and takes no more replies')

export function feedbackRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)
	const { db } = deps

	app.openapi(
		signedInRoute(auth, {
			tags,
			middleware: [idempotent],
			method: 'post',
			path: '/feedback',
			summary: 'Send feedback to the team',
			description: 'A subject, a message, and optionally a picture (uploaded with POST /v1/media/images) and the page it is about (a path of this site). It starts open.',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(feedbackInputSchema) },
			responses: withIdempotencyResponses({ 201: json(feedbackSchema, 'Sent'), ...errors(400, 401) }),
		}),
		async (c) => c.json(await createFeedback(db, c.var.caller.profile.id, c.req.valid('json')), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/feedback',
			summary: 'My feedback, the newest first',
			description: '20 a page; the next page with `cursor` (the answer’s `nextCursor`).',
			request: { query: z.object({ cursor: z.string().max(400).optional() }) },
			responses: { 200: json(feedbackListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listMyFeedback(db, c.var.caller.profile.id, c.req.valid('query').cursor), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/feedback/{id}',
			summary: 'One of my feedback, with the conversation',
			description: `${onlyTheSender} Reading it marks what the person was told of it (the team answered, closed it) seen.`,
			request: { params: anyIdParams },
			responses: { 200: json(feedbackSchema, 'The feedback'), ...readResponses },
		}),
		async (c) => c.json(await readMyFeedback(db, c.var.caller.profile.id, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			middleware: [idempotent],
			method: 'post',
			path: '/feedback/{id}/replies',
			summary: 'Add to the conversation',
			description: `${onlyTheSender} An answered feedback is open again; a closed one refuses (409).`,
			parameters: [idempotencyKeyHeader],
			request: { params: anyIdParams, body: jsonBody(feedbackReplyInputSchema) },
			responses: withIdempotencyResponses({ 201: json(feedbackSchema, 'The feedback with the reply'), ...errors(400, 401, 404), 409: closedProblem }),
		}),
		async (c) => c.json(await replyToMyFeedback(db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json').message), 201),
	)

	return app
}
