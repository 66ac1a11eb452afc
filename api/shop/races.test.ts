import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserMembers, contentItems, orderPayments, purchaseOrders } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, type PaymentGateway } from '#api/payments/index.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import { useTestGateway } from '#api/testing/payment-gateway.ts'
import type { Somebody } from '#api/testing/harness.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import type { OrderStatus } from '#contracts/shop/order-status.ts'
import type { Bill, PurchaseOrder, SellerAction } from '#contracts/shop/orders.ts'
import { memberGrants } from '#contracts/permissions.ts'
import { expireUnpaidOrders } from './orders.ts'

// Races on one order (docs/product.md#shop): two of the seller's staff acting at the same moment, the
// gateway's webhook meeting the buyer's "Check payment", and a payment meeting the expiry sweep. Each is
// fired with Promise.all, a few rounds each: on PGlite the database takes them one at a time (still a
// valid order of events); on PostgreSQL (DATABASE_URL, a database of this file's own) they truly overlap.
// Whatever the interleaving, the end must be one of the serial outcomes: one event per change on the
// timeline, the money paid once and given back at most once, the stock counted once.

const payments = useTestGateway()

/** Reads of a charge held back until released: a "Check payment" that read the charge just before it was paid. */
const heldReads = new Map<string, { read: () => void; released: Promise<void> }>()
const gateway: PaymentGateway = {
	...payments.gateway,
	readCharge: async (chargeId) => {
		const charge = await payments.gateway.readCharge(chargeId)
		const hold = heldReads.get(chargeId)
		if (hold) {
			heldReads.delete(chargeId)
			hold.read()
			await hold.released
		}
		return charge
	},
}
/** Holds the next read of the charge: `read` resolves once it is read (its answer kept), `release` lets it go on. */
function holdNextRead(chargeId: string) {
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	const read = new Promise<void>((resolve) => heldReads.set(chargeId, { read: resolve, released }))
	return { read, release }
}

const api = useHarness({ shop: { gateway } })
const rounds = 3
const returnUri = 'http://localhost:3000/robtua-payment'
let seller: Awaited<ReturnType<typeof businessUserTeam>>
/** A member the owner granted sale (read and update): staff who may move orders, beside the owner. */
let clerk: Somebody
let buyer: Somebody

const publish = async (title: string, priceSatang: number, stock: number) =>
	ok<ContentItem>(await api.call('POST', `/v1/business-users/${seller.id}/content/catalogue`, { token: seller.owner.token, body: { title, priceSatang, stock } }), 201)
const stockOf = async (itemId: string) => ((await api.db.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, itemId)))[0]!.details as { stock: number }).stock
const addToCart = async (who: Somebody, itemId: string) => {
	const cart = await ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: who.token, body: { itemId, quantity: 1 } }), 201)
	return cart.groups.find((group) => group.lines.some((line) => line.item.id === itemId))!
}
const place = (who: Somebody, group: Cart['groups'][number]) =>
	api.call('POST', `/v1/me/business-orders/${group.businessOrderId}/purchase-orders`, {
		token: who.token,
		body: { delivery: 'pickup', phone: '0812345678', paymentMethod: 'card', expectedTotalSatang: group.subtotalSatang },
	})
/** "Check payment": the bill opened again, its charge read back from the gateway and applied. */
const checkPayment = (orderId: string, who = buyer) => api.call('POST', `/v1/me/purchase-orders/${orderId}/bill`, { token: who.token, body: { returnUri } })

/** One of the item bought by `who` (placed, its bill opened): the order and its charge. */
async function buy(itemId: string, who = buyer) {
	const order = await ok<PurchaseOrder>(await place(who, await addToCart(who, itemId)), 201)
	const bill = await ok<Bill>(await checkPayment(order.id, who))
	return { order, chargeId: bill.payment!.chargeId }
}

/** A new item with `stock`, one bought and paid (the charge read back): the order is paid. */
async function paidOrder(title: string, stock = 3) {
	const item = await publish(title, 40000, stock)
	const { order, chargeId } = await buy(item.id)
	await payments.testMode().markPaid(chargeId)
	expect((await ok<Bill>(await checkPayment(order.id))).order.status).toBe('paid')
	return { item, order, chargeId }
}

const sales = () => `/v1/business-users/${seller.id}/orders`
const act = (who: Somebody, orderId: string, body: SellerAction) => api.call('POST', `${sales()}/${orderId}/actions`, { token: who.token, body })
const saleOf = async (orderId: string) => ok<PurchaseOrder>(await api.call('GET', `${sales()}/${orderId}`, { token: seller.owner.token }))
const eventsTo = (order: PurchaseOrder, to: OrderStatus) => order.timeline.filter((event) => event.to === to)
/** The changes on the order's timeline, one per change, in the order they were made. */
const expectChanges = (order: PurchaseOrder, changes: OrderStatus[]) => expect(order.timeline.map((event) => event.to)).toEqual(changes)
/** The order's payment rows, as stored. */
const paymentRows = (orderId: string) => api.db.select().from(orderPayments).where(eq(orderPayments.purchaseOrderId, orderId))
/** The refunds the gateway itself made of the charge (a repeated request with the same key is one refund). */
async function refundsAtGateway(chargeId: string) {
	const { body } = await payments.stand().call<{ refunded_amount: number; refunds: { total: number } }>('GET', `/charges/${chargeId}`)
	return { count: body.refunds.total, amountSatang: body.refunded_amount }
}

/** The signed charge.complete webhook the stand-in sent for a paid charge, to hand to the API as it came. */
async function paidWebhookOf(chargeId: string) {
	const find = () => payments.stand().receiver.received.find((entry) => entry.event.key === 'charge.complete' && entry.event.data.id === chargeId && entry.event.data.status === 'successful')
	const deadline = Date.now() + 5_000
	while (!find() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
	const entry = find()
	if (!entry) throw new Error(`the stand-in sent no charge.complete for ${chargeId}`)
	const headers = { [SIGNATURE_HEADER]: String(entry.headers[SIGNATURE_HEADER.toLowerCase()]), [TIMESTAMP_HEADER]: String(entry.headers[TIMESTAMP_HEADER.toLowerCase()]) }
	return () => api.call('POST', '/v1/payments/webhook', { body: entry.body, headers })
}

beforeAll(async () => {
	seller = await businessUserTeam(api)
	buyer = await api.somebody('Dao')
	clerk = await api.somebody('Kanya')
	await api.db
		.insert(businessUserMembers)
		.values({ businessUserId: seller.id, profileId: clerk.profileId, isAdmin: false, grants: { ...memberGrants, sale: { read: true, update: true } }, addedByProfileId: seller.owner.profileId })
}, 60_000)

describe('two of the seller’s staff act on the same order at the same moment', () => {
	test('both accept: one wins, the other is told the order has moved on (409); one accepted event', async () => {
		for (let round = 0; round < rounds; round++) {
			const { order } = await paidOrder(`Teapot ${round}`)
			const answers = await Promise.all([act(seller.owner, order.id, { action: 'accept' }), act(clerk, order.id, { action: 'accept' })])
			expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
			await problemOf(answers.find((answer) => answer.status === 409)!, 409, 'order_state')
			const after = await saleOf(order.id)
			expect(after.status).toBe('accepted')
			expect(eventsTo(after, 'accepted')).toHaveLength(1)
		}
	})

	test('both cancel a paid order with a reason: one wins, the other gets 409; one cancellation, one refund', async () => {
		for (let round = 0; round < rounds; round++) {
			const { item, order, chargeId } = await paidOrder(`Kettle ${round}`)
			const answers = await Promise.all([
				act(seller.owner, order.id, { action: 'cancelSale', reason: 'Broken in the store' }),
				act(clerk, order.id, { action: 'cancelSale', reason: 'Out of stock' }),
			])
			expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
			await problemOf(answers.find((answer) => answer.status === 409)!, 409, 'order_state')
			const after = await saleOf(order.id)
			expect(after.status).toBe('refunded')
			expectChanges(after, ['awaiting_payment', 'paid', 'cancelled', 'refunded'])
			expect(await refundsAtGateway(chargeId)).toEqual({ count: 1, amountSatang: 40000 })
			expect(await stockOf(item.id)).toBe(3)
		}
	})

	test('one accepts while the other cancels with a reason: the outcome of one order or the other, never a mix', async () => {
		// Cancelling is allowed from accepted too (order-states.ts): when the accept lands first, the cancel
		// still goes through after it. When the cancel lands first, the accept is refused (409).
		for (let round = 0; round < rounds; round++) {
			const { item, order, chargeId } = await paidOrder(`Lantern ${round}`)
			const [accept, cancel] = await Promise.all([act(seller.owner, order.id, { action: 'accept' }), act(clerk, order.id, { action: 'cancelSale', reason: 'Customer called' })])
			expect(cancel.status).toBe(200)
			const after = await saleOf(order.id)
			if (accept.status === 200) expectChanges(after, ['awaiting_payment', 'paid', 'accepted', 'cancelled', 'refunded'])
			else {
				await problemOf(accept, 409, 'order_state')
				expectChanges(after, ['awaiting_payment', 'paid', 'cancelled', 'refunded'])
			}
			expect(after.status).toBe('refunded')
			expect(eventsTo(after, 'cancelled')).toEqual([expect.objectContaining({ by: 'seller', byName: 'Kanya Suksai', note: 'Customer called' })])
			expect(await refundsAtGateway(chargeId)).toEqual({ count: 1, amountSatang: 40000 })
			expect(await stockOf(item.id)).toBe(3)
		}
	})

	test('one hands a ready order over while the other cancels it: exactly one wins; refunded only when the cancel won', async () => {
		for (let round = 0; round < rounds; round++) {
			const { item, order, chargeId } = await paidOrder(`Bowl ${round}`)
			await ok(await act(seller.owner, order.id, { action: 'accept' }))
			await ok(await act(seller.owner, order.id, { action: 'markReady' }))
			const [complete, cancel] = await Promise.all([act(seller.owner, order.id, { action: 'complete' }), act(clerk, order.id, { action: 'cancelSale', reason: 'Damaged' })])
			expect([complete.status, cancel.status].sort()).toEqual([200, 409])
			await problemOf(complete.status === 409 ? complete : cancel, 409, 'order_state')
			const after = await saleOf(order.id)
			if (cancel.status === 200) {
				expect(after.status).toBe('refunded')
				expectChanges(after, ['awaiting_payment', 'paid', 'accepted', 'ready', 'cancelled', 'refunded'])
				expect(await refundsAtGateway(chargeId)).toEqual({ count: 1, amountSatang: 40000 })
				expect(await stockOf(item.id)).toBe(3)
			} else {
				expect(after.status).toBe('completed')
				expectChanges(after, ['awaiting_payment', 'paid', 'accepted', 'ready', 'completed'])
				expect(await refundsAtGateway(chargeId)).toEqual({ count: 0, amountSatang: 0 })
				expect(await stockOf(item.id)).toBe(2)
			}
		}
	})

	test('one marks a paid order ready while the other cancels it: it ends refunded, through the gateway once', async () => {
		// Ready may still be cancelled: the cancel wins either way, and the mark ready only when it came first.
		for (let round = 0; round < rounds; round++) {
			const { item, order, chargeId } = await paidOrder(`Vase ${round}`)
			await ok(await act(seller.owner, order.id, { action: 'accept' }))
			const [ready, cancel] = await Promise.all([act(seller.owner, order.id, { action: 'markReady' }), act(clerk, order.id, { action: 'cancelSale', reason: 'Sold in the store' })])
			expect(cancel.status).toBe(200)
			if (ready.status !== 200) await problemOf(ready, 409, 'order_state')
			const after = await saleOf(order.id)
			expect(after.status).toBe('refunded')
			expect(eventsTo(after, 'ready')).toHaveLength(ready.status === 200 ? 1 : 0)
			expect(eventsTo(after, 'cancelled')).toHaveLength(1)
			expect(eventsTo(after, 'refunded')).toHaveLength(1)
			expect(await refundsAtGateway(chargeId)).toEqual({ count: 1, amountSatang: 40000 })
			const [payment] = await paymentRows(order.id)
			expect(Number(payment!.refundedSatang)).toBe(40000)
			expect(await stockOf(item.id)).toBe(3)
		}
	})
})

/** The order paid once by its one charge: one paid event, one successful payment, nothing given back, one taken. */
async function expectPaidOnce(orderId: string, chargeId: string, itemId: string, stockBefore: number) {
	const order = await saleOf(orderId)
	expect(order.status).toBe('paid')
	expect(eventsTo(order, 'paid')).toHaveLength(1)
	const rows = await paymentRows(orderId)
	expect(rows.map((row) => [row.chargeId, row.status, Number(row.refundedSatang)])).toEqual([[chargeId, 'successful', 0]])
	expect(await refundsAtGateway(chargeId)).toEqual({ count: 0, amountSatang: 0 })
	expect(await stockOf(itemId)).toBe(stockBefore - 1)
}

describe('the gateway’s word on a charge, twice at the same moment', () => {
	test('the paid webhook meets the buyer’s “Check payment” (and the return from the gateway): paid once', async () => {
		for (let round = 0; round < rounds; round++) {
			const item = await publish(`Tea set ${round}`, 40000, 5)
			const { order, chargeId } = await buy(item.id)
			await payments.testMode().markPaid(chargeId)
			const webhook = await paidWebhookOf(chargeId)
			const answers = await Promise.all([webhook(), checkPayment(order.id), api.call('GET', `/v1/me/payments/${chargeId}`, { token: buyer.token })])
			expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
			await expectPaidOnce(order.id, chargeId, item.id, 5)
		}
	})

	test('the same paid webhook delivered twice at once: paid once', async () => {
		for (let round = 0; round < rounds; round++) {
			const item = await publish(`Tray ${round}`, 40000, 5)
			const { order, chargeId } = await buy(item.id)
			await payments.testMode().markPaid(chargeId)
			const webhook = await paidWebhookOf(chargeId)
			const answers = await Promise.all([webhook(), webhook()])
			expect(answers.map((answer) => answer.status)).toEqual([200, 200])
			await expectPaidOnce(order.id, chargeId, item.id, 5)
			// Once acted on, the event is known: a third delivery is a duplicate.
			expect(await ok<{ duplicate: boolean }>(await webhook())).toEqual({ duplicate: true })
		}
	})

	// A "Check payment" that read the charge still pending, applied after the paid webhook, must not set the
	// successful payment back to pending: the next read-back would take it for a first success on an order
	// already paid, and refund the money while the order stays paid (api/shop/payments.ts, applyCharge).
	test('a “Check payment” that read the charge just before it was paid, applied after the paid webhook: still paid once, never refunded', async () => {
		const item = await publish('Ceramic cup', 40000, 5)
		const { order, chargeId } = await buy(item.id)
		const held = holdNextRead(chargeId)
		const check = checkPayment(order.id)
		await held.read
		await payments.testMode().markPaid(chargeId)
		expect((await (await paidWebhookOf(chargeId))()).status).toBe(200)
		held.release()
		expect((await check).status).toBe(200)
		await expectPaidOnce(order.id, chargeId, item.id, 5)
		// The buyer checks again (or comes back from the gateway): nothing more happens.
		await ok<Bill>(await checkPayment(order.id))
		await expectPaidOnce(order.id, chargeId, item.id, 5)
	})
})

describe('a payment meets the expiry sweep of its unpaid order', () => {
	/** A bought item whose order's payment time has run out, and its charge paid at the gateway: the webhook not yet delivered. */
	async function dueAndPaid(title: string, stock: number) {
		const item = await publish(title, 40000, stock)
		const rival = await api.somebody('Pim')
		// The rival's cart holds the item while it is still to be had.
		const rivalGroup = await addToCart(rival, item.id)
		const { order, chargeId } = await buy(item.id)
		await api.db.update(purchaseOrders).set({ payBy: sql`now() - interval '1 minute'` }).where(eq(purchaseOrders.id, order.id))
		await payments.testMode().markPaid(chargeId)
		return { item, order, chargeId, webhook: await paidWebhookOf(chargeId), placeRival: () => place(rival, rivalGroup) }
	}

	/** `work` started `ms` later: the racers' starts staggered a little, so each order of events comes up. */
	const after = async <T>(ms: number, work: () => T | Promise<T>) => {
		await new Promise((resolve) => setTimeout(resolve, ms))
		return work()
	}

	/** Paid with its stock held (paid straight, or paid again after expiring), or expired and refunded: never both. */
	async function expectOneOutcome(orderId: string, chargeId: string) {
		const order = await saleOf(orderId)
		const [payment] = await paymentRows(orderId)
		const refunds = await refundsAtGateway(chargeId)
		expect(payment!.status).toBe('successful')
		if (order.status === 'paid') {
			// Paid straight, or expired by the sweep and then paid, its stock taken again.
			expectChanges(order, eventsTo(order, 'expired').length ? ['awaiting_payment', 'expired', 'paid'] : ['awaiting_payment', 'paid'])
			expect(refunds).toEqual({ count: 0, amountSatang: 0 })
		} else {
			expect(order.status).toBe('refunded')
			expectChanges(order, ['awaiting_payment', 'expired', 'refunded'])
			expect(refunds).toEqual({ count: 1, amountSatang: 40000 })
			expect(Number(payment!.refundedSatang)).toBe(40000)
		}
		return order.status === 'paid'
	}

	test('the paid webhook and the sweep at once: paid, its stock taken once', async () => {
		for (let round = 0; round < rounds * 2; round++) {
			const { item, order, chargeId, webhook } = await dueAndPaid(`Lamp ${round}`, 2)
			// The webhook reads the charge back before it applies it: the sweep starts a little later on some rounds.
			const [answer] = await Promise.all([webhook(), after(round * 3, () => expireUnpaidOrders(api.db))])
			expect(answer.status).toBe(200)
			// Nobody else took the stock while it was back: the order is paid, one of two taken.
			expect(await expectOneOutcome(order.id, chargeId)).toBe(true)
			expect(await stockOf(item.id)).toBe(1)
		}
	})

	test('the last one: the paid webhook, the sweep and another buyer’s check-out at once; the stock counted once', async () => {
		// How much later the webhook, the sweep and the rival start (ms): the payment first, the sweep first,
		// and the rival's check-out between the expiry and the payment (its money then goes back).
		const schedules = [
			[0, 0, 0],
			[0, 10, 0],
			[0, 20, 0],
			[20, 0, 0],
			[120, 0, 30],
			[200, 0, 30],
		] as const
		for (const [round, [webhookLater, sweepLater, rivalLater]] of schedules.entries()) {
			const { item, order, chargeId, webhook, placeRival } = await dueAndPaid(`Rattan chair ${round}`, 1)
			const [answer, , rivalAnswer] = await Promise.all([after(webhookLater, webhook), after(sweepLater, () => expireUnpaidOrders(api.db)), after(rivalLater, placeRival)])
			expect(answer.status).toBe(200)
			const paid = await expectOneOutcome(order.id, chargeId)
			if (rivalAnswer.status !== 201) await problemOf(rivalAnswer, 409, 'not_enough_stock')
			// One chair: held by the paid order, or by the rival's (placed while the order was expired, whose
			// money then went back). Never by both, never by neither, never fewer than none left.
			expect({ paid, rivalPlaced: rivalAnswer.status === 201 }).toEqual({ paid, rivalPlaced: !paid })
			expect(await stockOf(item.id)).toBe(0)
		}
	})

	// A change's time on the timeline is when it is written (clock_timestamp()), not when its transaction
	// began: a payment whose transaction began, then waited while the sweep expired the order, is listed
	// after the expiry it came after. Only PostgreSQL runs the two transactions side by side.
	test.skipIf(!process.env.DATABASE_URL)('the timeline lists the changes in the order they were made when the payment waited on the sweep', async () => {
		const { order, chargeId, webhook } = await dueAndPaid('Paper fan', 2)
		let answer: ReturnType<typeof webhook> | undefined
		await inTransaction(api.db, async (tx) => {
			// The charge's payment row held, as another read-back applying the same charge holds it: the webhook's transaction begins and waits.
			await tx.select({ id: orderPayments.id }).from(orderPayments).where(eq(orderPayments.chargeId, chargeId)).for('update')
			answer = webhook()
			const deadline = Date.now() + 5_000
			const waiting = async () => {
				const { rows } = (await api.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: Array<{ waiting: number }> }
				return rows[0]!.waiting > 0
			}
			while (!(await waiting()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
			// Meanwhile the sweep expires the order, its stock given back.
			expect(await expireUnpaidOrders(api.db)).toBeGreaterThanOrEqual(1)
		})
		expect((await answer!).status).toBe(200)
		const after = await saleOf(order.id)
		expect(after.status).toBe('paid')
		expect(after.timeline.map((event) => event.to)).toEqual(['awaiting_payment', 'expired', 'paid'])
	})
})
