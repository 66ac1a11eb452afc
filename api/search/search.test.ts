import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { profiles } from '#api/db/schema.ts'
import { indexOutOfDate } from '#api/search/indexing.ts'
import { search } from './service.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { siamSquare, socialCalls, socialPeople } from '#api/testing/social-people.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { SearchResults } from '#contracts/social/search.ts'

// Search (docs/product.md#search): who finds what, and Thai found inside unspaced Thai text.

const api = useHarness()
type People = Awaited<ReturnType<typeof socialPeople>>
type Person = People['niran']
let niran: Person, dao: Person, mallory: Person, coffee: People['coffee']
beforeAll(async () => void ({ niran, dao, mallory, coffee } = await socialPeople(api)), 60_000)
const { post, follow, titles } = socialCalls(api)
const place = siamSquare



describe('search', () => {
	const find = async (who: Person, query: string, path = '/v1/search') => ok<SearchResults>(await api.call('GET', `${path}?${query}`, { token: who.token }))

	test('a Thai word inside unspaced Thai text, English words, a part of a word; ranked, with the words to highlight', async () => {
		await post(niran, 'story', { ...place, title: 'ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่', body: 'Fresh coffee every morning' })
		await post(niran, 'catalogue', { ...place, title: 'ชาเย็นสูตรโบราณ', body: 'ไม่ใส่กาแฟ', priceSatang: 100 })
		await post(niran, 'catalogue', { ...place, title: 'Espresso beans', priceSatang: 100, tags: ['roastery'] })

		const coffeeThai = await find(dao, `q=${encodeURIComponent('กาแฟ')}`)
		expect(coffeeThai.terms).toEqual(['กาแฟ'])
		// In the title ranks above in the body.
		expect(titles(coffeeThai).slice(0, 2)).toEqual(['ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่', 'ชาเย็นสูตรโบราณ'])
		expect(titles(await find(dao, `q=${encodeURIComponent('สถานี อโศก')}`))).toEqual(['ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่'])
		expect(titles(await find(dao, 'q=coffee'))).toEqual(['ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่'])
		// Typing: the start of a word; a part inside a word (trigrams); a tag.
		expect(titles(await find(dao, 'q=espres'))).toEqual(['Espresso beans'])
		expect(titles(await find(dao, 'q=presso'))).toEqual(['Espresso beans'])
		// Parts of two words: no item has them as words, so the phrase is looked for in titles.
		expect(titles(await find(dao, `q=${encodeURIComponent('presso bea')}`))).toEqual(['Espresso beans'])
		expect(titles(await find(dao, `q=${encodeURIComponent('ไฟฟ้าอโ')}`))).toEqual(['ร้านกาแฟใกล้สถานีรถไฟฟ้าอโศก เปิดใหม่'])
		expect(titles(await find(dao, 'q=roastery'))).toEqual(['Espresso beans'])
		// A kind filter; nothing for nonsense; bad asks refused.
		expect(titles(await find(dao, `q=${encodeURIComponent('กาแฟ')}&kind=catalogue`))).toEqual(['ชาเย็นสูตรโบราณ'])
		expect((await find(dao, 'q=zzzqqq')).entries).toEqual([])
		await problemOf(await api.call('GET', '/v1/search?q=a%00b', { token: dao.token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', '/v1/search?q=coffee&kind=spaceship', { token: dao.token }), 400, 'validation_failed')
		await problemOf(await api.call('GET', '/v1/search?q=coffee&cursor=9999', { token: dao.token }), 400, 'validation_failed')
	})

	test('people and business users by name, Thai too, once their names are indexed', async () => {
		await api.db.update(profiles).set({ firstName: 'สมชาย', lastName: 'ใจดี' }).where(eq(profiles.id, mallory.profileId))
		expect(await indexOutOfDate(api.db)).toBeGreaterThanOrEqual(1)
		const bySurname = await find(dao, `q=${encodeURIComponent('ใจดี')}&kind=person`)
		expect(bySurname.accounts.map((card) => card.id)).toEqual([mallory.uuid])
		expect(bySurname.entries).toEqual([])
		const shops = await find(dao, 'q=Siam&kind=business-user')
		expect(shops.accounts.map((card) => [card.type, card.id])).toContainEqual(['business-user', coffee.id])
		// Everything: people and business users beside items.
		expect((await find(dao, 'q=Siam')).accounts.some((card) => card.id === coffee.id)).toBe(true)
	})

	test('within what I follow: their items for followers too, and mine; nobody else’s', async () => {
		const gun = await api.somebody('Gun')
		const hana = await api.somebody('Hana')
		await follow(gun, `profiles/${hana.uuid}`)
		await post(hana, 'story', { ...place, title: 'Hana ก๋วยเตี๋ยวเรือ followers', visibility: 'followers' })
		await post(mallory, 'story', { ...place, title: 'Mallory ก๋วยเตี๋ยวเรือ' })
		await post(gun, 'story', { ...place, title: 'Gun ก๋วยเตี๋ยวเรือ' })
		const q = `q=${encodeURIComponent('ก๋วยเตี๋ยว')}`
		expect(titles(await find(gun, q, '/v1/feed/search')).sort()).toEqual(['Gun ก๋วยเตี๋ยวเรือ', 'Hana ก๋วยเตี๋ยวเรือ followers'])
		// Everything public: not the followers-only one, even to a follower.
		expect(titles(await find(gun, q)).sort()).toEqual(['Gun ก๋วยเตี๋ยวเรือ', 'Mallory ก๋วยเตี๋ยวเรือ'])
	})
})

describe('search’s two plans give the same answer', () => {
	test('a word with few matches (the text index) and one with many (walking newest first), everything and within what I follow', async () => {
		const kai = await api.somebody('Kai')
		const lek = await api.somebody('Lek')
		await follow(kai, `profiles/${lek.uuid}`)
		for (const [index, visibility] of ['public', 'public', 'followers', 'public'].entries()) {
			await post(lek, 'story', { ...place, title: `ข้าวมันไก่ร้านลับ ${index}`, visibility })
		}
		// Enough of today's (within what Kai follows) to look over the days that should hold 200, before the text index.
		for (let index = 4; index < 12; index++) await post(lek, 'story', { ...place, title: `ข้าวมันไก่ร้านลับ ${index}`, visibility: 'followers' })
		await post(mallory, 'story', { ...place, title: 'ข้าวมันไก่ร้านดัง' })
		const [caller] = await api.db.select().from(profiles).where(eq(profiles.id, kai.profileId))
		const query = { q: 'ข้าวมันไก่', limit: 20 }
		const titlesOf = (results: SearchResults) => titles(results).sort()
		for (const scope of ['everything', 'followed'] as const) {
			const rare = await search(api.db, caller!, query, scope)
			// A sample of the newest 1 or 2: a match among them (walking on) or none (the text index), and not all of them.
			for (const sampled of [1, 2]) expect(titlesOf(await search(api.db, caller!, query, scope, { sampled }))).toEqual(titlesOf(rare))
			expect(titlesOf(rare)).toEqual(
				scope === 'everything'
					? ['ข้าวมันไก่ร้านดัง', 'ข้าวมันไก่ร้านลับ 0', 'ข้าวมันไก่ร้านลับ 1', 'ข้าวมันไก่ร้านลับ 3']
					: Array.from({ length: 12 }, (_, index) => `ข้าวมันไก่ร้านลับ ${index}`).sort(),
			)
		}
	})
})

