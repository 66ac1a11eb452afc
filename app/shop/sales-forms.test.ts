import { describe, expect, test } from 'vitest'
import { sellerActionSchema } from '#contracts/shop/orders.ts'
import { cancelSaleFormSchema, markShippedFormSchema, saleActionBody, saleActionSchemaOf, salesFilterSchema, saleStepFormSchema } from './sales-forms.ts'

// The seller's forms: messages are encoded keys (validation/message.ts); conform hands an empty field over as undefined.
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
	result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []

describe('the Sales list filter', () => {
	test.each([
		[{}, 'new'],
		[{ status: 'to-prepare' }, 'to-prepare'],
		[{ status: 'all' }, 'all'],
		[{ status: 'unpaid' }, 'new'],
		[{ status: 'NEW' }, 'new'],
	])('%j shows %s', (search, status) => {
		expect(salesFilterSchema.parse(search).status).toBe(status)
	})

	test('a cursor goes along; an empty one is none', () => {
		expect(salesFilterSchema.parse({ status: 'ready', cursor: 'abc' })).toEqual({ status: 'ready', cursor: 'abc' })
		expect(salesFilterSchema.parse({ status: 'ready', cursor: '' })).toEqual({ status: 'ready' })
	})
})

describe("an order's actions", () => {
	test('each intent has its form; anything else has none', () => {
		expect(saleActionSchemaOf('accept')).toBe(saleStepFormSchema)
		expect(saleActionSchemaOf('markReady')).toBe(saleStepFormSchema)
		expect(saleActionSchemaOf('complete')).toBe(saleStepFormSchema)
		expect(saleActionSchemaOf('markShipped')).toBe(markShippedFormSchema)
		expect(saleActionSchemaOf('cancelSale')).toBe(cancelSaleFormSchema)
		for (const other of ['refund', 'pay', 'cancelUnpaid', '', null]) expect(saleActionSchemaOf(other)).toBeNull()
	})

	test('"Mark shipped" needs a tracking number, trimmed, of at most 100 characters', () => {
		expect(issuesOf(markShippedFormSchema.safeParse({ intent: 'markShipped' }))).toEqual([['trackingNumber', 'required']])
		expect(issuesOf(markShippedFormSchema.safeParse({ intent: 'markShipped', trackingNumber: '   ' }))).toEqual([['trackingNumber', 'required']])
		expect(issuesOf(markShippedFormSchema.safeParse({ intent: 'markShipped', trackingNumber: 'x'.repeat(101) }))).toEqual([['trackingNumber', 'max|max=100']])
		expect(markShippedFormSchema.parse({ intent: 'markShipped', trackingNumber: ' TH0123456789 ' })).toEqual({ intent: 'markShipped', trackingNumber: 'TH0123456789' })
	})

	test('"Cancel order" needs a reason of at most 200 characters, Thai counted by character', () => {
		expect(issuesOf(cancelSaleFormSchema.safeParse({ intent: 'cancelSale', confirmed: 'yes' }))).toEqual([['reason', 'required']])
		expect(issuesOf(cancelSaleFormSchema.safeParse({ intent: 'cancelSale', reason: 'ก'.repeat(201) }))).toEqual([['reason', 'max|max=200']])
		expect(cancelSaleFormSchema.safeParse({ intent: 'cancelSale', reason: 'ก'.repeat(200), confirmed: 'yes' }).success).toBe(true)
	})

	test('what the API is sent, and the API takes it', () => {
		const bodies = [
			saleActionBody(saleStepFormSchema.parse({ intent: 'accept' })),
			saleActionBody(markShippedFormSchema.parse({ intent: 'markShipped', trackingNumber: 'TH0123456789' })),
			saleActionBody(cancelSaleFormSchema.parse({ intent: 'cancelSale', reason: 'สินค้าหมด', confirmed: 'yes' })),
		]
		expect(bodies).toEqual([{ action: 'accept' }, { action: 'markShipped', trackingNumber: 'TH0123456789' }, { action: 'cancelSale', reason: 'สินค้าหมด' }])
		for (const body of bodies) expect(sellerActionSchema.safeParse(body).success).toBe(true)
	})
})
