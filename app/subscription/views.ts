import { formatBaht, formatDay, TIME_ZONE } from '#app/content/display.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'
import { formatWhen } from '#app/pocket/views.ts'
import type {
	CardSavedAnswer,
	DataScope,
	Membership,
	MySubscription,
	Package,
	PackagePeriod,
	SavedCard,
	SubscriptionBill,
	SubscriptionInvoice,
	SubscriptionOffer,
	SubscriptionPayment,
} from '#contracts/subscription.ts'
import { dataScopes, tierOf } from '#contracts/subscription-limits.ts'
import { dataExchangePath, offerPath, packagePath, subscriptionPayPath, subscriptionReceiptPath } from './paths.ts'

// Subscriptions as their pages show them (docs/product.md#subscriptions), made on the server in the
// page's language: money in baht, days in Thailand's time (the Buddhist era in Thai). Plain values: the
// browser shows the very text the server made, and a component only picks its words.

/** A price and what it pays for: `subscription:price.{period}` says "฿199 / month". */
export const priceView = (priceSatang: number, period: PackagePeriod, language: string) => ({ amount: formatBaht(priceSatang, language), period })
export type PriceView = ReturnType<typeof priceView>

/** A stretch of days: "5 Dec 2026 – 5 Jan 2027" (Thai "5 ธ.ค. 2569 – 5 ม.ค. 2570"). */
export const formatPeriod = (start: string, end: string, language: string) =>
	dateTimeFormat(language, { dateStyle: 'medium', timeZone: TIME_ZONE }).formatRange(new Date(start), new Date(end))

/** A package on offer: its price, benefits, the tier it makes the person, its trial (none when the person had it) and its vouchers. */
export function packageView(pkg: Package, language: string, { trialUsed = [] as readonly string[] } = {}) {
	return {
		id: pkg.id,
		name: pkg.name,
		price: priceView(pkg.priceSatang, pkg.period, language),
		benefits: pkg.benefits,
		tier: tierOf(pkg),
		/** Days free before the first payment; 0 when it has none or the person had its trial. */
		trialDays: trialUsed.includes(pkg.id) ? 0 : pkg.trialDays,
		/** Given each paid period. */
		vouchers: pkg.vouchers.map(({ voucherId, title, quantity }) => ({ id: voucherId, title, quantity })),
		chooseHref: packagePath(pkg.businessUserId, pkg.id),
	}
}
export type PackageView = ReturnType<typeof packageView>

/** A business user's offer: who, its packages, and where the person stands with it. */
export function offerView(offer: SubscriptionOffer, language: string) {
	return {
		businessUser: offer.businessUser,
		packages: offer.packages.map((pkg) => packageView(pkg, language, { trialUsed: offer.trialUsed })),
		/** The person's running subscription to it: then there is nothing to choose (one still waiting for its card may be subscribed again). */
		subscribedTo: offer.subscription && offer.subscription.status !== 'incomplete' ? offer.subscription.package.name : null,
		promptPay: offer.promptPay,
		/** What the person shares with it now. */
		sharing: sharedScopes(offer.consent?.scopes ?? []),
	}
}
export type OfferView = ReturnType<typeof offerView>

/** A subscription's state in words (`subscription:status.*`). */
export type SubscriptionState = 'trial' | 'active' | 'cancelling' | 'pastDue' | 'incomplete' | 'ended'

export function subscriptionState(subscription: Pick<MySubscription, 'status' | 'cancelAtPeriodEnd'>): SubscriptionState {
	switch (subscription.status) {
		case 'trialing':
		case 'active':
			if (subscription.cancelAtPeriodEnd) return 'cancelling'
			return subscription.status === 'trialing' ? 'trial' : 'active'
		case 'past_due':
			return 'pastDue'
		case 'incomplete':
			return 'incomplete'
		default:
			return 'ended'
	}
}

/** A period to pay now (an open invoice): its pay page and amount. */
const openInvoiceView = (invoice: SubscriptionInvoice | null, language: string) =>
	invoice?.status === 'open' ? { href: subscriptionPayPath(invoice.id), amount: formatBaht(invoice.amountSatang, language, { cents: true }), declined: invoice.attempts > 0 } : null

/** One of the person's subscriptions, as /account/subscription lists it. */
export function subscriptionView(subscription: MySubscription, language: string) {
	const state = subscriptionState(subscription)
	const day = (iso: string) => formatDay(iso, language)
	return {
		id: subscription.id,
		businessUser: { id: subscription.businessUser.id, name: subscription.businessUser.name, imageUrl: subscription.businessUser.imageUrl, href: offerPath(subscription.businessUser.id) },
		packageName: subscription.package.name,
		tier: tierOf(subscription.package),
		price: priceView(subscription.package.priceSatang, subscription.package.period, language),
		method: subscription.paymentMethod,
		state,
		/** The day the state's sentence names: the next renewal (the trial's end), the last day of a cancelled one, a past due's grace, the end. */
		day:
			state === 'pastDue'
				? day(subscription.accessUntil)
				: state === 'ended'
					? day(subscription.endedAt ?? subscription.accessUntil)
					: state === 'incomplete'
						? null
						: day(subscription.currentPeriodEnd),
		period: formatPeriod(subscription.currentPeriodStart, subscription.currentPeriodEnd, language),
		pay: openInvoiceView(subscription.openInvoice, language),
		/** Waiting for its card (the gateway's page was left): subscribing again starts afresh. */
		finishHref: state === 'incomplete' && subscription.openInvoice?.status !== 'open' ? packagePath(subscription.businessUser.id, subscription.package.id) : null,
		canCancel: state !== 'ended' && state !== 'cancelling',
		sharing: sharedScopes(subscription.consent?.scopes ?? []),
		changeSharingHref: dataExchangePath(subscription.businessUser.id),
	}
}
export type SubscriptionView = ReturnType<typeof subscriptionView>

/**
 * The list of /account/subscription: running ones first (as the API gives them), without those that never
 * started (their first payment or card never came). What the person shares is per business user, so it is
 * said once, on the first (the running) subscription to each.
 */
export function subscriptionListView(subscriptions: readonly MySubscription[], language: string) {
	const seen = new Set<string>()
	return subscriptions
		.filter((subscription) => subscription.status !== 'incomplete_expired')
		.map((subscription) => {
			const view = subscriptionView(subscription, language)
			const first = !seen.has(view.businessUser.id)
			seen.add(view.businessUser.id)
			return { ...view, showsSharing: first }
		})
}

/** What is shared, in the order the question asks it (`subscription:scopes.*`). */
export const sharedScopes = (scopes: readonly DataScope[]): DataScope[] => dataScopes.filter((scope) => scopes.includes(scope))

/** A membership card: with whom, the tier, the member number, since when and whether it counts now. */
export function membershipView(membership: Membership, language: string) {
	return {
		id: membership.id,
		businessUser: membership.businessUser.name,
		tier: membership.tier,
		number: membership.number,
		joined: formatDay(membership.joinedAt, language),
		active: membership.active,
		memberCode: membership.memberCode,
	}
}
export type MembershipView = ReturnType<typeof membershipView>

/** The saved card: "Visa •••• 4242, expires 12/2030" (`subscription:card.line`). */
export const cardView = (card: SavedCard) => ({ brand: card.brand, lastDigits: card.lastDigits, expires: `${String(card.expirationMonth).padStart(2, '0')}/${card.expirationYear}` })
export type CardView = ReturnType<typeof cardView>

/** A period paid or to pay: whose, which package, which days, how much, when and how it was paid, and its receipt. */
export function periodPaymentView(payment: SubscriptionPayment, language: string) {
	const { invoice } = payment
	return {
		invoiceId: invoice.id,
		businessUser: payment.businessUser.name,
		packageName: payment.packageName,
		period: formatPeriod(invoice.periodStart, invoice.periodEnd, language),
		amount: formatBaht(invoice.amountSatang, language, { cents: true }),
		status: invoice.status,
		paidAt: invoice.paidAt ? formatWhen(invoice.paidAt, language) : null,
		method: invoice.method,
		receiptNumber: invoice.receiptNumber,
		receiptHref: invoice.status === 'paid' ? subscriptionReceiptPath(invoice.id) : null,
	}
}
export type PeriodPaymentView = ReturnType<typeof periodPaymentView>

/** The pay page's bill: the period, and whether a card was declined on it. */
export function billView(bill: SubscriptionBill, language: string) {
	return { ...periodPaymentView(bill.payment, language), declined: bill.payment.invoice.attempts > 0 && bill.payment.invoice.status === 'open' }
}

/**
 * Where coming back from the gateway's card page leads (the API's answer to "card saved"): a subscription
 * it started; its first period still to pay (the card declined); or the card saved, or none.
 */
export function cardReturnOutcome(answer: CardSavedAnswer) {
	const { subscription, card } = answer
	if (subscription && (subscription.status === 'trialing' || subscription.status === 'active')) return { kind: 'subscribed', name: subscription.businessUser.name } as const
	if (subscription?.openInvoice?.status === 'open') return { kind: 'pay', invoiceId: subscription.openInvoice.id, declined: subscription.openInvoice.attempts > 0 } as const
	return card ? ({ kind: 'saved' } as const) : ({ kind: 'noCard' } as const)
}
