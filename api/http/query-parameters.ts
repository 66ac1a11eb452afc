import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import type { ApiEnv } from './env.ts'
import { ProblemError } from './problems.ts'

// A query parameter the endpoint does not name is refused (400), not ignored: a misspelt one
// (?limt=5) or a probe is told so, instead of answered as if it were not there. The names come from the
// OpenAPI document, which the routes' own schemas make, so a new parameter needs nothing here.
// Endpoints outside the document (health checks, the document itself) are left alone.

type Parameter = { in?: string; name?: string }
export type OpenApiPaths = { paths?: Record<string, object> }

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

/** `GET /v1/profiles/{uuid}/works` → the query parameters it names. */
function queryNames(document: OpenApiPaths) {
	const names = new Map<string, Set<string>>()
	for (const [path, item] of Object.entries(document.paths ?? {})) {
		for (const [method, operation] of Object.entries(item as Record<string, unknown>)) {
			if (!HTTP_METHODS.has(method)) continue
			const parameters = (operation as { parameters?: Parameter[] }).parameters ?? []
			names.set(`${method.toUpperCase()} ${path}`, new Set(parameters.filter((parameter) => parameter.in === 'query').flatMap((parameter) => parameter.name ?? [])))
		}
	}
	return names
}

/** Hono's `/v1/content/work/:id` as the document writes it, `/v1/content/work/{id}`. */
const documentPath = (routePath: string) => routePath.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')

/** Refuses query parameters the matched endpoint does not name; `document` is read once, on first use. */
export function knownQueryParameters(document: () => OpenApiPaths) {
	let known: Map<string, Set<string>> | undefined
	return createMiddleware<ApiEnv>(async (c, next) => {
		const sent = Object.keys(c.req.queries())
		if (sent.length === 0) return next()
		const route = matchedRoutes(c).find((candidate) => candidate.method !== 'ALL')
		known ??= queryNames(document())
		const names = route ? known.get(`${route.method} ${documentPath(route.path)}`) : undefined
		if (!names) return next()
		const unknown = sent.filter((name) => !names.has(name))
		if (unknown.length > 0) {
			const takes = names.size > 0 ? `it takes ${[...names].join(', ')}` : 'it takes none'
			throw new ProblemError(
				400,
				'validation_failed',
				`Unknown query parameter${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: ${takes}`,
				Object.fromEntries(unknown.map((name) => [name, ['Unknown query parameter']])),
			)
		}
		await next()
	})
}
