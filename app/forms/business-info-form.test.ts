import { describe, expect, test } from 'vitest'
import { businessInfoForms } from './business-info-form.ts'

// The business-info form of both owners: messages are encoded keys (validation/message.ts); conform hands an empty field over as undefined.
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
	result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []
const { person, businessUser } = businessInfoForms

describe("a business user's business info", () => {
	test('every field is optional', () => {
		expect(businessUser.schema.safeParse({}).success).toBe(true)
	})

	test('the contact rules: Thai phone, http(s) website, email, postcode; opening hours at most 500 characters', () => {
		const result = businessUser.schema.safeParse({ phone: '1111111111', website: 'shop.example', email: 'nope', postcode: '!', openingHours: 'x'.repeat(501) })
		expect(issuesOf(result)).toEqual([
			['phone', 'phone'],
			['email', 'email'],
			['website', 'website'],
			['postcode', 'postcode'],
			['openingHours', 'max|max=500'],
		])
		// A PromptPay id: a Thai mobile number or a 13-digit tax id with its check digit.
		expect(issuesOf(businessUser.schema.safeParse({ promptPayId: '1234567890123' }))).toEqual([['promptPayId', 'prompt_pay_id']])
		expect(issuesOf(businessUser.schema.safeParse({ taxId: '0105512345678', taxBranch: 'HQ' }))).toEqual([
			['taxId', 'tax_id'],
			['taxBranch', 'tax_branch'],
		])
		expect(businessUser.schema.safeParse({ taxId: '0-1055-12345-67-1', taxBranch: '' }).success).toBe(true)
		expect(businessUser.schema.safeParse({ promptPayId: '081-234-5678' }).success).toBe(true)
		expect(businessUser.schema.safeParse({ phone: '02 123 4567', website: 'https://shop.example', email: 'hello@shop.example', postcode: '10330' }).success).toBe(true)
	})

	test('the form starts from what is kept ("" for none) and sends every field back (null clears it)', () => {
		expect(businessUser.values(null)).toEqual({ company: '', phone: '', email: '', website: '', address: '', postcode: '', openingHours: '', promptPayId: '', taxId: '', taxBranch: '' })
		const kept = { company: 'Demo Shop', phone: '+6621234567', email: null, website: null, address: 'Siam Square', postcode: '10330', openingHours: 'Daily 8:00–20:00', promptPayId: '0812345678', taxId: '0105512345671', taxBranch: '00000' }
		expect(businessUser.values(kept)).toEqual({ ...kept, email: '', website: '' })
		const value = businessUser.schema.parse({ company: ' Demo Shop ', phone: '02 123 4567', openingHours: 'Daily' })
		expect(businessUser.body(value)).toEqual({ company: 'Demo Shop', phone: '02 123 4567', email: null, website: null, address: null, postcode: null, openingHours: 'Daily', promptPayId: null, taxId: null, taxBranch: null })
	})
})

describe("a person's business info", () => {
	test('the same contact rules, and the position after the company', () => {
		expect(person.schema.safeParse({}).success).toBe(true)
		expect(issuesOf(person.schema.safeParse({ phone: '1111111111', positionTitle: 'x'.repeat(201) }))).toEqual([
			['positionTitle', 'max|max=200'],
			['phone', 'phone'],
		])
		expect(Object.keys(person.values(null))).toEqual(['company', 'positionTitle', 'phone', 'email', 'website', 'address', 'postcode'])
		expect(person.body(person.schema.parse({ positionTitle: ' Coordinator ' }))).toEqual({
			company: null,
			positionTitle: 'Coordinator',
			phone: null,
			email: null,
			website: null,
			address: null,
			postcode: null,
		})
	})
})
