import { describe, expect, test } from 'vitest'
import { meSchema } from '#contracts/me.ts'
import { ADMIN_BUSINESS_USER_ID, makeMe, OWNED_ACCOUNT_ID } from './__fixtures__/me.ts'
import { buildUserState, permissionFlags, roundExperience } from './user-state.ts'

describe('permissionFlags', () => {
	test('flattens each scope into is-{slug}-{scope}, true only where granted', () => {
		expect(
			permissionFlags([
				{ slug: 'content', scope: { read: true, create: false } },
				{ slug: 'sale', scope: { read: true, delete: true } },
			]),
		).toEqual({ 'is-content-read': true, 'is-content-create': false, 'is-sale-read': true, 'is-sale-delete': true })
	})

	test('no permissions, no flags', () => {
		expect(permissionFlags([])).toEqual({})
	})
})

describe('roundExperience', () => {
	test.each([
		[12.345678, 12.3457],
		[2.71828, 2.7183],
		[0.12344, 0.1234],
		[0.00004, 0],
		[7, 7],
		[1234.5, 1234.5],
	])('%d is %d', (value, rounded) => {
		expect(roundExperience(value)).toBe(rounded)
	})
})

describe('buildUserState', () => {
	test('the signed-in state', () => {
		const me = makeMe({
			activeBusinessUser: makeMe().businessUsers[0]!,
			businessAccountPermission: true,
			permissions: [{ slug: 'member', scope: { read: true, update: false } }],
			permission: { 'member-read': true, 'member-update': false },
		})
		const state = buildUserState(me, { hasCognitoUsername: true })
		expect(state).toMatchObject({
			isLogin: true,
			uuid: me.profile.uuid,
			firstName: 'Somchai',
			hasCognitoUsername: true,
			activeDigitalMenu: 'story',
			businessAccountPermission: true,
			flags: { 'is-member-read': true, 'is-member-update': false },
			permission: { 'member-read': true, 'member-update': false },
			profileAccountPoint: { point: 120, tokenTotal: 3.5, totalExperience: 12.3457 },
		})
		expect(state.myBusinessUsers).toEqual(me.businessUsers)
		expect(state.activeBusinessUser?.id).toBe(ADMIN_BUSINESS_USER_ID)
		expect(state.activeBusinessAccount?.id).toBe(OWNED_ACCOUNT_ID)
	})

	test('acting as oneself: no active business account; no point record: null', () => {
		const state = buildUserState(makeMe({ accountPoint: null }), { hasCognitoUsername: false })
		expect(state.activeBusinessAccount).toBeNull()
		expect(state.profileAccountPoint).toBeNull()
		expect(state.hasCognitoUsername).toBe(false)
	})

	test('subscription: isSubscribed and when the subscription ends, as the API says', () => {
		expect(buildUserState(makeMe(), { hasCognitoUsername: true })).toMatchObject({ isSubscribed: false, subscriptionEndsAt: null })
		const subscribed = makeMe({ subscription: { isSubscribed: true, currentPeriodEnd: '2026-12-23T08:00:00.000Z', businessUserIds: ['6b1f8a0e-3c2d-4e5f-8a9b-0c1d2e3f4a5b'], haveCreditCard: true } })
		expect(buildUserState(subscribed, { hasCognitoUsername: true })).toMatchObject({ isSubscribed: true, subscriptionEndsAt: '2026-12-23T08:00:00.000Z' })
	})

	test('holds nothing secret, even when the API answer carries more than it should', () => {
		const secrets = ['eyJraWQiOiJhY2Nlc3MtdG9rZW4', 'business-user-token-value', 'hunter2-password', 'AYABeChallengeSession']
		const raw = JSON.parse(JSON.stringify(makeMe({ activeBusinessUser: makeMe().businessUsers[0]! }))) as Record<string, Record<string, unknown>>
		raw.accessToken = secrets[0] as never
		raw.profile!.password = secrets[2]
		raw.profile!.challengeSession = secrets[3]
		raw.activeBusinessUser!.token = secrets[1]
		raw.accountPoint!.refreshToken = secrets[0]
		const state = buildUserState(meSchema.parse(raw), { hasCognitoUsername: true })

		const json = JSON.stringify(state)
		for (const secret of secrets) expect(json).not.toContain(secret)
		const keys = json.match(/"[^"]+":/g) ?? []
		const secretKeys = keys.filter((key) => /token|secret|password|session/i.test(key) && key !== '"tokenTotal":')
		expect(secretKeys).toEqual([])
	})
})
