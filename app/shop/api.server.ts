import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { cartSchema, type AddToCart, type ChangeCartLine } from '#contracts/shop/cart.ts'
import type { OrderStage } from '#contracts/shop/order-status.ts'
import { billSchema, checkOutSchema, myPurchaseOrderListSchema, myPurchaseOrderSchema, paymentReturnSchema, purchaseOrderSchema, sellerOrderListSchema, type PlaceOrder, type SellerAction } from '#contracts/shop/orders.ts'

// The product API's shop calls (api/shop): the buyer's carts, check-out and purchase orders, and a business
// user's sales. The API prices every line and holds stock, options, states and limits; the web shows what it answers.

export const shopApi = areaApi((api) => ({
	cart: () => api.get(apiPath('/v1/me/cart'), { schema: cartSchema }),
	/** With the form's idempotency key (ADR 0016): the same "Add to cart" sent twice adds once. */
	add: (body: AddToCart, idempotencyKey?: string) => api.post(apiPath('/v1/me/cart/lines'), { schema: cartSchema, body, idempotencyKey }),
	change: (lineId: string, body: ChangeCartLine) => api.patch(apiPath('/v1/me/cart/lines/{id}', { id: lineId }), { schema: cartSchema, body }),
	remove: (lineId: string) => api.delete(apiPath('/v1/me/cart/lines/{id}', { id: lineId }), { schema: cartSchema }),

	checkOut: (businessOrderId: string) => api.get(apiPath('/v1/me/business-orders/{id}/check-out', { id: businessOrderId }), { schema: checkOutSchema }),
	/** With the check-out form's idempotency key: "Place order" sent twice places one order. */
	placeOrder: (businessOrderId: string, body: PlaceOrder, idempotencyKey?: string) =>
		api.post(apiPath('/v1/me/business-orders/{id}/purchase-orders', { id: businessOrderId }), { schema: myPurchaseOrderSchema, body, idempotencyKey }),
	myOrders: (cursor?: string) => api.get(apiPath('/v1/me/purchase-orders'), { schema: myPurchaseOrderListSchema, query: defined({ cursor }) }),
	businessOrderOrders: (businessOrderId: string, cursor?: string) =>
		api.get(apiPath('/v1/me/business-orders/{id}/purchase-orders', { id: businessOrderId }), { schema: myPurchaseOrderListSchema, query: defined({ cursor }) }),
	myOrder: (orderId: string) => api.get(apiPath('/v1/me/purchase-orders/{id}', { id: orderId }), { schema: myPurchaseOrderSchema }),
	/** The order's bill: its payment read back and applied (a charge made when it needs one); the gateway sends the buyer back to `returnUri`. */
	bill: (orderId: string, returnUri: string) => api.post(apiPath('/v1/me/purchase-orders/{id}/bill', { id: orderId }), { schema: billSchema, body: { returnUri } }),
	/** Back from the gateway: the charge read back, and its order. */
	paymentReturn: (chargeId: string) => api.get(apiPath('/v1/me/payments/{chargeId}', { chargeId }), { schema: paymentReturnSchema }),
	cancelMyOrder: (orderId: string) => api.post(apiPath('/v1/me/purchase-orders/{id}/cancel', { id: orderId }), { schema: myPurchaseOrderSchema }),

	sales: (businessUserId: string, stage?: OrderStage, cursor?: string) =>
		api.get(apiPath('/v1/business-users/{id}/orders', { id: businessUserId }), { schema: sellerOrderListSchema, query: defined({ stage, cursor }) }),
	sale: (businessUserId: string, orderId: string) => api.get(apiPath('/v1/business-users/{id}/orders/{orderId}', { id: businessUserId, orderId }), { schema: purchaseOrderSchema }),
	actOnSale: (businessUserId: string, orderId: string, body: SellerAction) =>
		api.post(apiPath('/v1/business-users/{id}/orders/{orderId}/actions', { id: businessUserId, orderId }), { schema: purchaseOrderSchema, body }),
}))
