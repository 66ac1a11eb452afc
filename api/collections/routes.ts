import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import { collectionLimits } from '#contracts/limits.ts'
import { collectionListSchema, collectionSchema, createCollectionSchema, moveCollectionItemSchema, updateCollectionSchema } from '#contracts/social/collections.ts'
import { feedPageSchema, pageQuerySchema } from '#contracts/social/feed.ts'
import {
	addToCollection,
	collectionItemsPage,
	createCollection,
	deleteCollection,
	listMine,
	listPublic,
	moveInCollection,
	readCollection,
	removeFromCollection,
	updateCollection,
} from './service.ts'

// Collections (docs/product.md#collections): /v1/me/collections for the caller's own, /v1/collections for
// public ones and any one by id.

const tags = ['Collections']
const itemParams = anyIdParams.extend({ itemId: z.string().meta({ format: 'uuid' }) })
const writeResponses = { ...readResponses, ...errors(403) }
const who = 'Only its owner; a public one is a 403 to others, a private one a 404.'

export function collectionRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const { db } = deps

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/collections',
			summary: 'The caller’s collections, last changed first',
			request: { query: z.object({ contains: z.string().max(64).optional().describe('An item’s id: each collection says whether it holds it') }) },
			responses: { 200: json(collectionListSchema, 'All of them'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listMine(db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/me/collections',
			summary: 'Make a collection',
			description: `Private unless said. At most ${collectionLimits.perPerson} a person (409).`,
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(createCollectionSchema) },
			responses: withIdempotencyResponses({ 201: json(collectionSchema, 'The new collection'), ...errors(400, 401), 409: problem('Too many collections') }),
		}),
		async (c) => c.json(await createCollection(db, c.var.caller.profile, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/collections',
			summary: 'Public collections with something in them, last changed first',
			request: { query: pageQuerySchema },
			responses: { 200: json(collectionListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listPublic(db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/collections/{id}',
			summary: 'One collection',
			description: 'The caller’s own, or a public one; a private one of somebody else is a 404.',
			request: { params: anyIdParams },
			responses: { 200: json(collectionSchema, 'The collection'), ...readResponses },
		}),
		async (c) => c.json(await readCollection(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/collections/{id}',
			summary: 'Rename a collection, or change its description or who sees it',
			description: `Only the fields sent change. ${who}`,
			request: { params: anyIdParams, body: jsonBody(updateCollectionSchema) },
			responses: { 200: json(collectionSchema, 'The collection'), ...writeResponses },
		}),
		async (c) => c.json(await updateCollection(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/collections/{id}',
			summary: 'Delete a collection (its items stay where they are)',
			description: who,
			request: { params: anyIdParams },
			responses: { 204: { description: 'Deleted' }, ...writeResponses },
		}),
		async (c) => {
			await deleteCollection(db, c.var.caller.profile, c.req.valid('param').id)
			return c.body(null, 204)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/collections/{id}/items',
			summary: 'A collection’s items, in its owner’s order',
			description: 'Those the caller may see. Pass `nextCursor` as `cursor` for the next page.',
			request: { params: anyIdParams, query: pageQuerySchema },
			responses: { 200: json(feedPageSchema, 'One page'), ...readResponses },
		}),
		async (c) => c.json(await collectionItemsPage(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/collections/{id}/items/{itemId}',
			summary: 'Add an item to a collection, at the end',
			description: `Any item the caller may see; adding it again changes nothing. At most ${collectionLimits.items} items (409). ${who}`,
			request: { params: itemParams },
			responses: { 200: json(collectionSchema, 'The collection, `contains` true'), ...writeResponses, 409: problem('The collection is full') },
		}),
		async (c) => c.json(await addToCollection(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('param').itemId), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/collections/{id}/items/{itemId}',
			summary: 'Move an item within a collection',
			description: `The others keep their order around it. ${who}`,
			request: { params: itemParams, body: jsonBody(moveCollectionItemSchema) },
			responses: { 200: json(collectionSchema, 'The collection'), ...writeResponses },
		}),
		async (c) => c.json(await moveInCollection(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('param').itemId, c.req.valid('json').position), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/collections/{id}/items/{itemId}',
			summary: 'Take an item out of a collection',
			description: `One that is not in it is a 404. ${who}`,
			request: { params: itemParams },
			responses: { 200: json(collectionSchema, 'The collection, `contains` false'), ...writeResponses },
		}),
		async (c) => c.json(await removeFromCollection(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('param').itemId), 200),
	)
	return app
}
