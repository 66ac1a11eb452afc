import { type AppLoadContext, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { renderToReadableStream } from 'react-dom/server.browser'
import { I18nextProvider } from 'react-i18next'
import { RETRY_AFTER_SECONDS } from './api/outage.ts'
import { i18next } from './i18n/i18next.server.ts'
import { renderingInstance, routeNamespaces } from './i18n/rendering-instance.server.ts'
import { NonceProvider } from './security/nonce.tsx'

export const streamTimeout = 5_000

/**
 * A 503 is an outage of the API or the identity service (api/outage.ts): it says when to try again. Route
 * loaders and actions set it on their own answers, but a document's headers come from route modules'
 * `headers` exports, which would have to repeat it everywhere.
 */
function sayWhenToRetry(status: number, headers: Headers) {
	if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(RETRY_AFTER_SECONDS))
}

export function handleDataRequest(response: Response) {
	sayWhenToRetry(response.status, response.headers)
	return response
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	sayWhenToRetry(responseStatusCode, responseHeaders)
	const nonce = loadContext.cspNonce
	const lng = await i18next.getLocale(request)
	const instance = await renderingInstance(lng, routeNamespaces(remixContext))

	// The whole page at once, for everyone: loaders have finished before rendering starts, so there is
	// nothing to stream, and a boundary streamed in later (a form hydrated later, ADR 0007) would need a
	// script to show, which a browser without JavaScript never runs.
	//
	// React's web-stream renderer, not its Node one: React 18's renderToPipeableStream flushes a whole
	// 2 KB buffer when a character of several bytes (every Thai letter, a curly quote) does not fit at its
	// end, so NUL bytes land in the page (facebook/react#31134, fixed only in React 19).
	const controller = new AbortController()
	const abortTimer = setTimeout(() => controller.abort(), streamTimeout + 1000)
	abortTimer.unref()
	let didError = false
	try {
		const body = await renderToReadableStream(
			<NonceProvider value={nonce}>
				<I18nextProvider i18n={instance}>
					<RemixServer context={remixContext} url={request.url} nonce={nonce} />
				</I18nextProvider>
			</NonceProvider>,
			{
				nonce,
				signal: controller.signal,
				onError(error: unknown) {
					didError = true
					console.error(error)
				},
			},
		)
		await body.allReady
		// Sent as one piece: the renderer's 512-byte chunks, each passed on alone, cost a fifth of the
		// throughput of a page (the bench's /about-robtua: 168 req/s read whole, 107 chunk by chunk).
		const html = await new Response(body).arrayBuffer()
		responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
		responseHeaders.append('Vary', 'Cookie, Accept-Language')
		return new Response(html, { headers: responseHeaders, status: didError ? 500 : responseStatusCode })
	} finally {
		// Cleared once the page is rendered, so a finished render leaves no timer behind.
		clearTimeout(abortTimer)
	}
}
