import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { createApiClient } from './client.server.ts'
import { ApiError } from './errors.ts'

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }
type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void

let server: Server
let baseUrl: string
let seen: Seen[] = []
let handler: Handler = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')

beforeAll(async () => {
	server = createServer((req, res) => {
		let body = ''
		req.on('data', (chunk) => (body += chunk))
		req.on('end', () => {
			seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
			handler(req, res, seen.length)
		})
	})
	server.listen(0, '127.0.0.1')
	await once(server, 'listening')
	baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1`
})
afterAll(() => {
	server.closeAllConnections()
	server.close()
})
beforeEach(() => {
	seen = []
})

const json = (status: number, body: unknown, headers: Record<string, string> = {}) => (res: ServerResponse) =>
	res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body))

const client = (options: { readTimeoutMs?: number; writeTimeoutMs?: number } = {}) => createApiClient({ baseUrl, retryDelayMs: 1, ...options })

async function failure(promise: Promise<unknown>) {
	const error = await promise.then(
		() => expect.unreachable('expected the call to fail'),
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(ApiError)
	return error as ApiError
}

describe('headers', () => {
	test('sends tokens, address and request id only when present', async () => {
		handler = (_req, res) => json(200, { ok: true })(res)
		await client().withContext({}).get('/me')
		expect(seen[0]?.headers).not.toHaveProperty('authorization')
		expect(seen[0]?.headers).not.toHaveProperty('bu-authorization')
		expect(seen[0]?.headers).not.toHaveProperty('user-ip')
		expect(seen[0]?.headers.accept).toBe('application/json')

		await client().withContext({ accessToken: 'a', businessUserToken: 'b', userIp: '203.0.113.7', requestId: 'req-1' }).get('/me')
		expect(seen[1]?.headers).toMatchObject({ authorization: 'Bearer a', 'bu-authorization': 'Bearer b', 'user-ip': '203.0.113.7', 'x-request-id': 'req-1' })
		expect(seen[1]?.url).toBe('/v1/me')
	})

	test('writes send a JSON body and an idempotency key; reads send no body', async () => {
		handler = (_req, res) => json(201, { id: 1 })(res)
		await client().withContext({}).post('/orders', { body: { total: 100 }, idempotencyKey: 'key-1' })
		expect(seen[0]).toMatchObject({ method: 'POST', body: '{"total":100}' })
		expect(seen[0]?.headers).toMatchObject({ 'content-type': 'application/json', 'idempotency-key': 'key-1' })
		await client().withContext({}).get('/orders', { query: { cursor: 'abc', limit: 20, mine: true, skip: undefined } })
		expect(seen[1]?.url).toBe('/v1/orders?cursor=abc&limit=20&mine=true')
		expect(seen[1]?.headers).not.toHaveProperty('content-type')
	})

	test('a FormData body goes as multipart, with its boundary', async () => {
		handler = (_req, res) => json(201, { id: 1 })(res)
		const form = new FormData()
		form.set('purpose', 'cover')
		form.set('file', new File([new Uint8Array([1, 2, 3])], 'cover.png', { type: 'image/png' }))
		await client().withContext({}).post('/media/images', { body: form })
		expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
		expect(seen[0]?.body).toContain('name="purpose"')
		expect(seen[0]?.body).toContain('filename="cover.png"')
	})
})

describe('retries', () => {
	test.each([408, 409, 425, 429, 500, 502, 503, 504])('a GET answered %i is tried once more', async (status) => {
		handler = (_req, res, attempt) => (attempt === 1 ? json(status, { code: 'x' })(res) : json(200, { ok: true })(res))
		await expect(client().withContext({}).get('/me')).resolves.toEqual({ ok: true })
		expect(seen).toHaveLength(2)
	})

	test('only once: a second failure is the error', async () => {
		handler = (_req, res) => json(503, { code: 'internal' })(res)
		const error = await failure(client().withContext({}).get('/me'))
		expect(error).toMatchObject({ kind: 'server', status: 503 })
		expect(seen).toHaveLength(2)
	})

	test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s is never retried', async (method) => {
		handler = (_req, res) => json(503, {})(res)
		const caller = client().withContext({})
		const call = { POST: caller.post, PUT: caller.put, PATCH: caller.patch, DELETE: caller.delete }[method]
		await failure(call('/things', { body: {} }))
		expect(seen).toHaveLength(1)
	})

	test.each([400, 401, 403, 404])('%i is not retried', async (status) => {
		handler = (_req, res) => json(status, {})(res)
		await failure(client().withContext({}).get('/me'))
		expect(seen).toHaveLength(1)
	})

	test('a dropped connection on a GET is retried', async () => {
		handler = (req, res, attempt) => (attempt === 1 ? req.socket.destroy() : json(200, { ok: true })(res))
		await expect(client().withContext({}).get('/me')).resolves.toEqual({ ok: true })
		expect(seen).toHaveLength(2)
	})

	test('Retry-After is honoured up to its cap', async () => {
		handler = (_req, res, attempt) => (attempt === 1 ? json(429, {}, { 'Retry-After': '0' })(res) : json(200, { ok: 1 })(res))
		await expect(client().withContext({}).get('/me')).resolves.toEqual({ ok: 1 })
		seen = []
		handler = (_req, res, attempt) => (attempt === 1 ? json(503, {}, { 'Retry-After': '3600' })(res) : json(200, { ok: 2 })(res))
		const started = Date.now()
		await expect(createApiClient({ baseUrl, retryDelayMs: 1, maxRetryAfterMs: 50 }).withContext({}).get('/me')).resolves.toEqual({ ok: 2 })
		expect(Date.now() - started).toBeLessThan(1000)
	})
})

describe('timeouts and aborts', () => {
	test('a GET that never answers gives up at the read time limit, logged with the request id', async () => {
		handler = () => {}
		const warnings: object[] = []
		const log = { warn: (details: object) => warnings.push(details) }
		const started = Date.now()
		const error = await failure(createApiClient({ baseUrl, readTimeoutMs: 300, log }).withContext({ requestId: 'req-9' }).get('/slow'))
		expect(error.kind).toBe('timeout')
		expect(error.serviceOutage).toBe(true)
		// The time limit is the whole call's: no second wait after the first ran out.
		expect(Date.now() - started).toBeLessThan(600)
		expect(seen).toHaveLength(1)
		expect(warnings).toEqual([expect.objectContaining({ requestId: 'req-9', method: 'GET', path: '/v1/slow' })])
	})

	test("a read's one retry stays within its time limit", async () => {
		// The first answer is a slow 503; the retry would not fit in what is left, so it is not made.
		handler = (_req, res) => setTimeout(() => json(503, {})(res), 250)
		const started = Date.now()
		const error = await failure(client({ readTimeoutMs: 400 }).withContext({}).get('/busy'))
		expect(error).toMatchObject({ kind: 'server', status: 503 })
		expect(Date.now() - started).toBeLessThan(400)
		expect(seen).toHaveLength(1)
	})

	test('a write has its own, longer time limit and is never retried', async () => {
		handler = (_req, res) => setTimeout(() => json(200, { ok: true })(res), 300)
		await expect(client({ readTimeoutMs: 100, writeTimeoutMs: 1000 }).withContext({}).post('/slow-write', { body: {} })).resolves.toEqual({ ok: true })
		handler = () => {}
		expect((await failure(client({ writeTimeoutMs: 200 }).withContext({}).post('/never', { body: {} }))).kind).toBe('timeout')
		expect(seen.filter((r) => r.url === '/v1/never')).toHaveLength(1)
	})

	test('the caller aborting is not retried', async () => {
		handler = () => {}
		const controller = new AbortController()
		const call = client().withContext({ signal: controller.signal }).get('/slow')
		setTimeout(() => controller.abort(), 30)
		expect((await failure(call)).kind).toBe('aborted')
		expect(seen).toHaveLength(1)
	})

	test('the caller aborting while the answer is read is aborted too, not an outage', async () => {
		handler = (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"items": [')
		const controller = new AbortController()
		const outage = { met: false }
		const call = client().withContext({ signal: controller.signal, outage }).get('/half')
		setTimeout(() => controller.abort(), 50)
		expect((await failure(call)).kind).toBe('aborted')
		expect(outage.met).toBe(false)
	})
})

describe('after an outage in the same request', () => {
	test("reads answer from the caller's own last answer, at once; others get nothing", async () => {
		const api = client({ readTimeoutMs: 200, writeTimeoutMs: 200 })
		handler = (_req, res) => json(200, { name: 'Somchai' })(res)
		await api.withContext({ accessToken: 'mine' }).get('/me')
		handler = () => {}
		const outage = { met: false }
		expect((await failure(api.withContext({ accessToken: 'mine', outage }).post('/me', { body: {} }))).kind).toBe('timeout')
		expect(outage.met).toBe(true)
		const started = Date.now()
		await expect(api.withContext({ accessToken: 'mine', outage }).get('/me')).resolves.toEqual({ name: 'Somchai' })
		expect(Date.now() - started).toBeLessThan(50)
		// Another person's token never reads it; nor does a request that met no outage.
		expect((await failure(api.withContext({ accessToken: 'theirs', outage }).get('/me'))).kind).toBe('network')
		expect((await failure(api.withContext({ accessToken: 'mine', outage: { met: false } }).get('/me'))).kind).toBe('timeout')
	})

	test('a refusal (4xx) is not an outage', async () => {
		handler = (_req, res) => json(403, {})(res)
		const outage = { met: false }
		const error = await failure(client().withContext({ outage }).get('/theirs'))
		expect(error.serviceOutage).toBe(false)
		expect(outage.met).toBe(false)
	})
})

describe('results and errors', () => {
	test('problem+json gives the stable code; the message names method, URL and status', async () => {
		handler = (_req, res) => json(403, { type: 't', title: 'Forbidden', status: 403, code: 'not_professional' })(res)
		const error = await failure(client().withContext({}).post('/business-accounts', { body: { name: 'x' } }))
		expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 'not_professional', method: 'POST' })
		expect(error.message).toBe(`POST ${baseUrl}/business-accounts → 403 (not_professional)`)
	})

	test.each([
		[400, 'bad-request'],
		[422, 'bad-request'],
		[401, 'unauthorized'],
		[404, 'not-found'],
		[409, 'conflict'],
		[418, 'client'],
	] as const)('%i is %s', async (status, kind) => {
		handler = (_req, res) => json(status, {})(res)
		expect((await failure(client().withContext({}).post('/x'))).kind).toBe(kind)
	})

	test('a schema types the result, and a mismatch is a bad response', async () => {
		const schema = z.object({ id: z.string() })
		handler = (_req, res) => json(200, { id: 'a', extra: 1 })(res)
		await expect(client().withContext({}).get('/thing', { schema })).resolves.toEqual({ id: 'a' })
		handler = (_req, res) => json(200, { id: 5 })(res)
		expect((await failure(client().withContext({}).get('/thing', { schema }))).kind).toBe('bad-response')
	})

	test('204 is undefined', async () => {
		handler = (_req, res) => res.writeHead(204).end()
		await expect(client().withContext({}).delete('/thing')).resolves.toBeUndefined()
	})

	test('an unreachable API is a network error', async () => {
		const error = await failure(createApiClient({ baseUrl: 'http://127.0.0.1:9', retryDelayMs: 1 }).withContext({}).get('/me'))
		expect(error.kind).toBe('network')
	})
})
