import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** The shop (docs/product.md#shop): the area `sale` of docs/routes.tsv. */
export const shopRoutes = {
	default: [route('account/sale-screen/cart', 'routes/shop/cart.tsx')],
} satisfies AreaRoutes
