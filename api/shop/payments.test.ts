import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { contentItems, purchaseOrders } from '#api/db/schema.ts'
import { signWebhook, SIGNATURE_HEADER, TIMESTAMP_HEADER, type PaymentGateway } from '#api/payments/index.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { useTestGateway } from '#api/testing/payment-gateway.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import type { Bill, PaymentReturn, PurchaseOrder } from '#contracts/shop/orders.ts'
import { expireUnpaidOrders } from './orders.ts'
import { paymentMethodsFor } from './payments.ts'

// Payments (docs/product.md#shop): an order is paid only on what the gateway says, verified (a signed
// webhook, or the charge read back); repeated and late events change nothing twice; money that comes for
// an order that cannot take it goes back. Against the gateway stand-in on a free port.

const payments = useTestGateway()
const api = useHarness({ shop: { gateway: payments.gateway } })
let seller: Awaited<ReturnType<typeof businessUserTeam>>
let buyer: Somebody
const returnUri = 'http://localhost:3000/robtua-payment'

const publish = async (body: Record<string, unknown>) =>
	ok<ContentItem>(await api.call('POST', `/v1/business-users/${seller.id}/content/catalogue`, { token: seller.member.token, body }), 201)
const stockOf = async (itemId: string) => ((await api.db.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, itemId)))[0]!.details as { stock: number }).stock

/** Buys `quantity` of the item, paying by `method`; answers the order and its bill. */
async function buy(itemId: string, quantity: number, method: 'card' | 'promptpay', who = buyer) {
	const cart = await ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: who.token, body: { itemId, quantity } }), 201)
	const group = cart.groups.find((g) => g.lines.some((line) => line.item.id === itemId))!
	const order = await ok<PurchaseOrder>(
		await api.call('POST', `/v1/me/business-orders/${group.businessOrderId}/purchase-orders`, {
			token: who.token,
			body: { delivery: 'pickup', phone: '0812345678', paymentMethod: method, expectedTotalSatang: group.subtotalSatang },
		}),
		201,
	)
	const bill = await ok<Bill>(await api.call('POST', `/v1/me/purchase-orders/${order.id}/bill`, { token: who.token, body: { returnUri } }))
	return { order, bill, chargeId: bill.payment!.chargeId }
}

/** The webhooks the stand-in has sent about a charge, handed to the API as the gateway sent them. */
async function deliverWebhooks(chargeId: string) {
	const deadline = Date.now() + 5_000
	while (!payments.stand().receiver.received.some((entry) => entry.event.data.id === chargeId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
	const sent = payments.stand().receiver.received.filter((entry) => entry.event.data.id === chargeId)
	const answers = []
	for (const entry of sent) {
		const headers = { [SIGNATURE_HEADER]: String(entry.headers[SIGNATURE_HEADER.toLowerCase()]), [TIMESTAMP_HEADER]: String(entry.headers[TIMESTAMP_HEADER.toLowerCase()]) }
		answers.push(await ok<{ duplicate: boolean }>(await api.call('POST', '/v1/payments/webhook', { body: entry.body, headers })))
	}
	return { sent, answers }
}
const orderOf = async (id: string, who = buyer) => ok<PurchaseOrder>(await api.call('GET', `/v1/me/purchase-orders/${id}`, { token: who.token }))

beforeAll(async () => {
	seller = await businessUserTeam(api)
	buyer = await api.somebody('Dao')
}, 60_000)

describe('paying by card', () => {
	test('paid only when the gateway’s signed event says so; the same event again changes nothing', async () => {
		const shirt = await publish({ title: 'Indigo shirt', priceSatang: 45000, stock: 3 })
		const { order, bill, chargeId } = await buy(shirt.id, 1, 'card')
		expect(bill.payment).toMatchObject({ method: 'card', status: 'pending', amountSatang: 45000, promptPay: null })
		expect(bill.payment!.payUrl).toContain(chargeId)
		// Opening the bill again keeps the same charge.
		expect((await ok<Bill>(await api.call('POST', `/v1/me/purchase-orders/${order.id}/bill`, { token: buyer.token, body: { returnUri } }))).payment!.chargeId).toBe(chargeId)

		await payments.testMode().markPaid(chargeId)
		const { answers } = await deliverWebhooks(chargeId)
		expect(answers[0]).toEqual({ duplicate: false })
		expect(await orderOf(order.id)).toMatchObject({ status: 'paid', paidAt: expect.any(String) })
		// The same event delivered again: already done.
		const again = await deliverWebhooks(chargeId)
		expect(again.answers.every((answer) => answer.duplicate)).toBe(true)
		const paid = await orderOf(order.id)
		expect(paid.timeline.filter((event) => event.to === 'paid')).toHaveLength(1)
		expect(paid.timeline.at(-1)).toMatchObject({ from: 'awaiting_payment', to: 'paid', by: 'gateway' })
		// Back from the gateway: the buyer's charge, read back.
		const back = await ok<PaymentReturn>(await api.call('GET', `/v1/me/payments/${chargeId}`, { token: buyer.token }))
		expect(back).toMatchObject({ orderId: order.id, orderStatus: 'paid', payment: { status: 'successful' } })
		await problemOf(await api.call('GET', `/v1/me/payments/${chargeId}`, { token: seller.stranger.token }), 404, 'not_found')
		await problemOf(await api.call('POST', `/v1/me/purchase-orders/${order.id}/bill`, { token: seller.stranger.token, body: { returnUri } }), 404, 'not_found')
	})

	test('a declined card leaves the order unpaid, and the next bill makes a new charge', async () => {
		const mug = await publish({ title: 'Mug', priceSatang: 25000, stock: 3 })
		const { order, chargeId } = await buy(mug.id, 1, 'card')
		await payments.testMode().markFailed(chargeId, 'insufficient_fund')
		const back = await ok<PaymentReturn>(await api.call('GET', `/v1/me/payments/${chargeId}`, { token: buyer.token }))
		expect(back).toMatchObject({ orderStatus: 'awaiting_payment', payment: { status: 'failed', failureCode: 'insufficient_fund' } })
		const next = await ok<Bill>(await api.call('POST', `/v1/me/purchase-orders/${order.id}/bill`, { token: buyer.token, body: { returnUri } }))
		expect(next.payment!.chargeId).not.toBe(chargeId)
		expect(next.payment!.status).toBe('pending')
	})

	test('webhooks not signed by the gateway, or signed more than five minutes ago, are refused and change nothing', async () => {
		const body = JSON.stringify({ object: 'event', id: 'evnt_forged', key: 'charge.complete', data: { object: 'charge', id: 'chrg_forged' } })
		const now = Math.floor(Date.now() / 1000)
		await problemOf(await api.call('POST', '/v1/payments/webhook', { body, headers: { [SIGNATURE_HEADER]: signWebhook(Buffer.from('not the secret').toString('base64'), now, body), [TIMESTAMP_HEADER]: String(now) } }), 401, 'unauthenticated')
		await problemOf(await api.call('POST', '/v1/payments/webhook', { body, headers: { [SIGNATURE_HEADER]: signWebhook(payments.stand().webhookSecret, now - 301, body), [TIMESTAMP_HEADER]: String(now - 301) } }), 401, 'unauthenticated')
		await problemOf(await api.call('POST', '/v1/payments/webhook', { body }), 401, 'unauthenticated')
	})
})

describe('paying by PromptPay', () => {
	test('only with the business user’s PromptPay id; the QR pays that id the order’s amount; “Check payment” reads the charge back', async () => {
		const tea = await publish({ title: 'Oolong tea', priceSatang: 12050, stock: 5 })
		await ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: buyer.token, body: { itemId: tea.id, quantity: 1 } }), 201)
		const cart = await ok<Cart>(await api.call('GET', '/v1/me/cart', { token: buyer.token }))
		const group = cart.groups.find((g) => g.lines.some((line) => line.item.id === tea.id))!
		const refused = await problemOf(
			await api.call('POST', `/v1/me/business-orders/${group.businessOrderId}/purchase-orders`, { token: buyer.token, body: { phone: '0812345678', paymentMethod: 'promptpay', expectedTotalSatang: group.subtotalSatang } }),
			400,
			'validation_failed',
		)
		expect(Object.keys(refused.errors ?? {})).toEqual(['paymentMethod'])
		await api.call('DELETE', `/v1/me/cart/lines/${group.lines[0]!.id}`, { token: buyer.token })

		await ok(await api.call('PUT', `/v1/business-users/${seller.id}/business-info`, { token: seller.owner.token, body: { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678' } }))
		const { order, bill, chargeId } = await buy(tea.id, 2, 'promptpay')
		expect(bill.payment!.promptPay!.payload).toMatch(/^000201/)
		expect(bill.payment!.promptPay!.payload).toContain('0066812345678')
		expect(bill.payment!.promptPay!.payload).toContain('5406241.00')
		expect(bill.payment!.promptPay!.image).toMatch(/^data:image\/svg\+xml;base64,/)

		const check = () => api.call('POST', `/v1/me/purchase-orders/${order.id}/bill`, { token: buyer.token, body: { returnUri } })
		expect((await ok<Bill>(await check())).order.status).toBe('awaiting_payment')
		await payments.testMode().markPaid(chargeId)
		const checked = await ok<Bill>(await check())
		expect(checked.order.status).toBe('paid')
		expect(checked.payment).toMatchObject({ status: 'successful', promptPay: null })
	})
})

describe('money for an order that cannot take it goes back', () => {
	test('paid after expiring: its stock is taken again when it is still there; else the money goes back and the order is refunded', async () => {
		const lamp = await publish({ title: 'Rattan lamp', priceSatang: 99000, stock: 1 })
		const first = await buy(lamp.id, 1, 'card')
		await api.db.update(purchaseOrders).set({ payBy: sql`now() - interval '1 minute'` }).where(eq(purchaseOrders.id, first.order.id))
		await expireUnpaidOrders(api.db)
		expect(await stockOf(lamp.id)).toBe(1)
		await payments.testMode().markPaid(first.chargeId)
		await deliverWebhooks(first.chargeId)
		expect((await orderOf(first.order.id)).status).toBe('paid')
		expect(await stockOf(lamp.id)).toBe(0)

		const vase = await publish({ title: 'Celadon vase', priceSatang: 150000, stock: 1 })
		const late = await buy(vase.id, 1, 'card')
		await api.db.update(purchaseOrders).set({ payBy: sql`now() - interval '1 minute'` }).where(eq(purchaseOrders.id, late.order.id))
		await expireUnpaidOrders(api.db)
		const other = await api.somebody('Pim')
		await buy(vase.id, 1, 'card', other)
		await payments.testMode().markPaid(late.chargeId)
		await deliverWebhooks(late.chargeId)
		const refunded = await orderOf(late.order.id)
		expect(refunded.timeline.map((event) => event.to)).toEqual(['awaiting_payment', 'expired', 'refunded'])
		expect((await payments.gateway.readCharge(late.chargeId)).refundedSatang).toBe(150000)
		expect(await stockOf(vase.id)).toBe(0)
	})

	test('the buyer cancelled, then paid: refunded', async () => {
		const bowl = await publish({ title: 'Lacquer bowl', priceSatang: 50000, stock: 2 })
		const { order, chargeId } = await buy(bowl.id, 1, 'card')
		await ok(await api.call('POST', `/v1/me/purchase-orders/${order.id}/cancel`, { token: buyer.token }))
		await payments.testMode().markPaid(chargeId)
		await deliverWebhooks(chargeId)
		expect((await orderOf(order.id)).status).toBe('refunded')
		expect((await payments.gateway.readCharge(chargeId)).refundedSatang).toBe(50000)
	})

	test('the seller cancels a paid order with a reason: the money goes back, the order is refunded', async () => {
		const kettle = await publish({ title: 'Brass kettle', priceSatang: 80000, stock: 2 })
		const { order, chargeId } = await buy(kettle.id, 1, 'card')
		await payments.testMode().markPaid(chargeId)
		await deliverWebhooks(chargeId)
		const sale = await ok<PurchaseOrder>(
			await api.call('POST', `/v1/business-users/${seller.id}/orders/${order.id}/actions`, { token: seller.owner.token, body: { action: 'cancelSale', reason: 'Broken in the store' } }),
		)
		expect(sale.timeline.map((event) => event.to)).toEqual(['awaiting_payment', 'paid', 'cancelled', 'refunded'])
		expect((await payments.gateway.readCharge(chargeId)).refundedSatang).toBe(80000)
		expect(await stockOf(kettle.id)).toBe(2)
	})
})

describe('the payment methods offered', () => {
	test('the stand-in: a card, and PromptPay with a PromptPay id; Omise: PromptPay only, until cards are tokenised in the browser', () => {
		const standIn = { gateway: { kind: 'stand-in' } as PaymentGateway }
		const omise = { gateway: { kind: 'omise' } as PaymentGateway }
		expect(paymentMethodsFor(standIn, null)).toEqual(['card'])
		expect(paymentMethodsFor(standIn, '0812345678')).toEqual(['promptpay', 'card'])
		expect(paymentMethodsFor(omise, null)).toEqual(['promptpay'])
	})
})
