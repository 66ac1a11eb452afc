import { z } from 'zod'

// The user state's part about subscriptions (/v1/me), apart from the rest of contracts/subscription.ts so
// every page's first load does not carry it.

/**
 * Whether the caller is subscribed, for the check-subscription and check-unsubscription guards. A
 * subscription counts while it is trialing, active or past due (a renewal payment failed and is being
 * retried, within its grace period) and its access has not ended; an ended one never counts.
 */
export const subscriptionStateSchema = z
	.object({
		isSubscribed: z.boolean(),
		/** When the counting subscription that runs longest ends; null when not subscribed. */
		currentPeriodEnd: z.iso.datetime().nullable(),
		/** The business users the caller has a counting subscription to. */
		businessUserIds: z.array(z.string()),
		/** Whether the caller has a card saved at the payment gateway (renewals charge it). */
		haveCreditCard: z.boolean(),
	})
	.meta({ id: 'SubscriptionState' })

export type SubscriptionState = z.infer<typeof subscriptionStateSchema>

export const subscriptionStatuses = ['incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'cancelled', 'lapsed'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]
/** Still running: a person holds at most one such subscription to a business user. */
export const runningSubscriptionStatuses = ['incomplete', 'trialing', 'active', 'past_due'] as const
/** Counting (the user state's isSubscribed) while its access has not ended. */
export const countingSubscriptionStatuses = ['trialing', 'active', 'past_due'] as const
export const consentActions = ['granted', 'changed', 'withdrawn', 'declined'] as const
