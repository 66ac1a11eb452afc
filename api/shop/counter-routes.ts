import { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { idempotency, idempotencyKeyHeader, withIdempotencyResponses } from '#api/http/idempotency.ts'
import { anyIdParams, errors, json, jsonBody, problem, signedInRoute } from '#api/http/openapi.ts'
import {
	changeCounterLineSchema,
	counterCatalogueQuerySchema,
	counterCatalogueSchema,
	counterCheckOutSchema,
	counterLineInputSchema,
	counterOrderSchema,
	placeCounterOrderSchema,
	timelineSummarySchema,
} from '#contracts/shop/counter.ts'
import { startPaymentSchema } from '#contracts/shop/orders.ts'
import { addCounterLine, changeCounterLine, checkOutCounterOrder, closeTimeline, counterCatalogue, payCounterOrder, placeCounterOrder, readCounterOrder, startCounterOrder } from './counter.ts'
import type { ShopSettings } from './orders.ts'

// The counter sale (docs/product.md#pocket): staff ring up a sale on the business user's open selling session.

const tags = ['Shop']
const counterParams = z.object({ id: z.string().meta({ format: 'uuid' }), counterOrderId: z.string().meta({ format: 'uuid' }) })
const counterLineParams = counterParams.extend({ lineId: z.string().meta({ format: 'uuid' }) })
const whoRingsUp = 'For the business user’s owner, its admins and members granted `sale` (create; read to see a sale): a member without the grant gets 403, anyone else 404.'
const counterOrder = (description: string) => json(counterOrderSchema, description)

export function counterSaleRoutes(deps: AuthDeps & { shop: ShopSettings }) {
	const app = new OpenAPIHono<ApiEnv>()
	const auth = authenticate(deps)
	const { db, shop } = deps
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/counter-orders',
			summary: '“New sale”: a counter order on the business user’s open selling session (opened now when none is)',
			description: whoRingsUp,
			request: { params: anyIdParams },
			responses: {
				201: counterOrder('The new counter order'),
				...errors(401, 403, 404),
			},
		}),
		async (c) => c.json(await startCounterOrder(db, shop, c.var.caller.profile, c.req.valid('param').id), 201)
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/counter-catalogue',
			summary: 'The business user’s catalogue items for sale at the counter, by name, matching words of the name or the start of a SKU; the first 24',
			description: whoRingsUp,
			request: {
				params: anyIdParams,
				query: counterCatalogueQuerySchema,
			},
			responses: {
				200: json(counterCatalogueSchema, 'Items for sale'),
				...errors(400, 401, 403, 404),
			},
		}),
		async (c) => c.json(await counterCatalogue(db, c.var.caller.profile, c.req.valid('param').id, c.req.valid('query').q), 200)
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'get',
			path: '/business-users/{id}/counter-orders/{counterOrderId}',
			summary: 'A counter order: its lines at prices now and its check-out, or once placed its order, payment and points',
			description: whoRingsUp,
			request: { params: counterParams },
			responses: {
				200: counterOrder('The counter order'),
				...errors(401, 403, 404),
			},
		}),
		async (c) => {
			const { id, counterOrderId } = c.req.valid('param')
			return c.json(await readCounterOrder(db, shop, c.var.caller.profile, id, counterOrderId), 200)
		}
	)
	const lineRefusals = problem('Placed already (`order_state`), none left (`sold_out`), fewer left (`not_enough_stock`, `errors.quantity`: "left:{n}"), or the sale full (`conflict`)')
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/lines',
			summary: 'Ring up an item: to its line of the same option when there is one',
			description: `A catalogue item of the business user for sale (else 404). ${whoRingsUp}`,
			request: {
				params: counterParams,
				body: jsonBody(counterLineInputSchema),
			},
			responses: {
				200: counterOrder('The counter order'),
				...errors(400, 401, 403, 404),
				409: lineRefusals,
			},
		}),
		async (c) => {
			const { id, counterOrderId } = c.req.valid('param')
			return c.json(await addCounterLine(db, shop, c.var.caller.profile, id, counterOrderId, c.req.valid('json')), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'patch',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/lines/{lineId}',
			summary: 'Change how many a line of a counter order holds',
			description: whoRingsUp,
			request: {
				params: counterLineParams,
				body: jsonBody(changeCounterLineSchema),
			},
			responses: {
				200: counterOrder('The counter order'),
				...errors(400, 401, 403, 404),
				409: lineRefusals,
			},
		}),
		async (c) => {
			const { id, counterOrderId, lineId } = c.req.valid('param')
			return c.json(await changeCounterLine(db, shop, c.var.caller.profile, id, counterOrderId, lineId, c.req.valid('json').quantity), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'delete',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/lines/{lineId}',
			summary: 'Take a line out of a counter order',
			description: whoRingsUp,
			request: { params: counterLineParams },
			responses: {
				200: counterOrder('The counter order'),
				...errors(401, 403, 404),
				409: problem('Placed already (`order_state`)'),
			},
		}),
		async (c) => {
			const { id, counterOrderId, lineId } = c.req.valid('param')
			return c.json(await changeCounterLine(db, shop, c.var.caller.profile, id, counterOrderId, lineId, null), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'put',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/check-out',
			summary: 'A counter order’s check-out: the customer (member code or phone, optional), how they pay, the cash handed over',
			description: `An unknown customer, two people of one phone, or the business user’s own staff: 400 \`errors.customer\` ("not_found", "ambiguous", "staff"); cash less than the total: 400 \`errors.cashReceivedSatang\` ("at least:{satang}"). ${whoRingsUp}`,
			request: { params: counterParams, body: jsonBody(counterCheckOutSchema) },
			responses: {
				200: counterOrder('The counter order'),
				...errors(400, 401, 403, 404),
				409: problem('Placed already (`order_state`), or no lines (`cart_empty`)'),
			},
		}),
		async (c) => {
			const { id, counterOrderId } = c.req.valid('param')
			return c.json(await checkOutCounterOrder(db, shop, c.var.caller.profile, id, counterOrderId, c.req.valid('json')), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			middleware: [idempotency(db)],
			tags,
			method: 'post',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/place',
			summary: 'Place a counter order: the business user’s next purchase order, of the same id',
			description: `Priced from the API’s own prices, its stock taken in the same transaction. Cash: paid and handed over at once, its points given to the customer named or put on the receipt’s one-time code; PromptPay and card: paid through the gateway (\`…/payment\`). ${whoRingsUp}`,
			parameters: [idempotencyKeyHeader],
			request: {
				params: counterParams,
				body: jsonBody(placeCounterOrderSchema),
			},
			responses: withIdempotencyResponses({
				200: counterOrder('The placed counter order'),
				...errors(400, 401, 403, 404),
				409: problem('Placed already or not checked out (`order_state`); no lines (`cart_empty`); a line gone or short (`not_enough_stock`); the total changed (`price_changed`)'),
			}),
		}),
		async (c) => {
			const { id, counterOrderId } = c.req.valid('param')
			return c.json(await placeCounterOrder(db, shop, c.var.caller.profile, id, counterOrderId, c.req.valid('json').expectedTotalSatang), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/counter-orders/{counterOrderId}/payment',
			summary: 'A placed counter sale paid by PromptPay or card: its charge made (once), or read back from the gateway and applied (“Check payment”)',
			description: `The QR to show the customer, or the gateway’s page for the card. Paid only on what the gateway says. ${whoRingsUp}`,
			request: { params: counterParams, body: jsonBody(startPaymentSchema) },
			responses: {
				200: counterOrder('The counter order'),
				...errors(400, 401, 403, 404),
				503: problem('The payment gateway cannot be reached (`payments_unavailable`)'),
			},
		}),
		async (c) => {
			const { id, counterOrderId } = c.req.valid('param')
			return c.json(await payCounterOrder(db, shop, c.var.caller.profile, id, counterOrderId, c.req.valid('json').returnUri), 200)
		}
	)
	app.openapi(
		signedInRoute(auth, {
			tags,
			method: 'post',
			path: '/business-users/{id}/timelines/{timelineId}/close',
			summary: 'Close a selling session: the next “New sale” opens another',
			description: whoRingsUp,
			request: {
				params: z.object({
					id: z.string().meta({ format: 'uuid' }),
					timelineId: z.string().meta({ format: 'uuid' }),
				}),
			},
			responses: {
				200: json(timelineSummarySchema, 'Its summary'),
				...errors(401, 403, 404),
			},
		}),
		async (c) => {
			const { id, timelineId } = c.req.valid('param')
			return c.json(await closeTimeline(db, c.var.caller.profile, id, timelineId), 200)
		}
	)
	return app
}
