import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#api/db/client.ts'
import { businessUserNumbers, memberships, packages, packageVouchers, savedCards, subscriptionInvoices, subscriptionPayments, subscriptions, voucherClaims, vouchers } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { atGateway, PaymentGatewayError, type Charge, type PaymentGateway } from '#api/payments/index.ts'
import { newVoucherCode } from '#api/pocket/index.ts'
import { tierOf } from '#contracts/subscription-limits.ts'
import { graceUntil, nextRetryAt, renewalOpensAt } from './periods.ts'

// A subscription's money (docs/product.md#subscriptions, ADR 0030): each period is an invoice, paid by a
// charge on the saved card (tried again when declined) or by a PromptPay QR. A charge counts only as the
// gateway says — a card charge's answer, its signed webhook event, or the charge read back — and applying
// it is idempotent under the payment's row lock. Paying an invoice moves the subscription's period on,
// makes the person a member and gives the package's vouchers for the period, in one transaction; money
// that arrives for a period already paid, or for an ended subscription, goes back.

export type SubscriptionPayments = { gateway: PaymentGateway | null; logger?: Logger }

export type InvoiceRow = typeof subscriptionInvoices.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect

/** How long a claimed card attempt is held by the replica that claimed it: past it, another replica tries again. */
const ATTEMPT_LEASE_MS = 10 * 60_000

/** The invoice of a subscription's period, made once: a second call answers the first. */
export async function openInvoice(tx: Tx, subscriptionId: string, periodStart: Date, periodEnd: Date, amountSatang: number, nextAttemptAt: Date | null): Promise<InvoiceRow> {
	await tx.insert(subscriptionInvoices).values({ subscriptionId, periodStart, periodEnd, amountSatang, nextAttemptAt }).onConflictDoNothing()
	const [invoice] = await tx
		.select()
		.from(subscriptionInvoices)
		.where(and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.periodStart, periodStart)))
	return invoice!
}

/** Open invoices of an ended subscription are void: nothing more is charged for them. */
export async function voidOpenInvoices(tx: Tx, subscriptionId: string) {
	await tx
		.update(subscriptionInvoices)
		.set({ status: 'void', nextAttemptAt: null })
		.where(and(eq(subscriptionInvoices.subscriptionId, subscriptionId), eq(subscriptionInvoices.status, 'open')))
}

/** Ends a subscription: its status and when, nothing more for the run to do, and its open invoices void. */
export async function endSubscription(tx: Tx, subscriptionId: string, status: 'incomplete_expired' | 'cancelled' | 'lapsed', at: Date, { cancelledAt }: { cancelledAt?: Date } = {}) {
	await voidOpenInvoices(tx, subscriptionId)
	await tx.update(subscriptions).set({ status, endedAt: at, renewAt: null, ...(cancelledAt ? { cancelledAt } : {}) }).where(eq(subscriptions.id, subscriptionId))
}

export type ClaimedAttempt = { invoiceId: string; attempt: number; amountSatang: number; profileId: string; subscriptionId: string }

/**
 * Card attempts due by `now` (or only `invoiceId`'s), each claimed by one replica: its count raised and
 * its next time pushed a lease ahead, under SKIP LOCKED, so replicas running at once never claim the same
 * attempt, and a replica that stops mid-way leaves it to another after the lease.
 */
export async function claimDueAttempts(db: Database | Tx, now: Date, limit: number, invoiceId?: string): Promise<ClaimedAttempt[]> {
	const lease = new Date(now.getTime() + ATTEMPT_LEASE_MS)
	const only = invoiceId ? sql`and id = ${invoiceId}` : sql``
	const { rows } = (await db.execute(sql`
		update subscription_invoices i set attempts = i.attempts + 1, next_attempt_at = ${lease.toISOString()}::timestamptz
		from subscriptions s
		where s.id = i.subscription_id and i.id in (
			select id from subscription_invoices
			where status = 'open' and next_attempt_at <= ${now.toISOString()}::timestamptz ${only}
			order by next_attempt_at limit ${limit}
			for update skip locked)
		returning i.id as "invoiceId", i.attempts as "attempt", i.amount_satang as "amountSatang", s.subscriber_profile_id as "profileId", s.id as "subscriptionId"`)) as unknown as {
		rows: Array<{ invoiceId: string; attempt: number; amountSatang: string | number; profileId: string; subscriptionId: string }>
	}
	return rows.map((row) => ({ ...row, attempt: Number(row.attempt), amountSatang: Number(row.amountSatang) }))
}

/**
 * A claimed attempt charged on the person's saved card, and its answer applied. No card (removed) is a
 * declined attempt; a gateway that cannot be reached leaves the attempt to the next run after its lease.
 * The gateway's idempotency key is the invoice and attempt: the same attempt tried twice is one charge.
 */
export async function chargeAttempt(db: Database, payments: SubscriptionPayments, claimed: ClaimedAttempt, now: Date) {
	const gateway = payments.gateway
	const [card] = await db.select().from(savedCards).where(eq(savedCards.profileId, claimed.profileId))
	if (!gateway) return
	if (!card?.cardId) {
		await inTransaction(db, (tx) => afterDecline(tx, claimed.invoiceId, now))
		return
	}
	let charge: Charge
	try {
		charge = await gateway.createCharge({
			amountSatang: claimed.amountSatang,
			method: 'card',
			customerId: card.customerId,
			cardId: card.cardId,
			reference: claimed.invoiceId,
			description: 'Subscription',
			metadata: { subscription: claimed.subscriptionId },
			idempotencyKey: `subscription-${claimed.invoiceId}-${claimed.attempt}`,
		})
	} catch (error) {
		if (!(error instanceof PaymentGatewayError)) throw error
		payments.logger?.warn({ err: error, invoiceId: claimed.invoiceId }, 'a subscription charge could not be made; tried again after its lease')
		if (error.status !== null && error.status < 500) await inTransaction(db, (tx) => afterDecline(tx, claimed.invoiceId, now))
		return
	}
	await db
		.insert(subscriptionPayments)
		.values({ invoiceId: claimed.invoiceId, chargeId: charge.id, method: 'card', amountSatang: charge.amountSatang, status: 'pending' })
		.onConflictDoNothing()
	await applySubscriptionCharge(db, payments, charge, now)
}

/**
 * What the gateway says of a subscription's charge, kept on its payment and carried to its invoice under
 * the payment's row lock: the first success pays the invoice; the first decline of a card schedules its
 * next try. A charge that is not a subscription's changes nothing (the shop's webhook passes every charge).
 */
export async function applySubscriptionCharge(db: Database, payments: SubscriptionPayments, charge: Charge, now = new Date()) {
	const refund = await inTransaction(db, async (tx) => {
		const [payment] = await tx.select().from(subscriptionPayments).where(eq(subscriptionPayments.chargeId, charge.id)).for('update')
		if (!payment) return null
		const status = payment.status !== 'pending' ? payment.status : charge.status === 'reversed' ? 'failed' : charge.status
		await tx.update(subscriptionPayments).set({ status, failureCode: charge.failureCode }).where(eq(subscriptionPayments.id, payment.id))
		if (payment.status !== 'pending' || status === 'pending') return null
		if (status !== 'successful') {
			if (payment.method === 'card') await afterDecline(tx, payment.invoiceId, now)
			return null
		}
		const paid = await payInvoice(tx, payment.invoiceId, now)
		return paid ? null : { chargeId: charge.id, amountSatang: charge.amountSatang - charge.refundedSatang }
	})
	if (refund && refund.amountSatang > 0) await refundPayment(db, payments, refund.chargeId, refund.amountSatang)
}

/** Money for a period that cannot take it, given back through the gateway (its key makes a repeat give it back once). */
async function refundPayment(db: Database, payments: SubscriptionPayments, chargeId: string, amountSatang: number) {
	const gateway = payments.gateway
	if (!gateway) {
		payments.logger?.error({ chargeId }, 'a subscription refund is due but no payment gateway is configured')
		return
	}
	await atGateway(() => gateway.refund(chargeId, amountSatang, { idempotencyKey: `refund-${chargeId}` }))
	await db.update(subscriptionPayments).set({ refundedSatang: amountSatang }).where(eq(subscriptionPayments.chargeId, chargeId))
}

/** The next number of a kind a business user gives, raised in the caller's transaction: no gaps. */
async function nextNumber(tx: Tx, businessUserId: string, kind: 'member' | 'subscription_receipt') {
	const [row] = await tx
		.insert(businessUserNumbers)
		.values({ businessUserId, kind, lastNumber: 1 })
		.onConflictDoUpdate({ target: [businessUserNumbers.businessUserId, businessUserNumbers.kind], set: { lastNumber: sql`${businessUserNumbers.lastNumber} + 1` } })
		.returning({ number: businessUserNumbers.lastNumber })
	return row!.number
}

/** The person is a member of the business user, at the package's tier (numbered the first time). */
export async function makeMember(tx: Tx, profileId: string, businessUserId: string, tier: string) {
	const [member] = await tx
		.select({ id: memberships.id })
		.from(memberships)
		.where(and(eq(memberships.profileId, profileId), eq(memberships.businessUserId, businessUserId)))
		.for('update')
	if (member) {
		await tx.update(memberships).set({ tier }).where(eq(memberships.id, member.id))
		return
	}
	const number = await nextNumber(tx, businessUserId, 'member')
	await tx.insert(memberships).values({ profileId, businessUserId, number, tier })
}

/**
 * Pays an open invoice (under its lock): its receipt numbered, its subscription active through the
 * period's end, the person a member, the package's vouchers for the period given (keyed by the invoice:
 * once). False when the invoice cannot take the money (paid by another charge already, void) or its
 * subscription has ended: the caller gives it back.
 */
async function payInvoice(tx: Tx, invoiceId: string, now: Date) {
	const [invoice] = await tx.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoiceId)).for('update')
	if (!invoice || invoice.status !== 'open') return false
	const [row] = await tx
		.select({ subscription: subscriptions, tier: packages.tier, name: packages.name })
		.from(subscriptions)
		.innerJoin(packages, eq(packages.id, subscriptions.packageId))
		.where(eq(subscriptions.id, invoice.subscriptionId))
		.for('update', { of: subscriptions })
	// Ended (the database's subscriptions_ended CHECK: ended_at is set exactly then).
	if (!row || row.subscription.endedAt) return false
	const sub = row.subscription
	const end = invoice.periodEnd > sub.currentPeriodEnd ? invoice.periodEnd : sub.currentPeriodEnd
	// An incomplete or past due subscription's period is the one just paid; one paid ahead (PromptPay before the period) keeps its start.
	const start = sub.status === 'incomplete' || sub.status === 'past_due' || invoice.periodStart <= now ? invoice.periodStart : sub.currentPeriodStart
	await tx
		.update(subscriptions)
		.set({ status: 'active', currentPeriodStart: start, currentPeriodEnd: end, accessUntil: end, renewAt: sub.cancelAtPeriodEnd ? end : renewalOpensAt(end, sub.paymentMethod) })
		.where(eq(subscriptions.id, sub.id))
	await makeMember(tx, sub.subscriberProfileId, sub.businessUserId, tierOf(row))
	await givePeriodVouchers(tx, sub.subscriberProfileId, sub.packageId, invoice.id, now)
	// Numbered last: the business user's number row is shared by all its payments, so it is held only until the commit.
	const receiptNumber = await nextNumber(tx, sub.businessUserId, 'subscription_receipt')
	await tx.update(subscriptionInvoices).set({ status: 'paid', paidAt: now, receiptNumber, nextAttemptAt: null }).where(eq(subscriptionInvoices.id, invoice.id))
	return true
}

/** The package's vouchers for a paid period: each still offered (not ended, not past its day), as many as the package gives. */
async function givePeriodVouchers(tx: Tx, profileId: string, packageId: string, invoiceId: string, now: Date) {
	const given = await tx
		.select({ voucherId: packageVouchers.voucherId, quantity: packageVouchers.quantity })
		.from(packageVouchers)
		.innerJoin(vouchers, eq(vouchers.id, packageVouchers.voucherId))
		.where(and(eq(packageVouchers.packageId, packageId), sql`${vouchers.endedAt} is null`, gt(vouchers.validUntil, now)))
	const claims = given.flatMap(({ voucherId, quantity }) =>
		Array.from({ length: quantity }, (_, n) => ({ voucherId, profileId, code: newVoucherCode(), idempotencyKey: `subscription:${invoiceId}:${voucherId}:${n + 1}`, subscriptionInvoiceId: invoiceId })),
	)
	if (claims.length) await tx.insert(voucherClaims).values(claims).onConflictDoNothing()
}

/**
 * A card attempt declined (or no card to try): a first payment waits for the person (another card, or
 * PromptPay); a renewal is past due — its access kept through the grace period — and tried again on the
 * retry days.
 */
async function afterDecline(tx: Tx, invoiceId: string, now: Date) {
	const [invoice] = await tx.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.id, invoiceId)).for('update')
	if (!invoice || invoice.status !== 'open') return
	const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, invoice.subscriptionId)).for('update')
	if (!sub) return
	if (sub.status === 'incomplete') {
		await tx.update(subscriptionInvoices).set({ nextAttemptAt: null }).where(eq(subscriptionInvoices.id, invoiceId))
		return
	}
	await tx.update(subscriptionInvoices).set({ nextAttemptAt: nextRetryAt(invoice.periodStart, invoice.attempts) }).where(eq(subscriptionInvoices.id, invoiceId))
	if ((sub.status === 'active' || sub.status === 'trialing') && now >= invoice.periodStart) await becomePastDue(tx, sub)
}

/** A period's payment did not come: access is kept through the grace period, when the run lapses it unless paid. */
export async function becomePastDue(tx: Tx, sub: SubscriptionRow) {
	const until = graceUntil(sub.currentPeriodEnd)
	await tx.update(subscriptions).set({ status: 'past_due', accessUntil: until, renewAt: until }).where(eq(subscriptions.id, sub.id))
}

/** The invoice's payments, newest first. */
export async function invoicePayments(db: Database | Tx, invoiceId: string) {
	return db.select().from(subscriptionPayments).where(eq(subscriptionPayments.invoiceId, invoiceId)).orderBy(desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id))
}
