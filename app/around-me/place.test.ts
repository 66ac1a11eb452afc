import { describe, expect, test } from 'vitest'
import { whereaboutsOf } from './whereabouts.ts'
import { placeToRemember, rememberedPlaceOf, serializeRememberedPlace } from './remembered-place.server.ts'

// Where a page looks (app/around-me/place.ts) and the place a person told us (remembered-place.server.ts).

const where = (query: string, remembered?: string | null) => whereaboutsOf(new URLSearchParams(query), remembered)

describe('whereaboutsOf', () => {
	test('"Find a place" looks around its best match, and lists what else it found', () => {
		const found = where('find=Silom&place=bangkok-pathum-wan&distance=20')
		expect(found.place?.id).toBe('area-silom')
		expect(found.param).toEqual({ name: 'place', value: 'area-silom' })
		expect(found.radiusKm).toBe(20)
		expect(found.found).toEqual({ query: 'Silom', placeIds: ['area-silom'] })
		expect(where('find=สยาม').place?.id).toBe('area-siam')
		expect(where('find=Chatuchak').found?.placeIds.slice(0, 2)).toEqual(['bangkok-chatuchak', 'area-chatuchak-market'])
	})

	test('nothing found: the page stays where it was, and says what was asked', () => {
		const kept = where('find=Atlantis&place=bangkok-bang-rak')
		expect(kept.place?.id).toBe('bangkok-bang-rak')
		expect(kept.found).toEqual({ query: 'Atlantis', placeIds: [] })
		expect(where('find=Atlantis&near=13.75,100.5').param).toEqual({ name: 'near', value: '13.75,100.5' })
		expect(where('find=%20%20').found).toBeNull()
	})

	test('without a place in the address: the remembered place or point, else central Bangkok', () => {
		expect(where('', 'area-ari').place?.id).toBe('area-ari')
		expect(where('', '18.796,98.969')).toMatchObject({ point: { lat: 18.796, lng: 98.969 }, place: null, param: { name: 'near', value: '18.796,98.969' } })
		expect(where('').place?.id).toBe('bangkok-pathum-wan')
		expect(where('', 'nowhere').place?.id).toBe('bangkok-pathum-wan')
		// The address wins over what is remembered.
		expect(where('place=province-phuket', 'area-ari').place?.id).toBe('province-phuket')
		expect(where('near=13.7,100.5', 'area-ari').place).toBeNull()
	})
})

describe('the remembered place', () => {
	const request = (cookie?: string) => new Request('http://robtua.test/', { headers: cookie ? { Cookie: cookie } : {} })

	test('a place of the list, or a point rounded to about 100 m whatever the browser sent', () => {
		expect(placeToRemember({ place: 'area-silom', near: null })).toBe('area-silom')
		expect(placeToRemember({ place: null, near: '18.7956712,98.9689123' })).toBe(null)
		expect(placeToRemember({ place: null, near: '18.795671,98.968912' })).toBe('18.796,98.969')
		expect(placeToRemember({ place: 'here', near: '13.7,100.5' })).toBe('13.700,100.500')
		for (const junk of [{ place: 'nowhere', near: '' }, { place: null, near: '999,999' }, { place: ['area-silom'], near: null }, { place: null, near: null }]) expect(placeToRemember(junk)).toBeNull()
	})

	test('read back from its cookie; "Not now" counts as answered; anything else asks again', () => {
		const cookieOf = (value: string | null) => serializeRememberedPlace(value, { secure: false }).split(';')[0]!
		expect(serializeRememberedPlace('area-ari', { secure: true })).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/)
		expect(rememberedPlaceOf(request(cookieOf('area-ari')))).toEqual({ value: 'area-ari', answered: true })
		expect(rememberedPlaceOf(request(cookieOf('13.745,100.534')))).toEqual({ value: '13.745,100.534', answered: true })
		expect(rememberedPlaceOf(request(cookieOf(null)))).toEqual({ value: null, answered: true })
		expect(rememberedPlaceOf(request())).toEqual({ value: null, answered: false })
		expect(rememberedPlaceOf(request('place=%E0%B8'))).toEqual({ value: null, answered: false })
		expect(rememberedPlaceOf(request('place=somewhere'))).toEqual({ value: null, answered: false })
	})
})
