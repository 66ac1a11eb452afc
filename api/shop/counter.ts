import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import {
	accountPoints,
	businessOrders,
	businessUserOrderNumbers,
	businessUserRewards,
	contentItems,
	counterOrderLines,
	counterOrders,
	ledgerTransfers,
	pointCodes,
	pointCollections,
	profiles,
	purchaseOrderEvents,
	purchaseOrderLines,
	purchaseOrders,
	saleTimelines,
} from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { findBusinessUserAccess } from '#api/business-account/index.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { pointsForSale } from '#api/pocket/index.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { shopLimits } from '#contracts/limits.ts'
import { memberCodeOf, type CounterCatalogue, type CounterCheckOut, type CounterLineInput, type CounterOrder, type TimelineSummary } from '#contracts/shop/counter.ts'
import { orderPaymentMethods, type OrderPaymentMethod } from '#contracts/shop/order-status.ts'
import { saleOf, stockOf } from '#contracts/shop/sale.ts'
import { thaiPhoneToE164 } from '#contracts/thai-phone.ts'
import { handOverCounterSale, moveOrder, readOrder, sellerTerms, takeStock, type ShopSettings } from './orders.ts'
import { billFor, counterSaleToPay, latestPaymentView, paymentMethodsFor } from './payments.ts'
import { requireSale } from './sales.ts'

// The counter sale (docs/product.md#pocket, "Counter sale"): staff with the sale grant (create) ring up the
// business user's catalogue items on a counter order of the open selling session (timeline), name the
// customer when they want the points at once, take cash, a PromptPay QR or a card, and place it. Placing
// is the shop's: the API's own prices, the stock taken by conditional updates, the business user's next
// number; cash is paid in the same transaction. A counter order is the business user's: found by (id,
// business user), anything else a 404.

const counterSaleCreate = (db: Database, caller: ProfileRow, businessUserId: string) => requireSale(db, caller, businessUserId, 'create')

/** The business user's open selling session, opened now when there is none (at most one is open: a unique index). */
async function openTimeline(tx: Tx, businessUserId: string, profileId: string) {
	await tx.insert(saleTimelines).values({ businessUserId, openedByProfileId: profileId }).onConflictDoNothing()
	const [open] = await tx
		.select({ id: saleTimelines.id })
		.from(saleTimelines)
		.where(and(eq(saleTimelines.businessUserId, businessUserId), isNull(saleTimelines.closedAt)))
	return open!.id
}

/** "New sale": a new counter order on the open selling session. */
export async function startCounterOrder(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	const id = await inTransaction(db, async (tx) => {
		const timelineId = await openTimeline(tx, businessUserId, caller.id)
		const [made] = await tx.insert(counterOrders).values({ timelineId, businessUserId, createdByProfileId: caller.id }).returning({ id: counterOrders.id })
		return made!.id
	})
	return readCounterOrder(db, settings, caller, businessUserId, id)
}

/** The business user's counter order (locked for a change), or a 404. */
async function counterOrderOf(db: Database | Tx, businessUserId: string, orderId: string, lock = false) {
	if (!isUuid(orderId)) throw notFound('No such counter order')
	const query = db
		.select()
		.from(counterOrders)
		.where(and(eq(counterOrders.id, orderId), eq(counterOrders.businessUserId, businessUserId)))
	const [row] = lock ? await query.for('update') : await query
	if (!row) throw notFound('No such counter order')
	return row
}

/** A counter order still being rung up (locked), or the refusal of changing a placed one. */
async function openCounterOrder(tx: Tx, businessUserId: string, orderId: string) {
	const row = await counterOrderOf(tx, businessUserId, orderId, true)
	if (row.placedAt) throw new ProblemError(409, 'order_state', 'This sale is placed: start a new one')
	return row
}

/** A selling session's summary: its counter sales paid, and what they took per way of paying. */
async function timelineSummary(db: Database | Tx, timelineId: string): Promise<TimelineSummary> {
	const [timeline] = await db
		.select({
			id: saleTimelines.id,
			openedAt: saleTimelines.openedAt,
			closedAt: saleTimelines.closedAt,
			openedBy: sql<string | null>`trim(${profiles.firstName} || ' ' || ${profiles.lastName})`,
		})
		.from(saleTimelines)
		.leftJoin(profiles, eq(profiles.id, saleTimelines.openedByProfileId))
		.where(eq(saleTimelines.id, timelineId))
	const sums = await db
		.select({
			method: purchaseOrders.paymentMethod,
			orders: sql<number>`count(*)::int`,
			total: sql<number>`sum(${purchaseOrders.totalSatang})::bigint`,
		})
		.from(purchaseOrders)
		.where(and(eq(purchaseOrders.timelineId, timelineId), inArray(purchaseOrders.status, ['paid', 'completed'])))
		.groupBy(purchaseOrders.paymentMethod)
	const totals = Object.fromEntries(orderPaymentMethods.map((method) => [method, Number(sums.find((row) => row.method === method)?.total ?? 0)])) as TimelineSummary['totals']
	return {
		id: timeline!.id,
		openedAt: timeline!.openedAt.toISOString(),
		closedAt: timeline!.closedAt?.toISOString() ?? null,
		openedBy: timeline!.openedBy || null,
		orders: sums.reduce((n, row) => n + Number(row.orders), 0),
		totals,
	}
}

/** Closes a selling session: the next "New sale" opens another. Its placed sales stay on it. */
export async function closeTimeline(db: Database, caller: ProfileRow, businessUserId: string, timelineId: string): Promise<TimelineSummary> {
	await counterSaleCreate(db, caller, businessUserId)
	if (!isUuid(timelineId)) throw notFound('No such selling session')
	const whose = and(eq(saleTimelines.id, timelineId), eq(saleTimelines.businessUserId, businessUserId))
	const [row] = await db.select({ id: saleTimelines.id }).from(saleTimelines).where(whose)
	if (!row) throw notFound('No such selling session')
	// Closed once: closing it again changes nothing.
	await db
		.update(saleTimelines)
		.set({ closedAt: new Date() })
		.where(and(whose, isNull(saleTimelines.closedAt)))
	return timelineSummary(db, timelineId)
}

/** How the business user may be paid at its counter: cash, and what the gateway takes of it. */
async function counterPaymentMethods(db: Database | Tx, settings: ShopSettings, businessUserId: string): Promise<OrderPaymentMethod[]> {
	const seller = await sellerTerms(db, businessUserId)
	return ['cash', ...(settings.gateway ? paymentMethodsFor(settings, seller.promptPayId) : [])]
}

/** A person as staff see them at the counter: their first name and the initial of their last. */
const shortName = sql<string>`trim(${profiles.firstName} || ' ' || coalesce(left(nullif(${profiles.lastName}, ''), 1) || '.', ''))`

/** Catalogue items of the business user for sale now, as a counter order prices them. */
const forSaleHere = (businessUserId: string) =>
	and(eq(contentItems.ownerBusinessUserId, businessUserId), eq(contentItems.kind, 'catalogue'), isNull(contentItems.deletedAt), isNull(contentItems.ownerArchivedAt))

async function counterLines(db: Database | Tx, businessUserId: string, orderId: string) {
	const rows = await db
		.select({
			id: counterOrderLines.id,
			itemId: contentItems.id,
			title: contentItems.title,
			details: contentItems.details,
			option: counterOrderLines.option,
			quantity: counterOrderLines.quantity,
			forSale: sql<boolean>`${forSaleHere(businessUserId)}`,
		})
		.from(counterOrderLines)
		.innerJoin(contentItems, eq(contentItems.id, counterOrderLines.contentItemId))
		.where(eq(counterOrderLines.counterOrderId, orderId))
		.orderBy(asc(counterOrderLines.createdAt), asc(counterOrderLines.id))
	return rows.map((row) => {
		const sale = row.forSale
			? saleOf({
					kind: 'catalogue',
					ownerType: 'business-user',
					details: row.details,
					endsAt: null,
			  })
			: null
		const optionGone = sale && (sale.options.length > 0 ? !sale.options.includes(row.option) : row.option !== '')
		const priceSatang = sale && !optionGone ? sale.priceSatang : null
		return {
			id: row.id,
			itemId: row.itemId,
			title: row.title,
			option: row.option,
			quantity: row.quantity,
			priceSatang,
			stock: stockOf('catalogue', row.details),
			totalSatang: (priceSatang ?? 0) * row.quantity,
			counted: sale?.stock !== null,
		}
	})
}

/** A counter order as its page shows it: being rung up (lines at prices now), or placed (its order, payment and points). */
export async function readCounterOrder(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string, orderId: string): Promise<CounterOrder> {
	await requireSale(db, caller, businessUserId, 'read')
	const row = await counterOrderOf(db, businessUserId, orderId)
	const [timeline, methods, [customer], [rewards]] = await Promise.all([
		timelineSummary(db, row.timelineId),
		counterPaymentMethods(db, settings, businessUserId),
		row.customerProfileId ? db.select({ name: shortName }).from(profiles).where(eq(profiles.id, row.customerProfileId)) : Promise.resolve([]),
		db.select({ bahtPerPoint: businessUserRewards.bahtPerPoint }).from(businessUserRewards).where(eq(businessUserRewards.businessUserId, businessUserId)),
	])
	const common = {
		id: row.id,
		timeline,
		customer: customer ? { name: customer.name } : null,
		paymentMethod: row.paymentMethod,
		paymentMethods: methods,
	}
	if (row.placedAt) {
		const order = await readOrder(db, row.id, 'seller')
		const [payment, [code], [given]] = await Promise.all([
			latestPaymentView(db, row.id),
			db
				.select({
					code: pointCodes.code,
					points: pointCodes.points,
					expiresAt: pointCodes.expiresAt,
					collected: sql<boolean>`${pointCollections.id} is not null`,
				})
				.from(pointCodes)
				.leftJoin(pointCollections, eq(pointCollections.pointCodeId, pointCodes.id))
				.where(eq(pointCodes.purchaseOrderId, row.id)),
			db
				.select({ amount: ledgerTransfers.amount })
				.from(ledgerTransfers)
				.where(eq(ledgerTransfers.idempotencyKey, `sale:${row.id}`)),
		])
		return {
			...common,
			// Placed, its lines are the order's.
			lines: [],
			subtotalSatang: order.subtotalSatang,
			cashReceivedSatang: order.cashReceivedSatang,
			changeSatang: order.cashReceivedSatang === null ? null : order.cashReceivedSatang - order.totalSatang,
			points: pointsForSale(order.totalSatang, rewards?.bahtPerPoint ?? null).points,
			placed: {
				order,
				payment,
				pointsCode: code
					? {
							code: code.code,
							points: code.points,
							expiresAt: code.expiresAt.toISOString(),
							collected: code.collected,
					  }
					: null,
				pointsGiven: Number(given?.amount ?? 0),
			},
		}
	}
	const lines = await counterLines(db, businessUserId, row.id)
	const subtotalSatang = lines.reduce((sum, line) => sum + line.totalSatang, 0)
	const cash = row.cashReceivedSatang === null ? null : Number(row.cashReceivedSatang)
	return {
		...common,
		lines: lines.map(({ counted: _, ...line }) => line),
		subtotalSatang,
		cashReceivedSatang: cash,
		changeSatang: cash === null ? null : cash - subtotalSatang,
		points: pointsForSale(subtotalSatang, rewards?.bahtPerPoint ?? null).points,
		placed: null,
	}
}

/** The business user's catalogue items for sale, matching `q` by name (any part) or SKU (its start), by name; the first 24. */
export async function counterCatalogue(db: Database, caller: ProfileRow, businessUserId: string, q: string | undefined): Promise<CounterCatalogue> {
	await requireSale(db, caller, businessUserId, 'read')
	const words = q?.trim()
	// Escaped: a typed % or _ is a character, not a pattern.
	const like = words ? `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
	const rows = await db
		.select({
			id: contentItems.id,
			title: contentItems.title,
			details: contentItems.details,
			pictures: contentItems.pictures,
		})
		.from(contentItems)
		.where(
			and(
				forSaleHere(businessUserId),
				sql`(${contentItems.details}->>'priceSatang') is not null`,
				like ? or(ilike(contentItems.title, like), ilike(sql`${contentItems.details}->>'sku'`, `${like.slice(1)}`)) : undefined
			)
		)
		.orderBy(asc(contentItems.title), asc(contentItems.id))
		.limit(24)
	const items = rows.flatMap((row) => {
		const sale = saleOf({
			kind: 'catalogue',
			ownerType: 'business-user',
			details: row.details,
			endsAt: null,
		})
		if (!sale) return []
		const sku = (row.details as { sku?: string | null }).sku ?? null
		return [
			{
				id: row.id,
				title: row.title,
				sku,
				picture: row.pictures[0] ?? null,
				priceSatang: sale.priceSatang,
				options: sale.options,
				optionName: sale.optionName,
				stock: sale.stock,
			},
		]
	})
	return { items }
}

const notEnough = (left: number) => new ProblemError(409, left === 0 ? 'sold_out' : 'not_enough_stock', left === 0 ? 'None left' : `Only ${left} left`, { quantity: [`left:${left}`] })

/** Adds an item to the counter order (to its line of the same option): a catalogue item of the business user for sale, with as many left. */
export async function addCounterLine(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string, orderId: string, input: CounterLineInput): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	await inTransaction(db, async (tx) => {
		await openCounterOrder(tx, businessUserId, orderId)
		const [item] = await tx
			.select({ details: contentItems.details })
			.from(contentItems)
			.where(and(eq(contentItems.id, input.itemId), forSaleHere(businessUserId)))
		const sale = item
			? saleOf({
					kind: 'catalogue',
					ownerType: 'business-user',
					details: item.details,
					endsAt: null,
			  })
			: null
		if (!sale) throw notFound('No such item for sale here')
		const option = input.option?.trim() ?? ''
		if (sale.options.length > 0 ? !sale.options.includes(option) : option !== '') {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', {
				option: [sale.options.length > 0 ? 'Choose one of the item’s options' : 'The item has no options'],
			})
		}
		const [held] = await tx
			.select({
				id: counterOrderLines.id,
				quantity: counterOrderLines.quantity,
			})
			.from(counterOrderLines)
			.where(and(eq(counterOrderLines.counterOrderId, orderId), eq(counterOrderLines.contentItemId, input.itemId), eq(counterOrderLines.option, option)))
		const quantity = Math.min((held?.quantity ?? 0) + input.quantity, shopLimits.quantity)
		if (sale.stock !== null && quantity > sale.stock) throw notEnough(sale.stock)
		if (held) await tx.update(counterOrderLines).set({ quantity }).where(eq(counterOrderLines.id, held.id))
		else {
			const [{ lines } = { lines: 0 }] = await tx
				.select({ lines: sql<number>`count(*)::int` })
				.from(counterOrderLines)
				.where(eq(counterOrderLines.counterOrderId, orderId))
			if (lines >= shopLimits.cartLines) throw new ProblemError(409, 'conflict', `A sale holds at most ${shopLimits.cartLines} lines`)
			await tx.insert(counterOrderLines).values({
				counterOrderId: orderId,
				contentItemId: input.itemId,
				option,
				quantity,
			})
		}
		await tx.update(counterOrders).set({ updatedAt: new Date() }).where(eq(counterOrders.id, orderId))
	})
	return readCounterOrder(db, settings, caller, businessUserId, orderId)
}

/** Changes how many a line holds (null: takes it out). */
export async function changeCounterLine(
	db: Database,
	settings: ShopSettings,
	caller: ProfileRow,
	businessUserId: string,
	orderId: string,
	lineId: string,
	quantity: number | null
): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	if (!isUuid(lineId)) throw notFound('No such line')
	await inTransaction(db, async (tx) => {
		await openCounterOrder(tx, businessUserId, orderId)
		const where = and(eq(counterOrderLines.id, lineId), eq(counterOrderLines.counterOrderId, orderId))
		const [line] = await tx
			.select({
				itemId: counterOrderLines.contentItemId,
				details: contentItems.details,
			})
			.from(counterOrderLines)
			.innerJoin(contentItems, eq(contentItems.id, counterOrderLines.contentItemId))
			.where(where)
		if (!line) throw notFound('No such line')
		if (quantity === null) {
			await tx.delete(counterOrderLines).where(where)
			return
		}
		const stock = stockOf('catalogue', line.details)
		if (stock !== null && quantity > stock) throw notEnough(stock)
		await tx.update(counterOrderLines).set({ quantity }).where(where)
	})
	return readCounterOrder(db, settings, caller, businessUserId, orderId)
}

/** The customer a check-out names, by member code or phone: a person with a pocket, not staff of this business user. Refused (400 `customer`) otherwise. */
async function findCustomer(db: Database | Tx, businessUserId: string, typed: string) {
	const memberCode = memberCodeOf(typed)
	const refuse = (reason: string) => new ProblemError(400, 'validation_failed', 'The request does not match the schema', { customer: [reason] })
	const rows = await db
		.select({ id: profiles.id })
		.from(profiles)
		.innerJoin(accountPoints, eq(accountPoints.profileId, profiles.id))
		.where(and(memberCode ? eq(accountPoints.memberCode, memberCode) : eq(profiles.phoneNumber, thaiPhoneToE164(typed) ?? '')))
		.limit(2)
	if (rows.length === 0) throw refuse('not_found')
	// Two people with one phone number: only their member code says which.
	if (rows.length > 1) throw refuse('ambiguous')
	if (await findBusinessUserAccess(db, rows[0]!.id, businessUserId)) throw refuse('staff')
	return rows[0]!.id
}

/** The check-out: the customer (or none), how they pay, and (cash) what they handed over, at least the total. */
export async function checkOutCounterOrder(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string, orderId: string, input: CounterCheckOut): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	const methods = await counterPaymentMethods(db, settings, businessUserId)
	if (!methods.includes(input.paymentMethod)) {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', {
			paymentMethod: [`This business user is paid here by ${methods.join(', ')} only`],
		})
	}
	const customerId = input.customer ? await findCustomer(db, businessUserId, input.customer) : null
	await inTransaction(db, async (tx) => {
		await openCounterOrder(tx, businessUserId, orderId)
		const lines = await counterLines(tx, businessUserId, orderId)
		if (lines.length === 0) throw new ProblemError(409, 'cart_empty', 'This sale has no lines')
		const subtotal = lines.reduce((sum, line) => sum + line.totalSatang, 0)
		const cash = input.paymentMethod === 'cash' ? input.cashReceivedSatang ?? null : null
		if (input.paymentMethod === 'cash' && (cash === null || cash < subtotal)) {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { cashReceivedSatang: [`at least:${subtotal}`] })
		}
		await tx
			.update(counterOrders)
			.set({
				customerProfileId: customerId,
				paymentMethod: input.paymentMethod,
				cashReceivedSatang: cash,
				updatedAt: new Date(),
			})
			.where(eq(counterOrders.id, orderId))
	})
	return readCounterOrder(db, settings, caller, businessUserId, orderId)
}

/**
 * Places the counter order as the business user's next purchase order (of the same id): priced now, its
 * stock taken, its check-out's customer as buyer. Cash is paid and handed over in the same transaction
 * (the points with it); PromptPay and card wait for the gateway as a shop order does. Refused (409): no
 * check-out yet, a line gone or short, a total other than the one shown.
 */
export async function placeCounterOrder(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string, orderId: string, expectedTotalSatang: number): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	await inTransaction(db, async (tx) => {
		const row = await openCounterOrder(tx, businessUserId, orderId)
		if (!row.paymentMethod) throw new ProblemError(409, 'order_state', 'Check out first: how the customer pays')
		const lines = await counterLines(tx, businessUserId, orderId)
		if (lines.length === 0) throw new ProblemError(409, 'cart_empty', 'This sale has no lines')
		const gone = Object.fromEntries(lines.filter((line) => line.priceSatang === null).map((line) => [line.id, ['gone']]))
		if (Object.keys(gone).length > 0) throw new ProblemError(409, 'not_enough_stock', 'Some lines cannot be had as they are', gone)
		const totalSatang = lines.reduce((sum, line) => sum + line.totalSatang, 0)
		if (totalSatang !== expectedTotalSatang) throw new ProblemError(409, 'price_changed', 'The total has changed since the check-out was shown', { expectedTotalSatang: [`now:${totalSatang}`] })
		if (row.paymentMethod === 'cash' && (row.cashReceivedSatang === null || row.cashReceivedSatang < totalSatang)) {
			throw new ProblemError(409, 'price_changed', 'The cash received no longer covers the total', { cashReceivedSatang: [`at least:${totalSatang}`] })
		}
		await takeStock(
			tx,
			lines.map((line) => ({
				id: line.id,
				itemId: line.itemId,
				kind: 'catalogue',
				quantity: line.quantity,
				counted: line.counted,
			}))
		)
		// The customer named: the order is theirs too (their purchases, their business order with this business user).
		let businessOrderId: string | null = null
		if (row.customerProfileId) {
			await tx.insert(businessOrders).values({ buyerProfileId: row.customerProfileId, businessUserId }).onConflictDoNothing()
			const [found] = await tx
				.select({ id: businessOrders.id })
				.from(businessOrders)
				.where(and(eq(businessOrders.buyerProfileId, row.customerProfileId), eq(businessOrders.businessUserId, businessUserId)))
			businessOrderId = found!.id
		}
		// Last, as in the shop: the numbering row is locked for as short a time as can be.
		const [numbered] = await tx
			.insert(businessUserOrderNumbers)
			.values({ businessUserId, lastNumber: 1 })
			.onConflictDoUpdate({
				target: businessUserOrderNumbers.businessUserId,
				set: { lastNumber: sql`${businessUserOrderNumbers.lastNumber} + 1` },
			})
			.returning({ number: businessUserOrderNumbers.lastNumber })
		await tx.insert(purchaseOrders).values({
			id: orderId,
			origin: 'counter',
			timelineId: row.timelineId,
			businessOrderId,
			buyerProfileId: row.customerProfileId,
			businessUserId,
			number: numbered!.number,
			delivery: 'pickup',
			paymentMethod: row.paymentMethod,
			cashReceivedSatang: row.paymentMethod === 'cash' ? row.cashReceivedSatang : null,
			totalSatang,
			payBy: sql`now() + make_interval(mins => ${settings.payMinutes})` as unknown as Date,
		})
		await tx.insert(purchaseOrderLines).values(
			lines.map((line) => ({
				purchaseOrderId: orderId,
				contentItemId: line.itemId,
				kind: 'catalogue' as const,
				title: line.title,
				option: line.option,
				quantity: line.quantity,
				priceSatang: line.priceSatang!,
				stockCounted: line.counted,
			}))
		)
		await tx.insert(purchaseOrderEvents).values({
			purchaseOrderId: orderId,
			fromStatus: null,
			toStatus: 'awaiting_payment',
			by: 'seller',
			byProfileId: caller.id,
		})
		await tx.delete(counterOrderLines).where(eq(counterOrderLines.counterOrderId, orderId))
		await tx.update(counterOrders).set({ placedAt: new Date(), updatedAt: new Date() }).where(eq(counterOrders.id, orderId))
		if (row.paymentMethod === 'cash') {
			await moveOrder(tx, orderId, 'payCash', {
				actor: 'seller',
				profileId: caller.id,
			})
			await handOverCounterSale(tx, orderId, settings.pointsExpireMonths ?? 12)
		}
	})
	return readCounterOrder(db, settings, caller, businessUserId, orderId)
}

/** A placed counter sale paid by PromptPay or card: its charge made (once) or read back and applied, as the shop's bill. */
export async function payCounterOrder(db: Database, settings: ShopSettings, caller: ProfileRow, businessUserId: string, orderId: string, returnUri: string): Promise<CounterOrder> {
	await counterSaleCreate(db, caller, businessUserId)
	const payment = await billFor(db, settings, await counterSaleToPay(db, businessUserId, orderId), returnUri)
	const sale = await readCounterOrder(db, settings, caller, businessUserId, orderId)
	// The bill's own view of the payment: it alone carries the gateway's card page (read with the charge).
	return sale.placed ? { ...sale, placed: { ...sale.placed, payment } } : sale
}
