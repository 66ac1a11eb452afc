import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { collectionItems, collections, profiles } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { ProblemError, notFound } from '#api/http/problems.ts'
import { readAnyContent } from '#api/content/index.ts'
import { visibleTo } from '#api/content/index.ts'
import { afterCursor, cursorTime, pageOf, timeIdCursor, wholeNumberCursor } from '#api/db/paging.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { entriesOf } from '#api/social/index.ts'
import { collectionLimits } from '#contracts/limits.ts'
import type { Collection, CollectionList, CreateCollection } from '#contracts/social/collections.ts'
import type { FeedPage } from '#contracts/social/feed.ts'

// Collections (docs/product.md#collections, docs/data-model.md §2.4): a person's named lists of items
// they can see. Public ones anyone signed in may look at; a private one, and any write by somebody else,
// is the owner's alone: a private collection is a 404 to others, a public one they may not change a 403.
// At most collectionLimits.perPerson collections, each of at most collectionLimits.items items (409).

type Row = typeof collections.$inferSelect

const noSuchCollection = () => notFound('No such collection')
/** A collection's items are paged by their place in it. */
const placeCursor = wholeNumberCursor({ max: collectionLimits.items * 4 })

/**
 * Of a collection's items (`ci`), those the viewer may see (api/content/visibility.ts): what the collection
 * shows them, counts for them, and takes its cover from. A follower's save of an item for followers shows
 * to nobody who does not follow its owner too.
 */
const seenItem = (viewerId: string) => sql`exists (select 1 from content_items c where c.id = ci.content_item_id and ${visibleTo(viewerId, 'c')})`

function selectCollections(db: Database | Tx, callerId: string, contains?: string) {
	const liveItem = seenItem(callerId)
	return db
		.select({
			row: collections,
			ownerUuid: profiles.uuid,
			ownerName: sql<string>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`,
			itemCount: sql<number>`(select count(*)::int from collection_items ci where ci.collection_id = ${collections.id} and ${liveItem})`,
			cover: sql<string | null>`(select c.pictures[1] from collection_items ci join content_items c on c.id = ci.content_item_id
				where ci.collection_id = ${collections.id} and ${visibleTo(callerId, 'c')} and cardinality(c.pictures) > 0 order by ci.position limit 1)`,
			contains: contains
				? sql<boolean>`exists (select 1 from collection_items ci where ci.collection_id = ${collections.id} and ci.content_item_id = ${contains})`
				: sql<null>`null`,
			cursorAt: cursorTime(collections.updatedAt),
		})
		.from(collections)
		.innerJoin(profiles, eq(profiles.id, collections.ownerProfileId))
		.$dynamic()
}

type Selected = { row: Row; ownerUuid: string; ownerName: string; itemCount: number; cover: string | null; contains: boolean | null }

function toCollection({ row, ownerUuid, ownerName, itemCount, cover, contains }: Selected, callerId: string): Collection {
	return {
		id: row.id,
		name: row.name,
		description: row.description ?? '',
		visibility: row.visibility,
		owner: { uuid: ownerUuid, name: ownerName },
		mine: row.ownerProfileId === callerId,
		itemCount: Number(itemCount),
		cover,
		contains,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The collection if the caller may see it (theirs, or public); 404 otherwise. */
async function findVisible(db: Database | Tx, caller: ProfileRow, id: string, contains?: string) {
	if (!isUuid(id)) throw noSuchCollection()
	const [found] = await selectCollections(db, caller.id, contains).where(eq(collections.id, id)).limit(1)
	if (!found || (found.row.visibility !== 'public' && found.row.ownerProfileId !== caller.id)) throw noSuchCollection()
	return found
}

/** The collection if it is the caller's; 404 when they cannot see it, 403 when they can but it is not theirs. */
async function findOwn(db: Database | Tx, caller: ProfileRow, id: string) {
	const found = await findVisible(db, caller, id)
	if (found.row.ownerProfileId !== caller.id) throw new ProblemError(403, 'forbidden', 'Only its owner may change a collection')
	return found
}

export async function readCollection(db: Database, caller: ProfileRow, id: string) {
	return toCollection(await findVisible(db, caller, id), caller.id)
}

/** All of the caller's collections, last changed first; with `contains`, whether each holds that item. */
export async function listMine(db: Database, caller: ProfileRow, { contains }: { contains?: string } = {}): Promise<CollectionList> {
	const rows = await selectCollections(db, caller.id, contains && isUuid(contains) ? contains : undefined)
		.where(eq(collections.ownerProfileId, caller.id))
		.orderBy(sql`${collections.updatedAt} desc nulls last`, sql`${collections.id} desc nulls last`)
		.limit(collectionLimits.perPerson)
	return { items: rows.map((row) => toCollection(row, caller.id)), nextCursor: null }
}

/** Everybody's public collections with something in them, last changed first, a page at a time. */
export async function listPublic(db: Database, caller: ProfileRow, { cursor, limit = 20 }: { cursor?: string; limit?: number }): Promise<CollectionList> {
	const conditions: Array<SQL | undefined> = [
		eq(collections.visibility, 'public'),
		sql`exists (select 1 from collection_items ci where ci.collection_id = ${collections.id} and ${seenItem(caller.id)})`,
		cursor ? afterCursor(collections.updatedAt, collections.id, cursor) : undefined,
	]
	const rows = await selectCollections(db, caller.id)
		.where(and(...conditions))
		.orderBy(sql`${collections.updatedAt} desc nulls last`, sql`${collections.id} desc nulls last`)
		.limit(limit + 1)
	const { page, nextCursor } = pageOf(rows, limit, (last) => timeIdCursor.encode([last.cursorAt, last.row.id]))
	return { items: page.map((row) => toCollection(row, caller.id)), nextCursor }
}

export async function createCollection(db: Database, caller: ProfileRow, input: CreateCollection & { visibility: 'public' | 'private' }) {
	return inTransaction(db, async (tx) => {
		// The person's row lock: creates at the same moment take turns, so the limit holds.
		await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, caller.id)).for('update')
		const [mine] = await tx.select({ n: count() }).from(collections).where(eq(collections.ownerProfileId, caller.id))
		if ((mine?.n ?? 0) >= collectionLimits.perPerson) throw new ProblemError(409, 'conflict', `At most ${collectionLimits.perPerson} collections`)
		const [row] = await tx
			.insert(collections)
			.values({ ownerProfileId: caller.id, name: input.name, description: input.description || null, visibility: input.visibility })
			.returning({ id: collections.id })
		return toCollection(await findVisible(tx, caller, row!.id), caller.id)
	})
}

export async function updateCollection(db: Database, caller: ProfileRow, id: string, input: { name?: string; description?: string; visibility?: 'public' | 'private' }) {
	const { row } = await findOwn(db, caller, id)
	const changes: Partial<Row> = { updatedAt: new Date() }
	if (input.name !== undefined) changes.name = input.name
	if (input.description !== undefined) changes.description = input.description || null
	if (input.visibility !== undefined) changes.visibility = input.visibility
	// The answer is this change's: read in the same transaction, which holds the row until it ends.
	return inTransaction(db, async (tx) => {
		await tx.update(collections).set(changes).where(eq(collections.id, row.id))
		return toCollection(await findVisible(tx, caller, id), caller.id)
	})
}

export async function deleteCollection(db: Database, caller: ProfileRow, id: string) {
	const { row } = await findOwn(db, caller, id)
	await db.delete(collections).where(eq(collections.id, row.id))
}

/** Its items the caller can see, in the owner's order, a page at a time (the cursor is the last one's place). */
export async function collectionItemsPage(db: Database, caller: ProfileRow, id: string, { cursor, limit = 20 }: { cursor?: string; limit?: number }): Promise<FeedPage> {
	const { row } = await findVisible(db, caller, id)
	const after = cursor === undefined ? 0 : placeCursor.decode(cursor)
	const rows = await db
		.select({ id: collectionItems.contentItemId, position: collectionItems.position })
		.from(collectionItems)
		.where(and(eq(collectionItems.collectionId, row.id), sql`${collectionItems.position} > ${after}`))
		.orderBy(collectionItems.position)
		.limit(limit + 1)
	const { page, nextCursor } = pageOf(rows, limit, (last) => placeCursor.encode(last.position))
	// What the caller may not see (hidden since it was saved, or never theirs to see) entriesOf leaves out.
	return { entries: await entriesOf(db, caller, page.map((entry) => entry.id)), nextCursor }
}

/** Adds an item the caller can see at the end; adding it again changes nothing. 409 when the collection is full. */
export async function addToCollection(db: Database, caller: ProfileRow, id: string, itemId: string) {
	await findOwn(db, caller, id)
	const item = await readAnyContent(db, caller, itemId)
	return inTransaction(db, async (tx) => {
		await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for('update')
		const [held] = await tx
			.select({ n: count(), last: sql<number>`coalesce(max(${collectionItems.position}), 0)::int`, already: sql<boolean>`bool_or(${collectionItems.contentItemId} = ${item.id})` })
			.from(collectionItems)
			.where(eq(collectionItems.collectionId, id))
		if (held?.already !== true) {
			if ((held?.n ?? 0) >= collectionLimits.items) throw new ProblemError(409, 'conflict', `A collection holds at most ${collectionLimits.items} items`)
			await tx.insert(collectionItems).values({ collectionId: id, contentItemId: item.id, position: Number(held?.last ?? 0) + 1 })
			await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id))
		}
		return toCollection(await findVisible(tx, caller, id, item.id), caller.id)
	})
}

/** Takes an item out; one that is not in it is a 404. */
export async function removeFromCollection(db: Database, caller: ProfileRow, id: string, itemId: string) {
	await findOwn(db, caller, id)
	if (!isUuid(itemId)) throw notFound('No such item in this collection')
	const removed = await inTransaction(db, (tx) =>
		tx
			.delete(collectionItems)
			.where(and(eq(collectionItems.collectionId, id), eq(collectionItems.contentItemId, itemId)))
			.returning({ id: collectionItems.contentItemId }),
	)
	if (removed.length === 0) throw notFound('No such item in this collection')
	return toCollection(await findVisible(db, caller, id, itemId), caller.id)
}

/** Moves an item to `position` (from 1); the others keep their order around it. */
export async function moveInCollection(db: Database, caller: ProfileRow, id: string, itemId: string, position: number) {
	await findOwn(db, caller, id)
	if (!isUuid(itemId)) throw notFound('No such item')
	return inTransaction(db, async (tx) => {
		await tx.select({ id: collections.id }).from(collections).where(eq(collections.id, id)).for('update')
		const order = (await tx.select({ id: collectionItems.contentItemId }).from(collectionItems).where(eq(collectionItems.collectionId, id)).orderBy(collectionItems.position)).map((row) => row.id)
		const from = order.indexOf(itemId)
		if (from < 0) throw notFound('No such item in this collection')
		order.splice(from, 1)
		order.splice(Math.min(position, order.length + 1) - 1, 0, itemId)
		const values = sql.join(
			order.map((contentItemId, index) => sql`(${contentItemId}::uuid, ${index + 1}::int)`),
			sql`, `,
		)
		await tx.execute(sql`update collection_items ci set position = v.position from (values ${values}) as v(id, position) where ci.collection_id = ${id} and ci.content_item_id = v.id`)
		return toCollection(await findVisible(tx, caller, id, itemId), caller.id)
	})
}
