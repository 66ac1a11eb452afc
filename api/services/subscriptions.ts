import { and, eq, gt, inArray, max, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { subscriptions } from '#api/db/schema.ts'
import type { SubscriptionState } from '#contracts/subscription.ts'

/**
 * Whether the person is subscribed (the check-subscription and check-unsubscription guards). Past due
 * still counts until the period the person paid for ends, so a failed renewal being retried does not
 * lock them out mid-period; cancelled never counts. The clock is the database's.
 */
export async function findSubscriptionState(db: Database, profileId: string): Promise<SubscriptionState> {
	const [row] = await db
		.select({ periodEnd: max(subscriptions.currentPeriodEnd) })
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.subscriberProfileId, profileId),
				inArray(subscriptions.status, ['active', 'past_due']),
				gt(subscriptions.currentPeriodEnd, sql`now()`),
			),
		)
	const periodEnd = row?.periodEnd ?? null
	return { isSubscribed: periodEnd !== null, currentPeriodEnd: periodEnd ? new Date(periodEnd).toISOString() : null }
}
