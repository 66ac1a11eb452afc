import { describe, expect, test } from 'vitest'
import type { CheckOut } from '#contracts/shop/orders.ts'
import { checkOutTotals, holdEnd, voucherView } from './views.ts'

// "Held until" in Thailand's time (UTC+7), as the app shows every time: the day too when it is not today there.

describe('until when an order is held', () => {
	const now = new Date('2026-11-28T10:00:00Z') // 17:00 on 28 November in Thailand

	test('today in Thailand: the time alone', () => {
		expect(holdEnd('2026-11-28T10:30:00Z', 'en', now)).toEqual({ time: '17:30', date: null })
		expect(holdEnd('2026-11-28T16:59:00Z', 'th', now)).toEqual({ time: '23:59', date: null })
	})

	test('another day in Thailand, even when it is the same day in UTC: its day as well', () => {
		expect(holdEnd('2026-11-28T17:15:00Z', 'en', now)).toEqual({ time: '00:15', date: 'Nov 29' })
		expect(holdEnd('2026-11-28T17:15:00Z', 'th', now)).toEqual({ time: '00:15', date: '29 พ.ย.' })
	})

	test('read just after midnight in Thailand, a hold set the evening before ends today', () => {
		expect(holdEnd('2026-11-28T17:20:00Z', 'en', new Date('2026-11-28T17:01:00Z'))).toEqual({ time: '00:20', date: null })
	})
})

// A voucher paying part of an order (docs/product.md#pocket): what each choice at check-out leaves to pay,
// and an order's subtotal and voucher as its pages and documents show them.

describe('the totals a check-out offers', () => {
	const checkOut = (vouchers: CheckOut['vouchers']) => ({ cart: { subtotalSatang: 20_000 } as CheckOut['cart'], vouchers })

	test('"No voucher" first, then each voucher with what it takes off and the total left', () => {
		const totals = checkOutTotals(checkOut([{ id: 'v1', title: 'Fifty off', valueSatang: 5000, percent: null, discountSatang: 5000 }]), 'en')
		expect(totals).toEqual({
			subtotalSatang: 20_000,
			subtotal: '฿200.00',
			choices: [
				{ voucherId: '', title: null, discount: null, total: '฿200.00' },
				{ voucherId: 'v1', title: 'Fifty off', discount: '฿50.00', total: '฿150.00' },
			],
		})
	})

	test('without vouchers: the one choice, the subtotal', () => {
		expect(checkOutTotals(checkOut([]), 'th').choices).toEqual([{ voucherId: '', title: null, discount: null, total: '฿200.00' }])
	})
})

describe('an order’s voucher', () => {
	test('its title, what it took off and the subtotal before it, in baht', () => {
		const order = { subtotalSatang: 20_050, voucher: { title: 'Fifty off', discountSatang: 5000 } }
		expect(voucherView(order, 'en')).toEqual({ title: 'Fifty off', discount: '฿50', subtotal: '฿200.50' })
		expect(voucherView(order, 'th', { cents: true })).toEqual({ title: 'Fifty off', discount: '฿50.00', subtotal: '฿200.50' })
	})

	test('none: nothing to show', () => {
		expect(voucherView({ subtotalSatang: 20_000, voucher: null }, 'en')).toBeNull()
	})
})
