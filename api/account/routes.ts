import { OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { publishAccessChange, type EventBus } from '#api/events/bus.ts'
import { errors, json, jsonBody, signedInRoute } from '#api/http/openapi.ts'
import { buildMe, signOut, signOutEverywhere } from './service.ts'
import { updateProfile } from '#api/profile/index.ts'
import { meSchema } from '#contracts/me.ts'
import { updateProfileSchema } from '#contracts/profile.ts'

/** The caller's own account (docs/product.md#signed-in-state): who they are, and signing out. */
export function accountRoutes(deps: AuthDeps & { events: EventBus }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/me',
			tags: ['Me'],
			summary: "The caller's profile, account point, business accounts and users, permissions and subscription state",
			description: 'Creates the profile from the identity service on the first call.',
			responses: { 200: json(meSchema, 'The signed-in user state'), ...errors(401, 403) },
		}),
		async (c) => c.json(await buildMe(deps.db, c.var.caller), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'patch',
			path: '/me',
			tags: ['Me'],
			summary: "Update the caller's profile",
			request: { body: jsonBody(updateProfileSchema) },
			responses: { 200: json(meSchema, 'The updated user state'), ...errors(400, 401) },
		}),
		async (c) => {
			const profile = await updateProfile(deps.db, c.var.caller.profile.id, c.req.valid('json'))
			return c.json(await buildMe(deps.db, { ...c.var.caller, profile }), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/me/sign-out',
			tags: ['Me'],
			summary: 'End this sign-in: its access token, and every token its refresh token makes, are refused from now on',
			description: 'The web calls this when a person signs out; revoking the refresh token at the identity service is the web\'s part.',
			responses: { 204: { description: 'Signed out' }, ...errors(401) },
		}),
		async (c) => {
			await signOut(deps.db, c.var.caller.profile.id, c.var.caller.claims)
			// This replica forgets the sign-in now; the others (and open chat streams) as the bus tells them.
			deps.signIns.changed(c.var.caller.profile.id)
			await publishAccessChange(deps.events, c.var.log, c.var.caller.profile.id)
			return c.body(null, 204)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'post',
			path: '/me/sign-out-everywhere',
			tags: ['Me'],
			summary: 'End every sign-in of the caller made until now, on every browser and device',
			description: 'The identity service\'s GlobalSignOut stops the refresh tokens; this stops the access tokens still in circulation.',
			responses: { 204: { description: 'Signed out everywhere' }, ...errors(401) },
		}),
		async (c) => {
			await signOutEverywhere(deps.db, c.var.caller.profile.id)
			deps.signIns.changed(c.var.caller.profile.id)
			await publishAccessChange(deps.events, c.var.log, c.var.caller.profile.id)
			return c.body(null, 204)
		},
	)

	return app
}
