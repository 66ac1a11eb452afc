import { areaApi } from '#app/api/product-api.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { cartSchema, type AddToCart, type ChangeCartLine } from '#contracts/shop/cart.ts'

// The product API's shop calls (api/shop): the buyer's carts. The API prices every line and holds stock,
// options and limits; the web shows what it answers.

export const shopApi = areaApi((api) => ({
	cart: () => api.get(apiPath('/v1/me/cart'), { schema: cartSchema }),
	/** With the form's idempotency key (ADR 0016): the same "Add to cart" sent twice adds once. */
	add: (body: AddToCart, idempotencyKey?: string) => api.post(apiPath('/v1/me/cart/lines'), { schema: cartSchema, body, idempotencyKey }),
	change: (lineId: string, body: ChangeCartLine) => api.patch(apiPath('/v1/me/cart/lines/{id}', { id: lineId }), { schema: cartSchema, body }),
	remove: (lineId: string) => api.delete(apiPath('/v1/me/cart/lines/{id}', { id: lineId }), { schema: cartSchema }),
}))
