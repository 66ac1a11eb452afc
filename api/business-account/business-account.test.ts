import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { businessUserMembers } from '#api/db/schema.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { BusinessAccount, BusinessAccountDetail, BusinessUser, BusinessUserToken } from '#contracts/business.ts'
import type { Me } from '#contracts/me.ts'
import { memberGrants } from '#contracts/permissions.ts'

// Business accounts and their business users: who may make them, see them, and act as them.

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
