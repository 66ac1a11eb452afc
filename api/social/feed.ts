import { sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { decodeCursor, encodeCursor } from '#api/services/keyset-cursor.ts'
import type { ProfileRow } from '#api/services/profiles.ts'
import type { FeedPage } from '#contracts/social/feed.ts'
import { entriesOf } from './entries.ts'

// The feed (docs/product.md#feed, docs/data-model.md §2.4): what the people and business users the caller
// follows published, for everyone or for followers, and the caller's own, newest first, a page at a time.
// No fan-out table: each followee's newest are walked on its own index (content_items_feed_*_idx, keyset
// on (published_at, id)), at most a page from each, and the newest page of all of them is kept. That is
// one short index walk per followee whatever the table's size (docs/decisions/0023-feed-and-search.md
// has the numbers at a million rows and 1,000 followees).

/** What a follower sees of an owner: published (not for later), not deleted, not for a business user's team alone. */
const shown = sql.raw(`c.deleted_at is null and c.published_at is not null and c.visibility <> 'members' and c.published_at <= now()`)

export async function feedPage(db: Database, caller: ProfileRow, { cursor, limit = 20 }: { cursor?: string; limit?: number }): Promise<FeedPage> {
	const [at, id] = cursor ? decodeCursor(cursor) : [null, null]
	const after = at ? sql`and (c.published_at, c.id) < (${at}::timestamptz, ${id}::uuid)` : sql``
	const take = limit + 1
	const newest = (owner: 'owner_profile_id' | 'owner_business_user_id', followee: 'followee_profile_id' | 'followee_business_user_id') => sql`
		select c.id, c.published_at from follows f
		cross join lateral (
			select c.id, c.published_at from content_items c
			where c.${sql.raw(owner)} = f.${sql.raw(followee)} and ${shown} ${after}
			order by c.published_at desc, c.id desc limit ${take}
		) c
		where f.follower_profile_id = ${caller.id} and f.${sql.raw(followee)} is not null`
	const { rows } = (await db.execute(sql`
		select id, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at from (
			${newest('owner_profile_id', 'followee_profile_id')}
			union all
			${newest('owner_business_user_id', 'followee_business_user_id')}
			union all
			(select c.id, c.published_at from content_items c
			 where c.owner_profile_id = ${caller.id} and ${shown} ${after}
			 order by c.published_at desc, c.id desc limit ${take})
		) as found
		order by published_at desc, id desc
		limit ${take}`)) as unknown as { rows: Array<{ id: string; at: string }> }
	const page = rows.slice(0, limit)
	const last = page.at(-1)
	return {
		entries: await entriesOf(db, caller, page.map((row) => row.id)),
		nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
	}
}
