// Server-Sent Events, our small helper (docs/decisions/0027-chat-live.md): event ids for `Last-Event-ID`
// resume, a `retry` hint, a comment every 20 s so load balancers (60 s idle on AWS) keep the connection,
// and headers that keep proxies and the site's gzip from buffering it (`X-Accel-Buffering: no`,
// `Cache-Control: no-transform`: compressing a stream costs ~540 KB and ~100 µs of CPU per connection).
// Used by the API's chat stream and the web's relay of it. Every open stream is known, so a process that
// is stopping ends them at once with a reconnect hint instead of waiting for them.

export const eventStreamHeaders = {
	'Content-Type': 'text/event-stream; charset=utf-8',
	'Cache-Control': 'no-cache, no-store, no-transform',
	'X-Accel-Buffering': 'no',
	Connection: 'keep-alive',
} as const

const PING_MS = 20_000
/** How long a browser waits before reconnecting after a stream ends. */
export const RETRY_MS = 3_000

export type EventStream = {
	/** Sends one event; `data` is written as JSON on one line. */
	send(event: string, data: unknown, id?: string | number): void
	/** Passes on bytes of another event stream as they are (the web relaying the API's). */
	forward(bytes: Uint8Array): void
	/** Ends the stream; with `retryMs`, tells the browser how soon to reconnect first. */
	close(options?: { retryMs?: number; event?: string }): void
	readonly closed: boolean
	/** Called once when the stream ends, by either side. */
	onClose(listener: () => void): void
}

const openStreams = new Set<EventStream>()

/** How many streams this process holds open (for the logs and the measurements). */
export const openStreamCount = () => openStreams.size

/** Ends every open stream with a `reconnect` event, so a process that is stopping is not held up by them. */
export function closeAllEventStreams() {
	for (const stream of [...openStreams]) stream.close({ retryMs: 500, event: 'reconnect' })
}

/**
 * A stream and the Response that carries it. `signal` is the request's: the browser going away ends the
 * stream. `start` runs once the response is being read.
 */
export function eventStream(signal: AbortSignal, start: (stream: EventStream) => void | Promise<void>, init: { headers?: Headers } = {}) {
	const encoder = new TextEncoder()
	let controller!: ReadableStreamDefaultController<Uint8Array>
	let closed = false
	let ping: ReturnType<typeof setInterval> | undefined
	const closeListeners: Array<() => void> = []
	const write = (text: string | Uint8Array) => {
		if (closed) return
		try {
			controller.enqueue(typeof text === 'string' ? encoder.encode(text) : text)
		} catch {
			finish()
		}
	}
	const finish = () => {
		if (closed) return
		closed = true
		clearInterval(ping)
		openStreams.delete(stream)
		signal.removeEventListener('abort', finish)
		try {
			controller.close()
		} catch {
			// already closed by the reader
		}
		for (const listener of closeListeners) listener()
	}
	const stream: EventStream = {
		send(event, data, id) {
			write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
		},
		forward: write,
		close(options = {}) {
			if (options.retryMs !== undefined) write(`retry: ${options.retryMs}\n`)
			if (options.event) write(`event: ${options.event}\ndata: {}\n\n`)
			finish()
		},
		get closed() {
			return closed
		},
		onClose(listener) {
			if (closed) listener()
			else closeListeners.push(listener)
		},
	}
	const body = new ReadableStream<Uint8Array>({
		start(c) {
			controller = c
			if (signal.aborted) return finish()
			signal.addEventListener('abort', finish, { once: true })
			openStreams.add(stream)
			write(`retry: ${RETRY_MS}\n\n`)
			ping = setInterval(() => write(': ping\n\n'), PING_MS)
			ping.unref?.()
			void Promise.resolve()
				.then(() => start(stream))
				.catch(() => finish())
		},
		cancel: finish,
	})
	const headers = new Headers(init.headers)
	for (const [name, value] of Object.entries(eventStreamHeaders)) headers.set(name, value)
	return new Response(body, { status: 200, headers })
}

/** The last event id a reconnecting browser sent, when it is a whole number. */
export function lastEventIdOf(request: Request): number | undefined {
	const value = request.headers.get('Last-Event-ID')
	if (!value || !/^\d{1,15}$/.test(value)) return undefined
	return Number(value)
}
