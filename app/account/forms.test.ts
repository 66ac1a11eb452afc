import { describe, expect, test } from 'vitest'
import { phoneChangeSchema, phoneConfirmSchema } from './forms.ts'

// The /account/security phone forms: the messages are encoded keys (validation/message.ts).
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
	result.error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? []

describe('phoneChangeSchema', () => {
	test.each(['081 234 5678', '0812345678', '+66 81 234 5678', '02 123 4567'])('%j is a Thai number', (phoneNumber) => {
		expect(phoneChangeSchema.safeParse({ intent: 'phone-change', phoneNumber }).success).toBe(true)
	})

	test('the number is required: an empty field (undefined under conform) or a blank one', () => {
		expect(issuesOf(phoneChangeSchema.safeParse({ intent: 'phone-change' }))).toEqual([['phoneNumber', 'required']])
		expect(issuesOf(phoneChangeSchema.safeParse({ intent: 'phone-change', phoneNumber: '  ' }))).toEqual([['phoneNumber', 'required']])
	})

	test.each(['12345', '0000000000', '+1 415 555 2671'])('%j is refused with the phone rule', (phoneNumber) => {
		expect(issuesOf(phoneChangeSchema.safeParse({ intent: 'phone-change', phoneNumber }))).toEqual([['phoneNumber', 'phone']])
	})
})

describe('phoneConfirmSchema', () => {
	test('the code must not be empty', () => {
		expect(issuesOf(phoneConfirmSchema.safeParse({ intent: 'phone-confirm' }))).toEqual([['code', 'required']])
		expect(issuesOf(phoneConfirmSchema.safeParse({ intent: 'phone-confirm', code: ' ' }))).toEqual([['code', 'required']])
		expect(phoneConfirmSchema.safeParse({ intent: 'phone-confirm', code: '123456' }).success).toBe(true)
	})
})
