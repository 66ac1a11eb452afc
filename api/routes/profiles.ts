import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { json, problemResponses, signedInRoute } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { buildProfilePage, findProfileOwner } from '#api/services/profile-page.ts'
import { findPublicProfile } from '#api/services/profiles.ts'
import { listWorks } from '#api/services/works.ts'
import { profilePageSchema, profileWorksPageSize, workListSchema } from '#contracts/profile-page.ts'
import { publicProfileSchema } from '#contracts/profile.ts'

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
				`(contact details the person chose to publish: shown to anyone signed in) and the first ${profileWorksPageSize} works, newest first. ` +
				'`isMine` tells the owner, whose forms write under /v1/me.',
			request: { params: uuidParams },
			responses: { 200: json(profilePageSchema, 'The profile page'), 400: problemResponses[400], 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const page = await buildProfilePage(deps.db, c.var.caller.profile.id, c.req.valid('param').uuid)
			if (!page) throw notFound('No such profile')
			return c.json(page, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/profiles/{uuid}/works',
			tags: ['Profiles'],
			summary: "A person's works, newest first, a page at a time",
			description: 'Pass the previous page’s `nextCursor` as `cursor`. Deleted works are left out; others see published public works only.',
			request: {
				params: uuidParams,
				query: z.object({
					cursor: z.string().max(200).optional(),
					limit: z.coerce.number().int().min(1).max(50).default(profileWorksPageSize),
				}),
			},
			responses: { 200: json(workListSchema, 'One page of works'), 400: problemResponses[400], 401: problemResponses[401], 404: problemResponses[404] },
		}),
		async (c) => {
			const owner = await findProfileOwner(deps.db, c.var.caller.profile.id, c.req.valid('param').uuid)
			if (!owner) throw notFound('No such profile')
			const { cursor, limit } = c.req.valid('query')
			return c.json(await listWorks(deps.db, { ownerProfileId: owner.profileId, isOwner: owner.isMine, cursor, limit }), 200)
		},
	)

	return app
}
