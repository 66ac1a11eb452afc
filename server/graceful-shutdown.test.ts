import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import { afterEach, describe, expect, test } from 'vitest'
import { createShutdown } from './graceful-shutdown.ts'

let server: Server

function listen(handler: Parameters<typeof createServer>[1]) {
	server = createServer(handler)
	server.listen(0, '127.0.0.1')
	return once(server, 'listening').then(() => (server.address() as { port: number }).port)
}

function get(port: number, path = '/') {
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
			let body = ''
			res.on('data', (chunk) => (body += chunk))
			res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
		})
		req.on('error', reject)
		req.end()
	})
}

afterEach(() => {
	server?.closeAllConnections()
	server?.close()
})

describe('graceful shutdown', () => {
	test('finishes an in-flight request, then refuses new connections', async () => {
		const port = await listen((_req, res) => setTimeout(() => res.end('done'), 150))
		const inFlight = get(port)
		await new Promise((r) => setTimeout(r, 30))
		const closed = createShutdown(server, { timeoutMs: 5000 })()
		await expect(inFlight).resolves.toEqual({ status: 200, body: 'done' })
		await closed
		await expect(get(port)).rejects.toThrow(/ECONNREFUSED/)
	})

	test('cuts requests that outlive the timeout', async () => {
		let forced = false
		const port = await listen(() => {
			// never answers
		})
		const hanging = get(port).catch((error: Error) => error.message)
		await new Promise((r) => setTimeout(r, 30))
		await createShutdown(server, { timeoutMs: 100, onForced: () => (forced = true) })()
		expect(forced).toBe(true)
		expect(await hanging).toMatch(/socket hang up|ECONNRESET/)
	})

	test('calling shutdown twice waits for the same close', async () => {
		await listen((_req, res) => res.end('ok'))
		const shutdown = createShutdown(server, { timeoutMs: 1000 })
		expect(shutdown()).toBe(shutdown())
	})
})
