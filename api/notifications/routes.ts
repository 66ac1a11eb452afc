import { OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, jsonBody, signedInRoute } from '#api/http/openapi.ts'
import { notificationsSeenSchema } from '#contracts/notifications.ts'
import { markSeen } from './service.ts'

/** The caller's notifications (docs/product.md#notifications): the unseen ones come with GET /v1/me; this marks them seen. */
export function notificationRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/me/notifications/seen',
			tags: ['Me'],
			summary: 'Mark notifications seen (the web does once it showed them)',
			description: 'Ids of someone else’s notifications, or of ones already seen, change nothing.',
			request: { body: jsonBody(notificationsSeenSchema) },
			responses: { 204: { description: 'Marked seen' }, ...errors(400, 401) },
		}),
		async (c) => {
			await markSeen(deps.db, c.var.caller.profile.id, c.req.valid('json').ids)
			return c.body(null, 204)
		},
	)

	return app
}
