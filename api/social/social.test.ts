import { beforeAll, describe, expect, test } from 'vitest'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { siamSquare, socialCalls, socialPeople } from '#api/testing/social-people.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { FeedPage, Home, Likes, Today } from '#contracts/social/feed.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'
import type { AccountList, FollowState } from '#contracts/social/follow.ts'
import type { FollowSuggestions } from '#contracts/social/feed.ts'
import { refreshTrending } from './trending.ts'
import { entriesOf } from './entries.ts'
import { statementsOf } from '#api/testing/statements.ts'

// Following, likes, the feed, trending, today and the signed-in home (docs/product.md#feed, #home): who sees what.

const api = useHarness()
type People = Awaited<ReturnType<typeof socialPeople>>
type Person = People['niran']
let niran: Person, dao: Person, mallory: Person, coffee: People['coffee']
beforeAll(async () => void ({ niran, dao, mallory, coffee } = await socialPeople(api)), 60_000)
const { post, follow, titles } = socialCalls(api)
const place = siamSquare

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

const feedOf = async (who: { token: string }, query = '') => ok<FeedPage>(await api.call('GET', `/v1/feed${query}`, { token: who.token }))

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

	test('a list’s entries carry each item’s likes and whether the viewer is among them, read with the items in one statement', async () => {
		const [liked, unliked] = [await post(niran, 'story', { ...place, title: 'Liked twice' }), await post(niran, 'story', { ...place, title: 'Not liked' })]
		for (const who of [dao, mallory]) await ok<Likes>(await api.call('PUT', `/v1/content/story/${liked.id}/like`, { token: who.token }))
		const likesSeenBy = async (viewer: { id: string } | null) => {
			const { answer, statements } = await statementsOf(api.db, () => entriesOf(api.db, viewer, [unliked.id, liked.id]))
			expect(statements).toBe(1)
			return answer.map((entry) => [entry.item.title, entry.likes])
		}
		expect(await likesSeenBy({ id: dao.profileId })).toEqual([
			['Not liked', { count: 0, me: false }],
			['Liked twice', { count: 2, me: true }],
		])
		expect(await likesSeenBy({ id: niran.profileId })).toEqual([
			['Not liked', { count: 0, me: false }],
			['Liked twice', { count: 2, me: false }],
		])
		expect(await likesSeenBy(null)).toEqual([
			['Not liked', { count: 0, me: false }],
			['Liked twice', { count: 2, me: false }],
		])
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
		// As many of each source as asked: one followed and one near.
		await post(jay, 'event', { ...far, startsAt: inHours(-0.4), endsAt: inHours(1), title: 'Second followed event' })
		const few = await ok<Today>(await api.call('GET', `/v1/today?near=${place.location.lat},${place.location.lng}&limit=1`, { token: ice.token }))
		expect(titles({ entries: few.happening })).toEqual(['Followed event far away', 'Event near me'])
		await problemOf(await api.call('GET', '/v1/today?limit=13', { token: ice.token }), 400, 'validation_failed')
	})
})

describe('the signed-in home', () => {
	test('in one read, what today, the feed and around me answer first: today’s lists in the home’s order, `limit` of each', async () => {
		// A place of its own (Hat Yai): nothing the other tests posted is near it.
		const hatYai = { location: { lat: 7.0086, lng: 100.4747 } }
		const kai = await api.somebody('Kai')
		const lek = await api.somebody('Lek')
		await follow(kai, `profiles/${lek.uuid}`)
		await post(lek, 'story', { ...hatYai, title: 'Lek story' })
		await post(lek, 'announce', { ...hatYai, title: 'Lek announcement' })
		await post(mallory, 'attention', { ...hatYai, endsAt: inHours(5), severity: 'info', title: 'Roadworks near Kai' })
		const near = `near=${hatYai.location.lat},${hatYai.location.lng}&radiusKm=5`
		const asKai = { token: kai.token }
		const ids = (entries: Array<{ item: { id: string } }>) => entries.map((entry) => entry.item.id)
		const sameAsTheirOwn = async (limit: number) => {
			const [home, day, feed, around] = await Promise.all([
				ok<Home>(await api.call('GET', `/v1/home?${near}&limit=${limit}`, asKai)),
				ok<Today>(await api.call('GET', `/v1/today?${near}&limit=${limit}`, asKai)),
				ok<FeedPage>(await api.call('GET', `/v1/feed?limit=${limit}`, asKai)),
				ok<AroundMeList>(await api.call('GET', `/v1/around-me?${near}&order=nearest&limit=${limit}`, asKai)),
			])
			expect(ids(home.highlights)).toEqual(ids([...day.happening, ...day.attention, ...day.announcements, ...day.stories]).slice(0, limit))
			expect(home.feed).toEqual(feed.entries)
			expect(home.around).toEqual(around.items)
			return home
		}
		// Nothing happens today near Kai: the attention item comes first, then Lek's announcement and story.
		const before = await sameAsTheirOwn(12)
		expect(titles({ entries: before.highlights })).toEqual(expect.arrayContaining(['Roadworks near Kai', 'Lek announcement', 'Lek story']))
		expect(titles({ entries: before.feed })).toEqual(['Lek announcement', 'Lek story'])
		expect(before.around.length).toBeGreaterThan(0)
		// Once something happens today, it comes first, and two of each is two of each.
		await post(lek, 'event', { ...hatYai, startsAt: inHours(-0.2), endsAt: inHours(2), title: 'Lek event today' })
		const two = await sameAsTheirOwn(2)
		expect(titles({ entries: two.highlights })[0]).toBe('Lek event today')
		expect(two.highlights).toHaveLength(2)
		expect(titles({ entries: two.feed })).toEqual(['Lek event today', 'Lek announcement'])
		expect(two.around).toHaveLength(2)

		await problemOf(await api.call('GET', '/v1/home', asKai), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/home?${near}&limit=13`, asKai), 400, 'validation_failed')
		await problemOf(await api.call('GET', `/v1/home?${near}`), 401, 'unauthenticated')
	})
})

describe('whom to follow', () => {
	test('who posted near me and whose items trend, each once, nearest or most liked first; never me, whom I follow or a deleted item’s owner', async () => {
		// A place of its own (Chiang Rai) and people of their own.
		const chiangRai = { location: { lat: 19.91, lng: 99.84 } }
		const [gus, hana, ivy, jo, mo, pat] = await Promise.all([api.somebody('Gus'), api.somebody('Hana'), api.somebody('Ivy'), api.somebody('Jo'), api.somebody('Mo'), api.somebody('Pat')])
		await follow(gus, `profiles/${ivy.uuid}`)
		const near = await Promise.all([post(hana, 'story', { ...chiangRai, title: 'Hana near' }), post(ivy, 'story', { ...chiangRai, title: 'Ivy near' }), post(gus, 'story', { ...chiangRai, title: 'Gus near' })])
		const loved = await post(jo, 'story', { ...place, title: 'Jo loved' })
		const liked = await post(pat, 'story', { ...place, title: 'Pat liked' })
		const gone = await post(mo, 'story', { ...place, title: 'Mo gone' })
		const like = (who: { token: string }, id: string) => api.call('PUT', `/v1/content/story/${id}/like`, { token: who.token })
		for (const who of [hana, ivy, mo, pat, dao]) await like(who, loved.id)
		for (const who of [hana, jo]) await like(who, liked.id)
		// Trending too, but not popular: in the nearby list already, mine, followed, or deleted since the ranking.
		for (const item of [...near, gone]) for (const who of [jo, pat, dao, mallory]) await like(who, item.id)
		expect(await refreshTrending(api.db, 0)).toBe(true)
		expect((await api.call('DELETE', `/v1/content/story/${gone.id}`, { token: mo.token })).status).toBe(204)

		const suggested = await ok<FollowSuggestions>(await api.call('GET', `/v1/feed/suggestions?near=${chiangRai.location.lat},${chiangRai.location.lng}`, { token: gus.token }))
		const ids = (cards: Array<{ id: string }>) => cards.map((card) => card.id)
		expect(ids(suggested.nearby)).toContain(hana.uuid)
		expect(ids(suggested.popular)[0]).toBe(jo.uuid)
		expect(ids(suggested.popular).indexOf(pat.uuid)).toBeGreaterThan(0)
		for (const list of [suggested.nearby, suggested.popular]) for (const who of [gus, ivy]) expect(ids(list)).not.toContain(who.uuid)
		expect(ids(suggested.popular)).not.toContain(hana.uuid)
		expect(ids(suggested.popular)).not.toContain(mo.uuid)
		expect(new Set(ids(suggested.popular)).size).toBe(suggested.popular.length)
	})
})
