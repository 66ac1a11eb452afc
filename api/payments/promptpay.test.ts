import { parse } from 'promptparse'
import { describe, expect, test } from 'vitest'
import { PromptPayIdError, promptPayPayload, promptPayQrDataUrl, promptPayTargetOf, satangToAmount } from './promptpay.ts'

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), written here apart from promptparse's. */
function crc16(text: string) {
	let crc = 0xffff
	for (const byte of Buffer.from(text, 'ascii')) {
		crc ^= byte << 8
		for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
	}
	return crc.toString(16).toUpperCase().padStart(4, '0')
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`

describe('the PromptPay payload', () => {
	test('the published vector: 0812345678, 123.45 baht', () => {
		const payload = promptPayPayload({ promptPayId: '0812345678', amountSatang: 12345 })
		expect(payload).toBe('00020101021229370016A0000006770101110113006681234567853037645802TH5406123.4563043AC7')
		expect(payload.endsWith('5406123.4563043AC7')).toBe(true)
	})

	test("promptparse's own vector: 0812223333, 30 baht", () => {
		expect(promptPayPayload({ promptPayId: '081-222-3333', amountSatang: 3000 })).toBe('00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD')
	})

	test('a national or tax id, field by field, with its CRC checked independently', () => {
		const payload = promptPayPayload({ promptPayId: '1234567890121', amountSatang: 120000 })
		const body = [
			field('00', '01'),
			// 12: a one-time QR, with its amount.
			field('01', '12'),
			field('29', field('00', 'A000000677010111') + field('02', '1234567890121')),
			field('53', '764'),
			field('58', 'TH'),
			field('54', '1200.00'),
		].join('')
		expect(payload).toBe(`${body}6304${crc16(`${body}6304`)}`)
		expect(parse(payload, true)?.getTagValue('54')).toBe('1200.00')
	})

	test('a changed character fails the CRC', () => {
		const payload = promptPayPayload({ promptPayId: '0812345678', amountSatang: 12345 })
		expect(parse(payload, true)).not.toBeNull()
		expect(parse(payload.replace('123.45', '923.45'), true)).toBeNull()
	})

	test('mobile numbers as people type them', () => {
		for (const typed of ['0812345678', '081 234 5678', '081-234-5678', '+66812345678', '66 81 234 5678']) {
			expect(promptPayTargetOf(typed)).toEqual({ type: 'MSISDN', target: '0812345678' })
		}
		expect(promptPayTargetOf('0 1055 12345 67 1')).toMatchObject({ type: 'NATID' })
	})

	test('refuses what is not a PromptPay id, and a 13-digit id with a wrong check digit', () => {
		for (const wrong of ['', '12345', '0212345678', '08123456789', 'abc', '1234567890122']) {
			expect(() => promptPayTargetOf(wrong)).toThrow(PromptPayIdError)
		}
	})
})

describe('satang to the payload amount', () => {
	test('(satang / 100).toFixed(2) is exact for whole satang', () => {
		expect(satangToAmount(12345)).toBe('123.45')
		expect(satangToAmount(1)).toBe('0.01')
		expect(satangToAmount(1005)).toBe('10.05')
		expect(satangToAmount(15_000_000)).toBe('150000.00')
		// Every amount up to 10,000 baht, and the largest a charge may be, against integer arithmetic.
		const wrong: number[] = []
		for (let satang = 1; satang <= 1_000_000; satang++) {
			if (satangToAmount(satang) !== `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`) wrong.push(satang)
		}
		for (let satang = 14_999_000; satang <= 15_000_000; satang++) {
			if (satangToAmount(satang) !== `${Math.floor(satang / 100)}.${String(satang % 100).padStart(2, '0')}`) wrong.push(satang)
		}
		expect(wrong).toEqual([])
	})

	test('refuses nothing, parts of a satang and negatives', () => {
		for (const wrong of [0, -100, 12.5, Number.NaN]) expect(() => satangToAmount(wrong)).toThrow(RangeError)
	})
})

test('the QR code is an SVG data URL', async () => {
	const url = await promptPayQrDataUrl(promptPayPayload({ promptPayId: '0812345678', amountSatang: 12000 }))
	expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true)
	const svg = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')
	expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/)
	expect(svg).toContain('stroke="#000000"')
})
