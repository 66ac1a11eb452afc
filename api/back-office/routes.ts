import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, json, jsonBody } from '#api/http/openapi.ts'
import { requireOperator } from '#api/http/operator.ts'
import { notFound } from '#api/http/problems.ts'
import type { Database } from '#api/db/client.ts'
import { findProfileByEmail } from '#api/profile/index.ts'
import { setProfessional, toBackOfficePerson } from './service.ts'
import { backOfficePersonSchema, findPersonQuerySchema, setProfessionalSchema } from '#contracts/backoffice.ts'
import { listReports, resolveReport } from '#api/chat/index.ts'
import { chatReportEntrySchema } from '#contracts/chat.ts'
import { feedbackOperatorRoutes } from '#api/feedback/index.ts'

export type BackOfficeDeps = { db: Database; operatorToken?: string }

const operatorSecurity = [{ operator: [] }]

/**
 * The back-office API (BACKOFFICE_API_URL, under /backoffice): operator actions such as making an account
 * professional. A person's own sign-up attributes never decide that (docs/decisions/0010).
 */
export function backOfficeRoutes({ db, operatorToken }: BackOfficeDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const operator = requireOperator(operatorToken)

	app.openapi(
		createRoute({
			method: 'get',
			path: '/people',
			tags: ['Back office'],
			summary: 'Find a person by email (operators)',
			security: operatorSecurity,
			middleware: [operator] as const,
			request: { query: findPersonQuerySchema },
			responses: { 200: json(backOfficePersonSchema, 'The person'), ...errors(400, 401, 404) },
		}),
		async (c) => {
			const row = await findProfileByEmail(db, c.req.valid('query').email)
			if (!row) throw notFound('No Robtua account has this email (a person appears here after their first sign-in)')
			return c.json(toBackOfficePerson(row), 200)
		},
	)

	app.openapi(
		createRoute({
			method: 'put',
			path: '/people/{uuid}/professional',
			tags: ['Back office'],
			summary: 'Make a person a professional account, or an individual again (operators)',
			description: 'Only professional accounts may create business accounts; existing business accounts stay when this is turned off.',
			security: operatorSecurity,
			middleware: [operator] as const,
			request: { params: z.object({ uuid: z.uuid() }), body: jsonBody(setProfessionalSchema) },
			responses: { 200: json(backOfficePersonSchema, 'The person, changed'), ...errors(400, 401, 404) },
		}),
		async (c) => {
			const row = await setProfessional(db, c.req.valid('param').uuid, c.req.valid('json').professional)
			if (!row) throw notFound('No such person')
			return c.json(toBackOfficePerson(row), 200)
		},
	)

	app.openapi(
		createRoute({
			method: 'get',
			path: '/chat/reports',
			tags: ['Back office'],
			summary: 'Reports of chat conversations and messages, the newest first (operators)',
			description: 'Open ones only unless `open=false`; 50 a page, the next after `before` (the last report’s id).',
			security: operatorSecurity,
			middleware: [operator] as const,
			request: { query: z.object({ open: z.enum(['true', 'false']).default('true'), before: z.string().max(64).optional() }) },
			responses: { 200: json(z.object({ items: z.array(chatReportEntrySchema) }), 'One page'), ...errors(400, 401) },
		}),
		async (c) => {
			const { open, before } = c.req.valid('query')
			return c.json(await listReports(db, { open: open === 'true', before }), 200)
		},
	)

	app.openapi(
		createRoute({
			method: 'post',
			path: '/chat/reports/{id}/resolve',
			tags: ['Back office'],
			summary: 'Mark a chat report dealt with (operators)',
			security: operatorSecurity,
			middleware: [operator] as const,
			request: { params: z.object({ id: z.string().meta({ format: 'uuid' }) }) },
			responses: { 200: json(chatReportEntrySchema, 'The report, resolved'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await resolveReport(db, c.req.valid('param').id), 200),
	)

	// Feedback: list by status, read, answer and close (api/feedback/back-office.ts).
	app.route('/', feedbackOperatorRoutes({ db, operator }))

	return app
}
