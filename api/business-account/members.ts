import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import { InvalidInviteTokenError, type InviteTokens } from '#api/auth/invite-token.ts'
import type { Database } from '#api/db/client.ts'
import { businessAccounts, businessUserInvites, businessUserMembers, businessUsers, profiles } from '#api/db/schema.ts'
import { forbidden, notFound, ProblemError } from '#api/http/problems.ts'
import type {
	BusinessUserInvite,
	BusinessUserMember,
	BusinessUserMemberList,
	InviteAcceptance,
	InvitePreview,
	UpdateBusinessUserMember,
} from '#contracts/business-members.ts'
import { mayChange, mayRegrant, mayRemove, managesPeople, peopleRightsOf, type PeopleRights, type Target } from '#contracts/people-rights.ts'
import { allGrants, memberGrants, type Grants } from '#contracts/permissions.ts'
import { findBusinessUserAccess } from './service.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { findProfileByEmail, type ProfileRow } from '#api/profile/index.ts'

// Who works as a business user, and how more people join: the owner, an admin, or a member given the
// "member" permission adds them by email or makes an invite link (rules: contracts/people-rights.ts).
// Anyone with no part in the business user gets 404, so its id reveals nothing.

const ownerFixed = () => new ProblemError(409, 'owner_fixed', 'The owner cannot be changed or removed')
const alreadyMember = () => new ProblemError(409, 'already_member', 'This person already works as this business user')
const memberNotFound = () => notFound('No such member')
// One answer for every bad link (forged, expired, revoked, for a business user that is gone): it tells nothing.
const inviteInvalid = () => new ProblemError(410, 'invite_invalid', 'This invite link is invalid, expired or revoked')

/** The caller's standing toward the business user; 404 when they have none. */
async function accessOf(db: Database, profileId: string, businessUserId: string) {
	const access = await findBusinessUserAccess(db, profileId, businessUserId)
	if (!access) throw notFound('No such business user')
	return access
}

const refusals: Record<keyof PeopleRights, string> = {
	see: 'Seeing who works here needs the member read permission',
	add: 'Adding people and invite links need the member create permission',
	change: 'Changing members needs the member update permission',
	remove: 'Removing members needs the member delete permission',
	makeAdmin: 'Only the owner or an admin can make admins',
}

/** The caller's standing when it holds the right: a member without it gets 403 (a stranger 404). */
async function accessWith(db: Database, profileId: string, businessUserId: string, right: keyof PeopleRights) {
	const access = await accessOf(db, profileId, businessUserId)
	if (!peopleRightsOf(access)[right]) throw forbidden(refusals[right])
	return access
}

const personColumns = {
	id: profiles.id,
	profileUuid: profiles.uuid,
	firstName: profiles.firstName,
	lastName: profiles.lastName,
	imageUrl: profiles.imageUrl,
	email: profiles.email,
}

type Person = { profileUuid: string; firstName: string; lastName: string; imageUrl: string | null; email: string | null }
type Standing = { role: BusinessUserMember['role']; isAdmin: boolean; grants: Grants; addedAt: Date }

function toMember(person: Person, standing: Standing, showEmail: boolean): BusinessUserMember {
	return {
		profileUuid: person.profileUuid,
		firstName: person.firstName,
		lastName: person.lastName,
		imageUrl: person.imageUrl,
		email: showEmail ? person.email : null,
		role: standing.role,
		isAdmin: standing.isAdmin,
		grants: standing.grants,
		addedAt: standing.addedAt.toISOString(),
	}
}

async function personByUuid(db: Database | Tx, profileUuid: string) {
	const [person] = await db.select(personColumns).from(profiles).where(eq(profiles.uuid, profileUuid)).limit(1)
	return person ?? null
}

/** The owner (first) and every member; emails only for those who manage people. */
export async function listMembers(db: Database, profileId: string, businessUserId: string): Promise<BusinessUserMemberList> {
	const access = await accessOf(db, profileId, businessUserId)
	const { businessUser, ownerProfileId } = access
	const can = peopleRightsOf(access)
	const showEmails = managesPeople(can)
	const [owner] = await db
		.select({ ...personColumns, accountName: businessAccounts.name })
		.from(businessAccounts)
		.innerJoin(profiles, eq(profiles.id, businessAccounts.ownerProfileId))
		.where(eq(businessAccounts.id, businessUser.businessAccountId))
	if (!owner) throw new Error('business account vanished')
	const members = await db
		.select({ ...personColumns, isAdmin: businessUserMembers.isAdmin, grants: businessUserMembers.grants, addedAt: businessUserMembers.createdAt })
		.from(businessUserMembers)
		.innerJoin(profiles, eq(profiles.id, businessUserMembers.profileId))
		// The owner needs no row; one left over from before they owned the account is not a second entry.
		.where(and(eq(businessUserMembers.businessUserId, businessUserId), ne(businessUserMembers.profileId, ownerProfileId)))
		.orderBy(asc(businessUserMembers.createdAt), asc(profiles.uuid))
	return {
		businessUser: { id: businessUser.id, name: businessUser.name, businessAccountId: businessUser.businessAccountId, accountName: owner.accountName },
		can,
		items: [
			toMember(owner, { role: 'owner', isAdmin: true, grants: allGrants, addedAt: businessUser.createdAt }, showEmails),
			...members.map((member) => toMember(member, { role: 'member', ...member }, showEmails)),
		],
	}
}

/** Adds an existing person, found by their email (any case), with the default member grants. */
export async function addMember(db: Database, profileId: string, businessUserId: string, email: string): Promise<BusinessUserMember> {
	const { ownerProfileId } = await accessWith(db, profileId, businessUserId, 'add')
	const found = await findProfileByEmail(db, email)
	const person = found && { ...found, profileUuid: found.uuid }
	if (!person) throw new ProblemError(404, 'person_not_found', 'No Robtua account has this email')
	if (person.id === ownerProfileId) throw alreadyMember()
	const [row] = await db
		.insert(businessUserMembers)
		.values({ businessUserId, profileId: person.id, isAdmin: false, grants: memberGrants, addedByProfileId: profileId })
		.onConflictDoNothing()
		.returning()
	if (!row) throw alreadyMember()
	return toMember(person, { role: 'member', isAdmin: row.isAdmin, grants: row.grants, addedAt: row.createdAt }, true)
}

/** The member row of a person (locked for the transaction), or 404; the owner has none and is fixed (409). */
async function memberOf(tx: Tx, businessUserId: string, ownerProfileId: string, profileUuid: string) {
	const person = await personByUuid(tx, profileUuid)
	if (person && person.id === ownerProfileId) throw ownerFixed()
	const [row] = person
		? await tx
				.select()
				.from(businessUserMembers)
				.where(and(eq(businessUserMembers.businessUserId, businessUserId), eq(businessUserMembers.profileId, person.id)))
				.for('update')
		: []
	if (!person || !row) throw memberNotFound()
	return { person, row }
}

const targetOf = (row: { isAdmin: boolean; profileId: string }, callerId: string): Target => ({ role: 'member', isAdmin: row.isAdmin, self: row.profileId === callerId })

/**
 * Makes a member an admin or not, or replaces their grants. Nobody changes the owner; only admins
 * make admins; a member with the update grant changes plain members other than themself, and only
 * the grants they hold.
 */
export async function updateMember(db: Database, profileId: string, businessUserId: string, profileUuid: string, change: UpdateBusinessUserMember) {
	const access = await accessWith(db, profileId, businessUserId, 'change')
	// The grants are checked against the row as it stands when written: locked, so no change slips between.
	return inTransaction(db, async (tx) => {
		const { person, row: before } = await memberOf(tx, businessUserId, access.ownerProfileId, profileUuid)
		if (!mayChange(access, targetOf(before, profileId))) throw forbidden('Only the owner or an admin can change an admin or their own grants')
		if (change.isAdmin !== undefined && change.isAdmin !== before.isAdmin && !access.isAdmin) throw forbidden(refusals.makeAdmin)
		if (change.grants && !mayRegrant(access, before.grants, change.grants)) throw forbidden('A grant you do not hold yourself cannot be given or taken away')
		const [row] = await tx
			.update(businessUserMembers)
			.set({ isAdmin: change.isAdmin, grants: change.grants })
			.where(and(eq(businessUserMembers.businessUserId, businessUserId), eq(businessUserMembers.profileId, person.id)))
			.returning()
		if (!row) throw memberNotFound()
		return toMember(person, { role: 'member', isAdmin: row.isAdmin, grants: row.grants, addedAt: row.createdAt }, true)
	})
}

/** Removes a member (the owner never); a member may always leave, others need the delete grant. */
export async function removeMember(db: Database, profileId: string, businessUserId: string, profileUuid: string) {
	const access = await accessOf(db, profileId, businessUserId)
	await inTransaction(db, async (tx) => {
		const { person, row } = await memberOf(tx, businessUserId, access.ownerProfileId, profileUuid)
		if (!mayRemove(access, targetOf(row, profileId))) {
			throw forbidden(peopleRightsOf(access).remove ? 'Only the owner or an admin can remove an admin' : refusals.remove)
		}
		await tx.delete(businessUserMembers).where(and(eq(businessUserMembers.businessUserId, businessUserId), eq(businessUserMembers.profileId, person.id)))
	})
}

type InviteRow = typeof businessUserInvites.$inferSelect
type Creator = { profileUuid: string; firstName: string; lastName: string } | null

async function toInvite(tokens: InviteTokens, invite: InviteRow, createdBy: Creator): Promise<BusinessUserInvite> {
	return {
		id: invite.id,
		token: await tokens.sign({ inviteId: invite.id, businessUserId: invite.businessUserId, createdAt: invite.createdAt, expiresAt: invite.expiresAt }),
		expiresAt: invite.expiresAt.toISOString(),
		createdAt: invite.createdAt.toISOString(),
		createdBy,
	}
}

export async function createInvite(db: Database, tokens: InviteTokens, caller: ProfileRow, businessUserId: string, expiresInHours: number) {
	await accessWith(db, caller.id, businessUserId, 'add')
	// Whole seconds, like the token's exp, so the row and the link expire at the same moment.
	const expiresAt = new Date(Math.floor(Date.now() / 1000 + expiresInHours * 3600) * 1000)
	const [invite] = await db.insert(businessUserInvites).values({ businessUserId, createdByProfileId: caller.id, expiresAt }).returning()
	if (!invite) throw new Error('insert returned nothing')
	return toInvite(tokens, invite, { profileUuid: caller.uuid, firstName: caller.firstName, lastName: caller.lastName })
}

/** The invites that still let people join (not revoked, not expired), newest first, with their links. */
export async function listInvites(db: Database, tokens: InviteTokens, profileId: string, businessUserId: string) {
	await accessWith(db, profileId, businessUserId, 'add')
	const rows = await db
		.select({ invite: businessUserInvites, createdBy: { profileUuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName } })
		.from(businessUserInvites)
		.leftJoin(profiles, eq(profiles.id, businessUserInvites.createdByProfileId))
		.where(and(eq(businessUserInvites.businessUserId, businessUserId), isNull(businessUserInvites.revokedAt), gt(businessUserInvites.expiresAt, new Date())))
		.orderBy(desc(businessUserInvites.createdAt), desc(businessUserInvites.id))
	// Links whose maker may no longer add people no longer work, so they are not shown either.
	const standing = []
	for (const row of rows) if (await makerMayStillAdd(db, row.invite)) standing.push(row)
	const items = await Promise.all(standing.map(({ invite, createdBy }) => toInvite(tokens, invite, createdBy)))
	return { items, nextCursor: null }
}

/** Revoking twice keeps the first time; an invite of another business user is 404. */
export async function revokeInvite(db: Database, profileId: string, businessUserId: string, inviteId: string) {
	await accessWith(db, profileId, businessUserId, 'add')
	const revoked = await db
		.update(businessUserInvites)
		.set({ revokedAt: sql`coalesce(${businessUserInvites.revokedAt}, now())` })
		.where(and(eq(businessUserInvites.id, inviteId), eq(businessUserInvites.businessUserId, businessUserId)))
		.returning()
	if (revoked.length === 0) throw notFound('No such invite')
}

async function verifiedInvite(tokens: InviteTokens, token: string) {
	try {
		return await tokens.verify(token)
	} catch (error) {
		if (error instanceof InvalidInviteTokenError) throw inviteInvalid()
		throw error
	}
}

/** The invite a verified link names, while it stands (not revoked, not expired). */
async function standingInvite(db: Database | Tx, claims: { inviteId: string; businessUserId: string }, { lock = false } = {}) {
	const query = db
		.select()
		.from(businessUserInvites)
		.where(
			and(
				eq(businessUserInvites.id, claims.inviteId),
				eq(businessUserInvites.businessUserId, claims.businessUserId),
				isNull(businessUserInvites.revokedAt),
				gt(businessUserInvites.expiresAt, new Date()),
			),
		)
	const [invite] = lock ? await query.for('share') : await query
	if (!invite || !(await makerMayStillAdd(db, invite))) throw inviteInvalid()
	return invite
}

/**
 * A link speaks for its maker: it stands only while they may still add people to the business user
 * (removed, or without People · Create now, and their links stop working: ADR 0009).
 */
async function makerMayStillAdd(db: Database | Tx, invite: Pick<InviteRow, 'createdByProfileId' | 'businessUserId'>) {
	if (!invite.createdByProfileId) return false
	const maker = await findBusinessUserAccess(db, invite.createdByProfileId, invite.businessUserId)
	return maker !== null && peopleRightsOf(maker).add
}

/** What the link offers: the business user, and whether the caller already works as it. */
export async function previewInvite(db: Database, tokens: InviteTokens, profileId: string, token: string): Promise<InvitePreview> {
	const invite = await standingInvite(db, await verifiedInvite(tokens, token))
	const [row] = await db
		.select({ businessUser: businessUsers, accountName: businessAccounts.name })
		.from(businessUsers)
		.innerJoin(businessAccounts, eq(businessAccounts.id, businessUsers.businessAccountId))
		.where(eq(businessUsers.id, invite.businessUserId))
	if (!row) throw inviteInvalid()
	const { businessUser, accountName } = row
	return {
		businessUser: { id: businessUser.id, name: businessUser.name, description: businessUser.description, imageUrl: businessUser.imageUrl },
		accountName,
		expiresAt: invite.expiresAt.toISOString(),
		alreadyMember: (await findBusinessUserAccess(db, profileId, businessUser.id)) !== null,
	}
}

/** Joins the caller as a member, added by whoever made the invite. Accepting again changes nothing. */
export async function acceptInvite(db: Database, tokens: InviteTokens, profileId: string, token: string): Promise<InviteAcceptance> {
	const claims = await verifiedInvite(tokens, token)
	return inTransaction(db, async (tx) => {
		// Holding the invite's row: a revoke at the same moment waits, and then no later accept gets in.
		const invite = await standingInvite(tx, claims, { lock: true })
		const businessUserId = invite.businessUserId
		const [owner] = await tx
			.select({ profileId: businessAccounts.ownerProfileId })
			.from(businessUsers)
			.innerJoin(businessAccounts, eq(businessAccounts.id, businessUsers.businessAccountId))
			.where(eq(businessUsers.id, businessUserId))
		if (owner?.profileId === profileId) return { businessUserId, joined: false }
		const joined = await tx
			.insert(businessUserMembers)
			.values({ businessUserId, profileId, isAdmin: false, grants: memberGrants, addedByProfileId: invite.createdByProfileId })
			.onConflictDoNothing()
			.returning({ profileId: businessUserMembers.profileId })
		return { businessUserId, joined: joined.length > 0 }
	})
}
