import { areaApi } from '#app/api/product-api.server.ts'
import { defined } from '#app/api/query.ts'
import { getConfig } from '#app/config/env.server.ts'
import { apiPath } from '#contracts/api-paths.ts'
import { myVoucherListSchema } from '#contracts/pocket.ts'
import {
	cardPageSchema,
	cardSavedAnswerSchema,
	consentSchema,
	membershipListSchema,
	mySubscriptionListSchema,
	mySubscriptionSchema,
	subscribedSchema,
	subscriptionAccountSchema,
	subscriptionBillSchema,
	subscriptionOfferSchema,
	type ConsentInput,
	type Subscribe,
} from '#contracts/subscription.ts'
import { subscriptionAccountPath } from './paths.ts'

// The product API's subscription calls for a person (api/subscriptions): a business user's offer, what
// they share with it, their subscriptions, card, bills, memberships and vouchers. The API decides who may
// do what; the pages show its answers.

/** Where the gateway's card page sends the person back: the subscription account, whose loader reads the card from the API. */
export const cardReturnUri = () => new URL(subscriptionAccountPath, getConfig().APP_URL).toString()

export const subscriptionApi = areaApi((api) => ({
	offer: async (businessUserId: string) => await api.get(apiPath('/v1/business-users/{id}/subscription-offer', { id: businessUserId }), { schema: subscriptionOfferSchema }),
	/** "Allow" or "Don't allow" on the data-exchange page. */
	decideSharing: async (businessUserId: string, body: ConsentInput) => await api.put(apiPath('/v1/me/data-exchange/{id}', { id: businessUserId }), { schema: consentSchema, body }),
	/** "Stop sharing". */
	stopSharing: async (businessUserId: string) => await api.delete(apiPath('/v1/me/data-exchange/{id}', { id: businessUserId }), { schema: consentSchema }),
	/** "Subscribe"; the form's idempotency key makes a send twice one subscription. */
	subscribe: async (body: Subscribe, idempotencyKey: string) => await api.post(apiPath('/v1/me/subscriptions'), { schema: subscribedSchema, body, idempotencyKey }),
	subscriptions: async () => await api.get(apiPath('/v1/me/subscriptions'), { schema: mySubscriptionListSchema }),
	cancel: async (subscriptionId: string) => await api.post(apiPath('/v1/me/subscriptions/{id}/cancel', { id: subscriptionId }), { schema: mySubscriptionSchema }),
	/** The gateway's page for adding a card, coming back to `returnUri` (with the subscription it starts, when given). */
	cardPage: async (returnUri: string, subscriptionId?: string) => await api.post(apiPath('/v1/me/card'), { schema: cardPageSchema, body: defined({ returnUri, subscriptionId }) }),
	/** Back from the gateway's card page: the API reads the card from the gateway and starts the subscription. */
	cardSaved: async (subscriptionId?: string) => await api.post(apiPath('/v1/me/card/saved'), { schema: cardSavedAnswerSchema, body: defined({ subscriptionId }) }),
	removeCard: async () => await api.delete(apiPath('/v1/me/card')),
	account: async (cursor?: string) => await api.get(apiPath('/v1/me/subscription-account'), { schema: subscriptionAccountSchema, query: defined({ cursor }) }),
	/** A period's bill; a pending charge is read back from the gateway ("Check payment"). */
	bill: async (invoiceId: string) => await api.get(apiPath('/v1/me/subscription-invoices/{id}', { id: invoiceId }), { schema: subscriptionBillSchema }),
	/** The period's PromptPay charge (one that can still be paid is reused). */
	payByPromptPay: async (invoiceId: string) => await api.post(apiPath('/v1/me/subscription-invoices/{id}/promptpay', { id: invoiceId }), { schema: subscriptionBillSchema }),
	memberships: async () => await api.get(apiPath('/v1/me/memberships'), { schema: membershipListSchema }),
	vouchers: async (cursor?: string) => await api.get(apiPath('/v1/me/subscription-vouchers'), { schema: myVoucherListSchema, query: defined({ cursor }) }),
}))
