import { describe, expect, test } from 'vitest'
import type { MyVoucher, Pocket, PocketEntry, VoucherOffer } from '#contracts/pocket.ts'
import { collectFormSchema, getVoucherFormSchema } from './forms.ts'
import { codeSearchSchema, pocketSearchSchema } from './search-params.ts'
import { formatFourDecimals, groupedCode, historyEntryView, myVoucherView, offerView, pocketView, signedPoints, voucherValue, vouchersByState } from './views.ts'

// My pocket as its pages show it: Thai in its own grouping but Latin digits, dates in Thailand's time
// (the Buddhist era in Thai), amounts signed, codes grouped for reading, vouchers by state.

const shop = { id: '22222222-2222-4222-8222-222222222222', name: 'Robtua Demo Shop', imageUrl: null }

const voucher = (overrides: Partial<MyVoucher> = {}): MyVoucher => ({
	id: '33333333-3333-4333-8333-333333333333',
	voucherId: '44444444-4444-4444-8444-444444444444',
	businessUser: shop,
	title: 'Free tea',
	description: '',
	valueSatang: 5000,
	percent: null,
	code: 'ABCDE12345',
	state: 'ready',
	validUntil: '2026-03-02T17:30:00Z',
	gotAt: '2026-01-02T03:00:00Z',
	usedAt: null,
	...overrides,
})

describe('numbers', () => {
	test('points are grouped in either language, in Latin digits', () => {
		const pocket: Pocket = { points: 1250, tokens: 3.5, experience: 12.25, expiringSoon: [{ points: 40, expiresAt: '2026-03-02T17:30:00Z' }], expireMonths: 12, memberCode: 'M0123456789' }
		expect(pocketView(pocket, 'en')).toMatchObject({ points: '1,250', tokens: '3.5000', experience: '12.2500', expiringSoon: [{ points: '40', day: 'Mar 3, 2026' }] })
		expect(pocketView(pocket, 'th')).toMatchObject({ points: '1,250', experience: '12.2500', expiringSoon: [{ day: '3 มี.ค. 2569' }] })
	})

	test('experience keeps its 4 decimals', () => {
		expect(formatFourDecimals(0, 'en')).toBe('0.0000')
		expect(formatFourDecimals(1234.5678, 'th')).toBe('1,234.5678')
	})

	test('an amount says which way it went, with a true minus sign', () => {
		expect(signedPoints(40, 'en')).toBe('+40')
		expect(signedPoints(-1500, 'th')).toBe('\u22121,500')
		expect(signedPoints(0, 'en')).toBe('0')
	})

	test('a voucher is worth baht or a percentage', () => {
		expect(voucherValue({ valueSatang: 5000, percent: null }, 'en')).toBe('฿50')
		expect(voucherValue({ valueSatang: 12_550, percent: null }, 'th')).toBe('฿125.50')
		expect(voucherValue({ valueSatang: null, percent: 10 }, 'th')).toBe('10%')
	})
})

describe('history', () => {
	test('a line says why, with whom, how much, the balance after and when (Buddhist era in Thai)', () => {
		const entry: PocketEntry = { id: '9', unit: 'points', amount: -30, balanceAfter: 10, reason: 'voucher', businessUser: shop, voucherTitle: 'Free tea', at: '2026-03-02T17:30:00Z' }
		expect(historyEntryView(entry, 'th')).toMatchObject({ reason: 'voucher', voucherTitle: 'Free tea', businessUser: 'Robtua Demo Shop', earned: false, amount: '\u221230', balanceAfter: '10', when: '3 มี.ค. 2569 00:30' })
		expect(historyEntryView({ ...entry, amount: 40, reason: 'counter', businessUser: null }, 'en')).toMatchObject({ earned: true, amount: '+40', businessUser: null, when: 'Mar 3, 2026, 00:30' })
	})
})

describe('vouchers', () => {
	test('a code is read in groups of five', () => {
		expect(groupedCode('ABCDE12345')).toBe('ABCDE 12345')
		expect(groupedCode('ABC')).toBe('ABC')
	})

	test('a voucher leads to its own page', () => {
		expect(myVoucherView(voucher(), 'en')).toMatchObject({ href: '/account/my-pocket/voucher-33333333-3333-4333-8333-333333333333', value: '฿50', groupedCode: 'ABCDE 12345', validUntil: 'Mar 3, 2026' })
	})

	test('ready to use first, then used, then expired; a state with none is left out', () => {
		const groups = vouchersByState([voucher({ id: 'a', state: 'expired' }), voucher({ id: 'b', state: 'ready' }), voucher({ id: 'c', state: 'expired' })])
		expect(groups.map((group) => [group.state, group.vouchers.map((v) => v.id)])).toEqual([
			['ready', ['b']],
			['expired', ['a', 'c']],
		])
	})

	test('an offer says why it cannot be got', () => {
		const offer: VoucherOffer = {
			id: 'o',
			businessUser: shop,
			title: 'Ten percent off',
			description: 'Any drink',
			valueSatang: null,
			percent: 10,
			pointsCost: 0,
			left: 3,
			perPerson: 1,
			validFrom: '2026-01-01T00:00:00Z',
			validUntil: '2026-03-02T17:30:00Z',
			got: 1,
			get: { allowed: false, reason: 'per_person' },
		}
		expect(offerView(offer, 'en')).toMatchObject({ value: '10%', pointsCost: 0, cost: '0', leftText: '3', allowed: false, why: 'per_person' })
		expect(offerView({ ...offer, left: null, get: { allowed: true, reason: null } }, 'en')).toMatchObject({ leftText: null, allowed: true, why: null })
	})
})

describe('forms', () => {
	test('a place is rounded to about 100 m, and half a place is none', () => {
		expect(collectFormSchema.parse({ latitude: '13.756331', longitude: '100.501765' })).toEqual({ latitude: 13.756, longitude: 100.502 })
		expect(collectFormSchema.parse({ latitude: '13.7', longitude: '' })).toEqual({ latitude: null, longitude: null })
		expect(collectFormSchema.parse({ latitude: '', longitude: '' })).toEqual({ latitude: null, longitude: null })
		expect(collectFormSchema.parse({ latitude: '95', longitude: '100' })).toEqual({ latitude: null, longitude: null })
	})

	test('a spoilt key is dropped, not a field error', () => {
		const voucherId = '44444444-4444-4444-8444-444444444444'
		expect(getVoucherFormSchema.parse({ voucherId, idempotencyKey: 'x' })).toEqual({ voucherId, idempotencyKey: undefined })
		expect(getVoucherFormSchema.safeParse({ voucherId: 'v', idempotencyKey: 'x' }).success).toBe(false)
	})

	test('an address edited by hand is read as if its odd parts were not there', () => {
		expect(codeSearchSchema.parse({ code: ' CDEM0SH0PC0VNTER0 ' })).toEqual({ code: 'CDEM0SH0PC0VNTER0' })
		expect(codeSearchSchema.parse({ code: 'C\u0000X' })).toEqual({ code: undefined })
		expect(pocketSearchSchema.parse({ cursor: 'eyJpZCI6MTJ9', vouchers: '<script>' })).toEqual({ cursor: 'eyJpZCI6MTJ9', vouchers: undefined })
	})
})
