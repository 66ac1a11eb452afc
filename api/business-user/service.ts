import { and, count, eq, ne } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessAccounts, businessUserMembers, businessUsers } from '#api/db/schema.ts'
import { followState } from '#api/social/index.ts'
import { listContent } from '#api/content/index.ts'
import {
	businessUserPageListSize,
	type BusinessUserAbout,
	type BusinessUserAboutPart,
	type BusinessUserPage,
} from '#contracts/business-profile.ts'
import { findBusinessUserAccess, liveBusinessUser, noSuchBusinessUser, type BusinessUserAccess } from '#api/business-account/index.ts'
import type { Tx } from '#api/db/transaction.ts'
import { blankToNull } from '#api/db/values.ts'
import { listLinks } from '#api/owners/links.ts'
import { findBusinessInfo } from '#api/owners/business-info.ts'
import type { ProfileRow } from '#api/profile/index.ts'

// A business user's profile (docs/data-model.md §2.2): anyone signed in sees it; the account's owner and
// the business user's admins change it, and every change bumps business_users.updated_at. Its stories
// and events are content it owns (api/content).

type BusinessUserRow = typeof businessUsers.$inferSelect

const roleOf = (access: BusinessUserAccess | null) => (!access ? null : access.isOwner ? 'owner' : access.isAdmin ? 'admin' : 'member')

// ---------------------------------------------------------------------------
// The page

/** Everything /business-user/{id} shows, in a fixed number of queries; 404 for an unknown business user. */
export async function buildBusinessUserPage(db: Database, caller: ProfileRow, businessUserId: string): Promise<BusinessUserPage> {
	const [[row], access] = await Promise.all([
		db
			.select({ businessUser: businessUsers, account: { id: businessAccounts.id, name: businessAccounts.name, ownerProfileId: businessAccounts.ownerProfileId } })
			.from(businessUsers)
			.innerJoin(businessAccounts, eq(businessAccounts.id, businessUsers.businessAccountId))
			.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
			.limit(1),
		findBusinessUserAccess(db, caller.id, businessUserId),
	])
	if (!row) throw noSuchBusinessUser()
	const owner = { type: 'business-user', businessUserId } as const
	const [businessInfo, links, memberCount, stories, events, follow] = await Promise.all([
		findBusinessInfo(db, owner),
		listLinks(db, owner),
		countPeople(db, businessUserId, row.account.ownerProfileId),
		listContent(db, caller, 'story', owner, { limit: businessUserPageListSize }),
		listContent(db, caller, 'event', owner, { limit: businessUserPageListSize }),
		followState(db, caller.id, owner),
	])
	const { businessUser } = row
	return {
		id: businessUser.id,
		name: businessUser.name,
		...toAbout(businessUser),
		overview: businessUser.overview,
		imageUrl: businessUser.imageUrl,
		coverUrl: businessUser.coverUrl,
		businessAccount: { id: row.account.id, name: row.account.name },
		businessInfo,
		links,
		memberCount,
		canEdit: access?.isAdmin ?? false,
		follow,
		canPostStory: access?.grants.content?.create === true,
		myRole: roleOf(access),
		stories,
		events,
	}
}

/** Everyone who works as the business user, as its member list shows them: the owner, and each member besides. */
async function countPeople(db: Database, businessUserId: string, ownerProfileId: string) {
	const [row] = await db
		.select({ n: count() })
		.from(businessUserMembers)
		.where(and(eq(businessUserMembers.businessUserId, businessUserId), ne(businessUserMembers.profileId, ownerProfileId)))
	return 1 + (row?.n ?? 0)
}

// ---------------------------------------------------------------------------
// Overview, about, images: columns of business_users

/** Changes the business user's own columns and bumps updated_at (which also takes its row lock in a transaction). */
async function updateBusinessUser(db: Database | Tx, businessUserId: string, changes: Partial<BusinessUserRow>) {
	const [row] = await db
		.update(businessUsers)
		.set({ ...changes, updatedAt: new Date() })
		.where(eq(businessUsers.id, businessUserId))
		.returning()
	if (!row) throw noSuchBusinessUser()
	return row
}

export async function putBusinessUserOverview(db: Database, businessUserId: string, overview: string | null) {
	const row = await updateBusinessUser(db, businessUserId, { overview: blankToNull(overview) })
	return { overview: row.overview }
}

const aboutColumns = {
	description: 'description',
	goal: 'goal',
	'our-business': 'ourBusiness',
	'our-story': 'ourStory',
} as const satisfies Record<BusinessUserAboutPart, keyof BusinessUserAbout>

const toAbout = (row: BusinessUserRow): BusinessUserAbout => ({ description: row.description, goal: row.goal, ourBusiness: row.ourBusiness, ourStory: row.ourStory })

export async function putBusinessUserAboutPart(db: Database, businessUserId: string, part: BusinessUserAboutPart, text: string | null) {
	return toAbout(await updateBusinessUser(db, businessUserId, { [aboutColumns[part]]: blankToNull(text) }))
}

