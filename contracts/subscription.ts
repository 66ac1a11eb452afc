import { z } from 'zod'
import { orderPaymentSchema } from './shop/orders.ts'
import { paymentMethods } from './shop/order-status.ts'
import { dataScopes, packagePeriods, subscriptionLimits } from './subscription-limits.ts'
import { consentActions, subscriptionStatuses } from './subscription-state.ts'
import { line, requiredLine } from './text.ts'

export { dataScopes, packagePeriods, subscriptionLimits, tierOf, type DataScope, type PackagePeriod } from './subscription-limits.ts'
export { subscriptionStatuses, type SubscriptionStatus } from './subscription-state.ts'

// Subscriptions, memberships and data exchange (docs/product.md#subscriptions, docs/data-model.md §2.8,
// ADR 0030): packages a business user offers, a person's subscriptions to them paid each period by a
// saved card or a PromptPay QR, the membership and vouchers they bring, and what personal data the person
// lets each business receive.

/** The version of the data-exchange notice's text (locales' `subscription:dataExchange.*`); a new version asks again. */
export const DATA_EXCHANGE_NOTICE_VERSION = '2026-11'
/** The one purpose a business receives subscriber data for. */
export const DATA_EXCHANGE_PURPOSE = 'membership'

const businessUserRef = z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() })

const packageVoucherSchema = z.object({ voucherId: z.string(), title: z.string(), quantity: z.number().int() })

export const packageSchema = z
	.object({
		id: z.string(),
		businessUserId: z.string(),
		name: z.string(),
		priceSatang: z.number().int(),
		period: z.enum(packagePeriods),
		benefits: z.array(z.string()),
		tier: z.string().describe('The membership tier a subscriber holds; empty: the package’s name'),
		trialDays: z.number().int(),
		vouchers: z.array(packageVoucherSchema).describe('Given to the subscriber each paid period'),
		active: z.boolean().describe('False: retired, no longer offered (its subscriptions run on)'),
	})
	.meta({ id: 'Package' })
export type Package = z.infer<typeof packageSchema>

/** A package as its business user's staff see it: with its subscribers, and whether its price may still change. */
export const businessPackageSchema = packageSchema
	.extend({ subscribers: z.number().int().describe('Running subscriptions'), inUse: z.boolean().describe('Ever subscribed to: then it is retired, never deleted, and its price, period and trial are fixed') })
	.meta({ id: 'BusinessPackage' })
export type BusinessPackage = z.infer<typeof businessPackageSchema>

export const businessPackageListSchema = z.object({ packages: z.array(businessPackageSchema) }).meta({ id: 'BusinessPackageList' })
export type BusinessPackageList = z.infer<typeof businessPackageListSchema>

export const packageInputSchema = z
	.object({
		name: requiredLine(subscriptionLimits.name),
		priceSatang: z.number().int().min(subscriptionLimits.minPriceSatang).max(subscriptionLimits.maxPriceSatang).describe('฿20 to ฿100,000'),
		period: z.enum(packagePeriods),
		benefits: z.array(requiredLine(subscriptionLimits.benefit)).max(subscriptionLimits.benefits).default([]),
		tier: line(subscriptionLimits.tier).default(''),
		trialDays: z.number().int().min(0).max(subscriptionLimits.trialDays).default(0),
		vouchers: z
			.array(z.object({ voucherId: z.uuid(), quantity: z.number().int().min(1).max(subscriptionLimits.voucherQuantity).default(1) }))
			.max(subscriptionLimits.vouchers)
			.default([])
			.refine((list) => new Set(list.map((v) => v.voucherId)).size === list.length, { message: 'Each voucher once' })
			.describe('The business user’s own vouchers, given each paid period'),
	})
	.meta({ id: 'PackageInput' })
export type PackageInput = z.infer<typeof packageInputSchema>

export const consentSchema = z
	.object({
		action: z.enum(consentActions),
		scopes: z.array(z.enum(dataScopes)).describe('What the business receives now (empty when withdrawn or declined)'),
		noticeVersion: z.string(),
		occurredAt: z.string(),
	})
	.meta({ id: 'Consent' })
export type Consent = z.infer<typeof consentSchema>

export const consentInputSchema = z
	.object({
		decision: z.enum(['allow', 'deny']).describe('"Allow" shares the ticked scopes; "Don’t allow" shares nothing'),
		scopes: z.array(z.enum(dataScopes)).max(dataScopes.length).default([]),
		noticeVersion: z.literal(DATA_EXCHANGE_NOTICE_VERSION).describe('The notice the person was shown'),
		language: z.enum(['en', 'th']),
	})
	.meta({ id: 'ConsentInput' })
export type ConsentInput = z.infer<typeof consentInputSchema>

export const subscriptionInvoiceSchema = z
	.object({
		id: z.string(),
		periodStart: z.string(),
		periodEnd: z.string(),
		amountSatang: z.number().int(),
		status: z.enum(['open', 'paid', 'void']),
		attempts: z.number().int().describe('Card charges tried'),
		nextAttemptAt: z.string().nullable().describe('When the card is tried again'),
		paidAt: z.string().nullable(),
		receiptNumber: z.string().nullable().describe('Paid: the receipt’s number (per business user)'),
		method: z.enum(paymentMethods).nullable().describe('How it was paid'),
	})
	.meta({ id: 'SubscriptionInvoice' })
export type SubscriptionInvoice = z.infer<typeof subscriptionInvoiceSchema>

export const mySubscriptionSchema = z
	.object({
		id: z.string(),
		businessUser: businessUserRef,
		package: packageSchema.pick({ id: true, name: true, priceSatang: true, period: true, tier: true }),
		status: z.enum(subscriptionStatuses),
		paymentMethod: z.enum(paymentMethods),
		currentPeriodStart: z.string(),
		currentPeriodEnd: z.string(),
		accessUntil: z.string().describe('Until when it counts: the period’s end, or a past due’s grace'),
		cancelAtPeriodEnd: z.boolean(),
		endedAt: z.string().nullable(),
		openInvoice: subscriptionInvoiceSchema.nullable().describe('A period to pay (by PromptPay by hand, or the card’s retries)'),
		consent: consentSchema.nullable().describe('What the caller shares with this business user now'),
	})
	.meta({ id: 'MySubscription' })
export type MySubscription = z.infer<typeof mySubscriptionSchema>

export const mySubscriptionListSchema = z.object({ subscriptions: z.array(mySubscriptionSchema) }).meta({ id: 'MySubscriptionList' })
export type MySubscriptionList = z.infer<typeof mySubscriptionListSchema>

/** A business user's offer, for its detail, package and data-exchange pages. */
export const subscriptionOfferSchema = z
	.object({
		businessUser: businessUserRef,
		packages: z.array(packageSchema).describe('Offered now (retired ones left out)'),
		subscription: mySubscriptionSchema.nullable().describe('The caller’s running subscription to it'),
		consent: consentSchema.nullable().describe('The caller’s latest decision; null: never asked (asked before the first subscription)'),
		promptPay: z.boolean().describe('Whether it takes PromptPay (it has a PromptPay ID)'),
		trialUsed: z.array(z.string()).describe('Packages whose trial the caller has had'),
		noticeVersion: z.string(),
	})
	.meta({ id: 'SubscriptionOffer' })
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>

export const subscribeSchema = z
	.object({
		packageId: z.uuid(),
		paymentMethod: z.enum(paymentMethods),
		returnUri: z.url({ protocol: /^https?$/ }).max(2048).describe('Where the gateway’s card page sends the person back when no card is saved'),
	})
	.meta({ id: 'Subscribe' })
export type Subscribe = z.infer<typeof subscribeSchema>

export const subscribedSchema = z
	.object({
		subscription: mySubscriptionSchema,
		next: z
			.enum(['done', 'add_card', 'pay'])
			.describe('done: running (trialing or paid); add_card: send the person to `cardUri`; pay: the first period waits for its payment (`openInvoice`)'),
		cardUri: z.string().nullable(),
	})
	.meta({ id: 'Subscribed' })
export type Subscribed = z.infer<typeof subscribedSchema>

export const savedCardSchema = z
	.object({ brand: z.string(), lastDigits: z.string(), expirationMonth: z.number().int(), expirationYear: z.number().int() })
	.meta({ id: 'SavedCard' })
export type SavedCard = z.infer<typeof savedCardSchema>

export const subscriptionPaymentSchema = z
	.object({
		invoice: subscriptionInvoiceSchema,
		subscriptionId: z.string(),
		businessUser: businessUserRef,
		packageName: z.string(),
	})
	.meta({ id: 'SubscriptionPayment' })
export type SubscriptionPayment = z.infer<typeof subscriptionPaymentSchema>

export const subscriptionAccountSchema = z
	.object({
		card: savedCardSchema.nullable(),
		payments: z.array(subscriptionPaymentSchema).describe('Paid periods, newest first'),
		nextCursor: z.string().nullable(),
	})
	.meta({ id: 'SubscriptionAccount' })
export type SubscriptionAccount = z.infer<typeof subscriptionAccountSchema>

export const addCardSchema = z
	.object({
		returnUri: z.url({ protocol: /^https?$/ }).max(2048),
		subscriptionId: z.uuid().optional().describe('An incomplete subscription to start once the card is saved'),
	})
	.meta({ id: 'AddCard' })
export const cardPageSchema = z.object({ uri: z.string() }).meta({ id: 'CardPage' })
export const cardSavedSchema = z
	.object({ subscriptionId: z.uuid().optional().describe('The incomplete subscription the card was added for: it is started (its first period charged, or its trial begun)') })
	.meta({ id: 'CardSaved' })
export const cardSavedAnswerSchema = z
	.object({ card: savedCardSchema.nullable(), subscription: mySubscriptionSchema.nullable() })
	.meta({ id: 'CardSavedAnswer' })
export type CardSavedAnswer = z.infer<typeof cardSavedAnswerSchema>

/** One period's bill: its invoice, and its PromptPay charge while it waits (as the shop's bill). */
export const subscriptionBillSchema = z
	.object({ payment: subscriptionPaymentSchema, charge: orderPaymentSchema.nullable() })
	.meta({ id: 'SubscriptionBill' })
export type SubscriptionBill = z.infer<typeof subscriptionBillSchema>

export const membershipSchema = z
	.object({
		id: z.string(),
		businessUser: businessUserRef,
		tier: z.string(),
		number: z.string().describe('The member number, as printed on the card'),
		joinedAt: z.string(),
		active: z.boolean().describe('A subscription to the business user counts now'),
		memberCode: z.string().nullable().describe('What the card’s QR code holds: the person’s member code, which staff scan at a counter sale'),
	})
	.meta({ id: 'Membership' })
export type Membership = z.infer<typeof membershipSchema>

export const membershipListSchema = z.object({ memberships: z.array(membershipSchema) }).meta({ id: 'MembershipList' })
export type MembershipList = z.infer<typeof membershipListSchema>

/** A subscriber as the business user sees them: only what they consented to share, from consent until withdrawal. */
export const subscriberSchema = z
	.object({
		subscriptionId: z.string(),
		memberNumber: z.string().nullable(),
		packageName: z.string(),
		tier: z.string(),
		status: z.enum(subscriptionStatuses),
		since: z.string(),
		accessUntil: z.string(),
		shared: z
			.object({ name: z.string().optional(), email: z.string().optional(), phone: z.string().optional(), birthday: z.string().optional() })
			.describe('Only the consented scopes'),
	})
	.meta({ id: 'Subscriber' })
export type Subscriber = z.infer<typeof subscriberSchema>

export const subscriberListSchema = z.object({ subscribers: z.array(subscriberSchema), nextCursor: z.string().nullable() }).meta({ id: 'SubscriberList' })
export type SubscriberList = z.infer<typeof subscriberListSchema>
