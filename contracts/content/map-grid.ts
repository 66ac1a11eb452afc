// The map's grid (docs/decisions/0022-map.md): Web Mercator as Leaflet and the tiles draw it, worked out the
// same way by the API (which cells a viewport covers), the web (the viewport a page without JavaScript
// shows, its pan and zoom links) and the tile drawing. Plain numbers, so no page loads zod for it.

/** A viewport, in degrees. */
export type MapBox = { west: number; south: number; east: number; north: number }

/** Tiles are 256 pixels wide; Mercator stops short of the poles. */
export const TILE_PIXELS = 256
export const MAX_LATITUDE = 85.0511

/** The zooms a map shows (0: the world in one tile; 19: a street's houses). */
export const MAP_ZOOM = { min: 3, max: 18 } as const

/**
 * The levels map_cells counts: a cell of level L is a tile of zoom L + 2, 64 pixels wide on a map at zoom L,
 * about the 60-pixel grid the map's clusters use (docs/product.md#around-me). Above the last level a
 * viewport is always shown point by point.
 */
export const CELL_LEVELS = { min: 3, max: 16 } as const
export const CELL_ZOOM_OFFSET = 2

/** At most this many points in one answer; a viewport holding more is answered in cells. */
export const MAP_POINTS_MAX = 2000

/** The largest viewport asked for at once, in pixels each way (a 4K screen). */
export const MAP_VIEWPORT_MAX_PIXELS = 4096

/** A latitude within the map (Mercator's edge, as the API's boxes take it). */
export const clampLatitude = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat))

/** A longitude's place across the world, 0 (180° W) to 1 (180° E). */
export const worldX = (lng: number) => (lng + 180) / 360

/** A latitude's place down the world, 0 (north edge) to 1 (south edge). */
export function worldY(lat: number) {
	const phi = (clampLatitude(lat) * Math.PI) / 180
	return (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2
}

export const longitudeAt = (x: number) => x * 360 - 180
export const latitudeAt = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI

/** How many pixels the world is across at a zoom. */
export const worldPixels = (zoom: number) => TILE_PIXELS * 2 ** zoom

/** The viewport's size in pixels at a zoom. */
export function boxPixels(box: MapBox, zoom: number) {
	const size = worldPixels(zoom)
	return { width: (worldX(box.east) - worldX(box.west)) * size, height: (worldY(box.south) - worldY(box.north)) * size }
}

/** The level of cells a map at this zoom is answered with (the finest at or above the map's). */
export const cellLevelFor = (zoom: number) => Math.max(CELL_LEVELS.min, Math.min(CELL_LEVELS.max, Math.floor(zoom)))

/** The cells of a level a viewport touches, first and last each way. */
export function cellRange(box: MapBox, level: number) {
	const cells = 2 ** (level + CELL_ZOOM_OFFSET)
	const at = (value: number) => Math.max(0, Math.min(cells - 1, Math.floor(value * cells)))
	return { x0: at(worldX(box.west)), x1: at(worldX(box.east)), y0: at(worldY(box.north)), y1: at(worldY(box.south)) }
}

/** One cell's edges, in degrees. */
export function cellBox(level: number, cx: number, cy: number): MapBox {
	const cells = 2 ** (level + CELL_ZOOM_OFFSET)
	return { west: longitudeAt(cx / cells), east: longitudeAt((cx + 1) / cells), north: latitudeAt(cy / cells), south: latitudeAt((cy + 1) / cells) }
}

/**
 * The viewport of a screen `width` × `height` pixels centred on a point at a zoom, cut to the map's world:
 * longitudes within ±180°, latitudes within ±MAX_LATITUDE (the world's pixel edge is a hair beyond it).
 */
export function boxAround(centre: { lat: number; lng: number }, zoom: number, { width, height }: { width: number; height: number }): MapBox {
	const size = worldPixels(zoom)
	const [x, y] = [worldX(centre.lng) * size, worldY(centre.lat) * size]
	return {
		west: Math.max(-180, longitudeAt((x - width / 2) / size)),
		east: Math.min(180, longitudeAt((x + width / 2) / size)),
		north: clampLatitude(latitudeAt(Math.max(0, y - height / 2) / size)),
		south: clampLatitude(latitudeAt(Math.min(size, y + height / 2) / size)),
	}
}

/** The centre moved by a share of the viewport (`dx`, `dy` in viewports: 0.5 east is half a screen). */
export function panned(centre: { lat: number; lng: number }, zoom: number, screen: { width: number; height: number }, dx: number, dy: number) {
	const size = worldPixels(zoom)
	const x = worldX(centre.lng) * size + dx * screen.width
	const y = Math.max(0, Math.min(size, worldY(centre.lat) * size + dy * screen.height))
	const lng = longitudeAt((((x % size) + size) % size) / size)
	return { lat: clampLatitude(latitudeAt(y / size)), lng }
}

/** A box as the API's `box` parameter: west,south,east,north to 6 decimals (about 10 cm). */
export const boxParam = ({ west, south, east, north }: MapBox) => [west, south, east, north].map((value) => Number(value.toFixed(6))).join(',')
