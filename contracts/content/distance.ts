// How far apart two points are (docs/product.md#around-me), apart from geo.ts's schemas: the map's code
// in the browser measures without loading zod.

const EARTH_RADIUS_KM = 6371

/** Great-circle distance (haversine) in kilometres, to 10 m. */
export function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
	const radians = (degrees: number) => (degrees * Math.PI) / 180
	const dLat = radians(b.lat - a.lat)
	const dLng = radians(b.lng - a.lng)
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
	return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 100) / 100
}
