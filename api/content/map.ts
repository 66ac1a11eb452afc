import { and, between, eq, gt, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { contentItems, mapCells } from '#api/db/schema.ts'
import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { CELL_LEVELS, cellBox, cellLevelFor, cellRange, MAP_POINTS_MAX } from '#contracts/content/map-grid.ts'
import type { MapCell, MapPoint, mapQuerySchema, MapView } from '#contracts/content/map.ts'
import { current, within } from './around-me.ts'

// The around-me map (docs/product.md#around-me, docs/decisions/0022-map.md): what a viewport holds.
// - Its cells first, from map_cells, which triggers keep on every write (migration 0018): one small read
//   whatever the viewport holds, where counting the items themselves took up to a second in dense Bangkok.
// - When those count at most MAP_POINTS_MAX, the items themselves, from the GiST index of what is on the
//   map (content_items_on_map_idx); above the last level of cells, always the items (a street holds few).
// Only what is published, public and current is on the map; a person's place is stored about 300 m off
// (api/content/service.ts), so nothing here is more exact than that at any zoom.

type Query = z.output<typeof mapQuerySchema>

/** What a viewport holds: cells or points, with about how many items. */
export async function mapView(db: Database, { box, zoom, kind }: Query): Promise<MapView> {
	const kinds = kind ? [kind] : [...aroundMeKinds]
	if (zoom > CELL_LEVELS.max) {
		// A street holds few; a 4K screen of the densest one could hold more, and gets the first MAP_POINTS_MAX.
		const points = await pointsIn(db, box, kinds)
		return { total: points.length, points: points.slice(0, MAP_POINTS_MAX), cells: [] }
	}
	const cells = await cellsIn(db, box, kinds, cellLevelFor(zoom))
	const total = cells.reduce((sum, cell) => sum + cell.n, 0)
	if (total <= MAP_POINTS_MAX) {
		const points = await pointsIn(db, box, kinds)
		// The cells lag the clock by up to a sweep (a minute); points are exact.
		if (points.length <= MAP_POINTS_MAX) return { total: points.length, points, cells: [] }
	}
	return { total, points: [], cells }
}

/** The items on the map in a viewport, at most one more than MAP_POINTS_MAX (the caller tells there are more). */
async function pointsIn(db: Database, box: Query['box'], kinds: AroundMeKind[]): Promise<MapPoint[]> {
	const rows = await db
		.select({ id: contentItems.id, kind: contentItems.kind, title: contentItems.title, location: contentItems.location, exact: contentItems.locationExact, startsAt: contentItems.startsAt, businessUserId: contentItems.ownerBusinessUserId })
		.from(contentItems)
		.where(and(sql`${contentItems.onMap}`, within(box), inArray(contentItems.kind, kinds), current))
		.limit(MAP_POINTS_MAX + 1)
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind as AroundMeKind,
		title: row.title,
		lat: row.location!.y,
		lng: row.location!.x,
		exact: row.exact,
		startsAt: row.startsAt?.toISOString() ?? null,
		businessUserId: row.businessUserId,
	}))
}

/** The viewport's cells of a level, every kind asked for summed into one a cell. */
async function cellsIn(db: Database, box: Query['box'], kinds: AroundMeKind[], level: number): Promise<MapCell[]> {
	const { x0, x1, y0, y1 } = cellRange(box, level)
	const rows = await db
		.select({ cx: mapCells.cx, cy: mapCells.cy, kind: mapCells.kind, n: mapCells.n, latSum: mapCells.latSum, lngSum: mapCells.lngSum })
		.from(mapCells)
		.where(and(eq(mapCells.level, level), inArray(mapCells.kind, kinds), between(mapCells.cx, x0, x1), between(mapCells.cy, y0, y1), gt(mapCells.n, 0)))
	const byCell = new Map<string, MapCell & { latSum: number; lngSum: number; cx: number; cy: number }>()
	for (const row of rows) {
		const key = `${row.cx},${row.cy}`
		const cell = byCell.get(key) ?? { cx: row.cx, cy: row.cy, lat: 0, lng: 0, n: 0, kinds: {}, box: cellBox(level, row.cx, row.cy), latSum: 0, lngSum: 0 }
		cell.n += row.n
		cell.latSum += row.latSum
		cell.lngSum += row.lngSum
		cell.kinds[row.kind as AroundMeKind] = row.n
		byCell.set(key, cell)
	}
	return [...byCell.values()].map(({ latSum, lngSum, n, kinds, box: edges }) => ({ lat: round6(latSum / n), lng: round6(lngSum / n), n, kinds, box: edges }))
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/**
 * The passing of time: what ended leaves the map and what began joins it (map_sweep, migration 0018).
 * Every replica runs it each minute; one at a time does the work. Returns how many items moved.
 */
export async function sweepMap(db: Database) {
	const result = (await db.execute(sql`select map_sweep() as moved`)) as unknown as { rows: Array<{ moved: number }> }
	return Number(result.rows[0]?.moved ?? 0)
}
