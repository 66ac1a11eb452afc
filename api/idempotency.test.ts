import { randomUUID } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import { count, eq, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { pino } from 'pino'
import { describe, expect, test } from 'vitest'
import { businessAccounts, businessUserInvites, businessUserMembers, businessUsers, contentItems, idempotencyKeys, profileEducationExperiences, profileOurStories, profileSkillTalents } from '#api/db/schema.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency } from '#api/http/idempotency.ts'
import { ProblemError, problemResponse } from '#api/http/problems.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { BusinessAccount, BusinessUser, BusinessUserToken } from '#contracts/business.ts'
import { memberGrants } from '#contracts/permissions.ts'

// Creates sent with an Idempotency-Key are applied once (api/http/idempotency.ts, ADR 0016): the same
// key and body again answer the first answer, not a second record; keys are their caller's own and
// open nothing the route refuses; a create that failed (5xx) can be tried again.

const api = useHarness()

/** An owner with an account and a business user, a member with the default grants, and a stranger. */
async function shop() {
	const owner = await api.somebody('Niran', true)
	const account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { token: owner.token, body: { name: 'Siam Coffee' } }), 201)
	const businessUser = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: owner.token, body: { name: 'Siam Square' } }), 201)
	const member = await api.somebody('Pim')
	await ok(await api.call('POST', `/v1/business-users/${businessUser.id}/members`, { token: owner.token, body: { email: member.email } }), 201)
	const stranger = await api.somebody('Mallory', true)
	return { owner, account, businessUser, member, stranger }
}

const send = (method: string, path: string, who: { token: string; businessUserToken?: string }, body: unknown, key?: string) =>
	api.call(method, path, { token: who.token, businessUserToken: who.businessUserToken, body, headers: key === undefined ? {} : { 'Idempotency-Key': key } })

const rowsOf = async (table: PgTable) => (await api.db.select({ n: count() }).from(table))[0]!.n
const keysOf = async (profileId: string) => api.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.callerProfileId, profileId))

/** Every create that takes a key: where it is, a body, another body, and the table it adds to. */
async function creates() {
	const { owner, account, businessUser } = await shop()
	return {
		owner,
		list: [
			{ path: '/v1/business-accounts', body: { name: 'Siam Coffee Group' }, other: { name: 'Another group' }, table: businessAccounts },
			{ path: `/v1/business-accounts/${account.id}/business-users`, body: { name: 'Silom', description: 'Our second shop' }, other: { name: 'Thonglor' }, table: businessUsers },
			{ path: `/v1/business-users/${businessUser.id}/content/story`, body: { title: 'New beans', body: 'From Chiang Mai' }, other: { title: 'Closed today', body: '' }, table: contentItems },
			{ path: `/v1/business-users/${businessUser.id}/invites`, body: { expiresInHours: 24 }, other: { expiresInHours: 48 }, table: businessUserInvites },
			{ path: '/v1/me/education-experiences', body: { kind: 'education', title: 'BSc', startsOn: '2010-06-01' }, other: { kind: 'experience', title: 'Barista', startsOn: '2014-06-01' }, table: profileEducationExperiences },
			{ path: '/v1/me/our-stories', body: { title: 'How we began', body: 'A cart in Siam' }, other: { title: 'Our first shop' }, table: profileOurStories },
			{ path: '/v1/me/skill-talents', body: { name: 'Latte art', level: 4 }, other: { name: 'Roasting' }, table: profileSkillTalents },
			{ path: '/v1/me/content/work', body: { title: 'Cold brew', mine: true, year: 2020 }, other: { title: 'Pour-over', mine: false, role: 'Barista' }, table: contentItems },
		],
	}
}

describe('a create sent twice with the same key', () => {
	test('every create: one record, and the first answer again (status and body) with Idempotent-Replayed', async () => {
		const { owner, list } = await creates()
		for (const { path, body, table } of list) {
			const key = randomUUID()
			const before = await rowsOf(table)
			const first = await send('POST', path, owner, body, key)
			const firstBody = await ok<{ id: string }>(first.clone(), 201)
			expect(first.headers.get('Idempotent-Replayed'), path).toBeNull()
			const again = await send('POST', path, owner, body, key)
			expect(again.status, path).toBe(201)
			expect(again.headers.get('Idempotent-Replayed'), path).toBe('true')
			expect(again.headers.get('Content-Type'), path).toBe(first.headers.get('Content-Type'))
			expect(await again.text(), path).toBe(await first.text())
			expect(await rowsOf(table), path).toBe(before + 1)
			// A new key is a new create.
			const another = await ok<{ id: string }>(await send('POST', path, owner, body, randomUUID()), 201)
			expect(another.id, path).not.toBe(firstBody.id)
		}
	})

	test('the same body with its keys in another order is the same request', async () => {
		const owner = await api.somebody('Niran', true)
		const key = `order-${randomUUID()}`
		const first = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { token: owner.token, body: '{"name":"Siam Coffee"}', headers: { 'Idempotency-Key': key } }), 201)
		const again = await api.call('POST', '/v1/business-accounts', { token: owner.token, body: '{ "name" : "Siam Coffee" }', headers: { 'Idempotency-Key': key } })
		expect(again.headers.get('Idempotent-Replayed')).toBe('true')
		expect(((await again.json()) as BusinessAccount).id).toBe(first.id)
		const works = '/v1/me/content/work'
		const work = await ok<{ id: string }>(await api.call('POST', works, { token: owner.token, body: '{"title":"Cold brew","mine":true}', headers: { 'Idempotency-Key': key.replace('order', 'works') } }), 201)
		const workAgain = await api.call('POST', works, { token: owner.token, body: '{"mine":true,"title":"Cold brew"}', headers: { 'Idempotency-Key': key.replace('order', 'works') } })
		expect([workAgain.status, workAgain.headers.get('Idempotent-Replayed'), ((await workAgain.json()) as { id: string }).id]).toEqual([201, 'true', work.id])
	})

	test('without a key a create behaves as before: each send makes a record', async () => {
		const owner = await api.somebody('Niran', true)
		const a = await ok<BusinessAccount>(await send('POST', '/v1/business-accounts', owner, { name: 'Siam Coffee' }), 201)
		const b = await ok<BusinessAccount>(await send('POST', '/v1/business-accounts', owner, { name: 'Siam Coffee' }), 201)
		expect(a.id).not.toBe(b.id)
		expect(await keysOf(owner.profileId)).toEqual([])
	})

	test('the same key with another body, or on another create: 422 idempotency_key_reused, nothing made or changed', async () => {
		const { owner, list } = await creates()
		for (const { path, body, other, table } of list) {
			const key = randomUUID()
			const first = await ok<{ id: string }>(await send('POST', path, owner, body, key), 201)
			const before = await rowsOf(table)
			const problem = await problemOf(await send('POST', path, owner, other, key), 422, 'idempotency_key_reused')
			expect(problem.detail, path).toMatch(/new key/)
			expect(await rowsOf(table), path).toBe(before)
			// The first answer stays the key's.
			const again = await send('POST', path, owner, body, key)
			expect([again.status, again.headers.get('Idempotent-Replayed'), ((await again.json()) as { id: string }).id], path).toEqual([201, 'true', first.id])
		}
		// Another path with the same key and body.
		const key = randomUUID()
		await ok(await send('POST', '/v1/me/our-stories', owner, { title: 'Same' }, key), 201)
		await problemOf(await send('POST', '/v1/me/content/work', owner, { title: 'Same' }, key), 422, 'idempotency_key_reused')
	})

	test('a refusal (4xx) is kept too: sent again it is answered the same, even once it would pass; a new key runs anew', async () => {
		const owner = await api.somebody('Niran', true)
		const key = randomUUID()
		const invalid = await send('POST', '/v1/me/content/work', owner, { title: '', mine: true }, key)
		expect(invalid.status).toBe(400)
		const again = await send('POST', '/v1/me/content/work', owner, { title: '', mine: true }, key)
		expect([again.status, again.headers.get('Idempotent-Replayed'), again.headers.get('Content-Type')]).toEqual([400, 'true', 'application/problem+json'])
		expect(await again.text()).toBe(await invalid.text())
		// The person corrects the form: with the same key it is another request; with a new one it runs.
		await problemOf(await send('POST', '/v1/me/content/work', owner, { title: 'Cold brew', mine: true }, key), 422, 'idempotency_key_reused')
		await ok(await send('POST', '/v1/me/content/work', owner, { title: 'Cold brew', mine: true }, randomUUID()), 201)
	})
})

describe('keys belong to their caller', () => {
	test('another person sending the same key and body gets their own create', async () => {
		const [a, b] = [await api.somebody('Niran', true), await api.somebody('Anong', true)]
		const key = randomUUID()
		const first = await ok<BusinessAccount>(await send('POST', '/v1/business-accounts', a, { name: 'Siam Coffee' }, key), 201)
		const second = await send('POST', '/v1/business-accounts', b, { name: 'Siam Coffee' }, key)
		expect(second.headers.get('Idempotent-Replayed')).toBeNull()
		const theirs = await ok<BusinessAccount>(second, 201)
		expect(theirs.id).not.toBe(first.id)
		const [row] = await api.db.select().from(businessAccounts).where(eq(businessAccounts.id, theirs.id))
		expect(row?.ownerProfileId).toBe(b.profileId)
		// Another body from the other person is no reuse either: their key, their request.
		await ok(await send('POST', '/v1/me/content/work', b, { title: 'Pour-over', mine: true }, randomUUID()), 201)
		expect(await keysOf(a.profileId)).toHaveLength(1)
		expect(await keysOf(b.profileId)).toHaveLength(2)
	})

	test('the same person acting as a business user is another caller', async () => {
		const { owner, businessUser } = await shop()
		const { token } = await ok<BusinessUserToken>(await api.call('POST', `/v1/business-users/${businessUser.id}/token`, { token: owner.token }))
		const key = randomUUID()
		const asPerson = await ok<{ id: string }>(await send('POST', '/v1/me/content/work', owner, { title: 'Cold brew', mine: true }, key), 201)
		const asBusinessUser = await send('POST', '/v1/me/content/work', { token: owner.token, businessUserToken: token }, { title: 'Cold brew', mine: true }, key)
		expect(asBusinessUser.headers.get('Idempotent-Replayed')).toBeNull()
		expect((await ok<{ id: string }>(asBusinessUser, 201)).id).not.toBe(asPerson.id)
		const again = await send('POST', '/v1/me/content/work', { token: owner.token, businessUserToken: token }, { title: 'Cold brew', mine: true }, key)
		expect(again.headers.get('Idempotent-Replayed')).toBe('true')
	})

	test('a key opens nothing: a stranger and a member without the grant are refused with the owner’s key, and their refusal is theirs alone', async () => {
		const { owner, businessUser, member, stranger } = await shop()
		const invites = `/v1/business-users/${businessUser.id}/invites`
		const key = randomUUID()
		const made = await ok<{ id: string }>(await send('POST', invites, owner, { expiresInHours: 24 }, key), 201)
		// The same key and body from people the route refuses: refused, never the owner's invite.
		await problemOf(await send('POST', invites, stranger, { expiresInHours: 24 }, key), 404, 'not_found')
		await problemOf(await send('POST', invites, member, { expiresInHours: 24 }, key), 403, 'forbidden')
		// (Their key now holds their refusal of the invite: a story with it would be another request.)
		await problemOf(await send('POST', `/v1/business-users/${businessUser.id}/content/story`, stranger, { title: 'Spam', body: 'Buy now' }, key), 422, 'idempotency_key_reused')
		await problemOf(await send('POST', `/v1/business-users/${businessUser.id}/content/story`, stranger, { title: 'Spam', body: 'Buy now' }, randomUUID()), 403, 'forbidden')
		expect((await api.db.select().from(businessUserInvites).where(eq(businessUserInvites.businessUserId, businessUser.id))).map((row) => row.id)).toEqual([made.id])

		// The member's refusal is kept for the member's key: given the grant, they send a new key.
		await api.db
			.update(businessUserMembers)
			.set({ grants: { ...memberGrants, member: { read: true, create: true } } })
			.where(eq(businessUserMembers.profileId, member.profileId))
		const replayed = await send('POST', invites, member, { expiresInHours: 24 }, key)
		expect([replayed.status, replayed.headers.get('Idempotent-Replayed')]).toEqual([403, 'true'])
		const theirs = await ok<{ id: string }>(await send('POST', invites, member, { expiresInHours: 24 }, randomUUID()), 201)
		expect(theirs.id).not.toBe(made.id)
		// And the owner's key still answers the owner's invite.
		const ownerAgain = await send('POST', invites, owner, { expiresInHours: 24 }, key)
		expect([ownerAgain.status, ((await ownerAgain.json()) as { id: string }).id]).toEqual([201, made.id])
	})

	test('without a token: 401 before any key is looked at', async () => {
		const before = await rowsOf(idempotencyKeys)
		await problemOf(await api.call('POST', '/v1/business-accounts', { body: { name: 'Siam Coffee' }, headers: { 'Idempotency-Key': randomUUID() } }), 401, 'unauthenticated')
		expect(await rowsOf(idempotencyKeys)).toBe(before)
	})
})

describe('keys', () => {
	test('a UUID or 8–128 letters, digits, - and _; anything else is 400 invalid_idempotency_key and nothing is made', async () => {
		const owner = await api.somebody('Niran', true)
		for (const key of [randomUUID(), 'abcd_EF-', 'x'.repeat(128), randomUUID().toUpperCase()]) {
			await ok(await send('POST', '/v1/me/skill-talents', owner, { name: key.slice(0, 20) }, key), 201)
		}
		const before = await rowsOf(profileSkillTalents)
		for (const key of ['', ' ', 'short', 'x'.repeat(129), 'has spaces in it', 'slash/slash/slash', 'dots.dots.dots', `${randomUUID()}, ${randomUUID()}`, "'; DROP TABLE idempotency_keys;--", 'clé-clé-clé-clé']) {
			const problem = await problemOf(await send('POST', '/v1/me/skill-talents', owner, { name: 'Latte art' }, key), 400, 'invalid_idempotency_key')
			expect(problem.detail).toMatch(/UUID/)
		}
		expect(await rowsOf(profileSkillTalents)).toBe(before)
		expect(await keysOf(owner.profileId)).toHaveLength(4)
	})

	test('sent at once with the same key: one record; the others are the first answer again or told it is still running', async () => {
		const { owner, list } = await creates()
		for (const { path, body, table } of list) {
			const key = randomUUID()
			const before = await rowsOf(table)
			const answers = await Promise.all(Array.from({ length: 5 }, () => send('POST', path, owner, body, key)))
			const created = answers.filter((answer) => answer.status === 201 && !answer.headers.has('Idempotent-Replayed'))
			expect(created, path).toHaveLength(1)
			const id = ((await created[0]!.clone().json()) as { id: string }).id
			for (const answer of answers) {
				if (answer.status === 409) {
					expect(answer.headers.get('Retry-After'), path).toBe('1')
					expect(((await answer.json()) as { code: string }).code, path).toBe('idempotency_in_progress')
				} else {
					expect(answer.status, path).toBe(201)
					expect(((await answer.json()) as { id: string }).id, path).toBe(id)
				}
			}
			expect(await rowsOf(table), path).toBe(before + 1)
		}
	})

	test('a key older than 24 hours counts for nothing: sent again, the create runs again', async () => {
		const owner = await api.somebody('Niran', true)
		const key = randomUUID()
		const first = await ok<{ id: string }>(await send('POST', '/v1/me/content/work', owner, { title: 'Cold brew', mine: true }, key), 201)
		await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, key))
		const later = await send('POST', '/v1/me/content/work', owner, { title: 'Cold brew', mine: true }, key)
		expect(later.headers.get('Idempotent-Replayed')).toBeNull()
		expect((await ok<{ id: string }>(later, 201)).id).not.toBe(first.id)
		// The expired row was replaced by the new one.
		expect((await keysOf(owner.profileId)).map((row) => row.responseStatus)).toEqual([201])
	})
})

describe('the middleware, on a route of its own', () => {
	/** A create whose handler does what the test says, behind the idempotency middleware, as the routes use it. */
	async function probeApp(handle: (attempt: number) => Promise<Response | never>) {
		const caller = await api.somebody('Niran')
		const app = new OpenAPIHono<ApiEnv>()
		app.use(async (c, next) => {
			c.set('log', pino({ level: 'silent' }))
			c.set('caller', { profile: { id: caller.profileId }, activeBusinessUser: null } as never)
			await next()
		})
		let attempts = 0
		app.post('/things', idempotency(api.db), async () => handle(++attempts))
		app.onError((error, c) => (error instanceof ProblemError ? problemResponse(c, error) : problemResponse(c, new ProblemError(500, 'internal'))))
		const post = (key: string) => app.request('/things', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: '{"name":"thing"}' })
		return { post, caller, attempts: () => attempts }
	}

	test('a 5xx, or a throw, keeps nothing: the same key runs the create again', async () => {
		const { post, caller, attempts } = await probeApp(async (attempt) => {
			if (attempt === 1) return new Response('{"status":503}', { status: 503, headers: { 'Content-Type': 'application/problem+json' } })
			if (attempt === 2) throw new Error('the database went away')
			return Response.json({ attempt }, { status: 201 })
		})
		const key = randomUUID()
		expect((await post(key)).status).toBe(503)
		expect(await keysOf(caller.profileId)).toEqual([])
		expect((await post(key)).status).toBe(500)
		expect(await keysOf(caller.profileId)).toEqual([])
		const third = await post(key)
		expect([third.status, await third.json()]).toEqual([201, { attempt: 3 }])
		const fourth = await post(key)
		expect([fourth.status, fourth.headers.get('Idempotent-Replayed'), await fourth.json()]).toEqual([201, 'true', { attempt: 3 }])
		expect(attempts()).toBe(3)
	})

	test('while the first send runs, the same key is 409 idempotency_in_progress with Retry-After: 1', async () => {
		let finish = () => {}
		const running = new Promise<void>((resolve) => (finish = resolve))
		const { post, attempts } = await probeApp(async () => {
			await running
			return Response.json({ done: true }, { status: 201 })
		})
		const key = randomUUID()
		const first = post(key)
		// Let the first send reserve the key.
		for (let tries = 0; tries < 50 && attempts() === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 10))
		const second = await post(key)
		expect(second.headers.get('Retry-After')).toBe('1')
		await problemOf(second, 409, 'idempotency_in_progress')
		finish()
		expect((await first).status).toBe(201)
		const third = await post(key)
		expect([third.status, third.headers.get('Idempotent-Replayed')]).toEqual([201, 'true'])
		expect(attempts()).toBe(1)
	})

	test('a reservation left without an answer (its process stopped) is taken over after two minutes', async () => {
		const { post, caller, attempts } = await probeApp(async () => Response.json({ done: true }, { status: 201 }))
		const key = randomUUID()
		await api.db.insert(idempotencyKeys).values({ callerProfileId: caller.profileId, key, method: 'POST', path: '/things', requestHash: 'left by a process that stopped', createdAt: sql`now() - interval '1 minute'` })
		await problemOf(await post(key), 422, 'idempotency_key_reused')
		await api.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '3 minutes'` }).where(eq(idempotencyKeys.key, key))
		expect((await post(key)).status).toBe(201)
		expect(attempts()).toBe(1)
	})
})

describe('the OpenAPI document', () => {
	test('every create documents the Idempotency-Key header and the answers it adds', async () => {
		type Operation = { parameters?: Array<{ name: string; in: string; required?: boolean }>; responses: Record<string, { description: string }> }
		const document = await ok<{ paths: Record<string, Record<string, Operation>> }>(await api.call('GET', '/openapi.json'))
		const creates = [
			'/v1/business-accounts',
			'/v1/business-accounts/{id}/business-users',
			'/v1/business-users/{id}/content/story',
			'/v1/business-users/{id}/invites',
			'/v1/me/education-experiences',
			'/v1/me/our-stories',
			'/v1/me/skill-talents',
			'/v1/me/content/work',
		]
		for (const path of creates) {
			const operation = document.paths[path]?.post
			expect(operation?.parameters?.find((parameter) => parameter.name === 'Idempotency-Key'), path).toMatchObject({ in: 'header', required: false })
			expect(operation?.responses['409']?.description, path).toMatch(/idempotency_in_progress/)
			expect(operation?.responses['422']?.description, path).toMatch(/idempotency_key_reused/)
		}
		// A kind's own 409 (as many as one owner may keep) keeps its description.
		expect(document.paths['/v1/me/content/work']?.post?.responses['409']?.description).toMatch(/^At most 200 per owner/)
	})
})
