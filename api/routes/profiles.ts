import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { bearerSecurity, json, problemResponses } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { findPublicProfile } from '#api/services/profiles.ts'
import { publicProfileSchema } from '#contracts/profile.ts'

export function profileRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()

	app.openapi(
		createRoute({
			method: 'get',
			path: '/profiles/{uuid}',
			tags: ['Profiles'],
			summary: "A person's public profile",
			security: bearerSecurity,
			middleware: [authenticate(deps)] as const,
			request: { params: z.object({ uuid: z.uuid() }) },
			responses: { 200: json(publicProfileSchema, 'The profile'), 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const profile = await findPublicProfile(deps.db, c.req.valid('param').uuid)
			if (!profile) throw notFound('No such profile')
			return c.json(profile, 200)
		},
	)

	return app
}
