import { aroundMeKinds, type AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { boxAround, clampLatitude, MAP_ZOOM, panned } from '#contracts/content/map-grid.ts'
import type { Whereabouts } from './place.ts'

// The around-me map's view (docs/product.md#around-me): its middle, zoom and kind, all in the address
// (`/around-me/map?at=13.74560,100.53470&zoom=14&kind=event`), so a view can be shared and the back
// button finds it again. A map opened from a list (`?place=` or `?near=`, `&distance=`) starts there, and
// one opened without either at the person's remembered place.

export type MapViewState = { centre: { lat: number; lng: number }; zoom: number; kind: AroundMeKind | null }

/**
 * The screen a page without JavaScript stands for: its list, its picture and its moves cover this much,
 * about a laptop's map.
 */
export const LIST_SCREEN = { width: 960, height: 640 } as const

/** The zoom that shows about a list's distance across the screen. */
const ZOOM_FOR_KM: Record<number, number> = { 1: 15, 5: 13, 20: 11, 50: 10 }

const AT = /^(-?\d{1,2}(?:\.\d{1,7})?),(-?\d{1,3}(?:\.\d{1,7})?)$/

const clampZoom = (zoom: number) => Math.max(MAP_ZOOM.min, Math.min(MAP_ZOOM.max, zoom))

/**
 * The view an address asks for; without one, around the place it names, or the person's remembered place
 * (`where`, as app/around-me/whereabouts.ts reads the address on the server). Any point on Earth may be asked for (`near=90,0`, the North
 * Pole): the map's middle is the nearest point the map shows (Mercator stops short of the poles), so its
 * viewport (`viewportOf`) is always one the API takes.
 */
export function mapViewOf(search: URLSearchParams, where: Pick<Whereabouts, 'point' | 'radiusKm'>): MapViewState {
	const kindParam = search.get('kind')
	const kind = aroundMeKinds.find((candidate) => candidate === kindParam) ?? null
	const at = AT.exec(search.get('at') ?? '')
	const zoomParam = Number(search.get('zoom'))
	const zoom = Number.isInteger(zoomParam) && search.get('zoom') ? clampZoom(zoomParam) : (ZOOM_FOR_KM[where.radiusKm] ?? 13)
	const [atLat, atLng] = at ? [Number(at[1]), Number(at[2])] : [NaN, NaN]
	const point = Math.abs(atLat) <= 90 && Math.abs(atLng) <= 180 ? { lat: atLat, lng: atLng } : where.point
	return { centre: { lat: clampLatitude(point.lat), lng: point.lng }, zoom, kind }
}

/** The viewport the page stands for (its list, its picture): the screen without JavaScript, around the view's middle. */
export const viewportOf = (view: MapViewState) => boxAround(view.centre, view.zoom, LIST_SCREEN)

/** A view's middle as the address keeps it: 5 decimals, about a metre. */
export const atParam = ({ lat, lng }: { lat: number; lng: number }) => `${lat.toFixed(5)},${lng.toFixed(5)}`

export function mapHref({ centre, zoom, kind }: MapViewState, more: Record<string, string | null | undefined> = {}) {
	const search = new URLSearchParams({ at: atParam(centre), zoom: String(zoom) })
	if (kind) search.set('kind', kind)
	for (const [name, value] of Object.entries(more)) if (value) search.set(name, value)
	return `/around-me/map?${search}`
}

/** The links that move the map without JavaScript: half a screen each way, a zoom in and out (none past the last). */
export function mapMoves(view: MapViewState) {
	const to = (dx: number, dy: number) => mapHref({ ...view, centre: panned(view.centre, view.zoom, LIST_SCREEN, dx, dy) })
	return {
		north: to(0, -0.5),
		south: to(0, 0.5),
		east: to(0.5, 0),
		west: to(-0.5, 0),
		zoomIn: view.zoom < MAP_ZOOM.max ? mapHref({ ...view, zoom: view.zoom + 1 }) : null,
		zoomOut: view.zoom > MAP_ZOOM.min ? mapHref({ ...view, zoom: view.zoom - 1 }) : null,
	}
}
