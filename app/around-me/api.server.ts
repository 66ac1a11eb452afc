import { areaApi } from '#app/api/product-api.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import type { AroundMeKind } from '#contracts/content/around-me-choices.ts'
import { aroundMeListSchema, type AroundMeList, type AroundMeQuery } from '#contracts/content/around-me.ts'
import { boxParam, type MapBox } from '#contracts/content/map-grid.ts'
import { mapViewSchema, type MapView } from '#contracts/content/map.ts'

// The product API's around-me calls (GET /v1/around-me, api/content/around-me.ts; GET /v1/around-me/map,
// api/content/map.ts): what is near a place, and what a map's viewport holds.
// The place goes with each call and is kept nowhere.

const queryOf = (values: Record<string, unknown>) =>
	Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]))

export const aroundMeApi = areaApi((api) => ({
	/** A page around a place: within `radiusKm`, or within `box` (a map's viewport). */
	list: async ({ near, box, ...query }: Omit<AroundMeQuery, 'near' | 'box'> & { near: { lat: number; lng: number }; box?: MapBox }): Promise<AroundMeList> => {
		const params = queryOf({ ...query, near: `${near.lat},${near.lng}`, box: box ? boxParam(box) : undefined })
		return await api.get(apiPath('/v1/around-me'), { schema: aroundMeListSchema, query: params })
	},
	/** What a map's viewport holds: points, or cells when it holds many (GET /v1/around-me/map). */
	map: async ({ box, zoom, kind }: { box: MapBox; zoom: number; kind?: AroundMeKind }): Promise<MapView> =>
		await api.get(apiPath('/v1/around-me/map'), { schema: mapViewSchema, query: queryOf({ box: boxParam(box), zoom, kind }) }),
}))
