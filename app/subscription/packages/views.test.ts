import { describe, expect, test } from 'vitest'
import type { BusinessVoucher } from '#contracts/pocket.ts'
import { voucherRows } from './views.ts'

// The package form's voucher rows: the business user's running vouchers, and every one the package gives
// already, so that saving it never drops one.

const shop = { id: '22222222-2222-4222-8222-222222222222', name: 'Robtua Demo Shop', imageUrl: null }
const latte = '44444444-4444-4444-8444-444444444444'
const cookie = '55555555-5555-4555-8555-555555555555'
const old = '77777777-7777-4777-8777-777777777777'
const unseen = '99999999-9999-4999-8999-999999999999'

const voucher = (overrides: Partial<BusinessVoucher>): BusinessVoucher => ({
	id: latte,
	businessUser: shop,
	title: 'Free latte',
	description: '',
	valueSatang: 6000,
	percent: null,
	pointsCost: 0,
	left: null,
	perPerson: 1,
	validFrom: '2026-11-01T00:00:00.000Z',
	validUntil: '2027-01-01T00:00:00.000Z',
	quantity: null,
	claimed: 0,
	redeemed: 0,
	ended: false,
	...overrides,
})

describe('voucher rows', () => {
	const vouchers = [voucher({}), voucher({ id: cookie, title: 'Cookie' }), voucher({ id: old, title: 'Old deal', ended: true })]

	test('a new package: the running vouchers, none given', () => {
		expect(voucherRows(vouchers, null)).toEqual([
			{ id: latte, title: 'Free latte', quantity: '0' },
			{ id: cookie, title: 'Cookie', quantity: '0' },
		])
	})

	test('a package: how many of each it gives; an ended one it gives stays', () => {
		const pkg = { vouchers: [{ voucherId: old, title: 'Old deal', quantity: 3 }, { voucherId: cookie, title: 'Cookie', quantity: 1 }] }
		expect(voucherRows(vouchers, pkg)).toEqual([
			{ id: latte, title: 'Free latte', quantity: '0' },
			{ id: cookie, title: 'Cookie', quantity: '1' },
			{ id: old, title: 'Old deal', quantity: '3' },
		])
	})

	test('one it gives that is not listed (older than the page read, or no vouchers shown to a member without Sales) is kept', () => {
		const pkg = { vouchers: [{ voucherId: unseen, title: 'Birthday cake', quantity: 2 }] }
		expect(voucherRows(vouchers, pkg).at(-1)).toEqual({ id: unseen, title: 'Birthday cake', quantity: '2' })
		expect(voucherRows([], pkg)).toEqual([{ id: unseen, title: 'Birthday cake', quantity: '2' }])
	})
})
