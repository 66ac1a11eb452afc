import { and, inArray, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { contentItems, contentReactions } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { nobodysRights, reactionsTo, selectItems, toItem, type Rights } from '#api/content/index.ts'
import { visibleTo } from '#api/content/index.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'
import type { FeedEntry, Likes } from '#contracts/social/feed.ts'

// Items as the feed, trending, today, search and collections show them (docs/product.md#feed): each
// with its likes, in the order the caller's query found them. A person's own items can be changed from
// there; anything else is changed from its page. Whatever found the ids, only what the viewer may see
// now is answered (api/content/visibility.ts): a list's own query may be minutes old (trending) or hold
// what was hidden since (a collection).

/** Who is asking: a signed-in person, or a visitor (trending). */
export type Viewer = { id: string } | null

/** A visitor's id in the queries that ask "and do I…": nobody's. */
const NOBODY = '00000000-0000-0000-0000-000000000000'

const ownRights = (viewerId: string): Rights => ({
	canEdit: (row) => row.ownerProfileId === viewerId,
	canDelete: (row) => row.ownerProfileId === viewerId,
})

/** A row's item's likes, and whether the viewer is among them: two lookups on content_reactions' key, in the items' own statement. */
const likeColumns = (viewerId: string) => ({
	likeCount: sql<number>`${reactionsTo('like')}::int`,
	likedByMe: sql<boolean>`${reactionsTo('like', sql`${contentReactions.profileId} = ${viewerId}`)} > 0`,
})

/** Likes of these items, and whether the viewer is among them. */
export async function likesOf(db: Database | Tx, viewer: Viewer, ids: string[]): Promise<Map<string, Likes>> {
	const likes = new Map<string, Likes>(ids.map((id) => [id, { count: 0, me: false }]))
	if (ids.length === 0) return likes
	const rows = await db
		.select({ id: contentItems.id, ...likeColumns(viewer?.id ?? NOBODY) })
		.from(contentItems)
		.where(inArray(contentItems.id, ids))
	for (const row of rows) likes.set(row.id, { count: row.likeCount, me: row.likedByMe })
	return likes
}

/** The entries of these items the viewer may see, in this order: with their likes, in one statement. */
export async function entriesOf(db: Database | Tx, viewer: Viewer, ids: string[]): Promise<FeedEntry[]> {
	if (ids.length === 0) return []
	const viewerId = viewer?.id ?? NOBODY
	const rows = await selectItems(db, viewerId, likeColumns(viewerId)).where(and(inArray(contentItems.id, ids), visibleTo(viewer?.id ?? null)))
	const byId = new Map(rows.map((row) => [row.item.id, row]))
	const rights = viewer ? ownRights(viewer.id) : nobodysRights
	return ids.flatMap((id) => {
		const row = byId.get(id)
		if (!row) return []
		return [{ item: toItem(row.item.kind as ContentKindName, row, rights), likes: { count: row.likeCount, me: row.likedByMe } }]
	})
}

/** The entries of several lists read at once (an item may be in two), then shared out in each list's order. */
export async function entryLists(db: Database | Tx, viewer: Viewer, lists: string[][]): Promise<FeedEntry[][]> {
	const entries = new Map((await entriesOf(db, viewer, [...new Set(lists.flat())])).map((entry) => [entry.item.id, entry]))
	return lists.map((list) => list.flatMap((id) => entries.get(id) ?? []))
}
