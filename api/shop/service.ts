import { and, asc, count, desc, eq, sql, type Placeholder } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessOrders, businessUsers, cartLines, contentItems } from '#api/db/schema.ts'
import { inTransaction, type Tx } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { readAnyContent, visibleTo } from '#api/content/index.ts'
import { liveBusinessUser } from '#api/business-account/index.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { shopLimits } from '#contracts/limits.ts'
import type { AddToCart, Cart, CartGroup, ChangeCartLine } from '#contracts/shop/cart.ts'
import { saleOf, stockOf } from '#contracts/shop/sale.ts'

// A buyer's carts (docs/product.md#shop): one open cart a business user, kept in its business order. A
// line is an item the buyer may see, of a business user, with a price: a catalogue item or an event.
// Every write is the buyer's own: a line is found by (id, buyer), so somebody else's is a 404.

const notForSale = () => new ProblemError(409, 'not_for_sale', 'Only a business user’s catalogue items and events (until they end) with a price are sold')
const notEnough = (left: number) => new ProblemError(409, 'not_enough_stock', `Only ${left} left`, { quantity: [`left:${left}`] })

/** Refuses a quantity the item does not have left. */
function checkStock(stock: number | null, quantity: number) {
	if (stock === null) return
	if (stock === 0) throw new ProblemError(409, 'sold_out', 'None left')
	if (quantity > stock) throw notEnough(stock)
}

/** Every open cart of the buyer, one a business user, the last changed first; a line whose item the buyer may no longer see or buy has no price. */
export async function readCart(db: Database | Tx, caller: ProfileRow): Promise<Cart> {
	const rows = await db
		.select({
			lineId: cartLines.id,
			businessOrderId: businessOrders.id,
			businessUserId: businessUsers.id,
			businessUserName: businessUsers.name,
			businessUserImage: businessUsers.imageUrl,
			itemId: contentItems.id,
			kind: contentItems.kind,
			title: contentItems.title,
			pictures: contentItems.pictures,
			details: contentItems.details,
			endsAt: contentItems.endsAt,
			option: cartLines.option,
			quantity: cartLines.quantity,
			seenPriceSatang: cartLines.seenPriceSatang,
			visible: sql<boolean>`${visibleTo(caller.id)}`,
		})
		.from(cartLines)
		.innerJoin(businessOrders, eq(businessOrders.id, cartLines.businessOrderId))
		.innerJoin(businessUsers, eq(businessUsers.id, businessOrders.businessUserId))
		.innerJoin(contentItems, eq(contentItems.id, cartLines.contentItemId))
		// A business user archived is gone everywhere (api/business-account): its cart with it.
		.where(and(eq(businessOrders.buyerProfileId, caller.id), liveBusinessUser))
		.orderBy(desc(businessOrders.updatedAt), asc(businessOrders.id), asc(cartLines.createdAt), asc(cartLines.id))
	const groups = new Map<string, CartGroup>()
	let itemCount = 0
	for (const row of rows) {
		// An item no longer for sale (hidden, an event that ended) has no price in the cart.
		const sale = row.visible ? saleOf({ kind: row.kind, ownerType: 'business-user', details: row.details, endsAt: row.endsAt }) : null
		const priceSatang = sale?.priceSatang ?? null
		const group = groups.get(row.businessOrderId) ?? {
			businessOrderId: row.businessOrderId,
			businessUser: { id: row.businessUserId, name: row.businessUserName, imageUrl: row.businessUserImage },
			lines: [],
			subtotalSatang: 0,
		}
		const totalSatang = (priceSatang ?? 0) * row.quantity
		group.lines.push({
			id: row.lineId,
			// What the buyer may no longer see, the cart does not show either (api/content/visibility.ts).
			item: { id: row.visible ? row.itemId : null, kind: row.kind === 'event' ? 'event' : 'catalogue', title: row.visible ? row.title : null, picture: row.visible ? (row.pictures[0] ?? null) : null },
			option: row.option,
			quantity: row.quantity,
			priceSatang,
			seenPriceSatang: row.seenPriceSatang,
			stock: stockOf(row.kind, row.details),
			totalSatang,
		})
		group.subtotalSatang += totalSatang
		groups.set(row.businessOrderId, group)
		itemCount += row.quantity
	}
	return { groups: [...groups.values()], itemCount }
}

/**
 * How many items the buyer's carts hold (the header's Cart count), in one indexed query: a number, never
 * null. The signed-in state reads it within its own statement (api/account/service.ts).
 */
export const cartItemCountQuery = (db: Database, buyerId: Placeholder) =>
	db
		.select({ items: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
		.from(cartLines)
		.innerJoin(businessOrders, eq(businessOrders.id, cartLines.businessOrderId))
		.innerJoin(businessUsers, eq(businessUsers.id, businessOrders.businessUserId))
		.where(and(eq(businessOrders.buyerProfileId, buyerId), liveBusinessUser))

/**
 * Adds an item to the buyer's cart of its business user: to the line of the same item and option when
 * there is one. Refused: an item the buyer may not see (404), one not for sale, with an option it does not
 * have, or with fewer left than the line would hold.
 */
export async function addToCart(db: Database, caller: ProfileRow, input: AddToCart): Promise<Cart> {
	const item = await readAnyContent(db, caller, input.itemId)
	const sale = saleOf({ kind: item.kind, ownerType: item.owner.type, details: item.details, endsAt: item.endsAt })
	if (!sale) throw notForSale()
	const { options, priceSatang: price } = sale
	const option = input.option?.trim() ?? ''
	if (options.length > 0 ? !options.includes(option) : option !== '') {
		throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', { option: [options.length > 0 ? 'Choose one of the item’s options' : 'The item has no options'] })
	}
	return inTransaction(db, async (tx) => {
		// The business order's row lock serializes one buyer's adds to one cart (its limit of lines).
		await tx.insert(businessOrders).values({ buyerProfileId: caller.id, businessUserId: item.owner.id }).onConflictDoNothing()
		const [order] = await tx
			.select({ id: businessOrders.id })
			.from(businessOrders)
			.where(and(eq(businessOrders.buyerProfileId, caller.id), eq(businessOrders.businessUserId, item.owner.id)))
			.for('update')
		if (!order) throw new Error('business order vanished')
		const [held] = await tx
			.select({ lines: count(), same: sql<number>`coalesce(sum(${cartLines.quantity}) filter (where ${cartLines.contentItemId} = ${item.id} and ${cartLines.option} = ${option}), 0)::int` })
			.from(cartLines)
			.where(eq(cartLines.businessOrderId, order.id))
		const quantity = Number(held?.same ?? 0) + input.quantity
		if (quantity > shopLimits.quantity) throw new ProblemError(409, 'conflict', `At most ${shopLimits.quantity} of one item in a cart`)
		if (Number(held?.same ?? 0) === 0 && (held?.lines ?? 0) >= shopLimits.cartLines) throw new ProblemError(409, 'conflict', `At most ${shopLimits.cartLines} lines in a cart`)
		checkStock(sale.stock, quantity)
		await tx
			.insert(cartLines)
			.values({ businessOrderId: order.id, contentItemId: item.id, option, quantity, seenPriceSatang: price })
			.onConflictDoUpdate({ target: [cartLines.businessOrderId, cartLines.contentItemId, cartLines.option], set: { quantity, seenPriceSatang: price, updatedAt: new Date() } })
		await tx.update(businessOrders).set({ updatedAt: new Date() }).where(eq(businessOrders.id, order.id))
		return readCart(tx, caller)
	})
}

/** The buyer's line with its item, or a 404 (somebody else's, an unknown or a malformed id). */
async function ownLine(db: Database | Tx, caller: ProfileRow, lineId: string) {
	if (!isUuid(lineId)) throw notFound('No such line in your cart')
	const [line] = await db
		.select({ id: cartLines.id, businessOrderId: cartLines.businessOrderId, kind: contentItems.kind, details: contentItems.details, endsAt: contentItems.endsAt })
		.from(cartLines)
		.innerJoin(businessOrders, eq(businessOrders.id, cartLines.businessOrderId))
		.innerJoin(contentItems, eq(contentItems.id, cartLines.contentItemId))
		.where(and(eq(cartLines.id, lineId), eq(businessOrders.buyerProfileId, caller.id)))
	if (!line) throw notFound('No such line in your cart')
	return line
}

/**
 * Changes how many a line holds; the buyer has seen the cart, so its price now is the one they saw. More
 * than are left is refused with how many are.
 */
export async function changeCartLine(db: Database, caller: ProfileRow, lineId: string, input: ChangeCartLine): Promise<Cart> {
	const line = await ownLine(db, caller, lineId)
	const sale = saleOf({ kind: line.kind, ownerType: 'business-user', details: line.details, endsAt: line.endsAt })
	checkStock(stockOf(line.kind, line.details), input.quantity)
	const price = sale?.priceSatang ?? null
	await db
		.update(cartLines)
		.set({ quantity: input.quantity, ...(price === null ? {} : { seenPriceSatang: price }), updatedAt: new Date() })
		.where(eq(cartLines.id, line.id))
	return readCart(db, caller)
}

export async function removeCartLine(db: Database, caller: ProfileRow, lineId: string): Promise<Cart> {
	const line = await ownLine(db, caller, lineId)
	await db.delete(cartLines).where(eq(cartLines.id, line.id))
	return readCart(db, caller)
}
