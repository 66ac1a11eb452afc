import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, json, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { findVisibleConnect, listConnectTypes } from './service.ts'
import { openTabConnectSchema, openTabConnectTypeListSchema } from '#contracts/open-tab.ts'

export function openTabRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/connect-types',
			tags: ['Open tab'],
			summary: 'Connect types, in display order; only open ones can be created',
			responses: { 200: json(openTabConnectTypeListSchema, 'The connect types'), ...errors(401) },
		}),
		async (c) => c.json({ items: await listConnectTypes(deps.db) }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/connects/{id}',
			tags: ['Open tab'],
			summary: 'A connect: public ones to anyone signed in, private ones to their owner',
			description: 'Somebody else’s private connect, an unknown id and a malformed id all answer 404, so ids cannot be probed.',
			// Not z.uuid(): a malformed id is a 404 here, not a 400 (the service tells them apart).
			request: { params: z.object({ id: z.string().meta({ format: 'uuid' }) }) },
			responses: { 200: json(openTabConnectSchema, 'The connect'), ...errors(401, 404) },
		}),
		async (c) => {
			const connect = await findVisibleConnect(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			if (!connect) throw notFound('No such connect')
			return c.json(connect, 200)
		},
	)

	return app
}
