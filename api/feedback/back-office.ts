import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import type { Database } from '#api/db/client.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { anyIdParams, errors, json, jsonBody } from '#api/http/openapi.ts'
import { backOfficeFeedbackListSchema, backOfficeFeedbackQuerySchema, backOfficeFeedbackSchema, feedbackReplyInputSchema } from '#contracts/feedback.ts'
import { closedProblem } from './routes.ts'
import { answerFeedback, closeFeedback, listFeedbackForOperators, readFeedbackForOperators } from './service.ts'

// Feedback in the back-office API (docs/product.md#back-office-api): operators list it by status, read
// it with its conversation and sender, answer (it is answered) and close it; the sender is told of both.
// Mounted by api/back-office/routes.ts behind its operator guard.

const tags = ['Back office']
const operatorSecurity = [{ operator: [] }]

export function feedbackOperatorRoutes({ db, operator }: { db: Database; operator: MiddlewareHandler<ApiEnv> }) {
	const app = new OpenAPIHono<ApiEnv>()
	const route = <R extends Parameters<typeof createRoute>[0]>(config: R) => createRoute({ ...config, tags, security: operatorSecurity, middleware: [operator] as const })

	app.openapi(
		route({
			method: 'get',
			path: '/feedback',
			summary: 'Feedback of one status, the most recently changed first (operators)',
			description: 'Open ones unless `status` says otherwise; 50 a page, the next with `cursor` (the answer’s `nextCursor`).',
			request: { query: backOfficeFeedbackQuerySchema },
			responses: { 200: json(backOfficeFeedbackListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => {
			const { status, cursor } = c.req.valid('query')
			return c.json(await listFeedbackForOperators(db, status, cursor), 200)
		},
	)

	app.openapi(
		route({
			method: 'get',
			path: '/feedback/{id}',
			summary: 'One feedback with its conversation and sender (operators)',
			request: { params: anyIdParams },
			responses: { 200: json(backOfficeFeedbackSchema, 'The feedback'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await readFeedbackForOperators(db, c.req.valid('param').id), 200),
	)

	app.openapi(
		route({
			method: 'post',
			path: '/feedback/{id}/answers',
			summary: 'Answer feedback as the team (operators)',
			description: 'The feedback becomes answered and its sender is told (a notification, shown on their next page). A closed one refuses (409).',
			request: { params: anyIdParams, body: jsonBody(feedbackReplyInputSchema) },
			responses: { 201: json(backOfficeFeedbackSchema, 'The feedback with the answer'), ...errors(400, 401, 404), 409: closedProblem },
		}),
		async (c) => c.json(await answerFeedback(db, c.req.valid('param').id, c.req.valid('json').message), 201),
	)

	app.openapi(
		route({
			method: 'post',
			path: '/feedback/{id}/close',
			summary: 'Close feedback (operators)',
			description: 'It takes no more replies and its sender is told. Closing a closed one changes nothing.',
			request: { params: anyIdParams },
			responses: { 200: json(backOfficeFeedbackSchema, 'The feedback, closed'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await closeFeedback(db, c.req.valid('param').id), 200),
	)

	return app
}
