import type { TFunction } from 'i18next'
import { createTestI18n } from '#tests/support/i18n.ts'
import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatValidationMessage } from './format'
import { isValidThaiPhone, phone, thaiPhoneToE164 } from './phone'

// The real library, watched: a value our own checks reject must never reach it,
// which shows that check (and not libphonenumber) did the rejecting.
vi.mock('libphonenumber-js/min', async (importOriginal) => {
	const actual = await importOriginal<typeof import('libphonenumber-js/min')>()
	return { ...actual, isValidPhoneNumber: vi.fn(actual.isValidPhoneNumber) }
})
const libraryCheck = vi.mocked(isValidPhoneNumber)

let tEn: TFunction
let tTh: TFunction
beforeAll(async () => {
	tEn = (await createTestI18n('en')).t
	tTh = (await createTestI18n('th')).t
})
beforeEach(() => {
	libraryCheck.mockClear()
})

function messagesOf(value: unknown): string[] {
	const result = phone.safeParse(value)
	return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

function expectRejectedBeforeLibrary(value: string) {
	expect(isValidThaiPhone(value)).toBe(false)
	expect(messagesOf(value)).toEqual(['phone'])
	expect(libraryCheck).not.toHaveBeenCalled()
}

describe('phone', () => {
	it.each(['', '   ', undefined])('accepts an empty value %j', (value) => {
		expect(messagesOf(value)).toEqual([])
		expect(libraryCheck).not.toHaveBeenCalled()
	})

	it.each([
		['a mobile number', '0812345678'],
		['a mobile number with dashes', '081-234-5678'],
		['a mobile number starting 09', '091 234 5678'],
		['a mobile number starting 06', '0612345678'],
		['a Bangkok landline', '02 123 4567'],
		['a landline with brackets', '(02) 123-4567'],
		['a provincial landline', '053 123 456'],
		['an international mobile number', '+66 81 234 5678'],
		['an international number without spaces', '+66812345678'],
	])('accepts %s', (_name, value) => {
		expect(isValidThaiPhone(value)).toBe(true)
		expect(messagesOf(value)).toEqual([])
		expect(phone.parse(value)).toBe(value)
	})

	describe('one repeated digit', () => {
		it.each(['0', '00', '0000000000', '1111111111', '111'])('rejects 0s and 1s: %s', (value) => {
			expectRejectedBeforeLibrary(value)
		})

		it.each(['2222222222', '3333333333', '4444444444', '5555555555', '7777777777'])(
			'rejects 2s, 3s, 4s, 5s and 7s: %s',
			(value) => {
				expectRejectedBeforeLibrary(value)
			},
		)

		it.each(['6666666666', '66'])('rejects 6s: %s', (value) => {
			expectRejectedBeforeLibrary(value)
		})

		it.each(['8888888888', '9999999999'])('rejects 8s and 9s: %s', (value) => {
			expectRejectedBeforeLibrary(value)
		})

		it('looks at the digits only, not the formatting', () => {
			expectRejectedBeforeLibrary('888-888-8888')
			expectRejectedBeforeLibrary('+99 999 9999')
		})

		it('lets a mix of digits through to the library', () => {
			expect(isValidThaiPhone('0888888888')).toBe(true)
			expect(libraryCheck).toHaveBeenCalledWith('0888888888', 'TH')
		})
	})

	describe('length', () => {
		it.each(['abc', '+', '-- --'])('rejects fewer than 2 digits: %j', (value) => {
			expectRejectedBeforeLibrary(value)
		})

		it('lets exactly 2 digits through to the library (which rejects them)', () => {
			expect(isValidThaiPhone('12')).toBe(false)
			expect(libraryCheck).toHaveBeenCalledOnce()
		})

		it('rejects more than 17 digits', () => {
			expectRejectedBeforeLibrary('081234567812345678')
		})

		it('lets exactly 17 digits through to the library (which rejects them)', () => {
			expect(isValidThaiPhone('08123456781234567')).toBe(false)
			expect(libraryCheck).toHaveBeenCalledOnce()
		})

		it('accepts an input of exactly 250 characters', () => {
			const value = '0812345678'.padEnd(250, ' ')
			expect(value).toHaveLength(250)
			expect(isValidThaiPhone(value)).toBe(true)
			expect(messagesOf(value)).toEqual([])
		})

		it('rejects an input longer than 250 characters', () => {
			expectRejectedBeforeLibrary('0812345678'.padEnd(251, ' '))
		})
	})

	it.each([
		['too few digits for Thailand', '12345'],
		['a short mobile number', '081234567'],
		['a long mobile number', '08123456789'],
		['letters in the number', '0812345678x'],
		['an unknown Thai prefix', '0012345678'],
	])('rejects %s', (_name, value) => {
		expect(isValidThaiPhone(value)).toBe(false)
		expect(messagesOf(value)).toEqual(['phone'])
		expect(libraryCheck).toHaveBeenCalled()
	})

	it.each([
		['a US number', '+1 202 555 0143'],
		['a UK number', '+44 20 7946 0958'],
	])('rejects %s even though it is a valid number elsewhere', (_name, value) => {
		expect(isValidPhoneNumber(value)).toBe(true)
		expect(isValidThaiPhone(value)).toBe(false)
		expect(messagesOf(value)).toEqual(['phone'])
	})

	it('rejects a value that is not a string', () => {
		expect(messagesOf(812345678)).toEqual(['phone'])
	})

	it('is not a phone number when empty (only the schema accepts empty)', () => {
		expect(isValidThaiPhone('')).toBe(false)
	})

	it('has its message in English and Thai', () => {
		const [message] = messagesOf('1111111111')
		expect(message).toBe('phone')
		expect(formatValidationMessage(tEn, 'phone', 'Phone')).toBe('The phone number format is invalid')
		expect(formatValidationMessage(tTh, 'phone', 'เบอร์โทรศัพท์')).toBe('รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง')
	})
})

describe('thaiPhoneToE164', () => {
	it('a Thai number goes to the identity service in E.164; empty or invalid gives nothing', () => {
		expect(thaiPhoneToE164('081 234 5678')).toBe('+66812345678')
		expect(thaiPhoneToE164('081-234-5678')).toBe('+66812345678')
		expect(thaiPhoneToE164('+66 2 123 4567')).toBe('+6621234567')
		expect(thaiPhoneToE164('0000000000')).toBeUndefined()
		expect(thaiPhoneToE164('not a number')).toBeUndefined()
		expect(thaiPhoneToE164('')).toBeUndefined()
		expect(thaiPhoneToE164(undefined)).toBeUndefined()
	})
})
