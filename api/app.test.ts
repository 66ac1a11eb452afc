import { once } from 'node:events'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { generateKeyPair } from 'jose'
import { describe, expect, test } from 'vitest'
import { loggablePath } from './app.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { Me } from '#contracts/me.ts'

const api = useHarness()

describe('operations', () => {
	test('runs on the database the environment names', () => {
		expect(api.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite')
	})

	test('an invite link token never reaches the request log', () => {
		expect(loggablePath('/v1/invites/eyJhbGciOi.secret.sig/accept')).toBe('/v1/invites/{token}/accept')
		expect(loggablePath('/v1/business-users/abc/invites')).toBe('/v1/business-users/abc/invites')
	})

	test('health and readiness', async () => {
		expect(await (await api.call('GET', '/healthz')).json()).toEqual({ status: 'ok' })
		expect(await (await api.call('GET', '/readyz')).json()).toEqual({ status: 'ready', database: 'ok' })
	})

	test('echoes a safe request id and makes one otherwise', async () => {
		const echoed = await api.call('GET', '/healthz', { headers: { 'X-Request-Id': 'lb-123' } })
		expect(echoed.headers.get('x-request-id')).toBe('lb-123')
		const made = await api.call('GET', '/healthz', { headers: { 'X-Request-Id': 'bad id\n' } })
		expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
	})

	test('the OpenAPI 3.1 document and the docs page come from the same schemas', async () => {
		const document = (await (await api.call('GET', '/openapi.json')).json()) as { openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
		expect(document.openapi).toBe('3.1.0')
		expect(Object.keys(document.paths)).toEqual(
			expect.arrayContaining([
				'/v1/me',
				'/v1/profiles/{uuid}',
				'/v1/business-accounts',
				'/v1/business-accounts/{id}',
				'/v1/business-users/{id}/token',
				'/v1/open-tab/connect-types',
				'/v1/open-tab/connects/{id}',
			]),
		)
		expect(Object.keys(document.components.schemas)).toEqual(
			expect.arrayContaining(['Me', 'Profile', 'BusinessUser', 'Problem', 'SubscriptionState', 'OpenTabConnectTypeList', 'OpenTabConnectPage', 'ConnectItem']),
		)
		const docs = await api.call('GET', '/docs')
		expect(docs.headers.get('content-type')).toContain('text/html')
		expect(await docs.text()).toContain('/v1/business-users/{id}/token')
	})

	test('every answer is nosniff and uncached, signed-in or not, errors too; the docs page cannot be framed', async () => {
		const { token } = await api.person()
		for (const response of [
			await api.call('GET', '/v1/me', { token }),
			await api.call('PATCH', '/v1/me', { token, body: { firstName: '' } }),
			await api.call('GET', '/v1/me'),
			await api.call('GET', '/v1/nothing-here'),
			await api.call('GET', '/openapi.json'),
			await api.call('GET', '/docs'),
		]) {
			expect(response.headers.get('x-content-type-options'), response.url).toBe('nosniff')
			expect(response.headers.get('cache-control'), response.url).toBe('no-store')
			expect(response.headers.get('content-security-policy'), response.url).toContain("frame-ancestors 'none'")
		}
		expect((await api.call('GET', '/docs')).headers.get('content-security-policy')).toContain("default-src 'none'")
	})

	test('an unknown endpoint is a problem, not HTML', async () => {
		await problemOf(await api.call('GET', '/v1/nothing-here'), 404, 'not_found')
	})

	test('bodies over the limit are refused', async () => {
		const { token } = await api.person()
		const response = await api.call('PATCH', '/v1/me', { token, body: JSON.stringify({ aboutDescription: 'x'.repeat(70 * 1024) }) })
		expect((await problemOf(response, 413, 'payload_too_large')).detail).toBe('The body is larger than the limit of 64 KB')
	})
})

describe('what the API makes of a request: every way it can be wrong is a 4xx that says which', () => {
	const patchMe = async (body: string, headers: Record<string, string> = {}) => {
		const { token } = await api.person()
		return api.call('PATCH', '/v1/me', { token, body, headers: { 'Content-Type': 'application/json', ...headers } })
	}

	test.each([
		['malformed JSON', '{"city":', 'The body is not valid JSON'],
		// A lenient JSON.parse (one a library's polyfill put in its place: api/media/file-errors.ts) reads these as objects.
		['an object never closed', '{', 'The body is not valid JSON'],
		['a trailing comma', '{"city":"Bangkok",}', 'The body is not valid JSON'],
		['an array', '[{"city":"Bangkok"}]', 'The body must be a JSON object'],
		['null', 'null', 'The body must be a JSON object'],
		['a string', '"Bangkok"', 'The body must be a JSON object'],
		['a __proto__ key', '{"__proto__":{"isAdmin":true},"city":"Bangkok"}', 'The body must not have a "__proto__" key'],
		['a nested __proto__ key', '{"city":"Bangkok","x":{"__proto__":{}}}', 'The body must not have a "__proto__" key'],
		['nesting deeper than the parser goes', `{"city":${'['.repeat(30_000)}${']'.repeat(30_000)}}`, 'The body is nested too deeply'],
	])('%s → 400 bad_request', async (_name, body, detail) => {
		const problem = await problemOf(await patchMe(body), 400, 'bad_request')
		expect(problem.detail).toContain(detail)
	})

	test('bytes that are not UTF-8 → 400, not stored as U+FFFD', async () => {
		const { token } = await api.person()
		const body = new Uint8Array([...new TextEncoder().encode('{"city":"'), 0xff, 0xfe, ...new TextEncoder().encode('"}')])
		const response = await api.app.request('/v1/me', { method: 'PATCH', body, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } })
		expect((await problemOf(response, 400, 'bad_request')).detail).toBe('The body is not valid UTF-8')
	})

	test('JSON in another charset, or a body that is not JSON → 415', async () => {
		await problemOf(await patchMe('{}', { 'Content-Type': 'application/json; charset=utf-16' }), 415, 'unsupported_media_type')
		await problemOf(await patchMe('city=Bangkok', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type')
		await problemOf(await patchMe('{"city":"Bangkok"}', { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type')
		expect((await patchMe('{"city":"Bangkok"}', { 'Content-Type': 'application/json; charset="UTF-8"' })).status).toBe(200)
	})

	test('a missing body where one is needed → 400', async () => {
		const { token } = await api.person()
		const problem = await problemOf(await api.call('PUT', '/v1/me/overview', { token, headers: { 'Content-Type': 'application/json' } }), 400, 'bad_request')
		expect(problem.detail).toBe('The body is missing: send a JSON object')
	})

	test('text the database cannot keep and days that do not exist → 400 with the field’s message, nothing stored', async () => {
		const { token } = await api.person()
		for (const body of [{ firstName: 'Som\u0000chai' }, { city: 'Bang\u0007kok' }, { city: 'Bang\ud800kok' }, { birthday: '0000-01-01' }, { birthday: '2024-02-31' }, { birthday: '3000-01-01' }]) {
			const problem = await problemOf(await api.call('PATCH', '/v1/me', { token, body }), 400, 'validation_failed')
			expect(Object.keys(problem.errors ?? {})).toEqual(Object.keys(body))
		}
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		expect(me.profile).toMatchObject({ firstName: 'Somchai', city: null, birthday: null })
	})

	test('a query parameter the endpoint does not name → 400', async () => {
		const { token } = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		const problem = await problemOf(await api.call('GET', `/v1/profiles/${me.profile.uuid}/content/work?limt=5`, { token }), 400, 'validation_failed')
		expect(problem.detail).toBe('Unknown query parameter limt: it takes cursor, limit')
		expect(problem.errors).toEqual({ limt: ['Unknown query parameter'] })
		await problemOf(await api.call('PATCH', '/v1/me?admin=1', { token, body: {} }), 400, 'validation_failed')
		expect((await api.call('GET', `/v1/profiles/${me.profile.uuid}/content/work?limit=5`, { token })).status).toBe(200)
	})

	test('a method the path does not answer → 405 with Allow; OPTIONS → 204 with Allow', async () => {
		const { token } = await api.person()
		const response = await api.call('GET', '/v1/me/overview', { token })
		expect((await problemOf(response, 405, 'method_not_allowed')).detail).toBe('GET is not allowed here; use PUT, OPTIONS')
		expect(response.headers.get('allow')).toBe('PUT, OPTIONS')
		const options = await api.call('OPTIONS', '/v1/me')
		expect(options.status).toBe(204)
		expect(options.headers.get('allow')).toBe('GET, HEAD, PATCH, OPTIONS')
		await problemOf(await api.call('DELETE', '/v1/nothing-here', { token }), 404, 'not_found')
	})

	test('TRACE and other methods the API never serves → 405 (over HTTP: fetch cannot send them)', async () => {
		const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' })
		await once(server, 'listening')
		const { port } = server.address() as AddressInfo
		try {
			for (const [method, path, allow] of [
				['TRACE', '/v1/me', 'GET, HEAD, PATCH, OPTIONS'],
				['PROPFIND', '/v1/business-accounts', 'GET, HEAD, POST, OPTIONS'],
				['TRACE', '/nowhere', ''],
			] as const) {
				const answer = await rawRequest(port, method, path)
				expect(answer.status, `${method} ${path}`).toBe(405)
				expect(answer.headers['content-type']).toBe('application/problem+json')
				expect(answer.headers.allow).toBe(allow)
			}
		} finally {
			server.close()
		}
	})
})

/** A request with any method (fetch refuses TRACE), over a real socket. */
function rawRequest(port: number, method: string, path: string) {
	return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
		const request = httpRequest({ host: '127.0.0.1', port, method, path }, (response) => {
			let body = ''
			response.on('data', (chunk: Buffer) => (body += chunk.toString()))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
		})
		request.on('error', reject)
		request.end()
	})
}

describe('authentication', () => {
	test('no token → 401 unauthenticated', async () => {
		await problemOf(await api.call('GET', '/v1/me'), 401, 'unauthenticated')
	})

	test('a token signed by someone else → 401 invalid_token', async () => {
		const { sub } = await api.person()
		const { privateKey } = await generateKeyPair('RS256')
		await problemOf(await api.call('GET', '/v1/me', { token: await api.signAccessToken(sub, {}, privateKey) }), 401, 'invalid_token')
	})

	test.each([
		['an id token', { token_use: 'id' }],
		['another app client', { client_id: 'someone-else' }],
		['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
	])('%s → 401 invalid_token', async (_name, overrides) => {
		const { sub } = await api.person()
		await problemOf(await api.call('GET', '/v1/me', { token: await api.signAccessToken(sub, overrides) }), 401, 'invalid_token')
	})
})
