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

/** The tiles and the spots of a screen-sized view, placed in percentages of it (so the picture scales). */
export function staticMapOf(view: MapViewState, screen: { width: number; height: number }, template: string, language: string, spots: Spot[]) {
	const size = worldPixels(view.zoom)
	const left = worldX(view.centre.lng) * size - screen.width / 2
	const top = worldY(view.centre.lat) * size - screen.height / 2
	const tilesAcross = 2 ** view.zoom
	const percent = (value: number, of: number) => Number(((value / of) * 100).toFixed(3))
	const tiles = []
	for (let y = Math.floor(top / TILE_PIXELS); y * TILE_PIXELS < top + screen.height; y++) {
		if (y < 0 || y >= tilesAcross) continue
		for (let x = Math.floor(left / TILE_PIXELS); x * TILE_PIXELS < left + screen.width; x++) {
			const wrapped = ((x % tilesAcross) + tilesAcross) % tilesAcross
			tiles.push({ src: tileAddress(template, { z: view.zoom, x: wrapped, y }, language), left: percent(x * TILE_PIXELS - left, screen.width), top: percent(y * TILE_PIXELS - top, screen.height) })
		}
	}
	return {
		tiles,
		tileSize: { width: percent(TILE_PIXELS, screen.width), height: percent(TILE_PIXELS, screen.height) },
		aspect: `${screen.width} / ${screen.height}`,
		spots: spots
			.map((spot) => ({ ...spot, left: percent(worldX(spot.lng) * size - left, screen.width), top: percent(worldY(spot.lat) * size - top, screen.height) }))
			.filter((spot) => spot.left >= 0 && spot.left <= 100 && spot.top >= 0 && spot.top <= 100),
	}
}

/** The picture; its spots' numbers are the list's, whose items they are. */
export function StaticMap({ map, attribution }: { map: StaticMapView; attribution: string }) {
	const { t } = useTranslation('around-me')
	return (
		<figure className="static-map" style={{ aspectRatio: map.aspect }}>
			<div className="static-map__tiles" aria-hidden="true">
				{map.tiles.map((tile) => (
					<img key={tile.src} src={tile.src} alt="" loading="eager" style={{ left: `${tile.left}%`, top: `${tile.top}%`, width: `${map.tileSize.width}%`, height: `${map.tileSize.height}%` }} />
				))}
				{map.spots.map((spot) => (
					<span
						key={spot.number}
						className={`static-map__spot${spot.exact ? '' : ' static-map__spot--approximate'}`}
						style={{ left: `${spot.left}%`, top: `${spot.top}%`, borderColor: kindSymbols[spot.kind].colour, color: kindSymbols[spot.kind].colour }}
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
