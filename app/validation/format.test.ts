import type { TFunction } from 'i18next'
import { createTestI18n } from '#tests/support/i18n.ts'
import en from '#locales/en/validation.json'
import th from '#locales/th/validation.json'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatValidationMessage, type TranslateFunction } from './format'
import { decodeMessage, encodeMessage } from './message'

let tEn: TFunction
let tTh: TFunction
beforeAll(async () => {
	tEn = (await createTestI18n('en')).t
	tTh = (await createTestI18n('th')).t
})

describe('encodeMessage', () => {
	it('is the bare key without values', () => {
		expect(encodeMessage('required')).toBe('required')
		expect(encodeMessage('required', {})).toBe('required')
	})

	it('appends values as a query string', () => {
		expect(encodeMessage('min', { min: 8 })).toBe('min|min=8')
		expect(encodeMessage('between', { min: 1, max: 10 })).toBe('between|min=1&max=10')
	})

	it('escapes values that contain the separator or query characters', () => {
		expect(encodeMessage('regex', { pattern: 'a|b&c=d' })).toBe('regex|pattern=a%7Cb%26c%3Dd')
	})
})

describe('decodeMessage', () => {
	it('reads a bare key', () => {
		expect(decodeMessage('required')).toEqual({ key: 'required', values: {} })
	})

	it('reads values back as strings', () => {
		expect(decodeMessage('between|min=1&max=10')).toEqual({ key: 'between', values: { min: '1', max: '10' } })
	})

	it('round-trips escaped values', () => {
		expect(decodeMessage(encodeMessage('regex', { pattern: 'a|b&c=d ก' }))).toEqual({
			key: 'regex',
			values: { pattern: 'a|b&c=d ก' },
		})
	})

	it('treats a trailing separator as no values', () => {
		expect(decodeMessage('required|')).toEqual({ key: 'required', values: {} })
	})
})

describe('formatValidationMessage', () => {
	it('interpolates the field label in English and Thai, as a sentence names it', () => {
		expect(formatValidationMessage(tEn, 'required', 'Email')).toBe('The email field is required')
		expect(formatValidationMessage(tEn, 'required', 'First name')).toBe('The first name field is required')
		expect(formatValidationMessage(tTh, 'required', 'อีเมล')).toBe('กรุณาระบุอีเมล')
	})

	it('interpolates encoded values', () => {
		expect(formatValidationMessage(tEn, 'between|min=1&max=10', 'Age')).toBe('The age field must be between 1 and 10')
		expect(formatValidationMessage(tTh, 'between|min=1&max=10', 'อายุ')).toBe('อายุต้องมีค่าระหว่าง 1 ถึง 10')
	})

	it('lets the field label win over an encoded value of the same name', () => {
		expect(formatValidationMessage(tEn, 'required|field=Other', 'Email')).toBe('The email field is required')
	})

	it('keeps an abbreviation as it is, and starts a message that begins with the label with a capital', () => {
		expect(formatValidationMessage(tEn, 'required', 'PDF file')).toBe('The PDF file field is required')
		expect(formatValidationMessage(tEn, 'required', 'SKU')).toBe('The SKU field is required')
		expect(formatValidationMessage(tEn, 'no_such_rule', 'First name')).toBe('First name is not valid.')
	})

	it('falls back to the default message for an unknown key', () => {
		expect(formatValidationMessage(tEn, 'no_such_rule', 'Email')).toBe('Email is not valid.')
		expect(formatValidationMessage(tTh, 'no_such_rule', 'อีเมล')).toBe('อีเมลไม่ถูกต้อง')
	})

	it('falls back to the default message for an unknown key with values', () => {
		expect(formatValidationMessage(tEn, 'no_such_rule|min=1', 'Email')).toBe('Email is not valid.')
	})

	it.each([
		['a raw zod message', 'Invalid input: expected string, received undefined'],
		['a dotted key', 'required.nested'],
		['a namespaced key', 'common:required'],
		['an empty message', ''],
	])('falls back to the default message for %s', (_name, encoded) => {
		expect(formatValidationMessage(tEn, encoded, 'Email')).toBe('Email is not valid.')
		expect(formatValidationMessage(tTh, encoded, 'อีเมล')).toBe('อีเมลไม่ถูกต้อง')
	})

	it.each([
		['the namespaced key', (key: string) => key],
		['the bare key', (key: string) => key.replace(/^validation:/, '')],
		['an empty string', () => ''],
	])('falls back when t answers with %s', (_name, answer) => {
		const calls: Array<[string, Record<string, unknown> | undefined]> = []
		const t: TranslateFunction = (key, options) => {
			calls.push([key, options])
			return key === 'validation:default' ? `${String(options?.field)} is not valid.` : answer(key)
		}
		expect(formatValidationMessage(t, 'min|min=8', 'Name')).toBe('Name is not valid.')
		expect(calls).toEqual([
			['validation:min', { min: '8', field: 'name' }],
			['validation:default', { min: '8', field: 'name' }],
		])
	})

	it('accepts an i18next TFunction as it is', () => {
		// A compile-time check as much as a runtime one: TFunction must fit TranslateFunction.
		const format = (t: TFunction) => formatValidationMessage(t, 'email', 'Email')
		expect(format(tEn)).toBe('The email field must be a valid email')
	})
})

describe('validation.json', () => {
	const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

	it('has exactly the same keys in English and Thai', () => {
		expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort())
	})

	it('uses the same placeholders in both languages', () => {
		for (const [key, text] of Object.entries(en)) {
			expect(placeholders(th[key as keyof typeof th]), key).toEqual(placeholders(text))
		}
	})

	it('has no empty texts', () => {
		for (const text of [...Object.values(en), ...Object.values(th)]) expect(text.trim()).not.toBe('')
	})

	it('has the texts fixed by the UI contract', () => {
		const fixed: Array<[string, string, string]> = [
			['phone', 'The phone number format is invalid', 'รูปแบบเบอร์โทรศัพท์ไม่ถูกต้อง'],
			['website', 'The website must start with http:// or https://', 'กรุณากรอกเว็บไซต์ให้ขึ้นต้นด้วย http หรือ https'],
			['merchant_code', 'Use only a-z, A-Z, 0-9 and _', 'กรุณาระบุในรูปแบบ a-zA-Z0-9'],
			['postcode', 'The postcode format is invalid', 'รูปแบบรหัสไปรษณีย์ไม่ถูกต้อง'],
			['required', 'The {{field}} field is required', 'กรุณาระบุ{{field}}'],
			['email', 'The {{field}} field must be a valid email', '{{field}}ต้องเป็นอีเมลที่ถูกต้อง'],
			['default', '{{field}} is not valid.', '{{field}}ไม่ถูกต้อง'],
			['confirm_password', 'The passwords do not match', 'รหัสผ่านไม่ตรงกัน'],
		]
		for (const [key, english, thai] of fixed) {
			expect(en[key as keyof typeof en], key).toBe(english)
			expect(th[key as keyof typeof th], key).toBe(thai)
		}
	})
})
