import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { accountPoints, businessInfo, businessUsers, memberships, packages, savedCards, subscriptionInvoices, subscriptionPayments, subscriptions } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { jsonCursor, pageOf } from '#api/db/paging.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { atGateway, paymentsUnavailable, paymentView } from '#api/payments/index.ts'
import { listMyVouchers } from '#api/pocket/index.ts'
import { countingSubscriptionStatuses, runningSubscriptionStatuses } from '#contracts/subscription-state.ts'
import {
	DATA_EXCHANGE_NOTICE_VERSION,
	subscriptionLimits,
	tierOf,
	type CardSavedAnswer,
	type MembershipList,
	type MySubscription,
	type MySubscriptionList,
	type SavedCard,
	type Subscribe,
	type Subscribed,
	type SubscriptionAccount,
	type SubscriptionBill,
	type SubscriptionInvoice,
	type SubscriptionOffer,
	type SubscriptionPayment,
} from '#contracts/subscription.ts'
import { z } from 'zod'
import { applySubscriptionCharge, chargeAttempt, claimDueAttempts, endSubscription, invoicePayments, makeMember, openInvoice, voidOpenInvoices, type InvoiceRow, type SubscriptionPayments } from './billing.ts'
import { currentConsent, currentConsents, memberNumberText } from './consent.ts'
import { packagesWithVouchers, subscribableBusinessUser } from './packages.ts'
import { addDays, addHours, periodEnd, renewalOpensAt } from './periods.ts'

// A person's subscriptions (docs/product.md#subscriptions): a business user's offer, subscribing (after
// the data-exchange question), the card kept at the gateway, cancelling, and what the person sees of
// their subscriptions, memberships, vouchers and payments. The money is billing.ts's.

const PROMPTPAY_MINUTES = 30

const businessUserRef = { id: businessUsers.id, name: businessUsers.name, imageUrl: businessUsers.imageUrl }

/** A subscription with what the person's pages show of it. */
const mySubscriptionColumns = {
	subscription: subscriptions,
	businessUser: businessUserRef,
	package: { id: packages.id, name: packages.name, priceSatang: packages.priceSatang, period: packages.period, tier: packages.tier },
}

function selectMySubscriptions(db: Database | Tx) {
	return db
		.select(mySubscriptionColumns)
		.from(subscriptions)
		.innerJoin(packages, eq(packages.id, subscriptions.packageId))
		.innerJoin(businessUsers, eq(businessUsers.id, subscriptions.businessUserId))
		.$dynamic()
}

type MySubscriptionRow = Awaited<ReturnType<ReturnType<typeof selectMySubscriptions>['execute']>>[number]

export function invoiceView(invoice: InvoiceRow, method: 'card' | 'promptpay' | null): SubscriptionInvoice {
	return {
		id: invoice.id,
		periodStart: invoice.periodStart.toISOString(),
		periodEnd: invoice.periodEnd.toISOString(),
		amountSatang: Number(invoice.amountSatang),
		status: invoice.status,
		attempts: invoice.attempts,
		// A claimed attempt's lease is not a time to show.
		nextAttemptAt: invoice.status === 'open' && invoice.attempts > 0 ? (invoice.nextAttemptAt?.toISOString() ?? null) : null,
		paidAt: invoice.paidAt?.toISOString() ?? null,
		receiptNumber: invoice.receiptNumber === null ? null : `S-${String(invoice.receiptNumber).padStart(6, '0')}`,
		method,
	}
}

async function mySubscriptionViews(db: Database | Tx, profileId: string, rows: MySubscriptionRow[]): Promise<MySubscription[]> {
	const ids = rows.map((row) => row.subscription.id)
	const [open, consents] = await Promise.all([
		ids.length ? db.select().from(subscriptionInvoices).where(and(inArray(subscriptionInvoices.subscriptionId, ids), eq(subscriptionInvoices.status, 'open'))) : [],
		currentConsents(db, profileId, [...new Set(rows.map((row) => row.businessUser.id))]),
	])
	return rows.map(({ subscription: sub, businessUser, package: pkg }) => {
		const invoice = open.filter((i) => i.subscriptionId === sub.id).sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime())[0]
		return {
			id: sub.id,
			businessUser,
			package: { ...pkg, priceSatang: Number(pkg.priceSatang) },
			status: sub.status,
			paymentMethod: sub.paymentMethod,
			currentPeriodStart: sub.currentPeriodStart.toISOString(),
			currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
			accessUntil: sub.accessUntil.toISOString(),
			cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
			endedAt: sub.endedAt?.toISOString() ?? null,
			openInvoice: invoice ? invoiceView(invoice, null) : null,
			consent: consents.get(businessUser.id) ?? null,
		}
	})
}

/** One of the caller's subscriptions as their pages show it, or a 404. */
export async function readMySubscription(db: Database | Tx, profileId: string, subscriptionId: string): Promise<MySubscription> {
	if (!isUuid(subscriptionId)) throw notFound('No such subscription')
	const rows = await selectMySubscriptions(db).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.subscriberProfileId, profileId)))
	if (!rows.length) throw notFound('No such subscription')
	return (await mySubscriptionViews(db, profileId, rows))[0]!
}

/** Running ones first (their renewal soonest first), then ended ones, newest first. */
export async function listMySubscriptions(db: Database, profileId: string): Promise<MySubscriptionList> {
	const rows = await selectMySubscriptions(db)
		.where(eq(subscriptions.subscriberProfileId, profileId))
		.orderBy(sql`${subscriptions.endedAt} is not null`, sql`case when ${subscriptions.endedAt} is null then ${subscriptions.currentPeriodEnd} end`, desc(subscriptions.createdAt))
		.limit(100)
	return { subscriptions: await mySubscriptionViews(db, profileId, rows) }
}

async function promptPayIdOf(db: Database | Tx, businessUserId: string) {
	const [row] = await db.select({ promptPayId: businessInfo.promptPayId }).from(businessInfo).where(eq(businessInfo.ownerBusinessUserId, businessUserId))
	return row?.promptPayId ?? null
}

/** Whether the person may have the package's trial: its first subscription to that package. */
async function trialAllowed(db: Database | Tx, profileId: string, packageId: string, exceptSubscriptionId?: string) {
	const [earlier] = await db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(eq(subscriptions.subscriberProfileId, profileId), eq(subscriptions.packageId, packageId), exceptSubscriptionId ? ne(subscriptions.id, exceptSubscriptionId) : undefined))
		.limit(1)
	return !earlier
}

/** A business user's offer: its packages, the caller's subscription to it, their data-exchange answer. */
export async function readOffer(db: Database, profileId: string, businessUserId: string): Promise<SubscriptionOffer> {
	const businessUser = await subscribableBusinessUser(db, businessUserId)
	const [offered, running, consent, promptPayId, used] = await Promise.all([
		db.select().from(packages).where(and(eq(packages.businessUserId, businessUserId), eq(packages.active, true))).orderBy(packages.priceSatang, packages.id),
		selectMySubscriptions(db).where(and(eq(subscriptions.subscriberProfileId, profileId), eq(subscriptions.businessUserId, businessUserId), inArray(subscriptions.status, runningSubscriptionStatuses))),
		currentConsent(db, profileId, businessUserId),
		promptPayIdOf(db, businessUserId),
		db.selectDistinct({ packageId: subscriptions.packageId }).from(subscriptions).where(and(eq(subscriptions.subscriberProfileId, profileId), eq(subscriptions.businessUserId, businessUserId))),
	])
	return {
		businessUser,
		packages: await packagesWithVouchers(db, offered),
		subscription: running.length ? (await mySubscriptionViews(db, profileId, running))[0]! : null,
		consent,
		promptPay: promptPayId !== null,
		trialUsed: used.map((row) => row.packageId),
		noticeVersion: DATA_EXCHANGE_NOTICE_VERSION,
	}
}

const alreadySubscribed = () => new ProblemError(409, 'already_subscribed', 'You already have a subscription to this business user: cancel it first to change package')

function isUniqueViolation(error: unknown) {
	const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code
	return code === '23505'
}

/**
 * Subscribes the caller to a package (docs/product.md#subscriptions). The data-exchange question comes
 * first (409 consent_needed), but the subscription does not depend on the answer. It starts incomplete
 * and is started at once when it can be: a trial, or the first period charged on the saved card; else
 * the person adds a card on the gateway's page, or pays the first period by PromptPay.
 */
export async function subscribe(db: Database, payments: SubscriptionPayments, profileId: string, input: Subscribe, now: Date): Promise<Subscribed> {
	const [pkg] = await db.select().from(packages).where(and(eq(packages.id, input.packageId), eq(packages.active, true)))
	if (!pkg) throw notFound('No such package on offer')
	await subscribableBusinessUser(db, pkg.businessUserId)
	if (!(await currentConsent(db, profileId, pkg.businessUserId))) throw new ProblemError(409, 'consent_needed', 'Answer what you share with this business user first (its data-exchange page)')
	if (input.paymentMethod === 'promptpay' && !(await promptPayIdOf(db, pkg.businessUserId))) throw new ProblemError(400, 'promptpay_unavailable', 'This business user takes no PromptPay: subscribe with a card')
	if (!payments.gateway) throw paymentsUnavailable()
	await abandonIncomplete(db, profileId, pkg.businessUserId, now)
	const end = periodEnd(now, pkg.period)
	let sub
	try {
		;[sub] = await db
			.insert(subscriptions)
			.values({
				subscriberProfileId: profileId,
				packageId: pkg.id,
				businessUserId: pkg.businessUserId,
				status: 'incomplete',
				paymentMethod: input.paymentMethod,
				currentPeriodStart: now,
				currentPeriodEnd: end,
				accessUntil: end,
				renewAt: addHours(now, subscriptionLimits.incompleteHours),
			})
			.returning()
	} catch (error) {
		if (isUniqueViolation(error)) throw alreadySubscribed()
		throw error
	}
	const [card] = await db.select().from(savedCards).where(eq(savedCards.profileId, profileId))
	if (input.paymentMethod === 'card' && !card?.cardId) {
		const uri = await cardPage(db, payments, profileId, input.returnUri, sub!.id)
		return { subscription: await readMySubscription(db, profileId, sub!.id), next: 'add_card', cardUri: uri }
	}
	const started = await startSubscription(db, payments, profileId, sub!.id, now)
	return { subscription: started, next: started.status === 'incomplete' ? 'pay' : 'done', cardUri: null }
}

/**
 * A subscription to the business user left incomplete (the card page closed, the QR never paid) ends when
 * the person subscribes again, so trying again is never refused as "already subscribed".
 */
async function abandonIncomplete(db: Database, profileId: string, businessUserId: string, now: Date) {
	await inTransaction(db, async (tx) => {
		const left = await tx
			.select({ id: subscriptions.id })
			.from(subscriptions)
			.where(and(eq(subscriptions.subscriberProfileId, profileId), eq(subscriptions.businessUserId, businessUserId), eq(subscriptions.status, 'incomplete')))
			.for('update')
		for (const { id } of left) await endSubscription(tx, id, 'incomplete_expired', now)
	})
}

/**
 * Starts an incomplete subscription: its trial (the person's first of that package), or its first period
 * — charged on the saved card at once, or waiting for a PromptPay payment. A second start changes nothing.
 */
export async function startSubscription(db: Database, payments: SubscriptionPayments, profileId: string, subscriptionId: string, now: Date): Promise<MySubscription> {
	const charge = await inTransaction(db, async (tx) => {
		const [row] = await tx
			.select({ subscription: subscriptions, pkg: packages })
			.from(subscriptions)
			.innerJoin(packages, eq(packages.id, subscriptions.packageId))
			.where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.subscriberProfileId, profileId)))
			.for('update', { of: subscriptions })
		if (!row) throw notFound('No such subscription')
		const { subscription: sub, pkg } = row
		if (sub.status !== 'incomplete') return null
		if (pkg.trialDays > 0 && (await trialAllowed(tx, profileId, pkg.id, sub.id))) {
			const end = addDays(now, pkg.trialDays)
			await tx
				.update(subscriptions)
				.set({ status: 'trialing', currentPeriodStart: now, currentPeriodEnd: end, accessUntil: end, renewAt: renewalOpensAt(end, sub.paymentMethod) })
				.where(eq(subscriptions.id, sub.id))
			await makeMember(tx, profileId, sub.businessUserId, tierOf(pkg))
			return null
		}
		// The first period is the one the person pays for now (an invoice already open for it is kept: a declined card, then another).
		const [open] = await tx.select().from(subscriptionInvoices).where(and(eq(subscriptionInvoices.subscriptionId, sub.id), eq(subscriptionInvoices.status, 'open')))
		const invoice = open ?? (await openInvoice(tx, sub.id, sub.currentPeriodStart, sub.currentPeriodEnd, Number(pkg.priceSatang), null))
		if (sub.paymentMethod !== 'card') return null
		await tx.update(subscriptionInvoices).set({ nextAttemptAt: now }).where(eq(subscriptionInvoices.id, invoice.id))
		return invoice.id
	})
	if (charge) {
		for (const attempt of await claimDueAttempts(db, now, 1, charge)) await chargeAttempt(db, payments, attempt, now)
	}
	return readMySubscription(db, profileId, subscriptionId)
}

/**
 * Cancels the caller's subscription: a running one at its period's end (access kept until then; an
 * invoice opened for the next period is void); a past due or incomplete one at once. Again: as it is.
 */
export async function cancelSubscription(db: Database, profileId: string, subscriptionId: string, now: Date): Promise<MySubscription> {
	if (!isUuid(subscriptionId)) throw notFound('No such subscription')
	await inTransaction(db, async (tx) => {
		const [sub] = await tx.select().from(subscriptions).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.subscriberProfileId, profileId))).for('update')
		if (!sub) throw notFound('No such subscription')
		if (sub.endedAt || sub.cancelAtPeriodEnd) return
		if (sub.status === 'incomplete' || sub.status === 'past_due') {
			await endSubscription(tx, sub.id, sub.status === 'incomplete' ? 'incomplete_expired' : 'cancelled', now, { cancelledAt: now })
			return
		}
		await voidOpenInvoices(tx, sub.id)
		await tx.update(subscriptions).set({ cancelAtPeriodEnd: true, cancelledAt: now, renewAt: sub.currentPeriodEnd }).where(eq(subscriptions.id, sub.id))
	})
	return readMySubscription(db, profileId, subscriptionId)
}

/** A person's saved card row with no card (removed, or none read back): the gateway's customer stays for the next. */
const noCard = { cardId: null, brand: null, lastDigits: null, expirationMonth: null, expirationYear: null }

const cardView = (row: typeof savedCards.$inferSelect | undefined): SavedCard | null =>
	row?.cardId ? { brand: row.brand ?? '', lastDigits: row.lastDigits ?? '', expirationMonth: row.expirationMonth ?? 0, expirationYear: row.expirationYear ?? 0 } : null

/** The person's customer at the gateway, made the first time (its key makes two at once one). */
async function gatewayCustomer(db: Database, payments: SubscriptionPayments, profileId: string) {
	const [row] = await db.select().from(savedCards).where(eq(savedCards.profileId, profileId))
	if (row) return row.customerId
	const gateway = payments.gateway
	if (!gateway) throw paymentsUnavailable()
	const customer = await atGateway(() => gateway.createCustomer({ reference: profileId, idempotencyKey: `customer-${profileId}` }))
	await db.insert(savedCards).values({ profileId, customerId: customer.id }).onConflictDoNothing()
	const [saved] = await db.select().from(savedCards).where(eq(savedCards.profileId, profileId))
	return saved!.customerId
}

/** The gateway's page where the person adds a card; it comes back to `returnUri` (with the subscription it is for). */
export async function cardPage(db: Database, payments: SubscriptionPayments, profileId: string, returnUri: string, subscriptionId?: string) {
	const gateway = payments.gateway
	if (!gateway) throw paymentsUnavailable()
	if (subscriptionId) await readMySubscription(db, profileId, subscriptionId)
	const customerId = await gatewayCustomer(db, payments, profileId)
	const back = new URL(returnUri)
	if (subscriptionId) back.searchParams.set('subscription', subscriptionId)
	try {
		return gateway.cardPageUri(customerId, back.toString())
	} catch {
		throw paymentsUnavailable()
	}
}

/**
 * Back from the gateway's card page: the person's card read back from the gateway (never from the
 * browser's query), kept, and the incomplete subscription it was added for started.
 */
export async function cardSaved(db: Database, payments: SubscriptionPayments, profileId: string, subscriptionId: string | undefined, now: Date): Promise<CardSavedAnswer> {
	const gateway = payments.gateway
	if (!gateway) throw paymentsUnavailable()
	const [row] = await db.select().from(savedCards).where(eq(savedCards.profileId, profileId))
	if (!row) throw notFound('No card page was opened')
	const customer = await atGateway(() => gateway.readCustomer(row.customerId))
	const card = customer.cards.find((c) => c.id === customer.defaultCardId) ?? customer.cards.at(-1) ?? null
	const [saved] = await db
		.update(savedCards)
		.set(
			card
				? { cardId: card.id, brand: card.brand, lastDigits: card.lastDigits, expirationMonth: card.expirationMonth, expirationYear: card.expirationYear, savedAt: now }
				: noCard,
		)
		.where(eq(savedCards.profileId, profileId))
		.returning()
	// A new card is tried at once (at the renewal run's next turn) for periods that are past due for want of one.
	if (card) {
		await db
			.update(subscriptionInvoices)
			.set({ nextAttemptAt: now })
			.where(
				and(
					eq(subscriptionInvoices.status, 'open'),
					sql`${subscriptionInvoices.subscriptionId} in (select ${subscriptions.id} from ${subscriptions} where ${subscriptions.subscriberProfileId} = ${profileId} and ${subscriptions.status} = 'past_due' and ${subscriptions.paymentMethod} = 'card')`,
				),
			)
	}
	let subscription: MySubscription | null = null
	if (subscriptionId) {
		subscription = await readMySubscription(db, profileId, subscriptionId)
		if (card && subscription.status === 'incomplete' && subscription.paymentMethod === 'card') subscription = await startSubscription(db, payments, profileId, subscriptionId, now)
	}
	return { card: cardView(saved), subscription }
}

/** The card leaves the gateway and the product; renewals by card then fail until another is added (or the period is paid by PromptPay). */
export async function removeCard(db: Database, payments: SubscriptionPayments, profileId: string) {
	const [row] = await db.select().from(savedCards).where(eq(savedCards.profileId, profileId))
	if (!row?.cardId) return
	const gateway = payments.gateway
	if (!gateway) throw paymentsUnavailable()
	const cardId = row.cardId
	await atGateway(() => gateway.removeCard(row.customerId, cardId))
	await db.update(savedCards).set(noCard).where(eq(savedCards.profileId, profileId))
}

const paidCursor = jsonCursor(z.object({ at: z.string().datetime(), id: z.uuid() }))

const invoiceColumns = {
	invoice: subscriptionInvoices,
	subscriptionId: subscriptions.id,
	profileId: subscriptions.subscriberProfileId,
	businessUser: businessUserRef,
	packageName: packages.name,
	method: sql<'card' | 'promptpay' | null>`(select ${subscriptionPayments.method} from ${subscriptionPayments} where ${subscriptionPayments.invoiceId} = ${subscriptionInvoices.id} and ${subscriptionPayments.status} = 'successful' limit 1)`,
}

function selectInvoices(db: Database | Tx) {
	return db
		.select(invoiceColumns)
		.from(subscriptionInvoices)
		.innerJoin(subscriptions, eq(subscriptions.id, subscriptionInvoices.subscriptionId))
		.innerJoin(packages, eq(packages.id, subscriptions.packageId))
		.innerJoin(businessUsers, eq(businessUsers.id, subscriptions.businessUserId))
		.$dynamic()
}

type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number]

const paymentOf = (row: InvoiceListRow): SubscriptionPayment => ({
	invoice: invoiceView(row.invoice, row.method),
	subscriptionId: row.subscriptionId,
	businessUser: row.businessUser,
	packageName: row.packageName,
})

/** The saved card and the paid periods, newest first. */
export async function readSubscriptionAccount(db: Database, profileId: string, cursor?: string): Promise<SubscriptionAccount> {
	const after = cursor ? paidCursor.decode(cursor) : null
	const page = 30
	const [[card], rows] = await Promise.all([
		db.select().from(savedCards).where(eq(savedCards.profileId, profileId)),
		selectInvoices(db)
			.where(
				and(
					eq(subscriptions.subscriberProfileId, profileId),
					eq(subscriptionInvoices.status, 'paid'),
					after ? sql`(${subscriptionInvoices.paidAt}, ${subscriptionInvoices.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
				),
			)
			.orderBy(desc(subscriptionInvoices.paidAt), desc(subscriptionInvoices.id))
			.limit(page + 1),
	])
	const { page: paid, nextCursor } = pageOf(rows, page, (last) => paidCursor.encode({ at: last.invoice.paidAt!.toISOString(), id: last.invoice.id }))
	return { card: cardView(card), payments: paid.map(paymentOf), nextCursor }
}

async function myInvoice(db: Database | Tx, profileId: string, invoiceId: string) {
	if (!isUuid(invoiceId)) throw notFound('No such invoice')
	const [row] = await selectInvoices(db).where(and(eq(subscriptionInvoices.id, invoiceId), eq(subscriptions.subscriberProfileId, profileId)))
	if (!row) throw notFound('No such invoice')
	return row
}

/**
 * One period's bill (and receipt once paid): its latest charge, a pending one read back from the gateway
 * and applied first ("Check payment").
 */
export async function readBill(db: Database, payments: SubscriptionPayments, profileId: string, invoiceId: string, now: Date): Promise<SubscriptionBill> {
	let row = await myInvoice(db, profileId, invoiceId)
	const [latest] = await invoicePayments(db, invoiceId)
	const gateway = payments.gateway
	if (latest?.status === 'pending' && gateway) {
		await applySubscriptionCharge(db, payments, await atGateway(() => gateway.readCharge(latest.chargeId)), now)
		row = await myInvoice(db, profileId, invoiceId)
	}
	return billView(db, row)
}

async function billView(db: Database | Tx, row: InvoiceListRow): Promise<SubscriptionBill> {
	const [latest] = await invoicePayments(db, row.invoice.id)
	const promptPayId = latest?.method === 'promptpay' ? await promptPayIdOf(db, row.businessUser.id) : null
	return {
		payment: paymentOf(row),
		charge: latest ? await paymentView({ ...latest, amountSatang: Number(latest.amountSatang), refundedSatang: Number(latest.refundedSatang) }, null, promptPayId) : null,
	}
}

/** A PromptPay charge for an open period (one that can still be paid is reused), shown as its QR. */
export async function payByPromptPay(db: Database, payments: SubscriptionPayments, profileId: string, invoiceId: string, now: Date): Promise<SubscriptionBill> {
	const row = await myInvoice(db, profileId, invoiceId)
	if (row.invoice.status !== 'open') throw new ProblemError(409, 'conflict', 'This period is paid already, or no longer due')
	if (!(await promptPayIdOf(db, row.businessUser.id))) throw new ProblemError(400, 'promptpay_unavailable', 'This business user takes no PromptPay')
	const gateway = payments.gateway
	if (!gateway) throw paymentsUnavailable()
	const made = await invoicePayments(db, invoiceId)
	const usable = made.find((p) => p.method === 'promptpay' && p.status === 'pending' && (!p.expiresAt || p.expiresAt > now))
	if (!usable) {
		const expiresAt = new Date(now.getTime() + PROMPTPAY_MINUTES * 60_000)
		const charge = await atGateway(() =>
			gateway.createCharge({
				amountSatang: Number(row.invoice.amountSatang),
				method: 'promptpay',
				reference: invoiceId,
				description: `Subscription: ${row.packageName}`,
				metadata: { subscription: row.subscriptionId },
				expiresAt,
				idempotencyKey: `subscription-${invoiceId}-promptpay-${made.filter((p) => p.method === 'promptpay').length + 1}`,
			}),
		)
		await db
			.insert(subscriptionPayments)
			.values({ invoiceId, chargeId: charge.id, method: 'promptpay', amountSatang: charge.amountSatang, status: 'pending', expiresAt: charge.expiresAt ?? expiresAt })
			.onConflictDoNothing()
	}
	return billView(db, await myInvoice(db, profileId, invoiceId))
}

/** The person's memberships; each card's QR holds their member code (staff scan it at a counter sale). */
export async function listMemberships(db: Database, profileId: string): Promise<MembershipList> {
	const counting = sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.subscriberProfileId} = ${memberships.profileId} and ${subscriptions.businessUserId} = ${memberships.businessUserId} and ${inArray(subscriptions.status, countingSubscriptionStatuses)} and ${subscriptions.accessUntil} > now())`
	const [rows, [account]] = await Promise.all([
		db
			.select({ membership: memberships, businessUser: businessUserRef, active: counting })
			.from(memberships)
			.innerJoin(businessUsers, eq(businessUsers.id, memberships.businessUserId))
			.where(eq(memberships.profileId, profileId))
			.orderBy(desc(counting), desc(memberships.joinedAt)),
		db.select({ memberCode: accountPoints.memberCode }).from(accountPoints).where(eq(accountPoints.profileId, profileId)),
	])
	return {
		memberships: rows.map(({ membership, businessUser, active }) => ({
			id: membership.id,
			businessUser,
			tier: membership.tier,
			number: memberNumberText(membership.number),
			joinedAt: membership.joinedAt.toISOString(),
			active: Boolean(active),
			memberCode: account?.memberCode ?? null,
		})),
	}
}

/** The vouchers the person's subscriptions gave, newest first (each is a pocket voucher). */
export const listSubscriptionVouchers = (db: Database, profileId: string, cursor?: string) => listMyVouchers(db, profileId, cursor, { fromSubscriptions: true })
