import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import type { Express } from 'express'
import { mediaKeyPattern } from '#contracts/media.ts'

// What the API says about an image, passed on as it is: its type comes from the API's own record, and
// the API's nosniff and sandbox CSP travel with it.
const forwardedHeaders = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'x-content-type-options', 'content-security-policy', 'content-disposition']
const TIMEOUT_MS = 10_000

/**
 * Uploaded images at this site's /media/{key}, fetched from the API: pages link to their own origin, so
 * the page's CSP (img-src 'self') allows them and no second public address is needed.
 */
export function forwardMedia(app: Express, { apiUrl }: { apiUrl: string }) {
	app.get('/media/:key', async (req, res, next) => {
		// Anything but a key the API could have made never leaves this server.
		if (!mediaKeyPattern.test(req.params.key)) return void res.status(404).end()
		try {
			const answer = await fetch(new URL(`/media/${req.params.key}`, apiUrl), { signal: AbortSignal.timeout(TIMEOUT_MS) })
			res.status(answer.status)
			for (const name of forwardedHeaders) {
				const value = answer.headers.get(name)
				if (value) res.set(name, value)
			}
			if (!answer.ok || !answer.body) return void res.end()
			Readable.fromWeb(answer.body as ReadableStream).pipe(res)
		} catch (error) {
			next(error)
		}
	})
}
