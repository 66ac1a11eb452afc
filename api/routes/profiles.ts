import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { json, problemResponses, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { buildProfilePage } from '#api/services/profile-page.ts'
import { findPublicProfile } from '#api/services/profiles.ts'
import { profilePageSchema } from '#contracts/profile-page.ts'
import { publicProfileSchema } from '#contracts/profile.ts'
import { work } from '#contracts/content/work.ts'

const uuidParams = z.object({ uuid: z.uuid() })

export function profileRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/profiles/{uuid}',
			tags: ['Profiles'],
			summary: "A person's public profile",
			request: { params: uuidParams },
			responses: { 200: json(publicProfileSchema, 'The profile'), 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const profile = await findPublicProfile(deps.db, c.req.valid('param').uuid)
			if (!profile) throw notFound('No such profile')
			return c.json(profile, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/profiles/{uuid}/page',
			tags: ['Profiles'],
			summary: 'Everything a profile page shows, in one call',
			description:
				'The public profile, overview, about, education and experience, our stories, skills and talents, links, business info ' +
				`(contact details the person chose to publish: shown to anyone signed in) and the first ${work.list.pageSize} works, newest first. ` +
				'`isMine` tells the owner, whose forms write under /v1/me.',
			request: { params: uuidParams },
			responses: { 200: json(profilePageSchema, 'The profile page'), 400: problemResponses[400], 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const page = await buildProfilePage(deps.db, c.var.caller.profile, c.req.valid('param').uuid)
			if (!page) throw notFound('No such profile')
			return c.json(page, 200)
		},
	)

	return app
}
