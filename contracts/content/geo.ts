import { z } from 'zod'
import { line } from '../text.ts'

// Places of content (docs/product.md#content): a point as the map and the browser's geolocation give it,
// and how far apart two points are. x = longitude, y = latitude in the database (docs/data-model.md §2.3).

export const geoPointSchema = z.object({ lat: z.number(), lng: z.number() }).meta({ id: 'GeoPoint' })
export type GeoPoint = z.infer<typeof geoPointSchema>

/** A point sent by a client: real degrees only. */
export const geoPointInputSchema = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).meta({ id: 'GeoPointInput' })

const NEAR_PATTERN = /^(-?\d{1,3}(?:\.\d{1,12})?),(-?\d{1,3}(?:\.\d{1,12})?)$/

/** `near=lat,lng` in decimal degrees (as a map or the browser's geolocation gives them), read as a point. */
export const nearSchema = line(64)
	.transform((value, ctx): GeoPoint => {
		const [, lat = NaN, lng = NaN] = (NEAR_PATTERN.exec(value) ?? []).map(Number)
		if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng }
		ctx.addIssue({ code: 'custom', message: 'Must be lat,lng in decimal degrees' })
		return z.NEVER
	})
	.describe('lat,lng in decimal degrees, e.g. 13.7456,100.5347: the nearest first')

// How far apart two points are: plain numbers (contracts/content/distance.ts), so a page's code that only
// measures loads no schema library.
export { kilometresBetween } from './distance.ts'

/** About 300 m of latitude, in degrees: the grid a person's approximate place is snapped to. */
const SNAP_DEGREES = 0.0027

/**
 * The centre of the ~300 m grid cell a point is in (docs/product.md#around-me): a person's item shows this
 * instead of their spot. The cells are fixed, so posting from one spot again gives away nothing more.
 */
export function snapToAbout300m({ lat, lng }: GeoPoint): GeoPoint {
	const snappedLat = Math.round(lat / SNAP_DEGREES) * SNAP_DEGREES
	// A degree of longitude shrinks with the cosine of the latitude: the cells stay about square.
	const lngDegrees = SNAP_DEGREES / Math.max(Math.cos((snappedLat * Math.PI) / 180), 0.01)
	const snappedLng = Math.round(lng / lngDegrees) * lngDegrees
	const round6 = (value: number) => Math.round(value * 1e6) / 1e6
	return { lat: round6(Math.max(-90, Math.min(90, snappedLat))), lng: round6(Math.max(-180, Math.min(180, snappedLng))) }
}
