import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { bearerSecurity, json, jsonBody, problemResponses } from '#api/http/openapi.ts'
import { buildMe } from '#api/services/me.ts'
import { updateProfile } from '#api/services/profiles.ts'
import { meSchema } from '#contracts/me.ts'
import { updateProfileSchema } from '#contracts/profile.ts'

export function meRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		createRoute({
			method: 'get',
			path: '/me',
			tags: ['Me'],
			summary: "The caller's profile, account point, business accounts and users, permissions and subscription state",
			description: 'Creates the profile from the identity service on the first call.',
			security: bearerSecurity,
			middleware: [auth] as const,
			responses: { 200: json(meSchema, 'The signed-in user state'), 401: problemResponses[401], 403: problemResponses[403] },
		}),
		async (c) => c.json(await buildMe(deps.db, c.var.caller), 200),
	)

	app.openapi(
		createRoute({
			method: 'patch',
			path: '/me',
			tags: ['Me'],
			summary: "Update the caller's profile",
			security: bearerSecurity,
			middleware: [auth] as const,
			request: { body: jsonBody(updateProfileSchema) },
			responses: { 200: json(meSchema, 'The updated user state'), 400: problemResponses[400], 401: problemResponses[401] },
		}),
		async (c) => {
			const profile = await updateProfile(deps.db, c.var.caller.profile.id, c.req.valid('json'))
			return c.json(await buildMe(deps.db, { ...c.var.caller, profile }), 200)
		},
	)

	return app
}
