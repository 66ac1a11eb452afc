import type { Server } from 'node:http'

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
			server.close(() => {
				clearTimeout(timer)
				resolve()
			})
			server.closeIdleConnections()
		})
		return closing
	}
}
