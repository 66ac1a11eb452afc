import { thailandPlaces, type PlaceKind } from '#contracts/places/thailand.ts'
import { placeName } from './place.ts'
import { placesInOrder } from '#contracts/places/place-search.ts'

/** The place select's options: its groups in order, each place by its id and its name in the reader's language. */
export type PlaceChoices = { kind: PlaceKind; places: { id: string; name: string }[] }[]

const kinds: PlaceKind[] = ['area', 'bangkok-district', 'province']
// Made once per language: sorting the 200 places by the collator on every page that shows the list was
// about 1% of the web's busy time on /around-me. A reader of the list never changes it.
const choicesByLanguage = new Map<string, PlaceChoices>()

/**
 * The "Place" list in the reader's language and order (app/around-me/place-select.tsx), as a loader sends
 * it: the list of places with their centres and other names stays on the server, and out of the page's
 * first script (the browser loads the search when the person starts to type).
 */
export function placeChoices(language: string): PlaceChoices {
	let choices = choicesByLanguage.get(language)
	if (!choices) {
		choices = kinds.map((kind) => ({
			kind,
			places: placesInOrder(
				thailandPlaces.filter((place) => place.kind === kind),
				language,
			).map((place) => ({ id: place.id, name: placeName(place, language) })),
		}))
		choicesByLanguage.set(language, choices)
	}
	return choices
}
