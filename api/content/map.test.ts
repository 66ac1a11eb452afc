import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentItems, mapCells } from '#api/db/schema.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'
import { snapToAbout300m } from '#contracts/content/geo.ts'
import { boxParam, cellRange, MAP_POINTS_MAX, type MapBox } from '#contracts/content/map-grid.ts'
import type { MapView } from '#contracts/content/map.ts'
import { within } from './around-me.ts'
import { sweepMap } from './map.ts'

// The around-me map (docs/decisions/0022-map.md; api/content/map.ts): a viewport answered point by point
// when it holds few, in cells counted ahead when it holds many; the cells follow every write and the
// passing of time.

const api = useHarness()

let owner: { token: string; profileId: string }
let viewer: { token: string }
beforeAll(async () => {
	owner = await api.somebody('Niran')
	viewer = await api.somebody('Mallory')
}, 60_000)

// Each test's own stretch of the Andaman Sea, far from the others' (the suite shares one database).
let nextArea = 0
const areaOfTest = () => ({ lat: 6 + nextArea++ * 0.3, lng: 96.5 })
const boxOf = ({ lat, lng }: { lat: number; lng: number }, halfDegrees: number): MapBox => ({ west: lng - halfDegrees, south: lat - halfDegrees, east: lng + halfDegrees, north: lat + halfDegrees })

const view = async (box: MapBox, zoom: number, more = '') => ok<MapView>(await api.call('GET', `/v1/around-me/map?box=${boxParam(box)}&zoom=${zoom}${more}`, { token: viewer.token }))

type Row = Partial<typeof contentItems.$inferInsert> & { at: { lat: number; lng: number } }
/** Items straight into the table: a person's, published now, public, unless told. */
const place = (rows: Row[]) =>
	api.db
		.insert(contentItems)
		.values(rows.map(({ at, ...row }) => ({ kind: 'catalogue' as const, ownerProfileId: owner.profileId, postedByProfileId: owner.profileId, title: 'Item', visibility: 'public' as const, publishedAt: new Date(), location: { x: at.lng, y: at.lat }, ...row })))
		.returning()

/** What the cells of a level hold in a box, summed (the table itself, not the API). */
async function counted(box: MapBox, level: number) {
	const { x0, x1, y0, y1 } = cellRange(box, level)
	const [row] = await api.db
		.select({ n: sql<number>`coalesce(sum(${mapCells.n}), 0)::int` })
		.from(mapCells)
		.where(and(eq(mapCells.level, level), sql`${mapCells.cx} between ${x0} and ${x1} and ${mapCells.cy} between ${y0} and ${y1}`))
	return Number(row?.n ?? 0)
}

describe('a viewport that holds few', () => {
	test('answers every item on the map in it, point by point: public, published, current and placed only; one kind when asked', async () => {
		const here = areaOfTest()
		const hours = (n: number) => new Date(Date.now() + n * 3_600_000)
		await place([
			{ at: here, title: 'Shown', kind: 'catalogue' },
			{ at: { lat: here.lat + 0.01, lng: here.lng }, title: 'Event shown', kind: 'event', startsAt: hours(1), endsAt: hours(3), aroundUntil: hours(3) },
			{ at: { lat: here.lat + 0.02, lng: here.lng }, title: 'Followers only', visibility: 'followers' },
			{ at: { lat: here.lat, lng: here.lng + 0.01 }, title: 'Deleted', deletedAt: new Date() },
			{ at: { lat: here.lat, lng: here.lng + 0.02 }, title: 'Ended', kind: 'event', startsAt: hours(-5), endsAt: hours(-3), aroundUntil: hours(-3) },
			{ at: { lat: here.lat, lng: here.lng - 0.01 }, title: 'Not begun', kind: 'announce', startsAt: hours(2), aroundFrom: hours(2) },
			{ at: { lat: here.lat, lng: here.lng - 0.02 }, title: 'Work (not around me)', kind: 'work' },
			{ at: { lat: here.lat + 0.2, lng: here.lng }, title: 'Outside the box' },
		])
		const box = boxOf(here, 0.05)
		const answer = await view(box, 13)
		expect(answer.cells).toEqual([])
		expect(answer.points.map((point) => point.title).sort()).toEqual(['Event shown', 'Shown'])
		expect(answer.total).toBe(2)
		expect(answer.points.find((point) => point.title === 'Shown')).toMatchObject({ kind: 'catalogue', lat: here.lat, lng: here.lng, exact: true, startsAt: null })
		expect((await view(box, 13, '&kind=event')).points.map((point) => point.title)).toEqual(['Event shown'])
		// Beyond the last level of cells, points as well.
		expect((await view(boxOf(here, 0.001), 18)).points.map((point) => point.title)).toEqual(['Shown'])
	})

	test('a person’s item is where it is stored, about 300 m off the spot they gave, at every zoom', async () => {
		const here = areaOfTest()
		const spot = { lat: here.lat + 0.00111, lng: here.lng + 0.00137 }
		await ok(await api.call('POST', '/v1/me/content/catalogue', { token: owner.token, body: { title: 'Home-made chilli paste', location: spot } }), 201)
		const snapped = snapToAbout300m(spot)
		for (const zoom of [12, 16, 18]) {
			const [point] = (await view(boxOf(here, zoom === 18 ? 0.002 : 0.01), zoom)).points
			expect(point).toMatchObject({ title: 'Home-made chilli paste', exact: false, lat: snapped.lat, lng: snapped.lng })
		}
	})
})

describe('a viewport that holds many', () => {
	test('answers its cells instead: how many of each kind, their middle, the cell’s edges; each item counted once', async () => {
		const here = areaOfTest()
		const many = MAP_POINTS_MAX + 100
		await place(Array.from({ length: many }, (_, i) => ({ at: { lat: here.lat + ((i % 50) - 25) * 0.001, lng: here.lng + (Math.floor(i / 50) - 21) * 0.001 }, kind: i % 4 === 0 ? ('event' as const) : ('catalogue' as const), startsAt: i % 4 === 0 ? new Date(Date.now() + 3_600_000) : null })))
		const box = boxOf(here, 0.1)
		const answer = await view(box, 12)
		expect(answer.points).toEqual([])
		expect(answer.total).toBe(many)
		expect(answer.cells.reduce((sum, cell) => sum + cell.n, 0)).toBe(many)
		for (const cell of answer.cells) {
			expect(Object.values(cell.kinds).reduce((sum, n) => sum + (n ?? 0), 0)).toBe(cell.n)
			expect(cell.lat).toBeGreaterThanOrEqual(cell.box.south)
			expect(cell.lat).toBeLessThanOrEqual(cell.box.north)
			expect(cell.lng).toBeGreaterThanOrEqual(cell.box.west)
			expect(cell.lng).toBeLessThanOrEqual(cell.box.east)
		}
		// Far out, fewer and bigger cells, the same count; one kind alone is few enough for points.
		const far = await view(boxOf(here, 0.14), 9)
		expect(far.total).toBe(many)
		expect(far.cells.length).toBeLessThan(answer.cells.length)
		const events = await view(box, 12, '&kind=event')
		expect(events.points).toHaveLength(Math.ceil(many / 4))
		expect(events.points.every((point) => point.kind === 'event')).toBe(true)
	})
})

describe('the cells follow', () => {
	test('every write: a new item, a move, a change of who sees it, a deletion', async () => {
		const here = areaOfTest()
		const box = boxOf(here, 0.05)
		const [item] = await place([{ at: here }])
		expect(await counted(box, 14)).toBe(1)
		expect(await counted(box, 3)).toBeGreaterThanOrEqual(1)
		const move = (to: { lat: number; lng: number }) => api.db.update(contentItems).set({ location: { x: to.lng, y: to.lat } }).where(eq(contentItems.id, item!.id))
		await move({ lat: here.lat + 1, lng: here.lng })
		expect(await counted(box, 14)).toBe(0)
		await move(here)
		expect(await counted(box, 14)).toBe(1)
		await api.db.update(contentItems).set({ visibility: 'followers' }).where(eq(contentItems.id, item!.id))
		expect(await counted(box, 14)).toBe(0)
		await api.db.update(contentItems).set({ visibility: 'public' }).where(eq(contentItems.id, item!.id))
		await api.db.update(contentItems).set({ title: 'Renamed' }).where(eq(contentItems.id, item!.id))
		expect(await counted(box, 14)).toBe(1)
		await api.db.update(contentItems).set({ deletedAt: new Date() }).where(eq(contentItems.id, item!.id))
		expect(await counted(box, 14)).toBe(0)
		await place([{ at: here }, { at: here }])
		await api.db.delete(contentItems).where(sql`${within(box)}`)
		expect(await counted(box, 16)).toBe(0)
	})

	test('the passing of time: the sweep takes off what ended and puts on what began', async () => {
		const here = areaOfTest()
		const box = boxOf(here, 0.05)
		const soon = new Date(Date.now() + 1500)
		await place([
			{ at: here, title: 'Ends soon', kind: 'event', startsAt: new Date(Date.now() - 3_600_000), endsAt: soon, aroundUntil: soon },
			{ at: here, title: 'Begins soon', kind: 'announce', startsAt: soon, aroundFrom: soon },
		])
		expect((await view(box, 14)).points.map((point) => point.title)).toEqual(['Ends soon'])
		expect(await counted(box, 14)).toBe(1)
		await new Promise((resolve) => setTimeout(resolve, 2000))
		expect(await sweepMap(api.db)).toBeGreaterThanOrEqual(2)
		expect((await view(box, 14)).points.map((point) => point.title)).toEqual(['Begins soon'])
		expect(await counted(box, 14)).toBe(1)
	})
})

describe('the list of a viewport', () => {
	test('GET /v1/around-me with a box: nearest its middle first, within the box only, whatever the distance', async () => {
		const here = areaOfTest()
		await place([
			{ at: { lat: here.lat + 0.03, lng: here.lng }, title: 'Farther' },
			{ at: { lat: here.lat + 0.01, lng: here.lng }, title: 'Nearer' },
			{ at: { lat: here.lat + 0.09, lng: here.lng }, title: 'Outside' },
		])
		const list = await ok<AroundMeList>(await api.call('GET', `/v1/around-me?near=${here.lat},${here.lng}&radiusKm=1&box=${boxParam(boxOf(here, 0.05))}`, { token: viewer.token }))
		expect(list.items.map((item) => item.title)).toEqual(['Nearer', 'Farther'])
		expect(list.items[0]?.distanceKm).toBeCloseTo(1.11, 1)
	})
})

describe('what is refused', () => {
	test('a box that is not one, or too big for the zoom, and a zoom or kind that is not one: 400; nobody signed in: 401', async () => {
		const asked = (query: string) => api.call('GET', `/v1/around-me/map?${query}`, { token: viewer.token })
		for (const query of [
			'zoom=12',
			'box=100.4,13.7,100.6&zoom=12',
			'box=100.6,13.7,100.4,13.8&zoom=12',
			'box=100.4,13.8,100.6,13.7&zoom=12',
			'box=100.4,13.7,100.6,89&zoom=12',
			'box=100.4,13.7,190,13.8&zoom=12',
			'box=a,b,c,d&zoom=12',
			'box=97,5,106,21&zoom=14',
			'box=100.4,13.7,100.6,13.8&zoom=21',
			'box=100.4,13.7,100.6,13.8&zoom=1.5',
			'box=100.4,13.7,100.6,13.8',
			'box=100.4,13.7,100.6,13.8&zoom=12&kind=work',
		]) {
			await problemOf(await asked(query), 400, 'validation_failed')
		}
		expect((await api.call('GET', '/v1/around-me/map?box=100.4,13.7,100.6,13.8&zoom=12')).status).toBe(401)
	})
})
