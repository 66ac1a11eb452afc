import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { counterCatalogueSchema, counterOrderSchema, timelineSummarySchema, type CounterCheckOut, type CounterLineInput } from '#contracts/shop/counter.ts'

// The product API's counter sale calls (api/shop/counter-routes.ts): staff ring up a sale on the business
// user's open selling session, check it out, place it and take its payment. The API prices every line and
// holds the stock, the customer and the points; the web shows what it answers.

const order = { schema: counterOrderSchema }

export const counterApi = areaApi((api) => ({
	/** "New sale": a counter order on the open selling session (one is opened when none is). */
	start: (id: string) => api.post(apiPath('/v1/business-users/{id}/counter-orders', { id }), order),
	/** The catalogue items for sale, matching `q` by name or the start of a SKU; the first 24. */
	catalogue: (id: string, q?: string) => api.get(apiPath('/v1/business-users/{id}/counter-catalogue', { id }), { schema: counterCatalogueSchema, query: defined({ q }) }),
	order: (id: string, counterOrderId: string) => api.get(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}', { id, counterOrderId }), order),
	add: (id: string, counterOrderId: string, body: CounterLineInput) => api.post(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/lines', { id, counterOrderId }), { ...order, body }),
	change: (id: string, counterOrderId: string, lineId: string, quantity: number) => api.patch(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/lines/{lineId}', { id, counterOrderId, lineId }), { ...order, body: { quantity } }),
	remove: (id: string, counterOrderId: string, lineId: string) => api.delete(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/lines/{lineId}', { id, counterOrderId, lineId }), order),
	checkOut: (id: string, counterOrderId: string, body: CounterCheckOut) => api.put(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/check-out', { id, counterOrderId }), { ...order, body }),
	/** With the form's idempotency key: "Place order" sent twice places one order. */
	place: (id: string, counterOrderId: string, expectedTotalSatang: number, idempotencyKey?: string) => api.post(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/place', { id, counterOrderId }), { ...order, body: { expectedTotalSatang }, idempotencyKey }),
	/** A placed sale paid by PromptPay or card: its charge made (once) or read back and applied; the gateway sends a card payer back to `returnUri`. */
	pay: (id: string, counterOrderId: string, returnUri: string) => api.post(apiPath('/v1/business-users/{id}/counter-orders/{counterOrderId}/payment', { id, counterOrderId }), { ...order, body: { returnUri } }),
	closeSession: (id: string, timelineId: string) => api.post(apiPath('/v1/business-users/{id}/timelines/{timelineId}/close', { id, timelineId }), { schema: timelineSummarySchema }),
}))
