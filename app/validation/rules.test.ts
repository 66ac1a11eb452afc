import type { TFunction } from 'i18next'
import { createTestI18n } from '#tests/support/i18n.ts'
import en from '#locales/en/validation.json'
import th from '#locales/th/validation.json'
import { beforeAll, describe, expect, it, test } from 'vitest'
import { z } from 'zod'
import { isWebsite } from '#contracts/rules.ts'
import { formatValidationMessage } from './format'
import {
	between,
	birthday,
	day,
	digits,
	durationRequire,
	email,
	image,
	max,
	merchantCode,
	min,
	numeric,
	paragraph,
	password,
	postcode,
	refineConfirmed,
	refineConfirmPassword,
	refineTagRequire,
	regex,
	required,
	requiredOption,
	requiredParagraph,
	size,
	text,
	url,
	website,
	websiteOrEmpty,
} from './rules'

let tEn: TFunction
let tTh: TFunction
beforeAll(async () => {
	tEn = (await createTestI18n('en')).t
	tTh = (await createTestI18n('th')).t
})

/** The encoded messages a schema gives for a value ([] when valid). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
	const result = schema.safeParse(value)
	return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

function issuesOf(schema: z.ZodType, value: unknown) {
	const result = schema.safeParse(value)
	return result.success ? [] : result.error.issues.map(({ message, path }) => ({ message, path }))
}

/** The one message a schema gives for a value, as English and Thai text. */
function textsOf(schema: z.ZodType, value: unknown, field: { en: string; th: string }) {
	const messages = messagesOf(schema, value)
	expect(messages).toHaveLength(1)
	const [message = ''] = messages
	return { en: formatValidationMessage(tEn, message, field.en), th: formatValidationMessage(tTh, message, field.th) }
}

function file(content: string, name: string, type: string) {
	return new File([content], name, { type })
}

describe('website', () => {
	it.each(['http://example.com', 'https://example.com/path', 'HTTPS://Example.com', 'Http://x'])('accepts %s', (value) => {
		expect(messagesOf(website, value)).toEqual([])
	})

	it('trims the value', () => {
		expect(website.parse('  https://example.com  ')).toBe('https://example.com')
	})

	it.each(['www.example.com', 'example.com', 'ftp://example.com', 'http:/example.com', 'http:example.com', ' x https://a'])(
		'rejects %j',
		(value) => {
			expect(messagesOf(website, value)).toEqual(['website'])
		},
	)

	it.each(['', '   ', undefined])('requires a value: %j', (value) => {
		expect(messagesOf(website, value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(website, 'example.com', { en: 'Website', th: 'เว็บไซต์' })).toEqual({
			en: 'The website must start with http:// or https://',
			th: 'กรุณากรอกเว็บไซต์ให้ขึ้นต้นด้วย http หรือ https',
		})
	})
})

describe('website and the API', () => {
	test.each(['https://example.com', 'HTTP://example.com/a?b=c', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://'])('what the API stores, the web accepts: %j', (value) => {
		// The API also wants an address a browser can open, so it may refuse more, never less.
		if (isWebsite(value)) expect(website.safeParse(value).success).toBe(true)
	})
})

describe('websiteOrEmpty', () => {
	it.each(['', '   ', undefined])('accepts an empty value %j', (value) => {
		expect(messagesOf(websiteOrEmpty, value)).toEqual([])
	})

	it.each(['http://example.com', 'HTTPS://example.com'])('accepts %s', (value) => {
		expect(messagesOf(websiteOrEmpty, value)).toEqual([])
	})

	it.each(['example.com', 'ftp://example.com'])('applies the website rule to %s', (value) => {
		expect(messagesOf(websiteOrEmpty, value)).toEqual(['website'])
	})

	it('rejects a value that is not text', () => {
		expect(messagesOf(websiteOrEmpty, 42)).toEqual(['website'])
	})
})

describe('merchantCode', () => {
	it.each(['shop', 'SHOP', 'Shop_01', '_', '123'])('accepts %s', (value) => {
		expect(messagesOf(merchantCode, value)).toEqual([])
	})

	it.each(['shop-01', 'shop 01', 'shop.01', 'ร้าน01', 'shop!'])('rejects %j', (value) => {
		expect(messagesOf(merchantCode, value)).toEqual(['merchant_code'])
	})

	it.each(['', '  ', undefined])('requires a value: %j', (value) => {
		expect(messagesOf(merchantCode, value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(merchantCode, 'shop-01', { en: 'Merchant code', th: 'รหัสร้านค้า' })).toEqual({
			en: 'Use only a-z, A-Z, 0-9 and _',
			th: 'กรุณาระบุในรูปแบบ a-zA-Z0-9',
		})
	})
})

describe('password', () => {
	it.each(['Passw0rd!', 'Pa0!abcd', 'Passw0rd word', 'รหัสPassw0rd!', 'Ünïcödé9!'])('accepts %s', (value) => {
		expect(messagesOf(password, value)).toEqual([])
	})

	it.each([
		['fewer than 8 characters', 'Pa0!abc'],
		['no digit', 'Password!'],
		['no special character', 'Passw0rdX'],
		['no uppercase letter', 'passw0rd!'],
		['no lowercase letter', 'PASSW0RD!'],
		['only Thai letters and marks besides the rest (marks are not special)', 'Passw0rdที่'],
	])('rejects a password with %s', (_name, value) => {
		expect(messagesOf(password, value)).toEqual(['password'])
	})

	it('counts characters, not UTF-16 code units', () => {
		// 7 characters, 8 code units: the emoji is one character.
		expect(messagesOf(password, 'Pa0!ab😀')).toEqual(['password'])
	})

	it('does not trim: spaces count', () => {
		expect(password.parse(' Passw0rd! ')).toBe(' Passw0rd! ')
	})

	it.each(['', undefined])('requires a value, with only the required message: %j', (value) => {
		expect(messagesOf(password, value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(password, 'password', { en: 'Password', th: 'รหัสผ่าน' })).toEqual({
			en: 'The password must be at least 8 characters long and include an uppercase letter, a lowercase letter, a number and a special character',
			th: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และต้องมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และอักขระพิเศษอย่างน้อยอย่างละ 1 ตัว',
		})
	})
})

describe('refineConfirmPassword', () => {
	const schema = z
		.object({ password: z.string(), confirmPassword: z.string() })
		.superRefine(refineConfirmPassword({ password: 'password', confirm: 'confirmPassword' }))

	it('accepts a matching confirmation', () => {
		expect(issuesOf(schema, { password: 'Passw0rd!', confirmPassword: 'Passw0rd!' })).toEqual([])
	})

	it.each([
		['a different value', 'Passw0rd!', 'Passw0rd?'],
		['a different letter case', 'Passw0rd!', 'passw0rd!'],
		['an empty confirmation', 'Passw0rd!', ''],
		['an empty password, even when both are empty', '', ''],
		['a blank password', '   ', '   '],
	])('rejects %s on the confirm field', (_name, first, second) => {
		expect(issuesOf(schema, { password: first, confirmPassword: second })).toEqual([
			{ message: 'confirm_password', path: ['confirmPassword'] },
		])
	})

	it('rejects a missing password', () => {
		const loose = z
			.object({ password: z.string().optional(), again: z.string().optional() })
			.superRefine(refineConfirmPassword({ password: 'password', confirm: 'again' }))
		expect(issuesOf(loose, {})).toEqual([{ message: 'confirm_password', path: ['again'] }])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(schema, { password: 'a', confirmPassword: 'b' }, { en: 'Confirm password', th: 'ยืนยันรหัสผ่าน' })).toEqual({
			en: 'The passwords do not match',
			th: 'รหัสผ่านไม่ตรงกัน',
		})
	})
})

describe('refineTagRequire', () => {
	const schema = z
		.object({ tag: z.unknown(), expectedTag: z.unknown() })
		.superRefine(refineTagRequire('tag', 'expectedTag'))

	it.each([
		['equal text', 'news', 'news'],
		['equal lists', ['a', 'b'], ['a', 'b']],
		['equal objects', { id: 1 }, { id: 1 }],
		['equal numbers', 3, 3],
	])('accepts %s', (_name, tag, expectedTag) => {
		expect(issuesOf(schema, { tag, expectedTag })).toEqual([])
	})

	it.each([
		['different text', 'news', 'sport'],
		['lists in another order', ['b', 'a'], ['a', 'b']],
		['a shorter list', ['a'], ['a', 'b']],
		['different objects', { id: 1 }, { id: 2 }],
		['an object with other keys', { id: 1 }, { key: 1 }],
		['a missing value', undefined, 'news'],
		['an empty parameter', '', ''],
		['a blank parameter', ' ', ' '],
		['an empty list parameter', [], []],
		['a missing parameter', undefined, undefined],
		['a null parameter', null, null],
	])('rejects %s on the field with the required message', (_name, tag, expectedTag) => {
		expect(issuesOf(schema, { tag, expectedTag })).toEqual([{ message: 'required', path: ['tag'] }])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(schema, { tag: 'a', expectedTag: 'b' }, { en: 'Tag', th: 'แท็ก' })).toEqual({
			en: 'The tag field is required',
			th: 'กรุณาระบุแท็ก',
		})
	})
})

describe('durationRequire', () => {
	it.each([
		['text dates', { from: '2024-01-01', to: '2024-01-31' }],
		['Date objects', { from: new Date('2024-01-01'), to: new Date('2024-01-31') }],
		['numbers, 0 included', { from: 0, to: 10 }],
	])('accepts %s', (_name, value) => {
		expect(messagesOf(durationRequire, value)).toEqual([])
	})

	it.each([
		['no from', { to: '2024-01-31' }],
		['no to', { from: '2024-01-01' }],
		['an empty from', { from: '', to: '2024-01-31' }],
		['a blank to', { from: '2024-01-01', to: '  ' }],
		['a null end', { from: null, to: '2024-01-31' }],
		['an invalid date', { from: new Date('nope'), to: new Date('2024-01-31') }],
		['a non-finite number', { from: Number.NaN, to: 1 }],
		['another kind of value', { from: ['2024-01-01'], to: '2024-01-31' }],
		['an empty object', {}],
		['text', '2024-01-01 - 2024-01-31'],
		['a list', ['2024-01-01', '2024-01-31']],
		['null', null],
		['nothing', undefined],
	])('requires both ends, rejecting %s', (_name, value) => {
		expect(messagesOf(durationRequire, value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(durationRequire, {}, { en: 'Duration', th: 'ระยะเวลา' })).toEqual({
			en: 'The duration field is required',
			th: 'กรุณาระบุระยะเวลา',
		})
	})
})

describe('requiredOption', () => {
	describe('an option object', () => {
		it.each([
			['a text value', { value: 'th', label: 'Thai' }],
			['a number value', { value: 1, label: 'One' }],
			['a negative number value', { value: -1, label: 'Minus one' }],
		])('accepts %s', (_name, value) => {
			expect(messagesOf(requiredOption, value)).toEqual([])
		})

		it.each([
			['an empty value', { value: '', label: 'Choose' }],
			['a 0 value', { value: 0, label: 'Choose' }],
			['a null value', { value: null, label: 'Choose' }],
			['no value', { label: 'Choose' }],
		])('rejects %s', (_name, value) => {
			expect(messagesOf(requiredOption, value)).toEqual(['required'])
		})
	})

	describe('a plain value', () => {
		it.each([
			['text', 'th'],
			['0, a real choice for a plain value', 0],
			['a number', 5],
			['false', false],
			['a list', ['a']],
		])('accepts %s', (_name, value) => {
			expect(messagesOf(requiredOption, value)).toEqual([])
		})

		it.each([
			['an empty string', ''],
			['null', null],
			['undefined', undefined],
		])('rejects %s', (_name, value) => {
			expect(messagesOf(requiredOption, value)).toEqual(['required'])
		})
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(requiredOption, { value: 0 }, { en: 'Country', th: 'ประเทศ' })).toEqual({
			en: 'The country field is required',
			th: 'กรุณาระบุประเทศ',
		})
	})
})

describe('postcode', () => {
	it.each([
		['a Thai postcode', '10110'],
		['a UK postcode with a space', 'SW1A 1AA'],
		['lowercase letters', 'sw1a 1aa'],
		['a hyphen inside', '1234-567'],
		['the shortest: 2 characters', '12'],
		['the longest without a prefix: 12 characters', '123456789012'],
		['a 1-letter prefix', 'A-1234'],
		['a 3-letter prefix', 'ABC-1234'],
		['a prefix and 12 more characters', 'ABC-123456789012'],
	])('accepts %s', (_name, value) => {
		expect(messagesOf(postcode, value)).toEqual([])
	})

	it('trims the value', () => {
		expect(postcode.parse(' 10110 ')).toBe('10110')
	})

	it.each([
		['a prefix of 4 letters that is too long without it', 'ABCD-123456789'],
		['a lowercase prefix that is too long without it', 'abc-123456789'],
		['a prefix with a digit that is too long without it', 'A1C-123456789'],
		['13 characters without a prefix', '1234567890123'],
		['13 characters after a prefix', 'ABC-1234567890123'],
		['a single character', '1'],
		['a hyphen at the end', '10110-'],
		['a hyphen at the start', '-10110'],
		['a prefix alone', 'ABC-'],
		['another character', '10_110'],
		['Thai digits', '๑๐๑๑๐'],
	])('rejects %s', (_name, value) => {
		expect(messagesOf(postcode, value)).toEqual(['postcode'])
	})

	it.each(['', '  ', undefined])('requires a value: %j', (value) => {
		expect(messagesOf(postcode, value)).toEqual(['required'])
	})

	it('can be made optional', () => {
		expect(messagesOf(postcode.optional(), undefined)).toEqual([])
		expect(messagesOf(postcode.optional(), '10110-')).toEqual(['postcode'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(postcode, '10110-', { en: 'Postcode', th: 'รหัสไปรษณีย์' })).toEqual({
			en: 'The postcode format is invalid',
			th: 'รูปแบบรหัสไปรษณีย์ไม่ถูกต้อง',
		})
	})
})

describe('required', () => {
	it('accepts text and trims it', () => {
		expect(required().parse('  x  ')).toBe('x')
	})

	it.each([
		['an empty string', ''],
		['a blank string', ' \t\n'],
		['undefined (an empty field under conform)', undefined],
		['null', null],
		['a number', 5],
	])('rejects %s', (_name, value) => {
		expect(messagesOf(required(), value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(required(), undefined, { en: 'Email', th: 'อีเมล' })).toEqual({
			en: 'The email field is required',
			th: 'กรุณาระบุอีเมล',
		})
	})
})

describe('email', () => {
	it('accepts an email and trims it', () => {
		expect(email().parse(' somchai@example.co.th ')).toBe('somchai@example.co.th')
	})

	it.each(['somchai', 'somchai@', 'somchai@example', '@example.com', 'a b@example.com', ''])('rejects %j', (value) => {
		expect(messagesOf(email(), value)).toEqual(['email'])
	})

	it('requires a value', () => {
		expect(messagesOf(email(), undefined)).toEqual(['required'])
	})

	it('can be made optional', () => {
		expect(messagesOf(email().optional(), undefined)).toEqual([])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(email(), 'somchai', { en: 'Email', th: 'อีเมล' })).toEqual({
			en: 'The email field must be a valid email',
			th: 'อีเมลต้องเป็นอีเมลที่ถูกต้อง',
		})
	})
})

describe('min', () => {
	it.each(['abcdefgh', 'abcdefghij', 'กขคงจฉชซ'])('accepts %s', (value) => {
		expect(messagesOf(min(8), value)).toEqual([])
	})

	it.each(['abcdefg', ''])('rejects %j', (value) => {
		expect(messagesOf(min(8), value)).toEqual(['min|min=8'])
	})

	it('requires a value', () => {
		expect(messagesOf(min(8), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(min(8), 'abc', { en: 'Name', th: 'ชื่อ' })).toEqual({
			en: 'The name field must be at least 8 characters long',
			th: 'ชื่อต้องมีอย่างน้อย 8 ตัวอักษร',
		})
	})
})

describe('max', () => {
	it.each(['', 'abcde'])('accepts %j', (value) => {
		expect(messagesOf(max(5), value)).toEqual([])
	})

	it('rejects a longer value', () => {
		expect(messagesOf(max(5), 'abcdef')).toEqual(['max|max=5'])
	})

	it('requires a value', () => {
		expect(messagesOf(max(5), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(max(5), 'abcdef', { en: 'Name', th: 'ชื่อ' })).toEqual({
			en: 'The name field must not be longer than 5 characters',
			th: 'ชื่อต้องมีไม่เกิน 5 ตัวอักษร',
		})
	})
})

describe('numeric', () => {
	it.each(['42', '-3.5', '+7', '0.5', '.5', '5.', '1e3', '2.5E-3', ' 7 '])('accepts %j', (value) => {
		expect(messagesOf(numeric(), value)).toEqual([])
	})

	it.each(['abc', '1,000', '1.2.3', '--1', '0x10', 'e3', '', 'Infinity'])('rejects %j', (value) => {
		expect(messagesOf(numeric(), value)).toEqual(['numeric'])
	})

	it('requires a value', () => {
		expect(messagesOf(numeric(), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(numeric(), 'abc', { en: 'Amount', th: 'จำนวน' })).toEqual({
			en: 'The amount field must be a number',
			th: 'จำนวนต้องเป็นตัวเลข',
		})
	})
})

describe('digits', () => {
	it.each(['123456', '000000', ' 123456 '])('accepts %j', (value) => {
		expect(messagesOf(digits(6), value)).toEqual([])
	})

	it.each(['12345', '1234567', '12a456', '12 456', '-12345', '１２３４５６', '๑๒๓๔๕๖', ''])('rejects %j', (value) => {
		expect(messagesOf(digits(6), value)).toEqual(['digits|digits=6'])
	})

	it('requires a value', () => {
		expect(messagesOf(digits(6), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(digits(6), '123', { en: 'Code', th: 'รหัส' })).toEqual({
			en: 'The code field must be exactly 6 digits',
			th: 'รหัสต้องเป็นตัวเลข 6 หลัก',
		})
	})
})

describe('between', () => {
	it.each([1, 10, 5.5])('accepts %s', (value) => {
		expect(messagesOf(between(1, 10), value)).toEqual([])
	})

	it.each([0, 11, -5, 10.01])('rejects %s', (value) => {
		expect(messagesOf(between(1, 10), value)).toEqual(['between|min=1&max=10'])
	})

	it.each([
		['NaN', Number.NaN],
		['Infinity', Number.POSITIVE_INFINITY],
		['text', '5'],
		['null', null],
	])('rejects %s as not a number', (_name, value) => {
		expect(messagesOf(between(1, 10), value)).toEqual(['numeric'])
	})

	it('requires a value', () => {
		expect(messagesOf(between(1, 10), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(between(1, 10), 0, { en: 'Age', th: 'อายุ' })).toEqual({
			en: 'The age field must be between 1 and 10',
			th: 'อายุต้องมีค่าระหว่าง 1 ถึง 10',
		})
		expect(textsOf(between(1, 10), 'x', { en: 'Age', th: 'อายุ' })).toEqual({
			en: 'The age field must be a number',
			th: 'อายุต้องเป็นตัวเลข',
		})
	})
})

describe('url', () => {
	it.each(['https://example.com', 'http://example.com/path?q=1#top', 'https://localhost:3000'])('accepts %s', (value) => {
		expect(messagesOf(url(), value)).toEqual([])
	})

	it('trims the value', () => {
		expect(url().parse(' https://example.com ')).toBe('https://example.com')
	})

	it.each(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'http://', 'https//example.com', ''])(
		'rejects %j',
		(value) => {
			expect(messagesOf(url(), value)).toEqual(['url'])
		},
	)

	it('requires a value', () => {
		expect(messagesOf(url(), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(url(), 'example.com', { en: 'Link', th: 'ลิงก์' })).toEqual({
			en: 'The link field must be a valid URL',
			th: 'ลิงก์ต้องเป็น URL ที่ถูกต้อง',
		})
	})
})

describe('regex', () => {
	const code = regex(/^[A-Z]{3}$/)

	it('accepts a matching value', () => {
		expect(messagesOf(code, 'ABC')).toEqual([])
	})

	it.each(['abc', 'ABCD', ''])('rejects %j', (value) => {
		expect(messagesOf(code, value)).toEqual(['regex'])
	})

	it('gives the same answer every time with a global pattern', () => {
		const global = regex(/^a$/g)
		expect([messagesOf(global, 'a'), messagesOf(global, 'a')]).toEqual([[], []])
	})

	it('requires a value', () => {
		expect(messagesOf(code, undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(code, 'abc', { en: 'Code', th: 'รหัส' })).toEqual({
			en: 'The code field format is invalid',
			th: 'รูปแบบรหัสไม่ถูกต้อง',
		})
	})
})

describe('refineConfirmed', () => {
	const schema = z
		.object({ email: z.string(), emailConfirmation: z.string() })
		.superRefine(refineConfirmed({ field: 'email', confirm: 'emailConfirmation' }))

	it('accepts a matching confirmation', () => {
		expect(issuesOf(schema, { email: 'a@example.com', emailConfirmation: 'a@example.com' })).toEqual([])
	})

	it.each([
		['a different value', 'a@example.com', 'b@example.com'],
		['an empty confirmation', 'a@example.com', ''],
		['an empty field', '', ''],
	])('rejects %s on the confirm field', (_name, first, second) => {
		expect(issuesOf(schema, { email: first, emailConfirmation: second })).toEqual([
			{ message: 'confirmed', path: ['emailConfirmation'] },
		])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(schema, { email: 'a', emailConfirmation: 'b' }, { en: 'Email', th: 'อีเมล' })).toEqual({
			en: 'The email field confirmation does not match',
			th: 'การยืนยันอีเมลไม่ตรงกัน',
		})
	})
})

describe('image', () => {
	it.each(['image/png', 'image/jpeg', 'image/svg+xml'])('accepts a %s file', (type) => {
		expect(messagesOf(image(), file('x', 'photo', type))).toEqual([])
	})

	it.each(['text/plain', 'application/pdf', ''])('rejects a file of type %j', (type) => {
		expect(messagesOf(image(), file('x', 'document', type))).toEqual(['image'])
	})

	it.each([
		['an empty file input', new File([], '')],
		['nothing', undefined],
		['text', 'photo.png'],
	])('requires a file, rejecting %s', (_name, value) => {
		expect(messagesOf(image(), value)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(image(), file('x', 'a.txt', 'text/plain'), { en: 'Photo', th: 'รูปภาพ' })).toEqual({
			en: 'The photo field must be an image',
			th: 'รูปภาพต้องเป็นไฟล์รูปภาพ',
		})
	})
})

describe('size', () => {
	it('accepts a file of exactly the limit', () => {
		expect(messagesOf(size(2), file('x'.repeat(2048), 'a.bin', 'application/octet-stream'))).toEqual([])
	})

	it('rejects a file 1 byte over the limit', () => {
		expect(messagesOf(size(2), file('x'.repeat(2049), 'a.bin', 'application/octet-stream'))).toEqual([
			'size|size=2',
		])
	})

	it('requires a file', () => {
		expect(messagesOf(size(2), undefined)).toEqual(['required'])
	})

	it('has its message in English and Thai', () => {
		expect(textsOf(size(2), file('x'.repeat(4096), 'a.bin', ''), { en: 'Photo', th: 'รูปภาพ' })).toEqual({
			en: 'The photo field must not be larger than 2 KB',
			th: 'รูปภาพต้องมีขนาดไม่เกิน 2 KB',
		})
	})
})

describe('the text rule (contracts/text.ts)', () => {
	it.each([
		['NUL', 'Siam\u0000Square', 'control_characters'],
		['a C0 control', 'Siam\u0007Square', 'control_characters'],
		['a C1 control', 'Siam\u0085Square', 'control_characters'],
		['a line break in one line', 'Siam\nSquare', 'control_characters'],
		['an unpaired surrogate', 'Siam\ud83dSquare', 'broken_characters'],
	])('every single-line rule refuses %s', (_name, value, key) => {
		for (const rule of [text(), required(), max(100), min(1), email(), regex(/./), website, websiteOrEmpty]) expect(messagesOf(rule, value)).toContain(key)
	})

	it('what is kept is what is checked: a tab pasted at either end is trimmed away', () => {
		expect(messagesOf(required(), '\tSiam Square\n')).toEqual([])
	})

	it('takes any language and emoji', () => {
		expect(messagesOf(required(), 'ร้านกาแฟ ☕ 😀')).toEqual([])
	})

	it('has its messages in English and Thai', () => {
		expect(textsOf(text(), 'a\u0000b', { en: 'Name', th: 'ชื่อ' })).toEqual({
			en: 'The name field must not contain control characters; remove them and try again',
			th: 'ชื่อมีอักขระควบคุมที่ใช้ไม่ได้ กรุณาลบออกแล้วลองอีกครั้ง',
		})
		expect(textsOf(text(), 'a\udc00b', { en: 'Name', th: 'ชื่อ' })).toEqual({
			en: 'The name field contains a broken character; type it again',
			th: 'ชื่อมีอักขระที่ไม่สมบูรณ์ กรุณาพิมพ์ใหม่',
		})
	})
})

describe('paragraph and requiredParagraph (a textarea)', () => {
	it('keeps line breaks (as LF) and tabs, trims, and counts a line break once', () => {
		expect(paragraph(20).parse(' one\r\n\ttwo\rthree ')).toBe('one\n\ttwo\nthree')
		expect(messagesOf(paragraph(3), 'a\r\nb')).toEqual([])
		expect(messagesOf(paragraph(3), 'abcd')).toEqual(['max|max=3'])
	})

	it.each([
		['NUL', 'a\u0000b', 'control_characters'],
		['a vertical tab', 'a\u000bb', 'control_characters'],
		['an unpaired surrogate', 'a\ud800b', 'broken_characters'],
	])('refuses %s', (_name, value, key) => {
		expect(messagesOf(paragraph(100), value)).toEqual([key])
		expect(messagesOf(requiredParagraph(100), value)).toEqual([key])
	})

	it('requiredParagraph must be filled in', () => {
		expect(messagesOf(requiredParagraph(100), ' \r\n ')).toEqual(['required'])
		expect(messagesOf(requiredParagraph(100), undefined)).toEqual(['required'])
	})
})

describe('day and birthday (contracts/dates.ts)', () => {
	it.each(['2024-02-29', '1900-01-01', '2100-12-31'])('accepts %s', (value) => {
		expect(messagesOf(day(), value)).toEqual([])
	})

	it.each(['2024-02-31', '2023-02-29', '2024-13-01', '1234567890-01-01', '2024-1-1', 'soon'])('refuses %j as no real day', (value) => {
		expect(messagesOf(day(), value)).toEqual(['date'])
	})

	it('keeps to 1900-2100', () => {
		expect(messagesOf(day(), '0000-01-01')).toEqual(['date_min|min=1900-01-01'])
		expect(messagesOf(day(), '2101-01-01')).toEqual(['date_max|max=2100-12-31'])
	})

	it('a birthday is not in the future', () => {
		const nextWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
		expect(messagesOf(birthday(), nextWeek)).toEqual(['date_future'])
		expect(messagesOf(birthday(), '1990-04-13')).toEqual([])
		expect(messagesOf(birthday(), undefined)).toEqual(['required'])
	})

	it('has its messages in English and Thai', () => {
		expect(textsOf(day(), '2024-02-31', { en: 'Start date', th: 'วันเริ่มต้น' })).toEqual({
			en: 'The start date field must be a real date',
			th: 'วันเริ่มต้นต้องเป็นวันที่ที่มีอยู่จริง',
		})
		expect(textsOf(day(), '1899-12-31', { en: 'Start date', th: 'วันเริ่มต้น' })).toEqual({
			en: 'The start date field must not be before 1900-01-01',
			th: 'วันเริ่มต้นต้องไม่ก่อนวันที่ 1900-01-01',
		})
		expect(textsOf(day(), '2101-01-01', { en: 'End date', th: 'วันสิ้นสุด' })).toEqual({
			en: 'The end date field must not be after 2100-12-31',
			th: 'วันสิ้นสุดต้องไม่หลังวันที่ 2100-12-31',
		})
		expect(textsOf(birthday(), '2999-01-01', { en: 'Birthday', th: 'วันเกิด' })).toEqual({
			en: 'The birthday field must not be in the future',
			th: 'วันเกิดต้องไม่เป็นวันในอนาคต',
		})
	})
})

describe('combining rules with pipe', () => {
	const name = required().pipe(min(3)).pipe(max(5))

	it.each([
		['', ['required']],
		['ab', ['min|min=3']],
		['abcdef', ['max|max=5']],
		[' abc ', []],
	])('checks %j in order', (value, expected) => {
		expect(messagesOf(name, value)).toEqual(expected)
	})

	it('checks an image and its size', () => {
		const photo = image().pipe(size(1))
		expect(messagesOf(photo, file('x'.repeat(10), 'a.png', 'image/png'))).toEqual([])
		expect(messagesOf(photo, file('x'.repeat(2000), 'a.png', 'image/png'))).toEqual(['size|size=1'])
		expect(messagesOf(photo, file('x'.repeat(10), 'a.txt', 'text/plain'))).toEqual(['image'])
	})
})

describe('every message a rule gives', () => {
	it('has English and Thai text', () => {
		const keys = ['required', 'email', 'min', 'max', 'numeric', 'digits', 'between', 'url', 'regex', 'confirmed']
		const custom = ['image', 'size', 'website', 'merchant_code', 'password', 'confirm_password', 'postcode', 'phone']
		const textAndDates = ['control_characters', 'broken_characters', 'date', 'date_min', 'date_max', 'date_future']
		for (const key of [...keys, ...custom, ...textAndDates]) {
			expect(en, key).toHaveProperty(key)
			expect(th, key).toHaveProperty(key)
		}
	})
})
