import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * A business user's side of subscriptions (ours, docs/product.md#subscriptions): its packages — one form
 * for a new one and for changing one — and its subscribers.
 */
export const packageRoutes = {
	default: [
		route('business-user/:id/subscription/packages', 'routes/subscription/packages.tsx'),
		route('business-user/:id/subscription/packages/new', 'routes/subscription/package-form.tsx', { id: 'routes/subscription/package-new' }),
		route('business-user/:id/subscription/packages/:packageId', 'routes/subscription/package-form.tsx', { id: 'routes/subscription/package-edit' }),
		route('business-user/:id/subscription/subscribers', 'routes/subscription/subscribers.tsx'),
	],
} satisfies AreaRoutes
