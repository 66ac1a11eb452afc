import { aroundMeRadiiKm, defaultRadiusKm } from '#contracts/content/around-me-choices.ts'
import { placeOfId, type Place } from '#contracts/places/thailand.ts'
import { placeChoices } from './place-choices.ts'
import { HERE, pointOf, type Whereabouts } from './place.ts'
import { findPlaces } from '#contracts/places/place-search.ts'

// The list of places behind an around-me address (docs/product.md#around-me), read by loaders: the list
// stays on the server, and a page is sent only the names it shows (app/around-me/place-choices.ts).

/** Central Bangkok, for someone who has not told where they are. */
export const DEFAULT_PLACE_ID = 'bangkok-pathum-wan'

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

/** What the place form shows of the whereabouts (app/around-me/place-form.tsx), with the list in the reader's language, as a loader hands it on. */
export const placeFormValues = (where: Whereabouts, language: string) => ({
	place: where.place?.id ?? null,
	near: where.param.name === 'near' ? where.param.value : null,
	radiusKm: where.radiusKm,
	found: where.found,
	choices: placeChoices(language),
})

export type PlaceFormValues = ReturnType<typeof placeFormValues>
