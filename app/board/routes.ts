import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Boards (docs/product.md#boards): the area `board` of docs/routes.tsv — the boards I follow, mine and the
 * newest; opening one (in the form layout); a board with its replies.
 */
export const boardRoutes = {
	default: [route('account/board', 'routes/board/boards.tsx'), route('account/board/:id', 'routes/board/board.tsx')],
	form: [route('account/board/create', 'routes/board/create.tsx')],
} satisfies AreaRoutes
