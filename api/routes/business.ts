import { OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { idParams, json, jsonBody, listOf, problemResponses, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import {
	archiveBusinessUser,
	createBusinessAccount,
	createBusinessUser,
	findBusinessUserAccess,
	getBusinessAccountDetail,
	listBusinessAccounts,
	listBusinessUserAccess,
	toBusinessUser,
} from '#api/services/business.ts'
import {
	businessAccountDetailSchema,
	businessAccountSchema,
	businessUserSchema,
	businessUserTokenSchema,
	createBusinessAccountSchema,
	createBusinessUserSchema,
} from '#contracts/business.ts'

export function businessRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-accounts',
			tags: ['Business accounts'],
			summary: 'Business accounts I own or work in',
			responses: { 200: json(listOf(businessAccountSchema), 'My business accounts'), 401: problemResponses[401] },
		}),
		async (c) => c.json({ items: await listBusinessAccounts(deps.db, c.var.caller.profile.id), nextCursor: null }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/business-accounts',
			tags: ['Business accounts'],
			summary: 'Create a business account (professional accounts only)',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(createBusinessAccountSchema) },
			responses: withIdempotencyResponses({
				201: json(businessAccountSchema, 'The new account'),
				400: problemResponses[400],
				401: problemResponses[401],
				403: problemResponses[403],
			}),
		}),
		async (c) => c.json(await createBusinessAccount(deps.db, c.var.caller.profile, c.req.valid('json').name), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-accounts/{id}',
			tags: ['Business accounts'],
			summary: 'A business account I own or work in, with its business users',
			request: { params: idParams },
			responses: { 200: json(businessAccountDetailSchema, 'The account'), 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const detail = await getBusinessAccountDetail(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			if (!detail) throw notFound('No such business account')
			return c.json(detail, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/business-accounts/{id}/business-users',
			tags: ['Business users'],
			summary: 'Add a business user to an account (owner or admin)',
			parameters: [idempotencyKeyHeader],
			request: { params: idParams, body: jsonBody(createBusinessUserSchema) },
			responses: withIdempotencyResponses({
				201: json(businessUserSchema, 'The new business user'),
				400: problemResponses[400],
				401: problemResponses[401],
				403: problemResponses[403],
				404: problemResponses[404],
			}),
		}),
		async (c) => c.json(await createBusinessUser(deps.db, c.var.caller.profile.id, c.req.valid('param').id, c.req.valid('json')), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users',
			tags: ['Business users'],
			summary: 'Business users I own or work as',
			responses: { 200: json(listOf(businessUserSchema), 'My business users'), 401: problemResponses[401] },
		}),
		async (c) => {
			const access = await listBusinessUserAccess(deps.db, c.var.caller.profile.id)
			return c.json({ items: access.map(toBusinessUser), nextCursor: null }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/business-users/{id}',
			tags: ['Business users'],
			summary: 'A business user I own or work as',
			request: { params: idParams },
			responses: { 200: json(businessUserSchema, 'The business user'), 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const access = await findBusinessUserAccess(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			if (!access) throw notFound('No such business user')
			return c.json(toBusinessUser(access), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/business-users/{id}/token',
			tags: ['Business users'],
			summary: 'A short-lived token to act as this business user (send it as Bu-Authorization)',
			request: { params: idParams },
			responses: { 200: json(businessUserTokenSchema, 'The token'), 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const { caller } = c.var
			const access = await findBusinessUserAccess(deps.db, caller.profile.id, c.req.valid('param').id)
			if (!access) throw notFound('No such business user')
			const { token, expiresAt } = await deps.businessUserTokens.issue({
				sub: caller.claims.sub,
				businessUserId: access.businessUser.id,
				businessAccountId: access.businessUser.businessAccountId,
			})
			return c.json({ token, expiresAt: expiresAt.toISOString() }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/business-users/{id}/archive',
			tags: ['Business users'],
			summary: "Archive a business user (the account's owner): it leaves every list and its pages answer 404; nothing is deleted",
			request: { params: idParams },
			responses: {
				204: { description: 'Archived' },
				401: problemResponses[401],
				403: problemResponses[403],
				404: problemResponses[404],
			},
		}),
		async (c) => {
			await archiveBusinessUser(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)

	return app
}
