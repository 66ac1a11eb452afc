import { isApiError } from '#app/api/errors.ts'
import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { contentItemSchemas } from '#contracts/content/registry.ts'
import type { UpdateContent } from '#contracts/content/registry.ts'
import type { OpenTabPart } from '#contracts/open-tab-limits.ts'
import {
	connectListSchema,
	connectRequestSchema,
	openTabConnectPageSchema,
	openTabConnectTypeListSchema,
	openTabListSchema,
	openTabPartEntrySchema,
	type CreateConnect,
	type OpenTabPartInput,
} from '#contracts/open-tab.ts'

// The product API's open-tab calls (api/open-tab, and the content module's for a connect by id): types,
// my connects, the searches, a connect's page, its changes and about-us entries, requests to connect. The
// API decides who may do what; the pages show its answers.

export type ConnectSearch = { q?: string; type?: string; place?: string; cursor?: string }

export const openTabApi = areaApi((api) => ({
	caller: api,
	types: async () => (await api.get(apiPath('/v1/open-tab/connect-types'), { schema: openTabConnectTypeListSchema })).items,
	mine: async (cursor?: string) => await api.get(apiPath('/v1/me/open-tab/connects'), { schema: connectListSchema, query: defined({ cursor }) }),
	search: async (query: ConnectSearch) => await api.get(apiPath('/v1/open-tab/connects'), { schema: connectListSchema, query: defined(query) }),
	people: async (query: { q?: string; cursor?: string }) => await api.get(apiPath('/v1/open-tab/people'), { schema: openTabListSchema, query: defined(query) }),
	page: async (id: string) => await api.get(apiPath('/v1/open-tab/connects/{id}', { id }), { schema: openTabConnectPageSchema }),
	create: async (body: CreateConnect, idempotencyKey: string) => await api.post(apiPath('/v1/open-tab/connects'), { schema: contentItemSchemas.connect, body, idempotencyKey }),
	update: async (id: string, body: UpdateContent<'connect'>) => await api.patch(apiPath('/v1/content/{kind}/{id}', { kind: 'connect', id }), { schema: contentItemSchemas.connect, body }),
	remove: async (id: string) => await api.delete(apiPath('/v1/content/{kind}/{id}', { kind: 'connect', id })),
	addEntry: async (id: string, part: OpenTabPart, body: OpenTabPartInput, idempotencyKey: string) =>
		await api.post(apiPath('/v1/open-tab/connects/{id}/parts/{part}', { id, part }), { schema: openTabPartEntrySchema, body, idempotencyKey }),
	updateEntry: async (id: string, part: OpenTabPart, entryId: string, body: OpenTabPartInput) =>
		await api.put(apiPath('/v1/open-tab/connects/{id}/parts/{part}/{entryId}', { id, part, entryId }), { schema: openTabPartEntrySchema, body }),
	removeEntry: async (id: string, part: OpenTabPart, entryId: string) => await api.delete(apiPath('/v1/open-tab/connects/{id}/parts/{part}/{entryId}', { id, part, entryId })),
	request: async (id: string, message: string | undefined) => await api.put(apiPath('/v1/open-tab/connects/{id}/request', { id }), { schema: connectRequestSchema, body: { message } }),
	decide: async (id: string, profileUuid: string, accept: boolean) =>
		await api.post(apiPath(accept ? '/v1/open-tab/connects/{id}/requests/{profileUuid}/accept' : '/v1/open-tab/connects/{id}/requests/{profileUuid}/decline', { id, profileUuid }), { schema: connectRequestSchema }),
}))

export type OpenTabApi = ReturnType<typeof openTabApi>

/**
 * A search the API refuses (words with a character no text may hold): no results, and the page says why,
 * rather than an error page for words typed into a search box.
 */
export function refusedWords(error: unknown): { items: []; nextCursor: null; refused: true } {
	if (isApiError(error) && error.kind === 'bad-request') return { items: [], nextCursor: null, refused: true }
	throw error
}
