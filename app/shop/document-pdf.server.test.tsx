import { inflateSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'
import { closeDocumentBrowser, documentHtml, documentPdf } from './document-pdf.server.tsx'
import { documentView } from './documents.ts'

// The PDF of a tax invoice in Thai: printed by Chromium with the static font embedded as TrueType (never
// Type 3 outlines), its Thai text extractable as typed, tone marks and all.

const order: PurchaseOrder = {
	id: '1c7a4c1e-0000-4000-8000-000000000001',
	businessOrderId: '1c7a4c1e-0000-4000-8000-000000000002',
	origin: 'shop',
	number: 12,
	businessUser: { id: '1c7a4c1e-0000-4000-8000-000000000003', name: 'ร้านกาแฟน้ำใส' },
	buyer: { id: '1c7a4c1e-0000-4000-8000-000000000004', name: 'สมชาย ใจดี' },
	status: 'paid',
	totalSatang: 10_700,
	itemCount: 2,
	createdAt: '2026-01-02T03:04:05.000Z',
	delivery: 'pickup',
	address: null,
	postcode: null,
	phone: '+66812345678',
	note: null,
	paymentMethod: 'card',
	timelineId: null,
	cashReceivedSatang: null,
	payBy: '2026-01-02T03:34:05.000Z',
	trackingNumber: null,
	cancelReason: null,
	paidAt: '2026-01-02T03:10:05.000Z',
	subtotalSatang: 10_700,
	voucher: null,
	seller: { address: '1 ถนนพระรามที่ 1', postcode: '10330', phone: '+6621234567', taxId: '0105512345678', taxBranch: '00000' },
	taxInvoiceTo: { name: 'บริษัท ปี่ใหญ่ จำกัด', taxId: '0105512345678', branch: '00001', address: '99 ซอยน้ำคล้ำ เขตปทุมวัน กรุงเทพฯ 10330' },
	taxInvoice: {
		number: '2026-00007',
		issuedAt: '2026-01-02T03:10:05.000Z',
		seller: { name: 'บริษัท กาแฟน้ำใส จำกัด', taxId: '0105512345678', branch: '00000', address: '1 ถนนพระรามที่ 1 10330' },
		totalSatang: 10_700,
		vatSatang: 700,
	},
	lines: [{ itemId: '1c7a4c1e-0000-4000-8000-000000000005', kind: 'catalogue', title: 'กาแฟสกัดเย็น', option: 'ใหญ่', quantity: 2, priceSatang: 5_350, totalSatang: 10_700 }],
	timeline: [],
	actions: [],
}

afterAll(closeDocumentBrowser)

describe('a document as a PDF', () => {
	it('shows the tax invoice’s particulars and its VAT', async () => {
		const html = await documentHtml(documentView(order, 'tax-invoice', 'th'), 'th')
		expect(html).toContain('ใบกำกับภาษี 2026-00007')
		expect(html).toContain('0-1055-12345-67-8')
		expect(html).toContain('สาขาที่ 00001')
		expect(html).toContain('สำนักงานใหญ่')
		expect(html).toMatch(/ภาษีมูลค่าเพิ่ม 7%<\/th><td>฿7\.00/)
		expect(html).toContain('(หนึ่งร้อยเจ็ดบาทถ้วน)')
		// Self-contained: its stylesheet inlined, nothing to fetch.
		expect(html).toContain('.document__lines')
		expect(html).not.toMatch(/<(script|link|img)\b/)
	})

	it('shows the voucher that paid part of it between the lines and the total, the VAT of what was paid', async () => {
		const discounted: PurchaseOrder = {
			...order,
			subtotalSatang: 10_700,
			totalSatang: 5_350,
			voucher: { title: 'ลด 50%', discountSatang: 5_350 },
			taxInvoice: { ...order.taxInvoice!, totalSatang: 5_350, vatSatang: 350 },
		}
		const html = await documentHtml(documentView(discounted, 'tax-invoice', 'th'), 'th')
		expect(html).toMatch(/ยอดรวมก่อนส่วนลด<\/th><td>฿107\.00<\/td>.*ส่วนลดคูปอง: ลด 50%<\/th><td>−฿53\.50<\/td>.*ภาษีมูลค่าเพิ่ม 7%<\/th><td>฿3\.50<\/td>.*฿53\.50/s)
		expect(html).toContain('(ห้าสิบสามบาทห้าสิบสตางค์)')
		const receipt = await documentHtml(documentView(discounted, 'receipt', 'en'), 'en')
		expect(receipt).toMatch(/Subtotal<\/th><td>฿107\.00<\/td>.*Voucher: ลด 50%<\/th><td>−฿53\.50<\/td>/s)
	})

	it('prints Thai with an embedded TrueType font', { timeout: 60_000 }, async () => {
		const pdf = await documentPdf(documentView(order, 'tax-invoice', 'th'), 'th')
		const raw = pdf.toString('latin1')
		expect(raw.startsWith('%PDF-')).toBe(true)
		// Dictionaries may sit in compressed object streams: read those too.
		const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
			try {
				return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
			} catch {
				return ''
			}
		})
		const all = [raw, ...streams].join('\n')
		expect(all).toMatch(/\/FontFile2/)
		expect(all).not.toMatch(/\/Subtype\s*\/Type3/)
		expect(all).toMatch(/Document|NotoSansThai/)
	})
})
