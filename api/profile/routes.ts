import { OpenAPIHono } from '@hono/zod-openapi'
import { type z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { anyIdParams, errors, json, jsonBody, problem, signedInRoute, uuidParams } from '#api/http/openapi.ts'
import { notFound } from '#api/http/problems.ts'
import { buildProfilePage, findPublicProfile, profileOutline } from './service.ts'
import { profileOutlineSchema, profilePageSchema } from '#contracts/profile-page.ts'
import { publicProfileSchema } from '#contracts/profile.ts'
import { work } from '#contracts/content/work.ts'
import type { Database } from '#api/db/client.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { findBusinessInfo, putBusinessInfo } from '#api/owners/business-info.ts'
import { educationExperiences, ourStories, putAbout, putOverview, skillTalents } from '#api/owners/sections.ts'
import { listLinks, putLinks } from '#api/owners/links.ts'
import type { ProfileRow } from './service.ts'
import { imagesSchema, putImagesSchema } from '#contracts/media.ts'
import { putImages } from '#api/owners/images.ts'
import { linkListSchema } from '#contracts/profile-fields.ts'
import { businessInfoSchema, createEducationExperienceSchema, createOurStorySchema, createSkillTalentSchema, educationExperienceSchema, ourStorySchema, profileAboutSchema, profileOverviewSchema, profileSectionLimit, putBusinessInfoSchema, putProfileAboutSchema, putProfileLinksSchema, putProfileOverviewSchema, skillTalentSchema, updateEducationExperienceSchema, updateOurStorySchema, updateSkillTalentSchema } from '#contracts/profile-page.ts'


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
			responses: { 200: json(publicProfileSchema, 'The profile'), ...errors(401, 404) },
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
			responses: { 200: json(profilePageSchema, 'The profile page'), ...errors(400, 401, 404) },
		}),
		async (c) => {
			const page = await buildProfilePage(deps.db, c.var.caller.profile, c.req.valid('param').uuid)
			if (!page) throw notFound('No such profile')
			return c.json(page, 200)
		},
	)

	return app
}

const tags = ['Profile sections']
const me = (profile: ProfileRow) => ({ type: 'person', profileId: profile.id }) as const
// Not z.uuid(): a malformed id is a 404 here, like somebody else's (the services tell them apart).
const limitReached = problem(`The section is full (at most ${profileSectionLimit} entries)`)
const notYours = 'Somebody else’s id, an unknown id and a malformed id all answer 404.'

/**
 * The owner-only forms of /profiles/{uuid}/form/*. They write the caller's own profile, under /v1/me, so
 * ownership is structural: there is no profile id to get wrong.
 */
export function profileSectionRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/profile-outline',
			summary: 'What my profile has: its picture and texts, and how many entries its sections hold (what /account’s guide counts)',
			responses: { 200: json(profileOutlineSchema, 'The outline'), ...errors(401) },
		}),
		async (c) => c.json(await profileOutline(deps.db, c.var.caller.profile), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/overview',
			summary: 'Write my profile overview: the headline under my name, and my specialty (form/overview)',
			request: { body: jsonBody(putProfileOverviewSchema) },
			responses: { 200: json(profileOverviewSchema, 'The overview'), ...errors(400, 401) },
		}),
		async (c) => c.json(await putOverview(deps.db, c.var.caller.profile.id, c.req.valid('json')), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/about',
			summary: 'Write my about-us title and description (form/about-us/description)',
			request: { body: jsonBody(putProfileAboutSchema) },
			responses: { 200: json(profileAboutSchema, 'The about section'), ...errors(400, 401) },
		}),
		async (c) => c.json(await putAbout(deps.db, c.var.caller.profile.id, c.req.valid('json')), 200),
	)

	// The three list sections, each with create, change and delete.
	addListSection(app, { auth, idempotent }, deps, {
		path: '/me/education-experiences',
		what: 'an education or experience entry',
		form: 'form/about-us/education-experience',
		item: educationExperienceSchema,
		createSchema: createEducationExperienceSchema,
		updateSchema: updateEducationExperienceSchema,
		entries: educationExperiences,
	})
	addListSection(app, { auth, idempotent }, deps, {
		path: '/me/our-stories',
		what: 'a story',
		form: 'form/about-us/our-story',
		item: ourStorySchema,
		createSchema: createOurStorySchema,
		updateSchema: updateOurStorySchema,
		entries: ourStories,
	})
	addListSection(app, { auth, idempotent }, deps, {
		path: '/me/skill-talents',
		what: 'a skill or talent',
		form: 'form/about-us/skill-talent',
		item: skillTalentSchema,
		createSchema: createSkillTalentSchema,
		updateSchema: updateSkillTalentSchema,
		entries: skillTalents,
	})

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/links',
			summary: 'My links, in order (what form/link shows)',
			responses: { 200: json(linkListSchema, 'The links, in order'), ...errors(401) },
		}),
		async (c) => c.json({ items: await listLinks(deps.db, me(c.var.caller.profile)) }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/links',
			summary: 'Write my links: the whole ordered list, replacing the previous one (form/link)',
			request: { body: jsonBody(putProfileLinksSchema) },
			responses: { 200: json(linkListSchema, 'The links, in order'), ...errors(400, 401) },
		}),
		async (c) => c.json({ items: await putLinks(deps.db, me(c.var.caller.profile), c.req.valid('json')) }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/business-info',
			summary: 'My business info (what form/business-info shows)',
			responses: { 200: json(businessInfoSchema.nullable(), 'The business info; null when never written'), ...errors(401) },
		}),
		async (c) => c.json(await findBusinessInfo(deps.db, me(c.var.caller.profile)), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/business-info',
			summary: 'Write my business info (form/business-info)',
			description: 'Business contact details I choose to publish: anyone signed in sees them on my profile. Every field may be null or empty.',
			request: { body: jsonBody(putBusinessInfoSchema) },
			responses: { 200: json(businessInfoSchema, 'The business info'), ...errors(400, 401) },
		}),
		async (c) => c.json(await putBusinessInfo(deps.db, me(c.var.caller.profile), c.req.valid('json')), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/me/images',
			summary: 'Set or remove my avatar (`imageUrl`) and cover',
			description: "Only the images sent change. Each must be a `url` POST /v1/media/images answered (400 otherwise); null or '' removes it.",
			request: { body: jsonBody(putImagesSchema) },
			responses: { 200: json(imagesSchema, 'My avatar and cover'), ...errors(400, 401) },
		}),
		async (c) => c.json(await putImages(deps.db, { type: 'person', profileId: c.var.caller.profile.id }, c.req.valid('json')), 200),
	)

	return app
}

type ListSection<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType> = {
	path: string
	what: string
	form: string
	item: Item
	createSchema: Create
	updateSchema: Update
	/** Its entries' writes (api/owners/sections.ts). */
	entries: {
		create: (db: Database, ownerId: string, input: z.infer<Create>) => Promise<z.infer<Item>>
		update: (db: Database, ownerId: string, id: string, input: z.infer<Update>) => Promise<z.infer<Item>>
		delete: (db: Database, ownerId: string, id: string) => Promise<void>
	}
}

/**
 * What the route's schemas validated. The routes below are generic in their schemas, so Hono's types
 * cannot name the validated targets; the values are exactly the schemas' output all the same.
 */
const validated = <T>(req: object, target: 'json' | 'param') => (req as { valid: (target: string) => T }).valid(target)

/** POST {path}, PATCH and DELETE {path}/{id} for one list section of the caller's profile. */
function addListSection<Item extends z.ZodType, Create extends z.ZodType, Update extends z.ZodType>(
	app: OpenAPIHono<ApiEnv>,
	{ auth, idempotent }: { auth: ReturnType<typeof authenticate>; idempotent: ReturnType<typeof idempotency> },
	deps: AuthDeps,
	section: ListSection<Item, Create, Update>,
) {
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			tags,
			method: 'post',
			path: section.path,
			summary: `Add ${section.what}, last in its section (${section.form}/create)`,
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(section.createSchema) },
			responses: withIdempotencyResponses({
				201: json(section.item, 'The new entry'),
				...errors(400, 401),
				409: limitReached,
			}),
		}),
		async (c) => c.json(await section.entries.create(deps.db, c.var.caller.profile.id, validated<z.infer<Create>>(c.req, 'json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: `${section.path}/{id}`,
			summary: `Change ${section.what} of mine (${section.form}/{id})`,
			description: `Only the fields sent change; \`position\` moves it. ${notYours}`,
			request: { params: anyIdParams, body: jsonBody(section.updateSchema) },
			responses: {
				200: json(section.item, 'The entry'),
				...errors(400, 401, 404),
			},
		}),
		async (c) => c.json(await section.entries.update(deps.db, c.var.caller.profile.id, validated<{ id: string }>(c.req, 'param').id, validated<z.infer<Update>>(c.req, 'json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: `${section.path}/{id}`,
			summary: `Delete ${section.what} of mine`,
			description: notYours,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Deleted' }, ...errors(401, 404) },
		}),
		async (c) => {
			await section.entries.delete(deps.db, c.var.caller.profile.id, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
}
