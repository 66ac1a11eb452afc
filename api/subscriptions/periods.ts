import { subscriptionLimits, type PackagePeriod } from '#contracts/subscription.ts'

// The calendar of a subscription (docs/product.md#subscriptions): when a period ends, when its renewal
// invoice opens, when a declined card is tried again and when a past due one lapses. Pure, so the
// renewal run and its tests move the clock by passing `now`.

const DAY = 24 * 3600_000

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY)
export const addHours = (from: Date, hours: number) => new Date(from.getTime() + hours * 3600_000)

/**
 * The end of a period that starts at `from`: the same day of the next month (or year), in UTC; a day the
 * month lacks is its last day (31 January → 28 or 29 February).
 */
export function periodEnd(from: Date, period: PackagePeriod): Date {
	const months = period === 'year' ? 12 : 1
	const end = new Date(from)
	end.setUTCDate(1)
	end.setUTCMonth(end.getUTCMonth() + months)
	const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
	end.setUTCDate(Math.min(from.getUTCDate(), lastDay))
	return end
}

/** When the next period's invoice opens: at the period's end for a card (charged at once), some days before for PromptPay (paid by hand). */
export function renewalOpensAt(currentPeriodEnd: Date, paymentMethod: 'card' | 'promptpay') {
	return paymentMethod === 'card' ? currentPeriodEnd : addDays(currentPeriodEnd, -subscriptionLimits.promptPayNoticeDays)
}

/** A past due subscription keeps its access until this, while its payment is retried. */
export const graceUntil = (periodEndedAt: Date) => addDays(periodEndedAt, subscriptionLimits.graceDays)

/**
 * When a renewal's card is tried again after its `attempts`th try failed (counted from the period's
 * start), or null when the retries are used up (it lapses at the grace's end unless paid by hand).
 */
export function nextRetryAt(periodStart: Date, attempts: number): Date | null {
	const days = subscriptionLimits.retryDays[attempts - 1]
	return days === undefined ? null : addDays(periodStart, days)
}
