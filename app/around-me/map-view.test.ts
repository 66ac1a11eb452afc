import { describe, expect, test } from 'vitest'
import { aroundMeQuerySchema } from '#contracts/content/around-me.ts'
import { boxParam, MAP_ZOOM } from '#contracts/content/map-grid.ts'
import { mapHref, mapMoves, mapViewOf, viewportOf } from './map-view.ts'
import { whereaboutsOf } from './whereabouts.ts'

// The map's view in its address (app/around-me/map-view.ts).

const view = (query: string) => mapViewOf(new URLSearchParams(query), whereaboutsOf(new URLSearchParams(query)))

describe('mapViewOf', () => {
	test('reads the middle, zoom and kind; a list’s place and distance when the address has no view', () => {
		expect(view('at=13.7456,100.5347&zoom=16&kind=event')).toEqual({ centre: { lat: 13.7456, lng: 100.5347 }, zoom: 16, kind: 'event' })
		expect(view('place=province-chiang-mai&distance=20')).toMatchObject({ zoom: 11, kind: null })
		expect(view('place=province-chiang-mai').centre.lat).toBeCloseTo(18.79, 1)
		expect(view('near=13.75,100.5&distance=1')).toEqual({ centre: { lat: 13.75, lng: 100.5 }, zoom: 15, kind: null })
	})

	test('what is not a view is the default one, never an error', () => {
		for (const query of ['at=999,999&zoom=99', 'at=abc&zoom=-4&kind=work', 'zoom=1e9', 'at=13.7,100.5&zoom=2.5']) {
			const read = view(query)
			expect(read.zoom).toBeGreaterThanOrEqual(3)
			expect(read.zoom).toBeLessThanOrEqual(18)
			expect(Math.abs(read.centre.lat)).toBeLessThanOrEqual(85)
			expect(read.kind).toBeNull()
		}
		expect(view('zoom=99').zoom).toBe(18)
	})
})

test('the moves: half a screen each way, a zoom in and out, none past the last', () => {
	const at = { centre: { lat: 13.7456, lng: 100.5347 }, zoom: 14, kind: 'story' as const }
	const moves = mapMoves(at)
	const of = (href: string) => view(href.split('?')[1]!)
	expect(of(moves.east).centre.lng).toBeGreaterThan(100.5347)
	expect(of(moves.west).centre.lng).toBeLessThan(100.5347)
	expect(of(moves.north).centre.lat).toBeGreaterThan(13.7456)
	expect(of(moves.south).centre.lat).toBeLessThan(13.7456)
	expect(of(moves.zoomIn!)).toMatchObject({ zoom: 15, kind: 'story' })
	expect(of(moves.zoomOut!)).toMatchObject({ zoom: 13, kind: 'story' })
	expect(mapMoves({ ...at, zoom: 18 }).zoomIn).toBeNull()
	expect(mapMoves({ ...at, zoom: 3 }).zoomOut).toBeNull()
	expect(mapHref(at)).toBe('/around-me/map?at=13.74560%2C100.53470&zoom=14&kind=story')
})

test('whatever point and zoom the address asks for, the viewport the page asks the API about is one it takes', () => {
	// Every latitude from pole to pole, the date line and either side of it, at every zoom the map shows.
	const latitudes = [90, 89.9, 86, 85.06, 85.0511, 85, 84, 60, 0, -60, -84, -85.0511, -85.06, -86, -90]
	const longitudes = [-180, -179.99, 0, 100, 179.99, 180]
	const refused: string[] = []
	for (const lat of latitudes) {
		for (const lng of longitudes) {
			for (let zoom = MAP_ZOOM.min; zoom <= MAP_ZOOM.max; zoom++) {
				for (const query of [`near=${lat},${lng}&zoom=${zoom}`, `at=${lat},${lng}&zoom=${zoom}`]) {
					const view = mapViewOf(new URLSearchParams(query), whereaboutsOf(new URLSearchParams(query)))
					const asked = { near: `${view.centre.lat},${view.centre.lng}`, box: boxParam(viewportOf(view)) }
					const parsed = aroundMeQuerySchema.safeParse(asked)
					if (!parsed.success) refused.push(`${query} → ${asked.box}: ${parsed.error.issues[0]?.message}`)
				}
			}
		}
	}
	expect(refused).toEqual([])
})

