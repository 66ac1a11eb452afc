import { and, eq, inArray, sql } from 'drizzle-orm'
import { issueTaxInvoice } from '#api/shop/index.ts'
import type { OrderStatus } from '#contracts/shop/order-status.ts'
import type { Database } from './client.ts'
import { inTransaction } from './transaction.ts'
import { businessInfo, businessOrders, businessUserOrderNumbers, contentItems, purchaseOrderEvents, purchaseOrderLines, purchaseOrders } from './schema.ts'

// The demo shop's sales (docs/product.md#shop): a few catalogue items with stock and options, a PromptPay
// id and a tax id, and demo.user's orders in several states (a completed one with its tax invoice), so "Sales" is not empty on a new machine. Fixed ids: seeding
// again changes nothing that has been sold or moved since.

export const demoShopItemIds = {
	beans: '6f1c2a53-8a34-4d0e-9d51-1d2b7d0c4a11',
	tote: '0b6a4d1e-5f7c-4b3e-8a2d-2c9e6f1b7d22',
	dripper: '9e2d7c4b-1a6f-4e8d-b3c5-3d0f8a2e6c33',
} as const

/** Who the completed order's tax invoice is made out to: its buyer asked for one. */
const demoTaxInvoiceTo = { invoiceName: 'Lanna Print Co., Ltd. — บริษัท ล้านนาพริ้นท์ จำกัด', invoiceTaxId: '0994000165226', invoiceBranch: '00001', invoiceAddress: '9 Nimmanhaemin Soi 5, Chiang Mai 50200' }

const demoOrderIds: Array<{ id: string; status: OrderStatus; path: OrderStatus[]; taxInvoice?: boolean }> = [
	{ id: 'c1f0a7e2-3b4d-4c5e-8f60-7a1b2c3d4e51', status: 'paid', path: ['awaiting_payment', 'paid'] },
	{ id: 'c1f0a7e2-3b4d-4c5e-8f60-7a1b2c3d4e52', status: 'accepted', path: ['awaiting_payment', 'paid', 'accepted'] },
	{ id: 'c1f0a7e2-3b4d-4c5e-8f60-7a1b2c3d4e53', status: 'ready', path: ['awaiting_payment', 'paid', 'accepted', 'ready'] },
	{ id: 'c1f0a7e2-3b4d-4c5e-8f60-7a1b2c3d4e54', status: 'completed', path: ['awaiting_payment', 'paid', 'accepted', 'ready', 'completed'], taxInvoice: true },
	{ id: 'c1f0a7e2-3b4d-4c5e-8f60-7a1b2c3d4e55', status: 'cancelled', path: ['awaiting_payment', 'cancelled'] },
]

export async function seedDemoShop(db: Database, { businessUserId, buyerProfileId, sellerProfileId }: { businessUserId: string; buyerProfileId: string; sellerProfileId: string }) {
	const catalogue = [
		{ id: demoShopItemIds.beans, title: 'Chiang Mai house blend, 250 g — เมล็ดกาแฟเชียงใหม่', details: { priceSatang: 35000, stock: 40, sku: 'DEMO-BEANS', options: ['Whole beans — เมล็ด', 'Ground — บด'], optionName: 'Grind — การบด' } },
		{ id: demoShopItemIds.tote, title: 'Siam Square tote bag — กระเป๋าผ้าสยามสแควร์', details: { priceSatang: 25000, stock: 12, sku: 'DEMO-TOTE', options: [], optionName: null } },
		{ id: demoShopItemIds.dripper, title: 'Ceramic coffee dripper — ดริปเปอร์เซรามิก', details: { priceSatang: 89000, stock: 3, sku: 'DEMO-DRIP', options: ['White — ขาว', 'Celadon — เซลาดอน'], optionName: 'Colour — สี' } },
	]
	await db
		.insert(contentItems)
		.values(
			catalogue.map(({ id, title, details }) => ({
				id,
				kind: 'catalogue' as const,
				ownerBusinessUserId: businessUserId,
				postedByProfileId: sellerProfileId,
				title,
				body: 'From our counter at Siam Square. จากร้านของเราที่สยามสแควร์',
				details,
				visibility: 'public' as const,
				location: { x: 100.5342, y: 13.7449 },
				address: 'Siam Square Soi 3, Pathum Wan, Bangkok — สยามสแควร์ซอย 3 ปทุมวัน กรุงเทพฯ',
				province: 'Bangkok',
				publishedAt: sql`now()`,
			})),
		)
		// Stock moves as people buy: seeding again leaves it.
		.onConflictDoNothing()
	await db
		.insert(businessInfo)
		.values({
			ownerBusinessUserId: businessUserId,
			company: 'Siam Coffee Co., Ltd. — บริษัท สยามคอฟฟี่ จำกัด',
			phone: '+6621234567',
			address: 'Siam Square Soi 3, Pathum Wan, Bangkok',
			postcode: '10330',
			promptPayId: '0812345678',
			// VAT-registered, so its buyers may ask for tax invoices (the check digit is right).
			taxId: '0105512345671',
			taxBranch: '00000',
		})
		.onConflictDoNothing()

	const existing = await db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(inArray(purchaseOrders.id, demoOrderIds.map((order) => order.id)))
	if (existing.length > 0) return
	await db.insert(businessOrders).values({ buyerProfileId, businessUserId }).onConflictDoNothing()
	const [businessOrder] = await db
		.select({ id: businessOrders.id })
		.from(businessOrders)
		.where(and(eq(businessOrders.buyerProfileId, buyerProfileId), eq(businessOrders.businessUserId, businessUserId)))
	const businessOrderId = businessOrder!.id
	for (const [index, order] of demoOrderIds.entries()) {
		const [numbered] = await db
			.insert(businessUserOrderNumbers)
			.values({ businessUserId, lastNumber: 1 })
			.onConflictDoUpdate({ target: businessUserOrderNumbers.businessUserId, set: { lastNumber: sql`${businessUserOrderNumbers.lastNumber} + 1` } })
			.returning()
		const item = catalogue[index % catalogue.length]!
		const quantity = 1 + (index % 2)
		const placed = sql`now() - ${(demoOrderIds.length - index) * 3} * interval '1 hour'`
		await db.insert(purchaseOrders).values({
			id: order.id,
			businessOrderId,
			buyerProfileId,
			businessUserId,
			number: numbered!.lastNumber,
			status: order.status,
			delivery: index % 2 === 0 ? 'pickup' : 'deliver',
			address: index % 2 === 0 ? null : '99/1 Sukhumvit Soi 24, Khlong Toei, Bangkok',
			postcode: index % 2 === 0 ? null : '10110',
			phone: '+66812345678',
			paymentMethod: index % 2 === 0 ? 'promptpay' : 'card',
			totalSatang: item.details.priceSatang * quantity,
			payBy: sql`${placed} + interval '30 minutes'`,
			cancelReason: order.status === 'cancelled' ? 'Out of stock for the week — สินค้าหมดชั่วคราว' : null,
			...(order.taxInvoice ? demoTaxInvoiceTo : {}),
			createdAt: placed,
		})
		await db.insert(purchaseOrderLines).values({
			purchaseOrderId: order.id,
			contentItemId: item.id,
			kind: 'catalogue',
			title: item.title,
			option: item.details.options[0] ?? '',
			quantity,
			priceSatang: item.details.priceSatang,
			stockCounted: true,
		})
		await db.insert(purchaseOrderEvents).values(
			order.path.map((to, step) => ({
				purchaseOrderId: order.id,
				fromStatus: step === 0 ? null : order.path[step - 1]!,
				toStatus: to,
				by: step === 0 ? ('buyer' as const) : to === 'paid' ? ('gateway' as const) : ('seller' as const),
				byProfileId: step === 0 ? buyerProfileId : to === 'paid' ? null : sellerProfileId,
				note: to === 'cancelled' ? 'Out of stock for the week — สินค้าหมดชั่วคราว' : null,
				at: sql`${placed} + ${step * 10} * interval '1 minute'`,
			})),
		)
		if (order.taxInvoice) await inTransaction(db, (tx) => issueTaxInvoice(tx, order.id))
	}
}
