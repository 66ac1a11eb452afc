// The places /business-user/{id}/event/around-here finds events near, and how a point is written in
// its `near` parameter (lat,lng in decimal degrees). Kept apart from display.ts so the page's browser
// code has them without the API's contracts.

/** The places /event/around-here offers without the browser's location (city centres). */
export const nearPlaces = [
	{ id: 'bangkok', lat: 13.7563, lng: 100.5018 },
	{ id: 'chiangMai', lat: 18.7883, lng: 98.9853 },
	{ id: 'phuket', lat: 7.8804, lng: 98.3923 },
	{ id: 'khonKaen', lat: 16.4322, lng: 102.8236 },
	{ id: 'hatYai', lat: 7.0086, lng: 100.4747 },
] as const
export type NearPlace = (typeof nearPlaces)[number]

/** A point as the `near` parameter writes it: `lat,lng`. */
export function nearValue({ lat, lng }: { lat: number; lng: number }) {
	return `${lat},${lng}`
}

/** The browser's location for `near`, to about 100 m: close enough for "nearest", and no closer. */
export function nearValueOfPosition({ latitude, longitude }: { latitude: number; longitude: number }) {
	return `${latitude.toFixed(3)},${longitude.toFixed(3)}`
}
