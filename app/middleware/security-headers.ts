import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

// Each response gets its own nonce; Remix's inline scripts carry it (see app/entry.server.tsx).
export const cspNonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = randomBytes(16).toString('base64url')
	next()
}

/**
 * `formOrigins`: other sites a form post may end up on through our redirect (the hosted sign-in page
 * for social sign-in and its sign-out); browsers apply form-action to the whole redirect chain.
 */
/** `imageOrigins`: another site images come from: the map's tile server, when one is configured. */
export function securityHeaders({ development, formOrigins = [], imageOrigins = [] }: { development: boolean; formOrigins?: string[]; imageOrigins?: string[] }) {
	return helmet({
		xPoweredBy: false,
		referrerPolicy: { policy: 'same-origin' },
		crossOriginEmbedderPolicy: false,
		contentSecurityPolicy: {
			directives: {
				'default-src': ["'self'"],
				// Vite's dev server talks over a websocket; production needs nothing but our own origin.
				'connect-src': development ? ["'self'", 'ws:'] : ["'self'"],
				'font-src': ["'self'"],
				'frame-ancestors': ["'none'"],
				'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
				// A chosen video is previewed from the browser's own copy before it is sent.
				'media-src': ["'self'", 'blob:'],
				// The e-book viewer's PDF reader runs in a worker of our own (strict-dynamic does not reach workers).
				'worker-src': ["'self'"],
				'script-src': [
					"'strict-dynamic'",
					"'self'",
					(_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
				],
				'script-src-attr': ["'none'"],
				'style-src': ["'self'", "'unsafe-inline'"],
				'form-action': ["'self'", ...formOrigins],
				// Plain-http local runs must not be upgraded; TLS ends at the load balancer in production.
				'upgrade-insecure-requests': null,
			},
		},
	})
}
