import { z } from 'zod'
import { line } from '../text.ts'
import { aroundMeKinds } from './around-me-choices.ts'
import { boxPixels, MAP_VIEWPORT_MAX_PIXELS, MAX_LATITUDE, type MapBox } from './map-grid.ts'

// The around-me map (docs/product.md#around-me, docs/decisions/0022-map.md): what a viewport holds, point by
// point when it holds few, in cells counted ahead (map_cells) when it holds many or the map is far out.

const BOX_PATTERN = /^(-?\d{1,3}(?:\.\d{1,12})?),(-?\d{1,2}(?:\.\d{1,12})?),(-?\d{1,3}(?:\.\d{1,12})?),(-?\d{1,2}(?:\.\d{1,12})?)$/

/** `box=west,south,east,north` in decimal degrees, as a map's bounds give them. */
export const mapBoxSchema = line(120)
	.transform((value, ctx): MapBox => {
		const [, west = NaN, south = NaN, east = NaN, north = NaN] = (BOX_PATTERN.exec(value) ?? []).map(Number)
		const inRange = Math.abs(west) <= 180 && Math.abs(east) <= 180 && Math.abs(south) <= MAX_LATITUDE && Math.abs(north) <= MAX_LATITUDE
		if (inRange && west < east && south < north) return { west, south, east, north }
		ctx.addIssue({ code: 'custom', message: `Must be west,south,east,north in decimal degrees, west < east, south < north, latitudes within ±${MAX_LATITUDE}` })
		return z.NEVER
	})
	.describe('west,south,east,north in decimal degrees, e.g. 100.49,13.72,100.57,13.77')

export const mapQuerySchema = z
	.object({
		box: mapBoxSchema,
		zoom: z.coerce.number().int().min(0).max(20).describe('The map’s zoom: cells are 64 pixels wide at it'),
		kind: z.enum(aroundMeKinds).optional().describe('One kind; every kind when left out'),
	})
	.superRefine(({ box, zoom }, ctx) => {
		const { width, height } = boxPixels(box, zoom)
		if (width > MAP_VIEWPORT_MAX_PIXELS || height > MAP_VIEWPORT_MAX_PIXELS) {
			ctx.addIssue({ code: 'custom', path: ['box'], message: `At most ${MAP_VIEWPORT_MAX_PIXELS} pixels each way at this zoom` })
		}
	})
export type MapQuery = z.input<typeof mapQuerySchema>

export const mapPointSchema = z
	.object({
		id: z.guid(),
		kind: z.enum(aroundMeKinds),
		title: z.string(),
		lat: z.number(),
		lng: z.number(),
		/** False: a person's item, placed about 300 m off (the spot itself is not kept). */
		exact: z.boolean(),
		startsAt: z.string().nullable(),
		/** The business user whose item it is (its page is theirs), or null for a person's. */
		businessUserId: z.guid().nullable(),
	})
	.meta({ id: 'MapPoint' })
export type MapPoint = z.infer<typeof mapPointSchema>

export const mapCellSchema = z
	.object({
		/** The middle of what the cell holds. */
		lat: z.number(),
		lng: z.number(),
		n: z.number().int().min(1),
		/** How many of each kind. */
		kinds: z.partialRecord(z.enum(aroundMeKinds), z.number().int()),
		/** The cell's edges: a click zooms to them. */
		box: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
	})
	.meta({ id: 'MapCell' })
export type MapCell = z.infer<typeof mapCellSchema>

export const mapViewSchema = z
	.object({
		/** About how many items the viewport holds (a cell at its edge counts whole). */
		total: z.number().int().min(0),
		/** Every item in the viewport, when it holds few enough; otherwise empty. */
		points: z.array(mapPointSchema),
		/** The viewport's cells, when it holds more than points can show; otherwise empty. */
		cells: z.array(mapCellSchema),
	})
	.meta({ id: 'MapView' })
export type MapView = z.infer<typeof mapViewSchema>
