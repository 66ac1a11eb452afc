import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, readResponses, signedInRoute } from '#api/http/openapi.ts'
import { contentItemSchemas } from '#contracts/content/registry.ts'
import { openTabParts } from '#contracts/open-tab-limits.ts'
import {
	connectListSchema,
	connectRequestInputSchema,
	connectRequestSchema,
	connectSearchQuerySchema,
	createConnectSchema,
	openTabConnectPageSchema,
	openTabConnectTypeListSchema,
	openTabListQuerySchema,
	openTabListSchema,
	openTabPartEntrySchema,
	openTabPartInputSchema,
} from '#contracts/open-tab.ts'
import { addPartEntry, createConnect, decideRequest, deletePartEntry, listConnectTypes, listOpenTabs, myConnects, readConnectPage, requestToConnect, searchConnects, updatePartEntry } from './service.ts'

// The open tab (docs/product.md#open-tab): connect types, making a connect, a connect's page, its about-us
// entries, requests to connect, and the searches. A connect is changed and deleted by id through the
// content module (PATCH and DELETE /v1/content/connect/{id}). A connect the caller cannot see is 404 with
// everything of it; its owner's writes are 403 to anyone else who sees it.

const tags = ['Open tab']
const writeResponses = { ...readResponses, ...errors(403) }
const partParams = anyIdParams.extend({ part: z.enum(openTabParts) })
const entryParams = partParams.extend({ entryId: z.string().meta({ format: 'uuid' }) })
const requestParams = anyIdParams.extend({ profileUuid: z.string().meta({ format: 'uuid', description: 'The requester’s profile uuid' }) })
const hidden = 'A connect the caller cannot see (private and not theirs, nor accepting them) is 404.'

export function openTabRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const idempotent = idempotency(deps.db)
	const { db } = deps

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/connect-types',
			tags,
			summary: 'Connect types, in display order; only open ones can be created',
			responses: { 200: json(openTabConnectTypeListSchema, 'The connect types'), ...errors(401) },
		}),
		async (c) => c.json({ items: await listConnectTypes(db) }, 200),
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/open-tab/connects',
			tags,
			summary: 'Make a connect of an open type',
			description: 'Published at once, the caller’s. `visibility` is public (the default) or members (private: its owner and the people it accepts). 404 for an unknown type, 409 for one not open yet.',
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(createConnectSchema) },
			responses: withIdempotencyResponses({ 201: json(contentItemSchemas.connect, 'The new connect'), ...writeResponses, 409: problem('The type is not open yet') }),
		}),
		async (c) => c.json(await createConnect(db, c.var.caller.profile, c.req.valid('json')), 201),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/me/open-tab/connects',
			tags,
			summary: 'The caller’s connects, newest first, private ones too',
			request: { query: z.object({ cursor: z.string().max(200).optional(), limit: connectSearchQuerySchema.shape.limit }) },
			responses: { 200: json(connectListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await myConnects(db, c.var.caller.profile, c.req.valid('query')), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/connects',
			tags,
			summary: 'Search public connects, newest first',
			description: 'By type, words in Thai or English and place; keyset paged (pass `nextCursor` as `cursor`). Private connects are never listed.',
			request: { query: connectSearchQuerySchema },
			responses: { 200: json(connectListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await searchConnects(db, c.var.caller.profile, c.req.valid('query')), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/people',
			tags,
			summary: 'People with an open tab: at least one public connect',
			description: 'Those with the newest connect first, each with their newest few; `q` matches their name.',
			request: { query: openTabListQuerySchema },
			responses: { 200: json(openTabListSchema, 'One page'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listOpenTabs(db, c.var.caller.profile, c.req.valid('query')), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'get',
			path: '/open-tab/connects/{id}',
			tags,
			summary: 'A connect’s page: the connect, its type, owner and about-us entries, requests and members',
			description: `Requests are its owner’s alone; members are shown to its owner, and to others when it lists them. ${hidden} A malformed id is 404 too.`,
			request: { params: anyIdParams },
			responses: { 200: json(openTabConnectPageSchema, 'The connect’s page'), ...readResponses },
		}),
		async (c) => c.json(await readConnectPage(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)

	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotent],
			method: 'post',
			path: '/open-tab/connects/{id}/parts/{part}',
			tags,
			summary: 'Add an about-us entry: a goal, our business or our story',
			description: `Its owner only. A goal may name one of the owner’s business users (its owner or an admin; 403 otherwise). At most 20 a part (409). ${hidden}`,
			parameters: [idempotencyKeyHeader],
			request: { params: partParams, body: jsonBody(openTabPartInputSchema) },
			responses: withIdempotencyResponses({ 201: json(openTabPartEntrySchema, 'The new entry'), ...writeResponses, 409: problem('The part is full') }),
		}),
		async (c) => {
			const { id, part } = c.req.valid('param')
			return c.json(await addPartEntry(db, c.var.caller.profile, id, part, c.req.valid('json')), 201)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'put',
			path: '/open-tab/connects/{id}/parts/{part}/{entryId}',
			tags,
			summary: 'Change an about-us entry',
			description: `Its owner only; a goal that names a business user, only while they hold it (check-owner-business). ${hidden}`,
			request: { params: entryParams, body: jsonBody(openTabPartInputSchema) },
			responses: { 200: json(openTabPartEntrySchema, 'The entry'), ...writeResponses },
		}),
		async (c) => {
			const { id, part, entryId } = c.req.valid('param')
			return c.json(await updatePartEntry(db, c.var.caller.profile, id, part, entryId, c.req.valid('json')), 200)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'delete',
			path: '/open-tab/connects/{id}/parts/{part}/{entryId}',
			tags,
			summary: 'Delete an about-us entry',
			description: `As changing one. ${hidden}`,
			request: { params: entryParams },
			responses: { 204: { description: 'Deleted' }, ...writeResponses },
		}),
		async (c) => {
			const { id, part, entryId } = c.req.valid('param')
			await deletePartEntry(db, c.var.caller.profile, id, part, entryId)
			return c.body(null, 204)
		},
	)

	app.openapi(
		signedInRoute(auth, {
			method: 'put',
			path: '/open-tab/connects/{id}/request',
			tags,
			summary: 'Ask to connect',
			description: `One request a person: asking again answers the one there is (200). Its owner cannot ask (409), nor anyone while it is closed (409). ${hidden}`,
			request: { params: anyIdParams, body: jsonBody(connectRequestInputSchema) },
			responses: { 201: json(connectRequestSchema, 'The request, sent'), 200: json(connectRequestSchema, 'The request there was'), ...writeResponses, 409: problem('Yours, or closed') },
		}),
		async (c) => {
			const { request, created } = await requestToConnect(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json').message)
			return created ? c.json(request, 201) : c.json(request, 200)
		},
	)

	for (const accept of [true, false]) {
		app.openapi(
			signedInRoute(auth, {
				method: 'post',
				path: `/open-tab/connects/{id}/requests/{profileUuid}/${accept ? 'accept' : 'decline'}`,
				tags,
				summary: accept ? 'Accept a request: the person becomes a member of the connect' : 'Decline a request',
				description: `Its owner only (403 to anyone else who sees it); the requester is told. The same answer again changes nothing. ${hidden}`,
				request: { params: requestParams },
				responses: { 200: json(connectRequestSchema, 'The request'), ...writeResponses },
			}),
			async (c) => {
				const { id, profileUuid } = c.req.valid('param')
				return c.json(await decideRequest(db, c.var.caller.profile, id, profileUuid, accept), 200)
			},
		)
	}

	return app
}
