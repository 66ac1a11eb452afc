import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { paymentMethods } from '#contracts/shop/order-status.ts'
import { dataScopes, type ConsentInput } from '#contracts/subscription.ts'

// Subscriptions' forms (docs/product.md#subscriptions), one schema each. Buttons and choices only: a
// value that is not one of ours is a form sent by hand, answered as "try again". The API decides.

/** A message of the subscription pages' own (`subscription:errors.*`). */
export type SubscriptionFormError = 'invalid' | 'unavailable' | 'alreadySent' | 'promptPayUnavailable' | 'packageGone'

/** "Subscribe": how the person pays, and the key that makes a form sent twice one subscription. */
export const subscribeFormSchema = z.object({
	paymentMethod: z.enum(paymentMethods),
	idempotencyKey: idempotencyKeyField,
})

/**
 * The data-exchange question: "Allow" shares the ticked items, "Don't allow" none. "Allow" with nothing
 * ticked shares nothing: it is sent as "Don't allow", so what the business is told and what the person
 * meant are the same.
 */
export const sharingFormSchema = z
	.object({
		decision: z.enum(['allow', 'deny']),
		scopes: z.array(z.enum(dataScopes)).max(dataScopes.length).default([]),
	})
	.transform(({ decision, scopes }): Pick<ConsentInput, 'decision' | 'scopes'> => {
		const shared = decision === 'allow' ? dataScopes.filter((scope) => scopes.includes(scope)) : []
		return { decision: shared.length > 0 ? 'allow' : 'deny', scopes: shared }
	})

/** The data-exchange form as sent: the button pressed and every ticked box. */
export const sharingFormValues = (form: FormData) => ({ decision: form.get('decision'), scopes: form.getAll('scopes') })

/** "Cancel subscription", the second press (after the question). */
export const cancelFormSchema = z.object({ intent: z.literal('cancel'), subscriptionId: z.uuid() })

/** "Stop sharing" on a business user's line. */
export const stopSharingFormSchema = z.object({ intent: z.literal('stopSharing'), businessUserId: z.uuid() })

/** The subscription account's buttons: "Add a card", and "Remove card" once asked. */
export const cardFormSchema = z.object({ intent: z.enum(['addCard', 'removeCard']) })

/** The pay page's buttons: "Check payment", and "Try another card" (after a declined one). */
export const payFormSchema = z.object({ intent: z.enum(['check', 'card']) })
