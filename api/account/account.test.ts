import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { accountPoints, businessAccounts, businessUsers, packages, profiles, subscriptions } from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import { ok } from '#api/testing/ok.ts'
import { businessUserTeam, ownerWithBusinessUser } from '#api/testing/business-team.ts'
import { listBusinessAccounts, listBusinessUserAccess, toBusinessUser } from '#api/business-account/index.ts'
import type { BusinessUser } from '#contracts/business.ts'
import { statementsOf } from '#api/testing/statements.ts'
import type { Me } from '#contracts/me.ts'

// The caller’s own account: who they are (GET/PATCH /v1/me, created on the first call), their subscription state, and signing out.

const api = useHarness()

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

	test('a sign-out through one replica is refused by another within 100 ms, though it had remembered the sign-in as on', async () => {
		const other = await api.replica()
		const { sub } = await api.person()
		const saved = await api.signAccessToken(sub, { origin_jti: 'sign-in-seen-by-two-replicas', auth_time: now() - 600 })
		const meThere = () => other.request('/v1/me', { headers: { Authorization: `Bearer ${saved}` } })
		// Asked twice there: the second answer comes from what that replica remembers.
		for (let i = 0; i < 2; i++) expect((await meThere()).status).toBe(200)
		expect((await api.call('POST', '/v1/me/sign-out', { token: saved })).status).toBe(204)
		const signedOutAt = performance.now()
		let status = (await meThere()).status
		while (status === 200 && performance.now() - signedOutAt < 1000) {
			await new Promise((resolve) => setTimeout(resolve, 5))
			status = (await meThere()).status
		}
		expect(status).toBe(401)
		expect(performance.now() - signedOutAt).toBeLessThan(100)
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

	test('the signed-in state is the same few statements, however much the person has', async () => {
		const plain = await api.somebody()
		const { owner } = await ownerWithBusinessUser(api, { account: 'Siam Coffee', businessUser: 'Siam Coffee — Siam Square' })
		const statementsFor = async (token: string) => {
			await ok<Me>(await api.call('GET', '/v1/me', { token }))
			return (await statementsOf(api.db, async () => ok<Me>(await api.call('GET', '/v1/me', { token })))).statements
		}
		// Who is calling (their row), then the state in one (account point, saved card, cart, own unread,
		// subscriptions, unseen notifications, business accounts and business users).
		expect(await statementsFor(plain.token)).toBe(2)
		// One who opens a business user's inbox has its unread read too.
		expect(await statementsFor(owner.token)).toBe(3)
	})

	test('the signed-in state lists business accounts and business users as their own reads do', async () => {
		const team = await businessUserTeam(api)
		const second = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${team.account.id}/business-users`, { token: team.owner.token, body: { name: 'Siam Coffee — Ari' } }), 201)
		for (const person of [team.owner, team.admin, team.member, team.stranger]) {
			const me = await ok<Me>(await api.call('GET', '/v1/me', { token: person.token }))
			expect(me.businessAccounts).toEqual(await listBusinessAccounts(api.db, person.profileId))
			expect(me.businessUsers).toEqual((await listBusinessUserAccess(api.db, person.profileId)).map(toBusinessUser))
		}
		const owners = await ok<Me>(await api.call('GET', '/v1/me', { token: team.owner.token }))
		expect(owners.businessAccounts).toMatchObject([{ id: team.account.id, role: 'owner', createdAt: expect.stringMatching(/Z$/) }])
		expect(owners.businessUsers.map((businessUser) => businessUser.id)).toEqual([team.id, second.id])
		const members = await ok<Me>(await api.call('GET', '/v1/me', { token: team.member.token }))
		expect(members.businessAccounts).toMatchObject([{ id: team.account.id, role: 'member' }])
		expect(members.businessUsers).toMatchObject([{ id: team.id, isAdmin: false }])
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

describe('me: subscription state (check-subscription, check-unsubscription)', () => {
	const day = 24 * 3600_000
	// Four business users' packages: a person holds one running subscription a business user.
	const offers: Array<{ packageId: string; businessUserId: string }> = []

	beforeAll(async () => {
		// A business user's package to subscribe to (there are no subscription endpoints yet).
		const owner = await api.person({ professional: true })
		const me = (await (await api.call('GET', '/v1/me', { token: owner.token })).json()) as Me
		const [account] = await api.db.insert(businessAccounts).values({ name: 'Coffee Club', ownerProfileId: me.profile.id }).returning()
		for (const name of ['Siam branch', 'Ari branch', 'Thonglor branch', 'Sathorn branch']) {
			const [businessUser] = await api.db.insert(businessUsers).values({ businessAccountId: account!.id, name }).returning()
			const [pkg] = await api.db.insert(packages).values({ businessUserId: businessUser!.id, name: 'Monthly', priceSatang: 19_900, period: 'month' }).returning()
			offers.push({ packageId: pkg!.id, businessUserId: businessUser!.id })
		}
	})

	async function subscriber(...held: Array<{ status: 'trialing' | 'active' | 'past_due' | 'cancelled' | 'lapsed'; endsInDays: number }>) {
		const { token } = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token })).json()) as Me
		for (const [i, { status, endsInDays }] of held.entries()) {
			const end = new Date(Date.now() + endsInDays * day)
			const ended = status === 'cancelled' || status === 'lapsed'
			await api.db.insert(subscriptions).values({
				subscriberProfileId: me.profile.id,
				...offers[i]!,
				status,
				paymentMethod: 'card',
				currentPeriodStart: new Date(end.getTime() - 30 * day),
				currentPeriodEnd: end,
				accessUntil: end,
				cancelledAt: status === 'cancelled' ? new Date() : null,
				endedAt: ended ? new Date() : null,
			})
		}
		return (await (await api.call('GET', '/v1/me', { token })).json()) as Me
	}

	test('no subscription: not subscribed', async () => {
		expect((await subscriber()).subscription).toEqual({ isSubscribed: false, currentPeriodEnd: null, businessUserIds: [], haveCreditCard: false })
	})

	test.each([
		['active, period ahead → subscribed', 'active', 20, true],
		['active, period ended (expired) → not subscribed', 'active', -1, false],
		['past due, still within the period → subscribed', 'past_due', 3, true],
		['past due, period ended → not subscribed', 'past_due', -1, false],
		['cancelled, even with the period ahead → not subscribed', 'cancelled', 20, false],
		['trialing → subscribed', 'trialing', 7, true],
		['lapsed → not subscribed', 'lapsed', 3, false],
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
		expect(subscription.businessUserIds.sort()).toEqual([offers[0]!.businessUserId, offers[1]!.businessUserId].sort())
	})

	test('somebody else’s subscription does not count', async () => {
		await subscriber({ status: 'active', endsInDays: 20 })
		expect((await subscriber()).subscription.isSubscribed).toBe(false)
	})
})
