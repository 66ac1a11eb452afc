import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { packages, subscriptions } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { becomePastDue, chargeAttempt, claimDueAttempts, endSubscription, openInvoice, type SubscriptionPayments, type SubscriptionRow } from './billing.ts'
import { addHours, periodEnd } from './periods.ts'

// The renewal run (docs/product.md#subscriptions): the API's background work, on every replica, with the
// clock passed in (tests move it). Two passes:
// 1. Subscriptions whose `renew_at` has come, a batch at a time under SKIP LOCKED (each taken by one
//    replica): the next period's invoice opened (a card's attempt due at once), a period ended unpaid made
//    past due, a past due one lapsed at its grace's end, a cancelled one ended at its period's end, an
//    incomplete one ended after a day.
// 2. Card attempts due (new renewals and retries), each claimed by one replica and charged with the
//    invoice and attempt as the gateway's idempotency key: no period is charged twice.

/** How long after a card renewal's time its invoice may stay unpaid (the gateway slow or down) before the subscription is past due. */
const CARD_SETTLE_HOURS = 1

export type RenewalRun = { subscriptions: number; charges: number }

export async function runRenewals(db: Database, payments: SubscriptionPayments, now: Date, { batch = 500, concurrency = 8 } = {}): Promise<RenewalRun> {
	const run: RenewalRun = { subscriptions: 0, charges: 0 }
	for (;;) {
		const done = await inTransaction(db, async (tx) => {
			const due = await tx
				.select({ subscription: subscriptions, packagePeriod: packages.period, priceSatang: packages.priceSatang })
				.from(subscriptions)
				.innerJoin(packages, eq(packages.id, subscriptions.packageId))
				.where(lte(subscriptions.renewAt, now))
				.orderBy(asc(subscriptions.renewAt))
				.limit(batch)
				.for('update', { of: subscriptions, skipLocked: true })
			for (const row of due) await renew(tx, row.subscription, { period: row.packagePeriod, priceSatang: Number(row.priceSatang) }, now)
			return due.length
		})
		run.subscriptions += done
		if (done < batch) break
	}
	for (;;) {
		const claimed = await claimDueAttempts(db, now, batch)
		for (let i = 0; i < claimed.length; i += concurrency) {
			await Promise.all(claimed.slice(i, i + concurrency).map((attempt) => chargeAttempt(db, payments, attempt, now)))
		}
		run.charges += claimed.length
		if (claimed.length < batch) break
	}
	return run
}

/** One subscription's due work, under its row lock; it leaves `renew_at` after `now`, or null when nothing is left to do. */
async function renew(tx: Tx, sub: SubscriptionRow, pkg: { period: 'month' | 'year'; priceSatang: number }, now: Date) {
	const set = (values: Partial<SubscriptionRow>) => tx.update(subscriptions).set(values).where(eq(subscriptions.id, sub.id))
	const end = (status: 'incomplete_expired' | 'cancelled' | 'lapsed', at: Date) => endSubscription(tx, sub.id, status, at)
	switch (sub.status) {
		case 'incomplete':
			// Its first payment never came (renew_at is a day after subscribing).
			return end('incomplete_expired', now)
		case 'past_due':
			if (now >= sub.accessUntil) return end('lapsed', now)
			return set({ renewAt: sub.accessUntil })
		case 'trialing':
		case 'active': {
			if (sub.cancelAtPeriodEnd) {
				if (now >= sub.currentPeriodEnd) return end('cancelled', sub.currentPeriodEnd)
				return set({ renewAt: sub.currentPeriodEnd })
			}
			const next = await openInvoice(tx, sub.id, sub.currentPeriodEnd, periodEnd(sub.currentPeriodEnd, pkg.period), pkg.priceSatang, sub.paymentMethod === 'card' ? now : null)
			if (next.status === 'open' && now >= addHours(sub.currentPeriodEnd, sub.paymentMethod === 'card' ? CARD_SETTLE_HOURS : 0)) return becomePastDue(tx, sub)
			// Not yet due: looked at again when the period ends (a card's charge has an hour to settle).
			return set({ renewAt: addHours(sub.currentPeriodEnd, sub.paymentMethod === 'card' ? CARD_SETTLE_HOURS : 0) })
		}
		default:
			return set({ renewAt: null })
	}
}

/** How many subscriptions the run has waiting at `now` (for the benchmark and tests). */
export async function renewalsDue(db: Database, now: Date) {
	const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(and(lte(subscriptions.renewAt, now)))
	return row?.n ?? 0
}
