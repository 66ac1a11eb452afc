import { aroundMeKinds, aroundMeRadiiKm, defaultRadiusKm, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { thailandPlaces, type Place } from '#contracts/places/thailand.ts'
import { findPlaces } from './place-search.ts'

// Where around me looks (docs/product.md#around-me): a place of the list (`?place=bangkok-pathum-wan`, or
// the best match of `?find=silom`) or a point (`?near=13.745,100.534`, the browser's location rounded to
// about 100 m before it is sent), how far (`?distance=5`) and which kind (`?kind=event`). All of it is in
// the address, so a view can be shared and the back button works; the server keeps none of it. Without
// any, the place the person told us (a cookie on their browser) or central Bangkok.

/** The "Place" option that stands for the point in `near` (the browser's location). */
export const HERE = 'here'

/** Central Bangkok, for someone who has not told where they are. */
export const DEFAULT_PLACE_ID = 'bangkok-pathum-wan'

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

/** The place of an id of the list, or undefined. */
export const placeOfId = (id: string | null | undefined) => (id ? thailandPlaces.find((place) => place.id === id) : undefined)

type BrowserCoords = { latitude: number; longitude: number }

/** A point of the browser's, rounded to about 100 m (3 decimals) before it leaves the browser. */
export const roundedPoint = ({ latitude, longitude }: BrowserCoords) => ({ lat: Number(latitude.toFixed(3)), lng: Number(longitude.toFixed(3)) })

/** The same, as `near=` takes it. */
export const roundedNear = (coords: BrowserCoords) => {
	const { lat, lng } = roundedPoint(coords)
	return `${lat.toFixed(3)},${lng.toFixed(3)}`
}

/**
 * The place and distance a page's address asks for: the best match of `find`, else the `place` or `near`
 * it names, else the person's remembered place (a place's id or a rounded point,
 * app/around-me/remembered-place.server.ts), else central Bangkok.
 */
export function whereaboutsOf(search: URLSearchParams, remembered?: string | null): Whereabouts {
	const distance = Number(search.get('distance'))
	const radiusKm = (aroundMeRadiiKm as readonly number[]).includes(distance) ? distance : defaultRadiusKm
	const query = search.get('find')?.trim()
	const matches = query ? findPlaces(query) : []
	const found = query ? { query, placeIds: matches.map((place) => place.id) } : null
	const atPlace = (place: Place): Whereabouts => ({ point: { lat: place.lat, lng: place.lng }, place, param: { name: 'place', value: place.id }, radiusKm, found })
	const atPoint = (point: { lat: number; lng: number }): Whereabouts => ({ point, place: null, param: { name: 'near', value: `${point.lat},${point.lng}` }, radiusKm, found })
	if (matches[0]) return atPlace(matches[0])
	const chosen = search.get('place')
	// A point, unless a place of the list was chosen over it.
	const near = !chosen || chosen === HERE ? pointOf(search.get('near')) : null
	if (near) return atPoint(near)
	const place = placeOfId(chosen)
	if (place) return atPlace(place)
	const rememberedPoint = pointOf(remembered)
	if (rememberedPoint) return atPoint(rememberedPoint)
	return atPlace(placeOfId(remembered) ?? placeOfId(DEFAULT_PLACE_ID)!)
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

/** What the place form shows of the whereabouts (app/around-me/place-form.tsx), as a loader hands it on. */
export const placeFormValues = (where: Whereabouts) => ({
	place: where.place?.id ?? null,
	near: where.param.name === 'near' ? where.param.value : null,
	radiusKm: where.radiusKm,
	found: where.found,
})

export type PlaceFormValues = ReturnType<typeof placeFormValues>
