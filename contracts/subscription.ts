import { z } from 'zod'

/**
 * Whether the caller is subscribed, for the check-subscription and check-unsubscription guards. A
 * subscription counts while it is active or past due (a renewal payment failed and is being retried)
 * and its current period has not ended; a cancelled one never counts.
 */
export const subscriptionStateSchema = z
	.object({
		isSubscribed: z.boolean(),
		/** When the counting subscription that runs longest ends; null when not subscribed. */
		currentPeriodEnd: z.iso.datetime().nullable(),
	})
	.meta({ id: 'SubscriptionState' })

export type SubscriptionState = z.infer<typeof subscriptionStateSchema>
