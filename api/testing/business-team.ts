import { businessUserMembers } from '#api/db/schema.ts'
import type { BusinessAccount, BusinessUser } from '#contracts/business.ts'
import { allGrants, memberGrants } from '#contracts/permissions.ts'
import type { Harness } from './harness.ts'
import { ok } from './ok.ts'

/** A professional person with a business account and one business user in it, made through the API. */
export async function ownerWithBusinessUser(api: Harness, { account: accountName, businessUser: name }: { account: string; businessUser: string }) {
	const owner = await api.somebody('Niran', true)
	const account = await ok<BusinessAccount>(await api.call('POST', '/v1/business-accounts', { token: owner.token, body: { name: accountName } }), 201)
	const businessUser = await ok<BusinessUser>(await api.call('POST', `/v1/business-accounts/${account.id}/business-users`, { token: owner.token, body: { name } }), 201)
	return { owner, account, businessUser }
}

/** A business user and who may and may not touch it: its owner, an admin member, a plain member (default grants) and a stranger. */
export async function businessUserTeam(api: Harness) {
	const { owner, account, businessUser } = await ownerWithBusinessUser(api, { account: 'Siam Coffee', businessUser: 'Siam Coffee — Siam Square' })
	const admin = await api.somebody('Anong')
	const member = await api.somebody('Pim')
	const stranger = await api.somebody('Mallory')
	await api.db.insert(businessUserMembers).values([
		{ businessUserId: businessUser.id, profileId: admin.profileId, isAdmin: true, grants: allGrants, addedByProfileId: owner.profileId },
		{ businessUserId: businessUser.id, profileId: member.profileId, isAdmin: false, grants: memberGrants, addedByProfileId: owner.profileId },
	])
	return { id: businessUser.id, account, owner, admin, member, stranger }
}
