import { aliasedTable, and, asc, count, eq, getTableColumns, gte, isNull, or, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { businessUsers, communities, contentItems, contentReactions, profiles } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { blankToNull, isUuid } from '#api/db/values.ts'
import { ProblemError, forbidden, notFound } from '#api/http/problems.ts'
import { activeRoleIn } from '#api/communities/index.ts'
import { findBusinessUserAccess, requireBusinessUser, requireContentCreator } from '#api/business-account/index.ts'
import { afterCursor, cursorTime, pageOf, timeIdCursor } from '#api/db/paging.ts'
import { lockOwner, type OwnerKey } from '#api/owners/owner.ts'
import { contentSearchColumns } from '#api/search/index.ts'
import { live, visibleTo } from './visibility.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { kilometresBetween, snapToAbout300m, type GeoPoint } from '#contracts/content/geo.ts'
import { aroundMeBounds, contentVisibilities, personVisibilities, timeRangeFault, type ContentKindDefinition, type ContentOwnerType } from '#contracts/content/kind.ts'
import { contentKindNames, contentKinds, kindsFor, type ContentItem, type ContentKindName, type ContentList, type ContentShelves } from '#contracts/content/registry.ts'

// Every kind of content, for every owner (docs/product.md#content, ADR 0020): lists, reads, creates,
// updates and deletes, from the kind's definition in contracts/content. Who may do what
// (docs/product.md#roles-and-permissions): a person's items are theirs alone to change; a business
// user's are posted by anyone granted content.create, changed by whoever holds content.update (or posted it
// and may still post), deleted by whoever holds content.delete (or posted it and may still post).
// Who sees which item is the one rule of ./visibility.ts. An item the caller may not see answers 404, one
// they see but may not change 403.

/** An item's columns but what search keeps (its words' vector), which no answer shows. */
const { search: _search, searchVersion: _searchVersion, ...itemColumns } = getTableColumns(contentItems)
type Row = Omit<typeof contentItems.$inferSelect, 'search' | 'searchVersion'>

/** What the caller may do with one owner's items (what they may see is ./visibility.ts's). */
export type Rights = { canEdit: (row: Row) => boolean; canDelete: (row: Row) => boolean }

export const nobodysRights: Rights = { canEdit: () => false, canDelete: () => false }

const kindOf = (kind: ContentKindName) => contentKinds[kind] as unknown as ContentKindDefinition
const noSuchItem = (kind: ContentKindName) => notFound(`No such ${kind}`)

async function rightsOver(db: Database | Tx, caller: ProfileRow, owner: OwnerKey): Promise<Rights> {
	if (owner.type === 'person') {
		const mine = owner.profileId === caller.id
		return mine ? { canEdit: () => true, canDelete: () => true } : nobodysRights
	}
	const access = await findBusinessUserAccess(db, caller.id, owner.businessUserId)
	if (!access) return nobodysRights
	const content = access.grants.content ?? {}
	const postedAndMayPost = (row: Row) => row.postedByProfileId === caller.id && content.create === true
	return {
		canEdit: (row) => content.update === true || postedAndMayPost(row),
		canDelete: (row) => content.delete === true || postedAndMayPost(row),
	}
}

const ownerOf = (row: Row): OwnerKey =>
	row.ownerProfileId ? { type: 'person', profileId: row.ownerProfileId } : { type: 'business-user', businessUserId: row.ownerBusinessUserId ?? '' }

const ownedBy = (owner: OwnerKey) =>
	owner.type === 'person' ? eq(contentItems.ownerProfileId, owner.profileId) : eq(contentItems.ownerBusinessUserId, owner.businessUserId)

// ---------------------------------------------------------------------------
// Rows to answers

const ownerProfile = aliasedTable(profiles, 'owner_profile')
const goingKinds = contentKindNames.filter((kind) => kindOf(kind).going)

/** How many of the row's item's reactions of `kind` there are (those of `also`): a lookup on content_reactions' key. */
export const reactionsTo = (kind: 'going' | 'like', also: SQL = sql`true`) =>
	sql`(select count(*) from ${contentReactions} where ${contentReactions.contentItemId} = ${contentItems.id} and ${contentReactions.kind} = ${sql.raw(`'${kind}'`)} and ${also})`

/** Who is going, for the kinds that count it (events): two lookups on content_reactions' key per item. */
function goingSelection(callerId: string) {
	const counted = sql`${contentItems.kind} in (${sql.join(
		goingKinds.map((kind) => sql.raw(`'${kind}'`)),
		sql`, `,
	)})`
	return {
		goingCount: sql<number | null>`case when ${counted} then ${reactionsTo('going')}::int end`,
		goingMe: sql<boolean | null>`case when ${counted} then ${reactionsTo('going', sql`${contentReactions.profileId} = ${callerId}`)} > 0 end`,
	}
}

/** An item's columns, its owner's and poster's names, and who is going; `extra` for a list's own columns. */
export const selectItems = <Extra extends Record<string, SQL.Aliased | SQL>>(db: Database | Tx, callerId: string, extra?: Extra) =>
	db
		.select({
			item: itemColumns,
			ownerUuid: ownerProfile.uuid,
			ownerName: sql<string>`coalesce(${businessUsers.name}, trim(${ownerProfile.firstName} || ' ' || ${ownerProfile.lastName}), '')`,
			postedBy: { profileUuid: profiles.uuid, firstName: profiles.firstName, lastName: profiles.lastName },
			cursorAt: cursorTime(contentItems.createdAt),
			...goingSelection(callerId),
			...(extra ?? ({} as Extra)),
		})
		.from(contentItems)
		.leftJoin(ownerProfile, eq(ownerProfile.id, contentItems.ownerProfileId))
		.leftJoin(businessUsers, eq(businessUsers.id, contentItems.ownerBusinessUserId))
		.leftJoin(profiles, eq(profiles.id, contentItems.postedByProfileId))

type Selected = { item: Row; ownerUuid: string | null; ownerName: string; postedBy: ContentItem['postedBy']; goingCount: number | null; goingMe: boolean | null }

/** Read leniently: a detail that is missing or of another shape (older or synthetic rows) reads as the kind's empty value. */
function readDetails(kind: ContentKindDefinition, stored: Record<string, unknown>) {
	const details: Record<string, unknown> = {}
	const empty = kind.emptyDetails as Record<string, unknown>
	for (const [key, schema] of Object.entries(kind.details.shape)) {
		const parsed = (schema as z.ZodType).safeParse(stored[key])
		details[key] = parsed.success ? parsed.data : empty[key]
	}
	return details
}

export function toItem<K extends ContentKindName>(kind: K, { item, ownerUuid, ownerName, postedBy, goingCount, goingMe }: Selected, rights: Rights, near?: GeoPoint, distanceKm?: number): ContentItem<K> {
	const location = item.location ? { lat: item.location.y, lng: item.location.x } : null
	return {
		id: item.id,
		kind,
		owner: item.ownerProfileId ? { type: 'person', id: ownerUuid ?? '', name: ownerName } : { type: 'business-user', id: item.ownerBusinessUserId ?? '', name: ownerName },
		postedBy: postedBy?.profileUuid ? postedBy : null,
		title: item.title,
		body: item.body,
		details: readDetails(kindOf(kind), item.details),
		startsAt: item.startsAt?.toISOString() ?? null,
		endsAt: item.endsAt?.toISOString() ?? null,
		location,
		locationExact: item.locationExact,
		address: item.address,
		province: item.province,
		pictures: item.pictures,
		tags: item.tags,
		visibility: item.visibility,
		communityId: item.communityId,
		going: goingCount === null ? null : { count: Number(goingCount), me: goingMe === true },
		publishedAt: item.publishedAt?.toISOString() ?? null,
		createdAt: item.createdAt.toISOString(),
		updatedAt: item.updatedAt.toISOString(),
		distanceKm: distanceKm !== undefined ? Math.round(distanceKm * 100) / 100 : near && location ? kilometresBetween(near, location) : null,
		canEdit: rights.canEdit(item),
		canDelete: rights.canDelete(item),
	} as ContentItem<K>
}

// ---------------------------------------------------------------------------
// Owners

/** A person's owner key from their public uuid; 404 for an unknown one. */
export async function personOwner(db: Database, uuid: string): Promise<OwnerKey> {
	const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.uuid, uuid)).limit(1)
	if (!row) throw notFound('No such profile')
	return { type: 'person', profileId: row.id }
}

/** A business user's owner key; 404 for an unknown or archived one. */
export async function businessUserOwner(db: Database, businessUserId: string): Promise<OwnerKey> {
	await requireBusinessUser(db, businessUserId)
	return { type: 'business-user', businessUserId }
}

/** Where a create goes: the caller's own profile, or a business user they may post for (403/404 otherwise). */
export async function publishingOwner(db: Database, caller: ProfileRow, owner: { type: ContentOwnerType; id?: string }): Promise<OwnerKey> {
	if (owner.type === 'person') return { type: 'person', profileId: caller.id }
	const businessUserId = owner.id ?? ''
	await requireContentCreator(db, caller.id, businessUserId)
	return { type: 'business-user', businessUserId }
}

// ---------------------------------------------------------------------------
// Lists

export type ListQuery = { cursor?: string; limit?: number; near?: GeoPoint }

/**
 * One page of an owner's items of a kind, in the kind's order: `newest` by (created_at, id) descending
 * with a keyset cursor (content_items_owner_*_created_idx); `upcoming` not ended, nearest to `near`
 * first when given (the point `<->` order, over-fetched and re-sorted by true distance; items without a
 * place last), else soonest first.
 */
export async function listContent<K extends ContentKindName>(
	db: Database,
	caller: ProfileRow,
	kind: K,
	owner: OwnerKey,
	query: ListQuery = {},
	known?: Rights,
): Promise<ContentList<K>> {
	const rights = known ?? (await rightsOver(db, caller, owner))
	const { select, answer } = listQuery(db, caller, kind, owner, query, rights)
	return answer(await select)
}

/** A list's statement, and its answer from the rows that statement reads (listContent; listShelves puts several together). */
function listQuery<K extends ContentKindName>(db: Database, caller: ProfileRow, kind: K, owner: OwnerKey, query: ListQuery, rights: Rights) {
	const definition = kindOf(kind)
	const limit = query.limit ?? definition.list.pageSize
	const conditions: Array<SQL | undefined> = [ownedBy(owner), eq(contentItems.kind, kind), visibleTo(caller.id)]

	if (definition.list.order === 'upcoming') {
		conditions.push(or(isNull(contentItems.endsAt), gte(contentItems.endsAt, sql`now()`)))
		const { near } = query
		const order = near
			? [sql`${contentItems.location} <-> point(${near.lng}::float8, ${near.lat}::float8)`, sql`${contentItems.startsAt} asc nulls last`]
			: [sql`${contentItems.startsAt} asc nulls last`]
		return {
			select: selectItems(db, caller.id)
				.where(and(...conditions))
				.orderBy(...order, asc(contentItems.id))
				.limit(near ? limit * 2 + 10 : limit),
			answer: (rows: Selected[]) => {
				const items = rows.map((row) => toItem(kind, row, rights, near))
				if (near) items.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity))
				return { items: items.slice(0, limit), nextCursor: null } as ContentList<K>
			},
		}
	}

	if (query.cursor) conditions.push(afterCursor(contentItems.createdAt, contentItems.id, query.cursor))
	return {
		select: selectItems(db, caller.id)
			.where(and(...conditions))
			// NULLS LAST like the index (the columns are never null), so the index gives the order.
			.orderBy(sql`${contentItems.createdAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
			.limit(limit + 1),
		answer: (rows: Array<Selected & { cursorAt: string }>) => {
			const { page, nextCursor } = pageOf(rows, limit, (last) => timeIdCursor.encode([last.cursorAt, last.item.id]))
			return { items: page.map((row) => toItem(kind, row, rights)), nextCursor } as ContentList<K>
		},
	}
}

/**
 * The first `limit` of every kind the owner publishes, each in its kind's order, by kind: each kind's own
 * list, asked in one statement (`union all` of them, each in parentheses with its order and limit, so
 * PostgreSQL gives each one's rows in its order). Ten statements of their own were most of the API's and
 * the database's time on a business user's additional content (docs/decisions/0034-the-cost-of-a-page.md).
 */
export async function listShelves(db: Database, caller: ProfileRow, owner: OwnerKey, limit: number): Promise<ContentShelves> {
	const rights = await rightsOver(db, caller, owner)
	const shelves = kindsFor(owner.type).map((kind) => ({ kind, ...listQuery(db, caller, kind, owner, { limit }, rights) }))
	const [first, second, ...others] = shelves.map((shelf) => shelf.select)
	const rows = !first ? [] : second ? await unionAll(first, second, ...others) : await first
	return Object.fromEntries(shelves.map(({ kind, answer }) => [kind, answer(rows.filter((row) => row.item.kind === kind))]))
}

// ---------------------------------------------------------------------------
// One item

/** The item with the caller's rights over it; 404 when it does not exist, is deleted, or is hidden from them. */
async function findVisible(db: Database | Tx, caller: ProfileRow, kind: ContentKindName, id: string) {
	if (!isUuid(id)) throw noSuchItem(kind)
	const [row] = await selectItems(db, caller.id)
		.where(and(eq(contentItems.id, id), eq(contentItems.kind, kind), visibleTo(caller.id)))
		.limit(1)
	if (!row) throw noSuchItem(kind)
	return { row, rights: await rightsOver(db, caller, ownerOf(row.item)) }
}

export async function readContent<K extends ContentKindName>(db: Database, caller: ProfileRow, kind: K, id: string) {
	const { row, rights } = await findVisible(db, caller, kind, id)
	return toItem(kind, row, rights)
}

/**
 * The columns and details to store from a create or an update: only the fields sent; '' as null. A
 * person's place is snapped to about 300 m unless they ask for the exact spot, which is then not kept
 * (docs/product.md#around-me); a business user's is exact.
 */
function valuesFrom(definition: ContentKindDefinition, input: Record<string, unknown>, owner: OwnerKey) {
	const columns: Partial<Row> = {}
	if (typeof input.title === 'string') columns.title = input.title
	if (typeof input.body === 'string') columns.body = input.body
	if (input.startsAt !== undefined) columns.startsAt = new Date(input.startsAt as string)
	if (input.endsAt !== undefined) columns.endsAt = input.endsAt === null ? null : new Date(input.endsAt as string)
	if (input.location !== undefined) {
		const point = input.location as GeoPoint | null
		const exact = owner.type === 'business-user' || input.locationExact === true
		const placed = point && !exact ? snapToAbout300m(point) : point
		columns.location = placed ? { x: placed.lng, y: placed.lat } : null
		columns.locationExact = exact
	}
	if (Array.isArray(input.pictures)) columns.pictures = input.pictures as string[]
	if (Array.isArray(input.tags)) columns.tags = [...new Set(input.tags as string[])]
	if (typeof input.visibility === 'string') {
		const taken: readonly string[] = definition.visibilities ?? (owner.type === 'person' ? personVisibilities : contentVisibilities)
		if (!taken.includes(input.visibility)) {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { visibility: [`Must be one of: ${taken.join(', ')}`] })
		}
		columns.visibility = input.visibility as Row['visibility']
	}
	if (input.address !== undefined) columns.address = blankToNull(input.address as string | null)
	if (input.province !== undefined) columns.province = blankToNull(input.province as string | null)
	const details: Record<string, unknown> = {}
	for (const key of Object.keys(definition.details.shape)) {
		if (input[key] === undefined) continue
		const value = input[key]
		details[key] = typeof value === 'string' ? blankToNull(value) : value
	}
	return { columns, details }
}

/**
 * The community an event or agenda item is published for, as sent: the caller must be an active member
 * of it (403; 404 for an unknown one), and only a person's items are published for one. Null clears it;
 * a person's item then goes back to public unless a visibility is sent (the community set it, migration 0028).
 */
async function communityFrom(db: Database | Tx, caller: ProfileRow, owner: OwnerKey, input: Record<string, unknown>, columns: Partial<Row>) {
	if (input.communityId === undefined) return
	const communityId = input.communityId as string | null
	if (communityId === null) {
		columns.communityId = null
		if (columns.visibility === undefined && owner.type === 'person') columns.visibility = 'public'
		return
	}
	if (owner.type !== 'person') throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { communityId: ['Only a person’s items are published for a community'] })
	const [community] = await db.select({ id: communities.id }).from(communities).where(eq(communities.id, communityId)).limit(1)
	if (!community) throw notFound('No such community')
	if (!(await activeRoleIn(db, communityId, caller.id))) throw forbidden('Only the community’s active members publish for it')
	columns.communityId = communityId
}

/** A new item, published at once, with the caller as who posted it. */
export async function createContent<K extends ContentKindName>(db: Database, caller: ProfileRow, kind: K, owner: OwnerKey, input: Record<string, unknown>) {
	const definition = kindOf(kind)
	const { columns, details } = valuesFrom(definition, input, owner)
	checkDetails(definition, { ...(definition.emptyDetails as Record<string, unknown>), ...details }, input)
	// Valid from now, unless said.
	if (definition.timing === 'valid' && columns.startsAt === undefined) columns.startsAt = new Date()
	checkTimeRange(definition, { startsAt: columns.startsAt ?? null, endsAt: columns.endsAt ?? null })
	await communityFrom(db, caller, owner, input, columns)
	Object.assign(columns, aroundMeBounds(definition, { startsAt: columns.startsAt ?? null, endsAt: columns.endsAt ?? null, publishedAt: new Date() }))
	return inTransaction(db, async (tx) => {
		if (definition.perOwnerLimit !== undefined) {
			await lockOwner(tx, owner)
			const [existing] = await tx
				.select({ n: count() })
				.from(contentItems)
				.where(and(ownedBy(owner), eq(contentItems.kind, kind), live()))
			if ((existing?.n ?? 0) >= definition.perOwnerLimit) throw new ProblemError(409, 'conflict', `At most ${definition.perOwnerLimit} of kind ${kind}`)
		}
		const [inserted] = await tx
			.insert(contentItems)
			.values({
				kind,
				ownerProfileId: owner.type === 'person' ? owner.profileId : null,
				ownerBusinessUserId: owner.type === 'business-user' ? owner.businessUserId : null,
				postedByProfileId: caller.id,
				title: columns.title ?? '',
				body: columns.body ?? '',
				...columns,
				...contentSearchColumns({ title: columns.title ?? '', body: columns.body ?? '', tags: columns.tags ?? [] }),
				details: { ...(definition.emptyDetails as Record<string, unknown>), ...details },
				visibility: columns.visibility ?? 'public',
				publishedAt: sql`now()`,
			})
			.returning({ id: contentItems.id })
		if (!inserted) throw new Error('insert returned nothing')
		const { row, rights } = await findVisible(tx, caller, kind, inserted.id)
		return toItem(kind, row, rights)
	})
}

/** Only the fields sent change; the other details stay. */
export async function updateContent<K extends ContentKindName>(db: Database, caller: ProfileRow, kind: K, id: string, input: Record<string, unknown>) {
	const { row, rights } = await findVisible(db, caller, kind, id)
	if (!rights.canEdit(row.item)) throw new ProblemError(403, 'forbidden', `You may not change this ${kind}`)
	const definition = kindOf(kind)
	const { columns, details } = valuesFrom(definition, input, ownerOf(row.item))
	checkDetails(definition, { ...row.item.details, ...details }, input)
	const times = { startsAt: columns.startsAt === undefined ? row.item.startsAt : columns.startsAt, endsAt: columns.endsAt === undefined ? row.item.endsAt : columns.endsAt }
	checkTimeRange(definition, times)
	await communityFrom(db, caller, ownerOf(row.item), input, columns)
	Object.assign(columns, aroundMeBounds(definition, { ...times, publishedAt: row.item.publishedAt }))
	const searched = columns.title !== undefined || columns.body !== undefined || columns.tags !== undefined
	if (searched) Object.assign(columns, contentSearchColumns({ title: columns.title ?? row.item.title, body: columns.body ?? row.item.body, tags: columns.tags ?? row.item.tags }))
	// The read in the same transaction answers this change, not one made at the same moment by another request.
	const changedAt = new Date()
	const changed = { ...details, ...definition.changedDetails?.(changedAt) }
	return inTransaction(db, async (tx) => {
		await tx
			.update(contentItems)
			.set({ ...columns, details: sql`${contentItems.details} || ${JSON.stringify(changed)}::jsonb`, updatedAt: changedAt })
			.where(and(eq(contentItems.id, row.item.id), isNull(contentItems.deletedAt)))
		const updated = await findVisible(tx, caller, kind, id)
		return toItem(kind, updated.row, updated.rights)
	})
}

/** A create's or a change's own fields, held to the kind's rule given the details it will have (contracts/content/kind.ts). */
function checkDetails(definition: ContentKindDefinition, details: Record<string, unknown>, input: Record<string, unknown>) {
	const faults = definition.detailsFault?.(details, input)
	if (faults) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', faults)
}

/** A create's or a change's time range as it will be stored, held to the kind's rule (contracts/content/kind.ts). */
function checkTimeRange(definition: ContentKindDefinition, { startsAt, endsAt }: { startsAt: Date | null; endsAt: Date | null }) {
	const fault = timeRangeFault(definition.timing ?? 'none', { startsAt: startsAt?.toISOString(), endsAt: endsAt?.toISOString() })
	if (fault) throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { endsAt: [fault] })
}

/** Soft delete: the item leaves every list at once; the row stays for history. */
export async function deleteContent(db: Database, caller: ProfileRow, kind: ContentKindName, id: string) {
	const { row, rights } = await findVisible(db, caller, kind, id)
	if (!rights.canDelete(row.item)) throw new ProblemError(403, 'forbidden', `You may not delete this ${kind}`)
	await db.update(contentItems).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(contentItems.id, row.item.id))
}

/**
 * Says the caller is going to an event, or no longer is. Going is refused (409) when the event is full or
 * has ended; saying it twice changes nothing. Answers who is going now.
 */
export async function setGoing(db: Database, caller: ProfileRow, kind: ContentKindName, id: string, going: boolean) {
	if (!kindOf(kind).going) throw noSuchItem(kind)
	return inTransaction(db, async (tx) => {
		const { row } = await findVisible(tx, caller, kind, id)
		if (going) {
			// The event's row lock makes people going at the same moment take turns, so its capacity holds.
			await tx.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, row.item.id)).for('update')
			if (row.item.endsAt && row.item.endsAt < new Date()) throw new ProblemError(409, 'conflict', 'This event has ended')
			const capacity = (row.item.details as { capacity?: unknown }).capacity
			const [counted] = await tx
				.select({ n: count() })
				.from(contentReactions)
				.where(and(eq(contentReactions.contentItemId, row.item.id), eq(contentReactions.kind, 'going')))
			const already = row.goingMe === true
			if (!already && typeof capacity === 'number' && (counted?.n ?? 0) >= capacity) throw new ProblemError(409, 'conflict', 'This event is full')
			await tx.insert(contentReactions).values({ contentItemId: row.item.id, profileId: caller.id, kind: 'going' }).onConflictDoNothing()
		} else {
			await tx
				.delete(contentReactions)
				.where(and(eq(contentReactions.contentItemId, row.item.id), eq(contentReactions.kind, 'going'), eq(contentReactions.profileId, caller.id)))
		}
		const updated = await findVisible(tx, caller, kind, id)
		return toItem(kind, updated.row, updated.rights).going!
	})
}

/** An item of whatever kind by its id, as `readContent` answers it (404 when the caller cannot see it). */
export async function readAnyContent(db: Database, caller: ProfileRow, id: string) {
	if (!isUuid(id)) throw notFound('No such item')
	const [row] = await db.select({ kind: contentItems.kind }).from(contentItems).where(eq(contentItems.id, id)).limit(1)
	if (!row) throw notFound('No such item')
	return readContent(db, caller, row.kind as ContentKindName, id)
}
