import { formatBaht, formatMoment } from '#app/content/display.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { shopLimits } from '#contracts/limits.ts'
import type { CounterItem, CounterOrder, TimelineSummary } from '#contracts/shop/counter.ts'
import type { OrderPaymentMethod } from '#contracts/shop/order-status.ts'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'
import { voucherView } from './views.ts'

// A counter sale as its pages show it (docs/product.md#shop, "Counter sale"), made on the server in the
// page's language: amounts in baht, the selling session's times in Thailand's.

/** An item of the catalogue to ring up: its price, options, and how many are left (null: not counted). */
export function counterItemView(item: CounterItem, language: string) {
	return {
		id: item.id,
		title: item.title,
		sku: item.sku,
		picture: item.picture ? pictureSources(item.picture) : null,
		price: formatBaht(item.priceSatang, language),
		options: item.options,
		optionName: item.optionName,
		stock: item.stock,
	}
}
export type CounterItemView = ReturnType<typeof counterItemView>

/** The sale's lines being rung up, at prices now: a line no longer for sale, or with fewer left than it holds, says so. */
export function counterLinesView(order: CounterOrder, language: string) {
	return order.lines.map((line) => ({
		id: line.id,
		title: line.title,
		option: line.option || null,
		quantity: line.quantity,
		price: line.priceSatang === null ? null : formatBaht(line.priceSatang, language),
		total: formatBaht(line.totalSatang, language),
		/** How many are left, when fewer than the line holds (0: sold out). */
		left: line.stock !== null && line.stock < line.quantity ? line.stock : null,
		max: Math.min(shopLimits.quantity, Math.max(line.quantity, line.stock ?? shopLimits.quantity)),
	}))
}
export type CounterLineView = ReturnType<typeof counterLinesView>[number]

/**
 * A selling session: when and by whom it was opened, how many sales it has taken and what they took by
 * each way of paying (those the business user takes, and any other that took something).
 */
export function sessionView(timeline: TimelineSummary, methods: OrderPaymentMethod[], language: string) {
	return {
		openedAt: formatMoment(timeline.openedAt, language),
		openedBy: timeline.openedBy,
		closed: timeline.closedAt !== null,
		orders: timeline.orders,
		totals: (Object.entries(timeline.totals) as Array<[OrderPaymentMethod, number]>)
			.filter(([method, satang]) => methods.includes(method) || satang > 0)
			.map(([method, satang]) => ({ method, total: formatBaht(satang, language) })),
		total: formatBaht(
			Object.values(timeline.totals).reduce((sum, satang) => sum + satang, 0),
			language,
		),
	}
}
export type SessionView = ReturnType<typeof sessionView>

/** What a checked-out sale is placed at: its total, the customer, how they pay, the cash received and the change. */
export function reviewView(order: CounterOrder, language: string) {
	return {
		lines: counterLinesView(order, language),
		totalSatang: order.subtotalSatang,
		total: formatBaht(order.subtotalSatang, language, { cents: true }),
		customer: order.customer?.name ?? null,
		paymentMethod: order.paymentMethod,
		cashReceived: order.cashReceivedSatang === null ? null : formatBaht(order.cashReceivedSatang, language, { cents: true }),
		change: order.changeSatang === null ? null : formatBaht(order.changeSatang, language, { cents: true }),
		points: order.points,
	}
}

/** A placed sale's receipt: its number, when it was paid, its lines and total (as app/shop/order-details.tsx OrderLines shows them), the cash and the change. */
export function counterReceiptView(order: PurchaseOrder, language: string) {
	return {
		number: order.number,
		businessUser: order.businessUser.name,
		buyer: order.buyer?.name ?? null,
		paidAt: order.paidAt ? formatMoment(order.paidAt, language) : null,
		placedAt: formatMoment(order.createdAt, language),
		paymentMethod: order.paymentMethod,
		total: formatBaht(order.totalSatang, language, { cents: true }),
		voucher: voucherView(order, language, { cents: true }),
		lines: order.lines.map((line) => ({
			key: `${line.itemId}-${line.option}`,
			title: line.title,
			option: line.option || null,
			quantity: line.quantity,
			price: formatBaht(line.priceSatang, language, { cents: true }),
			total: formatBaht(line.totalSatang, language, { cents: true }),
			eTicket: false,
		})),
		cashReceived: order.cashReceivedSatang === null ? null : formatBaht(order.cashReceivedSatang, language, { cents: true }),
		change: order.cashReceivedSatang === null ? null : formatBaht(order.cashReceivedSatang - order.totalSatang, language, { cents: true }),
	}
}
export type CounterReceiptView = ReturnType<typeof counterReceiptView>
