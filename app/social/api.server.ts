import type { AppLoadContext } from '@remix-run/node'
import { areaApi, callContextOf, mainApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import type { ContentKindName } from '#contracts/content/registry.ts'
import { collectionListSchema, collectionSchema, type CreateCollection } from '#contracts/social/collections.ts'
import { feedPageSchema, followSuggestionsSchema, homeSchema, likesSchema, todaySchema, type FeedPage, type Likes } from '#contracts/social/feed.ts'
import { accountListSchema, followStateSchema, type FollowState } from '#contracts/social/follow.ts'
import { searchResultsSchema, type SearchKind } from '#contracts/social/search.ts'

// The product API's social calls (api/social, api/collections): following, likes, the feed, trending,
// today, the signed-in home, search and collections. The API decides who may see and change what.

/** Whom a follow is about: a person by their public uuid, or a business user. */
export type Followee = { type: 'person' | 'business-user'; id: string }

const followPath = ({ type, id }: Followee) => (type === 'person' ? apiPath('/v1/profiles/{uuid}/follow', { uuid: id }) : apiPath('/v1/business-users/{id}/follow', { id }))
const point = (near?: { lat: number; lng: number }) => (near ? `${near.lat},${near.lng}` : undefined)

/** Trending for a visitor: no token, the API's answer the same for everyone. */
export async function visitorTrending(request: Request, context: AppLoadContext, cursor?: string): Promise<FeedPage> {
	const api = mainApi.withContext(callContextOf(request, context))
	return await api.get(apiPath('/v1/trending'), { schema: feedPageSchema, query: defined({ cursor }) })
}

export const socialApi = areaApi((api) => ({
	followState: async (followee: Followee) => await api.get(followPath(followee), { schema: followStateSchema }),
	setFollowing: async (followee: Followee, following: boolean): Promise<FollowState> =>
		following ? await api.put(followPath(followee), { schema: followStateSchema }) : await api.delete(followPath(followee), { schema: followStateSchema }),
	followers: async (followee: Followee, cursor?: string) => {
		const path = followee.type === 'person' ? apiPath('/v1/profiles/{uuid}/followers', { uuid: followee.id }) : apiPath('/v1/business-users/{id}/followers', { id: followee.id })
		return await api.get(path, { schema: accountListSchema, query: defined({ cursor }) })
	},
	following: async (uuid: string, cursor?: string) =>
		await api.get(apiPath('/v1/profiles/{uuid}/following', { uuid }), { schema: accountListSchema, query: defined({ cursor }) }),
	setLiked: async (kind: ContentKindName, id: string, liked: boolean): Promise<Likes> => {
		const path = apiPath('/v1/content/{kind}/{id}/like', { kind, id })
		return liked ? await api.put(path, { schema: likesSchema }) : await api.delete(path, { schema: likesSchema })
	},
	feed: async (cursor?: string, limit?: number) => await api.get(apiPath('/v1/feed'), { schema: feedPageSchema, query: defined({ cursor, limit }) }),
	suggestions: async (near?: { lat: number; lng: number }) =>
		await api.get(apiPath('/v1/feed/suggestions'), { schema: followSuggestionsSchema, query: defined({ near: point(near) }) }),
	trending: async (cursor?: string) => await api.get(apiPath('/v1/trending'), { schema: feedPageSchema, query: defined({ cursor }) }),
	today: async (near?: { lat: number; lng: number }, radiusKm?: number) => await api.get(apiPath('/v1/today'), { schema: todaySchema, query: defined({ near: point(near), radiusKm }) }),
	/** The signed-in home's lists in one call: today's first highlights, the feed's newest, the nearest around `near`. */
	home: async (near: { lat: number; lng: number }, radiusKm: number, limit: number) =>
		await api.get(apiPath('/v1/home'), { schema: homeSchema, query: { near: point(near), radiusKm, limit } }),
	search: async (query: { q: string; kind?: SearchKind; cursor?: string }, within: 'everything' | 'followed' = 'everything') =>
		await api.get(within === 'everything' ? apiPath('/v1/search') : apiPath('/v1/feed/search'), { schema: searchResultsSchema, query: defined(query) }),
	myCollections: async (contains?: string) => await api.get(apiPath('/v1/me/collections'), { schema: collectionListSchema, query: defined({ contains }) }),
	publicCollections: async (cursor?: string) => await api.get(apiPath('/v1/collections'), { schema: collectionListSchema, query: defined({ cursor }) }),
	collection: async (id: string) => await api.get(apiPath('/v1/collections/{id}', { id }), { schema: collectionSchema }),
	collectionItems: async (id: string, cursor?: string) => await api.get(apiPath('/v1/collections/{id}/items', { id }), { schema: feedPageSchema, query: defined({ cursor }) }),
	/** With the form's idempotency key (ADR 0016): a send again after a failure is answered, not made twice. */
	createCollection: async (body: CreateCollection, idempotencyKey?: string) =>
		await api.post(apiPath('/v1/me/collections'), { schema: collectionSchema, body, idempotencyKey }),
	updateCollection: async (id: string, body: Partial<CreateCollection>) => await api.patch(apiPath('/v1/collections/{id}', { id }), { schema: collectionSchema, body }),
	deleteCollection: (id: string) => api.delete(apiPath('/v1/collections/{id}', { id })),
	addToCollection: async (id: string, itemId: string) => await api.put(apiPath('/v1/collections/{id}/items/{itemId}', { id, itemId }), { schema: collectionSchema }),
	removeFromCollection: async (id: string, itemId: string) =>
		await api.delete(apiPath('/v1/collections/{id}/items/{itemId}', { id, itemId }), { schema: collectionSchema }),
	moveInCollection: async (id: string, itemId: string, position: number) =>
		await api.patch(apiPath('/v1/collections/{id}/items/{itemId}', { id, itemId }), { schema: collectionSchema, body: { position } }),
}))
