import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessUserNumbers, subscriptionInvoices, subscriptionPayments, subscriptions } from '#api/db/schema.ts'
import { businessUserMembers } from '#api/db/schema.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import type { Somebody } from '#api/testing/harness.ts'
import { ok } from '#api/testing/ok.ts'
import { useTestGateway } from '#api/testing/payment-gateway.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { Me } from '#contracts/me.ts'
import type { BusinessVoucher, MyVoucherList } from '#contracts/pocket.ts'
import type {
	BusinessPackage,
	BusinessPackageList,
	CardSavedAnswer,
	Consent,
	MembershipList,
	MySubscription,
	MySubscriptionList,
	Subscribed,
	SubscriberList,
	SubscriptionAccount,
	SubscriptionBill,
	SubscriptionOffer,
} from '#contracts/subscription.ts'
import { DATA_EXCHANGE_NOTICE_VERSION } from '#contracts/subscription.ts'
import { addDays, addHours } from './periods.ts'
import { applySubscriptionCharge } from './billing.ts'
import { runRenewals } from './renewals.ts'

// Subscriptions (docs/product.md#subscriptions): packages and who may manage them; the data-exchange
// answer before the first subscription and what the business then sees; subscribing by card (saved on the
// gateway's page) and by PromptPay; the renewal run with a moved clock — renewed, declined and retried,
// past due with its grace, lapsed, cancelled at the period's end, a trial's end — and no period charged
// twice by two replicas running at once.

const payments = useTestGateway()
const api = useHarness({ shop: { gateway: payments.gateway } })
let shop: Awaited<ReturnType<typeof businessUserTeam>>
let voucher: BusinessVoucher
const returnUri = 'http://127.0.0.1:3000/subscription-account'
const run = (now: Date) => runRenewals(api.db, { gateway: payments.gateway }, now)

const packages = () => `/v1/business-users/${shop.id}/packages`
const newPackage = (body: Record<string, unknown>, who: Somebody = shop.owner) =>
	api.call('POST', packages(), { token: who.token, body: { period: 'month', benefits: [], tier: '', trialDays: 0, vouchers: [], ...body } })
const offered = async (body: Record<string, unknown>) => ok<BusinessPackage>(await newPackage(body), 201)
const consent = (who: Somebody, scopes: string[], decision: 'allow' | 'deny' = 'allow') =>
	api.call('PUT', `/v1/me/data-exchange/${shop.id}`, { token: who.token, body: { decision, scopes, noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'en' } })
const subscribeTo = (who: Somebody, packageId: string, paymentMethod: 'card' | 'promptpay' = 'card') =>
	api.call('POST', '/v1/me/subscriptions', { token: who.token, body: { packageId, paymentMethod, returnUri }, headers: { 'Idempotency-Key': randomUUID() } })
const mine = async (who: Somebody) => (await ok<MySubscriptionList>(await api.call('GET', '/v1/me/subscriptions', { token: who.token }))).subscriptions
const meOf = async (who: Somebody) => ok<Me>(await api.call('GET', '/v1/me', { token: who.token }))
const chargesOf = async (subscriptionId: string) =>
	api.db
		.select({ status: subscriptionPayments.status, method: subscriptionPayments.method, periodStart: subscriptionInvoices.periodStart })
		.from(subscriptionPayments)
		.innerJoin(subscriptionInvoices, eq(subscriptionInvoices.id, subscriptionPayments.invoiceId))
		.where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
const rowOf = async (subscriptionId: string) => (await api.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0]!

/** A person with a card saved at the gateway (a declining one when asked), as the card page leaves them. */
async function withCard(name: string, { declines = false } = {}) {
	const who = await api.somebody(name)
	const { uri } = await ok<{ uri: string }>(await api.call('POST', '/v1/me/card', { token: who.token, body: { returnUri } }))
	const customerId = new URL(uri).pathname.split('/').find((part) => part.startsWith('cust_'))!
	const customer = await payments.gateway.attachCard(customerId, 'tokn_test_4242')
	if (declines) await payments.testMode().setCardDeclines(customerId, customer.defaultCardId!, true)
	const saved = await ok<CardSavedAnswer>(await api.call('POST', '/v1/me/card/saved', { token: who.token, body: {} }))
	expect(saved.card).toMatchObject({ brand: 'Visa', lastDigits: '4242' })
	return Object.assign(who, { customerId, cardId: customer.defaultCardId! })
}

/** Subscribed by card, the data-exchange question answered first. */
async function subscribed(who: Somebody, packageId: string, scopes: string[] = []) {
	await ok(await consent(who, scopes, scopes.length ? 'allow' : 'deny'))
	return ok<Subscribed>(await subscribeTo(who, packageId), 201)
}

beforeAll(async () => {
	shop = await businessUserTeam(api)
	voucher = await ok<BusinessVoucher>(
		await api.call('POST', `/v1/business-users/${shop.id}/vouchers`, {
			token: shop.owner.token,
			body: { title: 'Free latte', valueSatang: 6000, pointsCost: 0, quantity: null, perPerson: 1, validFrom: new Date().toISOString(), validUntil: addDays(new Date(), 800).toISOString() },
		}),
		201,
	)
	await ok(await api.call('PUT', `/v1/business-users/${shop.id}/business-info`, { token: shop.owner.token, body: { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678' } }))
}, 60_000)

describe('packages', () => {
	test('offered, changed and listed by the owner; a package someone subscribed to keeps its price and is retired, never deleted', async () => {
		const gold = await offered({ name: 'Gold club', priceSatang: 29900, benefits: ['A free coffee a week'], tier: 'Gold', vouchers: [{ voucherId: voucher.id, quantity: 2 }] })
		expect(gold).toMatchObject({ name: 'Gold club', priceSatang: 29900, period: 'month', tier: 'Gold', vouchers: [{ voucherId: voucher.id, title: 'Free latte', quantity: 2 }], active: true, subscribers: 0, inUse: false })
		const changed = await ok<BusinessPackage>(await api.call('PUT', `${packages()}/${gold.id}`, { token: shop.admin.token, body: { name: 'Gold club', priceSatang: 34900, period: 'month', benefits: [], tier: 'Gold', trialDays: 7, vouchers: [] } }))
		expect(changed).toMatchObject({ priceSatang: 34900, trialDays: 7, vouchers: [] })

		const list = await ok<BusinessPackageList>(await api.call('GET', packages(), { token: shop.owner.token }))
		expect(list.packages.map((p) => p.id)).toContain(gold.id)

		// A voucher of another business user, a price under ฿20: refused, nothing made.
		const other = await businessUserTeam(api)
		const theirs = await ok<BusinessVoucher>(
			await api.call('POST', `/v1/business-users/${other.id}/vouchers`, {
				token: other.owner.token,
				body: { title: 'Theirs', valueSatang: 1000, pointsCost: 0, quantity: null, perPerson: 1, validFrom: new Date().toISOString(), validUntil: addDays(new Date(), 30).toISOString() },
			}),
			201,
		)
		expect((await problemOf(await newPackage({ name: 'X', priceSatang: 9900, vouchers: [{ voucherId: theirs.id }] }), 400, 'validation_failed')).errors).toEqual({ vouchers: ['Only this business user’s own vouchers'] })
		await problemOf(await newPackage({ name: 'X', priceSatang: 1900 }), 400, 'validation_failed')

		const person = await withCard('Suda')
		await subscribed(person, gold.id)
		const inUse = await ok<BusinessPackage>(await api.call('GET', `${packages()}/${gold.id}`, { token: shop.owner.token }))
		expect(inUse).toMatchObject({ subscribers: 1, inUse: true })
		await problemOf(await api.call('PUT', `${packages()}/${gold.id}`, { token: shop.owner.token, body: { name: 'Gold club', priceSatang: 19900, period: 'month', benefits: [], tier: 'Gold', trialDays: 7, vouchers: [] } }), 409, 'package_in_use')
		// Its name and benefits may still change.
		await ok(await api.call('PUT', `${packages()}/${gold.id}`, { token: shop.owner.token, body: { name: 'Gold club 2026', priceSatang: 34900, period: 'month', benefits: ['Members’ evenings'], tier: 'Gold', trialDays: 7, vouchers: [] } }))
		await problemOf(await api.call('DELETE', `${packages()}/${gold.id}`, { token: shop.owner.token }), 409, 'package_in_use')
		expect(await ok<BusinessPackage>(await api.call('POST', `${packages()}/${gold.id}/retire`, { token: shop.owner.token }))).toMatchObject({ active: false })
		const offer = await ok<SubscriptionOffer>(await api.call('GET', `/v1/business-users/${shop.id}/subscription-offer`, { token: shop.stranger.token }))
		expect(offer.packages.map((p) => p.id)).not.toContain(gold.id)
		// Its subscription runs on.
		expect((await mine(person))[0]).toMatchObject({ status: 'trialing', package: { id: gold.id } })

		const unused = await offered({ name: 'Unused', priceSatang: 9900 })
		expect((await api.call('DELETE', `${packages()}/${unused.id}`, { token: shop.owner.token })).status).toBe(204)
	})

	test('a stranger gets 404 and a member without the grant 403 on every read and write; with read only, writes are 403', async () => {
		const pkg = await offered({ name: 'Silver', priceSatang: 9900 })
		const body = { name: 'Y', priceSatang: 9900, period: 'month' }
		const calls = (who: Somebody) => [
			api.call('GET', packages(), { token: who.token }),
			api.call('POST', packages(), { token: who.token, body }),
			api.call('GET', `${packages()}/${pkg.id}`, { token: who.token }),
			api.call('PUT', `${packages()}/${pkg.id}`, { token: who.token, body }),
			api.call('POST', `${packages()}/${pkg.id}/retire`, { token: who.token }),
			api.call('DELETE', `${packages()}/${pkg.id}`, { token: who.token }),
			api.call('GET', `/v1/business-users/${shop.id}/subscribers`, { token: who.token }),
		]
		for (const answer of await Promise.all(calls(shop.stranger))) expect(answer.status).toBe(404)
		for (const answer of await Promise.all(calls(shop.member))) expect(answer.status).toBe(403)
		const reader = await api.somebody('Ploy')
		await api.db.insert(businessUserMembers).values({ businessUserId: shop.id, profileId: reader.profileId, isAdmin: false, grants: { subscription: { read: true } }, addedByProfileId: shop.owner.profileId })
		const [list, create, read, update, retire, remove, subscribers] = await Promise.all(calls(reader))
		expect([list!.status, read!.status, subscribers!.status]).toEqual([200, 200, 200])
		expect([create!.status, update!.status, retire!.status, remove!.status]).toEqual([403, 403, 403, 403])
		expect((await ok<BusinessPackage>(await api.call('GET', `${packages()}/${pkg.id}`, { token: shop.owner.token }))).active).toBe(true)
	})
})

describe('data exchange', () => {
	test('asked before the first subscription; the business sees only what is shared, from consent until withdrawal', async () => {
		const pkg = await offered({ name: 'Bronze', priceSatang: 5900 })
		const person = await withCard('Malee')
		await problemOf(await subscribeTo(person, pkg.id), 409, 'consent_needed')
		const granted = await ok<Consent>(await consent(person, ['name', 'email']))
		expect(granted).toMatchObject({ action: 'granted', scopes: ['name', 'email'], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION })
		const { subscription } = await ok<Subscribed>(await subscribeTo(person, pkg.id), 201)
		const seen = async () => (await ok<SubscriberList>(await api.call('GET', `/v1/business-users/${shop.id}/subscribers`, { token: shop.owner.token }))).subscribers.find((s) => s.subscriptionId === subscription.id)!
		expect((await seen()).shared).toEqual({ name: 'Malee Suksai', email: person.email })

		expect(await ok<Consent>(await consent(person, ['email']))).toMatchObject({ action: 'changed', scopes: ['email'] })
		expect((await seen()).shared).toEqual({ email: person.email })
		expect(await ok<Consent>(await api.call('DELETE', `/v1/me/data-exchange/${shop.id}`, { token: person.token }))).toMatchObject({ action: 'withdrawn', scopes: [] })
		expect((await seen()).shared).toEqual({})
		// Stopping does not touch the subscription, and is shown on it.
		expect((await mine(person))[0]).toMatchObject({ status: 'active', consent: { action: 'withdrawn', scopes: [] } })
		// A scope that is not one, and an old notice: 400.
		await problemOf(await api.call('PUT', `/v1/me/data-exchange/${shop.id}`, { token: person.token, body: { decision: 'allow', scopes: ['address'], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'en' } }), 400, 'validation_failed')
		await problemOf(await api.call('PUT', `/v1/me/data-exchange/${shop.id}`, { token: person.token, body: { decision: 'allow', scopes: [], noticeVersion: '2020-01', language: 'en' } }), 400, 'validation_failed')
		await problemOf(await api.call('PUT', `/v1/me/data-exchange/${randomUUID()}`, { token: person.token, body: { decision: 'deny', scopes: [], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'en' } }), 404, 'not_found')
	})
})

describe('subscribing and renewing by card', () => {
	test('no card: the gateway’s page first; then the first period charged, a member with the period’s vouchers, a receipt', async () => {
		const pkg = await offered({ name: 'Coffee club', priceSatang: 19900, tier: 'Club', vouchers: [{ voucherId: voucher.id, quantity: 1 }] })
		const person = await api.somebody('Anan')
		await ok(await consent(person, ['name']))
		const started = await ok<Subscribed>(await subscribeTo(person, pkg.id), 201)
		expect(started).toMatchObject({ next: 'add_card', subscription: { status: 'incomplete' } })
		expect(new URL(started.cardUri!).searchParams.get('return_uri')).toBe(`${returnUri}?subscription=${started.subscription.id}`)
		expect((await meOf(person)).subscription).toMatchObject({ isSubscribed: false, haveCreditCard: false })
		// Trying again (the card page closed): the incomplete one ends and a new one begins.
		const retried = await ok<Subscribed>(await subscribeTo(person, pkg.id), 201)
		expect(retried.next).toBe('add_card')
		expect(await rowOf(started.subscription.id)).toMatchObject({ status: 'incomplete_expired' })
		started.subscription = retried.subscription
		started.cardUri = retried.cardUri

		const customerId = new URL(started.cardUri!).pathname.split('/').find((part) => part.startsWith('cust_'))!
		await payments.gateway.attachCard(customerId, 'tokn_test_4242')
		const saved = await ok<CardSavedAnswer>(await api.call('POST', '/v1/me/card/saved', { token: person.token, body: { subscriptionId: started.subscription.id } }))
		expect(saved.subscription).toMatchObject({ status: 'active', openInvoice: null, cancelAtPeriodEnd: false })
		expect((await meOf(person)).subscription).toMatchObject({ isSubscribed: true, businessUserIds: [shop.id], haveCreditCard: true })
		// A second subscription to the same business user while this one runs: refused.
		await problemOf(await subscribeTo(person, pkg.id), 409, 'already_subscribed')

		const memberships = await ok<MembershipList>(await api.call('GET', '/v1/me/memberships', { token: person.token }))
		expect(memberships.memberships).toMatchObject([{ businessUser: { id: shop.id }, tier: 'Club', active: true }])
		expect(memberships.memberships[0]!.number).toMatch(/^\d{6}$/)
		expect(memberships.memberships[0]!.memberCode).toMatch(/^M[0-9A-Z]{10}$/)
		const vouchers = await ok<MyVoucherList>(await api.call('GET', '/v1/me/subscription-vouchers', { token: person.token }))
		expect(vouchers.vouchers).toMatchObject([{ title: 'Free latte', state: 'ready' }])
		const account = await ok<SubscriptionAccount>(await api.call('GET', '/v1/me/subscription-account', { token: person.token }))
		expect(account.card).toMatchObject({ brand: 'Visa', lastDigits: '4242' })
		expect(account.payments).toMatchObject([{ packageName: 'Coffee club', invoice: { status: 'paid', amountSatang: 19900, method: 'card' } }])
		expect(account.payments[0]!.invoice.receiptNumber).toMatch(/^S-\d{6}$/)
		// Someone else's receipt: 404.
		await problemOf(await api.call('GET', `/v1/me/subscription-invoices/${account.payments[0]!.invoice.id}`, { token: shop.stranger.token }), 404, 'not_found')
	})

	test('renewed at the period’s end once, even by two replicas at once; its vouchers again; cancelled, it ends at the period’s end', async () => {
		const pkg = await offered({ name: 'Renewing', priceSatang: 15900, vouchers: [{ voucherId: voucher.id, quantity: 1 }] })
		const person = await withCard('Boon')
		const { subscription } = await subscribed(person, pkg.id)
		expect(subscription.status).toBe('active')
		const end = new Date(subscription.currentPeriodEnd)

		// Before the end: nothing. At the end, two replicas at once: one charge.
		await run(addHours(end, -1))
		expect(await chargesOf(subscription.id)).toHaveLength(1)
		await Promise.all([run(addHours(end, 0.01)), run(addHours(end, 0.01))])
		await run(addHours(end, 0.02))
		const charges = await chargesOf(subscription.id)
		expect(charges).toHaveLength(2)
		expect(charges.every((c) => c.status === 'successful')).toBe(true)
		const renewed = (await mine(person)).find((s) => s.id === subscription.id)!
		expect(renewed.status).toBe('active')
		expect(new Date(renewed.currentPeriodStart).getTime()).toBe(end.getTime())
		expect(new Date(renewed.currentPeriodEnd).getTime()).toBeGreaterThan(addDays(end, 27).getTime())
		expect((await ok<MyVoucherList>(await api.call('GET', '/v1/me/subscription-vouchers', { token: person.token }))).vouchers).toHaveLength(2)

		// Cancelled: runs to its period's end, then ends; nothing more is charged.
		expect(await ok<MySubscription>(await api.call('POST', `/v1/me/subscriptions/${subscription.id}/cancel`, { token: person.token }))).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
		const newEnd = new Date(renewed.currentPeriodEnd)
		await run(addHours(newEnd, 0.5))
		await run(addHours(newEnd, 2))
		expect(await rowOf(subscription.id)).toMatchObject({ status: 'cancelled', renewAt: null })
		expect(await chargesOf(subscription.id)).toHaveLength(2)
		// Someone else cannot cancel it (404), and a second cancel changes nothing.
		await problemOf(await api.call('POST', `/v1/me/subscriptions/${subscription.id}/cancel`, { token: shop.stranger.token }), 404, 'not_found')
	})

	test('declined: past due with its grace, retried on the retry days, paid by PromptPay by hand; or lapsed at the grace’s end', async () => {
		const pkg = await offered({ name: 'Declining', priceSatang: 12900 })
		const person = await withCard('Chai')
		const { subscription } = await subscribed(person, pkg.id)
		const end = new Date(subscription.currentPeriodEnd)
		await payments.testMode().setCardDeclines(person.customerId, person.cardId, true)

		await run(addHours(end, 0.01))
		const pastDue = (await mine(person))[0]!
		expect(pastDue).toMatchObject({ status: 'past_due', openInvoice: { status: 'open', attempts: 1 } })
		expect(new Date(pastDue.accessUntil).getTime()).toBe(addDays(end, 7).getTime())
		expect(new Date(pastDue.openInvoice!.nextAttemptAt!).getTime()).toBe(addDays(end, 1).getTime())
		// Still counts through the grace.
		expect((await meOf(person)).subscription.isSubscribed).toBe(true)

		// Retried on day 1 and day 3: declined again.
		await run(addDays(end, 1.01))
		await run(addDays(end, 3.01))
		expect((await mine(person))[0]!.openInvoice).toMatchObject({ attempts: 3 })
		expect((await chargesOf(subscription.id)).filter((c) => c.status === 'failed')).toHaveLength(3)

		// Paid by hand by PromptPay: active again for the new period.
		const bill = await ok<SubscriptionBill>(await api.call('POST', `/v1/me/subscription-invoices/${pastDue.openInvoice!.id}/promptpay`, { token: person.token }))
		expect(bill.charge).toMatchObject({ method: 'promptpay', status: 'pending', amountSatang: 12900 })
		expect(bill.charge!.promptPay!.payload).toContain('5802TH')
		const settled = await payments.testMode().markPaid(bill.charge!.chargeId)
		// The gateway's word arriving three times at once (its webhook replayed, "Check payment" read back): the period is paid once.
		await Promise.all([1, 2, 3].map(() => applySubscriptionCharge(api.db, { gateway: payments.gateway }, settled)))
		const paid = await ok<SubscriptionBill>(await api.call('GET', `/v1/me/subscription-invoices/${pastDue.openInvoice!.id}`, { token: person.token }))
		expect(paid.payment.invoice).toMatchObject({ status: 'paid', method: 'promptpay' })
		const receipts = await api.db.select({ number: subscriptionInvoices.receiptNumber }).from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, subscription.id))
		expect(receipts.filter((r) => r.number !== null)).toHaveLength(2)
		// No receipt number was taken for a replay: the business user's numbers are exactly its paid periods.
		const [{ paidPeriods }] = (await api.db
			.select({ paidPeriods: sql<number>`count(*)::int` })
			.from(subscriptionInvoices)
			.innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
			.where(and(eq(subscriptions.businessUserId, shop.id), eq(subscriptionInvoices.status, 'paid')))) as [{ paidPeriods: number }]
		const [numbers] = await api.db.select().from(businessUserNumbers).where(and(eq(businessUserNumbers.businessUserId, shop.id), eq(businessUserNumbers.kind, 'subscription_receipt')))
		expect(numbers!.lastNumber).toBe(paidPeriods)
		expect((await mine(person))[0]).toMatchObject({ status: 'active', openInvoice: null })
		// The retry day passes: nothing charged for a paid period.
		const before = (await chargesOf(subscription.id)).length
		await run(addDays(end, 5.01))
		expect(await chargesOf(subscription.id)).toHaveLength(before)

		// Another person never pays: lapsed at the grace's end, and no longer counts.
		const other = await withCard('Dara', { declines: true })
		const lapsing = await subscribed(other, pkg.id)
		expect(lapsing).toMatchObject({ next: 'pay', subscription: { status: 'incomplete', openInvoice: { attempts: 1 } } })
		await payments.testMode().setCardDeclines(other.customerId, other.cardId, false)
		await ok(await api.call('POST', '/v1/me/card/saved', { token: other.token, body: { subscriptionId: lapsing.subscription.id } }))
		const active = (await mine(other))[0]!
		expect(active.status).toBe('active')
		await payments.testMode().setCardDeclines(other.customerId, other.cardId, true)
		const otherEnd = new Date(active.currentPeriodEnd)
		for (const day of [0.01, 1.01, 3.01, 5.01]) await run(addDays(otherEnd, day))
		expect((await mine(other))[0]).toMatchObject({ status: 'past_due', openInvoice: { attempts: 4, nextAttemptAt: null } })
		// A card saved again while past due is tried at the run's next turn (here: it still declines).
		await ok(await api.call('POST', '/v1/me/card/saved', { token: other.token, body: {} }))
		const [retry] = await api.db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, active.id), eq(subscriptionInvoices.status, 'open')))
		expect(retry!.nextAttemptAt).not.toBeNull()
		await run(addDays(otherEnd, 7.01))
		expect((await mine(other))[0]).toMatchObject({ status: 'lapsed', openInvoice: null })
		expect((await meOf(other)).subscription.isSubscribed).toBe(false)
	})

	test('a trial: no charge until it ends, then the card; one trial a package', async () => {
		const pkg = await offered({ name: 'Trial club', priceSatang: 9900, trialDays: 14 })
		const person = await withCard('Kit')
		const { subscription, next } = await subscribed(person, pkg.id)
		expect(next).toBe('done')
		expect(subscription.status).toBe('trialing')
		expect(new Date(subscription.currentPeriodEnd).getTime() - new Date(subscription.currentPeriodStart).getTime()).toBe(14 * 24 * 3600_000)
		expect(await chargesOf(subscription.id)).toHaveLength(0)
		expect((await ok<MembershipList>(await api.call('GET', '/v1/me/memberships', { token: person.token }))).memberships).toHaveLength(1)
		await run(addHours(new Date(subscription.currentPeriodEnd), 0.01))
		expect((await mine(person))[0]).toMatchObject({ status: 'active' })
		expect(await chargesOf(subscription.id)).toHaveLength(1)

		// Cancelled and subscribed again: no second trial.
		await ok(await api.call('POST', `/v1/me/subscriptions/${subscription.id}/cancel`, { token: person.token }))
		await api.db.update(subscriptions).set({ status: 'cancelled', endedAt: new Date(), renewAt: null }).where(eq(subscriptions.id, subscription.id))
		const again = await ok<Subscribed>(await subscribeTo(person, pkg.id), 201)
		expect(again.subscription.status).toBe('active')
	})
})

describe('subscribing by PromptPay', () => {
	test('the first period paid by QR; the next one’s invoice opens three days early, unpaid at the end it is past due', async () => {
		const pkg = await offered({ name: 'QR club', priceSatang: 8900 })
		const person = await api.somebody('Nok')
		await ok(await consent(person, [], 'deny'))
		const started = await ok<Subscribed>(await subscribeTo(person, pkg.id, 'promptpay'), 201)
		expect(started).toMatchObject({ next: 'pay', subscription: { status: 'incomplete', paymentMethod: 'promptpay', openInvoice: { amountSatang: 8900, attempts: 0 } } })
		const invoiceId = started.subscription.openInvoice!.id
		const bill = await ok<SubscriptionBill>(await api.call('POST', `/v1/me/subscription-invoices/${invoiceId}/promptpay`, { token: person.token }))
		// Opened again: the same charge.
		const again = await ok<SubscriptionBill>(await api.call('POST', `/v1/me/subscription-invoices/${invoiceId}/promptpay`, { token: person.token }))
		expect(again.charge!.chargeId).toBe(bill.charge!.chargeId)
		await payments.testMode().markPaid(bill.charge!.chargeId)
		await ok(await api.call('GET', `/v1/me/subscription-invoices/${invoiceId}`, { token: person.token }))
		const active = (await mine(person))[0]!
		expect(active).toMatchObject({ status: 'active', openInvoice: null })
		await problemOf(await api.call('POST', `/v1/me/subscription-invoices/${invoiceId}/promptpay`, { token: person.token }), 409, 'conflict')

		const end = new Date(active.currentPeriodEnd)
		await run(addDays(end, -4))
		expect((await mine(person))[0]!.openInvoice).toBeNull()
		await run(addDays(end, -3))
		expect((await mine(person))[0]).toMatchObject({ status: 'active', openInvoice: { status: 'open', attempts: 0 } })
		await run(addHours(end, 0.01))
		expect((await mine(person))[0]).toMatchObject({ status: 'past_due' })
		// Nothing was charged by itself.
		expect((await chargesOf(active.id)).filter((c) => c.method === 'card')).toHaveLength(0)
	})

	test('a first payment that never comes ends the subscription after a day; a business without PromptPay refuses it', async () => {
		const pkg = await offered({ name: 'Never paid', priceSatang: 8900 })
		const person = await api.somebody('Fah')
		await ok(await consent(person, ['phone']))
		const started = await ok<Subscribed>(await subscribeTo(person, pkg.id, 'promptpay'), 201)
		await run(addHours(new Date(), 24))
		expect(await rowOf(started.subscription.id)).toMatchObject({ status: 'incomplete_expired' })
		const [invoice] = await api.db.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, started.subscription.id)))
		expect(invoice!.status).toBe('void')

		const plain = await businessUserTeam(api)
		const theirs = await ok<BusinessPackage>(await api.call('POST', `/v1/business-users/${plain.id}/packages`, { token: plain.owner.token, body: { name: 'Card only', priceSatang: 5000, period: 'year' } }), 201)
		await ok(await api.call('PUT', `/v1/me/data-exchange/${plain.id}`, { token: person.token, body: { decision: 'deny', scopes: [], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'th' } }))
		await problemOf(await subscribeTo(person, theirs.id, 'promptpay'), 400, 'promptpay_unavailable')
		const [{ n }] = (await api.db.select({ n: sql<number>`count(*)::int` }).from(subscriptions).where(eq(subscriptions.packageId, theirs.id))) as [{ n: number }]
		expect(n).toBe(0)

		// An archived business user's offer is gone for everyone: its page, subscribing and the data-exchange answer.
		expect((await api.call('POST', `/v1/business-users/${plain.id}/archive`, { token: plain.owner.token })).status).toBe(204)
		await problemOf(await api.call('GET', `/v1/business-users/${plain.id}/subscription-offer`, { token: person.token }), 404, 'not_found')
		await problemOf(await subscribeTo(person, theirs.id, 'card'), 404, 'not_found')
		await problemOf(await api.call('PUT', `/v1/me/data-exchange/${plain.id}`, { token: person.token, body: { decision: 'deny', scopes: [], noticeVersion: DATA_EXCHANGE_NOTICE_VERSION, language: 'th' } }), 404, 'not_found')
	})
})
