import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from './env.ts'

/**
 * Headers every API answer carries unless its route set its own (the public images do: cached for a
 * year, sandboxed): never sniffed as another type; not stored by any cache, since answers belong to
 * whoever is signed in; and never framed or run as a page (the /docs page has no script, only a style).
 */
export const responseHeaders = createMiddleware<ApiEnv>(async (c, next) => {
	await next()
	const headers = c.res.headers
	headers.set('X-Content-Type-Options', 'nosniff')
	if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
	if (!headers.has('Content-Security-Policy')) {
		headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	}
	headers.set('Referrer-Policy', 'no-referrer')
})
