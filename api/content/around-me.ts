import { and, gte, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { contentItems } from '#api/db/schema.ts'
import { ProblemError } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/services/profiles.ts'
import { aroundMeKinds, type AroundMeKind, type AroundMeList, type aroundMeQuerySchema } from '#contracts/content/around-me.ts'
import type { GeoPoint } from '#contracts/content/geo.ts'
import type { ContentKindDefinition } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'
import { contentLimits } from '#contracts/limits.ts'
import { nobodysRights, selectItems, shownToAnyone, toItem } from './service.ts'

// Around me (docs/product.md#around-me): what is published and public near a place, of every kind or of
// one, a page at a time (docs/data-model.md §2.3 for the indexes; docs/decisions/0021-around-me.md).
// - nearest first: the GiST point index's KNN order (`location <-> point`), over-fetched and re-sorted by
//   the true (great-circle) distance, which is also the keyset: the next page starts after the last
//   item's (distance, id);
// - soonest first (events, agenda): the (kind, starts_at, id) btree from a month before now;
// - newest first: the (kind, published_at desc, id desc) btree.
// Every order keeps to the radius (a box the indexes can use, then the true distance) and to what is
// current: not ended, begun for announcements and alerts, a story's first 24 hours.
// The place is the request's alone: nothing here writes it anywhere.

type Query = z.output<typeof aroundMeQuerySchema>

const EARTH_RADIUS_KM = 6371.0088
const KM_PER_DEGREE = 111.32

const definitionOf = (kind: AroundMeKind) => contentKinds[kind] as unknown as ContentKindDefinition

/** A kind as a literal, not a parameter: the planner then sees which partial index (content_items_{kind}_location_idx) fits. */
const kindLiteral = (kind: AroundMeKind) => sql.raw(`'${kind}'`)

/** The great-circle distance from `near` to an item's place, in km, as PostgreSQL works it out (haversine). */
const distanceFrom = ({ lat, lng }: GeoPoint) =>
	sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
		power(sin(radians(${contentItems.location}[1] - ${lat}::float8) / 2), 2) +
		cos(radians(${lat}::float8)) * cos(radians(${contentItems.location}[1])) * power(sin(radians(${contentItems.location}[0] - ${lng}::float8) / 2), 2)))))`

/** The box around the circle: what the point indexes can look up (`<@`) before the true distance is checked. */
function boxAround({ lat, lng }: GeoPoint, radiusKm: number) {
	const dLat = radiusKm / KM_PER_DEGREE
	const dLng = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01))
	return sql`${contentItems.location} <@ box(point(${lng - dLng}::float8, ${lat - dLat}::float8), point(${lng + dLng}::float8, ${lat + dLat}::float8))`
}

/** What is current now, for the kinds asked about: not ended; begun, for kinds valid for a while; a story's first hours. */
function currentOf(kinds: readonly AroundMeKind[]): SQL {
	const notEnded = or(isNull(contentItems.endsAt), gte(contentItems.endsAt, sql`now()`))!
	const rules = kinds.map((kind) => {
		const definition = definitionOf(kind)
		const rule: SQL[] = []
		if (definition.timing === 'valid') rule.push(or(isNull(contentItems.startsAt), lte(contentItems.startsAt, sql`now()`))!)
		if (definition.aroundMeHours) rule.push(gte(contentItems.publishedAt, sql`now() - ${sql.raw(`interval '${definition.aroundMeHours} hours'`)}`))
		return { kind, rule }
	})
	const special = rules.filter(({ rule }) => rule.length > 0)
	if (special.length === 0) return notEnded
	if (kinds.length === 1) return and(notEnded, ...special[0]!.rule)!
	// Every kind together: each kind with its own rule, the rest by the common one.
	const plain = rules.filter(({ rule }) => rule.length === 0).map(({ kind }) => kindLiteral(kind))
	return and(
		notEnded,
		or(
			sql`${contentItems.kind} in (${sql.join(plain, sql`, `)})`,
			...special.map(({ kind, rule }) => and(sql`${contentItems.kind} = ${kindLiteral(kind)}`, ...rule)),
		),
	)!
}

// ---------------------------------------------------------------------------
// Cursors: the last item's position in the list's order, as the client got it.

const nearestCursor = z.tuple([z.number().finite().min(0), z.guid()])
const timeCursor = z.tuple([z.iso.datetime(), z.guid()])

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
function decode<T>(schema: z.ZodType<T>, cursor: string): T {
	try {
		return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
	} catch {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { cursor: ['Not a cursor of this list'] })
	}
}

/** Rows a page of `limit` asks for by the KNN order, to re-sort by the true distance (research: the planar order's top differs at its edge). */
const overFetch = (limit: number) => Math.ceil(limit * 1.5) + 10

/**
 * One page around a place. Only what is published and public shows; nobody's own drafts or
 * followers-only items (the feed brings those). Events and agenda items can be listed soonest first.
 */
export async function aroundMe(db: Database, caller: ProfileRow, query: Query): Promise<AroundMeList> {
	const { near, radiusKm, kind, order, cursor, limit } = query
	if (order === 'soonest' && (!kind || definitionOf(kind).timing !== 'happens')) {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { order: ['soonest lists one kind that happens at a time: event or agenda'] })
	}
	const kinds = kind ? [kind] : aroundMeKinds
	const distance = distanceFrom(near)
	const conditions: Array<SQL | undefined> = [
		kind ? sql`${contentItems.kind} = ${kindLiteral(kind)}` : sql`${contentItems.kind} in (${sql.join(aroundMeKinds.map(kindLiteral), sql`, `)})`,
		isNull(contentItems.deletedAt),
		isNotNull(contentItems.location),
		...shownToAnyone,
		lte(contentItems.publishedAt, sql`now()`),
		currentOf(kinds),
		boxAround(near, radiusKm),
		lte(distance, radiusKm),
	]
	const select = () => selectItems(db, caller.id, { distanceKm: distance.as('distance_km'), publishedCursor: sql<string>`to_char(${contentItems.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, startsCursor: sql<string>`to_char(${contentItems.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
	type Selected = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number]
	const answer = (rows: Selected[], next: string | null): AroundMeList => ({
		items: rows.map((row) => toItem(row.item.kind as AroundMeKind, row, nobodysRights, undefined, Number(row.distanceKm))),
		nextCursor: next,
	})

	if (order === 'nearest') {
		if (cursor) {
			const [afterKm, afterId] = decode(nearestCursor, cursor)
			conditions.push(or(sql`${distance} > ${afterKm}::float8`, and(sql`${distance} = ${afterKm}::float8`, sql`${contentItems.id} > ${afterId}::uuid`)))
		}
		const rows = await select()
			.where(and(...conditions))
			.orderBy(sql`${contentItems.location} <-> point(${near.lng}::float8, ${near.lat}::float8)`, contentItems.id)
			.limit(overFetch(limit))
		rows.sort((a, b) => Number(a.distanceKm) - Number(b.distanceKm) || (a.item.id < b.item.id ? -1 : 1))
		const page = rows.slice(0, limit)
		const last = page.at(-1)
		return answer(page, rows.length > limit && last ? encode([Number(last.distanceKm), last.item.id]) : null)
	}

	if (order === 'soonest') {
		// A run is at most maxDurationDays (contracts/content/kind.ts): what began longer ago than that has ended.
		conditions.push(gte(contentItems.startsAt, sql`now() - ${sql.raw(`interval '${contentLimits.maxDurationDays} days'`)}`))
		if (cursor) {
			const [at, id] = decode(timeCursor, cursor)
			conditions.push(sql`(${contentItems.startsAt}, ${contentItems.id}) > (${at}::timestamptz, ${id}::uuid)`)
		}
		const rows = await select()
			.where(and(...conditions))
			.orderBy(contentItems.kind, contentItems.startsAt, contentItems.id)
			.limit(limit + 1)
		const page = rows.slice(0, limit)
		const last = page.at(-1)
		return answer(page, rows.length > limit && last ? encode([last.startsCursor, last.item.id]) : null)
	}

	if (cursor) {
		const [at, id] = decode(timeCursor, cursor)
		conditions.push(sql`(${contentItems.publishedAt}, ${contentItems.id}) < (${at}::timestamptz, ${id}::uuid)`)
	}
	const rows = await select()
		.where(and(...conditions))
		.orderBy(sql`${contentItems.publishedAt} desc nulls last`, sql`${contentItems.id} desc nulls last`)
		.limit(limit + 1)
	const page = rows.slice(0, limit)
	const last = page.at(-1)
	return answer(page, rows.length > limit && last ? encode([last.publishedCursor, last.item.id]) : null)
}
