import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * The feed, today, trending, search and collections (docs/product.md#feed, #search, #collections): the
 * areas `feed`, `search` and `collections` of docs/routes.tsv.
 */
export const socialRoutes = {
	default: [
		route('feed', 'routes/feed/feed.tsx'),
		route('feed/search', 'routes/feed/search.tsx', { id: 'feed-search' }),
		route('search', 'routes/feed/search.tsx', { id: 'search' }),
		route('trending', 'routes/feed/trending.tsx'),
		route('dag', 'routes/feed/today.tsx'),
		route('my-collection', 'routes/collections/my-collection.tsx'),
		route('collections', 'routes/collections/collections.tsx'),
		route('collections/:id', 'routes/collections/collection.tsx'),
	],
} satisfies AreaRoutes
