import { and, eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { businessUserOrderCounts, purchaseOrders } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { isUuid } from '#api/db/values.ts'
import { requireBusinessUserGrant, type BusinessUserAccess } from '#api/business-account/index.ts'
import { notFound } from '#api/http/problems.ts'
import type { ProfileRow } from '#api/profile/index.ts'
import { holds } from '#contracts/people-rights.ts'
import { orderStages, type OrderStage } from '#contracts/shop/order-status.ts'
import type { PurchaseOrder, SellerAction, SellerOrderList } from '#contracts/shop/orders.ts'
import { listOrders, moveOrder, readOrder } from './orders.ts'
import { refundOrder, type Payments } from './payments.ts'

// The seller's side of the shop ("Sales", docs/product.md#shop): a business user's orders, for its owner and
// the members granted `sale` (read to see them, update to move them). Anyone else is told the business
// user's orders do not exist (404); a member without the grant, that it is needed (403).

/** The caller's standing toward the business user's sales (read: see them; create: ring up counter sales; update: move orders), or the refusal. */
export async function requireSale(db: Database, caller: ProfileRow, businessUserId: string, scope: 'read' | 'create' | 'update'): Promise<BusinessUserAccess> {
	return requireBusinessUserGrant(db, caller.id, businessUserId, 'sale', scope, 'Sales')
}

/** The business user's order, or a 404 (another business user's, unknown, malformed). */
async function sellersOrder(db: Database, businessUserId: string, orderId: string) {
	if (!isUuid(orderId)) throw notFound('No such order')
	const [row] = await db
		.select({ id: purchaseOrders.id })
		.from(purchaseOrders)
		.where(and(eq(purchaseOrders.id, orderId), eq(purchaseOrders.businessUserId, businessUserId)))
	if (!row) throw notFound('No such order')
	return row
}

/** The business user's orders at a stage (or all), newest first, with how many each stage holds. */
export async function listSales(db: Database, caller: ProfileRow, businessUserId: string, stage: OrderStage | undefined, cursor: string | undefined): Promise<SellerOrderList> {
	await requireSale(db, caller, businessUserId, 'read')
	const [list, counted] = await Promise.all([
		listOrders(db, and(eq(purchaseOrders.businessUserId, businessUserId), stage ? eq(purchaseOrders.stage, stage) : undefined), cursor),
		db.select({ stage: businessUserOrderCounts.stage, orders: businessUserOrderCounts.orders }).from(businessUserOrderCounts).where(eq(businessUserOrderCounts.businessUserId, businessUserId)),
	])
	const counts = Object.fromEntries(orderStages.map((s) => [s, counted.find((row) => row.stage === s)?.orders ?? 0])) as SellerOrderList['counts']
	return { ...list, counts }
}

/** One of the business user's orders, with the actions the caller may take (none without sale.update). */
export async function readSale(db: Database, caller: ProfileRow, businessUserId: string, orderId: string): Promise<PurchaseOrder> {
	const access = await requireSale(db, caller, businessUserId, 'read')
	await sellersOrder(db, businessUserId, orderId)
	const order = await readOrder(db, orderId, 'seller')
	return holds({ isAdmin: access.isAdmin, grants: access.grants }, 'sale', 'update') ? order : { ...order, actions: [] }
}

/** Accept, mark ready, mark shipped (with its tracking number), complete, or cancel (with a reason). */
export async function actOnSale(db: Database, payments: Payments, caller: ProfileRow, businessUserId: string, orderId: string, input: SellerAction): Promise<PurchaseOrder> {
	await requireSale(db, caller, businessUserId, 'update')
	await sellersOrder(db, businessUserId, orderId)
	const moved = await inTransaction(db, (tx) =>
		moveOrder(tx, orderId, input.action, { actor: 'seller', profileId: caller.id }, { trackingNumber: input.action === 'markShipped' ? input.trackingNumber : undefined, cancelReason: input.action === 'cancelSale' ? input.reason : undefined }),
	)
	// A paid order cancelled: its money goes back through the gateway, and the order becomes refunded.
	if (moved.to === 'cancelled' && moved.from !== 'awaiting_payment') await refundOrder(db, payments, orderId)
	return readSale(db, caller, businessUserId, orderId)
}
