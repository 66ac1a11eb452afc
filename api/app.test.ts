import { once } from 'node:events'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { generateKeyPair } from 'jose'
import { beforeAll, describe, expect, test } from 'vitest'
import { accountPoints, businessAccounts, businessUserMembers, businessUsers, openTabConnects, packages, profiles, subscriptions } from '#api/db/schema.ts'
import { loggablePath } from '#api/app.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import { ok } from '#api/testing/ok.ts'
import type { BusinessAccount, BusinessAccountDetail, BusinessUser, BusinessUserToken } from '#contracts/business.ts'
import type { Me } from '#contracts/me.ts'
import type { OpenTabConnect, OpenTabConnectTypeList, OpenTabConnectVisibility } from '#contracts/open-tab.ts'
import { memberGrants } from '#contracts/permissions.ts'
import type { PublicProfile } from '#contracts/profile.ts'

const api = useHarness()

/** An owner with a business account and one business user, as the demo seeds. */
async function ownerWithShop() {
	const owner = await api.person({ givenName: 'Niran', familyName: 'Wongsa', professional: true })
	const account = (await (await api.call('POST', '/v1/business-accounts', { token: owner.token, body: { name: 'Robtua Demo Shop' } })).json()) as BusinessAccount
	const businessUser = (await (
		await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: owner.token, body: { name: 'Demo Shop Siam' } })
	).json()) as BusinessUser
	return { owner, account, businessUser }
}

async function addMember(businessUserId: string, token: string, isAdmin = false) {
	const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
	await api.db.insert(businessUserMembers).values({ businessUserId, profileId: me.profile.id, isAdmin, grants: memberGrants })
	return me
}

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
			expect.arrayContaining(['Me', 'Profile', 'BusinessUser', 'Problem', 'SubscriptionState', 'OpenTabConnectTypeList', 'OpenTabConnect']),
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

describe('signing out', () => {
	const now = () => Math.floor(Date.now() / 1000)

	test('after "Sign out" the saved access token, and any token refreshed from that sign-in, get 401; another sign-in goes on', async () => {
		const { sub } = await api.person()
		const signIn = { origin_jti: 'sign-in-on-the-phone', auth_time: now() - 600 }
		const saved = await api.signAccessToken(sub, signIn)
		const otherBrowser = await api.signAccessToken(sub, { origin_jti: 'sign-in-on-the-laptop', auth_time: now() - 600 })
		await ok(await api.call('GET', '/v1/me', { token: saved }))
		expect((await api.call('POST', '/v1/me/sign-out', { token: saved })).status).toBe(204)
		await problemOf(await api.call('GET', '/v1/me', { token: saved }), 401, 'token_revoked')
		const refreshed = await api.signAccessToken(sub, { ...signIn, jti: 'a-later-token-of-the-same-sign-in' })
		await problemOf(await api.call('PATCH', '/v1/me', { token: refreshed, body: { firstName: 'Mallory' } }), 401, 'token_revoked')
		await ok(await api.call('GET', '/v1/me', { token: otherBrowser }))
		// Signing out twice is no error (a double click, a retry).
		expect((await api.call('POST', '/v1/me/sign-out', { token: otherBrowser })).status).toBe(204)
		expect((await api.call('POST', '/v1/me/sign-out', { token: otherBrowser })).status).toBe(401)
	})

	test('after "Sign out everywhere" every earlier sign-in gets 401, and signing in again works', async () => {
		const { sub } = await api.person()
		const phone = await api.signAccessToken(sub, { auth_time: now() - 3600 })
		const laptop = await api.signAccessToken(sub, { auth_time: now() - 60 })
		expect((await api.call('POST', '/v1/me/sign-out-everywhere', { token: laptop })).status).toBe(204)
		await problemOf(await api.call('GET', '/v1/me', { token: phone }), 401, 'token_revoked')
		await problemOf(await api.call('GET', '/v1/me', { token: laptop }), 401, 'token_revoked')
		// A sign-in in the very second of it (auth_time has whole seconds) may have come just before: it ends too.
		const [row] = await api.db.select({ at: profiles.signedOutEverywhereAt }).from(profiles).where(eq(profiles.identitySub, sub))
		const second = Math.floor(row!.at!.getTime() / 1000)
		await problemOf(await api.call('GET', '/v1/me', { token: await api.signAccessToken(sub, { auth_time: second }) }), 401, 'token_revoked')
		const again = await api.signAccessToken(sub, { auth_time: second + 1 })
		await ok(await api.call('GET', '/v1/me', { token: again }))
	})

	test('one person signing out everywhere leaves everyone else signed in', async () => {
		const mine = await api.person()
		const theirs = await api.person()
		expect((await api.call('POST', '/v1/me/sign-out-everywhere', { token: mine.token })).status).toBe(204)
		await ok(await api.call('GET', '/v1/me', { token: theirs.token }))
	})

	test('signing out needs a valid token', async () => {
		await problemOf(await api.call('POST', '/v1/me/sign-out'), 401, 'unauthenticated')
		await problemOf(await api.call('POST', '/v1/me/sign-out-everywhere', { token: 'not-a-token' }), 401, 'invalid_token')
	})
})

describe('me', () => {
	test('the first call creates the profile from the identity service, with an account point', async () => {
		const person = await api.person({ givenName: 'Dao', familyName: 'Suksai', email: 'dao@robtua.test' })
		const response = await api.call('GET', '/v1/me', { token: person.token, headers: { 'User-IP': '203.0.113.9' } })
		expect(response.status).toBe(200)
		const me = (await response.json()) as Me
		expect(me.profile).toMatchObject({ firstName: 'Dao', lastName: 'Suksai', email: 'dao@robtua.test', isProfessionalAccount: false })
		expect(me.accountPoint).toEqual({ point: 0, tokenTotal: 0, totalExperience: 0 })
		expect(me).toMatchObject({ businessAccounts: [], businessUsers: [], activeBusinessUser: null, businessAccountPermission: false, permissions: [] })
		expect(me.permission['content-read']).toBe(false)
		// The second call finds the same profile.
		const again = (await (await api.call('GET', '/v1/me', { token: person.token })).json()) as Me
		expect(again.profile.uuid).toBe(me.profile.uuid)
	})

	test('total experience is rounded to 4 decimals', async () => {
		const { token } = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		await api.db.update(accountPoints).set({ point: 12, tokenTotal: 3.5, totalExperience: 1.234567 }).where(eq(accountPoints.profileId, me.profile.id))
		const after = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		expect(after.accountPoint).toEqual({ point: 12, tokenTotal: 3.5, totalExperience: 1.2346 })
	})

	test('concurrent first calls make one profile', async () => {
		const { token, sub } = await api.person()
		const responses = await Promise.all([1, 2, 3, 4].map(() => api.call('GET', '/v1/me', { token })))
		expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200])
		expect(await api.db.select().from(profiles).where(eq(profiles.identitySub, sub))).toHaveLength(1)
	})

	test('PATCH updates the caller’s own profile and validates it', async () => {
		const { token } = await api.person()
		const updated = (await (
			await api.call('PATCH', '/v1/me', { token, body: { firstName: 'สมชาย', city: 'กรุงเทพฯ', birthday: '1990-04-13', phoneNumber: '0812345678' } })
		).json()) as Me
		expect(updated.profile).toMatchObject({ firstName: 'สมชาย', city: 'กรุงเทพฯ', birthday: '1990-04-13', phoneNumber: '0812345678' })
		const problem = await problemOf(await api.call('PATCH', '/v1/me', { token, body: { firstName: '', birthday: 'soon' } }), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['firstName', 'birthday']))
	})
})

describe('profiles', () => {
	test('anyone signed in sees public fields only', async () => {
		const owner = await api.person({ email: 'private@robtua.test' })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const viewer = await api.person()
		const response = await api.call('GET', `/v1/profiles/${me.profile.uuid}`, { token: viewer.token })
		expect(response.status).toBe(200)
		const profile = (await response.json()) as PublicProfile & { email?: string }
		expect(profile.uuid).toBe(me.profile.uuid)
		expect(profile.email).toBeUndefined()
	})

	test('unknown → 404, malformed → 400, anonymous → 401', async () => {
		const { token } = await api.person()
		await problemOf(await api.call('GET', '/v1/profiles/00000000-0000-4000-8000-000000000000', { token }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/profiles/not-a-uuid', { token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', '/v1/profiles/00000000-0000-4000-8000-000000000000'), 401, 'unauthenticated')
	})
})

describe('business accounts and business users', () => {
	test('only professional accounts create business accounts', async () => {
		const { token } = await api.person({ professional: false })
		await problemOf(await api.call('POST', '/v1/business-accounts', { token, body: { name: 'Noodle Corner' } }), 403, 'not_professional')
	})

	test('writing custom:professional about yourself at sign-up makes no professional account', async () => {
		const { token } = await api.person({ claimsProfessional: true })
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		expect(me.profile.isProfessionalAccount).toBe(false)
		await problemOf(await api.call('POST', '/v1/business-accounts', { token, body: { name: 'Self-made Shop' } }), 403, 'not_professional')
	})

	test('an operator makes a person professional through the back-office API, and can take it back', async () => {
		const person = await api.person({ email: 'someone.pro@robtua.test' })
		await api.call('GET', '/v1/me', { token: person.token })
		const operator = { Authorization: `Bearer ${api.operatorToken}` }
		const found = await ok<{ uuid: string; isProfessionalAccount: boolean }>(await api.call('GET', '/backoffice/v1/people?email=Someone.Pro@robtua.test', { headers: operator }))
		expect(found.isProfessionalAccount).toBe(false)
		const made = await ok<{ isProfessionalAccount: boolean }>(
			await api.call('PUT', `/backoffice/v1/people/${found.uuid}/professional`, { body: { professional: true }, headers: operator }),
		)
		expect(made.isProfessionalAccount).toBe(true)
		expect((await api.call('POST', '/v1/business-accounts', { token: person.token, body: { name: 'Operator-made Shop' } })).status).toBe(201)
		await ok(await api.call('PUT', `/backoffice/v1/people/${found.uuid}/professional`, { body: { professional: false }, headers: operator }))
		await problemOf(await api.call('POST', '/v1/business-accounts', { token: person.token, body: { name: 'Second Shop' } }), 403, 'not_professional')
	})

	test('the back-office API is for operators only: no token, a wrong one, or a person’s access token get 401', async () => {
		const person = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token: person.token })).json()) as Me
		const path = `/backoffice/v1/people/${me.profile.uuid}/professional`
		await problemOf(await api.call('PUT', path, { body: { professional: true } }), 401, 'unauthenticated')
		await problemOf(await api.call('PUT', path, { body: { professional: true }, headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' } }), 401, 'unauthenticated')
		await problemOf(await api.call('PUT', path, { token: person.token, body: { professional: true } }), 401, 'unauthenticated')
		await problemOf(await api.call('GET', '/backoffice/v1/people?email=nobody@robtua.test', { headers: { Authorization: `Bearer ${api.operatorToken}` } }), 404, 'not_found')
		const still = (await (await api.call('GET', '/v1/me', { token: person.token })).json()) as Me
		expect(still.profile.isProfessionalAccount).toBe(false)
	})

	test('the owner creates an account and a business user, and sees them', async () => {
		const { owner, account, businessUser } = await ownerWithShop()
		expect(account).toMatchObject({ name: 'Robtua Demo Shop', role: 'owner' })
		expect(businessUser).toMatchObject({ name: 'Demo Shop Siam', businessAccountId: account.id, isAdmin: true })
		const list = (await (await api.call('GET', '/v1/business-accounts', { token: owner.token })).json()) as { items: BusinessAccount[] }
		expect(list.items.map((a) => a.id)).toEqual([account.id])
		const detail = (await (await api.call('GET', `/v1/business-accounts/${account.id}`, { token: owner.token })).json()) as BusinessAccountDetail
		expect(detail.businessUsers.map((b) => b.id)).toEqual([businessUser.id])
		const users = (await (await api.call('GET', '/v1/business-users', { token: owner.token })).json()) as { items: BusinessUser[] }
		expect(users.items.map((b) => b.id)).toEqual([businessUser.id])
		expect((await api.call('GET', `/v1/business-users/${businessUser.id}`, { token: owner.token })).status).toBe(200)
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		expect(me.businessAccounts.map((a) => a.id)).toEqual([account.id])
		expect(me.businessUsers.map((b) => b.id)).toEqual([businessUser.id])
	})

	test('a stranger cannot see or change another owner’s account (404, not 403)', async () => {
		const { account, businessUser } = await ownerWithShop()
		const stranger = await api.person({ professional: true })
		await problemOf(await api.call('GET', `/v1/business-accounts/${account.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(
			await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: stranger.token, body: { name: 'Hijack' } }),
			404,
			'not_found',
		)
		await problemOf(await api.call('GET', `/v1/business-users/${businessUser.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: stranger.token }), 404, 'not_found')
		const list = (await (await api.call('GET', '/v1/business-accounts', { token: stranger.token })).json()) as { items: BusinessAccount[] }
		expect(list.items).toEqual([])
	})

	test('a member without admin sees the account but cannot add business users', async () => {
		const { account, businessUser } = await ownerWithShop()
		const staff = await api.person({ givenName: 'Pim', familyName: 'Chaiyo' })
		await addMember(businessUser.id, staff.token)
		const detail = (await (await api.call('GET', `/v1/business-accounts/${account.id}`, { token: staff.token })).json()) as BusinessAccountDetail
		expect(detail).toMatchObject({ role: 'member', businessUsers: [{ id: businessUser.id, isAdmin: false }] })
		await problemOf(
			await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: staff.token, body: { name: 'Second branch' } }),
			403,
			'forbidden',
		)
	})

	test('an admin member may add business users', async () => {
		const { account, businessUser } = await ownerWithShop()
		const manager = await api.person()
		await addMember(businessUser.id, manager.token, true)
		const response = await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: manager.token, body: { name: 'Branch 2' } })
		expect(response.status).toBe(201)
		// The admin who created it administers the new business user too.
		expect(await response.json()).toMatchObject({ name: 'Branch 2', isAdmin: true })
	})

	test('invalid input is a validation problem', async () => {
		const { owner, account } = await ownerWithShop()
		await problemOf(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: owner.token, body: { name: '' } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', '/v1/business-accounts', { token: owner.token, body: '{not json' }), 400, 'bad_request')
	})
})

describe('acting as a business user', () => {
	test('a member gets a token and the API sees them acting with their permissions', async () => {
		const { businessUser } = await ownerWithShop()
		const staff = await api.person()
		await addMember(businessUser.id, staff.token)
		const issued = (await (await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: staff.token })).json()) as BusinessUserToken
		expect(new Date(issued.expiresAt).getTime()).toBeGreaterThan(Date.now())
		const me = (await (await api.call('GET', '/v1/me', { token: staff.token, businessUserToken: issued.token })).json()) as Me
		expect(me.activeBusinessUser?.id).toBe(businessUser.id)
		expect(me.businessAccountPermission).toBe(false)
		expect(me.permissions).toEqual(expect.arrayContaining([{ slug: 'content', scope: { read: true, create: true } }]))
		expect(me.permission).toMatchObject({ 'content-read': true, 'content-create': true, 'content-delete': false, 'member-update': false })
	})

	test('the owner acting as their business user administers it', async () => {
		const { owner, businessUser } = await ownerWithShop()
		const { token } = (await (await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: owner.token })).json()) as BusinessUserToken
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token, businessUserToken: token })).json()) as Me
		expect(me.businessAccountPermission).toBe(true)
		expect(Object.values(me.permission).every(Boolean)).toBe(true)
	})

	test('someone else’s business-user token is refused (401)', async () => {
		const { owner, businessUser } = await ownerWithShop()
		const { token } = (await (await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: owner.token })).json()) as BusinessUserToken
		const thief = await api.person()
		await problemOf(await api.call('GET', '/v1/me', { token: thief.token, businessUserToken: token }), 401, 'invalid_business_user_token')
		await problemOf(await api.call('GET', '/v1/me', { token: thief.token, businessUserToken: 'garbage' }), 401, 'invalid_business_user_token')
	})

	test('a removed member’s token stops working (403)', async () => {
		const { businessUser } = await ownerWithShop()
		const staff = await api.person()
		const me = await addMember(businessUser.id, staff.token)
		const { token } = (await (await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: staff.token })).json()) as BusinessUserToken
		await api.db.delete(businessUserMembers).where(eq(businessUserMembers.profileId, me.profile.id))
		await problemOf(await api.call('GET', '/v1/me', { token: staff.token, businessUserToken: token }), 403, 'forbidden')
	})

	test('an expired business-user token is refused', async () => {
		const { owner, businessUser, account } = await ownerWithShop()
		const anHourAgo = new Date(Date.now() - 3600_000)
		const { token } = await api.businessUserTokens.issue({ sub: owner.sub, businessUserId: businessUser.id, businessAccountId: account.id }, anHourAgo)
		await problemOf(await api.call('GET', '/v1/me', { token: owner.token, businessUserToken: token }), 401, 'invalid_business_user_token')
	})
})

describe('me: subscription state (check-subscription, check-unsubscription)', () => {
	const day = 24 * 3600_000
	let packageId: string

	beforeAll(async () => {
		// A business user's package to subscribe to (there are no subscription endpoints yet).
		const owner = await api.person({ professional: true })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const [account] = await api.db.insert(businessAccounts).values({ name: 'Coffee Club', ownerProfileId: me.profile.id }).returning()
		const [businessUser] = await api.db.insert(businessUsers).values({ businessAccountId: account!.id, name: 'Siam branch' }).returning()
		const [pkg] = await api.db.insert(packages).values({ businessUserId: businessUser!.id, name: 'Monthly', priceSatang: 19_900, period: 'month' }).returning()
		packageId = pkg!.id
	})

	async function subscriber(...held: Array<{ status: 'active' | 'past_due' | 'cancelled'; endsInDays: number }>) {
		const { token } = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		for (const { status, endsInDays } of held) {
			await api.db.insert(subscriptions).values({
				subscriberProfileId: me.profile.id,
				packageId,
				status,
				currentPeriodEnd: new Date(Date.now() + endsInDays * day),
				cancelledAt: status === 'cancelled' ? new Date() : null,
			})
		}
		return (await (await api.call('GET', '/v1/me', { token })).json()) as Me
	}

	test('no subscription: not subscribed', async () => {
		expect((await subscriber()).subscription).toEqual({ isSubscribed: false, currentPeriodEnd: null })
	})

	test.each([
		['active, period ahead → subscribed', 'active', 20, true],
		['active, period ended (expired) → not subscribed', 'active', -1, false],
		['past due, still within the period → subscribed', 'past_due', 3, true],
		['past due, period ended → not subscribed', 'past_due', -1, false],
		['cancelled, even with the period ahead → not subscribed', 'cancelled', 20, false],
	] as const)('%s', async (_name, status, endsInDays, isSubscribed) => {
		const { subscription } = await subscriber({ status, endsInDays })
		expect(subscription.isSubscribed).toBe(isSubscribed)
		if (isSubscribed) expect(Math.abs(new Date(subscription.currentPeriodEnd!).getTime() - (Date.now() + endsInDays * day))).toBeLessThan(60_000)
		else expect(subscription.currentPeriodEnd).toBeNull()
	})

	test('the period end is that of the counting subscription that runs longest', async () => {
		const { subscription } = await subscriber(
			{ status: 'active', endsInDays: 10 },
			{ status: 'past_due', endsInDays: 40 },
			{ status: 'cancelled', endsInDays: 90 },
			{ status: 'active', endsInDays: -5 },
		)
		expect(subscription.isSubscribed).toBe(true)
		expect(Math.abs(new Date(subscription.currentPeriodEnd!).getTime() - (Date.now() + 40 * day))).toBeLessThan(60_000)
	})

	test('somebody else’s subscription does not count', async () => {
		await subscriber({ status: 'active', endsInDays: 20 })
		expect((await subscriber()).subscription.isSubscribed).toBe(false)
	})
})

describe('open-tab connect types (check-open-tab-connect-type)', () => {
	test('every type in display order, those not open yet included', async () => {
		const { token } = await api.person()
		const response = await api.call('GET', '/v1/open-tab/connect-types', { token })
		expect(response.status).toBe(200)
		expect(((await response.json()) as OpenTabConnectTypeList).items).toEqual([
			{ type: 'job', isOpen: true, title: { en: 'Job', th: 'งาน' } },
			{ type: 'project', isOpen: true, title: { en: 'Project', th: 'โครงการ' } },
			{ type: 'club', isOpen: true, title: { en: 'Club', th: 'ชมรม' } },
			{ type: 'volunteer', isOpen: false, title: { en: 'Volunteer', th: 'จิตอาสา' } },
		])
	})

	test('anonymous → 401', async () => {
		await problemOf(await api.call('GET', '/v1/open-tab/connect-types'), 401, 'unauthenticated')
	})
})

describe('open-tab connects (check-owner-open-tab)', () => {
	/** A signed-in person with a connect of their own (there is no create endpoint yet). */
	async function ownerWithConnect(visibility: OpenTabConnectVisibility) {
		const owner = await api.person({ givenName: 'Dao', familyName: 'Suksai' })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const [connect] = await api.db
			.insert(openTabConnects)
			.values({ ownerProfileId: me.profile.id, type: 'project', title: 'สวนผักชุมชน · Community garden', overview: 'Growing together', visibility })
			.returning()
		return { owner, me, connect: connect! }
	}

	test('the owner sees their private connect, marked as theirs', async () => {
		const { owner, me, connect } = await ownerWithConnect('private')
		const response = await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: owner.token })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			id: connect.id,
			type: 'project',
			title: 'สวนผักชุมชน · Community garden',
			overview: 'Growing together',
			description: null,
			visibility: 'private',
			ownerProfileUuid: me.profile.uuid,
			isMine: true,
			createdAt: connect.createdAt.toISOString(),
		} satisfies OpenTabConnect)
	})

	test('a stranger gets 404 for a private connect, the same as for one that does not exist', async () => {
		const { connect } = await ownerWithConnect('private')
		const stranger = await api.person()
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: stranger.token }), 404, 'not_found')
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${crypto.randomUUID()}`, { token: stranger.token }), 404, 'not_found')
	})

	test('a stranger sees a public connect, not as theirs', async () => {
		const { me, connect } = await ownerWithConnect('public')
		const stranger = await api.person()
		const response = await api.call('GET', `/v1/open-tab/connects/${connect.id}`, { token: stranger.token })
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ id: connect.id, visibility: 'public', ownerProfileUuid: me.profile.uuid, isMine: false })
	})

	test('a malformed id → 404, not 400', async () => {
		const { token } = await api.person()
		for (const id of ['not-a-uuid', '12345', `${crypto.randomUUID()}0`]) {
			await problemOf(await api.call('GET', `/v1/open-tab/connects/${id}`, { token }), 404, 'not_found')
		}
	})

	test('anonymous → 401, whatever the id', async () => {
		const { connect } = await ownerWithConnect('public')
		await problemOf(await api.call('GET', `/v1/open-tab/connects/${connect.id}`), 401, 'unauthenticated')
		await problemOf(await api.call('GET', '/v1/open-tab/connects/not-a-uuid'), 401, 'unauthenticated')
	})
})
