import type { AppLoadContext } from '@remix-run/node'
import { mainApi } from '#app/api/product-api.server.ts'
import { apiContextOf } from '#app/auth/current-user.server.ts'
import type { SessionData } from '#app/auth/session.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { aroundMeListSchema, type AroundMeList, type AroundMeQuery } from '#contracts/content/around-me.ts'

// The product API's around-me call (GET /v1/around-me, api/content/around-me.ts): what is near a place.
// The place goes with each call and is kept nowhere.

export function aroundMeApi(request: Request, context: AppLoadContext, session: SessionData) {
	const api = mainApi.withContext(apiContextOf(request, context, session))
	return {
		list: async ({ near, ...query }: Omit<AroundMeQuery, 'near'> & { near: { lat: number; lng: number } }): Promise<AroundMeList> => {
			const params = Object.fromEntries(Object.entries({ ...query, near: `${near.lat},${near.lng}` }).filter(([, value]) => value !== undefined).map(([name, value]) => [name, String(value)]))
			return (await api.get(apiPath('/v1/around-me'), { schema: aroundMeListSchema, query: params })) as AroundMeList
		},
	}
}
