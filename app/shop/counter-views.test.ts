import { describe, expect, test } from 'vitest'
import type { CounterOrder, TimelineSummary } from '#contracts/shop/counter.ts'
import { counterLinesView, reviewView, sessionView } from './counter-views.ts'

// A counter sale as its pages show it (docs/product.md#shop, "Counter sale"): its lines, what a selling
// session took by each way of paying, and the review's cash and change.

const timeline: TimelineSummary = {
	id: '0d4c6a2e-1c2b-4a7e-9f3d-000000000001',
	openedAt: '2026-11-28T02:00:00.000Z',
	closedAt: null,
	openedBy: 'Niran Wongsa',
	orders: 3,
	totals: { cash: 48_200, promptpay: 0, card: 12_000 },
}
const line = (quantity: number, stock: number | null, priceSatang: number | null = 12_050) => ({
	id: '0d4c6a2e-1c2b-4a7e-9f3d-000000000002',
	itemId: '0d4c6a2e-1c2b-4a7e-9f3d-000000000003',
	title: 'Jasmine rice',
	option: '',
	quantity,
	priceSatang,
	stock,
	totalSatang: (priceSatang ?? 0) * quantity,
})
const order = (changes: Partial<CounterOrder> = {}): CounterOrder => ({
	id: '0d4c6a2e-1c2b-4a7e-9f3d-000000000004',
	timeline,
	lines: [line(2, 10)],
	subtotalSatang: 24_100,
	customer: null,
	paymentMethod: 'cash',
	paymentMethods: ['cash', 'promptpay', 'card'],
	cashReceivedSatang: 50_000,
	changeSatang: 25_900,
	points: 24,
	placed: null,
	...changes,
})

describe('a counter sale’s views', () => {
	test('a line says what is left only when fewer than it holds, and when it is no longer for sale', () => {
		expect(counterLinesView(order(), 'en')[0]).toMatchObject({ price: '฿120.50', total: '฿241', left: null, max: 10 })
		expect(counterLinesView(order({ lines: [line(3, 2)] }), 'en')[0]).toMatchObject({ left: 2, max: 3 })
		expect(counterLinesView(order({ lines: [line(1, null, null)] }), 'en')[0]).toMatchObject({ price: null, total: '฿0', left: null, max: 99 })
	})

	test('a selling session: its ways of paying (and any other that took money), and its total', () => {
		const cashOnly = sessionView(timeline, ['cash'], 'en')
		expect(cashOnly.totals).toEqual([
			{ method: 'cash', total: '฿482' },
			{ method: 'card', total: '฿120' },
		])
		expect(cashOnly).toMatchObject({ orders: 3, total: '฿602', closed: false, openedBy: 'Niran Wongsa' })
		expect(sessionView(timeline, ['cash', 'promptpay', 'card'], 'th').totals.map((total) => total.method)).toEqual(['cash', 'promptpay', 'card'])
		expect(sessionView({ ...timeline, closedAt: '2026-11-28T12:00:00.000Z' }, ['cash'], 'en').closed).toBe(true)
	})

	test('the review: the customer, the cash received and the change, to the satang', () => {
		expect(reviewView(order(), 'en')).toMatchObject({ total: '฿241.00', customer: null, cashReceived: '฿500.00', change: '฿259.00', points: 24 })
		expect(reviewView(order({ paymentMethod: 'card', cashReceivedSatang: null, changeSatang: null, customer: { name: 'Ploy S.' } }), 'en')).toMatchObject({ customer: 'Ploy S.', cashReceived: null, change: null })
	})
})
