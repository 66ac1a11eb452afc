import { describe, expect, test } from 'vitest'
import { boxAround, boxParam, boxPixels, cellBox, cellLevelFor, cellRange, latitudeAt, longitudeAt, panned, worldX, worldY } from './map-grid.ts'

// The map's grid (contracts/content/map-grid.ts): Web Mercator as Leaflet and the tiles draw it.

describe('the map grid', () => {
	test('a point goes to the world and back', () => {
		for (const [lat, lng] of [[13.7456, 100.5347], [-33.86, 151.21], [0, 0], [85, -180]] as const) {
			expect(latitudeAt(worldY(lat))).toBeCloseTo(lat, 9)
			expect(longitudeAt(worldX(lng))).toBeCloseTo(lng, 9)
		}
		// Tile (3191, 1890) at zoom 12 holds Siam, as Leaflet numbers it.
		expect(Math.floor(worldX(100.5347) * 4096)).toBe(3191)
		expect(Math.floor(worldY(13.7456) * 4096)).toBe(1890)
	})

	test('a screen-sized box at a zoom is that many pixels, and moving by half of it moves half a screen', () => {
		const screen = { width: 960, height: 640 }
		const box = boxAround({ lat: 13.7456, lng: 100.5347 }, 14, screen)
		const pixels = boxPixels(box, 14)
		expect(pixels.width).toBeCloseTo(960, 6)
		expect(pixels.height).toBeCloseTo(640, 6)
		const east = panned({ lat: 13.7456, lng: 100.5347 }, 14, screen, 0.5, 0)
		expect((worldX(east.lng) - worldX(100.5347)) * 256 * 2 ** 14).toBeCloseTo(480, 6)
		expect(east.lat).toBeCloseTo(13.7456, 9)
		const north = panned({ lat: 13.7456, lng: 100.5347 }, 14, screen, 0, -0.5)
		expect((worldY(13.7456) - worldY(north.lat)) * 256 * 2 ** 14).toBeCloseTo(320, 6)
		expect(boxParam(box)).toMatch(/^100\.\d{6},13\.\d{6},100\.\d{6},13\.\d{6}$/)
	})

	test('a level’s cells are 64 pixels at its zoom; a cell holds what its range says; levels stay within 3 to 16', () => {
		const box = boxAround({ lat: 13.7456, lng: 100.5347 }, 12, { width: 1280, height: 768 })
		const { x0, x1, y0, y1 } = cellRange(box, 12)
		expect(x1 - x0 + 1).toBeGreaterThanOrEqual(20)
		expect(x1 - x0 + 1).toBeLessThanOrEqual(21)
		expect(y1 - y0 + 1).toBeGreaterThanOrEqual(12)
		expect(y1 - y0 + 1).toBeLessThanOrEqual(13)
		const cell = cellBox(12, x0, y0)
		expect(boxPixels(cell, 12).width).toBeCloseTo(64, 6)
		expect(boxPixels(cell, 12).height).toBeCloseTo(64, 6)
		expect(cell.west).toBeLessThanOrEqual(box.west)
		expect(cell.north).toBeGreaterThanOrEqual(box.north)
		expect([0, 3, 12, 16, 18].map(cellLevelFor)).toEqual([3, 3, 12, 16, 16])
	})
})
