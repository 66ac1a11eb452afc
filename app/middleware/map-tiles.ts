import { readFileSync } from 'node:fs'
import { open, type FileHandle } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Express, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { PMTiles, TileType, type RangeResponse, type Source } from 'pmtiles'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { worldX, worldY, TILE_PIXELS } from '#contracts/content/map-grid.ts'
import { escapeHtml } from '#contracts/html.ts'
import { thailandPlaces } from '#contracts/places/thailand.ts'

// The map's basemap, served by this server (docs/decisions/0022-map.md): with no tile source configured,
// tiles drawn here as SVG from Natural Earth's country outlines (world-atlas) and the names of Thailand's
// provinces and Bangkok's districts (contracts/places/thailand.ts), in the page's language; or the raster
// tiles of a PMTiles file on disk (MAP_PMTILES_PATH), read by byte range. Either way the browser asks our
// own origin and nothing else, and a tile never changes under its address: cached for a year.

const MAX_ZOOM = 19
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Ring = Float64Array
type Shape = { rings: Ring[]; west: number; east: number; north: number; south: number }

/** Every country's outline in world coordinates (0 to 1 each way), read once. */
let shapes: Shape[] | undefined
function countries(): Shape[] {
	if (shapes) return shapes
	const require = createRequire(import.meta.url)
	const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology<{ countries: GeometryCollection }>
	const collection = feature(topology, topology.objects.countries)
	shapes = []
	for (const country of collection.features) {
		const geometry = country.geometry
		if (!geometry) continue
		const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []
		for (const polygon of polygons) {
			const rings = polygon.map((ring) => Float64Array.from(ring.flatMap(([lng, lat]) => [worldX(lng!), worldY(lat!)])))
			const outer = rings[0]!
			let [west, east, north, south] = [1, 0, 1, 0]
			for (let i = 0; i < outer.length; i += 2) {
				west = Math.min(west, outer[i]!)
				east = Math.max(east, outer[i]!)
				north = Math.min(north, outer[i + 1]!)
				south = Math.max(south, outer[i + 1]!)
			}
			shapes.push({ rings, west, east, north, south })
		}
	}
	return shapes
}

/**
 * A ring in a tile's pixels, clipped to the tile and a margin (Sutherland–Hodgman: the clip's own edges
 * fall in the margin, out of sight) and thinned to a point every half pixel.
 */
function ringPath(ring: Ring, scale: number, offsetX: number, offsetY: number) {
	const low = -8
	const high = TILE_PIXELS + 8
	let points: number[] = []
	for (let i = 0; i < ring.length; i += 2) points.push(ring[i]! * scale - offsetX, ring[i + 1]! * scale - offsetY)
	const edges: Array<[(x: number, y: number) => boolean, (ax: number, ay: number, bx: number, by: number) => [number, number]]> = [
		[(x) => x >= low, (ax, ay, bx, by) => [low, ay + ((by - ay) * (low - ax)) / (bx - ax)]],
		[(x) => x <= high, (ax, ay, bx, by) => [high, ay + ((by - ay) * (high - ax)) / (bx - ax)]],
		[(_, y) => y >= low, (ax, ay, bx, by) => [ax + ((bx - ax) * (low - ay)) / (by - ay), low]],
		[(_, y) => y <= high, (ax, ay, bx, by) => [ax + ((bx - ax) * (high - ay)) / (by - ay), high]],
	]
	for (const [inside, cross] of edges) {
		const kept: number[] = []
		const count = points.length / 2
		for (let i = 0; i < count; i++) {
			const [ax, ay] = [points[((i + count - 1) % count) * 2]!, points[((i + count - 1) % count) * 2 + 1]!]
			const [bx, by] = [points[i * 2]!, points[i * 2 + 1]!]
			if (inside(bx, by)) {
				if (!inside(ax, ay)) kept.push(...cross(ax, ay, bx, by))
				kept.push(bx, by)
			} else if (inside(ax, ay)) kept.push(...cross(ax, ay, bx, by))
		}
		points = kept
		if (points.length === 0) return ''
	}
	let path = ''
	let [lastX, lastY] = [Infinity, Infinity]
	for (let i = 0; i < points.length; i += 2) {
		const [x, y] = [points[i]!, points[i + 1]!]
		if (Math.abs(x - lastX) + Math.abs(y - lastY) < 0.5) continue
		path += `${path ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`
		;[lastX, lastY] = [x, y]
	}
	return path ? `${path}Z` : ''
}

/** Which places are named at a zoom: provinces from 8, Bangkok's districts from 12 (Bangkok's own name gives way to them). */
const labelled = (zoom: number) =>
	thailandPlaces.filter((place) => (place.kind === 'province' ? zoom >= 8 && !(zoom >= 12 && place.id === 'province-bangkok') : zoom >= 12))

/** One tile: sea, land with its borders, and the names of the places in it. */
export function drawTile(language: 'en' | 'th', z: number, x: number, y: number) {
	const scale = TILE_PIXELS * 2 ** z
	const [offsetX, offsetY] = [x * TILE_PIXELS, y * TILE_PIXELS]
	const margin = 8 / scale
	const [west, east, north, south] = [x / 2 ** z - margin, (x + 1) / 2 ** z + margin, y / 2 ** z - margin, (y + 1) / 2 ** z + margin]
	const land = countries()
		.filter((shape) => shape.east >= west && shape.west <= east && shape.south >= north && shape.north <= south)
		.map((shape) => shape.rings.map((ring) => ringPath(ring, scale, offsetX, offsetY)).join(''))
		.filter(Boolean)
		.join('')
	// A name is drawn by every tile it reaches into, so one cut by a tile's edge is whole on the map.
	const reach = 120 / scale
	const names = labelled(z)
		.filter((place) => {
			const [px, py] = [worldX(place.lng), worldY(place.lat)]
			return px >= west - reach && px <= east + reach && py >= north - reach / 4 && py <= south + reach / 4
		})
		.map((place) => {
			const [px, py] = [worldX(place.lng) * scale - offsetX, worldY(place.lat) * scale - offsetY]
			const size = place.kind === 'province' ? (z >= 11 ? 15 : 12) : 13
			return `<text x="${px.toFixed(1)}" y="${py.toFixed(1)}" font-size="${size}">${escapeHtml(place[language])}</text>`
		})
		.join('')
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
		`<rect width="256" height="256" fill="#cfe2ee"/>` +
		(land ? `<path d="${land}" fill="#f3f0e6" stroke="#b9ae9a" stroke-width="0.8" fill-rule="evenodd"/>` : '') +
		(z >= 10 ? `<path d="M255.5 0V256M0 255.5H256" stroke="#e6e1d3" stroke-width="1"/>` : '') +
		(names
			? `<g font-family="'Noto Sans Thai','Noto Sans',sans-serif" fill="#4d4637" text-anchor="middle" stroke="#f3f0e6" stroke-width="3" paint-order="stroke">${names}</g>`
			: '') +
		`</svg>`
	)
}

/** A PMTiles file on this disk, read by byte range. */
class FileSource implements Source {
	private handle: Promise<FileHandle>
	constructor(private readonly path: string) {
		this.handle = open(path, 'r')
	}
	getKey() {
		return this.path
	}
	async getBytes(offset: number, length: number): Promise<RangeResponse> {
		const buffer = Buffer.alloc(length)
		const { bytesRead } = await (await this.handle).read(buffer, 0, length, offset)
		return { data: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + bytesRead) }
	}
}

const RASTER_TYPES: Partial<Record<TileType, string>> = { [TileType.Png]: 'image/png', [TileType.Jpeg]: 'image/jpeg', [TileType.Webp]: 'image/webp', [TileType.Avif]: 'image/avif' }

function tileNumbers(params: Record<string, string>) {
	const [z, x, y] = [Number(params.z), Number(params.x), Number(params.y)]
	const valid = [z, x, y].every(Number.isInteger) && z >= 0 && z <= MAX_ZOOM && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z
	return valid ? { z, x, y } : null
}

const noTile = (res: Response) => res.status(404).type('text/plain').set('Cache-Control', 'public, max-age=3600').send('No such tile')

/** The tile routes: drawn tiles always; a PMTiles file's when one is configured (checked at start). */
export async function serveMapTiles(app: Express, { pmtilesPath }: { pmtilesPath?: string }) {
	const drawn = new LRUCache<string, string>({ max: 5000 })
	app.get('/map-tiles/v1/:lang/:z/:x/:y.svg', (req, res) => {
		const tile = tileNumbers(req.params)
		const language = req.params.lang
		if (!tile || (language !== 'en' && language !== 'th')) return noTile(res)
		const key = `${language}/${tile.z}/${tile.x}/${tile.y}`
		let svg = drawn.get(key)
		if (svg === undefined) drawn.set(key, (svg = drawTile(language, tile.z, tile.x, tile.y)))
		res.set('Cache-Control', IMMUTABLE).type('image/svg+xml').send(svg)
	})
	if (!pmtilesPath) return
	const archive = new PMTiles(new FileSource(pmtilesPath))
	const header = await archive.getHeader()
	const type = RASTER_TYPES[header.tileType]
	if (!type) throw new Error(`MAP_PMTILES_PATH: ${pmtilesPath} holds vector tiles; the map takes raster tiles (PNG, JPEG, WebP or AVIF)`)
	app.get('/map-tiles/file/:z/:x/:y', async (req, res, next) => {
		const tile = tileNumbers(req.params)
		if (!tile) return noTile(res)
		try {
			const found = await archive.getZxy(tile.z, tile.x, tile.y)
			if (!found) return noTile(res)
			// Already compressed images: no-transform keeps compression() off them.
			res.set('Cache-Control', `${IMMUTABLE}, no-transform`).type(type).send(Buffer.from(found.data))
		} catch (error) {
			next(error)
		}
	})
}
