import { and, eq } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { describe, expect, test } from 'vitest'
import { createInviteTokens } from '#api/auth/invite-token.ts'
import { businessUserInvites, businessUserMembers, businessUsers } from '#api/db/schema.ts'
import { type Somebody } from '#api/testing/harness.ts'
import { ownerWithBusinessUser } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import type { BusinessUser, BusinessUserToken } from '#contracts/business.ts'
import type {
	BusinessUserInvite,
	BusinessUserInviteList,
	BusinessUserMember,
	BusinessUserMemberList,
	InviteAcceptance,
	InvitePreview,
} from '#contracts/business-members.ts'
import { allGrants, memberGrants } from '#contracts/permissions.ts'

// The people who work as a business user (owner, admins, members) and the invite links that add more.

const api = useHarness()

const unknownId = '00000000-0000-4000-8000-000000000000'

/** An owner with an account and one business user, and a plain member in it (as the demo seeds). */
async function shop() {
	const { owner, account, businessUser } = await ownerWithBusinessUser(api, { account: 'Robtua Demo Shop', businessUser: 'Siam Square' })
	const staff = await api.somebody('Pim')
	await add(businessUser.id, owner, staff)
	return { owner, account, businessUser, staff, base: `/v1/business-users/${businessUser.id}` }
}

async function add(businessUserId: string, by: Somebody, person: Somebody) {
	return ok<BusinessUserMember>(await api.call('POST', `/v1/business-users/${businessUserId}/members`, { token: by.token, body: { email: person.email } }), 201)
}

const membersOf = async (base: string, who: Somebody) => ok<BusinessUserMemberList>(await api.call('GET', `${base}/members`, { token: who.token }))
const newInvite = async (base: string, who: Somebody, body: object = {}) =>
	ok<BusinessUserInvite>(await api.call('POST', `${base}/invites`, { token: who.token, body }), 201)
const preview = (token: string, who: Somebody) => api.call('GET', `/v1/invites/${token}`, { token: who.token })
const accept = (token: string, who: Somebody) => api.call('POST', `/v1/invites/${token}/accept`, { token: who.token })

async function myBusinessUserIds(who: Somebody) {
	const list = await ok<{ items: BusinessUser[] }>(await api.call('GET', '/v1/business-users', { token: who.token }))
	return list.items.map((b) => b.id)
}

async function expectInvalidInvite(token: string, who: Somebody) {
	await problemOf(await preview(token, who), 410, 'invite_invalid')
	await problemOf(await accept(token, who), 410, 'invite_invalid')
}

describe('members', () => {
	test('the owner comes first, then the members; emails for the owner and admins only', async () => {
		const { owner, account, businessUser, staff, base } = await shop()
		const seenByOwner = await membersOf(base, owner)
		expect(seenByOwner).toEqual({
			businessUser: { id: businessUser.id, name: 'Siam Square', businessAccountId: account.id, accountName: 'Robtua Demo Shop' },
			can: { see: true, add: true, change: true, remove: true, makeAdmin: true },
			items: [
				{
					profileUuid: owner.uuid,
					firstName: 'Niran',
					lastName: 'Suksai',
					imageUrl: null,
					email: owner.email,
					role: 'owner',
					isAdmin: true,
					grants: allGrants,
					addedAt: businessUser.createdAt,
				},
				{
					profileUuid: staff.uuid,
					firstName: 'Pim',
					lastName: 'Suksai',
					imageUrl: null,
					email: staff.email,
					role: 'member',
					isAdmin: false,
					grants: memberGrants,
					addedAt: expect.any(String),
				},
			],
		} satisfies BusinessUserMemberList)
		const seenByStaff = await membersOf(base, staff)
		expect(seenByStaff.can).toEqual({ see: true, add: false, change: false, remove: false, makeAdmin: false })
		expect(seenByStaff.items.map((m) => [m.profileUuid, m.email])).toEqual([
			[owner.uuid, null],
			[staff.uuid, null],
		])
	})

	test('People · See is the member read grant: a member without it is told so in `can`', async () => {
		const { owner, staff, base } = await shop()
		await ok(await api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { grants: { content: { read: true, create: true } } } }))
		expect((await membersOf(base, staff)).can).toEqual({ see: false, add: false, change: false, remove: false, makeAdmin: false })
	})

	test('the owner adds a person by email (any case): member grants, who added them recorded, and they see it', async () => {
		const { owner, businessUser, base } = await shop()
		const newcomer = await api.somebody('Somsak')
		const member = await add(businessUser.id, owner, { ...newcomer, email: `  ${newcomer.email.toUpperCase()} ` })
		expect(member).toMatchObject({ profileUuid: newcomer.uuid, firstName: 'Somsak', email: newcomer.email, role: 'member', isAdmin: false, grants: memberGrants })
		const [row] = await api.db
			.select()
			.from(businessUserMembers)
			.where(and(eq(businessUserMembers.businessUserId, businessUser.id), eq(businessUserMembers.profileId, newcomer.profileId)))
		expect(row?.addedByProfileId).toBe(owner.profileId)
		expect((await membersOf(base, owner)).items.map((m) => m.profileUuid)).toContain(newcomer.uuid)
		expect(await myBusinessUserIds(newcomer)).toEqual([businessUser.id])
	})

	test('adding: unknown email → 404 person_not_found, a member or the owner → 409 already_member, not an email → 400', async () => {
		const { owner, staff, base } = await shop()
		const post = (email: string) => api.call('POST', `${base}/members`, { token: owner.token, body: { email } })
		await problemOf(await post('nobody-here@robtua.test'), 404, 'person_not_found')
		await problemOf(await post(staff.email), 409, 'already_member')
		await problemOf(await post(owner.email), 409, 'already_member')
		await problemOf(await post('not an email'), 400, 'validation_failed')
	})

	test('the owner makes a member an admin, who then manages the others; nobody changes the owner', async () => {
		const { owner, businessUser, staff, base } = await shop()
		const patch = (who: Somebody, uuid: string, body: object) => api.call('PATCH', `${base}/members/${uuid}`, { token: who.token, body })
		const promoted = await ok<BusinessUserMember>(await patch(owner, staff.uuid, { isAdmin: true }))
		expect(promoted).toMatchObject({ profileUuid: staff.uuid, isAdmin: true, grants: memberGrants, email: staff.email })
		expect((await membersOf(base, staff)).can).toEqual({ see: true, add: true, change: true, remove: true, makeAdmin: true })

		const another = await api.somebody('Chai')
		await add(businessUser.id, staff, another)
		const grants = { content: { read: true }, sale: { read: true, create: true } }
		expect(await ok<BusinessUserMember>(await patch(staff, another.uuid, { grants }))).toMatchObject({ isAdmin: false, grants })
		expect((await membersOf(base, owner)).items.find((m) => m.profileUuid === another.uuid)?.grants).toEqual(grants)

		await problemOf(await patch(staff, owner.uuid, { isAdmin: false }), 409, 'owner_fixed')
		await problemOf(await patch(owner, owner.uuid, { grants: {} }), 409, 'owner_fixed')
		await problemOf(await patch(owner, unknownId, { isAdmin: true }), 404, 'not_found')
		await problemOf(await patch(owner, staff.uuid, {}), 400, 'validation_failed')
		await problemOf(await patch(owner, staff.uuid, { grants: { payroll: { read: true } } }), 400, 'validation_failed')
		await problemOf(await patch(owner, 'not-a-uuid', { isAdmin: true }), 400, 'validation_failed')
	})

	test('removing: a member leaves, an admin removes others, the owner stays', async () => {
		const { owner, businessUser, staff, base } = await shop()
		const remove = (who: Somebody, uuid: string) => api.call('DELETE', `${base}/members/${uuid}`, { token: who.token })
		const another = await api.somebody('Chai')
		await add(businessUser.id, owner, another)

		await problemOf(await remove(staff, another.uuid), 403, 'forbidden')
		await problemOf(await remove(staff, owner.uuid), 409, 'owner_fixed')
		expect((await remove(staff, staff.uuid)).status).toBe(204)
		await problemOf(await api.call('GET', `${base}/members`, { token: staff.token }), 404, 'not_found')
		expect(await myBusinessUserIds(staff)).toEqual([])

		await api.call('PATCH', `${base}/members/${another.uuid}`, { token: owner.token, body: { isAdmin: true } })
		await problemOf(await remove(another, owner.uuid), 409, 'owner_fixed')
		await problemOf(await remove(owner, owner.uuid), 409, 'owner_fixed')
		await problemOf(await remove(owner, staff.uuid), 404, 'not_found')
		await problemOf(await remove(owner, unknownId), 404, 'not_found')
		expect((await remove(owner, another.uuid)).status).toBe(204)
		expect((await membersOf(base, owner)).items.map((m) => m.role)).toEqual(['owner'])
	})
})

describe('a member given the member permission', () => {
	const peopleGrants = { content: { read: true, create: true }, sale: { read: true }, member: { read: true, create: true, update: true, delete: true } }

	async function delegated() {
		const setting = await shop()
		const { owner, staff, base } = setting
		await ok(await api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { grants: peopleGrants } }))
		return setting
	}

	test('adds people, makes and revokes invite links, and sees emails; makes no admins', async () => {
		const { businessUser, staff, base } = await delegated()
		const list = await membersOf(base, staff)
		expect(list.can).toEqual({ see: true, add: true, change: true, remove: true, makeAdmin: false })
		expect(list.items.every((m) => m.email !== null)).toBe(true)
		const newcomer = await api.somebody('Somsak')
		expect(await add(businessUser.id, staff, newcomer)).toMatchObject({ profileUuid: newcomer.uuid, isAdmin: false, grants: memberGrants })
		const invite = await newInvite(base, staff)
		expect((await ok<BusinessUserInviteList>(await api.call('GET', `${base}/invites`, { token: staff.token }))).items.map((i) => i.id)).toEqual([invite.id])
		expect((await api.call('DELETE', `${base}/invites/${invite.id}`, { token: staff.token })).status).toBe(204)
		await problemOf(await api.call('PATCH', `${base}/members/${newcomer.uuid}`, { token: staff.token, body: { isAdmin: true } }), 403, 'forbidden')
	})

	test('changes plain members only within the grants they hold, never themself or an admin', async () => {
		const { owner, businessUser, staff, base } = await delegated()
		const patch = (uuid: string, body: object) => api.call('PATCH', `${base}/members/${uuid}`, { token: staff.token, body })
		const other = await api.somebody('Chai')
		await add(businessUser.id, owner, other)
		const narrower = { content: { read: true }, sale: { read: true }, chat: { read: true }, member: { read: true } }
		expect(await ok<BusinessUserMember>(await patch(other.uuid, { grants: narrower }))).toMatchObject({ grants: narrower })
		// sale.create is not staff's to give, nor (once the owner gives it) to take away.
		await problemOf(await patch(other.uuid, { grants: { ...narrower, sale: { read: true, create: true } } }), 403, 'forbidden')
		await ok(await api.call('PATCH', `${base}/members/${other.uuid}`, { token: owner.token, body: { grants: { ...narrower, sale: { read: true, create: true } } } }))
		await problemOf(await patch(other.uuid, { grants: narrower }), 403, 'forbidden')
		// Unchanged grants they lack may stay as they are while others change.
		const withContent = { content: { read: true, create: true }, sale: { read: true, create: true }, chat: { read: true }, member: { read: true } }
		expect(await ok<BusinessUserMember>(await patch(other.uuid, { grants: withContent }))).toMatchObject({ grants: withContent })

		await problemOf(await patch(staff.uuid, { grants: { ...peopleGrants, sale: { read: true } } }), 403, 'forbidden')
		await ok(await api.call('PATCH', `${base}/members/${other.uuid}`, { token: owner.token, body: { isAdmin: true } }))
		await problemOf(await patch(other.uuid, { grants: narrower }), 403, 'forbidden')
		await problemOf(await patch(owner.uuid, { grants: narrower }), 409, 'owner_fixed')
	})

	test('removes plain members but not an admin or the owner', async () => {
		const { owner, businessUser, staff, base } = await delegated()
		const remove = (uuid: string) => api.call('DELETE', `${base}/members/${uuid}`, { token: staff.token })
		const plain = await api.somebody('Chai')
		const admin = await api.somebody('Dao')
		await add(businessUser.id, owner, plain)
		await add(businessUser.id, owner, admin)
		await ok(await api.call('PATCH', `${base}/members/${admin.uuid}`, { token: owner.token, body: { isAdmin: true } }))
		await problemOf(await remove(admin.uuid), 403, 'forbidden')
		await problemOf(await remove(owner.uuid), 409, 'owner_fixed')
		expect((await remove(plain.uuid)).status).toBe(204)
		expect((await membersOf(base, owner)).items.map((m) => m.profileUuid)).toEqual([owner.uuid, staff.uuid, admin.uuid])
	})

	test('their invite links stop working once they lose the create grant, or are removed; the owner’s stay', async () => {
		const { owner, staff, base } = await delegated()
		const theirs = await newInvite(base, staff)
		const ownersOwn = await newInvite(base, owner)
		const newcomer = await api.somebody('Somsri')
		await ok(await preview(theirs.token, newcomer))

		// The owner takes the create grant away: the link no longer works, nor is it listed.
		const { create: _create, ...withoutCreate } = peopleGrants.member
		await ok(await api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { grants: { ...peopleGrants, member: withoutCreate } } }))
		await expectInvalidInvite(theirs.token, newcomer)
		expect((await ok<BusinessUserInviteList>(await api.call('GET', `${base}/invites`, { token: owner.token }))).items.map((i) => i.id)).toEqual([ownersOwn.id])

		// Given back, a new link works; removed, that one stops too.
		await ok(await api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { grants: peopleGrants } }))
		const again = await newInvite(base, staff)
		await ok(await preview(again.token, newcomer))
		expect((await api.call('DELETE', `${base}/members/${staff.uuid}`, { token: owner.token })).status).toBe(204)
		await expectInvalidInvite(again.token, newcomer)
		expect(await myBusinessUserIds(newcomer)).toEqual([])
		await ok(await accept(ownersOwn.token, newcomer), 201)
	})

	test('each part alone: only the create grant adds, only update changes, only delete removes', async () => {
		const { owner, businessUser, staff, base } = await shop()
		const other = await api.somebody('Chai')
		await add(businessUser.id, owner, other)
		const give = (member: object) =>
			api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { grants: { ...memberGrants, member: { read: true, ...member } } } })
		const tryAll = async () => [
			(await api.call('POST', `${base}/invites`, { token: staff.token, body: {} })).status,
			(await api.call('PATCH', `${base}/members/${other.uuid}`, { token: staff.token, body: { grants: memberGrants } })).status,
		]
		await ok(await give({ create: true }))
		expect(await tryAll()).toEqual([201, 403])
		await ok(await give({ update: true }))
		expect(await tryAll()).toEqual([403, 200])
		await ok(await give({ delete: true }))
		expect(await tryAll()).toEqual([403, 403])
		expect((await api.call('DELETE', `${base}/members/${other.uuid}`, { token: staff.token })).status).toBe(204)
	})
})

describe('who may do what', () => {
	async function everyCall() {
		const { owner, businessUser, staff, base } = await shop()
		const other = await api.somebody('Chai')
		await add(businessUser.id, owner, other)
		const invite = await newInvite(base, owner)
		const calls: Array<[string, string, object?]> = [
			['POST', `${base}/members`, { email: other.email }],
			['PATCH', `${base}/members/${other.uuid}`, { isAdmin: true }],
			['DELETE', `${base}/members/${other.uuid}`],
			['POST', `${base}/invites`, {}],
			['GET', `${base}/invites`],
			['DELETE', `${base}/invites/${invite.id}`],
		]
		return { base, staff, calls }
	}

	test('a member without the member permission gets 403 on everything that manages', async () => {
		const { staff, calls } = await everyCall()
		for (const [method, path, body] of calls) await problemOf(await api.call(method, path, { token: staff.token, body }), 403, 'forbidden')
	})

	test('a stranger gets 404 on everything about the business user, as if it did not exist', async () => {
		const { base, calls } = await everyCall()
		const stranger = await api.somebody('Stranger')
		const reads: Array<[string, string, object?]> = [['GET', `${base}/members`], ...calls]
		for (const [method, path, body] of reads) await problemOf(await api.call(method, path, { token: stranger.token, body }), 404, 'not_found')
		const unknownBase = `/v1/business-users/${unknownId}`
		await problemOf(await api.call('GET', `${unknownBase}/members`, { token: stranger.token }), 404, 'not_found')
	})

	test('nobody signed in gets 401', async () => {
		const { base, calls } = await everyCall()
		const all: Array<[string, string, object?]> = [['GET', `${base}/members`], ...calls, ['GET', '/v1/invites/x'], ['POST', '/v1/invites/x/accept']]
		for (const [method, path, body] of all) await problemOf(await api.call(method, path, { body }), 401, 'unauthenticated')
	})
})

describe('invite links', () => {
	test('an admin makes one; its token is an HS256 invite JWT, listed again with the same token', async () => {
		const { owner, businessUser, staff, base } = await shop()
		await api.call('PATCH', `${base}/members/${staff.uuid}`, { token: owner.token, body: { isAdmin: true } })
		const before = Date.now()
		const invite = await newInvite(base, staff)
		expect(invite.createdBy).toEqual({ profileUuid: staff.uuid, firstName: 'Pim', lastName: 'Suksai' })
		const hours = (Date.parse(invite.expiresAt) - before) / 3_600_000
		expect(hours).toBeGreaterThan(71.99)
		// Expiry is in whole seconds of the API's clock, which may have passed into the next second.
		expect(hours).toBeLessThanOrEqual(72 + 1 / 3600)
		expect(decodeProtectedHeader(invite.token)).toMatchObject({ alg: 'HS256' })
		expect(decodeJwt(invite.token)).toMatchObject({
			jti: invite.id,
			bu: businessUser.id,
			aud: 'robtua:business-user-invite',
			exp: Date.parse(invite.expiresAt) / 1000,
			iat: Math.floor(Date.parse(invite.createdAt) / 1000),
		})

		const short = await newInvite(base, owner, { expiresInHours: 1 })
		const list = await ok<BusinessUserInviteList>(await api.call('GET', `${base}/invites`, { token: owner.token }))
		expect(list).toEqual({ items: [short, invite], nextCursor: null })

		await problemOf(await api.call('POST', `${base}/invites`, { token: owner.token, body: { expiresInHours: 0 } }), 400, 'validation_failed')
		await problemOf(await api.call('POST', `${base}/invites`, { token: owner.token, body: { expiresInHours: 169 } }), 400, 'validation_failed')
	})

	test('a newcomer sees what it offers, joins once (201), and accepting again changes nothing (200)', async () => {
		const { owner, businessUser, base } = await shop()
		const invite = await newInvite(base, owner)
		const newcomer = await api.somebody('Mali')
		expect(await ok<InvitePreview>(await preview(invite.token, newcomer))).toEqual({
			businessUser: { id: businessUser.id, name: 'Siam Square', description: null, imageUrl: null },
			accountName: 'Robtua Demo Shop',
			expiresAt: invite.expiresAt,
			alreadyMember: false,
		} satisfies InvitePreview)

		expect(await ok<InviteAcceptance>(await accept(invite.token, newcomer), 201)).toEqual({ businessUserId: businessUser.id, joined: true })
		expect(await ok<InviteAcceptance>(await accept(invite.token, newcomer))).toEqual({ businessUserId: businessUser.id, joined: false })
		expect((await ok<InvitePreview>(await preview(invite.token, newcomer))).alreadyMember).toBe(true)

		const joined = (await membersOf(base, owner)).items.find((m) => m.profileUuid === newcomer.uuid)
		expect(joined).toMatchObject({ role: 'member', isAdmin: false, grants: memberGrants })
		const [row] = await api.db.select().from(businessUserMembers).where(eq(businessUserMembers.profileId, newcomer.profileId))
		expect(row?.addedByProfileId).toBe(owner.profileId)
		expect(await myBusinessUserIds(newcomer)).toEqual([businessUser.id])
	})

	test('the owner and a member accepting: nothing changes', async () => {
		const { owner, businessUser, staff, base } = await shop()
		const invite = await newInvite(base, owner)
		expect((await ok<InvitePreview>(await preview(invite.token, owner))).alreadyMember).toBe(true)
		expect(await ok<InviteAcceptance>(await accept(invite.token, owner))).toEqual({ businessUserId: businessUser.id, joined: false })
		expect(await ok<InviteAcceptance>(await accept(invite.token, staff))).toEqual({ businessUserId: businessUser.id, joined: false })
		expect((await membersOf(base, owner)).items.map((m) => m.role)).toEqual(['owner', 'member'])
	})

	test('a revoked invite no longer works nor is listed; revoking again is fine, an unknown one 404', async () => {
		const { owner, base } = await shop()
		const invite = await newInvite(base, owner)
		const revoke = (id: string, at = base) => api.call('DELETE', `${at}/invites/${id}`, { token: owner.token })
		expect((await revoke(invite.id)).status).toBe(204)
		await expectInvalidInvite(invite.token, await api.somebody())
		expect((await ok<BusinessUserInviteList>(await api.call('GET', `${base}/invites`, { token: owner.token }))).items).toEqual([])
		expect((await revoke(invite.id)).status).toBe(204)
		await problemOf(await revoke(unknownId), 404, 'not_found')

		// Another business user's invite cannot be revoked through this one.
		const elsewhere = await shop()
		const theirs = await newInvite(elsewhere.base, elsewhere.owner)
		await problemOf(await revoke(theirs.id), 404, 'not_found')
		expect((await accept(theirs.token, await api.somebody())).status).toBe(201)
	})

	test('an expired invite does not work: by its row, and by its token', async () => {
		const { owner, base } = await shop()
		const newcomer = await api.somebody()
		const lapsed = await newInvite(base, owner, { expiresInHours: 1 })
		const past = new Date(Math.floor(Date.now() / 1000 - 60) * 1000)
		await api.db.update(businessUserInvites).set({ expiresAt: past }).where(eq(businessUserInvites.id, lapsed.id))
		await expectInvalidInvite(lapsed.token, newcomer)
		expect((await ok<BusinessUserInviteList>(await api.call('GET', `${base}/invites`, { token: owner.token }))).items).toEqual([])

		// A well-signed token whose exp has passed, for an invite whose row still stands.
		const standing = await newInvite(base, owner)
		const [row] = await api.db.select().from(businessUserInvites).where(eq(businessUserInvites.id, standing.id))
		if (!row) throw new Error('no invite row')
		const expiredToken = await api.inviteTokens.sign({ inviteId: row.id, businessUserId: row.businessUserId, createdAt: row.createdAt, expiresAt: past })
		await expectInvalidInvite(expiredToken, newcomer)
		expect((await accept(standing.token, newcomer)).status).toBe(201)
	})

	test('forged and tampered tokens get the same 410', async () => {
		const { owner, businessUser, base } = await shop()
		const invite = await newInvite(base, owner)
		const newcomer = await api.somebody()
		const [header, payload, signature] = invite.token.split('.') as [string, string, string]
		const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
		await expectInvalidInvite(`${header}.${payload}.${flipped}`, newcomer)

		// The claims of another invite, under this one's signature.
		const other = await newInvite(base, owner)
		await expectInvalidInvite(`${header}.${other.token.split('.')[1]}.${signature}`, newcomer)

		const elsewhere = createInviteTokens({ secret: 'another-secret-that-is-long-enough-0123456789' })
		const [row] = await api.db.select().from(businessUserInvites).where(eq(businessUserInvites.id, invite.id))
		if (!row) throw new Error('no invite row')
		await expectInvalidInvite(await elsewhere.sign({ inviteId: row.id, businessUserId: row.businessUserId, createdAt: row.createdAt, expiresAt: row.expiresAt }), newcomer)

		// The right invite id under a claim of another business user.
		const mismatched = await api.inviteTokens.sign({ inviteId: row.id, businessUserId: unknownId, createdAt: row.createdAt, expiresAt: row.expiresAt })
		await expectInvalidInvite(mismatched, newcomer)

		await expectInvalidInvite('not-a-token', newcomer)
		expect(await myBusinessUserIds(newcomer)).toEqual([])
		expect((await accept(invite.token, newcomer)).status).toBe(201)
		expect(await myBusinessUserIds(newcomer)).toEqual([businessUser.id])
	})

	test('a business-user token is not an invite, and an invite is not a business-user token', async () => {
		const { owner, businessUser, base } = await shop()
		const { token: businessUserToken } = await ok<BusinessUserToken>(await api.call('POST', `${base}/token`, { token: owner.token }))
		await expectInvalidInvite(businessUserToken, await api.somebody())

		const invite = await newInvite(base, owner)
		await problemOf(await api.call('GET', '/v1/me', { token: owner.token, businessUserToken: invite.token }), 401, 'invalid_business_user_token')
		expect(businessUser.id).toBe(decodeJwt(invite.token).bu)
	})

	test('an invite of a business user that is gone gets the same 410', async () => {
		const { owner, businessUser, base } = await shop()
		const invite = await newInvite(base, owner)
		await api.db.delete(businessUsers).where(eq(businessUsers.id, businessUser.id))
		await expectInvalidInvite(invite.token, await api.somebody())
	})
})

describe('archiving a business user', () => {
	test('the owner archives it: gone from every list and page, its links and tokens stop working, nothing deleted', async () => {
		const { owner, account, businessUser, staff, base } = await shop()
		const invite = await newInvite(base, owner)
		const { token: staffActing } = await ok<BusinessUserToken>(await api.call('POST', `${base}/token`, { token: staff.token }))
		const rowsBefore = await api.db.select().from(businessUserMembers).where(eq(businessUserMembers.businessUserId, businessUser.id))

		expect((await api.call('POST', `${base}/archive`, { token: owner.token })).status).toBe(204)

		for (const who of [owner, staff]) {
			expect(await myBusinessUserIds(who)).toEqual([])
			await problemOf(await api.call('GET', `${base}/page`, { token: who.token }), 404, 'not_found')
			await problemOf(await api.call('GET', `${base}/members`, { token: who.token }), 404, 'not_found')
			await problemOf(await api.call('POST', `${base}/token`, { token: who.token }), 404, 'not_found')
		}
		const detail = await ok<{ businessUsers: BusinessUser[] }>(await api.call('GET', `/v1/business-accounts/${account.id}`, { token: owner.token }))
		expect(detail.businessUsers).toEqual([])
		// The staff member worked in the account only through it: the account leaves their list too.
		await problemOf(await api.call('GET', `/v1/business-accounts/${account.id}`, { token: staff.token }), 404, 'not_found')
		await problemOf(await api.call('GET', '/v1/me', { token: staff.token, businessUserToken: staffActing }), 403, 'forbidden')
		await expectInvalidInvite(invite.token, await api.somebody())
		// Archiving again: it is already gone.
		await problemOf(await api.call('POST', `${base}/archive`, { token: owner.token }), 404, 'not_found')

		const [row] = await api.db.select().from(businessUsers).where(eq(businessUsers.id, businessUser.id))
		expect(row?.archivedAt).toBeInstanceOf(Date)
		expect(row?.name).toBe('Siam Square')
		expect(await api.db.select().from(businessUserMembers).where(eq(businessUserMembers.businessUserId, businessUser.id))).toEqual(rowsBefore)
	})

	test('only the owner: an admin or a member gets 403, a stranger 404, nobody signed in 401; none of them changes anything', async () => {
		const { owner, businessUser, staff, base } = await shop()
		const admin = await api.somebody('Kanya')
		await add(businessUser.id, owner, admin)
		await ok(await api.call('PATCH', `${base}/members/${admin.uuid}`, { token: owner.token, body: { isAdmin: true, grants: allGrants } }))
		await problemOf(await api.call('POST', `${base}/archive`, { token: admin.token }), 403, 'forbidden')
		await problemOf(await api.call('POST', `${base}/archive`, { token: staff.token }), 403, 'forbidden')
		await problemOf(await api.call('POST', `${base}/archive`, { token: (await api.somebody('Stranger')).token }), 404, 'not_found')
		await problemOf(await api.call('POST', `${base}/archive`), 401, 'unauthenticated')
		await problemOf(await api.call('POST', `/v1/business-users/${unknownId}/archive`, { token: owner.token }), 404, 'not_found')
		const [row] = await api.db.select().from(businessUsers).where(eq(businessUsers.id, businessUser.id))
		expect(row?.archivedAt).toBeNull()
		expect(await myBusinessUserIds(staff)).toEqual([businessUser.id])
	})
})

test('the OpenAPI document lists the member and invite endpoints and their shapes', async () => {
	const document = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
	expect(Object.keys(document.paths)).toEqual(
		expect.arrayContaining([
			'/v1/business-users/{id}/members',
			'/v1/business-users/{id}/members/{profileUuid}',
			'/v1/business-users/{id}/invites',
			'/v1/business-users/{id}/invites/{inviteId}',
			'/v1/invites/{token}',
			'/v1/invites/{token}/accept',
		]),
	)
	expect(Object.keys(document.components.schemas)).toEqual(
		expect.arrayContaining([
			'BusinessUserMember',
			'BusinessUserMemberList',
			'AddBusinessUserMember',
			'UpdateBusinessUserMember',
			'CreateBusinessUserInvite',
			'BusinessUserInvite',
			'BusinessUserInviteList',
			'InvitePreview',
			'InviteAcceptance',
		]),
	)
})
