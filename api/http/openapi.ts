import { createRoute, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { problemSchema } from '#contracts/problem.ts'

// Shared pieces of the route definitions.
const bearerSecurity = [{ bearer: [] }]

/**
 * A route for signed-in callers: documented with the bearer scheme, and `auth` (api/http/authenticate.ts,
 * which sets `caller`) runs before the route's own middleware.
 */
export function signedInRoute<P extends string, R extends Omit<RouteConfig, 'path' | 'security' | 'middleware'> & { path: P; middleware?: MiddlewareHandler[] }>(
	auth: MiddlewareHandler,
	route: R,
) {
	return createRoute({ ...route, security: bearerSecurity, middleware: [auth, ...(route.middleware ?? [])] })
}

/** An error answer of a route's documentation: application/problem+json (api/http/problems.ts). */
export const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: problemSchema } } })

export const problemResponses = {
	400: problem('Invalid request'),
	401: problem('Missing or invalid access token'),
	403: problem('Not allowed'),
	404: problem('Not found (or not yours)'),
} as const

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
	description,
	content: { 'application/json': { schema } },
})

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
	required: true,
	content: { 'application/json': { schema } },
})

/** The documented error answers of a route, by status: `responses: { 200: …, ...errors(400, 401, 404) }`. */
export const errors = <S extends keyof typeof problemResponses>(...statuses: S[]) =>
	Object.fromEntries(statuses.map((status) => [status, problemResponses[status]])) as Pick<typeof problemResponses, S>

/** What a read of something that may not exist, or may be hidden from the caller, can answer. */
export const readResponses = errors(400, 401, 404)

/** `{id}`, a UUID: a malformed one is a 400. */
export const idParams = z.object({ id: z.uuid() })
/** `{id}` of a record that is somebody's: any text, so that a malformed id answers 404 as an unknown one does (the services tell them apart). */
export const anyIdParams = z.object({ id: z.string().meta({ format: 'uuid' }) })
/** `{uuid}`, a person's public id. */
export const uuidParams = z.object({ uuid: z.uuid() })

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() })
