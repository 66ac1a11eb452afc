import { encodeMessage } from '#app/validation/message.ts'
import { text } from '#app/validation/rules.ts'
import { placeOfId } from '#contracts/places/thailand.ts'

// A form's "Place" chosen from the list (app/around-me/place-select.tsx), for the forms that place a thing
// at a place of the list: a community, an open-tab connect. Loaded with the form's schema, on demand.

/** Whether a stored place is one of the list (the form's starting value; anything else starts as none). */
export const isPlaceId = (id: string | null | undefined): id is string => placeOfId(id) !== undefined

/** The `place` field: a place of the list by its id, or none (''). */
export const placeField = () =>
	text()
		.optional()
		.refine((value) => !value || isPlaceId(value), { error: encodeMessage('default') })

/** What the API is sent for the place chosen: its centre (a public place, so exact) and its id; or no place. */
export function placeBody(placeId: string | undefined) {
	const place = placeOfId(placeId)
	return { location: place ? { lat: place.lat, lng: place.lng } : null, locationExact: true, province: place?.id ?? null }
}
