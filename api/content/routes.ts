import { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, idParams, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { nearSchema } from '#contracts/content/geo.ts'
import type { ContentKindDefinition } from '#contracts/content/kind.ts'
import { contentItemSchemas, contentKindNames, contentKinds, contentListSchemas, businessUserShelvesSchema, type ContentKindName } from '#contracts/content/registry.ts'
import type { OwnerKey } from '#api/owners/owner.ts'
import { aroundMeListSchema, aroundMeQuerySchema } from '#contracts/content/around-me.ts'
import { CELL_LEVELS, MAP_POINTS_MAX, MAP_VIEWPORT_MAX_PIXELS } from '#contracts/content/map-grid.ts'
import { mapQuerySchema, mapViewSchema } from '#contracts/content/map.ts'
import { goingSchema } from '#contracts/content/kind.ts'
import { aroundMe } from './around-me.ts'
import { mapView } from './map.ts'
import { businessUserOwner, createContent, deleteContent, listContent, listShelves, personOwner, publishingOwner, readContent, setGoing, updateContent } from './service.ts'

// Every kind's endpoints, from the registry (ADR 0020): for each kind, its lists and creates under each
// owner that may publish it, and its items by id. The paths are spelled out per kind so the OpenAPI
// document shows each kind's own body.

const tags = ['Content']
const shelfItems = 6
const shelfMaxItems = 12
// Not z.uuid(): a malformed id is a 404 like an unknown one (the service tells).
const writeResponses = { ...readResponses, ...errors(403) }
const who =
	'A person’s items are theirs alone to change. A business user’s are changed by whoever holds content.update, deleted by whoever holds ' +
	'content.delete, and by the member who posted them while they may post. Others get 403 for an item they can see, 404 for one they cannot.'

function listQuery(definition: ContentKindDefinition) {
	const limit = z.coerce.number().int().min(1).max(definition.list.maxPageSize).default(definition.list.pageSize)
	return definition.list.order === 'upcoming' ? z.object({ near: nearSchema.optional(), limit }) : z.object({ cursor: z.string().max(200).optional(), limit })
}

const listDescription = (definition: ContentKindDefinition) =>
	definition.list.order === 'upcoming'
		? 'Those that have not ended (or have no end), soonest first; with `near=lat,lng` the nearest first (those without a place last), each with `distanceKm`. ' +
			'The owner and the business user’s members see everything not deleted; others what is published and public.'
		: 'Newest first; pass the previous page’s `nextCursor` as `cursor`. The owner and the business user’s members see everything not deleted; others what is published and public.'

/** The routes of one kind. */
function kindRoutes(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, { auth, idempotent }: { auth: MiddlewareHandler; idempotent: MiddlewareHandler }, kind: ContentKindName) {
	const definition = contentKinds[kind] as unknown as ContentKindDefinition
	const name = definition.schemaName
	const itemSchema = contentItemSchemas[kind] as z.ZodType
	const listSchema = contentListSchemas[kind] as z.ZodType
	const createSchema = definition.create.meta({ id: `Create${name}` })
	const updateSchema = definition.update.meta({ id: `Update${name}` })
	const query = listQuery(definition)
	const limitReached: Record<number, ReturnType<typeof problem>> = definition.perOwnerLimit === undefined ? {} : { 409: problem(`At most ${definition.perOwnerLimit} per owner`) }

	const list = (path: string, params: z.ZodObject, ownerOf: (param: Record<string, string>) => Promise<OwnerKey>, whose: string) =>
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: 'get',
				path,
				summary: `${whose} ${kind} items, ${definition.list.pageSize} a page by default`,
				description: listDescription(definition),
				request: { params, query },
				responses: { 200: json(listSchema, `One page of ${kind} items`), ...readResponses },
			}),
			async (c) => {
				const owner = await ownerOf(c.req.valid('param') as Record<string, string>)
				return c.json(await listContent(deps.db, c.var.caller.profile, kind, owner, c.req.valid('query') as object), 200)
			},
		)

	const create = (path: string, params: z.ZodObject | undefined, ownerOf: (param: Record<string, string>, caller: ProfileRow) => Promise<OwnerKey>, description: string) =>
		app.openapi(
			signedInRoute(auth, {
				middleware: [idempotent],
				tags,
				method: 'post',
				path,
				summary: `Publish a ${kind}`,
				description,
				parameters: [idempotencyKeyHeader],
				request: { ...(params ? { params } : {}), body: jsonBody(createSchema) },
				responses: withIdempotencyResponses({ 201: json(itemSchema, `The new ${kind}`), ...writeResponses, ...limitReached }),
			}),
			async (c) => {
				const owner = await ownerOf((params ? c.req.valid('param' as never) : {}) as Record<string, string>, c.var.caller.profile)
				return c.json(await createContent(deps.db, c.var.caller.profile, kind, owner, c.req.valid('json') as Record<string, unknown>), 201)
			},
		)

	if (definition.owners.includes('person')) {
		list(`/profiles/{uuid}/content/${kind}`, z.object({ uuid: z.uuid() }), ({ uuid = '' }) => personOwner(deps.db, uuid), 'A person’s')
		create(`/me/content/${kind}`, undefined, (_param, caller) => publishingOwner(deps.db, caller, { type: 'person' }), 'Published at once on the caller’s own profile, with them as `postedBy`.')
	}
	if (definition.owners.includes('business-user')) {
		list(`/business-users/{id}/content/${kind}`, idParams, ({ id = '' }) => businessUserOwner(deps.db, id), 'A business user’s')
		create(
			`/business-users/{id}/content/${kind}`,
			idParams,
			({ id = '' }, caller) => publishingOwner(deps.db, caller, { type: 'business-user', id }),
			'Needs the grant content.create (members have it by default; admins and the owner always); anyone else signed in gets 403, an unknown ' +
				'business user 404. Published at once, with the caller as `postedBy`.',
		)
	}

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: `/content/${kind}/{id}`,
			summary: `One ${kind}`,
			description: 'Published and public, or the caller’s own (or their business user’s); otherwise 404, as for a deleted or unknown one.',
			request: { params: anyIdParams },
			responses: { 200: json(itemSchema, `The ${kind}`), ...readResponses },
		}),
		async (c) => c.json(await readContent(deps.db, c.var.caller.profile, kind, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: `/content/${kind}/{id}`,
			summary: `Change a ${kind}`,
			description: `Only the fields sent change. ${who}`,
			request: { params: anyIdParams, body: jsonBody(updateSchema) },
			responses: { 200: json(itemSchema, `The ${kind}`), ...writeResponses },
		}),
		async (c) => c.json(await updateContent(deps.db, c.var.caller.profile, kind, c.req.valid('param').id, c.req.valid('json') as Record<string, unknown>), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: `/content/${kind}/{id}`,
			summary: `Delete a ${kind}`,
			description: `Soft delete: it leaves every list at once. ${who}`,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Deleted' }, ...writeResponses },
		}),
		async (c) => {
			await deleteContent(deps.db, c.var.caller.profile, kind, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
}

/** PUT and DELETE /v1/content/{kind}/{id}/going, for the kinds people go to (events). */
function goingRoutes(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler, kind: ContentKindName) {
	for (const going of [true, false]) {
		app.openapi(
			signedInRoute(auth, {
				tags,
				method: going ? 'put' : 'delete',
				path: `/content/${kind}/{id}/going`,
				summary: going ? `Say the caller is going to a ${kind}` : `Say the caller is no longer going to a ${kind}`,
				description: going
					? 'Saying it twice changes nothing. 409 when it is full (its capacity) or has ended; 404 for one the caller cannot see.'
					: 'Saying it when not going changes nothing; 404 for one the caller cannot see.',
				request: { params: anyIdParams },
				responses: { 200: json(goingSchema, 'Who is going now'), ...readResponses, ...(going ? { 409: problem('Full, or ended') } : {}) },
			}),
			async (c) => c.json(await setGoing(deps.db, c.var.caller.profile, kind, c.req.valid('param').id, going), 200),
		)
	}
}

/** GET /v1/business-users/{id}/content: the first few of every kind, for a page that shows them all. */
function shelvesRoute(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/content',
			summary: 'A business user’s first few items of every kind',
			description: 'Each kind as its own list answers its first page (`nextCursor` to go on there), with at most `limit` items. Who sees what is as for those lists.',
			request: { params: idParams, query: z.object({ limit: z.coerce.number().int().min(1).max(shelfMaxItems).default(shelfItems) }) },
			responses: { 200: json(businessUserShelvesSchema, 'Every kind’s first items, by kind'), ...readResponses },
		}),
		async (c) => {
			const owner = await businessUserOwner(deps.db, c.req.valid('param').id)
			return c.json(await listShelves(deps.db, c.var.caller.profile, owner, c.req.valid('query').limit), 200)
		},
	)
}

/** GET /v1/around-me: what is near a place, every kind or one. */
function aroundMeRoute(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	app.openapi(
		signedInRoute(auth, {
			tags: ['Around me'],
			method: 'get',
			path: '/around-me',
			summary: 'What is published near a place',
			description:
				'Published and public items within `radiusKm` of `near` (or within `box`, a map’s viewport), each with `distanceKm`: every kind around me, or one (`kind`). ' +
				'`nearest` first (the default), `soonest` first (event or agenda: not ended, by start) or `newest` first. Only what is current: not ended, ' +
				'announcements and attention items from when they are valid, stories for 24 hours. Pass `nextCursor` as `cursor` for the next page. ' +
				'The place is not stored.',
			request: { query: aroundMeQuerySchema },
			responses: { 200: json(aroundMeListSchema, 'One page, in the order asked for'), ...errors(400, 401) },
		}),
		async (c) => c.json(await aroundMe(deps.db, c.var.caller.profile, c.req.valid('query')), 200),
	)
}

/** GET /v1/around-me/map: what a map's viewport holds. */
function mapRoute(app: OpenAPIHono<ApiEnv>, deps: AuthDeps, auth: MiddlewareHandler) {
	app.openapi(
		signedInRoute(auth, {
			tags: ['Around me'],
			method: 'get',
			path: '/around-me/map',
			summary: 'What a map’s viewport holds',
			description:
				`Published, public and current items in \`box\` at \`zoom\`: each one (\`points\`) when the viewport holds at most ${MAP_POINTS_MAX}, ` +
				'otherwise cells 64 pixels wide at the zoom (`cells`), each with how many items of each kind and their middle, counted ahead of time. ' +
				`Above zoom ${CELL_LEVELS.max} always points. A person's items are placed about 300 m off, as stored. A box over ${MAP_VIEWPORT_MAX_PIXELS} pixels either way is refused.`,
			request: { query: mapQuerySchema },
			responses: { 200: json(mapViewSchema, 'Points or cells, and about how many items'), ...errors(400, 401) },
		}),
		async (c) => c.json(await mapView(deps.db, c.req.valid('query')), 200),
	)
}

/** /v1/…/content/{kind}: every kind of the registry, for every owner that may publish it; and around me. */
export function contentRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const middleware = { auth: authenticate(deps), idempotent: idempotency(deps.db) }
	for (const kind of contentKindNames) {
		kindRoutes(app, deps, middleware, kind)
		if ((contentKinds[kind] as unknown as ContentKindDefinition).going) goingRoutes(app, deps, middleware.auth, kind)
	}
	shelvesRoute(app, deps, middleware.auth)
	aroundMeRoute(app, deps, middleware.auth)
	mapRoute(app, deps, middleware.auth)
	return app
}
