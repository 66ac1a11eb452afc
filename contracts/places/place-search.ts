import { thailandPlaces, type Place } from './thailand.ts'

// "Find a place" and the order of the place list (docs/product.md#around-me). A place is found by any of
// its names, English or Thai (and the others people use, `aka`), by the whole name, its start, the start
// of one of its words or any part of it. Case, accents, spaces and punctuation do not count, so a Thai
// name is found typed without its spaces ("ดอยสุเทพเชียงใหม่") and "thonglor" finds "Thong Lo". The same
// code answers in the browser (as the person types), on the web server (the form without JavaScript) and
// in the API (the open-tab search by place, api/open-tab/service.ts).

/** The longest query that is looked at: longer than any place's name. */
const MAX_QUERY = 80

/** A name as search compares it: without case, Latin accents, spaces or punctuation. */
export function folded(text: string) {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.normalize('NFKC')
		.toLocaleLowerCase('en')
		.replace(/[\s\p{P}\p{S}]+/gu, '')
}

type SearchName = { name: string; whole: string; words: string[] }

const searchNames = new Map<Place, SearchName[]>(
	thailandPlaces.map((place) => [
		place,
		[place.en, place.th, ...(place.aka ?? [])].map((name) => ({
			name,
			whole: folded(name),
			words: name.split(/[\s\p{P}]+/u).map(folded).filter(Boolean),
		})),
	]),
)

/** How well a name matches (lower is better): the whole name, its start, a word's start, any part. */
function rankOf({ whole, words }: SearchName, query: string) {
	if (whole === query) return 0
	if (whole.startsWith(query)) return 1
	if (words.some((word) => word.startsWith(query))) return 2
	return whole.includes(query) ? 3 : null
}

const collators = new Map<string, Intl.Collator>()
/** The collator of a language, made once (Thai's sorts Latin names as English does). */
export function collatorOf(language: string) {
	let collator = collators.get(language)
	if (!collator) collators.set(language, (collator = new Intl.Collator(language)))
	return collator
}

/** The places a query finds, the best match first; none for a query of nothing but spaces and punctuation. */
export function findPlaces(query: string): Place[] {
	const wanted = folded(query.slice(0, MAX_QUERY))
	if (!wanted) return []
	const found: { place: Place; rank: number; name: string }[] = []
	for (const [place, names] of searchNames) {
		let best: { rank: number; name: string } | null = null
		for (const name of names) {
			const rank = rankOf(name, wanted)
			if (rank !== null && (!best || rank < best.rank)) best = { rank, name: name.name }
		}
		if (best) found.push({ place, ...best })
	}
	// Equally good matches in the order of the names that matched, Thai or English alike.
	const collator = collatorOf('th')
	return found.sort((a, b) => a.rank - b.rank || collator.compare(a.name, b.name) || a.place.id.localeCompare(b.place.id)).map(({ place }) => place)
}

/** A place's name in a language (Thai, or English for any other). */
export const nameIn = (place: Place, language: string) => (language === 'th' ? place.th : place.en)

/** Places in the reader's order: by their names in the reader's language, as its collator sorts them. */
export function placesInOrder(places: readonly Place[], language: string): Place[] {
	const collator = collatorOf(language)
	return [...places].sort((a, b) => collator.compare(nameIn(a, language), nameIn(b, language)))
}
