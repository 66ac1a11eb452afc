import { useTranslation } from 'react-i18next'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { TILE_PIXELS, worldPixels, worldX, worldY } from '#contracts/content/map-grid.ts'
import type { MapViewState } from '../map-view.ts'
import { kindSymbols } from './kind-symbols.tsx'

// The map as a picture (docs/product.md#around-me): the viewport a page without JavaScript stands for, its
// tiles laid out by the server and the list's items on it, numbered as the list numbers them. With
// JavaScript it is what shows until the map itself is ready.

type Spot = { number: number; kind: AroundMeKind; exact: boolean; title: string; lat: number; lng: number }
export type StaticMapView = ReturnType<typeof staticMapOf>

/** A tile's address from the source's template ({z}, {x}, {y}, {lang}; {s} and {r} as Leaflet fills them). */
export const tileAddress = (template: string, { z, x, y }: { z: number; x: number; y: number }, language: string) =>
	template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{lang}', language).replace('{s}', 'a').replace('{r}', '')

/**
 * The tiles and the spots of a screen-sized view, each placed in pixels from the view's middle: the
 * picture is at the map's own scale on any screen, cut to what fits around the middle.
 */
export function staticMapOf(view: MapViewState, screen: { width: number; height: number }, template: string, language: string, spots: Spot[]) {
	const size = worldPixels(view.zoom)
	const [middleX, middleY] = [worldX(view.centre.lng) * size, worldY(view.centre.lat) * size]
	const [left, top] = [middleX - screen.width / 2, middleY - screen.height / 2]
	const tilesAcross = 2 ** view.zoom
	const tiles = []
	for (let y = Math.floor(top / TILE_PIXELS); y * TILE_PIXELS < top + screen.height; y++) {
		if (y < 0 || y >= tilesAcross) continue
		for (let x = Math.floor(left / TILE_PIXELS); x * TILE_PIXELS < left + screen.width; x++) {
			const wrapped = ((x % tilesAcross) + tilesAcross) % tilesAcross
			tiles.push({ src: tileAddress(template, { z: view.zoom, x: wrapped, y }, language), dx: Math.round(x * TILE_PIXELS - middleX), dy: Math.round(y * TILE_PIXELS - middleY) })
		}
	}
	return {
		tiles,
		spots: spots
			.map((spot) => ({ ...spot, dx: Math.round(worldX(spot.lng) * size - middleX), dy: Math.round(worldY(spot.lat) * size - middleY) }))
			.filter((spot) => Math.abs(spot.dx) <= screen.width / 2 && Math.abs(spot.dy) <= screen.height / 2),
	}
}

const at = (dx: number, dy: number) => ({ left: `calc(50% + ${dx}px)`, top: `calc(50% + ${dy}px)` })

/** The picture; its spots' numbers are the list's, whose items they are. */
export function StaticMap({ map, attribution }: { map: StaticMapView; attribution: string }) {
	const { t } = useTranslation('around-me')
	return (
		<figure className="static-map">
			<div className="static-map__tiles" aria-hidden="true">
				{map.tiles.map((tile) => (
					<img key={tile.src} src={tile.src} alt="" width={TILE_PIXELS} height={TILE_PIXELS} style={at(tile.dx, tile.dy)} />
				))}
				{map.spots.map((spot) => (
					<span
						key={spot.number}
						className={`static-map__spot${spot.exact ? '' : ' static-map__spot--approximate'}`}
						style={{ ...at(spot.dx, spot.dy), borderColor: kindSymbols[spot.kind].colour, color: kindSymbols[spot.kind].colour }}
						title={spot.title}
					>
						{spot.number}
					</span>
				))}
			</div>
			<figcaption className="static-map__caption">
				{t('map.pictureCaption')} <span className="static-map__attribution">{attribution}</span>
			</figcaption>
		</figure>
	)
}
