import { and, asc, count, eq, gte, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessAccounts, businessUserInfo, businessUserLinks, businessUserMembers, businessUsers, contentItems, profiles } from '#api/db/schema.ts'
import { forbidden, notFound } from '#api/http/problems.ts'
import {
	businessStoriesPageSize,
	businessUserPageListSize,
	type BusinessEvent,
	type BusinessStory,
	type BusinessStoryList,
	type BusinessUserAbout,
	type BusinessUserAboutPart,
	type BusinessUserInfo,
	type BusinessUserLink,
	type BusinessUserPage,
	type CreateBusinessStory,
	type GeoPoint,
	type PutBusinessUserInfo,
	type PutBusinessUserLinks,
} from '#contracts/business-profile.ts'
import type { Images, PutImages } from '#contracts/media.ts'
import { findBusinessUserAccess, liveBusinessUser, type BusinessUserAccess } from './business.ts'
import { afterCursor, cursorTime, encodeCursor } from './keyset-cursor.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { blankToNull } from '#api/db/values.ts'
import { contactValues } from './profile-sections.ts'
import type { ProfileRow } from './profiles.ts'

// A business user's profile (docs/data-model.md §2.2): anyone signed in sees it; the account's owner and
// the business user's admins change it, and every change bumps business_users.updated_at. Its stories
// and events are content items it owns, each with the member who posted it (posted_by_profile_id).

type BusinessUserRow = typeof businessUsers.$inferSelect

const noSuchBusinessUser = () => notFound('No such business user')

// ---------------------------------------------------------------------------
// Who may do what

/**
 * Lets the caller on when `allowed` says so of their access; otherwise 403, since the profile is public
 * to anyone signed in (a stranger knows it exists), or 404 for an unknown business user.
 */
async function requireAccess(db: Database, profileId: string, businessUserId: string, allowed: (access: BusinessUserAccess) => boolean, why: string) {
	const access = await findBusinessUserAccess(db, profileId, businessUserId)
	if (access && allowed(access)) return access
	await requireBusinessUser(db, businessUserId)
	throw forbidden(why)
}

/** The owner or an admin: they write the profile. */
export const requireBusinessUserAdmin = (db: Database, profileId: string, businessUserId: string) =>
	requireAccess(db, profileId, businessUserId, (access) => access.isAdmin, 'Only the owner or an admin can change the business profile')

/** Anyone granted content.create (members by default; admins and the owner always) posts as the business user. */
export const requireContentCreator = (db: Database, profileId: string, businessUserId: string) =>
	requireAccess(db, profileId, businessUserId, (access) => access.grants.content?.create === true, 'You may not post as this business user')

/** 404 for an unknown (or archived) business user. */
export async function requireBusinessUser(db: Database, businessUserId: string) {
	const [row] = await db
		.select({ id: businessUsers.id })
		.from(businessUsers)
		.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
		.limit(1)
	if (!row) throw noSuchBusinessUser()
}

const roleOf = (access: BusinessUserAccess | null) => (!access ? null : access.isOwner ? 'owner' : access.isAdmin ? 'admin' : 'member')

// ---------------------------------------------------------------------------
// The page

/** Everything /business-user/{id} shows, in a fixed number of queries; 404 for an unknown business user. */
export async function buildBusinessUserPage(db: Database, profileId: string, businessUserId: string): Promise<BusinessUserPage> {
	const [[row], access] = await Promise.all([
		db
			.select({ businessUser: businessUsers, account: { id: businessAccounts.id, name: businessAccounts.name, ownerProfileId: businessAccounts.ownerProfileId } })
			.from(businessUsers)
			.innerJoin(businessAccounts, eq(businessAccounts.id, businessUsers.businessAccountId))
			.where(and(eq(businessUsers.id, businessUserId), liveBusinessUser))
			.limit(1),
		findBusinessUserAccess(db, profileId, businessUserId),
	])
	if (!row) throw noSuchBusinessUser()
	const [businessInfo, links, memberCount, stories, events] = await Promise.all([
		findBusinessUserInfo(db, businessUserId),
		listBusinessUserLinks(db, businessUserId),
		countPeople(db, businessUserId, row.account.ownerProfileId),
		listBusinessStories(db, businessUserId, { limit: businessUserPageListSize }),
		listBusinessEvents(db, businessUserId, { limit: businessUserPageListSize }),
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
		canPostStory: access?.grants.content?.create === true,
		myRole: roleOf(access),
		stories,
		events: { items: events },
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

export async function putBusinessUserImages(db: Database, businessUserId: string, input: PutImages): Promise<Images> {
	const row = await updateBusinessUser(db, businessUserId, { imageUrl: blankToNull(input.imageUrl), coverUrl: blankToNull(input.coverUrl) })
	return { imageUrl: row.imageUrl, coverUrl: row.coverUrl }
}

// ---------------------------------------------------------------------------
// Business info and links: rows of their own

const toBusinessUserInfo = (row: typeof businessUserInfo.$inferSelect): BusinessUserInfo => ({
	company: row.company,
	phone: row.phone,
	email: row.email,
	website: row.website,
	address: row.address,
	postcode: row.postcode,
	openingHours: row.openingHours,
})

async function findBusinessUserInfo(db: Database, businessUserId: string) {
	const [row] = await db.select().from(businessUserInfo).where(eq(businessUserInfo.businessUserId, businessUserId)).limit(1)
	return row ? toBusinessUserInfo(row) : null
}

export async function putBusinessUserInfo(db: Database, businessUserId: string, input: PutBusinessUserInfo) {
	const values = { ...contactValues(input), openingHours: blankToNull(input.openingHours) ?? null, updatedAt: new Date() }
	return inTransaction(db, async (tx) => {
		await updateBusinessUser(tx, businessUserId, {})
		const [row] = await tx
			.insert(businessUserInfo)
			.values({ businessUserId, ...values })
			.onConflictDoUpdate({ target: businessUserInfo.businessUserId, set: values })
			.returning()
		if (!row) throw new Error('upsert returned nothing')
		return toBusinessUserInfo(row)
	})
}

export async function listBusinessUserLinks(db: Database | Tx, businessUserId: string): Promise<BusinessUserLink[]> {
	return db
		.select({ id: businessUserLinks.id, label: businessUserLinks.label, url: businessUserLinks.url })
		.from(businessUserLinks)
		.where(eq(businessUserLinks.businessUserId, businessUserId))
		.orderBy(asc(businessUserLinks.position), asc(businessUserLinks.id))
}

/** The whole list at once; the business user's row lock (taken by the update) serializes concurrent writes. */
export async function putBusinessUserLinks(db: Database, businessUserId: string, input: PutBusinessUserLinks) {
	return inTransaction(db, async (tx) => {
		await updateBusinessUser(tx, businessUserId, {})
		await tx.delete(businessUserLinks).where(eq(businessUserLinks.businessUserId, businessUserId))
		if (input.items.length > 0) {
			await tx.insert(businessUserLinks).values(input.items.map((item, position) => ({ businessUserId, label: item.label, url: item.url, position })))
		}
		return listBusinessUserLinks(tx, businessUserId)
	})
}

// ---------------------------------------------------------------------------
// Stories and events: what anyone signed in sees is published, public and not deleted

const postedBy = { profileUuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName }

const shown = (businessUserId: string, kind: 'story' | 'event') => [
	eq(contentItems.ownerBusinessUserId, businessUserId),
	eq(contentItems.kind, kind),
	isNull(contentItems.deletedAt),
	eq(contentItems.visibility, 'public'),
	isNotNull(contentItems.publishedAt),
]

const imageUrlOf = (details: Record<string, unknown>) => (typeof details.imageUrl === 'string' ? details.imageUrl : null)

// The cursor is the last story's (published_at, id).
const storyCursorAt = cursorTime(contentItems.publishedAt)

/** One page of the business user's stories, newest first (content_items_owner_business_user_idx). */
export async function listBusinessStories(
	db: Database,
	businessUserId: string,
	{ cursor, limit = businessStoriesPageSize }: { cursor?: string; limit?: number } = {},
): Promise<BusinessStoryList> {
	const conditions: SQL[] = shown(businessUserId, 'story')
	if (cursor) conditions.push(afterCursor(contentItems.publishedAt, contentItems.id, cursor))
	const rows = await db
		.select({ item: contentItems, postedBy, cursorAt: storyCursorAt })
		.from(contentItems)
		.leftJoin(profiles, eq(profiles.id, contentItems.postedByProfileId))
		.where(and(...conditions))
		.orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
		.limit(limit + 1)
	const page = rows.slice(0, limit)
	const last = page.at(-1)
	return {
		items: page.map(({ item, postedBy }) => toStory(item, postedBy)),
		nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.item.id) : null,
	}
}

const toStory = (item: typeof contentItems.$inferSelect, poster: BusinessStory['postedBy']): BusinessStory => ({
	id: item.id,
	title: item.title,
	body: item.body,
	imageUrl: imageUrlOf(item.details),
	publishedAt: (item.publishedAt ?? item.createdAt).toISOString(),
	postedBy: poster,
})

/** A story posted now, as the business user, by the caller (the route checked their grant and the image). */
export async function createBusinessStory(db: Database, businessUserId: string, poster: ProfileRow, input: CreateBusinessStory) {
	const [row] = await db
		.insert(contentItems)
		.values({
			kind: 'story',
			ownerBusinessUserId: businessUserId,
			postedByProfileId: poster.id,
			title: input.title,
			body: input.body,
			details: { imageUrl: blankToNull(input.imageUrl) ?? null },
			visibility: 'public',
			publishedAt: sql`now()`,
		})
		.returning()
	if (!row) throw new Error('insert returned nothing')
	return toStory(row, { profileUuid: poster.uuid, firstName: poster.firstName, lastName: poster.lastName })
}

/**
 * The business user's upcoming events (not ended, or open-ended): nearest to `near` first when given
 * (the point `<->` distance, x = longitude, y = latitude; events without a place last), else soonest first.
 */
export async function listBusinessEvents(db: Database, businessUserId: string, { near, limit }: { near?: GeoPoint; limit: number }): Promise<BusinessEvent[]> {
	const order = near
		? [sql`${contentItems.location} <-> point(${near.lng}::float8, ${near.lat}::float8)`, sql`${contentItems.startsAt} asc nulls last`]
		: [sql`${contentItems.startsAt} asc nulls last`]
	const rows = await db
		.select({ item: contentItems, postedBy })
		.from(contentItems)
		.leftJoin(profiles, eq(profiles.id, contentItems.postedByProfileId))
		.where(and(...shown(businessUserId, 'event'), or(isNull(contentItems.endsAt), gte(contentItems.endsAt, sql`now()`))))
		.orderBy(...order, asc(contentItems.id))
		.limit(limit)
	return rows.map(({ item, postedBy }) => {
		const location = item.location ? { lat: item.location.y, lng: item.location.x } : null
		return {
			id: item.id,
			title: item.title,
			startsAt: item.startsAt?.toISOString() ?? null,
			endsAt: item.endsAt?.toISOString() ?? null,
			address: item.address,
			province: item.province,
			location,
			distanceKm: near && location ? kilometresBetween(near, location) : null,
			postedBy,
		}
	})
}

const EARTH_RADIUS_KM = 6371

/** Great-circle distance (haversine), to 10 m. */
function kilometresBetween(a: GeoPoint, b: GeoPoint) {
	const radians = (degrees: number) => (degrees * Math.PI) / 180
	const dLat = radians(b.lat - a.lat)
	const dLng = radians(b.lng - a.lng)
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
	return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 100) / 100
}
