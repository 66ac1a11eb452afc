import { describe, expect, test } from 'vitest'
import { counterCartFormSchemaOf, counterCheckOutBody, counterCheckOutFormSchema, counterPlaceFormSchemaOf, counterSearchSchema } from './counter-forms.ts'
import { bahtTyped, satangOfBaht } from './counter-money.ts'

// The counter sale's forms (docs/product.md#shop, "Counter sale"): the customer as a member code or a phone,
// the cash in baht against the total the page showed, what the API is sent; the cart's and the review's intents.

const base = { paymentMethod: 'cash', cashReceived: '500', totalSatang: '24100' }
const fieldsOf = (input: Record<string, unknown>) => {
	const result = counterCheckOutFormSchema.safeParse(input)
	return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
}
const bodyOf = (input: Record<string, unknown>) => counterCheckOutBody(counterCheckOutFormSchema.parse(input))

describe('cash in baht', () => {
	test('typed with a thousands comma and up to two decimals, kept in satang', () => {
		expect(satangOfBaht('500')).toBe(50_000)
		expect(satangOfBaht(' 1,250.5 ')).toBe(125_050)
		expect(satangOfBaht('0.07')).toBe(7)
		// In Thai digits too, as some people type them.
		expect(satangOfBaht('๑,๒๕๐.๕๐')).toBe(125_050)
		for (const typed of ['', '12.345', '1,25', '฿500', '-5', 'five']) expect(satangOfBaht(typed), typed).toBeNull()
		expect(bahtTyped(125_050)).toBe('1250.50')
		expect(bahtTyped(50_000)).toBe('500')
		expect(bahtTyped(null)).toBe('')
	})
})

describe('the check-out form', () => {
	test('takes a member code as staff type it, a Thai phone number, or no customer', () => {
		expect(fieldsOf({ ...base, customer: 'm0a1b-2c3d4e' })).toEqual([])
		expect(fieldsOf({ ...base, customer: '081 234 5678' })).toEqual([])
		expect(fieldsOf(base)).toEqual([])
		expect(fieldsOf({ ...base, customer: '12345' })).toEqual([['customer', 'counter.errors.customerFormat']])
		expect(bodyOf({ ...base, customer: ' 081 234 5678 ' })).toEqual({ customer: '081 234 5678', paymentMethod: 'cash', cashReceivedSatang: 50_000 })
		expect(bodyOf({ ...base, customer: '' }).customer).toBeUndefined()
	})

	test('wants cash of at least the total, in baht, only when paid in cash', () => {
		expect(fieldsOf({ ...base, cashReceived: undefined })).toEqual([['cashReceived', 'required']])
		expect(fieldsOf({ ...base, cashReceived: '241' })).toEqual([])
		expect(fieldsOf({ ...base, cashReceived: '240.99' })).toEqual([['cashReceived', 'counter.errors.cashShort|satang=24100']])
		expect(fieldsOf({ ...base, cashReceived: 'lots' })).toEqual([['cashReceived', 'baht']])
		expect(fieldsOf({ ...base, cashReceived: '2000000' })).toEqual([['cashReceived', 'baht_max|max=1000000']])
		// PromptPay or card: whatever is in the cash field is neither checked nor sent.
		expect(fieldsOf({ ...base, paymentMethod: 'card', cashReceived: 'lots' })).toEqual([['cashReceived', 'baht']])
		expect(fieldsOf({ ...base, paymentMethod: 'promptpay', cashReceived: '1' })).toEqual([])
		expect(bodyOf({ ...base, paymentMethod: 'promptpay', cashReceived: '1' })).toEqual({ customer: undefined, paymentMethod: 'promptpay', cashReceivedSatang: undefined })
		expect(fieldsOf({ ...base, paymentMethod: 'cheque' })).toEqual([['paymentMethod', 'required']])
	})
})

describe('the cart’s and the review’s forms', () => {
	test('each intent has its schema; another has none', () => {
		expect(counterCartFormSchemaOf('add')?.safeParse({ intent: 'add', itemId: '0d4c6a2e-1c2b-4a7e-9f3d-5b6a7c8d9e0f' }).success).toBe(true)
		expect(counterCartFormSchemaOf('update')?.safeParse({ intent: 'update', line: '0d4c6a2e-1c2b-4a7e-9f3d-5b6a7c8d9e0f', quantity: 100 }).success).toBe(false)
		expect(counterCartFormSchemaOf('close')?.safeParse({ intent: 'close' }).success).toBe(true)
		expect(counterCartFormSchemaOf('redeem')).toBeNull()
		expect(counterPlaceFormSchemaOf('place')?.parse({ intent: 'place', expectedTotalSatang: '24100', idempotencyKey: 'not a key' })).toEqual({ intent: 'place', expectedTotalSatang: 24_100, idempotencyKey: undefined })
		expect(counterPlaceFormSchemaOf('check')).not.toBeNull()
		expect(counterPlaceFormSchemaOf('newSale')).toBeNull()
	})

	test('a search is a line of words; anything else is no search', () => {
		expect(counterSearchSchema.parse({ q: '  jasmine rice ' })).toEqual({ q: 'jasmine rice' })
		expect(counterSearchSchema.parse({ q: 'rice\u0000' })).toEqual({ q: undefined })
		expect(counterSearchSchema.parse({ q: 'x'.repeat(101) })).toEqual({ q: undefined })
		expect(counterSearchSchema.parse({})).toEqual({ q: undefined })
	})
})
