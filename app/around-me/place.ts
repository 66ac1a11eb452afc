import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import type { Place } from '#contracts/places/thailand.ts'

// Where around me looks (docs/product.md#around-me), what the browser may know of it without the list of
// places (app/around-me/whereabouts.ts reads an address with the list, on the server): a place of the list (`?place=bangkok-pathum-wan`, or
// the best match of `?find=silom`) or a point (`?near=13.745,100.534`, the browser's location rounded to
// about 100 m before it is sent), how far (`?distance=5`) and which kind (`?kind=event`). All of it is in
// the address, so a view can be shared and the back button works; the server keeps none of it. Without
// any, the place the person told us (a cookie on their browser) or central Bangkok.

/** The "Place" option that stands for the point in `near` (the browser's location). */
export const HERE = 'here'

export type Whereabouts = {
	/** The point looked around. */
	point: { lat: number; lng: number }
	/** The list's place, or null for a point of the browser's. */
	place: Place | null
	/** `place=…` or `near=…`, to carry into links. */
	param: { name: 'place' | 'near'; value: string }
	radiusKm: number
	/** What "Find a place" (`?find=`) was asked and the places it found, the best (the place looked around) first. */
	found: FoundPlaces | null
}

export type FoundPlaces = { query: string; placeIds: string[] }

const NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/

/** A point written as `near=` takes it (`13.745,100.534`), or null. */
export function pointOf(value: string | null | undefined) {
	const near = NEAR.exec(value ?? '')
	if (!near) return null
	const [lat, lng] = [Number(near[1]), Number(near[2])]
	return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

type BrowserCoords = { latitude: number; longitude: number }

/** A point of the browser's, rounded to about 100 m (3 decimals) before it leaves the browser. */
export const roundedPoint = ({ latitude, longitude }: BrowserCoords) => ({ lat: Number(latitude.toFixed(3)), lng: Number(longitude.toFixed(3)) })

/** The same, as `near=` takes it. */
export const roundedNear = (coords: BrowserCoords) => {
	const { lat, lng } = roundedPoint(coords)
	return `${lat.toFixed(3)},${lng.toFixed(3)}`
}

/** The kind a list asks for (`?kind=`), or null for every kind. */
export function kindOf(search: URLSearchParams): AroundMeKind | null {
	const kind = search.get('kind')
	return aroundMeKinds.find((candidate) => candidate === kind) ?? null
}

/** The address of an around-me page for a place, distance and more (`kind`, `cursor`). */
export function aroundMeHref(path: string, where: Pick<Whereabouts, 'param' | 'radiusKm'>, more: Record<string, string | null | undefined> = {}) {
	const search = new URLSearchParams({ [where.param.name]: where.param.value, distance: String(where.radiusKm) })
	for (const [name, value] of Object.entries(more)) if (value) search.set(name, value)
	return `${path}?${search}`
}


/** A place's name in the reader's language, with the other language's beside it. */
export function placeName(place: Pick<Place, 'en' | 'th'>, language: string) {
	return language === 'th' ? `${place.th} (${place.en})` : `${place.en} (${place.th})`
}
