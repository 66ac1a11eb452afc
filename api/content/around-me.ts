import { and, eq, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import type { Tx } from '#api/db/transaction.ts'
import { byIndexOrder, byIndexOrderUnsorted, planned } from '#api/db/planned.ts'
import { distanceKm } from '#api/db/distance.ts'
import { contentItems } from '#api/db/schema.ts'
import { ProblemError } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { cursorTime, jsonCursor, pageOf, timeIdCursor } from '#api/db/paging.ts'
import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import type { AroundMeList, aroundMeQuerySchema } from '#contracts/content/around-me.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import type { MapBox } from '#contracts/content/map-grid.ts'
import type { ContentKindDefinition } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'
import { contentLimits } from '#contracts/limits.ts'
import { nobodysRights, selectItems, toItem } from './service.ts'
import { shownToAnyone } from './visibility.ts'

// Around me (docs/product.md#around-me): what is published and public near a place, of every kind or of
// one, a page at a time (docs/data-model.md §2.3 for the indexes; docs/decisions/0021-around-me.md).
// - nearest first: the GiST point index's KNN order (`location <-> point`), over-fetched and re-sorted by
//   the true (great-circle) distance, which is also the keyset: the next page starts after the last
//   item's (distance, id);
// - soonest first (events, agenda): the (kind, starts_at, id) btree from a month before now;
// - newest first: the (kind, published_at desc, id desc) btree.
// Every order keeps to the radius (a box the indexes can use, then the true distance) and to what is
// current: within the bounds kept on write (around_from, around_until: not ended, begun for
// announcements and alerts, a story's first 24 hours).
// The place is the request's alone: nothing here writes it anywhere.

type Query = z.output<typeof aroundMeQuerySchema>

const KM_PER_DEGREE = 111.32

const definitionOf = (kind: AroundMeKind) => contentKinds[kind] as unknown as ContentKindDefinition

/** A kind as a literal, not a parameter: the planner then sees which partial index (content_items_{kind}_location_idx) fits. */
const kindLiteral = (kind: AroundMeKind) => sql.raw(`'${kind}'`)

/** The box around the circle, which the point indexes can look up (`<@`) before the true distance is checked. */
function boxAround({ lat, lng }: GeoPoint, radiusKm: number): MapBox {
	const dLat = radiusKm / KM_PER_DEGREE
	const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01))
	return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat }
}

/**
 * Within a box: what the point indexes look up; or, `indexed: false`, the same test as a filter no index
 * serves (`+ point '(0,0)'`), so a dense box is found by walking a time index instead.
 */
export function within({ west, south, east, north }: MapBox, indexed = true) {
	const location = indexed ? sql`${contentItems.location}` : sql`(${contentItems.location} + point(0, 0))`
	return sql`${location} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`
}

/** What is current now: within its bounds around me (kept on write, api/content/service.ts aroundMeBounds). */
export const current = and(or(isNull(contentItems.aroundUntil), gte(contentItems.aroundUntil, sql`now()`)), or(isNull(contentItems.aroundFrom), lte(contentItems.aroundFrom, sql`now()`)))!

// ---------------------------------------------------------------------------
// Cursors: the last item's position in the list's order, as the client got it.

const nearestCursor = jsonCursor(z.tuple([z.number().finite().min(0), z.guid()]))

/**
 * A box with fewer candidates than this is read whole and sorted (fast at any size); with more, a time
 * order walks its index and finds a page soon (the box is dense).
 */
const PROBE = 1000

type Density = 'dense' | 'sparse'
/**
 * What the probe found, per database, kind and box, for a minute (docs/decisions/0034-the-cost-of-a-page.md):
 * a box fills slowly, and its density only chooses the plan (both plans read the same items), so an answer
 * a minute old costs at most a slower read, never a wrong one; and a time-ordered list is then one
 * statement, not two. Today reads three such lists a page.
 */
const densities = new WeakMap<Database, LRUCache<string, Density>>()
const DENSITY_TTL_MS = 60_000
const DENSITIES_KEPT = 5_000

/** The density of `box` (its kind and corners) in `db`, as `probe` finds it once a minute. */
export async function rememberedDensity(db: Database, box: string, probe: () => Promise<Density>): Promise<Density> {
	let known = densities.get(db)
	if (!known) densities.set(db, (known = new LRUCache<string, Density>({ max: DENSITIES_KEPT, ttl: DENSITY_TTL_MS })))
	const remembered = known.get(box)
	if (remembered) return remembered
	const density = await probe()
	known.set(box, density)
	return density
}

/** Rows a page of `limit` asks for by the KNN order, to re-sort by the true distance (research: the planar order's top differs at its edge). */
const overFetch = (limit: number) => Math.ceil(limit * 1.5) + 10

/**
 * One page around a place. Only what is published and public shows; nobody's own drafts or
 * followers-only items (the feed brings those). Events and agenda items can be listed soonest first.
 */
export async function aroundMe(db: Database, caller: ProfileRow, query: Query): Promise<AroundMeList> {
	const { rows, nextCursor } = await aroundMeRows(db, query, (reader, chosen) =>
		selectItems(reader, caller.id, { distanceKm: sql<number>`${chosen.distanceKm}`, publishedCursor: sql<string>`${chosen.publishedCursor}`, startsCursor: sql<string>`${chosen.startsCursor}` }).innerJoin(chosen, eq(contentItems.id, chosen.id)),
	)
	return { items: rows.map((row) => toItem(row.item.kind as AroundMeKind, row, nobodysRights, undefined, Number(row.distanceKm))), nextCursor }
}

/**
 * Which items a page around a place holds, in its order, without what they show: their ids, start and
 * publication times (today and the follow suggestions read what they need of them themselves).
 */
export async function aroundMeIds(db: Database, query: Query): Promise<Array<{ id: string; startsAt: string | null; publishedAt: string | null }>> {
	const { rows } = await aroundMeRows(db, query, (reader, chosen) =>
		reader
			.select({ item: { id: chosen.id, startsAt: chosen.startsAt, publishedAt: chosen.publishedAt }, distanceKm: chosen.distanceKm, publishedCursor: chosen.publishedCursor, startsCursor: chosen.startsCursor })
			.from(chosen),
	)
	return rows.map(({ item }) => ({ id: item.id, startsAt: item.startsAt ? item.startsAt.toISOString() : null, publishedAt: item.publishedAt ? item.publishedAt.toISOString() : null }))
}

/** The columns every list's page is chosen by: which item, and where it stands in each order. */
function chosenColumns(distance: SQL<number>) {
	return { id: contentItems.id, startsAt: contentItems.startsAt, publishedAt: contentItems.publishedAt, distanceKm: distance.as('distance_km'), publishedCursor: cursorTime(contentItems.publishedAt).as('published_cursor'), startsCursor: cursorTime(contentItems.startsAt).as('starts_cursor') }
}
/** Where a list is read from: the database, or a transaction (api/db/planned.ts). */
type Reader = Database | Tx
/** A page's items, chosen in the list's order, as a subquery for `shown`. */
const chosenPage = (reader: Reader, distance: SQL<number>, where: SQL | undefined, order: SQL[], count: number) =>
	reader.select(chosenColumns(distance)).from(contentItems).where(where).orderBy(...order).limit(count).as('chosen')
type Chosen = ReturnType<typeof chosenPage>
type ShownRow = { item: { id: string }; distanceKm: unknown; publishedCursor: string; startsCursor: string }

/** A page's rows, as `shown` makes them of the chosen items, sorted in the list's order; and the next page's cursor. */
async function aroundMeRows<R extends ShownRow>(db: Database, query: Query, shown: (reader: Reader, chosen: Chosen) => Promise<R[]>): Promise<{ rows: R[]; nextCursor: string | null }> {
	const { near, radiusKm, box, kind, order, cursor, limit } = query
	if (order === 'soonest' && (!kind || definitionOf(kind).timing !== 'happens')) {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { order: ['soonest lists one kind that happens at a time: event or agenda'] })
	}
	const distance = distanceKm(contentItems.location, near)
	const conditions: Array<SQL | undefined> = [
		kind ? sql`${contentItems.kind} = ${kindLiteral(kind)}` : sql`${contentItems.kind} in (${sql.join(aroundMeKinds.map(kindLiteral), sql`, `)})`,
		isNotNull(contentItems.location),
		shownToAnyone(),
		current,
		box ? undefined : lte(distance, radiusKm),
	]
	const lookIn = box ?? boxAround(near, radiusKm)
	const inBox = within(lookIn)
	conditions.push(inBox)

	/**
	 * Each list is read in its index's order and stops at the page (api/db/planned.ts): the planner cannot
	 * tell how many items a box or a filter keeps (no statistics of points) and guesses very few: left alone
	 * it reads every candidate and sorts them, or scans the table. Nearest first walks the GiST index's KNN
	 * order within the box; the time orders walk the time index (the box left out of index use), unless a
	 * probe found the box sparse (then the box, whole, and a sort).
	 *
	 * The page's items in two steps: which ones, asked of content_items alone in the list's order, so the
	 * plan reads the order's index and stops at the page; then what they show (`shown`) for just those.
	 */
	function page(reader: Reader, order: SQL[], count: number) {
		return shown(reader, chosenPage(reader, distance, and(...conditions), order, count))
	}

	/**
	 * Whether the box holds fewer than PROBE of the kind (counted in its point index alone, no row read:
	 * an upper bound of what qualifies): a dense box is then left out of index use, so the time index is
	 * walked (and stops at the page). Probed once a minute (rememberedDensity).
	 */
	async function denseOrSparse(reader: Reader): Promise<Density> {
		const density = await rememberedDensity(db, `${kind ?? '*'} ${lookIn.west} ${lookIn.south} ${lookIn.east} ${lookIn.north}`, async () => {
			const ofKind = kind ? [sql`${contentItems.kind} = ${kindLiteral(kind)}`] : []
			const probe = reader
				.select({ one: sql`1` })
				.from(contentItems)
				.where(and(...ofKind, isNull(contentItems.deletedAt), isNotNull(contentItems.location), inBox))
				.limit(PROBE)
				.as('probe')
			const [row] = await reader.select({ n: sql<number>`count(*)::int` }).from(probe)
			return (row?.n ?? 0) < PROBE ? 'sparse' : 'dense'
		})
		if (density === 'dense') conditions.splice(conditions.indexOf(inBox), 1, within(lookIn, false))
		return density
	}

	/** The first `limit` of rows read in the list's order (one more tells that a next page exists), its cursor from the last shown. */
	const answer = (rows: R[], cursorOf: (row: R) => string) => {
		const { page, nextCursor } = pageOf(rows, limit, cursorOf)
		return { rows: page, nextCursor }
	}

	/**
	 * A time order (soonest: by start, ascending; newest: by publication, descending), keyset paged on
	 * (time, id), read as denseOrSparse decides and sorted again here (a sparse box comes unsorted).
	 */
	async function byTime(column: typeof contentItems.startsAt | typeof contentItems.publishedAt, cursorKey: 'startsCursor' | 'publishedCursor', direction: 'asc' | 'desc') {
		if (cursor) {
			const [at, id] = timeIdCursor.decode(cursor)
			conditions.push(direction === 'asc' ? sql`(${column}, ${contentItems.id}) > (${at}::timestamptz, ${id}::uuid)` : sql`(${column}, ${contentItems.id}) < (${at}::timestamptz, ${id}::uuid)`)
		}
		// A sparse box is read whole and sorted (`+ interval '0'`: an order no index serves). A dense one walks
		// the time index with no sort at all: the planner guesses the box keeps few, so reading a kind's whole
		// place index and sorting looked as cheap as the walk (350 ms for a dense kind at a million rows, against 20).
		const inOrderOf = (time: SQL) => (direction === 'asc' ? [time, sql`${contentItems.id}`] : [sql`${time} desc nulls last`, sql`${contentItems.id} desc nulls last`])
		const rows = await planned(db, byIndexOrder, async (reader) =>
			(await denseOrSparse(reader)) === 'sparse'
				? page(reader, inOrderOf(sql`${column} + interval '0'`), limit + 1)
				: planned(reader, byIndexOrderUnsorted, (unsorted) => page(unsorted, inOrderOf(sql`${column}`), limit + 1)),
		)
		const sign = direction === 'asc' ? 1 : -1
		rows.sort((a, b) => sign * (a[cursorKey] < b[cursorKey] ? -1 : a[cursorKey] > b[cursorKey] ? 1 : a.item.id < b.item.id ? -1 : 1))
		return answer(rows, (row) => timeIdCursor.encode([row[cursorKey], row.item.id]))
	}

	if (order === 'nearest') {
		if (cursor) {
			const [afterKm, afterId] = nearestCursor.decode(cursor)
			conditions.push(or(sql`${distance} > ${afterKm}::float8`, and(sql`${distance} = ${afterKm}::float8`, sql`${contentItems.id} > ${afterId}::uuid`)))
		}
		// The distance alone: a second key (id) would need a sort of every row in the box, where the
		// index gives this order as it reads.
		const rows = await planned(db, byIndexOrder, (reader) => page(reader, [sql`${contentItems.location} <-> point(${near.lng}::float8, ${near.lat}::float8)`], overFetch(limit)))
		rows.sort((a, b) => Number(a.distanceKm) - Number(b.distanceKm) || (a.item.id < b.item.id ? -1 : 1))
		return answer(rows, (row) => nearestCursor.encode([Number(row.distanceKm), row.item.id]))
	}

	if (order === 'soonest') {
		// A run is at most maxDurationDays (contracts/content/kind.ts): what began longer ago than that has ended.
		conditions.push(gte(contentItems.startsAt, sql`now() - ${sql.raw(`interval '${contentLimits.maxDurationDays} days'`)}`))
		return byTime(contentItems.startsAt, 'startsCursor', 'asc')
	}

	// A kind shown for its first hours (stories): only those hours are read.
	const hours = kind ? definitionOf(kind).aroundMeHours : undefined
	if (hours) conditions.push(gte(contentItems.publishedAt, sql`now() - ${sql.raw(`interval '${hours} hours'`)}`))
	return byTime(contentItems.publishedAt, 'publishedCursor', 'desc')
}
