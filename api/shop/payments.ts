import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#api/db/client.ts'
import { businessInfo, orderPayments, paymentEvents, purchaseOrderLines, purchaseOrders } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { atGateway, paymentsUnavailable, paymentView, type Charge, type PaymentGateway, type WebhookHeaders } from '#api/payments/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import type { PaymentMethod } from '#contracts/shop/order-status.ts'
import type { OrderPayment } from '#contracts/shop/orders.ts'
import { defaultPocketSettings } from '#api/pocket/index.ts'
import { applySubscriptionCharge } from '#api/subscriptions/index.ts'
import { handOverCounterSale, moveOrder, takeStock } from './orders.ts'

// An order's payments (docs/product.md#shop): a charge at the gateway for the order's total, made when its
// bill is opened, and applied only as the gateway says: its signed webhook event, or the charge read back
// ("Check payment", the return to /robtua-payment). Applying is idempotent: a repeated, late or
// out-of-order event changes nothing twice. Money that arrives for an order that can no longer take it
// (cancelled, or expired with its stock sold meanwhile) goes back through the gateway.

/** The gateway, and how many months the points a counter sale gives when its payment arrives last (POINTS_EXPIRE_MONTHS). */
export type Payments = { gateway: PaymentGateway | null; logger?: Logger; pointsExpireMonths?: number }

/**
 * The payment methods a business user's orders may use. The stand-in: a card on its page, and PromptPay
 * when the business user has a PromptPay id. Omise: PromptPay only (its own QR, to Omise's account); a card
 * through Omise needs the token Omise.js makes in the buyer's browser, not built yet (README, "A real
 * gateway"), so it is not offered rather than offered and refused.
 */
export function paymentMethodsFor(payments: Payments, promptPayId: string | null): readonly PaymentMethod[] {
	if (payments.gateway?.kind === 'omise') return ['promptpay']
	return promptPayId ? ['promptpay', 'card'] : ['card']
}

const unavailable = paymentsUnavailable

/** The buyer's order with what paying needs, or a 404. */
const ownOrder = (db: Database | Tx, caller: ProfileRow, orderId: string) => orderToPay(db, orderId, eq(purchaseOrders.buyerProfileId, caller.id))

/** A business user's counter sale with what paying needs, or a 404. */
export const counterSaleToPay = (db: Database | Tx, businessUserId: string, orderId: string) =>
	orderToPay(db, orderId, and(eq(purchaseOrders.businessUserId, businessUserId), eq(purchaseOrders.origin, 'counter')))

type OrderToPay = Awaited<ReturnType<typeof orderToPay>>

async function orderToPay(db: Database | Tx, orderId: string, whose: SQL | undefined) {
	if (!isUuid(orderId)) throw notFound('No such purchase order')
	const [order] = await db
		.select({
			id: purchaseOrders.id,
			number: purchaseOrders.number,
			status: purchaseOrders.status,
			totalSatang: purchaseOrders.totalSatang,
			paymentMethod: purchaseOrders.paymentMethod,
			payBy: purchaseOrders.payBy,
			promptPayId: businessInfo.promptPayId,
		})
		.from(purchaseOrders)
		.leftJoin(businessInfo, eq(businessInfo.ownerBusinessUserId, purchaseOrders.businessUserId))
		.where(and(eq(purchaseOrders.id, orderId), whose))
	if (!order) throw notFound('No such purchase order')
	return order
}

async function latestPayment(db: Database | Tx, orderId: string) {
	const [row] = await db.select().from(orderPayments).where(eq(orderPayments.purchaseOrderId, orderId)).orderBy(desc(orderPayments.createdAt), desc(orderPayments.id)).limit(1)
	return row ?? null
}

/** An order's latest payment as its bill shows it (no charge made, nothing read back), or null. */
export async function latestPaymentView(db: Database | Tx, orderId: string): Promise<OrderPayment | null> {
	const [payment, [seller]] = await Promise.all([
		latestPayment(db, orderId),
		db.select({ promptPayId: businessInfo.promptPayId }).from(purchaseOrders).leftJoin(businessInfo, eq(businessInfo.ownerBusinessUserId, purchaseOrders.businessUserId)).where(eq(purchaseOrders.id, orderId)),
	])
	return payment ? paymentView(payment, null, seller?.promptPayId ?? null) : null
}

/**
 * The order's bill: its latest payment, after making a charge when the order is unpaid and has none that
 * can still be paid. Two opened at once make one charge: the gateway answers both with the charge of the
 * same idempotency key (the order and how many charges it had), and its id is stored once.
 */
export async function billOf(db: Database, payments: Payments, caller: ProfileRow, orderId: string, returnUri: string): Promise<OrderPayment | null> {
	return billFor(db, payments, await ownOrder(db, caller, orderId), returnUri)
}

/** An order's bill, as billOf: the buyer's order, or a counter sale its staff show the customer. Cash has none: it is not paid through the gateway. */
export async function billFor(db: Database, payments: Payments, order: OrderToPay, returnUri: string): Promise<OrderPayment | null> {
	const method = order.paymentMethod
	if (method === 'cash') return null
	let payment = await latestPayment(db, order.id)
	const open = payment && payment.status === 'pending' && (!payment.expiresAt || payment.expiresAt > new Date())
	if (order.status === 'awaiting_payment' && !open) {
		if (!payments.gateway) throw unavailable()
		const [{ attempts } = { attempts: 0 }] = await db.select({ attempts: sql<number>`count(*)::int` }).from(orderPayments).where(eq(orderPayments.purchaseOrderId, order.id))
		const gateway = payments.gateway
		const charge = await atGateway(() => gateway.createCharge({
			amountSatang: Number(order.totalSatang),
			method,
			returnUri,
			reference: order.id,
			description: `Order ${order.number}`,
			expiresAt: order.payBy,
			idempotencyKey: `order-${order.id}-${attempts + 1}`,
		}))
		await db
			.insert(orderPayments)
			.values({ purchaseOrderId: order.id, chargeId: charge.id, method, amountSatang: charge.amountSatang, expiresAt: charge.expiresAt ?? order.payBy })
			.onConflictDoNothing()
		payment = await latestPayment(db, order.id)
		return payment ? paymentView(payment, charge, order.promptPayId) : null
	}
	if (!payment) return null
	// "Check payment": a pending charge read back from the gateway, and applied.
	const gateway = payments.gateway
	if (payment.status !== 'pending' || !gateway) return paymentView(payment, null, order.promptPayId)
	const charge = await atGateway(() => gateway.readCharge(payment.chargeId))
	await applyCharge(db, payments, charge)
	return paymentView((await latestPayment(db, order.id))!, charge, order.promptPayId)
}

/** Back from the gateway (/robtua-payment): the buyer's charge read back and applied; which order it is for, and how it went. */
export async function returnFromGateway(db: Database, payments: Payments, caller: ProfileRow, chargeId: string) {
	const [row] = await db
		.select({ orderId: purchaseOrders.id, businessOrderId: purchaseOrders.businessOrderId, number: purchaseOrders.number })
		.from(orderPayments)
		.innerJoin(purchaseOrders, eq(purchaseOrders.id, orderPayments.purchaseOrderId))
		.where(and(eq(orderPayments.chargeId, chargeId), eq(purchaseOrders.buyerProfileId, caller.id)))
	// A buyer's order always has their business order (the database's purchase_orders_origin_parts).
	if (!row?.businessOrderId) throw notFound('No such payment of yours')
	const gateway = payments.gateway
	if (gateway) await applyCharge(db, payments, await atGateway(() => gateway.readCharge(chargeId)))
	const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.chargeId, chargeId))
	const [order] = await db.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, row.orderId))
	return { ...row, businessOrderId: row.businessOrderId, orderStatus: order!.status, payment: await paymentView(payment!, null, null) }
}

/**
 * A webhook from the gateway: its signature and time checked (401 otherwise), an event already acted on
 * answered at once, else the charge it names read back and applied, then the event kept as done.
 */
export async function receiveWebhook(db: Database, payments: Payments, rawBody: string, headers: WebhookHeaders) {
	const gateway = payments.gateway
	if (!gateway) throw unavailable()
	let event
	try {
		event = gateway.verifyWebhook(rawBody, headers)
	} catch (error) {
		throw new ProblemError(401, 'unauthenticated', `The webhook is not signed as the gateway signs: ${(error as { reason?: string }).reason ?? 'unreadable'}`)
	}
	const [seen] = await db.select({ eventId: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, event.id))
	if (seen) return { duplicate: true }
	const chargeId = event.chargeId
	if (chargeId) {
		// The gateway's one webhook address tells of every charge: an order's or a subscription period's.
		const charge = await atGateway(() => gateway.readCharge(chargeId))
		await applyCharge(db, payments, charge)
		await applySubscriptionCharge(db, payments, charge)
	}
	await db.insert(paymentEvents).values({ eventId: event.id }).onConflictDoNothing()
	return { duplicate: false }
}

/**
 * What the gateway says of a charge, kept on its payment and carried to its order, under the payment's
 * row lock. Paid: an unpaid order becomes paid; an expired one too when its stock can be taken again;
 * otherwise (cancelled, expired and sold out, or paid already by another charge) the money goes back.
 */
export async function applyCharge(db: Database, payments: Payments, charge: Charge) {
	const refund = await inTransaction(db, async (tx) => {
		const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.chargeId, charge.id)).for('update')
		// A charge this product did not make, or not yet stored: nothing of ours to change.
		if (!payment) return null
		// A charge's outcome is final once known: a read that left the gateway before it was decided (a slow
		// "Check payment") never takes a payment back to pending, so a later read cannot count it paid twice.
		const status = payment.status !== 'pending' ? payment.status : charge.status === 'reversed' ? 'failed' : charge.status
		const firstSuccess = status === 'successful' && payment.status !== 'successful'
		await tx
			.update(orderPayments)
			.set({ status, failureCode: charge.failureCode, refundedSatang: Math.max(payment.refundedSatang, charge.refundedSatang), updatedAt: new Date() })
			.where(eq(orderPayments.id, payment.id))
		if (!firstSuccess) return null
		const [order] = await tx.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, payment.purchaseOrderId)).for('update')
		if (order?.status === 'awaiting_payment' || (order?.status === 'expired' && (await stockTakenAgain(tx, payment.purchaseOrderId)))) {
			const paid = await moveOrder(tx, payment.purchaseOrderId, 'pay', { actor: 'gateway', profileId: null }, { note: charge.id })
			if (paid.origin === 'counter') await handOverCounterSale(tx, payment.purchaseOrderId, payments.pointsExpireMonths ?? defaultPocketSettings.expireMonths)
			return null
		}
		return { chargeId: charge.id, amountSatang: charge.amountSatang - charge.refundedSatang, orderId: payment.purchaseOrderId }
	})
	if (refund && refund.amountSatang > 0) await refundCharge(db, payments, refund.chargeId, refund.amountSatang)
}

/** Takes an expired order's stock again (a payment came after it expired); false when some has sold meanwhile (nothing taken). */
async function stockTakenAgain(tx: Tx, orderId: string) {
	const lines = await tx
		.select({ id: purchaseOrderLines.id, itemId: purchaseOrderLines.contentItemId, kind: purchaseOrderLines.kind, quantity: purchaseOrderLines.quantity, counted: purchaseOrderLines.stockCounted })
		.from(purchaseOrderLines)
		.where(eq(purchaseOrderLines.purchaseOrderId, orderId))
		.orderBy(asc(purchaseOrderLines.id))
	// A savepoint: when some cannot be taken, what was taken of the others is given back with it.
	try {
		await tx.transaction((inner) => takeStock(inner, lines))
		return true
	} catch (error) {
		if (error instanceof ProblemError && error.code === 'not_enough_stock') return false
		throw error
	}
}

/**
 * Gives a charge's money back through the gateway (its key makes a repeat give it back once), then records
 * it: on the payment, and as the order's `refund` when it is cancelled or expired.
 */
export async function refundCharge(db: Database, payments: Payments, chargeId: string, amountSatang: number) {
	if (!payments.gateway) {
		payments.logger?.error({ chargeId }, 'a refund is due but no payment gateway is configured')
		return
	}
	const gateway = payments.gateway
	await atGateway(() => gateway.refund(chargeId, amountSatang, { idempotencyKey: `refund-${chargeId}` }))
	await inTransaction(db, async (tx) => {
		const [payment] = await tx.select().from(orderPayments).where(eq(orderPayments.chargeId, chargeId)).for('update')
		if (!payment) return
		await tx.update(orderPayments).set({ refundedSatang: payment.amountSatang, updatedAt: new Date() }).where(eq(orderPayments.id, payment.id))
		const [order] = await tx.select({ status: purchaseOrders.status }).from(purchaseOrders).where(eq(purchaseOrders.id, payment.purchaseOrderId))
		if (order?.status === 'cancelled' || order?.status === 'expired') await moveOrder(tx, payment.purchaseOrderId, 'refund', { actor: 'gateway', profileId: null }, { note: chargeId })
	})
}

/** A cancelled order's paid charge, given back (a seller cancelling a paid order). */
export async function refundOrder(db: Database, payments: Payments, orderId: string) {
	const [paid] = await db
		.select()
		.from(orderPayments)
		.where(and(eq(orderPayments.purchaseOrderId, orderId), eq(orderPayments.status, 'successful')))
		.orderBy(desc(orderPayments.createdAt))
		.limit(1)
	if (paid && paid.refundedSatang < paid.amountSatang) await refundCharge(db, payments, paid.chargeId, paid.amountSatang - paid.refundedSatang)
}
