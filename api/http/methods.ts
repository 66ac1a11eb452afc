import type { Hono } from 'hono'
import type { ApiEnv } from './env.ts'

// Which methods a path answers, asked of the router itself (the same matching as for the request), for
// 405 Method Not Allowed with its Allow header and for OPTIONS (RFC 9110 §9.3.7, §15.5.6).

/** The methods the API serves at all; any other (TRACE, CONNECT, PROPFIND…) is refused on every path. */
export const servedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

const routedMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** The methods `path` answers, in the order of the Allow header; none for a path that names nothing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app's routes, whatever its variables
export function allowedMethods(app: Hono<ApiEnv, any, any>, path: string): string[] {
	// Middleware is registered for ALL methods; only a route for the method itself answers it.
	const routed = routedMethods.filter((method) => app.router.match(method, path)[0].some(([[, route]]) => route.method === method))
	if (routed.length === 0) return []
	return [...routed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS']
}
