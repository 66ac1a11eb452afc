import { OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, json, signedInRoute } from '#api/http/openapi.ts'
import { searchQuerySchema, searchResultsSchema } from '#contracts/social/search.ts'
import { search } from './service.ts'

/** Search everything public, or what the caller follows (docs/product.md#search). */
export function searchRoutes(deps: AuthDeps) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const description =
		'Thai and English: the query is split into words as stored text is, every word must match (the last also as the start of a word), and a part of a word of 3 or more ' +
		'letters is found in titles and names. The best matches of the newest 200 come first. `terms` are the words matched, to highlight.'
	app.openapi(
		signedInRoute(auth, {
			tags: ['Search'],
			method: 'get',
			path: '/search',
			summary: 'Search people, business users and every kind of content',
			description: `${description} Public items only; people and business users on the first page (or only them, with \`kind\`).`,
			request: { query: searchQuerySchema },
			responses: { 200: json(searchResultsSchema, 'Matches'), ...errors(400, 401) },
		}),
		async (c) => c.json(await search(deps.db, c.var.caller.profile, c.req.valid('query')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags: ['Search'],
			method: 'get',
			path: '/feed/search',
			summary: 'Search what the caller follows',
			description: `${description} Items of whom the caller follows (for followers too) and their own.`,
			request: { query: searchQuerySchema.omit({ kind: true }) },
			responses: { 200: json(searchResultsSchema, 'Matches'), ...errors(400, 401) },
		}),
		async (c) => c.json(await search(deps.db, c.var.caller.profile, c.req.valid('query'), 'followed'), 200),
	)
	return app
}
