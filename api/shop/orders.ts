import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import type { Database } from '#api/db/client.ts'
import { badCursor, jsonCursor, pageOf } from '#api/db/paging.ts'
import {
	businessInfo,
	businessOrders,
	businessUserOrderNumbers,
	businessUsers,
	cartLines,
	contentItems,
	profiles,
	purchaseOrderEvents,
	purchaseOrderLines,
	purchaseOrders,
	taxInvoices,
	voucherClaims,
	vouchers,
} from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { visibleTo } from '#api/content/index.ts'
import { givePointsForSale, giveVoucherBack, useVoucherForOrder, vouchersForOrder } from '#api/pocket/index.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { thaiPhoneToE164 } from '#contracts/thai-phone.ts'
import type { OrderActor, OrderOrigin, OrderStatus } from '#contracts/shop/order-status.ts'
import type { CheckOut, MyPurchaseOrder, MyPurchaseOrderList, PlaceOrder, PurchaseOrder, PurchaseOrderList, PurchaseOrderSummary } from '#contracts/shop/orders.ts'
import { saleOf } from '#contracts/shop/sale.ts'
import { taxInvoiceNumber } from '#contracts/shop/vat.ts'
import { thaiTaxId } from '#contracts/thai-tax-id.ts'
import { issueTaxInvoice } from './documents.ts'
import { paymentMethodsFor, type Payments } from './payments.ts'
import { readCart } from './service.ts'
import { actionsFor, holdsStock, mayTake, orderTransitions, type OrderAction } from './order-states.ts'

// Placing a buyer's check-out and reading its purchase orders (docs/product.md#shop). Placing prices every
// line from the API's own prices and takes the stock in the same transaction, by conditional updates that
// cannot take more than is left (never read, then write); the cart empties in the same transaction.

/** How long an order waits for its payment, and the gateway it is paid through. */
export type ShopSettings = Payments & { payMinutes: number }

const buyers = alias(profiles, 'buyer')
const personName = (table: typeof profiles | typeof buyers) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`

/** The buyer's business order, or a 404 (somebody else's, unknown, malformed). */
async function ownBusinessOrder(db: Database | Tx, caller: ProfileRow, businessOrderId: string, lock = false) {
	if (!isUuid(businessOrderId)) throw notFound('No such business order')
	const query = db
		.select({ id: businessOrders.id, businessUserId: businessOrders.businessUserId })
		.from(businessOrders)
		.where(and(eq(businessOrders.id, businessOrderId), eq(businessOrders.buyerProfileId, caller.id)))
	const [order] = lock ? await query.for('update') : await query
	if (!order) throw notFound('No such business order')
	return order
}

/** A business order's check-out: its cart now, whether it needs a delivery, and the buyer's phone to start with. */
export async function readCheckOut(db: Database, caller: ProfileRow, businessOrderId: string, settings: ShopSettings): Promise<CheckOut> {
	const businessOrder = await ownBusinessOrder(db, caller, businessOrderId)
	const [cart, seller] = await Promise.all([readCart(db, caller), sellerTerms(db, businessOrder.businessUserId)])
	const group = cart.groups.find((g) => g.businessOrderId === businessOrderId)
	if (!group) throw new ProblemError(409, 'cart_empty', 'This cart is empty')
	return {
		cart: group,
		needsDelivery: group.lines.some((line) => line.item.kind === 'catalogue'),
		phone: caller.phoneNumber ?? null,
		payMinutes: settings.payMinutes,
		paymentMethods: [...paymentMethodsFor(settings, seller.promptPayId)],
		taxInvoices: seller.taxId !== null,
		vouchers: await vouchersForOrder(db, caller.id, businessOrder.businessUserId, group.subtotalSatang),
	}
}

/** What a business user's business info says of how it sells: its PromptPay id, and its tax id when VAT-registered. */
export async function sellerTerms(db: Database | Tx, businessUserId: string) {
	const [row] = await db.select({ promptPayId: businessInfo.promptPayId, taxId: businessInfo.taxId }).from(businessInfo).where(eq(businessInfo.ownerBusinessUserId, businessUserId))
	return { promptPayId: row?.promptPayId ?? null, taxId: row?.taxId ?? null }
}

/** The refusal of a check-out whose lines cannot all be had now: each line's id with what is left ("left:{n}") or that it is gone. */
const cannotPlace = (errors: Record<string, string[]>) => new ProblemError(409, 'not_enough_stock', 'Some lines cannot be had as they are', errors)

/**
 * Places the business order's cart as a purchase order awaiting payment: priced now, its stock taken, its
 * number the business user's next. Refused (409): an empty cart, a line no longer for sale or with fewer
 * left than it holds (with each such line), or a total other than the one the buyer was shown.
 */
export async function placeOrder(db: Database, caller: ProfileRow, businessOrderId: string, input: PlaceOrder, settings: ShopSettings): Promise<MyPurchaseOrder> {
	const placedId = await inTransaction(db, async (tx) => {
		// The business order's row lock: the same cart placed from two tabs at once is placed once.
		const businessOrder = await ownBusinessOrder(tx, caller, businessOrderId, true)
		const lines = await tx
			.select({
				id: cartLines.id,
				itemId: contentItems.id,
				kind: contentItems.kind,
				title: contentItems.title,
				details: contentItems.details,
				endsAt: contentItems.endsAt,
				option: cartLines.option,
				quantity: cartLines.quantity,
				visible: sql<boolean>`${visibleTo(caller.id)}`,
			})
			.from(cartLines)
			.innerJoin(contentItems, eq(contentItems.id, cartLines.contentItemId))
			.where(eq(cartLines.businessOrderId, businessOrder.id))
			.orderBy(asc(cartLines.createdAt), asc(cartLines.id))
		if (lines.length === 0) throw new ProblemError(409, 'cart_empty', 'This cart is empty')
		const seller = await sellerTerms(tx, businessOrder.businessUserId)
		const methods = paymentMethodsFor(settings, seller.promptPayId)
		if (!methods.includes(input.paymentMethod)) {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { paymentMethod: [`This business user is paid here by ${methods.join(' or ')} only`] })
		}
		if (input.taxInvoice && !seller.taxId) {
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { taxInvoice: ['This business user issues no tax invoices: it has no tax id'] })
		}

		const gone: Record<string, string[]> = {}
		const priced = lines.flatMap((line) => {
			const sale = line.visible ? saleOf({ kind: line.kind, ownerType: 'business-user', details: line.details, endsAt: line.endsAt }) : null
			const optionGone = sale && (sale.options.length > 0 ? !sale.options.includes(line.option) : line.option !== '')
			if (!sale || optionGone) {
				gone[line.id] = ['gone']
				return []
			}
			return [{ ...line, kind: sale.kind, priceSatang: sale.priceSatang, counted: sale.stock !== null }]
		})
		if (Object.keys(gone).length > 0) throw cannotPlace(gone)
		const subtotalSatang = priced.reduce((sum, line) => sum + line.priceSatang * line.quantity, 0)
		// A voucher from the buyer's pocket pays part of it (used here, in the placing transaction: once).
		const discountSatang = input.voucherId
			? await useVoucherForOrder(tx, { claimId: input.voucherId, profileId: caller.id, businessUserId: businessOrder.businessUserId, subtotalSatang })
			: 0
		const totalSatang = subtotalSatang - discountSatang
		if (totalSatang !== input.expectedTotalSatang) {
			throw new ProblemError(409, 'price_changed', 'The total has changed since the check-out was shown', { expectedTotalSatang: [`now:${totalSatang}`] })
		}
		await takeStock(tx, priced)

		const needsDelivery = priced.some((line) => line.kind === 'catalogue')
		const delivery = needsDelivery ? (input.delivery ?? 'pickup') : 'e-ticket'
		// Last, so the business user's numbering row is locked for as short a time as can be: numbers have no gaps.
		const [numbered] = await tx
			.insert(businessUserOrderNumbers)
			.values({ businessUserId: businessOrder.businessUserId, lastNumber: 1 })
			.onConflictDoUpdate({ target: businessUserOrderNumbers.businessUserId, set: { lastNumber: sql`${businessUserOrderNumbers.lastNumber} + 1` } })
			.returning({ number: businessUserOrderNumbers.lastNumber })
		const [order] = await tx
			.insert(purchaseOrders)
			.values({
				businessOrderId: businessOrder.id,
				buyerProfileId: caller.id,
				businessUserId: businessOrder.businessUserId,
				number: numbered!.number,
				delivery,
				address: delivery === 'deliver' ? (input.address ?? null) : null,
				postcode: delivery === 'deliver' ? (input.postcode ?? null) : null,
				phone: thaiPhoneToE164(input.phone) ?? input.phone,
				note: input.note || null,
				paymentMethod: input.paymentMethod,
				totalSatang,
				voucherClaimId: input.voucherId ?? null,
				discountSatang,
				...(input.taxInvoice
					? { invoiceName: input.taxInvoice.name, invoiceTaxId: thaiTaxId(input.taxInvoice.taxId), invoiceBranch: input.taxInvoice.branch, invoiceAddress: input.taxInvoice.address }
					: {}),
				payBy: sql`now() + make_interval(mins => ${settings.payMinutes})`,
			})
			.returning({ id: purchaseOrders.id })
		await tx.insert(purchaseOrderLines).values(
			priced.map((line) => ({
				purchaseOrderId: order!.id,
				contentItemId: line.itemId,
				kind: line.kind,
				title: line.title,
				option: line.option,
				quantity: line.quantity,
				priceSatang: line.priceSatang,
				stockCounted: line.counted,
			})),
		)
		await tx.insert(purchaseOrderEvents).values({ purchaseOrderId: order!.id, fromStatus: null, toStatus: 'awaiting_payment', by: 'buyer', byProfileId: caller.id })
		await tx.delete(cartLines).where(eq(cartLines.businessOrderId, businessOrder.id))
		await tx.update(businessOrders).set({ updatedAt: new Date() }).where(eq(businessOrders.id, businessOrder.id))
		return order!.id
	})
	return readPurchaseOrder(db, caller, placedId)
}

type CountedLine = { id: string; itemId: string; kind: 'catalogue' | 'event'; quantity: number; counted: boolean }

/**
 * Takes each counted item's quantity (its lines summed: two options share one stock), an item at a time in
 * id order so two check-outs never wait on each other's rows. A conditional update takes only what is left;
 * when one cannot, the whole check-out is refused with what each short line has left.
 */
export async function takeStock(tx: Tx, lines: CountedLine[]) {
	const wanted = new Map<string, { kind: CountedLine['kind']; quantity: number; lineIds: string[] }>()
	for (const line of lines.filter((l) => l.counted)) {
		const entry = wanted.get(line.itemId) ?? { kind: line.kind, quantity: 0, lineIds: [] }
		entry.quantity += line.quantity
		entry.lineIds.push(line.id)
		wanted.set(line.itemId, entry)
	}
	const short: Record<string, string[]> = {}
	for (const [itemId, { kind, quantity, lineIds }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
		const left = await moveStock(tx, itemId, kind, -quantity)
		if (left === null) {
			const [now] = await tx.select({ details: contentItems.details }).from(contentItems).where(eq(contentItems.id, itemId))
			const remaining = saleOf({ kind, ownerType: 'business-user', details: now?.details, endsAt: null })?.stock ?? 0
			for (const lineId of lineIds) short[lineId] = [`left:${remaining}`]
		}
	}
	if (Object.keys(short).length > 0) throw cannotPlace(short)
}

/**
 * Changes how many of an item are left by `change` (negative: taken; positive: given back), in one
 * conditional update: a catalogue item's stock, or an event's tickets sold. Answers what is left, or null
 * when fewer are left than asked for (nothing changed).
 */
export async function moveStock(tx: Tx | Database, itemId: string, kind: 'catalogue' | 'event', change: number): Promise<number | null> {
	const stock = sql`(${contentItems.details}->>'stock')::int`
	const sold = sql`coalesce((${contentItems.details}->>'ticketsSold')::int, 0)`
	const capacity = sql`(${contentItems.details}->>'capacity')::int`
	const [row] =
		kind === 'catalogue'
			? await tx
					.update(contentItems)
					.set({ details: sql`jsonb_set(${contentItems.details}, '{stock}', to_jsonb(${stock} + ${change}::int))` })
					.where(and(eq(contentItems.id, itemId), sql`${stock} + ${change}::int >= 0`))
					.returning({ left: sql<number>`(${contentItems.details}->>'stock')::int` })
			: await tx
					.update(contentItems)
					.set({ details: sql`jsonb_set(${contentItems.details}, '{ticketsSold}', to_jsonb(greatest(${sold} - ${change}::int, 0)))` })
					.where(and(eq(contentItems.id, itemId), sql`${capacity} is not null`, sql`${change}::int >= 0 or ${capacity} - ${sold} + ${change}::int >= 0`))
					.returning({ left: sql<number>`greatest(${capacity} - ${sold}, 0)` })
	return row ? Number(row.left) : null
}

/** Gives back the stock an order took (when it is cancelled or expires), in the same transaction as the change. */
async function giveStockBack(tx: Tx, purchaseOrderId: string) {
	const lines = await tx
		.select({ itemId: purchaseOrderLines.contentItemId, kind: purchaseOrderLines.kind, quantity: sql<number>`sum(${purchaseOrderLines.quantity})::int` })
		.from(purchaseOrderLines)
		.where(and(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId), eq(purchaseOrderLines.stockCounted, true)))
		.groupBy(purchaseOrderLines.contentItemId, purchaseOrderLines.kind)
		.orderBy(asc(purchaseOrderLines.contentItemId))
	for (const line of lines) await moveStock(tx, line.itemId, line.kind, Number(line.quantity))
}

/**
 * Moves an order by `action` when the transitions table allows it to whoever asks, under the order's row
 * lock (two changes at once take turns, and the second sees the first's state): records the change on its
 * timeline and gives its stock back when it stops holding it. Refused with 409 `order_state` otherwise.
 */
export async function moveOrder(
	tx: Tx,
	purchaseOrderId: string,
	action: OrderAction,
	by: { actor: OrderActor; profileId: string | null },
	changes: { trackingNumber?: string; cancelReason?: string; note?: string } = {},
) {
	const [order] = await tx
		.select({ status: purchaseOrders.status, delivery: purchaseOrders.delivery, origin: purchaseOrders.origin, paymentMethod: purchaseOrders.paymentMethod, voucherClaimId: purchaseOrders.voucherClaimId })
		.from(purchaseOrders)
		.where(eq(purchaseOrders.id, purchaseOrderId))
		.for('update')
	if (!order) throw notFound('No such purchase order')
	if (!mayTake(order, action, by.actor)) throw new ProblemError(409, 'order_state', `An order that is ${order.status.replace('_', ' ')} cannot be changed that way`)
	const to: OrderStatus = orderTransitions[action].to
	// The stock first, then the order (whose trigger takes Sales' counts row): placing takes stock before
	// counts too, so the two never wait on each other in a circle.
	if (holdsStock(order.status) && !holdsStock(to)) {
		await giveStockBack(tx, purchaseOrderId)
		if (order.voucherClaimId) await giveVoucherBack(tx, order.voucherClaimId)
	}
	await tx
		.update(purchaseOrders)
		.set({ status: to, updatedAt: new Date(), ...(changes.trackingNumber ? { trackingNumber: changes.trackingNumber } : {}), ...(changes.cancelReason ? { cancelReason: changes.cancelReason } : {}) })
		.where(eq(purchaseOrders.id, purchaseOrderId))
	await tx.insert(purchaseOrderEvents).values({ purchaseOrderId, fromStatus: order.status, toStatus: to, by: by.actor, byProfileId: by.profileId, note: changes.cancelReason ?? changes.trackingNumber ?? changes.note ?? null })
	if (to === 'paid') await issueTaxInvoice(tx, purchaseOrderId)
	return { from: order.status, to, origin: order.origin }
}

/**
 * A counter sale just paid (its cash taken, or the gateway's payment applied), in the same transaction: its
 * points go to the customer it names, or onto its receipt's one-time code, and it is handed over.
 */
export async function handOverCounterSale(tx: Tx, purchaseOrderId: string, pointsExpireMonths: number) {
	await givePointsForSale(tx, purchaseOrderId, pointsExpireMonths)
	await moveOrder(tx, purchaseOrderId, 'handOver', { actor: 'system', profileId: null })
}

/** The buyer cancels an order they have not paid yet; its stock goes back. */
export async function cancelUnpaidOrder(db: Database, caller: ProfileRow, purchaseOrderId: string) {
	await ownPurchaseOrder(db, caller, purchaseOrderId)
	await inTransaction(db, (tx) => moveOrder(tx, purchaseOrderId, 'cancelUnpaid', { actor: 'buyer', profileId: caller.id }))
	return readPurchaseOrder(db, caller, purchaseOrderId)
}

/** Expires the unpaid orders whose payment time has run out (a batch at a time), giving their stock back; answers how many. */
export async function expireUnpaidOrders(db: Database, batch = 50) {
	const due = await db
		.select({ id: purchaseOrders.id })
		.from(purchaseOrders)
		.where(and(eq(purchaseOrders.status, 'awaiting_payment'), lt(purchaseOrders.payBy, sql`now()`)))
		.orderBy(asc(purchaseOrders.payBy))
		.limit(batch)
	let expired = 0
	for (const { id } of due) {
		try {
			await inTransaction(db, (tx) => moveOrder(tx, id, 'expire', { actor: 'system', profileId: null }))
			expired += 1
		} catch (error) {
			// Paid or cancelled a moment ago, or expired by another replica: it is no longer due.
			if (!(error instanceof ProblemError && error.code === 'order_state')) throw error
		}
	}
	return expired
}

async function ownPurchaseOrder(db: Database | Tx, caller: ProfileRow, purchaseOrderId: string) {
	if (!isUuid(purchaseOrderId)) throw notFound('No such purchase order')
	const [row] = await db
		.select({ id: purchaseOrders.id })
		.from(purchaseOrders)
		.where(and(eq(purchaseOrders.id, purchaseOrderId), eq(purchaseOrders.buyerProfileId, caller.id)))
	if (!row) throw notFound('No such purchase order')
	return row
}

const summaryColumns = {
	id: purchaseOrders.id,
	businessOrderId: purchaseOrders.businessOrderId,
	number: purchaseOrders.number,
	origin: purchaseOrders.origin,
	businessUserId: purchaseOrders.businessUserId,
	businessUserName: businessUsers.name,
	buyerId: purchaseOrders.buyerProfileId,
	buyerName: personName(buyers),
	status: purchaseOrders.status,
	totalSatang: purchaseOrders.totalSatang,
	itemCount: sql<number>`(select coalesce(sum(l.quantity), 0)::int from purchase_order_lines l where l.purchase_order_id = ${purchaseOrders.id})`,
	createdAt: purchaseOrders.createdAt,
	// The cursor's time to the microsecond (a Date keeps milliseconds: orders of the same millisecond would be skipped).
	cursorAt: sql<string>`${purchaseOrders.createdAt}::text`,
}
type SummaryRow = {
	id: string
	businessOrderId: string | null
	number: number
	origin: OrderOrigin
	businessUserId: string
	businessUserName: string
	buyerId: string | null
	buyerName: string | null
	status: OrderStatus
	totalSatang: number
	itemCount: number
	createdAt: Date
	cursorAt: string
}

const toSummary = (row: SummaryRow): PurchaseOrderSummary => ({
	id: row.id,
	businessOrderId: row.businessOrderId,
	number: row.number,
	origin: row.origin,
	businessUser: { id: row.businessUserId, name: row.businessUserName },
	buyer: row.buyerId ? { id: row.buyerId, name: row.buyerName ?? '' } : null,
	status: row.status,
	totalSatang: Number(row.totalSatang),
	itemCount: Number(row.itemCount),
	createdAt: row.createdAt.toISOString(),
})

// `at` as PostgreSQL writes a timestamptz as text; anything else is not a cursor of this list (400, never a failed cast).
const orderCursor = jsonCursor(z.object({ at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/), id: z.uuid() }))
export const ordersPageSize = 20

/** Orders matching `where`, newest first, a page at a time (keyset on created_at, id). */
export async function listOrders(db: Database, where: SQL | undefined, cursor: string | undefined, limit = ordersPageSize): Promise<PurchaseOrderList> {
	const after = cursor ? orderCursor.decode(cursor) : null
	const rows = (await db
		.select(summaryColumns)
		.from(purchaseOrders)
		.innerJoin(businessUsers, eq(businessUsers.id, purchaseOrders.businessUserId))
		.leftJoin(buyers, eq(buyers.id, purchaseOrders.buyerProfileId))
		.where(
			and(
				where,
				// A row comparison: the index's own order, so a page deep down is as quick as the first.
				after ? sql`(${purchaseOrders.createdAt}, ${purchaseOrders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined,
			),
		)
		.orderBy(desc(purchaseOrders.createdAt), desc(purchaseOrders.id))
		.limit(limit + 1)
		// A cursor's time of the right shape that is no time (the 30th of February): not a cursor of this list.
		.catch((error: unknown) => {
			throw after && /^22/.test(String((error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code ?? '')) ? badCursor() : error
		})) as SummaryRow[]
	const { page, nextCursor } = pageOf(rows, limit, (last) => orderCursor.encode({ at: last.cursorAt, id: last.id }))
	return { orders: page.map(toSummary), nextCursor }
}

/** A buyer's own order as theirs: with them as its buyer and their business order, which every order with a buyer has (the database's purchase_orders_origin_parts). */
function asMine<T extends Pick<PurchaseOrderSummary, 'businessOrderId' | 'buyer'>>(order: T): T & { businessOrderId: string; buyer: NonNullable<T['buyer']> } {
	if (order.businessOrderId === null || order.buyer === null) throw new Error('A buyer’s order without its business order')
	return { ...order, businessOrderId: order.businessOrderId, buyer: order.buyer }
}

/** The buyer's purchase orders, all or of one business order. */
export async function listMyOrders(db: Database, caller: ProfileRow, cursor: string | undefined, businessOrderId?: string): Promise<MyPurchaseOrderList> {
	if (businessOrderId !== undefined) await ownBusinessOrder(db, caller, businessOrderId)
	const list = await listOrders(
		db,
		and(eq(purchaseOrders.buyerProfileId, caller.id), businessOrderId ? eq(purchaseOrders.businessOrderId, businessOrderId) : undefined),
		cursor,
	)
	return { ...list, orders: list.orders.map(asMine) }
}

/** A purchase order with its lines and timeline, as its buyer sees it. */
export async function readPurchaseOrder(db: Database | Tx, caller: ProfileRow, purchaseOrderId: string): Promise<MyPurchaseOrder> {
	await ownPurchaseOrder(db, caller, purchaseOrderId)
	return asMine(await readOrder(db, purchaseOrderId, 'buyer'))
}

/** An order whole; `as` says whose actions it carries (the buyer's or the seller's). */
export async function readOrder(db: Database | Tx, purchaseOrderId: string, as: 'buyer' | 'seller'): Promise<PurchaseOrder> {
	const [row] = await db
		.select({
			...summaryColumns,
			delivery: purchaseOrders.delivery,
			address: purchaseOrders.address,
			postcode: purchaseOrders.postcode,
			phone: purchaseOrders.phone,
			note: purchaseOrders.note,
			paymentMethod: purchaseOrders.paymentMethod,
			timelineId: purchaseOrders.timelineId,
			cashReceivedSatang: purchaseOrders.cashReceivedSatang,
			payBy: purchaseOrders.payBy,
			trackingNumber: purchaseOrders.trackingNumber,
			cancelReason: purchaseOrders.cancelReason,
			sellerAddress: businessInfo.address,
			sellerPostcode: businessInfo.postcode,
			sellerPhone: businessInfo.phone,
			sellerTaxId: businessInfo.taxId,
			sellerTaxBranch: businessInfo.taxBranch,
			invoiceName: purchaseOrders.invoiceName,
			invoiceTaxId: purchaseOrders.invoiceTaxId,
			invoiceBranch: purchaseOrders.invoiceBranch,
			invoiceAddress: purchaseOrders.invoiceAddress,
			taxInvoice: taxInvoices,
			discountSatang: purchaseOrders.discountSatang,
			voucherTitle: vouchers.title,
		})
		.from(purchaseOrders)
		.innerJoin(businessUsers, eq(businessUsers.id, purchaseOrders.businessUserId))
		.leftJoin(buyers, eq(buyers.id, purchaseOrders.buyerProfileId))
		.leftJoin(businessInfo, eq(businessInfo.ownerBusinessUserId, purchaseOrders.businessUserId))
		.leftJoin(taxInvoices, eq(taxInvoices.purchaseOrderId, purchaseOrders.id))
		.leftJoin(voucherClaims, eq(voucherClaims.id, purchaseOrders.voucherClaimId))
		.leftJoin(vouchers, eq(vouchers.id, voucherClaims.voucherId))
		.where(eq(purchaseOrders.id, purchaseOrderId))
	if (!row) throw notFound('No such purchase order')
	const invoice = row.taxInvoice
	const [lines, timeline] = await Promise.all([
		db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId)).orderBy(asc(purchaseOrderLines.title), asc(purchaseOrderLines.option), asc(purchaseOrderLines.id)),
		db
			.select({ from: purchaseOrderEvents.fromStatus, to: purchaseOrderEvents.toStatus, by: purchaseOrderEvents.by, byName: personName(profiles), note: purchaseOrderEvents.note, at: purchaseOrderEvents.at })
			.from(purchaseOrderEvents)
			.leftJoin(profiles, eq(profiles.id, purchaseOrderEvents.byProfileId))
			.where(eq(purchaseOrderEvents.purchaseOrderId, purchaseOrderId))
			.orderBy(asc(purchaseOrderEvents.at), asc(purchaseOrderEvents.id)),
	])
	return {
		...toSummary(row as SummaryRow),
		delivery: row.delivery,
		address: row.address,
		postcode: row.postcode,
		phone: row.phone,
		note: row.note,
		paymentMethod: row.paymentMethod,
		timelineId: row.timelineId,
		cashReceivedSatang: row.cashReceivedSatang === null ? null : Number(row.cashReceivedSatang),
		payBy: row.payBy.toISOString(),
		trackingNumber: row.trackingNumber,
		cancelReason: row.cancelReason,
		paidAt: timeline.find((event) => event.to === 'paid')?.at.toISOString() ?? null,
		subtotalSatang: Number(row.totalSatang) + Number(row.discountSatang),
		voucher: Number(row.discountSatang) > 0 ? { title: row.voucherTitle ?? '', discountSatang: Number(row.discountSatang) } : null,
		seller: { address: row.sellerAddress, postcode: row.sellerPostcode, phone: row.sellerPhone, taxId: row.sellerTaxId, taxBranch: row.sellerTaxBranch },
		taxInvoiceTo:
			row.invoiceName && row.invoiceTaxId && row.invoiceBranch && row.invoiceAddress
				? { name: row.invoiceName, taxId: row.invoiceTaxId, branch: row.invoiceBranch, address: row.invoiceAddress }
				: null,
		taxInvoice: invoice
			? {
					number: taxInvoiceNumber(invoice.year, invoice.sequence),
					issuedAt: invoice.issuedAt.toISOString(),
					seller: { name: invoice.sellerName, taxId: invoice.sellerTaxId, branch: invoice.sellerBranch, address: invoice.sellerAddress },
					totalSatang: Number(invoice.totalSatang),
					vatSatang: Number(invoice.vatSatang),
				}
			: null,
		lines: lines.map((line) => ({
			itemId: line.contentItemId,
			kind: line.kind,
			title: line.title,
			option: line.option,
			quantity: line.quantity,
			priceSatang: Number(line.priceSatang),
			totalSatang: Number(line.priceSatang) * line.quantity,
		})),
		timeline: timeline.map((event) => ({
			from: event.from as OrderStatus | null,
			to: event.to as OrderStatus,
			by: event.by,
			byName: event.by === 'buyer' || event.by === 'seller' ? event.byName || null : null,
			note: event.note,
			at: event.at.toISOString(),
		})),
		actions: actionsFor({ status: row.status as OrderStatus, delivery: row.delivery, origin: row.origin, paymentMethod: row.paymentMethod }, as),
	}
}

