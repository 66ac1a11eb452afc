import type { MapCell, MapPoint } from '#contracts/content/map.ts'

// What /resources/map-view answers the map (app/routes/resources/map-view.ts): the API's view of a
// viewport, each point with the address of its page.

export type MapPointView = MapPoint & { href: string }
export type MapViewAnswer = { total: number; points: MapPointView[]; cells: MapCell[] }
