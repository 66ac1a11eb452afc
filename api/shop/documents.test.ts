import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { businessOrders, businessUserInvoiceNumbers, cartLines, taxInvoices } from '#api/db/schema.ts'
import { inTransaction } from '#api/db/transaction.ts'
import { businessUserTeam } from '#api/testing/business-team.ts'
import type { Somebody } from '#api/testing/harness.ts'
import { ok } from '#api/testing/ok.ts'
import { problemOf } from '#api/testing/problem.ts'
import { useHarness } from '#api/testing/use-harness.ts'
import type { BusinessUserInfo } from '#contracts/business-profile.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Cart } from '#contracts/shop/cart.ts'
import type { CheckOut, PurchaseOrder } from '#contracts/shop/orders.ts'
import { moveOrder } from './orders.ts'

// A paid order's tax invoice (docs/product.md#shop): asked for at check-out of a VAT-registered business
// user only, issued in the transaction that marks the order paid, numbered without gaps per business user
// and year, with the VAT in the total and the seller as it was that day.

const api = useHarness()
let seller: Awaited<ReturnType<typeof businessUserTeam>>
let buyer: Somebody
let itemId: string

// Real tax ids' shape: their 13th digit checks the first twelve.
const SELLER_TAX_ID = '0105512345671'
const BUYER_TAX_ID = '0994000165226'
const taxInvoiceTo = { name: 'Lanna Print Co., Ltd.', taxId: '0-9940-00165-22-6', branch: '00002', address: '9 Nimman Soi 5\nChiang Mai 50200' }

// The whole form is sent each time (an emptied field clears its value).
const blankInfo = { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: null, taxId: null, taxBranch: null }
const putInfo = (body: Record<string, unknown>, token = seller.owner.token) => api.call('PUT', `/v1/business-users/${seller.id}/business-info`, { token, body: { ...blankInfo, ...body } })
/** A cart of one item of 107 baht (what a refused check-out left in it is dropped first). */
const businessOrder = async () => {
	await api.db.delete(cartLines).where(inArray(cartLines.businessOrderId, api.db.select({ id: businessOrders.id }).from(businessOrders).where(eq(businessOrders.buyerProfileId, buyer.profileId))))
	const cart = await ok<Cart>(await api.call('POST', '/v1/me/cart/lines', { token: buyer.token, body: { itemId, quantity: 1 } }), 201)
	return cart.groups.find((group) => group.businessUser.id === seller.id)!.businessOrderId
}
const place = async (extra: Record<string, unknown> = {}) =>
	api.call('POST', `/v1/me/business-orders/${await businessOrder()}/purchase-orders`, {
		token: buyer.token,
		body: { delivery: 'pickup', phone: '081 234 5678', paymentMethod: 'card', expectedTotalSatang: 10_700, ...extra },
	})
const pay = (orderId: string) => inTransaction(api.db, (tx) => moveOrder(tx, orderId, 'pay', { actor: 'gateway', profileId: null }))
const read = async (orderId: string) => ok<PurchaseOrder>(await api.call('GET', `/v1/me/purchase-orders/${orderId}`, { token: buyer.token }))

beforeAll(async () => {
	seller = await businessUserTeam(api)
	buyer = await api.somebody('Dao')
	const item = await ok<ContentItem>(await api.call('POST', `/v1/business-users/${seller.id}/content/catalogue`, { token: seller.member.token, body: { title: 'Print run', priceSatang: 10_700, stock: 50 } }), 201)
	itemId = item.id
}, 60_000)

describe('a business user’s tax id', () => {
	test('is 13 digits whose last checks the others, kept with its branch (the head office unless said)', async () => {
		expect((await problemOf(await putInfo({ taxId: '0105512345678' }), 400, 'validation_failed')).errors).toHaveProperty('taxId')
		expect((await problemOf(await putInfo({ taxId: SELLER_TAX_ID, taxBranch: '1' }), 400, 'validation_failed')).errors).toHaveProperty('taxBranch')
		expect(await ok<BusinessUserInfo>(await putInfo({ company: 'Siam Coffee Co., Ltd.', address: '1 Rama I Rd', postcode: '10330', taxId: '0-1055-12345-67-1' }))).toMatchObject({
			taxId: SELLER_TAX_ID,
			taxBranch: '00000',
		})
		// A member without the admin's right cannot set it.
		expect((await putInfo({ taxId: SELLER_TAX_ID }, seller.member.token)).status).toBe(403)
	})
})

describe('a tax invoice', () => {
	test('is offered only by a VAT-registered business user, and refused of one without a tax id', async () => {
		await ok(await putInfo({ company: 'Siam Coffee Co., Ltd.' }))
		const boid = await businessOrder()
		expect((await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, { token: buyer.token }))).taxInvoices).toBe(false)
		expect((await problemOf(await place({ taxInvoice: taxInvoiceTo }), 400, 'validation_failed')).errors).toHaveProperty('taxInvoice')

		await ok(await putInfo({ company: 'Siam Coffee Co., Ltd.', address: '1 Rama I Rd', postcode: '10330', taxId: SELLER_TAX_ID, taxBranch: '' }))
		expect((await ok<CheckOut>(await api.call('GET', `/v1/me/business-orders/${boid}/check-out`, { token: buyer.token }))).taxInvoices).toBe(true)
		// A buyer's tax id with a wrong check digit, or a branch that is not five digits, is a 400.
		expect((await problemOf(await place({ taxInvoice: { ...taxInvoiceTo, taxId: '0994000165227' } }), 400, 'validation_failed')).errors).toHaveProperty(['taxInvoice.taxId'])
		expect((await problemOf(await place({ taxInvoice: { ...taxInvoiceTo, branch: 'HQ' } }), 400, 'validation_failed')).errors).toHaveProperty(['taxInvoice.branch'])
	})

	test('is issued when the order is paid, numbered in sequence per business user and year, with the VAT shown', async () => {
		await ok(await putInfo({ company: 'Siam Coffee Co., Ltd.', address: '1 Rama I Rd', postcode: '10330', taxId: SELLER_TAX_ID }))
		const asked = await ok<PurchaseOrder>(await place({ taxInvoice: taxInvoiceTo }), 201)
		expect(asked.taxInvoiceTo).toEqual({ ...taxInvoiceTo, taxId: BUYER_TAX_ID })
		expect(asked.taxInvoice).toBeNull()

		// An order whose buyer did not ask takes no number.
		const plain = await ok<PurchaseOrder>(await place(), 201)
		await pay(plain.id)
		expect((await read(plain.id)).taxInvoice).toBeNull()

		await pay(asked.id)
		// The year in Thailand, where the business user counts its invoices.
		const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()))
		const paid = await read(asked.id)
		expect(paid.taxInvoice).toMatchObject({
			number: `${year}-00001`,
			seller: { name: 'Siam Coffee Co., Ltd.', taxId: SELLER_TAX_ID, branch: '00000', address: '1 Rama I Rd 10330' },
			totalSatang: 10_700,
			vatSatang: 700,
		})
		// The seller's staff see the same document.
		const sellers = await ok<PurchaseOrder>(await api.call('GET', `/v1/business-users/${seller.id}/orders/${asked.id}`, { token: seller.member.token }))
		expect(sellers.taxInvoice?.number).toBe(`${year}-00001`)

		// What the seller changes later leaves an issued invoice as it was; the next one is numbered next.
		await ok(await putInfo({ company: 'Siam Coffee Group Co., Ltd.', taxId: SELLER_TAX_ID, taxBranch: '00003' }))
		const next = await ok<PurchaseOrder>(await place({ taxInvoice: taxInvoiceTo }), 201)
		await pay(next.id)
		expect((await read(next.id)).taxInvoice).toMatchObject({ number: `${year}-00002`, seller: { name: 'Siam Coffee Group Co., Ltd.', branch: '00003' } })
		expect((await read(asked.id)).taxInvoice?.seller.name).toBe('Siam Coffee Co., Ltd.')
	})

	test('numbers have no gaps and no two alike when many orders are paid at once', async () => {
		await ok(await putInfo({ company: 'Siam Coffee Co., Ltd.', taxId: SELLER_TAX_ID }))
		const orders: PurchaseOrder[] = []
		for (let i = 0; i < 8; i++) orders.push(await ok<PurchaseOrder>(await place({ taxInvoice: taxInvoiceTo }), 201))
		const [before] = await api.db.select().from(businessUserInvoiceNumbers).where(eq(businessUserInvoiceNumbers.businessUserId, seller.id))
		await Promise.all(orders.map((order) => pay(order.id)))
		const issued = await api.db.select({ sequence: taxInvoices.sequence }).from(taxInvoices).where(eq(taxInvoices.businessUserId, seller.id))
		const sequences = issued.map((row) => row.sequence).sort((a, b) => a - b)
		expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1))
		expect(sequences.at(-1)).toBe((before?.lastNumber ?? 0) + 8)
	})
})
