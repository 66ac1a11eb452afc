import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Around me (docs/product.md#around-me): what is near a place, each kind's list, and the create, item
 * and edit pages of every kind. One page module serves every kind (it reads the kind from the address,
 * app/content/kinds.ts); the literal paths are here so each URL is found by searching for it. Besides
 * docs/routes.tsv: each kind's edit page, and the create pages of stories and e-books.
 */
export const aroundMeRoutes = {
	default: [
		route('around-me', 'routes/around-me/around-me.tsx'),
		route('around-me/agenda', 'routes/around-me/kind-list.tsx', { id: 'around-me-agenda' }),
		route('around-me/announces', 'routes/around-me/kind-list.tsx', { id: 'around-me-announces' }),
		route('around-me/events', 'routes/around-me/kind-list.tsx', { id: 'around-me-events' }),
		route('around-me/agenda/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-agenda-item' }),
		route('around-me/announces/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-announce-item' }),
		route('around-me/events/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-event-item' }),
		route('around-me/attention/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-attention-item' }),
		route('around-me/catalogue/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-catalogue-item' }),
		route('around-me/media/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-media-item' }),
		route('around-me/new-room/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-new-room-item' }),
	],
	form: [
		route('around-me/agenda/create', 'routes/around-me/create.tsx', { id: 'around-me-agenda-create' }),
		route('around-me/announces/create', 'routes/around-me/create.tsx', { id: 'around-me-announce-create' }),
		route('around-me/events/create', 'routes/around-me/create.tsx', { id: 'around-me-event-create' }),
		route('around-me/attention/create', 'routes/around-me/create.tsx', { id: 'around-me-attention-create' }),
		route('around-me/catalogue/create', 'routes/around-me/create.tsx', { id: 'around-me-catalogue-create' }),
		route('around-me/media/create', 'routes/around-me/create.tsx', { id: 'around-me-media-create' }),
		route('around-me/new-room/create', 'routes/around-me/create.tsx', { id: 'around-me-new-room-create' }),
		route('around-me/story/create', 'routes/around-me/create.tsx', { id: 'around-me-story-create' }),
		route('around-me/ebook/create', 'routes/around-me/create.tsx', { id: 'around-me-ebook-create' }),
		route('around-me/agenda/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-agenda-edit' }),
		route('around-me/announces/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-announce-edit' }),
		route('around-me/events/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-event-edit' }),
		route('around-me/attention/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-attention-edit' }),
		route('around-me/catalogue/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-catalogue-edit' }),
		route('around-me/media/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-media-edit' }),
		route('around-me/new-room/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-new-room-edit' }),
		route('around-me/story/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-story-edit' }),
		route('around-me/ebook/:itemId/edit', 'routes/around-me/edit.tsx', { id: 'around-me-ebook-edit' }),
	],
	fullScreen: [
		route('around-me/map', 'routes/around-me/map.tsx'),
		route('around-me/story', 'routes/around-me/story.tsx'),
		// A person's story on its own (a business user's is /business-user/{id}/story/{sid}).
		route('around-me/story/:itemId', 'routes/around-me/item.tsx', { id: 'around-me-story-item' }),
	],
} satisfies AreaRoutes
