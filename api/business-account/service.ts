import { and, asc, eq, inArray, isNotNull, isNull, or, sql, type Placeholder } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessAccounts, businessUserMembers, businessUsers, profiles } from '#api/db/schema.ts'
import { forbidden, notFound, ProblemError } from '#api/http/problems.ts'
import type { BusinessAccount, BusinessAccountDetail, BusinessUser, CreateBusinessUserInput } from '#contracts/business.ts'
import { allGrants, toPermissionList, type Grants, type PermissionScope, type PermissionSlug } from '#contracts/permissions.ts'
import { holds } from '#contracts/people-rights.ts'
import { isUuid } from '#api/db/values.ts'
import type { Tx } from '#api/db/transaction.ts'
import { isTransaction, preparedRead } from '#api/db/prepared.ts'
import { jsonRows, rowFromJson } from '#api/db/json-rows.ts'
import type { ProfileRow } from '#api/profile/index.ts'

/** How one person stands toward one business user. The account's owner administers all of them. */
export type BusinessUserAccess = {
	businessUser: typeof businessUsers.$inferSelect
	ownerProfileId: string
	isOwner: boolean
	isAdmin: boolean
	grants: Grants
}

function accessFrom(
	row: { business_users: typeof businessUsers.$inferSelect; ownerProfileId: string; isAdmin: boolean | null; grants: Grants | null },
	profileId: string,
): BusinessUserAccess {
	const isOwner = row.ownerProfileId === profileId
	const isAdmin = isOwner || row.isAdmin === true
	return { businessUser: row.business_users, ownerProfileId: row.ownerProfileId, isOwner, isAdmin, grants: isAdmin ? allGrants : (row.grants ?? {}) }
}

/**
 * A business user that is not archived. Every query that finds business users for someone goes through
 * this, so an archived one is gone everywhere (its pages 404, its invite links and tokens stop working).
 */
export const liveBusinessUser = isNull(businessUsers.archivedAt)

/** Every business user the person owns (through an account) or is a member of. */
const accessQuery = (db: Database | Tx, profileId: string | Placeholder, onlyId?: string | Placeholder) =>
	db
		.select({
			business_users: businessUsers,
			ownerProfileId: businessAccounts.ownerProfileId,
			isAdmin: businessUserMembers.isAdmin,
			grants: businessUserMembers.grants,
		})
		.from(businessUsers)
		.innerJoin(businessAccounts, eq(businessAccounts.id, businessUsers.businessAccountId))
		.leftJoin(
			businessUserMembers,
			and(eq(businessUserMembers.businessUserId, businessUsers.id), eq(businessUserMembers.profileId, profileId)),
		)
		.where(
			and(
				liveBusinessUser,
				or(eq(businessAccounts.ownerProfileId, profileId), isNotNull(businessUserMembers.profileId)),
				onlyId ? eq(businessUsers.id, onlyId) : undefined,
			),
		)
		.orderBy(asc(businessUsers.createdAt), asc(businessUsers.id))
// Asked on every signed-in state and business user's page: prepared (api/db/prepared.ts).
const everyAccess = preparedRead((db) => accessQuery(db, sql.placeholder('profileId')).prepare('business_user_access'))
const oneAccess = preparedRead((db) => accessQuery(db, sql.placeholder('profileId'), sql.placeholder('businessUserId')).prepare('business_user_access_one'))

/**
 * Every business user the person has access to, as one JSON array: a subquery of the signed-in state's
 * one statement (api/account/service.ts); `accessFromJson` reads it.
 */
export const accessListQuery = (db: Database, profileId: Placeholder) => db.select({ list: jsonRows('access', ['created_at', 'id']) }).from(accessQuery(db, profileId).as('access'))

/** `accessListQuery`'s array, as `listBusinessUserAccess` answers. */
export const accessFromJson = (list: unknown, profileId: string): BusinessUserAccess[] =>
	(list as Array<Record<string, unknown>>).map((json) =>
		accessFrom({ business_users: rowFromJson(businessUsers, json), ownerProfileId: json.owner_profile_id as string, isAdmin: json.is_admin as boolean | null, grants: json.grants as Grants | null }, profileId),
	)

export async function listBusinessUserAccess(db: Database | Tx, profileId: string, onlyId?: string): Promise<BusinessUserAccess[]> {
	const rows = isTransaction(db)
		? await accessQuery(db, profileId, onlyId)
		: onlyId
			? await oneAccess(db).execute({ profileId, businessUserId: onlyId })
			: await everyAccess(db).execute({ profileId })
	return rows.map((row) => accessFrom(row, profileId))
}

export async function findBusinessUserAccess(db: Database | Tx, profileId: string, businessUserId: string) {
	const [access] = await listBusinessUserAccess(db, profileId, businessUserId)
	return access ?? null
}

/**
 * The caller's standing toward one part of a business user that a grant opens (`pages`: "Sales",
 * "Rewards", "Packages and subscribers"): its owner, admins and members holding `slug` at `scope`. Anyone
 * else is told the business user does not exist (404, a malformed id too); a member without it, that the
 * grant is needed (403).
 */
export async function requireBusinessUserGrant(db: Database | Tx, profileId: string, businessUserId: string, slug: PermissionSlug, scope: PermissionScope, pages: string) {
	if (!isUuid(businessUserId)) throw noSuchBusinessUser()
	const access = await findBusinessUserAccess(db, profileId, businessUserId)
	if (!access) throw noSuchBusinessUser()
	if (!holds({ isAdmin: access.isAdmin, grants: access.grants }, slug, scope)) throw forbidden(`${pages} need the ${slug} grant (${scope}), which the owner or an admin gives on the user-control page`)
	return access
}

export function toBusinessUser(access: BusinessUserAccess): BusinessUser {
	const { businessUser } = access
	return {
		id: businessUser.id,
		businessAccountId: businessUser.businessAccountId,
		name: businessUser.name,
		description: businessUser.description,
		imageUrl: businessUser.imageUrl,
		isAdmin: access.isAdmin,
		permissions: toPermissionList(access.grants),
		createdAt: businessUser.createdAt.toISOString(),
	}
}

/** Accounts the person owns, or works in through one of its business users. */
const accountsQuery = (db: Database, profileId: string | Placeholder, onlyId?: string) => {
	const memberAccountIds = db
		.select({ id: businessUsers.businessAccountId })
		.from(businessUsers)
		.innerJoin(businessUserMembers, eq(businessUserMembers.businessUserId, businessUsers.id))
		.where(and(eq(businessUserMembers.profileId, profileId), liveBusinessUser))
	return db
		.select({ account: businessAccounts, ownerUuid: profiles.uuid })
		.from(businessAccounts)
		.innerJoin(profiles, eq(profiles.id, businessAccounts.ownerProfileId))
		.where(
			and(
				or(eq(businessAccounts.ownerProfileId, profileId), inArray(businessAccounts.id, memberAccountIds)),
				onlyId ? eq(businessAccounts.id, onlyId) : undefined,
			),
		)
		.orderBy(asc(businessAccounts.createdAt), asc(businessAccounts.id))
}
// Every signed-in state lists them: prepared (api/db/prepared.ts).
const everyAccount = preparedRead((db) => accountsQuery(db, sql.placeholder('profileId')).prepare('business_accounts_of'))

export async function listBusinessAccounts(db: Database, profileId: string, onlyId?: string): Promise<BusinessAccount[]> {
	const rows = onlyId ? await accountsQuery(db, profileId, onlyId) : await everyAccount(db).execute({ profileId })
	return rows.map((row) => toBusinessAccount(row, profileId))
}

const toBusinessAccount = ({ account, ownerUuid }: { account: typeof businessAccounts.$inferSelect; ownerUuid: string }, profileId: string): BusinessAccount => ({
	id: account.id,
	name: account.name,
	ownerProfileUuid: ownerUuid,
	role: account.ownerProfileId === profileId ? 'owner' : 'member',
	createdAt: account.createdAt.toISOString(),
})

/**
 * The person's accounts (`listBusinessAccounts`), as one JSON array: a subquery of the signed-in state's one
 * statement (api/account/service.ts); `accountsFromJson` reads it.
 */
export const accountsListQuery = (db: Database, profileId: Placeholder) => db.select({ list: jsonRows('accounts', ['created_at', 'id']) }).from(accountsQuery(db, profileId).as('accounts'))

/** `accountsListQuery`'s array, as `listBusinessAccounts` answers. */
export const accountsFromJson = (list: unknown, profileId: string): BusinessAccount[] =>
	(list as Array<Record<string, unknown>>).map((json) => toBusinessAccount({ account: rowFromJson(businessAccounts, json), ownerUuid: json.uuid as string }, profileId))

/** An account with the business users the person may see in it; null when they have no part in it. */
export async function getBusinessAccountDetail(db: Database, profileId: string, accountId: string): Promise<BusinessAccountDetail | null> {
	const [account] = await listBusinessAccounts(db, profileId, accountId)
	if (!account) return null
	const access = await listBusinessUserAccess(db, profileId)
	return { ...account, businessUsers: access.filter((a) => a.businessUser.businessAccountId === accountId).map(toBusinessUser) }
}

export async function createBusinessAccount(db: Database, owner: ProfileRow, name: string): Promise<BusinessAccount> {
	if (!owner.isProfessional) throw new ProblemError(403, 'not_professional', 'Only professional accounts can create business accounts')
	const [account] = await db.insert(businessAccounts).values({ name, ownerProfileId: owner.id }).returning()
	if (!account) throw new Error('insert returned nothing')
	return { id: account.id, name: account.name, ownerProfileUuid: owner.uuid, role: 'owner', createdAt: account.createdAt.toISOString() }
}

/** The owner, or an admin of one of the account's business users, may add business users to it. */
export async function createBusinessUser(db: Database, profileId: string, accountId: string, input: CreateBusinessUserInput) {
	const [account] = await listBusinessAccounts(db, profileId, accountId)
	if (!account) throw new ProblemError(404, 'not_found', 'No such business account')
	if (account.role !== 'owner') {
		const access = await listBusinessUserAccess(db, profileId)
		const adminHere = access.some((a) => a.businessUser.businessAccountId === accountId && a.isAdmin)
		if (!adminHere) throw new ProblemError(403, 'forbidden', 'Only the owner or an admin can add business users')
	}
	const [businessUser] = await db
		.insert(businessUsers)
		.values({ businessAccountId: accountId, name: input.name, description: input.description ?? null, createdByProfileId: profileId })
		.returning()
	if (!businessUser) throw new Error('insert returned nothing')
	// An admin (not the owner) who adds a business user administers it too.
	if (account.role !== 'owner') {
		await db.insert(businessUserMembers).values({ businessUserId: businessUser.id, profileId, isAdmin: true, grants: allGrants, addedByProfileId: profileId })
	}
	const access = await findBusinessUserAccess(db, profileId, businessUser.id)
	if (!access) throw new Error('creator lost access to the new business user')
	return toBusinessUser(access)
}

/**
 * The account's owner archives a business user: it leaves every list, its pages and links answer 404,
 * and nothing is deleted (its rows stay for the records). An admin or member gets 403, anyone else 404.
 */
export async function archiveBusinessUser(db: Database, profileId: string, businessUserId: string) {
	const access = await findBusinessUserAccess(db, profileId, businessUserId)
	if (!access) throw notFound('No such business user')
	if (!access.isOwner) throw forbidden("Only the business account's owner can archive a business user")
	await db
		.update(businessUsers)
		.set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
		.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
}

export const noSuchBusinessUser = () => notFound('No such business user')

// ---------------------------------------------------------------------------
// Who may do what

/**
 * Lets the caller on when `allowed` says so of their access; otherwise 403, since the profile is public
 * to anyone signed in (a stranger knows it exists), or 404 for an unknown business user.
 */
async function requireAccess(db: Database | Tx, profileId: string, businessUserId: string, allowed: (access: BusinessUserAccess) => boolean, why: string) {
	const access = await findBusinessUserAccess(db, profileId, businessUserId)
	if (access && allowed(access)) return access
	await requireBusinessUser(db, businessUserId)
	throw forbidden(why)
}

/** The owner or an admin: they write the profile. */
export const requireBusinessUserAdmin = (db: Database | Tx, profileId: string, businessUserId: string) =>
	requireAccess(db, profileId, businessUserId, (access) => access.isAdmin, 'Only the owner or an admin can change the business profile')

/** Anyone granted content.create (members by default; admins and the owner always) posts as the business user. */
export const requireContentCreator = (db: Database | Tx, profileId: string, businessUserId: string) =>
	requireAccess(db, profileId, businessUserId, (access) => access.grants.content?.create === true, 'You may not post as this business user')

/** 404 for an unknown (or archived) business user. */
export async function requireBusinessUser(db: Database | Tx, businessUserId: string) {
	const [row] = await db
		.select({ id: businessUsers.id })
		.from(businessUsers)
		.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
		.limit(1)
	if (!row) throw noSuchBusinessUser()
}
