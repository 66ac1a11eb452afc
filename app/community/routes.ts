import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Communities (docs/product.md#communities): the area `community` of docs/routes.tsv — the person's
 * communities, others to discover and the form to create one; a community's page with its boards,
 * agenda and members.
 */
export const communityRoutes = {
	default: [route('account/community', 'routes/community/communities.tsx'), route('account/community/:id', 'routes/community/community.tsx'), route('account/community/:id/edit', 'routes/community/community-edit.tsx')],
} satisfies AreaRoutes
