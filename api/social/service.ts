import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { readContent } from '#api/content/index.ts'
import { shownToAnyone } from '#api/content/index.ts'
import type { Database } from '#api/db/client.ts'
import { businessUsers, contentReactions, follows, profiles } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { ProblemError } from '#api/http/problems.ts'
import { afterCursor, cursorTime, pageOf, timeIdCursor } from '#api/db/paging.ts'
import type { OwnerKey } from '#api/owners/owner.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'
import type { Likes } from '#contracts/social/feed.ts'
import type { AccountCard, AccountList, FollowState } from '#contracts/social/follow.ts'
import { likesOf } from './entries.ts'

// Following and likes (docs/product.md#feed, docs/data-model.md §2.4): a person follows people and business users.
// Anyone signed in may follow anyone they can find, except themselves; following twice or unfollowing
// somebody not followed changes nothing.

/** The follows row of a followee, as a condition. */
export const followsOwner = (owner: OwnerKey) =>
	owner.type === 'person' ? eq(follows.followeeProfileId, owner.profileId) : eq(follows.followeeBusinessUserId, owner.businessUserId)

/** The CTE `owners(pid, bid)`: whom the caller follows (a person's or a business user's id), and the caller. */
export const followedOwners = (callerId: string) => sql`owners as (
	select followee_profile_id as pid, followee_business_user_id as bid from follows where follower_profile_id = ${callerId}
	union all select ${callerId}::uuid, null::uuid)`

/**
 * `part` for people and for business users, joined by union all (or `separator`): given content_items'
 * owner column and the matching column of `owners`, so each owner is walked on its own feed index (the
 * feed, api/social/feed.ts, and search within what one follows, api/search/service.ts).
 */
export const forEachOwnerColumn = (part: (owner: SQL, followee: SQL) => SQL, separator = sql` union all `) =>
	sql.join([part(sql.raw('owner_profile_id'), sql.raw('pid')), part(sql.raw('owner_business_user_id'), sql.raw('bid'))], separator)

/** An item (`c`) is by whom the caller follows, or their own: today's and search's condition (api/social/today.ts, api/search/service.ts). */
export const byFollowed = (callerId: string) => sql`(
	c.owner_profile_id = ${callerId}
	or c.owner_profile_id in (select followee_profile_id from follows where follower_profile_id = ${callerId} and followee_profile_id is not null)
	or c.owner_business_user_id in (select followee_business_user_id from follows where follower_profile_id = ${callerId} and followee_business_user_id is not null))`

/** Whether a person follows an owner (one lookup on the follows' key). */
export async function isFollowing(db: Database | Tx, followerId: string, owner: OwnerKey) {
	const [row] = await db
		.select({ one: sql`1` })
		.from(follows)
		.where(and(eq(follows.followerProfileId, followerId), followsOwner(owner)))
		.limit(1)
	return row !== undefined
}

export async function followState(db: Database | Tx, callerId: string, owner: OwnerKey): Promise<FollowState> {
	const [row] = await db
		.select({
			followers: sql<number>`(select count(*)::int from ${follows} where ${followsOwner(owner)})`,
			follows: owner.type === 'person' ? sql<number>`(select count(*)::int from ${follows} where ${follows.followerProfileId} = ${owner.profileId})` : sql<number>`0`,
			following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerProfileId} = ${callerId} and ${followsOwner(owner)})`,
		})
		.from(sql`(select 1) as one`)
	return { followers: Number(row?.followers ?? 0), follows: Number(row?.follows ?? 0), following: row?.following === true }
}

/** Follows or unfollows; answers where they stand after. Following oneself is refused (409). */
export async function setFollowing(db: Database, callerId: string, owner: OwnerKey, following: boolean): Promise<FollowState> {
	if (following) {
		if (owner.type === 'person' && owner.profileId === callerId) throw new ProblemError(409, 'conflict', 'You cannot follow yourself')
		await db
			.insert(follows)
			.values({
				followerProfileId: callerId,
				followeeProfileId: owner.type === 'person' ? owner.profileId : null,
				followeeBusinessUserId: owner.type === 'business-user' ? owner.businessUserId : null,
			})
			.onConflictDoNothing()
	} else {
		await db.delete(follows).where(and(eq(follows.followerProfileId, callerId), followsOwner(owner)))
	}
	return followState(db, callerId, owner)
}

// ---------------------------------------------------------------------------
// People and business users as cards

const personName = sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`

/** How many follow a person or business user, and whether the caller does: two lookups on the follows' indexes. */
function followColumns(callerId: string, followee: SQL) {
	return {
		followers: sql<number>`(select count(*)::int from ${follows} f where ${followee})`,
		following: sql<boolean>`exists (select 1 from ${follows} f where f.follower_profile_id = ${callerId} and ${followee})`,
	}
}

/** People as cards, by their private id. */
export async function personCards(db: Database | Tx, callerId: string, ids: string[]): Promise<Map<string, AccountCard>> {
	if (ids.length === 0) return new Map()
	const rows = await db
		.select({ id: profiles.id, uuid: profiles.uuid, name: personName, imageUrl: profiles.imageUrl, line: profiles.city, ...followColumns(callerId, sql`f.followee_profile_id = ${profiles.id}`) })
		.from(profiles)
		.where(inArray(profiles.id, ids))
	return new Map(rows.map((row) => [row.id, { type: 'person', id: row.uuid, name: row.name, imageUrl: row.imageUrl, line: row.line, followers: Number(row.followers), following: row.following === true }]))
}

/** Business users as cards (archived ones are left out). */
export async function businessUserCards(db: Database | Tx, callerId: string, ids: string[]): Promise<Map<string, AccountCard>> {
	if (ids.length === 0) return new Map()
	const rows = await db
		.select({ id: businessUsers.id, name: businessUsers.name, imageUrl: businessUsers.imageUrl, line: businessUsers.overview, ...followColumns(callerId, sql`f.followee_business_user_id = ${businessUsers.id}`) })
		.from(businessUsers)
		.where(and(inArray(businessUsers.id, ids), isNull(businessUsers.archivedAt)))
	return new Map(rows.map((row) => [row.id, { type: 'business-user', id: row.id, name: row.name, imageUrl: row.imageUrl, line: row.line, followers: Number(row.followers), following: row.following === true }]))
}

/** Cards for a mixed list of people and business users, in its order. */
export async function accountCards(db: Database | Tx, callerId: string, accounts: Array<{ profileId: string | null; businessUserId: string | null }>) {
	const [people, businesses] = await Promise.all([
		personCards(db, callerId, accounts.flatMap((account) => (account.profileId ? [account.profileId] : []))),
		businessUserCards(db, callerId, accounts.flatMap((account) => (account.businessUserId ? [account.businessUserId] : []))),
	])
	return accounts.flatMap((account) => {
		const card = account.profileId ? people.get(account.profileId) : businesses.get(account.businessUserId ?? '')
		return card ? [card] : []
	})
}

const pageSize = 30

/** Who follows a person or a business user, newest first. */
export async function listFollowers(db: Database, callerId: string, owner: OwnerKey, cursor?: string): Promise<AccountList> {
	const rows = await db
		.select({ profileId: follows.followerProfileId, at: cursorTime(follows.createdAt) })
		.from(follows)
		.where(and(followsOwner(owner), cursor ? afterCursor(follows.createdAt, follows.followerProfileId, cursor) : undefined))
		.orderBy(sql`${follows.createdAt} desc nulls last`, sql`${follows.followerProfileId} desc`)
		.limit(pageSize + 1)
	const { page, nextCursor } = pageOf(rows, pageSize, (last) => timeIdCursor.encode([last.at, last.profileId]))
	return { items: await accountCards(db, callerId, page.map((row) => ({ profileId: row.profileId, businessUserId: null }))), nextCursor }
}

/** Whom a person follows, newest first. */
export async function listFollowing(db: Database, callerId: string, followerId: string, cursor?: string): Promise<AccountList> {
	const followee = sql<string>`coalesce(${follows.followeeProfileId}, ${follows.followeeBusinessUserId})`
	const rows = await db
		.select({ profileId: follows.followeeProfileId, businessUserId: follows.followeeBusinessUserId, followee, at: cursorTime(follows.createdAt) })
		.from(follows)
		.where(and(eq(follows.followerProfileId, followerId), cursor ? afterCursor(follows.createdAt, followee, cursor) : undefined))
		.orderBy(sql`${follows.createdAt} desc nulls last`, sql`${followee} desc`)
		.limit(pageSize + 1)
	const { page, nextCursor } = pageOf(rows, pageSize, (last) => timeIdCursor.encode([last.at, last.followee]))
	return { items: await accountCards(db, callerId, page), nextCursor }
}

/**
 * Whom to follow, for somebody whose feed is empty or short (docs/product.md#feed): people and business
 * users who posted near them (around me's nearest items) and those whose items trend now, leaving out
 * the caller and whom they follow already.
 */
export async function followSuggestions(db: Database, callerId: string, nearbyItemIds: string[], limit = 8) {
	/** Each owner once, at the place of their first item in `from`'s order. */
	const owners = (place: SQL, from: SQL, where: SQL) => sql`
		select distinct on (coalesce(c.owner_profile_id, c.owner_business_user_id)) c.owner_profile_id, c.owner_business_user_id, ${place} as place
		from ${from} where ${where} order by coalesce(c.owner_profile_id, c.owner_business_user_id), 3`
	const notYet = sql`
		(c.owner_profile_id is null or (c.owner_profile_id <> ${callerId} and not exists (select 1 from follows f where f.follower_profile_id = ${callerId} and f.followee_profile_id = c.owner_profile_id)))
		and (c.owner_business_user_id is null or not exists (select 1 from follows f where f.follower_profile_id = ${callerId} and f.followee_business_user_id = c.owner_business_user_id))`
	const pick = async (from: SQL) => {
		const { rows } = (await db.execute(from)) as unknown as { rows: Array<{ owner_profile_id: string | null; owner_business_user_id: string | null; place: number }> }
		const ordered = rows.sort((a, b) => a.place - b.place).slice(0, limit)
		return accountCards(db, callerId, ordered.map((row) => ({ profileId: row.owner_profile_id, businessUserId: row.owner_business_user_id })))
	}
	const nearIds = sql`array[${sql.join(nearbyItemIds.map((id) => sql`${id}`), sql`, `)}]::uuid[]`
	// The trending items are read by their ids, one index lookup each, whatever the table's size. Joined plainly,
	// the planner read every item to match 200 (7–30 ms on the demo data); `limit 1` keeps the lookup per item.
	const trendingItems = sql`trending_items t cross join lateral (
		select c.owner_profile_id, c.owner_business_user_id from content_items c where c.id = t.content_item_id and ${shownToAnyone('c')} and ${notYet} limit 1
	) c`
	const [near, popular] = await Promise.all([
		nearbyItemIds.length > 0 ? pick(owners(sql`array_position(${nearIds}, c.id)`, sql`content_items c`, sql`c.id = any(${nearIds}) and ${notYet}`)) : Promise.resolve([]),
		pick(owners(sql`t.rank`, trendingItems, sql`t.rank <= 200`)),
	])
	return { nearby: near, popular: popular.filter((card) => !near.some((known) => known.type === card.type && known.id === card.id)) }
}

/**
 * Likes an item or takes the like back (docs/product.md#feed): anyone who may see it, once; saying it
 * twice changes nothing. An item the caller cannot see is a 404. Answers its likes after.
 */
export async function setLiked(db: Database, caller: ProfileRow, kind: ContentKindName, id: string, liked: boolean): Promise<Likes> {
	const item = await readContent(db, caller, kind, id)
	if (liked) await db.insert(contentReactions).values({ contentItemId: item.id, profileId: caller.id, kind: 'like' }).onConflictDoNothing()
	else await db.delete(contentReactions).where(and(eq(contentReactions.contentItemId, item.id), eq(contentReactions.kind, 'like'), eq(contentReactions.profileId, caller.id)))
	return (await likesOf(db, caller, [item.id])).get(item.id) ?? { count: 0, me: false }
}
