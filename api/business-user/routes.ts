import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, idParams, json, jsonBody, readResponses, signedInRoute } from '#api/http/openapi.ts'
import {
	buildBusinessUserPage,
	putBusinessUserAboutPart,
	putBusinessUserOverview,
} from './service.ts'
import { putBusinessInfo } from '#api/owners/business-info.ts'
import { requireBusinessUser, requireBusinessUserAdmin } from '#api/business-account/index.ts'
import {
	businessUserAboutParts,
	businessUserAboutSchema,
	businessUserInfoSchema,
	businessUserLinkLimit,
	businessUserOverviewSchema,
	businessUserPageListSize,
	businessUserPageSchema,
	putBusinessUserAboutPartSchema,
	putBusinessUserInfoSchema,
	putBusinessUserLinksSchema,
	putBusinessUserOverviewSchema,
} from '#contracts/business-profile.ts'
import { listLinks, putLinks } from '#api/owners/links.ts'
import { imagesSchema, putImagesSchema } from '#contracts/media.ts'
import { putImages } from '#api/owners/images.ts'
import { linkListSchema } from '#contracts/profile-fields.ts'

const tags = ['Business profile']
const adminOnly = 'The account’s owner or an admin of the business user only: other people signed in, members included, get 403; an unknown business user 404.'
const writeResponses = { ...errors(400, 401, 403, 404) }

/** /business-user/{id}: the profile anyone signed in sees and its owner-and-admin forms (its stories and events: api/content). */
export function businessUserRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/page',
			summary: 'Everything a business user’s profile shows, in one call',
			description:
				'Overview, about-us parts, avatar and cover, business info, links, member count, the newest ' +
				`${businessUserPageListSize} stories and the next ${businessUserPageListSize} events. Anyone signed in may see it; ` +
				'`canEdit`, `canPostStory` and `myRole` tell what the caller may do.',
			request: { params: idParams },
			responses: { 200: json(businessUserPageSchema, 'The business profile'), ...readResponses },
		}),
		async (c) => c.json(await buildBusinessUserPage(deps.db, c.var.caller.profile, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/overview',
			summary: 'Write the business user’s overview (form/overview)',
			description: adminOnly,
			request: { params: idParams, body: jsonBody(putBusinessUserOverviewSchema) },
			responses: { 200: json(businessUserOverviewSchema, 'The overview'), ...writeResponses },
		}),
		async (c) => {
			const { id } = c.req.valid('param')
			await requireBusinessUserAdmin(deps.db, c.var.caller.profile.id, id)
			return c.json(await putBusinessUserOverview(deps.db, id, c.req.valid('json').overview), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/about/{part}',
			summary: 'Write one about-us part (form/about-us/{part})',
			description: `${adminOnly} null or '' clears the part; the answer has all four.`,
			request: { params: idParams.extend({ part: z.enum(businessUserAboutParts) }), body: jsonBody(putBusinessUserAboutPartSchema) },
			responses: { 200: json(businessUserAboutSchema, 'The about-us parts'), ...writeResponses },
		}),
		async (c) => {
			const { id, part } = c.req.valid('param')
			await requireBusinessUserAdmin(deps.db, c.var.caller.profile.id, id)
			return c.json(await putBusinessUserAboutPart(deps.db, id, part, c.req.valid('json').text), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/business-info',
			summary: 'Write the business info (form/business-info)',
			description: `${adminOnly} The same rules as a person’s business info; the phone is stored in E.164. Public to anyone signed in.`,
			request: { params: idParams, body: jsonBody(putBusinessUserInfoSchema) },
			responses: { 200: json(businessUserInfoSchema, 'The business info'), ...writeResponses },
		}),
		async (c) => {
			const { id } = c.req.valid('param')
			await requireBusinessUserAdmin(deps.db, c.var.caller.profile.id, id)
			return c.json(await putBusinessInfo(deps.db, { type: 'business-user', businessUserId: id }, c.req.valid('json')), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/links',
			summary: 'The business user’s links, in order (what form/link shows)',
			description: 'Anyone signed in may see them, as on the business profile.',
			request: { params: idParams },
			responses: { 200: json(linkListSchema, 'The links, in order'), ...readResponses },
		}),
		async (c) => {
			const { id } = c.req.valid('param')
			await requireBusinessUser(deps.db, id)
			return c.json({ items: await listLinks(deps.db, { type: 'business-user', businessUserId: id }) }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/links',
			summary: `Write the links: the whole ordered list, at most ${businessUserLinkLimit} (form/link)`,
			description: adminOnly,
			request: { params: idParams, body: jsonBody(putBusinessUserLinksSchema) },
			responses: { 200: json(linkListSchema, 'The links, in order'), ...writeResponses },
		}),
		async (c) => {
			const { id } = c.req.valid('param')
			await requireBusinessUserAdmin(deps.db, c.var.caller.profile.id, id)
			return c.json({ items: await putLinks(deps.db, { type: 'business-user', businessUserId: id }, c.req.valid('json')) }, 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/images',
			summary: 'Set or remove the business user’s avatar (`imageUrl`) and cover',
			description: `${adminOnly} Only the images sent change. Each must be a \`url\` POST /v1/media/images answered (400 otherwise); null or '' removes it.`,
			request: { params: idParams, body: jsonBody(putImagesSchema) },
			responses: { 200: json(imagesSchema, 'The avatar and cover'), ...writeResponses },
		}),
		async (c) => {
			const { id } = c.req.valid('param')
			await requireBusinessUserAdmin(deps.db, c.var.caller.profile.id, id)
			return c.json(await putImages(deps.db, { type: 'business-user', businessUserId: id }, c.req.valid('json')), 200)
		},
	)

	return app
}
