import { beforeAll, describe, expect, test, vi } from 'vitest'
import type { Database } from '#api/db/client.ts'
import { rememberedDensity } from '#api/content/around-me.ts'
import { contentItems } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'
import { kilometresBetween } from '#contracts/content/geo.ts'
import { aroundMeBounds, type ContentKindDefinition } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'

// Around me (docs/product.md#around-me; api/content/around-me.ts): what is published and public near a
// place, nearest (or soonest, or newest) first, within a distance, a page at a time.

const api = useHarness()

// A place of our own for each test, far from the others' (the suite shares one database).
let nextPlace = 0
const placeOfTest = () => ({ lat: 8 + (nextPlace++ % 20) * 0.5, lng: 99 })
const offset = (at: { lat: number; lng: number }, northKm: number, eastKm = 0) => ({ lat: at.lat + northKm / 111.32, lng: at.lng + eastKm / (111.32 * Math.cos((at.lat * Math.PI) / 180)) })
const hours = (n: number) => new Date(Date.now() + n * 60 * 60 * 1000)

let owner: { profileId: string }
let viewer: { token: string }
beforeAll(async () => {
	owner = await api.somebody('Niran')
	viewer = await api.somebody('Mallory')
}, 60_000)

type Row = Partial<typeof contentItems.$inferInsert> & { at: { lat: number; lng: number } }

/** Items straight into the table (a person's, published now and public unless told), with around me's bounds as a write keeps them. */
async function place(rows: Row[]) {
	return api.db.insert(contentItems).values(
		rows.map(({ at, ...row }) => {
			const item = { kind: 'catalogue' as const, publishedAt: new Date(), startsAt: null, endsAt: null, ...row }
			const times = { startsAt: item.startsAt as Date | null, endsAt: item.endsAt as Date | null, publishedAt: item.publishedAt as Date | null }
			return {
				ownerProfileId: owner.profileId,
				postedByProfileId: owner.profileId,
				title: 'Item',
				visibility: 'public' as const,
				location: { x: at.lng, y: at.lat },
				...item,
				...aroundMeBounds((contentKinds[item.kind as keyof typeof contentKinds] ?? {}) as ContentKindDefinition, times),
			}
		}),
	)
}

const around = (query: string) => api.call('GET', `/v1/around-me?${query}`, { token: viewer.token })
const near = (at: { lat: number; lng: number }) => `near=${at.lat},${at.lng}`

describe('nearest first', () => {
	test('in order of true distance, each with it; only within the distance; every kind unless one is asked for', async () => {
		const here = placeOfTest()
		await place([
			{ at: offset(here, 3), title: '3 km north', kind: 'catalogue' },
			{ at: offset(here, 0, 0.4), title: '400 m east', kind: 'new_room' },
			{ at: offset(here, -1.5), title: '1.5 km south', kind: 'media' },
			{ at: offset(here, 0, 12), title: '12 km east', kind: 'catalogue' },
		])
		const list = await ok<AroundMeList>(await around(`${near(here)}&radiusKm=5`))
		expect(list.items.map((item) => item.title)).toEqual(['400 m east', '1.5 km south', '3 km north'])
		expect(list.items.map((item) => item.distanceKm)).toEqual([0.4, 1.5, 3])
		for (const item of list.items) expect(item.distanceKm).toBeCloseTo(kilometresBetween(here, item.location!), 1)
		expect(list.nextCursor).toBeNull()
		const wider = await ok<AroundMeList>(await around(`${near(here)}&radiusKm=20`))
		expect(wider.items.at(-1)?.title).toBe('12 km east')
		const rooms = await ok<AroundMeList>(await around(`${near(here)}&radiusKm=20&kind=new_room`))
		expect(rooms.items.map((item) => item.title)).toEqual(['400 m east'])
	})

	test('pages of the size asked for, each item once, none skipped, in order across pages', async () => {
		const here = placeOfTest()
		// 45 items on a spiral out to 4 km, some the same distance away.
		await place(Array.from({ length: 45 }, (_, i) => ({ at: offset(here, Math.cos(i) * (0.1 + Math.floor(i / 3) * 0.25), Math.sin(i) * (0.1 + Math.floor(i / 3) * 0.25)), title: `Item ${i}` })))
		const seen: AroundMeList['items'] = []
		let cursor: string | null = null
		do {
			const page: AroundMeList = await ok<AroundMeList>(await around(`${near(here)}&radiusKm=5&limit=10${cursor ? `&cursor=${cursor}` : ''}`))
			expect(page.items.length).toBeLessThanOrEqual(10)
			seen.push(...page.items)
			cursor = page.nextCursor
		} while (cursor)
		expect(seen).toHaveLength(45)
		expect(new Set(seen.map((item) => item.id)).size).toBe(45)
		const distances = seen.map((item) => kilometresBetween(here, item.location!))
		expect(distances).toEqual([...distances].sort((a, b) => a - b))
	})

	test('only what is current, published and public: not ended, begun for announcements and alerts, a story’s first 24 hours; nothing deleted, hidden or placeless', async () => {
		const here = placeOfTest()
		const at = offset(here, 0.5)
		await place([
			{ at, title: 'shown: an event coming', kind: 'event', startsAt: hours(24), endsAt: hours(26) },
			{ at, title: 'an event over', kind: 'event', startsAt: hours(-5), endsAt: hours(-3) },
			{ at, title: 'shown: an announcement valid now', kind: 'announce', startsAt: hours(-1), endsAt: hours(5) },
			{ at, title: 'an announcement not yet valid', kind: 'announce', startsAt: hours(5) },
			{ at, title: 'shown: a new story', kind: 'story', publishedAt: hours(-2) },
			{ at, title: 'an old story', kind: 'story', publishedAt: hours(-30) },
			{ at, title: 'a deleted item', deletedAt: new Date() },
			{ at, title: 'a followers-only item', visibility: 'followers' },
			{ at, title: 'a draft', publishedAt: null },
			{ at, title: 'a work (not around me)', kind: 'work' },
		])
		await api.db.insert(contentItems).values({ kind: 'catalogue', ownerProfileId: owner.profileId, title: 'no place', publishedAt: new Date() })
		const list = await ok<AroundMeList>(await around(`${near(here)}&radiusKm=1`))
		expect(list.items.map((item) => item.title).sort()).toEqual(['shown: a new story', 'shown: an announcement valid now', 'shown: an event coming'])
	})
})

describe('soonest and newest first', () => {
	test('events: what has not ended, by its start (one under way first), paged', async () => {
		const here = placeOfTest()
		const at = offset(here, 1)
		await place([
			{ at, title: 'next week', kind: 'event', startsAt: hours(24 * 7), endsAt: hours(24 * 7 + 2) },
			{ at, title: 'under way', kind: 'event', startsAt: hours(-1), endsAt: hours(1) },
			{ at, title: 'tomorrow', kind: 'event', startsAt: hours(24), endsAt: hours(26) },
			{ at, title: 'over', kind: 'event', startsAt: hours(-4), endsAt: hours(-2) },
			{ at, title: 'an agenda item', kind: 'agenda', startsAt: hours(2), endsAt: hours(3) },
		])
		const first = await ok<AroundMeList>(await around(`${near(here)}&kind=event&order=soonest&limit=2`))
		expect(first.items.map((item) => item.title)).toEqual(['under way', 'tomorrow'])
		const second = await ok<AroundMeList>(await around(`${near(here)}&kind=event&order=soonest&limit=2&cursor=${first.nextCursor}`))
		expect(second.items.map((item) => item.title)).toEqual(['next week'])
		expect(second.nextCursor).toBeNull()
	})

	test('announcements valid now, newest first', async () => {
		const here = placeOfTest()
		const at = offset(here, 1)
		await place([
			{ at, title: 'older', kind: 'announce', startsAt: hours(-10), publishedAt: hours(-10) },
			{ at, title: 'newer', kind: 'announce', startsAt: hours(-1), publishedAt: hours(-1) },
			{ at, title: 'expired', kind: 'announce', startsAt: hours(-10), endsAt: hours(-5), publishedAt: hours(-9) },
		])
		const list = await ok<AroundMeList>(await around(`${near(here)}&kind=announce&order=newest`))
		expect(list.items.map((item) => item.title)).toEqual(['newer', 'older'])
	})
})

describe('how dense a box is', () => {
	test('probed once for a kind and box in a database, again for another box or database', async () => {
		const [one, other] = [{}, {}] as unknown as Database[]
		const probe = vi.fn(async () => 'dense' as const)
		expect(await rememberedDensity(one!, 'event 99 8 99.1 8.1', probe)).toBe('dense')
		expect(await rememberedDensity(one!, 'event 99 8 99.1 8.1', async () => 'sparse')).toBe('dense')
		expect(probe).toHaveBeenCalledTimes(1)
		await rememberedDensity(one!, 'agenda 99 8 99.1 8.1', probe)
		await rememberedDensity(other!, 'event 99 8 99.1 8.1', probe)
		expect(probe).toHaveBeenCalledTimes(3)
	})
})

describe('bad questions', () => {
	test.each([
		['', 'near'],
		['near=91,100', 'near'],
		['near=13.7,100.5&radiusKm=7', 'radiusKm'],
		['near=13.7,100.5&kind=work', 'kind'],
		['near=13.7,100.5&order=soonest', 'order'],
		['near=13.7,100.5&order=soonest&kind=announce', 'order'],
		['near=13.7,100.5&limit=51', 'limit'],
		['near=13.7,100.5&cursor=nonsense', 'cursor'],
		[`near=13.7,100.5&order=newest&cursor=${Buffer.from('[0.5, "x"]').toString('base64url')}`, 'cursor'],
	])('%s → 400 on %s', async (query, field) => {
		const problem = await problemOf(await around(query), 400, 'validation_failed')
		expect(Object.keys(problem.errors ?? {})).toContain(field)
	})

	test('a visitor is asked to sign in (401)', async () => {
		await problemOf(await api.call('GET', '/v1/around-me?near=13.7,100.5'), 401, 'unauthenticated')
	})
})
