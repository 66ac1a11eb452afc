import { createRemixStub } from '@remix-run/testing'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, test } from 'vitest'
import type { SaleActionData } from '#app/shop/sales.ts'
import { orderView } from '#app/shop/views.ts'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'
import { createTestI18n } from '#tests/support/i18n.ts'
import Sale, { type loader } from './sale.tsx'

// The order page as its staff see it: the buttons the API allows and no others, "Mark shipped" with its
// tracking number, and "Cancel order" asking first, the reason kept; rendered whole (its later-hydrated forms too).

const PATH = '/business-user/1c7a4c1e-0000-4000-8000-000000000001/sale-screen/my-activities/1c7a4c1e-0000-4000-8000-000000000002'

const order: PurchaseOrder = {
	id: '1c7a4c1e-0000-4000-8000-000000000002',
	businessOrderId: '1c7a4c1e-0000-4000-8000-000000000003',
	origin: 'shop',
	number: 12,
	businessUser: { id: '1c7a4c1e-0000-4000-8000-000000000001', name: 'Demo Shop' },
	buyer: { id: '1c7a4c1e-0000-4000-8000-000000000004', name: 'Somchai' },
	status: 'ready',
	totalSatang: 12_000,
	itemCount: 2,
	createdAt: '2026-01-02T03:04:05.000Z',
	delivery: 'deliver',
	address: '1 Sukhumvit Rd',
	postcode: '10110',
	phone: '+66812345678',
	note: null,
	paymentMethod: 'promptpay',
	timelineId: null,
	cashReceivedSatang: null,
	payBy: '2026-01-02T03:34:05.000Z',
	trackingNumber: null,
	cancelReason: null,
	paidAt: '2026-01-02T03:10:05.000Z',
	subtotalSatang: 12_000,
	voucher: null,
	seller: { address: '1 Rama I Rd', postcode: '10330', phone: '+6621234567', taxId: null, taxBranch: null },
	taxInvoiceTo: null,
	taxInvoice: null,
	lines: [{ itemId: '1c7a4c1e-0000-4000-8000-000000000005', kind: 'catalogue', title: 'Cold brew', option: '', quantity: 2, priceSatang: 6_000, totalSatang: 12_000 }],
	timeline: [{ from: null, to: 'awaiting_payment', by: 'buyer', byName: 'Somchai', note: null, at: '2026-01-02T03:04:05.000Z' }],
	actions: ['markShipped', 'cancelSale'],
}

async function render({
	actions,
	canUpdate = true,
	actionData,
	voucher = null,
}: {
	actions: ('accept' | 'markReady' | 'markShipped' | 'complete' | 'cancelSale')[]
	canUpdate?: boolean
	actionData?: SaleActionData
	voucher?: PurchaseOrder['voucher']
}) {
	const priced = voucher ? { voucher, totalSatang: order.subtotalSatang - voucher.discountSatang } : {}
	const loaderData: Awaited<ReturnType<typeof loader>> = { meta: { title: '', description: '' }, salesHref: '/sales', order: orderView({ ...order, ...priced, actions }, 'en'), documents: { receipt: null, taxInvoice: null, taxInvoiceFor: null }, actions, canUpdate }
	const Stub = createRemixStub([{ id: 'sale', path: '/business-user/:id/sale-screen/my-activities/:orderid', Component: Sale, loader: () => loaderData, action: () => actionData ?? null }])
	const i18n = await createTestI18n('en')
	return new Promise<string>((resolve, reject) => {
		const stream = renderToPipeableStream(
			<I18nextProvider i18n={i18n}>
				<Stub initialEntries={[PATH]} hydrationData={{ loaderData: { sale: loaderData }, actionData: actionData ? { sale: actionData } : undefined }} />
			</I18nextProvider>,
			{
				onAllReady() {
					const chunks: Buffer[] = []
					const sink = new PassThrough()
					sink.on('data', (chunk: Buffer) => chunks.push(chunk))
					sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
					stream.pipe(sink)
				},
				onShellError: reject,
			},
		)
	})
}

const buttonsOf = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((match) => match[1])
const labelsOf = (html: string) => [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((match) => match[1])

describe('the order page', () => {
	test('its heading, buyer and the buttons its state allows', async () => {
		const html = await render({ actions: ['markShipped', 'cancelSale'] })
		expect(html).toContain('<h1>Order 12</h1>')
		expect(html).toContain('Somchai')
		// The buyer's phone as people write it, a tap to call.
		expect(html).toContain('<a href="tel:+66812345678">081 234 5678</a>')
		expect(buttonsOf(html)).toEqual(['Mark shipped', 'Cancel order'])
		expect(labelsOf(html)).toEqual(['Tracking number', 'Reason'])
	})

	test('a paid order is accepted or cancelled', async () => {
		const html = await render({ actions: ['accept', 'cancelSale'] })
		expect(buttonsOf(html)).toEqual(['Accept', 'Cancel order'])
		expect(html).toContain('name="intent" value="accept"')
	})

	test('someone who may only read sees no buttons, and why', async () => {
		const html = await render({ actions: [], canUpdate: false })
		expect(buttonsOf(html)).toEqual([])
		expect(html).toContain('Changing it needs the Sales grant')
	})

	test('"Cancel order" asks first, with the reason typed so far', async () => {
		const html = await render({ actions: ['accept', 'cancelSale'], actionData: { confirmCancel: { reason: 'Out of stock' } } })
		expect(html).toContain('Cancel order 12?')
		expect(html).toContain('name="confirmed" value="yes"')
		expect(html).toMatch(/name="reason"[^>]*value="Out of stock"/)
		expect(buttonsOf(html)).toEqual(['Accept', 'Cancel order'])
		expect(html).toContain('No, keep the order')
	})

	test('a tracking number refused comes back with its error and what was typed', async () => {
		const result = { status: 'error' as const, initialValue: { intent: 'markShipped', trackingNumber: 'x'.repeat(101) }, error: { trackingNumber: ['max|max=100'] } }
		const html = await render({ actions: ['markShipped', 'cancelSale'], actionData: { result } })
		expect(html).toContain(`value="${'x'.repeat(101)}"`)
		expect(html).toContain('The tracking number field must not be longer than 100 characters')
	})

	test('an order a voucher paid part of: its subtotal, the voucher and the total, in rows that add up', async () => {
		const html = await render({ actions: [], voucher: { title: 'Fifty off', discountSatang: 5000 } })
		const rows = [...html.matchAll(/<tr><th scope="row" colSpan="3">(.*?)<\/th><td>(.*?)<\/td><\/tr>/gi)].map((match) => [match[1], match[2]])
		expect(rows).toEqual([
			['Subtotal', '฿120'],
			['Voucher: Fifty off', '−฿50'],
			['Total', '<strong>฿70</strong>'],
		])
	})

	test('without a voucher, the total alone', async () => {
		const html = await render({ actions: [] })
		expect(html).not.toContain('Subtotal')
		expect(html).not.toContain('Voucher')
	})
})
