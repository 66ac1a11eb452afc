import { Readable, pipeline } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'
import type { Express } from 'express'
import { fileKeyPattern, mediaKeyPattern } from '#contracts/media.ts'

// What the API says about an image, a video or a PDF, passed on as it is: its type comes from the API's
// own record, and the API's nosniff and sandbox CSP travel with it; so do the ranges a video player asks for.
const forwardedHeaders = [
	'content-type',
	'content-length',
	'cache-control',
	'etag',
	'last-modified',
	'x-content-type-options',
	'content-security-policy',
	'content-disposition',
	'accept-ranges',
	'content-range',
]
const TIMEOUT_MS = 10_000

/**
 * Uploaded media at this site's /media/{key}, fetched from the API: pages link to their own origin, so
 * the page's CSP (img-src, media-src 'self') allows them and no second public address is needed. A
 * `Range` is asked of the API as it came (video players seek with it); `?download` asks for a PDF as a file.
 */
export function forwardMedia(app: Express, { apiUrl }: { apiUrl: string }) {
	app.get('/media/:key', async (req, res, next) => {
		// Anything but a key the API could have made never leaves this server.
		const { key } = req.params
		if (!mediaKeyPattern.test(key) && !fileKeyPattern.test(key)) return void res.status(404).end()
		try {
			const url = new URL(`/media/${key}`, apiUrl)
			if (key.endsWith('.pdf') && req.query.download !== undefined) url.searchParams.set('download', '')
			const range = req.get('range')
			// The time limit is for the API to start answering; a long video then streams at the reader's pace.
			const waiting = new AbortController()
			const timer = setTimeout(() => waiting.abort(new Error('The API did not answer in time')), TIMEOUT_MS)
			const answer = await fetch(url, { signal: waiting.signal, headers: range ? { Range: range } : {} }).finally(() => clearTimeout(timer))
			res.status(answer.status)
			for (const name of forwardedHeaders) {
				const value = answer.headers.get(name)
				if (value) res.set(name, value)
			}
			if (!answer.ok || !answer.body) {
				// A refusal (a missing file) is passed on without its body, so without the body's type and length.
				res.removeHeader('content-length')
				res.removeHeader('content-type')
				return void res.end()
			}
			// A reader who leaves (a video skipped through) stops the API's stream too. pipeline, not pipe: the
			// stream then errors (aborted, or the API gone mid-file), and an error nobody listens for ends the process.
			pipeline(Readable.fromWeb(answer.body as ReadableStream), res, (error) => {
				if (error) waiting.abort()
			})
		} catch (error) {
			next(error)
		}
	})
}
