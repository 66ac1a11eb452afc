import { describe, expect, test } from 'vitest'
import type { CheckOut } from '#contracts/shop/orders.ts'
import { checkOutFormSchema, placeOrderBody } from './check-out-schema.ts'

// The check-out form's rules (docs/product.md#shop), also those that depend on another field (an address
// to deliver, a tax invoice's particulars once asked for), and the total the order is placed at.

const base = { delivery: 'pickup', phone: '081 234 5678', paymentMethod: 'card', subtotalSatang: '10700', idempotencyKey: '3f0c8a52-6a3e-4f7e-9b1c-2d4e6f8a0b1c' }
const fifty = { id: '7d1e2f30-1111-4aaa-8bbb-000000000001', title: 'Fifty off', valueSatang: 5000, percent: null, discountSatang: 5000 }
const tenPercent = { id: '7d1e2f30-1111-4aaa-8bbb-000000000002', title: 'Ten percent', valueSatang: null, percent: 10, discountSatang: 1070 }
/** The check-out as the API answers it again when the order is placed: its subtotal and the vouchers it offers. */
const checkOut = (subtotalSatang = 10_700, vouchers = [fifty, tenPercent]) => ({ cart: { subtotalSatang } as CheckOut['cart'], vouchers })
const bodyOf = (input: Record<string, unknown>, now = checkOut()) => placeOrderBody(checkOutFormSchema.parse(input), now)
const fieldsOf = (input: Record<string, unknown>) => {
	const result = checkOutFormSchema.safeParse(input)
	return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}

describe('the check-out form', () => {
	test('says what a tax invoice lacks, once the fields’ own rules hold (an empty phone is said first)', () => {
		expect(fieldsOf({ ...base, phone: '', taxInvoice: 'on', invoiceTaxId: '0994000165227' })).toEqual([['phone', 'required']])
		expect(fieldsOf({ ...base, delivery: 'deliver', taxInvoice: 'on', invoiceTaxId: '0994000165227', invoiceBranch: '1' })).toEqual([
			['address', 'required'],
			['postcode', 'required'],
			['invoiceName', 'required'],
			['invoiceTaxId', 'tax_id'],
			['invoiceBranch', 'tax_branch'],
			['invoiceAddress', 'required'],
		])
	})

	test('reads the tax invoice’s particulars only when it is asked for', () => {
		const asked = { ...base, taxInvoice: 'on', invoiceName: 'Lanna Print Co., Ltd.', invoiceTaxId: '0-9940-00165-22-6', invoiceBranch: '00001', invoiceAddress: '9 Nimman Soi 5\nChiang Mai' }
		expect(bodyOf(asked)).toMatchObject({ body: { taxInvoice: { name: 'Lanna Print Co., Ltd.', taxId: '0-9940-00165-22-6', branch: '00001', address: '9 Nimman Soi 5\nChiang Mai' } } })
		const { taxInvoice: _, ...notAsked } = asked
		expect(fieldsOf({ ...notAsked, invoiceTaxId: 'nonsense' })).toEqual([])
		expect(bodyOf({ ...notAsked, invoiceTaxId: 'nonsense' })).toMatchObject({ body: { taxInvoice: undefined } })
	})
})

describe('the total an order is placed at', () => {
	test('without a voucher: the subtotal the page showed', () => {
		// "No voucher" sends an empty value, which the form's parsing leaves out.
		expect(bodyOf(base)).toMatchObject({ body: { expectedTotalSatang: 10_700, voucherId: undefined } })
	})

	test('with a voucher: the subtotal less what it takes off, as the check-out read again says (the form sends no total of its own)', () => {
		expect(bodyOf({ ...base, voucherId: fifty.id })).toMatchObject({ body: { expectedTotalSatang: 5_700, voucherId: fifty.id } })
		expect(bodyOf({ ...base, voucherId: tenPercent.id, expectedTotalSatang: '1' })).toMatchObject({ body: { expectedTotalSatang: 9_630, voucherId: tenPercent.id } })
	})

	test('a price changed since the page was shown is refused as such, voucher or not', () => {
		expect(bodyOf(base, checkOut(11_000))).toEqual({ refusal: 'priceChanged' })
		expect(bodyOf({ ...base, voucherId: fifty.id }, checkOut(11_000))).toEqual({ refusal: 'priceChanged' })
	})

	test('a voucher the check-out no longer offers (used meanwhile, ended) is refused', () => {
		expect(bodyOf({ ...base, voucherId: fifty.id }, checkOut(10_700, [tenPercent]))).toEqual({ refusal: 'voucherUnavailable' })
	})

	test('a voucher that is not an id is the field’s error', () => {
		expect(fieldsOf({ ...base, voucherId: 'fifty' })).toEqual([['voucherId', 'default']])
	})
})
