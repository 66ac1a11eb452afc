import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Chat (docs/product.md#chat): the area `chat` of docs/routes.tsv. The inbox and the quota are pages of
 * the default layout; a conversation is full-screen, its messages scrolling above the composer.
 */
export const chatRoutes = {
	default: [route('chat', 'routes/chat/chats.tsx'), route('chat/quota', 'routes/chat/quota.tsx')],
	fullScreen: [route('chat/:id', 'routes/chat/room.tsx')],
} satisfies AreaRoutes
