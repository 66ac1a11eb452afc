import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { cursorTime, newestFirst, pageOf, timeIdCursor } from '#api/db/paging.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { FeedPage } from '#contracts/social/feed.ts'
import { boardNews } from '#api/boards/index.ts'
import { entriesOf } from './entries.ts'
import { shownToFollowers } from '#api/content/index.ts'
import { followedOwners, forEachOwnerColumn } from './service.ts'

// The feed (docs/product.md#feed, docs/data-model.md §2.4): what the people and business users the caller
// follows published, for everyone or for followers, and the caller's own, newest first, a page at a time.
// No fan-out table: each followee's items are walked on its own index (content_items_feed_*_idx, keyset
// on (published_at, id)), in two steps (docs/decisions/0023-feed-and-search.md has the numbers):
// 1. each followee's newest time after the cursor: one index probe each. The page's oldest item is no
//    older than the page-th newest of those, since those items alone fill a page;
// 2. the newest page of the followees whose newest is at least that time, each walked from it down.
// So a thousand followees cost a thousand one-row probes and a page's worth of rows, whatever the
// table's size. NULLS LAST as the indexes are, or the planner cannot take their order.
// The first page also carries the followed boards with unread replies (docs/product.md#boards).

/** Which items a page of the feed holds, newest first, and the next page's cursor (the home reads what they show with its other lists). */
export async function feedIds(db: Database, caller: ProfileRow, { cursor, limit = 20 }: { cursor?: string; limit?: number }): Promise<{ ids: string[]; nextCursor: string | null }> {
	const [at, id] = cursor ? timeIdCursor.decode(cursor) : [null, null]
	const after = at ? sql`and (c.published_at, c.id) < (${at}::timestamptz, ${id}::uuid)` : sql``
	const take = limit + 1
	const newestOf = (owner: SQL, followee: SQL) =>
		sql`(select c.published_at from content_items c where o.${followee} is not null and c.${owner} = o.${followee} and ${shownToFollowers('c')} ${after} order by ${newestFirst} limit 1)`
	const followeePage = (owner: SQL, followee: SQL) => sql`
		select c.id, c.published_at from tops t cross join bound b cross join lateral (
			select c.id, c.published_at from content_items c
			where c.${owner} = t.${followee} and ${shownToFollowers('c')} ${after} and c.published_at >= b.at
			order by ${newestFirst} limit ${take}
		) c
		where t.${followee} is not null and t.top >= b.at`
	const { rows } = (await db.execute(sql`
		with ${followedOwners(caller.id)}, tops as (
			select o.pid, o.bid, coalesce(${forEachOwnerColumn(newestOf, sql`, `)}) as top from owners o
		), bound as (
			select coalesce((select top from tops where top is not null order by top desc offset ${limit} limit 1), '-infinity'::timestamptz) as at
		)
		select c.id, ${cursorTime(sql.raw('c.published_at'))} as at from (${forEachOwnerColumn(followeePage)}) as c
		order by ${newestFirst}
		limit ${take}`)) as unknown as { rows: Array<{ id: string; at: string }> }
	const { page, nextCursor } = pageOf(rows, limit, (last) => timeIdCursor.encode([last.at, last.id]))
	return { ids: page.map((row) => row.id), nextCursor }
}

export async function feedPage(db: Database, caller: ProfileRow, query: { cursor?: string; limit?: number }): Promise<FeedPage> {
	// The first page also says which followed boards have new replies (api/boards: their follows by key, a few rows).
	const [{ ids, nextCursor }, news] = await Promise.all([feedIds(db, caller, query), query.cursor ? undefined : boardNews(db, caller.id)])
	return { entries: await entriesOf(db, caller, ids), nextCursor, ...(news ? { boardNews: news } : {}) }
}
