import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, signedInRoute } from '#api/http/openapi.ts'
import { shopLimits } from '#contracts/limits.ts'
import { addToCartSchema, cartSchema, changeCartLineSchema } from '#contracts/shop/cart.ts'
import { billSchema, checkOutSchema, myPurchaseOrderListSchema, myPurchaseOrderSchema, paymentReturnSchema, placeOrderSchema, purchaseOrderSchema, sellerActionSchema, sellerOrderListSchema, startPaymentSchema } from '#contracts/shop/orders.ts'
import { orderStages } from '#contracts/shop/order-status.ts'
import { z } from 'zod'
import { cancelUnpaidOrder, listMyOrders, placeOrder, readCheckOut, readPurchaseOrder, type ShopSettings } from './orders.ts'
import { billOf, receiveWebhook, returnFromGateway } from './payments.ts'
import { actOnSale, listSales, readSale } from './sales.ts'
import { addToCart, changeCartLine, readCart, removeCartLine } from './service.ts'

// The shop (docs/product.md#shop): the buyer's carts under /v1/me/cart.

const tags = ['Shop']
const notYours = 'Somebody else’s line, an unknown id and a malformed id all answer 404.'
const stockRefusals = problem('Not for sale (`not_for_sale`), none left (`sold_out`), fewer left than asked for (`not_enough_stock`, `errors.quantity`: "left:{n}"), or the cart full (`conflict`)')

const cursorQuery = z.object({ cursor: z.string().max(200).optional() })
const salesQuery = cursorQuery.extend({ stage: z.enum(orderStages).optional().describe('Only the orders at this stage; all without it') })
const saleParams = z.object({ id: z.string().meta({ format: 'uuid' }), orderId: z.string().meta({ format: 'uuid' }) })
const whoSells = 'For the business user’s owner, its admins and members granted `sale` (read; update to change an order): a member without the grant gets 403, anyone else 404.'
const notTheirs = 'Somebody else’s, an unknown id and a malformed id all answer 404.'

export function shopRoutes(deps: AuthDeps & { shop: ShopSettings }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const { db, shop } = deps

	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/cart',
			summary: 'My carts: one open cart a business user, the last changed first, with prices now',
			responses: { 200: json(cartSchema, 'Every open cart'), ...errors(401) },
		}),
		async (c) => c.json(await readCart(db, c.var.caller.profile), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/me/cart/lines',
			summary: 'Add an item to my cart of its business user',
			description: `To the line of the same item and option when there is one. A business user’s catalogue item or event with a price, that the caller may see (else 404); at most ${shopLimits.quantity} of a line and ${shopLimits.cartLines} lines a cart.`,
			parameters: [idempotencyKeyHeader],
			request: { body: jsonBody(addToCartSchema) },
			responses: withIdempotencyResponses({ 201: json(cartSchema, 'Every open cart'), ...errors(400, 401, 404), 409: stockRefusals }),
		}),
		async (c) => c.json(await addToCart(db, c.var.caller.profile, c.req.valid('json')), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/me/cart/lines/{id}',
			summary: 'Change how many a line of my cart holds',
			description: `Its price now becomes the one seen. ${notYours}`,
			request: { params: anyIdParams, body: jsonBody(changeCartLineSchema) },
			responses: { 200: json(cartSchema, 'Every open cart'), ...errors(400, 401, 404), 409: stockRefusals },
		}),
		async (c) => c.json(await changeCartLine(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json')), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/me/cart/lines/{id}',
			summary: 'Take a line out of my cart',
			description: notYours,
			request: { params: anyIdParams },
			responses: { 200: json(cartSchema, 'Every open cart'), ...errors(401, 404) },
		}),
		async (c) => c.json(await removeCartLine(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/business-orders/{id}/check-out',
			summary: 'A business order’s check-out: its cart with prices now, and what the form needs',
			description: `An empty cart is a 409 \`cart_empty\`. ${notTheirs}`,
			request: { params: anyIdParams },
			responses: { 200: json(checkOutSchema, 'The check-out'), ...errors(401, 404), 409: problem('The cart is empty (`cart_empty`)') },
		}),
		async (c) => c.json(await readCheckOut(db, c.var.caller.profile, c.req.valid('param').id, shop), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/me/business-orders/{id}/purchase-orders',
			summary: 'Place a business order’s cart as a purchase order awaiting payment',
			description: `Priced from the API’s own prices; the stock is taken in the same transaction and the cart emptied. The order waits ${shop.payMinutes} minutes for its payment, then expires and gives its stock back. ${notTheirs}`,
			parameters: [idempotencyKeyHeader],
			request: { params: anyIdParams, body: jsonBody(placeOrderSchema) },
			responses: withIdempotencyResponses({
				201: json(myPurchaseOrderSchema, 'The purchase order'),
				...errors(400, 401, 404),
				409: problem('The cart is empty (`cart_empty`); a line is gone or has fewer left (`not_enough_stock`, `errors.{lineId}`: "gone" or "left:{n}"); the total changed (`price_changed`, `errors.expectedTotalSatang`: "now:{satang}")'),
			}),
		}),
		async (c) => c.json(await placeOrder(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('json'), shop), 201),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/purchase-orders',
			summary: 'My purchase orders, newest first',
			request: { query: cursorQuery },
			responses: { 200: json(myPurchaseOrderListSchema, 'A page of purchase orders'), ...errors(400, 401) },
		}),
		async (c) => c.json(await listMyOrders(db, c.var.caller.profile, c.req.valid('query').cursor), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/business-orders/{id}/purchase-orders',
			summary: 'A business order’s purchase orders, newest first',
			description: notTheirs,
			request: { params: anyIdParams, query: cursorQuery },
			responses: { 200: json(myPurchaseOrderListSchema, 'A page of purchase orders'), ...errors(400, 401, 404) },
		}),
		async (c) => c.json(await listMyOrders(db, c.var.caller.profile, c.req.valid('query').cursor, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/purchase-orders/{id}',
			summary: 'One of my purchase orders, with its lines, its timeline and what I may do to it',
			description: notTheirs,
			request: { params: anyIdParams },
			responses: { 200: json(myPurchaseOrderSchema, 'The purchase order'), ...errors(401, 404) },
		}),
		async (c) => c.json(await readPurchaseOrder(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/purchase-orders/{id}/cancel',
			summary: 'Cancel my purchase order while it is unpaid; its stock goes back',
			description: notTheirs,
			request: { params: anyIdParams },
			responses: { 200: json(myPurchaseOrderSchema, 'The purchase order'), ...errors(401, 404), 409: problem('No longer unpaid (`order_state`)') },
		}),
		async (c) => c.json(await cancelUnpaidOrder(db, c.var.caller.profile, c.req.valid('param').id), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/me/purchase-orders/{id}/bill',
			summary: 'Open my purchase order’s bill (and “Check payment”): its payment read back from the gateway and applied, a charge made when it is unpaid and has none that can still be paid',
			description: `An order is paid only on what the gateway says: its signed event, or the charge read back here. For a PromptPay payment, the QR to scan; for a card, the gateway’s page to pay on. Opened twice at once, one charge. The gateway unreachable: 503 \`payments_unavailable\`. ${notTheirs}`,
			request: { params: anyIdParams, body: jsonBody(startPaymentSchema) },
			responses: { 200: json(billSchema, 'The order and its payment'), ...errors(400, 401, 404), 503: problem('The payment gateway cannot be reached (`payments_unavailable`)') },
		}),
		async (c) => {
			const caller = c.var.caller.profile
			const { id } = c.req.valid('param')
			// The payment first: applying what the gateway says may change the order.
			const payment = await billOf(db, shop, caller, id, c.req.valid('json').returnUri)
			return c.json({ payment, order: await readPurchaseOrder(db, caller, id) }, 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/me/payments/{chargeId}',
			summary: 'Back from the gateway: my charge read back and applied, and the order it is for',
			description: 'What the browser brings back (`?charge=`) is only a name to look up: nothing is paid because it came back. Somebody else’s charge or an unknown one: 404.',
			request: { params: z.object({ chargeId: z.string().regex(/^[A-Za-z0-9_]{1,100}$/, { error: 'Not a charge id' }) }) },
			responses: { 200: json(paymentReturnSchema, 'The payment and its order'), ...errors(400, 401, 404), 503: problem('The payment gateway cannot be reached (`payments_unavailable`)') },
		}),
		async (c) => c.json(await returnFromGateway(db, shop, c.var.caller.profile, c.req.valid('param').chargeId), 200),
	)
	app.openapi(
		createRoute({
			tags,
			method: 'post',
			path: '/payments/webhook',
			summary: 'The payment gateway’s events (charge.complete, refund.create), signed',
			description:
				'Signed with HMAC-SHA256 over `{timestamp}.{raw body}` (`Omise-Signature`, `Omise-Signature-Timestamp`), refused outside five minutes (401). An event already acted on is answered at once; otherwise the charge it names is read back from the gateway and applied: nothing is trusted from the body itself.',
			responses: { 200: json(z.object({ duplicate: z.boolean() }), 'Received'), ...errors(401), 503: problem('No gateway, or it cannot be reached to read the charge back: send again later') },
		}),
		async (c) => c.json(await receiveWebhook(db, shop, await c.req.text(), c.req.raw.headers), 200),
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/orders',
			summary: 'A business user’s orders (Sales), newest first, with how many each stage holds',
			description: whoSells,
			request: { params: anyIdParams, query: salesQuery },
			responses: { 200: json(sellerOrderListSchema, 'A page of orders'), ...errors(400, 401, 403, 404) },
		}),
		async (c) => {
			const { stage, cursor } = c.req.valid('query')
			return c.json(await listSales(db, c.var.caller.profile, c.req.valid('param').id, stage, cursor), 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/orders/{orderId}',
			summary: 'One of a business user’s orders: the buyer’s name, phone and delivery, its lines, its timeline and what the caller may do',
			description: whoSells,
			request: { params: saleParams },
			responses: { 200: json(purchaseOrderSchema, 'The order'), ...errors(401, 403, 404) },
		}),
		async (c) => {
			const { id, orderId } = c.req.valid('param')
			return c.json(await readSale(db, c.var.caller.profile, id, orderId), 200)
		},
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/orders/{orderId}/actions',
			summary: 'Accept, mark ready, mark shipped (a tracking number), complete, or cancel (a reason) an order',
			description: `Only as the order’s state allows (api/shop/order-states.ts); a paid order cancelled is refunded. ${whoSells}`,
			request: { params: saleParams, body: jsonBody(sellerActionSchema) },
			responses: { 200: json(purchaseOrderSchema, 'The order'), ...errors(400, 401, 403, 404), 409: problem('Not in a state that allows it (`order_state`)') },
		}),
		async (c) => {
			const { id, orderId } = c.req.valid('param')
			return c.json(await actOnSale(db, shop, c.var.caller.profile, id, orderId, c.req.valid('json')), 200)
		},
	)
	return app
}
