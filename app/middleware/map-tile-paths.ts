// Where this server answers map tiles (app/middleware/map-tiles.ts), apart from the drawing, for the configuration.

/** Tiles drawn here; the version changes when the drawing does (they are cached as immutable). */
export const DRAWN_TILES_PATH = '/map-tiles/v1/{lang}/{z}/{x}/{y}.svg'
/** Tiles of the configured PMTiles file. */
export const PMTILES_PATH = '/map-tiles/file/{z}/{x}/{y}'
