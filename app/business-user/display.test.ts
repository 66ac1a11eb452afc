import { describe, expect, test } from 'vitest'
import { eventView, parseNear, storyView } from './display.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import { nearPlaces, nearValue, nearValueOfPosition } from './near.ts'

const pim = { profileUuid: '3f1e6c1a-6a43-4c3e-9d4e-2b0d1b6f2a11', firstName: 'Pim', lastName: 'Chaiyo' }

/** An item as the API answers it, with the fields a test names. */
function itemOf<K extends 'story' | 'event'>(kind: K, fields: Partial<ContentItem<K>>): ContentItem<K> {
	const at = '2026-03-01T00:00:00.000Z'
	return {
		id: 'x',
		kind,
		owner: { type: 'business-user', id: 'b', name: 'Siam Coffee' },
		postedBy: null,
		title: '',
		body: '',
		details: kind === 'event' ? { venue: null, capacity: null, priceSatang: null } : {},
		locationExact: true,
		pictures: [],
		tags: [],
		going: kind === 'event' ? { count: 0, me: false } : null,
		startsAt: null,
		endsAt: null,
		location: null,
		address: null,
		province: null,
		visibility: 'public',
		publishedAt: at,
		createdAt: at,
		updatedAt: at,
		distanceKm: null,
		canEdit: false,
		canDelete: false,
		...fields,
	} as ContentItem<K>
}

describe('views', () => {
	test('a story with its attribution and day', () => {
		const story = itemOf('story', { id: 'a', title: 'Cold brew', body: 'Twelve hours.', publishedAt: '2026-03-01T17:30:00.000Z', postedBy: pim })
		expect(storyView(story, 'en')).toEqual({
			id: 'a',
			href: '/business-user/b/story/a',
			title: 'Cold brew',
			body: 'Twelve hours.',
			imageUrl: null,
			publishedAt: '2026-03-01T17:30:00.000Z',
			published: 'Mar 2, 2026',
			postedBy: 'Pim Chaiyo',
		})
	})

	test('an event: where (its address and place, the place by its name in the reader’s language), how far and who posted it', () => {
		const event = itemOf('event', {
			id: 'e',
			title: 'Night market',
			startsAt: null,
			endsAt: null,
			address: null,
			province: 'bangkok-bang-khun-thian',
			location: { lat: 13.7456, lng: 100.5347 },
			distanceKm: 3.74,
			postedBy: null,
		})
		expect(eventView(event, 'en')).toEqual({ id: 'e', href: '/business-user/b/event/e', title: 'Night market', startsAt: null, when: null, place: 'Bang Khun Thian', distance: '3.7 km', postedBy: null })
		expect(eventView(event, 'th').place).toBe('บางขุนเทียน')
		expect(eventView({ ...event, address: 'Soi 5' }, 'en').place).toBe('Soi 5 · Bang Khun Thian')
		expect(eventView({ ...event, province: 'no-longer-listed' }, 'en').place).toBeNull()
		expect(eventView({ ...event, distanceKm: null }, 'en').distance).toBeNull()
	})
})

describe('near', () => {
	test('each place is a point the parameter takes back as that place', () => {
		for (const place of nearPlaces) expect(parseNear(nearValue(place))).toEqual({ point: { lat: place.lat, lng: place.lng }, value: nearValue(place), place })
	})

	test('the browser location, rounded to about 100 m, is a point of no place', () => {
		const value = nearValueOfPosition({ latitude: 13.746_543, longitude: 100.534_912 })
		expect(value).toBe('13.747,100.535')
		expect(parseNear(value)).toEqual({ point: { lat: 13.747, lng: 100.535 }, value, place: null })
	})

	test.each([null, '', 'bangkok', '13.7', '91,100', '13.7,181', '13.7;100.5'])('%j is no point', (value) => {
		expect(parseNear(value)).toBeNull()
	})
})
