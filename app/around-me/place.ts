import { aroundMeKinds, aroundMeRadiiKm, defaultRadiusKm, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { thailandPlaces, type Place } from '#contracts/places/thailand.ts'

// Where around me looks (docs/product.md#around-me): a place of the list (`?place=bangkok-pathum-wan`)
// or a point (`?near=13.745,100.534`, the browser's location rounded to about 100 m before it is sent),
// how far (`?distance=5`) and which kind (`?kind=event`). All of it is in the address, so a view can be
// shared and the back button works; the server keeps none of it.

/** The "Place" option that stands for the point in `near` (the browser's location). */
export const HERE = 'here'

/** Central Bangkok, for someone who has not chosen a place yet. */
export const DEFAULT_PLACE_ID = 'bangkok-pathum-wan'

export type Whereabouts = {
	/** The point looked around. */
	point: { lat: number; lng: number }
	/** The list's place, or null for a point of the browser's. */
	place: Place | null
	/** `place=…` or `near=…`, to carry into links. */
	param: { name: 'place' | 'near'; value: string }
	radiusKm: number
}

const NEAR = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/

type BrowserCoords = { latitude: number; longitude: number }

/** A point of the browser's, rounded to about 100 m (3 decimals) before it leaves the browser. */
export const roundedPoint = ({ latitude, longitude }: BrowserCoords) => ({ lat: Number(latitude.toFixed(3)), lng: Number(longitude.toFixed(3)) })

/** The same, as `near=` takes it. */
export const roundedNear = (coords: BrowserCoords) => {
	const { lat, lng } = roundedPoint(coords)
	return `${lat.toFixed(3)},${lng.toFixed(3)}`
}

/** The place and distance a page's address asks for; the remembered or default place when it asks for none. */
export function whereaboutsOf(search: URLSearchParams, remembered?: string | null): Whereabouts {
	const distance = Number(search.get('distance'))
	const radiusKm = (aroundMeRadiiKm as readonly number[]).includes(distance) ? distance : defaultRadiusKm
	const chosen = search.get('place')
	// A point, unless a place of the list was chosen over it.
	const near = !chosen || chosen === HERE ? NEAR.exec(search.get('near') ?? '') : null
	if (near) {
		const [lat, lng] = [Number(near[1]), Number(near[2])]
		if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { point: { lat, lng }, place: null, param: { name: 'near', value: `${lat},${lng}` }, radiusKm }
	}
	const place = thailandPlaces.find((candidate) => candidate.id === chosen) ?? thailandPlaces.find((candidate) => candidate.id === remembered) ?? thailandPlaces.find((candidate) => candidate.id === DEFAULT_PLACE_ID)!
	return { point: { lat: place.lat, lng: place.lng }, place, param: { name: 'place', value: place.id }, radiusKm }
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
