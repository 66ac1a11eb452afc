import type { Server } from 'node:http'
import { closeAllEventStreams } from './event-stream.ts'

type Options = { timeoutMs: number; onForced?: () => void }

/**
 * Stops accepting connections, lets in-flight requests finish, and resolves when the server has closed.
 * Idle keep-alive sockets are closed at once so a load balancer's pooled connections don't hold us up;
 * after `timeoutMs` the remaining sockets are cut.
 */
export function createShutdown(server: Server, { timeoutMs, onForced }: Options) {
	let closing: Promise<void> | undefined
	return function shutdown(): Promise<void> {
		closing ??= new Promise<void>((resolve) => {
			const timer = setTimeout(() => {
				onForced?.()
				server.closeAllConnections()
			}, timeoutMs)
			timer.unref()
			// A connection whose last answer ends after this (an event stream just told to end) becomes idle
			// later: closed as soon as it does, rather than when its keep-alive runs out.
			const idle = setInterval(() => server.closeIdleConnections(), 100)
			server.close(() => {
				clearTimeout(timer)
				clearInterval(idle)
				resolve()
			})
			server.closeIdleConnections()
		})
		return closing
	}
}

type Log = { info(obj: object | string, msg?: string): void; warn(msg: string): void; error(obj: object, msg: string): void }

/**
 * On SIGTERM (the orchestrator draining us) or SIGINT (Ctrl-C): stop accepting, finish in-flight
 * requests, release what the process holds (`cleanUp`), then exit.
 */
export function stopOnSignals(server: Server, { timeoutMs, logger, cleanUp }: { timeoutMs: number; logger: Log; cleanUp?: () => Promise<unknown> }) {
	// Open event streams never finish by themselves: they end first, telling browsers to reconnect (to another replica).
	const shutdown = createShutdown(server, {
		timeoutMs,
		onForced: () => logger.warn('shutdown timed out; closing remaining connections'),
	})
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		process.once(signal, async () => {
			logger.info({ signal }, 'stopping: finishing in-flight requests')
			try {
				closeAllEventStreams()
				await shutdown()
				await cleanUp?.()
				logger.info('stopped')
				process.exit(0)
			} catch (error) {
				logger.error({ err: error }, 'stopping failed')
				process.exit(1)
			}
		})
	}
}
