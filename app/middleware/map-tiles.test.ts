import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { worldX, worldY } from '#contracts/content/map-grid.ts'
import { loggableUrl } from '#server/logger.ts'
import { drawTile, serveMapTiles } from './map-tiles.ts'

// The basemap this server draws (app/middleware/map-tiles.ts): Thailand's coast and borders, its places' names in
// the page's language, at a tile address that never changes its answer.

const tileOf = (z: number, lat: number, lng: number) => ({ z, x: Math.floor(worldX(lng) * 2 ** z), y: Math.floor(worldY(lat) * 2 ** z) })

describe('drawTile', () => {
	test('draws land and sea, and names the places in the tile in the language asked for', () => {
		const bangkok = tileOf(12, 13.7468, 100.5331)
		const thai = drawTile('th', bangkok.z, bangkok.x, bangkok.y)
		expect(thai).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
		expect(thai).toContain('>ปทุมวัน<')
		expect(drawTile('en', bangkok.z, bangkok.x, bangkok.y)).toContain('>Pathum Wan<')
		// The Gulf of Thailand: sea, and the coast's path; far out at sea, sea alone.
		const gulf = tileOf(8, 13.2, 100.7)
		expect(drawTile('en', gulf.z, gulf.x, gulf.y)).toMatch(/<path d="M[^"]+Z"/)
		const sea = tileOf(8, 12, 89)
		expect(drawTile('en', sea.z, sea.x, sea.y)).not.toContain('<path d="M')
		// Names only from zoom 8: the country alone is not a jumble of 77 provinces.
		const country = tileOf(5, 13.75, 100.5)
		expect(drawTile('en', country.z, country.x, country.y)).not.toContain('<text')
	})

	test('a place’s name is escaped as text', () => {
		const tile = drawTile('en', 12, 3191, 1887)
		expect(tile).not.toMatch(/<text[^>]*>[^<]*[&"][^<]*</)
	})
})

describe('the tile routes', () => {
	let server: Server
	let origin: string
	beforeAll(async () => {
		const app = express()
		await serveMapTiles(app, {})
		server = createServer(app)
		origin = await new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
	})
	afterAll(() => new Promise((resolve) => server.close(resolve)))

	test('a tile is an SVG image kept for a year as it is; an address that is not a tile is 404', async () => {
		const answer = await fetch(`${origin}/map-tiles/v1/th/12/3191/1887.svg`)
		expect(answer.status).toBe(200)
		expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
		expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(await answer.text()).toContain('<svg')
		for (const path of ['/map-tiles/v1/de/12/3191/1887.svg', '/map-tiles/v1/th/12/4096/1887.svg', '/map-tiles/v1/th/20/1/1.svg', '/map-tiles/v1/th/-1/0/0.svg', '/map-tiles/v1/th/2/1.5/0.svg', '/map-tiles/file/1/0/0']) {
			expect((await fetch(origin + path)).status, path).toBe(404)
		}
	})
})

/**
 * The smallest PMTiles archive (version 3): one tile at zoom 0, of `tileType` (2: PNG, 1: vector), with
 * nothing compressed. Header, root directory (one entry), empty metadata, the tile.
 */
function pmtilesArchive(tile: Buffer, tileType: number) {
	const directory = Buffer.from([1, 0, 1, tile.length, 1])
	const metadata = Buffer.from('{}')
	const header = Buffer.alloc(127)
	header.write('PMTiles', 0, 'latin1')
	header.writeUInt8(3, 7)
	const offsets = [127, directory.length, 127 + directory.length, metadata.length, 0, 0, 127 + directory.length + metadata.length, tile.length, 1, 1, 1]
	offsets.forEach((value, i) => header.writeBigUInt64LE(BigInt(value), 8 + i * 8))
	header.writeUInt8(1, 96) // clustered
	header.writeUInt8(1, 97) // directories not compressed
	header.writeUInt8(1, 98) // tiles not compressed
	header.writeUInt8(tileType, 99)
	header.writeInt32LE(-1800000000, 102)
	header.writeInt32LE(-850000000, 106)
	header.writeInt32LE(1800000000, 110)
	header.writeInt32LE(850000000, 114)
	return Buffer.concat([header, directory, metadata, tile])
}

describe('a PMTiles file', () => {
	const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
	const dir = mkdtempSync(join(tmpdir(), 'robtua-pmtiles-'))

	test('its raster tiles are served by range from the file, kept for a year, never recompressed; a tile it lacks is 404', async () => {
		const path = join(dir, 'raster.pmtiles')
		writeFileSync(path, pmtilesArchive(png, 2))
		const app = express()
		await serveMapTiles(app, { pmtilesPath: path })
		const server = createServer(app)
		const origin = await new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
		try {
			const answer = await fetch(`${origin}/map-tiles/file/0/0/0`)
			expect(answer.status).toBe(200)
			expect(answer.headers.get('content-type')).toBe('image/png')
			expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform')
			expect(Buffer.from(await answer.arrayBuffer())).toEqual(png)
			expect((await fetch(`${origin}/map-tiles/file/1/0/0`)).status).toBe(404)
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}
	})

	test('a file of vector tiles is refused at start, saying why', async () => {
		const path = join(dir, 'vector.pmtiles')
		writeFileSync(path, pmtilesArchive(Buffer.from('not a real tile'), 1))
		await expect(serveMapTiles(express(), { pmtilesPath: path })).rejects.toThrow(/vector tiles; the map takes raster tiles/)
	})
})

test('a place in an address is not logged', () => {
	expect(loggableUrl('/around-me/map?at=13.746,100.535&zoom=14&kind=event')).toBe('/around-me/map?at=-&zoom=14&kind=event')
	expect(loggableUrl('/around-me?near=13.746,100.535')).toBe('/around-me?near=-')
	expect(loggableUrl('/resources/agenda-feed/abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_')).toBe('/resources/agenda-feed/{token}')
	expect(loggableUrl('/around-me/map/view?box=1,2,3,4&zoom=3')).toBe('/around-me/map/view?box=-&zoom=3')
})
