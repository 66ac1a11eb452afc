import { describe, expect, test } from 'vitest'
import { type MySubscription, type Package, type SubscriptionInvoice, type SubscriptionOffer } from '#contracts/subscription.ts'
import { offerPath, packagePath, subscriptionPayPath, subscriptionReceiptPath, subscriptionVoucherPath, subscriptionVouchersPath, dataExchangePath } from './paths.ts'
import {
	cardReturnOutcome,
	cardView,
	membershipView,
	offerView,
	packageView,
	periodPaymentView,
	sharedScopes,
	subscriptionListView,
	subscriptionState,
	subscriptionView,
} from './views.ts'

// Subscriptions as their pages show them: prices per period in baht, days in Thailand's time (the
// Buddhist era in Thai), a subscription's state in words with the day that matters to it, what is
// shared in the question's order, and where coming back from the card page leads.

const shop = { id: '22222222-2222-4222-8222-222222222222', name: 'Robtua Demo Shop', imageUrl: null }
const cafe = { id: '55555555-5555-4555-8555-555555555555', name: 'Cafe', imageUrl: null }

const pkg = (overrides: Partial<Package> = {}): Package => ({
	id: '11111111-1111-4111-8111-111111111111',
	businessUserId: shop.id,
	name: 'Coffee Club',
	priceSatang: 19_900,
	period: 'month',
	benefits: ['One free coffee a week'],
	tier: 'Club member',
	trialDays: 14,
	vouchers: [{ voucherId: '44444444-4444-4444-8444-444444444444', title: 'Free latte', quantity: 2 }],
	active: true,
	...overrides,
})

const invoice = (overrides: Partial<SubscriptionInvoice> = {}): SubscriptionInvoice => ({
	id: '66666666-6666-4666-8666-666666666666',
	periodStart: '2026-12-04T17:30:00Z',
	periodEnd: '2027-01-04T17:30:00Z',
	amountSatang: 19_900,
	status: 'open',
	attempts: 0,
	nextAttemptAt: null,
	paidAt: null,
	receiptNumber: null,
	method: null,
	...overrides,
})

const subscription = (overrides: Partial<MySubscription> = {}): MySubscription => ({
	id: '77777777-7777-4777-8777-777777777777',
	businessUser: shop,
	package: { id: pkg().id, name: 'Coffee Club', priceSatang: 19_900, period: 'month', tier: '' },
	status: 'active',
	paymentMethod: 'card',
	currentPeriodStart: '2026-12-04T17:30:00Z',
	currentPeriodEnd: '2027-01-04T17:30:00Z',
	accessUntil: '2027-01-04T17:30:00Z',
	cancelAtPeriodEnd: false,
	endedAt: null,
	openInvoice: null,
	consent: null,
	...overrides,
})

describe('packages', () => {
	test('a package: its price per period in baht, its tier (else its name), its trial and vouchers, and where Choose leads', () => {
		expect(packageView(pkg(), 'en')).toEqual({
			id: pkg().id,
			name: 'Coffee Club',
			price: { amount: '฿199', period: 'month' },
			benefits: ['One free coffee a week'],
			tier: 'Club member',
			trialDays: 14,
			vouchers: [{ id: '44444444-4444-4444-8444-444444444444', title: 'Free latte', quantity: 2 }],
			chooseHref: `/account/subscription/business-user/${shop.id}/package?package=${pkg().id}`,
		})
		expect(packageView(pkg({ tier: '', priceSatang: 199_050, period: 'year' }), 'th')).toMatchObject({ tier: 'Coffee Club', price: { amount: '฿1,990.50', period: 'year' } })
	})

	test('a trial the person had is not offered again', () => {
		expect(packageView(pkg(), 'en', { trialUsed: [pkg().id] }).trialDays).toBe(0)
	})

	test('an offer: the packages, the running subscription, PromptPay and what is shared now', () => {
		const offer: SubscriptionOffer = {
			businessUser: shop,
			packages: [pkg()],
			subscription: null,
			consent: { action: 'granted', scopes: ['email', 'name'], noticeVersion: '2026-11', occurredAt: '2026-12-01T00:00:00Z' },
			promptPay: false,
			trialUsed: [pkg().id],
			noticeVersion: '2026-11',
		}
		expect(offerView(offer, 'en')).toMatchObject({ businessUser: shop, subscribedTo: null, promptPay: false, sharing: ['name', 'email'], packages: [{ trialDays: 0 }] })
		expect(offerView({ ...offer, subscription: subscription(), consent: null }, 'en')).toMatchObject({ subscribedTo: 'Coffee Club', sharing: [] })
		// One still waiting for its card is subscribed to again.
		expect(offerView({ ...offer, subscription: subscription({ status: 'incomplete' }) }, 'en').subscribedTo).toBeNull()
	})
})

describe('subscriptions', () => {
	test('each state in words, a cancelled running one apart', () => {
		expect(subscriptionState({ status: 'trialing', cancelAtPeriodEnd: false })).toBe('trial')
		expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: false })).toBe('active')
		expect(subscriptionState({ status: 'active', cancelAtPeriodEnd: true })).toBe('cancelling')
		expect(subscriptionState({ status: 'trialing', cancelAtPeriodEnd: true })).toBe('cancelling')
		expect(subscriptionState({ status: 'past_due', cancelAtPeriodEnd: false })).toBe('pastDue')
		expect(subscriptionState({ status: 'incomplete', cancelAtPeriodEnd: false })).toBe('incomplete')
		for (const status of ['incomplete_expired', 'cancelled', 'lapsed'] as const) expect(subscriptionState({ status, cancelAtPeriodEnd: false })).toBe('ended')
	})

	test('a running one: its next renewal (Buddhist era in Thai), its price, and it may be cancelled', () => {
		const view = subscriptionView(subscription(), 'en')
		expect(view).toMatchObject({ state: 'active', day: 'Jan 5, 2027', tier: 'Coffee Club', price: { amount: '฿199', period: 'month' }, pay: null, canCancel: true, sharing: [] })
		expect(view.businessUser.href).toBe(offerPath(shop.id))
		expect(view.changeSharingHref).toBe(dataExchangePath(shop.id))
		expect(subscriptionView(subscription(), 'th').day).toBe('5 ม.ค. 2570')
	})

	test('past due: the grace’s last day, and the period to pay now (a declined card said)', () => {
		const view = subscriptionView(subscription({ status: 'past_due', accessUntil: '2027-01-11T17:30:00Z', openInvoice: invoice({ attempts: 2 }) }), 'en')
		expect(view).toMatchObject({ state: 'pastDue', day: 'Jan 12, 2027', canCancel: true, pay: { href: subscriptionPayPath(invoice().id), amount: '฿199.00', declined: true } })
	})

	test('waiting for its card (the gateway’s page left): finished from its package; waiting for a payment: paid', () => {
		expect(subscriptionView(subscription({ status: 'incomplete' }), 'en')).toMatchObject({ finishHref: packagePath(shop.id, pkg().id), pay: null })
		expect(subscriptionView(subscription({ status: 'incomplete', openInvoice: invoice() }), 'en')).toMatchObject({ finishHref: null, pay: { declined: false } })
		expect(subscriptionView(subscription(), 'en').finishHref).toBeNull()
	})

	test('cancelled at the period’s end: its last day, and nothing more to cancel; ended: the day it ended', () => {
		expect(subscriptionView(subscription({ cancelAtPeriodEnd: true }), 'en')).toMatchObject({ state: 'cancelling', day: 'Jan 5, 2027', canCancel: false })
		expect(subscriptionView(subscription({ status: 'cancelled', endedAt: '2026-12-20T03:00:00Z' }), 'en')).toMatchObject({ state: 'ended', day: 'Dec 20, 2026', canCancel: false })
		expect(subscriptionView(subscription({ status: 'incomplete', openInvoice: invoice({ status: 'void' }) }), 'en')).toMatchObject({ state: 'incomplete', day: null, pay: null, canCancel: true })
	})

	test('what is shared, in the question’s order; said once per business user, on its first (running) line; one that never started is not listed', () => {
		const consent = { action: 'granted' as const, scopes: ['birthday', 'name'] as const, noticeVersion: '2026-11', occurredAt: '2026-12-01T00:00:00Z' }
		const list = subscriptionListView(
			[
				subscription({ consent: { ...consent, scopes: [...consent.scopes] } }),
				subscription({ id: '88888888-8888-4888-8888-888888888888', status: 'cancelled', endedAt: '2026-11-01T00:00:00Z' }),
				subscription({ id: '99999999-9999-4999-8999-999999999999', businessUser: cafe }),
				subscription({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', businessUser: cafe, status: 'incomplete_expired', endedAt: '2026-11-01T00:00:00Z' }),
			],
			'en',
		)
		expect(list.map((line) => [line.showsSharing, line.sharing])).toEqual([
			[true, ['name', 'birthday']],
			[false, []],
			[true, []],
		])
	})

	test('what is shared is said in the order the question asks it', () => {
		expect(sharedScopes(['phone', 'email', 'name'])).toEqual(['name', 'email', 'phone'])
	})
})

describe('memberships, the card and payments', () => {
	test('a membership: its tier, number, since when (Buddhist era in Thai) and whether it counts', () => {
		const membership = { id: 'm1', businessUser: shop, tier: 'Club member', number: '000001', joinedAt: '2026-12-04T17:30:00Z', active: true, memberCode: 'M0123456789' }
		expect(membershipView(membership, 'en')).toEqual({ id: 'm1', businessUser: 'Robtua Demo Shop', tier: 'Club member', number: '000001', joined: 'Dec 5, 2026', active: true, memberCode: 'M0123456789' })
		expect(membershipView(membership, 'th').joined).toBe('5 ธ.ค. 2569')
	})

	test('the card: its brand, last digits and expiry as printed', () => {
		expect(cardView({ brand: 'Visa', lastDigits: '4242', expirationMonth: 2, expirationYear: 2030 })).toEqual({ brand: 'Visa', lastDigits: '4242', expires: '02/2030' })
	})

	test('a paid period: whose, its days, amount to the satang, when and how it was paid, and its receipt', () => {
		const paid = invoice({ status: 'paid', paidAt: '2026-12-04T18:00:00Z', receiptNumber: 'S-000001', method: 'card', attempts: 1 })
		const view = periodPaymentView({ invoice: paid, subscriptionId: subscription().id, businessUser: shop, packageName: 'Coffee Club' }, 'en')
		expect(view).toMatchObject({ businessUser: 'Robtua Demo Shop', packageName: 'Coffee Club', amount: '฿199.00', paidAt: 'Dec 5, 2026, 01:00', method: 'card', receiptNumber: 'S-000001', receiptHref: subscriptionReceiptPath(paid.id) })
		expect(view.period).toMatch(/^Dec 5, 2026\s–\sJan 5, 2027$/)
		expect(periodPaymentView({ invoice: invoice(), subscriptionId: subscription().id, businessUser: shop, packageName: 'Coffee Club' }, 'th')).toMatchObject({ receiptHref: null, paidAt: null })
	})
})

describe('back from the card page', () => {
	const saved = { card: { brand: 'Visa', lastDigits: '4242', expirationMonth: 12, expirationYear: 2030 } }
	test('a subscription started (trial or paid) goes to the subscriptions', () => {
		expect(cardReturnOutcome({ ...saved, subscription: subscription() })).toEqual({ kind: 'subscribed', name: 'Robtua Demo Shop' })
		expect(cardReturnOutcome({ ...saved, subscription: subscription({ status: 'trialing' }) })).toMatchObject({ kind: 'subscribed' })
	})

	test('a first period still to pay goes to its pay page, said declined when the card was tried', () => {
		expect(cardReturnOutcome({ ...saved, subscription: subscription({ status: 'incomplete', openInvoice: invoice({ attempts: 1 }) }) })).toEqual({ kind: 'pay', invoiceId: invoice().id, declined: true })
		expect(cardReturnOutcome({ card: null, subscription: subscription({ status: 'incomplete', paymentMethod: 'promptpay', openInvoice: invoice() }) })).toMatchObject({ kind: 'pay', declined: false })
	})

	test('with no subscription: the card saved, or none', () => {
		expect(cardReturnOutcome({ ...saved, subscription: null })).toEqual({ kind: 'saved' })
		expect(cardReturnOutcome({ card: null, subscription: null })).toEqual({ kind: 'noCard' })
		expect(cardReturnOutcome({ card: null, subscription: subscription({ status: 'incomplete' }) })).toEqual({ kind: 'noCard' })
	})
})

describe('addresses', () => {
	test('each page’s own, the package as a query', () => {
		expect(packagePath(shop.id, pkg().id)).toBe(`/account/subscription/business-user/${shop.id}/package?package=${pkg().id}`)
		expect(dataExchangePath(shop.id, pkg().id)).toBe(`/account/subscription/business-user/${shop.id}/data-exchange?package=${pkg().id}`)
		expect(dataExchangePath(shop.id)).toBe(`/account/subscription/business-user/${shop.id}/data-exchange`)
		expect(subscriptionVouchersPath('abc_-1')).toBe('/account/subscription/voucher?cursor=abc_-1')
		expect(subscriptionVoucherPath('v1')).toBe('/account/subscription/voucher/v1')
	})
})
