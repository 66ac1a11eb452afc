import { describe, expect, test } from 'vitest'
import { thailandPlaces } from '#contracts/places/thailand.ts'
import { placeChoices } from './place-choices.ts'

describe('placeChoices', () => {
	test('every place once, in its group, in the order of the reader’s language', () => {
		for (const language of ['en', 'th']) {
			const choices = placeChoices(language)
			expect(choices.map((group) => group.kind)).toEqual(['area', 'bangkok-district', 'province'])
			expect(choices.flatMap((group) => group.places.map((place) => place.id)).sort()).toEqual(thailandPlaces.map((place) => place.id).sort())
			const collator = new Intl.Collator(language)
			for (const { places } of choices) {
				const names = places.map((place) => place.name)
				expect(names).toEqual([...names].sort(collator.compare))
			}
		}
		expect(placeChoices('th')[0]?.places[0]?.name).not.toBe(placeChoices('en')[0]?.places[0]?.name)
	})

	test('made once per language: the same list on every call', () => {
		expect(placeChoices('th')).toBe(placeChoices('th'))
		expect(placeChoices('en')).not.toBe(placeChoices('th'))
	})
})
