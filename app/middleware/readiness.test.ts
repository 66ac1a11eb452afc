import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { checkReadiness, readinessChecks } from './readiness.ts'

let server: Server
let base: string

beforeAll(async () => {
	server = createServer((req, res) => res.writeHead(req.url === '/broken/healthz' ? 503 : req.url === '/api/healthz' ? 200 : 400).end())
	server.listen(0, '127.0.0.1')
	await once(server, 'listening')
	base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => server.close())

describe('readiness', () => {
	test('ready when the API and the identity service answer', async () => {
		const result = await checkReadiness(readinessChecks({ apiUrl: `${base}/api`, identityEndpoint: `${base}/identity` }))
		expect(result).toEqual({ ready: true, checks: { api: 'ok', identity: 'ok' } })
	})

	test('not ready when the API fails or is unreachable', async () => {
		expect(await checkReadiness(readinessChecks({ apiUrl: `${base}/broken` }))).toEqual({ ready: false, checks: { api: 'status 503' } })
		expect(await checkReadiness(readinessChecks({ apiUrl: 'http://127.0.0.1:9' }))).toEqual({ ready: false, checks: { api: 'unreachable' } })
	})
})
