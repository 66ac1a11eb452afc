import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { profiles } from '#api/db/schema.ts'
import { indexOutOfDate } from '#api/search/indexing.ts'
import { search } from '#api/search/search.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { shop } from '#api/testing/shop.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { FeedPage, Likes, Today } from '#contracts/social/feed.ts'
import type { AccountList, FollowState } from '#contracts/social/follow.ts'
import type { SearchResults } from '#contracts/social/search.ts'
import { refreshTrending } from './trending.ts'

// Following, likes, the feed, trending, today and search (docs/product.md#feed, #search): who sees what,
// and Thai found inside unspaced Thai text.

const api = useHarness()
type Person = Awaited<ReturnType<typeof api.somebody>>
let niran: Person
let dao: Person
let mallory: Person
let coffee: Awaited<ReturnType<typeof shop>>

beforeAll(async () => {
	niran = await api.somebody('Niran')
	dao = await api.somebody('Dao')
	mallory = await api.somebody('Mallory')
	coffee = await shop(api)
}, 60_000)

const place = { location: { lat: 13.7456, lng: 100.5347 }, address: 'Siam Square' }
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

async function post(who: { token: string }, kind: string, body: Record<string, unknown>, businessUserId?: string) {
	const path = businessUserId ? `/v1/business-users/${businessUserId}/content/${kind}` : `/v1/me/content/${kind}`
	return ok<ContentItem>(await api.call('POST', path, { token: who.token, body: { body: '', ...body } }), 201)
}
const follow = (who: { token: string }, path: string, method = 'PUT') => api.call(method, `/v1/${path}/follow`, { token: who.token })
const feedOf = async (who: { token: string }, query = '') => ok<FeedPage>(await api.call('GET', `/v1/feed${query}`, { token: who.token }))
const titles = (page: { entries: Array<{ item: { title: string } }> }) => page.entries.map((entry) => entry.item.title)

describe('following', () => {
	test('follow and unfollow a person and a business user: counts, twice changes nothing, never oneself, unknown ones 404', async () => {
		const first = await ok<FollowState>(await follow(dao, `profiles/${niran.uuid}`))
		expect(first).toEqual({ following: true, followers: 1, follows: 0 })
		expect(await ok<FollowState>(await follow(dao, `profiles/${niran.uuid}`))).toEqual(first)
		expect((await ok<FollowState>(await follow(dao, `business-users/${coffee.id}`))).following).toBe(true)
		expect(await ok<FollowState>(await api.call('GET', `/v1/profiles/${dao.uuid}/follow`, { token: niran.token }))).toEqual({ following: false, followers: 0, follows: 2 })

		await problemOf(await follow(niran, `profiles/${niran.uuid}`), 409, 'conflict')
		await problemOf(await follow(niran, 'profiles/8d5b1b7e-0000-4000-8000-000000000000'), 404, 'not_found')
		await problemOf(await follow(niran, 'business-users/8d5b1b7e-0000-4000-8000-000000000000'), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/profiles/${niran.uuid}/follow`), 401, 'unauthenticated')

		const followers = await ok<AccountList>(await api.call('GET', `/v1/profiles/${niran.uuid}/followers`, { token: mallory.token }))
		expect(followers.items.map((card) => [card.type, card.id, card.name])).toEqual([['person', dao.uuid, 'Dao Suksai']])
		const following = await ok<AccountList>(await api.call('GET', `/v1/profiles/${dao.uuid}/following`, { token: mallory.token }))
		expect(following.items.map((card) => card.type).sort()).toEqual(['business-user', 'person'])
		expect((await ok<AccountList>(await api.call('GET', `/v1/business-users/${coffee.id}/followers`, { token: dao.token }))).items[0]?.id).toBe(dao.uuid)

		expect(await ok<FollowState>(await follow(dao, `business-users/${coffee.id}`, 'DELETE'))).toEqual({ following: false, followers: 0, follows: 0 })
		expect((await ok<FollowState>(await follow(dao, `business-users/${coffee.id}`, 'DELETE'))).following).toBe(false)
		await follow(dao, `business-users/${coffee.id}`)
	})
})

describe('the feed', () => {
	test('what whom I follow published (for followers too) and my own, newest first; not their team’s, not others’; paged without repeats', async () => {
		const erin = await api.somebody('Erin')
		const fon = await api.somebody('Fon')
		await follow(erin, `profiles/${fon.uuid}`)
		await follow(erin, `business-users/${coffee.id}`)
		await post(fon, 'story', { ...place, title: 'Fon public' })
		await post(fon, 'story', { ...place, title: 'Fon followers', visibility: 'followers' })
		await post(coffee.member, 'story', { ...place, title: 'Shop public' }, coffee.id)
		await post(coffee.member, 'story', { ...place, title: 'Shop team only', visibility: 'members' }, coffee.id)
		await post(mallory, 'story', { ...place, title: 'Not followed' })
		await post(erin, 'story', { ...place, title: 'Erin own' })

		const feed = await feedOf(erin)
		const mine = titles(feed).filter((title) => ['Fon public', 'Fon followers', 'Shop public', 'Shop team only', 'Not followed', 'Erin own'].includes(title))
		expect(mine).toEqual(['Erin own', 'Shop public', 'Fon followers', 'Fon public'])
		expect(feed.entries[0]?.likes).toEqual({ count: 0, me: false })

		// One at a time: the same items, none twice.
		const seen: string[] = []
		let cursor: string | null = null
		do {
			const page: FeedPage = await feedOf(erin, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`)
			seen.push(...page.entries.map((entry) => entry.item.id))
			cursor = page.nextCursor
		} while (cursor)
		expect(seen).toEqual(feed.entries.map((entry) => entry.item.id))
		await problemOf(await api.call('GET', '/v1/feed?cursor=junk', { token: erin.token }), 400, 'validation_failed')

		// Unfollowed: gone from the feed, and the followers-only item with it.
		const followersOnly = feed.entries.find((entry) => entry.item.title === 'Fon followers')!.item
		expect((await api.call('GET', `/v1/content/story/${followersOnly.id}`, { token: erin.token })).status).toBe(200)
		await follow(erin, `profiles/${fon.uuid}`, 'DELETE')
		expect(titles(await feedOf(erin))).not.toContain('Fon public')
		await problemOf(await api.call('GET', `/v1/content/story/${followersOnly.id}`, { token: erin.token }), 404, 'not_found')
	})
})

describe('likes', () => {
	test('once a person, counted; taken back; an item the caller cannot see is a 404', async () => {
		const story = await post(niran, 'story', { ...place, title: 'Liked story' })
		const like = (who: Person, method = 'PUT') => api.call(method, `/v1/content/story/${story.id}/like`, { token: who.token })
		expect(await ok<Likes>(await like(dao))).toEqual({ count: 1, me: true })
		expect(await ok<Likes>(await like(dao))).toEqual({ count: 1, me: true })
		expect(await ok<Likes>(await like(mallory))).toEqual({ count: 2, me: true })
		expect(await ok<Likes>(await like(mallory, 'DELETE'))).toEqual({ count: 1, me: false })
		// A business user's item for its team: a stranger cannot like what they cannot see, a member can.
		const teamOnly = await post(coffee.member, 'story', { ...place, title: 'Team note', visibility: 'members' }, coffee.id)
		await problemOf(await api.call('PUT', `/v1/content/story/${teamOnly.id}/like`, { token: coffee.stranger.token }), 404, 'not_found')
		expect((await ok<Likes>(await api.call('PUT', `/v1/content/story/${teamOnly.id}/like`, { token: coffee.admin.token }))).count).toBe(1)
		await problemOf(await api.call('PUT', `/v1/content/event/${story.id}/like`, { token: dao.token }), 404, 'not_found')
	})
})

describe('trending', () => {
	test('public items ranked by recent likes and saves, for visitors too (cacheable); worked out ahead, not per request', async () => {
		const quiet = await post(niran, 'catalogue', { ...place, title: 'Quiet blend', priceSatang: 100 })
		const loved = await post(niran, 'catalogue', { ...place, title: 'Loved blend', priceSatang: 100 })
		const followersOnly = await post(niran, 'catalogue', { ...place, title: 'Secret blend', priceSatang: 100, visibility: 'followers' })
		for (const who of [dao, mallory, coffee.owner]) await api.call('PUT', `/v1/content/catalogue/${loved.id}/like`, { token: who.token })
		await api.call('PUT', `/v1/content/catalogue/${followersOnly.id}/like`, { token: dao.token })

		expect(await refreshTrending(api.db, 0)).toBe(true)
		const visitors = await api.call('GET', '/v1/trending')
		expect(visitors.headers.get('cache-control')).toBe('public, max-age=60')
		const page = await ok<FeedPage>(visitors)
		const ranked = titles(page)
		expect(ranked.indexOf('Loved blend')).toBeLessThan(ranked.indexOf('Quiet blend'))
		expect(ranked).not.toContain('Secret blend')
		expect(page.entries.find((entry) => entry.item.id === loved.id)?.likes).toEqual({ count: 3, me: false })
		expect(quiet.id).toBeTruthy()

		// Signed in: whether I like each, and not cached by anyone else.
		const signedIn = await api.call('GET', '/v1/trending', { token: dao.token })
		expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
		expect((await ok<FeedPage>(signedIn)).entries.find((entry) => entry.item.id === loved.id)?.likes.me).toBe(true)

		// Deleted since the ranking was worked out: left out at once. Fresh: not worked out again.
		expect((await api.call('DELETE', `/v1/content/catalogue/${loved.id}`, { token: niran.token })).status).toBe(204)
		expect(titles(await ok<FeedPage>(await api.call('GET', '/v1/trending')))).not.toContain('Loved blend')
		expect(await refreshTrending(api.db)).toBe(false)
		await problemOf(await api.call('GET', '/v1/trending?cursor=-1'), 400, 'validation_failed')
		await problemOf(await api.call('GET', '/v1/trending', { token: 'forged' }), 401, 'invalid_token')
	})
})

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

describe('today', () => {
	test('events happening today near me and from whom I follow, announcements valid today, attention near me, the last day’s stories', async () => {
		const ice = await api.somebody('Ice')
		const jay = await api.somebody('Jay')
		await follow(ice, `profiles/${jay.uuid}`)
		const far = { location: { lat: 18.79, lng: 98.98 } }
		// Begun half an hour ago: today in Thailand at any hour the test runs (one starting later could be tomorrow there).
		const soon = { startsAt: inHours(-0.5), endsAt: inHours(1) }
		await post(jay, 'event', { ...far, ...soon, title: 'Followed event far away' })
		await post(mallory, 'event', { ...place, ...soon, title: 'Event near me' })
		await post(mallory, 'event', { ...place, startsAt: inHours(72), endsAt: inHours(74), title: 'Event in three days' })
		await post(jay, 'announce', { ...far, title: 'Followed announcement' })
		await post(mallory, 'attention', { ...place, endsAt: inHours(5), severity: 'warning', title: 'Flooded soi near me' })
		await post(jay, 'story', { ...far, title: 'Followed story' })

		const day = await ok<Today>(await api.call('GET', `/v1/today?near=${place.location.lat},${place.location.lng}`, { token: ice.token }))
		expect(day.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		expect(titles({ entries: day.happening })).toEqual(expect.arrayContaining(['Followed event far away', 'Event near me']))
		expect(titles({ entries: day.happening })).not.toContain('Event in three days')
		expect(titles({ entries: day.announcements })).toContain('Followed announcement')
		expect(titles({ entries: day.attention })).toContain('Flooded soi near me')
		expect(titles({ entries: day.stories })).toContain('Followed story')
		// Without a place: only whom I follow.
		const followedOnly = await ok<Today>(await api.call('GET', '/v1/today', { token: ice.token }))
		expect(titles({ entries: followedOnly.happening })).toEqual(['Followed event far away'])
		expect(followedOnly.attention).toEqual([])
		// As many of each source as asked (the home asks for a few): one followed and one near.
		await post(jay, 'event', { ...far, startsAt: inHours(-0.4), endsAt: inHours(1), title: 'Second followed event' })
		const few = await ok<Today>(await api.call('GET', `/v1/today?near=${place.location.lat},${place.location.lng}&limit=1`, { token: ice.token }))
		expect(titles({ entries: few.happening })).toEqual(['Followed event far away', 'Event near me'])
		await problemOf(await api.call('GET', '/v1/today?limit=13', { token: ice.token }), 400, 'validation_failed')
	})
})
