import { eq, sql } from 'drizzle-orm'
import { businessInfo, businessUserInvoiceNumbers, businessUsers, purchaseOrders, taxInvoices } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'
import { vatIncludedSatang } from '#contracts/shop/vat.ts'

// A paid order's documents (docs/product.md#shop). The receipt is the paid order itself; a tax invoice
// (ใบกำกับภาษี) is a row of its own, issued once, with the seller's particulars as they were that day.

/** The year tax invoice numbers count in: the business user's year, in Thailand. */
const bangkokYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(at))

/**
 * Issues the order's tax invoice, in the transaction that marks it paid, when its buyer asked for one and
 * the business user still has a tax id: the next number of the business user's year (a counter row raised
 * in this transaction: no gaps, no two alike), the seller as of now, and the VAT in the total.
 */
export async function issueTaxInvoice(tx: Tx, purchaseOrderId: string) {
	const [order] = await tx
		.select({
			businessUserId: purchaseOrders.businessUserId,
			totalSatang: purchaseOrders.totalSatang,
			askedFor: sql<boolean>`${purchaseOrders.invoiceTaxId} is not null`,
			name: sql<string>`coalesce(nullif(${businessInfo.company}, ''), ${businessUsers.name})`,
			address: sql<string>`trim(coalesce(${businessInfo.address}, '') || ' ' || coalesce(${businessInfo.postcode}, ''))`,
			taxId: businessInfo.taxId,
			taxBranch: businessInfo.taxBranch,
		})
		.from(purchaseOrders)
		.innerJoin(businessUsers, eq(businessUsers.id, purchaseOrders.businessUserId))
		.leftJoin(businessInfo, eq(businessInfo.ownerBusinessUserId, purchaseOrders.businessUserId))
		.where(eq(purchaseOrders.id, purchaseOrderId))
	if (!order?.askedFor || !order.taxId || !order.taxBranch) return null
	const year = bangkokYear(new Date())
	const [numbered] = await tx
		.insert(businessUserInvoiceNumbers)
		.values({ businessUserId: order.businessUserId, year, lastNumber: 1 })
		.onConflictDoUpdate({ target: [businessUserInvoiceNumbers.businessUserId, businessUserInvoiceNumbers.year], set: { lastNumber: sql`${businessUserInvoiceNumbers.lastNumber} + 1` } })
		.returning({ sequence: businessUserInvoiceNumbers.lastNumber })
	const totalSatang = Number(order.totalSatang)
	await tx.insert(taxInvoices).values({
		purchaseOrderId,
		businessUserId: order.businessUserId,
		year,
		sequence: numbered!.sequence,
		sellerName: order.name,
		sellerTaxId: order.taxId,
		sellerBranch: order.taxBranch,
		sellerAddress: order.address,
		totalSatang,
		vatSatang: vatIncludedSatang(totalSatang),
	})
	return numbered!.sequence
}
