import { describe, expect, test } from 'vitest'
import { checkOutFormSchema, placeOrderBody } from './check-out-schema.ts'

// The check-out form's rules (docs/product.md#shop), also those that depend on another field (an address
// to deliver, a tax invoice's particulars once asked for).

const base = { delivery: 'pickup', phone: '081 234 5678', paymentMethod: 'card', expectedTotalSatang: '10700', idempotencyKey: '3f0c8a52-6a3e-4f7e-9b1c-2d4e6f8a0b1c' }
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
		expect(placeOrderBody(checkOutFormSchema.parse(asked)).taxInvoice).toEqual({ name: 'Lanna Print Co., Ltd.', taxId: '0-9940-00165-22-6', branch: '00001', address: '9 Nimman Soi 5\nChiang Mai' })
		const { taxInvoice: _, ...notAsked } = asked
		expect(fieldsOf({ ...notAsked, invoiceTaxId: 'nonsense' })).toEqual([])
		expect(placeOrderBody(checkOutFormSchema.parse({ ...notAsked, invoiceTaxId: 'nonsense' })).taxInvoice).toBeUndefined()
	})
})
