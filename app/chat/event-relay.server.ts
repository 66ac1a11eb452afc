import type { AppLoadContext } from '@remix-run/node'
import { callContextOf } from '#app/api/product-api.server.ts'
import { currentAuth, sessionHeadersOf } from '#app/auth/current-user.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { createLogger } from '#server/logger.ts'
import { eventStream, RETRY_MS } from '#server/event-stream.ts'

// The browser's live chat (docs/decisions/0027-chat-live.md): the web passes on the API's event stream for
// the signed-in person, with their token, so the API decides what each person may see. The browser
// reconnects by itself (EventSource), sending the last message number it saw; an API that is away for a
// moment is answered with "try again shortly", so the stream comes back on its own when the API does.

const config = getConfig()
const log = createLogger(config.LOG_LEVEL).child({ component: 'chat-events' })
const upstreamUrl = new URL('/v1/chat/events', config.API_URL)

/** How soon a browser tries again while the API cannot be reached. */
const AWAY_RETRY_MS = 2_000

/** An answer that ends at once and tells the browser when to come back: an EventSource given an error status would give up. */
const comeBackSoon = (request: Request, headers?: Headers) => eventStream(request.signal, (stream) => stream.close({ retryMs: AWAY_RETRY_MS }), { headers })

export async function relayChatEvents(request: Request, context: AppLoadContext) {
	let auth
	try {
		auth = await currentAuth(request, context)
	} catch (error) {
		// The API (or the identity service) is away: who this is cannot be known yet.
		log.warn({ err: error }, 'who opens a chat stream could not be known: the browser tries again shortly')
		return comeBackSoon(request)
	}
	// A browser that is not signed in (any more) is told so, and its EventSource stops.
	if (!auth.user || !auth.session.tokens) return new Response(null, { status: 401 })
	const url = new URL(request.url)
	const room = url.searchParams.get('room')
	// The page's last message number when it opened the stream; the browser's own Last-Event-ID after that.
	const lastEventId = request.headers.get('Last-Event-ID') || url.searchParams.get('after') || ''
	const target = new URL(upstreamUrl)
	if (room) target.searchParams.set('room', room)
	const call = callContextOf(request, context, { accessToken: auth.session.tokens.accessToken })
	const headers = await sessionHeadersOf(request, auth)
	const upstreamAbort = new AbortController()
	request.signal.addEventListener('abort', () => upstreamAbort.abort(), { once: true })

	let upstream: Response
	try {
		upstream = await fetch(target, {
			headers: {
				Accept: 'text/event-stream',
				Authorization: `Bearer ${call.accessToken}`,
				...(/^\d{1,15}$/.test(lastEventId) ? { 'Last-Event-ID': lastEventId } : {}),
				...(call.requestId ? { 'X-Request-Id': call.requestId } : {}),
				...(call.userIp ? { 'User-IP': call.userIp } : {}),
			},
			signal: upstreamAbort.signal,
		})
	} catch (error) {
		log.warn({ err: error }, 'the API’s chat stream could not be reached: the browser tries again shortly')
		return comeBackSoon(request, headers)
	}
	if (upstream.status === 401 || upstream.status === 404) {
		await upstream.body?.cancel()
		return new Response(null, { status: upstream.status, headers })
	}
	if (!upstream.ok || !upstream.body) {
		await upstream.body?.cancel()
		log.warn({ status: upstream.status }, 'the API’s chat stream answered an error: the browser tries again shortly')
		return comeBackSoon(request, headers)
	}
	const body = upstream.body
	return eventStream(
		request.signal,
		async (stream) => {
			const reader = body.getReader()
			stream.onClose(() => {
				upstreamAbort.abort()
				void reader.cancel().catch(() => {})
			})
			try {
				for (;;) {
					const { done, value } = await reader.read()
					if (done || stream.closed) break
					stream.forward(value)
				}
			} catch {
				// The API went away mid-stream (a restart): the browser reconnects and is sent what it missed.
			}
			stream.close({ retryMs: RETRY_MS })
		},
		{ headers },
	)
}
