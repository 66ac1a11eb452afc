import { sql } from 'drizzle-orm'
import { pageOf, wholeNumberCursor } from '#api/db/paging.ts'
import type { Database } from '#api/db/client.ts'
import { shownToAnyone } from '#api/content/index.ts'
import type { FeedPage } from '#contracts/social/feed.ts'
import { entriesOf, type Viewer } from './entries.ts'

// Trending (docs/product.md#feed): public items of the last 30 days ranked by the last 48 hours' likes
// and collection saves, worked out every few minutes into the materialized view trending_items
// (migration 0019), never per request; the same for everyone, visitors too.

/** How old the ranking may get before a replica works it out again. */
export const TRENDING_REFRESH_MS = 5 * 60_000

const rankCursor = wholeNumberCursor({ min: 1, max: 1_000_000 })

export async function trendingPage(db: Database, viewer: Viewer, { cursor, limit = 20 }: { cursor?: string; limit?: number }): Promise<FeedPage> {
	const after = cursor === undefined ? 0 : rankCursor.decode(cursor)
	// Still shown to anyone now: the ranking may be minutes old.
	const { rows } = (await db.execute(sql`
		select t.content_item_id as id, t.rank from trending_items t
		join content_items c on c.id = t.content_item_id
		where t.rank > ${after} and ${shownToAnyone('c')}
		order by t.rank limit ${limit + 1}`)) as unknown as { rows: Array<{ id: string; rank: number }> }
	const { page, nextCursor } = pageOf(rows, limit, (last) => rankCursor.encode(last.rank))
	return { entries: await entriesOf(db, viewer, page.map((row) => row.id)), nextCursor }
}

/**
 * Works the ranking out again when it is older than TRENDING_REFRESH_MS. Every replica asks each minute;
 * the advisory lock lets one at a time do it, and the others find it fresh. Answers whether it did.
 */
export async function refreshTrending(db: Database, olderThanMs = TRENDING_REFRESH_MS): Promise<boolean> {
	return db.transaction(async (tx) => {
		const { rows: locked } = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('refresh_trending')) as got`)) as unknown as { rows: Array<{ got: boolean }> }
		if (!locked[0]?.got) return false
		const { rows } = (await tx.execute(
			sql`select coalesce(max(refreshed_at) < now() - ${olderThanMs} * interval '1 millisecond', true) as due from trending_items`,
		)) as unknown as { rows: Array<{ due: boolean }> }
		if (!rows[0]?.due) return false
		await tx.execute(sql`refresh materialized view concurrently trending_items`)
		return true
	})
}
