import { bahttext } from 'bahttext'
import { formatBaht, formatMoment } from '#app/content/display.ts'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'
import { voucherView } from './views.ts'
import { phoneForDisplay } from '#contracts/thai-phone.ts'
import { vatIncludedSatang, VAT_PERCENT } from '#contracts/shop/vat.ts'
import { HEAD_OFFICE_BRANCH } from '#contracts/thai-tax-id.ts'

// A paid order's documents (docs/product.md#shop): its receipt, and its tax invoice (ใบกำกับภาษี) when the
// buyer asked for one, as a page and as a PDF shows them, in the reader's language. A tax invoice shows
// what was issued (the seller as it was that day); a receipt shows the order.

export const documentKinds = ['receipt', 'tax-invoice'] as const
export type DocumentKind = (typeof documentKinds)[number]

/** Which document an address is of: the last segment of its page (…/receipt, …/tax-invoice), before `/pdf`. */
export function documentKindOf(pathname: string): DocumentKind | null {
	const kind = /\/(receipt|tax-invoice)(?:\/pdf)?\/?$/.exec(pathname)?.[1]
	return (kind as DocumentKind | undefined) ?? null
}

/** Whether the order has that document: a receipt once paid, a tax invoice once issued. */
export const hasDocument = (order: Pick<PurchaseOrder, 'paidAt' | 'taxInvoice'>, kind: DocumentKind) => (kind === 'receipt' ? order.paidAt !== null : order.taxInvoice !== null)

/** A tax id as printed in Thailand: 0-1055-12345-67-8. */
export const formatTaxId = (taxId: string) => taxId.replace(/^(\d)(\d{4})(\d{5})(\d{2})(\d)$/, '$1-$2-$3-$4-$5')

/** A branch as a `documents.branch.*` key of locales/{en,th}/shop.json and its number. */
const branchOf = (branch: string) => ({ headOffice: branch === HEAD_OFFICE_BRANCH, number: branch })

/** Who a document is from or to. */
type DocumentParty = { name: string | null; address: string | null; phone: string | null; taxId: string | null; branch: { headOffice: boolean; number: string } | null }

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ')

/** A document of a paid order, ready to show: who from, who to, its lines, and its total with the VAT in it. */
export function documentView(order: PurchaseOrder, kind: DocumentKind, language: string) {
	const invoice = kind === 'tax-invoice' ? order.taxInvoice : null
	if (kind === 'tax-invoice' && (!invoice || !order.taxInvoiceTo)) throw new Error('An order without a tax invoice has no tax invoice to show')
	const to = order.taxInvoiceTo
	const totalSatang = order.totalSatang
	// A VAT-registered seller's receipt says how much of the total is VAT too; a tax invoice always does.
	const vatSatang = invoice ? invoice.vatSatang : order.seller.taxId ? vatIncludedSatang(totalSatang) : null
	return {
		kind,
		number: invoice ? invoice.number : String(order.number),
		orderNumber: order.number,
		date: formatMoment(invoice ? invoice.issuedAt : order.paidAt!, language),
		seller: (invoice
			? { name: invoice.seller.name, address: invoice.seller.address, phone: null, taxId: formatTaxId(invoice.seller.taxId), branch: branchOf(invoice.seller.branch) }
			: {
					name: order.businessUser.name,
					address: joined(order.seller.address, order.seller.postcode),
					phone: order.seller.phone ? phoneForDisplay(order.seller.phone) : null,
					taxId: order.seller.taxId ? formatTaxId(order.seller.taxId) : null,
					branch: order.seller.taxBranch ? branchOf(order.seller.taxBranch) : null,
				}) satisfies DocumentParty as DocumentParty,
		buyer: (invoice && to
			? { name: to.name, address: to.address, phone: null, taxId: formatTaxId(to.taxId), branch: branchOf(to.branch) }
			: { name: order.buyer?.name ?? null, address: null, phone: order.phone ? phoneForDisplay(order.phone) : null, taxId: null, branch: null }) satisfies DocumentParty as DocumentParty,
		lines: order.lines.map((line) => ({
			key: `${line.itemId}-${line.option}`,
			title: line.title,
			option: line.option || null,
			eTicket: line.kind === 'event',
			quantity: line.quantity,
			price: formatBaht(line.priceSatang, language, { cents: true }),
			total: formatBaht(line.totalSatang, language, { cents: true }),
		})),
		/** The voucher that paid part of it, between the lines and the total: lines less voucher is the total. */
		voucher: voucherView(order, language, { cents: true }),
		beforeVat: vatSatang === null ? null : formatBaht(totalSatang - vatSatang, language, { cents: true }),
		vat: vatSatang === null ? null : formatBaht(vatSatang, language, { cents: true }),
		vatPercent: VAT_PERCENT,
		total: formatBaht(totalSatang, language, { cents: true }),
		/** A Thai document says its total in words too ("เจ็ดร้อยบาทถ้วน"), as Thai receipts and invoices do. */
		totalInWords: language === 'th' ? bahttext((totalSatang / 100).toFixed(2)) : null,
		paymentMethod: order.paymentMethod,
		/** The money went back to the buyer since (a tax invoice then needs a credit note, docs/product.md#shop). */
		refunded: order.status === 'refunded',
		/** The other document of the same order, when it has one (a receipt's tax invoice). */
		hasTaxInvoice: order.taxInvoice !== null,
	}
}
export type DocumentView = ReturnType<typeof documentView>

/** Where an order's documents are, beside its page (the buyer's or the seller's), and whose tax invoice is still to come. */
export function documentLinks(order: Pick<PurchaseOrder, 'paidAt' | 'taxInvoice' | 'taxInvoiceTo' | 'status'>, orderHref: string) {
	return {
		receipt: hasDocument(order, 'receipt') ? `${orderHref}/receipt` : null,
		taxInvoice: hasDocument(order, 'tax-invoice') ? `${orderHref}/tax-invoice` : null,
		/** While unpaid: the name the tax invoice asked for will be made out to. */
		taxInvoiceFor: order.status === 'awaiting_payment' && order.taxInvoiceTo ? order.taxInvoiceTo.name : null,
	}
}
export type DocumentLinks = ReturnType<typeof documentLinks>
