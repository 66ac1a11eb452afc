import { describe, expect, test } from 'vitest'
import { thailandPlaces } from '#contracts/places/thailand.ts'
import { findPlaces, placesInOrder } from './place-search.ts'

// "Find a place" and the place list's order (app/around-me/place-search.ts, docs/product.md#around-me).

const ids = (query: string) => findPlaces(query).map((place) => place.id)
const best = (query: string) => findPlaces(query)[0]

describe('findPlaces', () => {
	test('finds the neighbourhoods and landmarks people name, by their English or Thai names', () => {
		expect(best('Silom')?.id).toBe('area-silom')
		expect(best('สีลม')?.id).toBe('area-silom')
		expect(best('Siam')?.id).toBe('area-siam')
		expect(best('สยาม')?.id).toBe('area-siam')
		expect(best('Ari')?.id).toBe('area-ari')
		expect(best('อารีย์')?.id).toBe('area-ari')
		expect(best('Yaowarat')?.id).toBe('area-yaowarat')
		expect(best('Chinatown')?.id).toBe('area-yaowarat')
		expect(best('Nimman')?.id).toBe('area-chiang-mai-nimman')
		expect(best('Patong')?.id).toBe('area-phuket-patong')
		expect(best('Pattaya')?.id).toBe('area-pattaya')
		expect(best('Hat Yai')?.id).toBe('area-hat-yai')
		expect(best('หัวหิน')?.id).toBe('area-hua-hin')
	})

	test('every area has both names and a centre in Thailand', () => {
		const areas = thailandPlaces.filter((place) => place.kind === 'area')
		expect(areas.length).toBeGreaterThan(40)
		for (const area of areas) {
			expect(area.en).toMatch(/^[A-Z]/)
			expect(area.th).toMatch(/^[\u0E00-\u0E7F]/)
			expect(area.lat).toBeGreaterThan(5.5)
			expect(area.lat).toBeLessThan(20.5)
			expect(area.lng).toBeGreaterThan(97.3)
			expect(area.lng).toBeLessThan(105.7)
		}
		expect(new Set(thailandPlaces.map((place) => place.id)).size).toBe(thailandPlaces.length)
	})

	test('the whole name comes before its start, a word’s start, then any part of it', () => {
		// The district by its name, then the market that starts with it.
		expect(ids('Chatuchak').slice(0, 2)).toEqual(['bangkok-chatuchak', 'area-chatuchak-market'])
		// The province, then Phuket's areas.
		expect(ids('Phuket')[0]).toBe('province-phuket')
		expect(ids('Phuket')).toEqual(expect.arrayContaining(['area-phuket-old-town', 'area-phuket-patong', 'area-phuket-airport']))
		// A word of the name: Asok in "Sukhumvit–Asok"; part of a name: "chuak" in Chatuchak.
		expect(best('Asok')?.id).toBe('area-sukhumvit-asok')
		expect(best('Sukhumvit')?.id).toBe('area-sukhumvit-asok')
		expect(ids('tuch')).toEqual(expect.arrayContaining(['bangkok-chatuchak', 'area-chatuchak-market']))
		expect(ids('ลพบุ')).toEqual(['province-lopburi'])
	})

	test('a part of a name, any case, accents, spaces and punctuation aside', () => {
		expect(best('sil')?.id).toBe('area-silom')
		expect(best('SILOM ')?.id).toBe('area-silom')
		expect(best('thonglor')?.id).toBe('area-thong-lo')
		expect(best('Thong-Lo')?.id).toBe('area-thong-lo')
		expect(best('Khaosan')?.id).toBe('area-khao-san')
		expect(best('Sathorn')?.id).toBe('bangkok-sathon')
		expect(best('Korat')?.id).toBe('province-nakhon-ratchasima')
		expect(best('Ayutthaya')?.id).toBe('province-phra-nakhon-si-ayutthaya')
		expect(best('Chonburi')?.id).toBe('province-chonburi')
		expect(best('Chon Buri')?.id).toBe('province-chonburi')
		expect(best('Pathumwan')?.id).toBe('bangkok-pathum-wan')
	})

	test('a Thai query without spaces, and Thai written with the two forms of sara am', () => {
		expect(best('ดอยสุเทพเชียงใหม่')?.id).toBe('area-doi-suthep')
		expect(best('นิมมานเชียงใหม่')?.id).toBe('area-chiang-mai-nimman')
		expect(best('ป่าตองภูเก็ต')?.id).toBe('area-phuket-patong')
		expect(ids('เชียงใหม่')[0]).toBe('province-chiang-mai')
		expect(ids('เชียงใหม่')).toEqual(expect.arrayContaining(['area-chiang-mai-nimman', 'area-chiang-mai-old-city']))
		// ำ (sara am) typed as ํ + า.
		expect(best('หัวลําโพง')?.id).toBe('area-hua-lamphong')
	})

	test('nothing found: no place, whatever was typed', () => {
		expect(findPlaces('Atlantis')).toEqual([])
		expect(findPlaces('ซานฟรานซิสโก')).toEqual([])
		expect(findPlaces('')).toEqual([])
		expect(findPlaces('  -- ')).toEqual([])
		expect(findPlaces('x'.repeat(10_000))).toEqual([])
	})
})

describe('placesInOrder', () => {
	const provinces = thailandPlaces.filter((place) => place.kind === 'province')

	test('Thai names in Thai order: by the consonant, not the leading vowel or the code point', () => {
		const thai = placesInOrder(provinces, 'th').map((place) => place.th)
		expect(thai.slice(0, 3)).toEqual(['กระบี่', 'กรุงเทพมหานคร', 'กาญจนบุรี'])
		// เชียงใหม่ is filed under ช, before ตาก; sorting by code point puts every เ after ฮ.
		expect(thai.indexOf('เชียงใหม่')).toBeLessThan(thai.indexOf('ตาก'))
		expect(thai.indexOf('ชุมพร')).toBeLessThan(thai.indexOf('เชียงราย'))
		expect(thai.at(-1)).toBe('อุบลราชธานี')
		const collator = new Intl.Collator('th')
		expect(thai).toEqual([...thai].sort(collator.compare))
	})

	test('English names in English order', () => {
		const english = placesInOrder(provinces, 'en').map((place) => place.en)
		expect(english.slice(0, 3)).toEqual(['Amnat Charoen', 'Ang Thong', 'Bangkok'])
		expect(english.at(-1)).toBe('Yasothon')
	})
})
