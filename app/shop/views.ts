import { formatBaht, formatMoment, TIME_ZONE } from '#app/content/display.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'
import { itemPath } from '#app/content/kinds.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { shopLimits } from '#contracts/limits.ts'
import type { Cart, CartLine } from '#contracts/shop/cart.ts'
import type { CheckOut, PurchaseOrder, PurchaseOrderSummary } from '#contracts/shop/orders.ts'
import { phoneForDisplay } from '#contracts/thai-phone.ts'

// The carts as a page shows them (docs/product.md#shop), made on the server in the page's language:
// amounts in baht, and what has changed since a line was added said beside it.

function lineView(line: CartLine, businessUserId: string, language: string) {
	const available = line.priceSatang !== null
	return {
		id: line.id,
		title: line.item.title,
		href: available && line.item.id ? itemPath({ kind: line.item.kind, id: line.item.id, owner: { type: 'business-user', id: businessUserId } }) : null,
		picture: line.item.picture ? pictureSources(line.item.picture) : null,
		option: line.option || null,
		quantity: line.quantity,
		price: available ? formatBaht(line.priceSatang!, language) : null,
		total: formatBaht(line.totalSatang, language),
		/** The price when it was added, when it has changed since. */
		priceWas: available && line.priceSatang !== line.seenPriceSatang ? formatBaht(line.seenPriceSatang, language) : null,
		/** How many are left, when fewer than the line holds (0: sold out). */
		left: available && line.stock !== null && line.stock < line.quantity ? line.stock : null,
		max: Math.min(shopLimits.quantity, Math.max(line.quantity, line.stock ?? shopLimits.quantity)),
		available,
	}
}

export function cartView(cart: Cart, language: string) {
	return {
		itemCount: cart.itemCount,
		groups: cart.groups.map((group) => ({
			businessOrderId: group.businessOrderId,
			businessUser: { ...group.businessUser, href: `/business-user/${group.businessUser.id}` },
			lines: group.lines.map((line) => lineView(line, group.businessUser.id, language)),
			subtotal: formatBaht(group.subtotalSatang, language),
		})),
	}
}
export type CartView = ReturnType<typeof cartView>

/**
 * What a check-out may be paid: its subtotal, and a choice for each of the buyer's vouchers the API offers
 * (docs/product.md#pocket) after the first, "No voucher": what it takes off and the total left to pay.
 */
export function checkOutTotals(checkOut: Pick<CheckOut, 'cart' | 'vouchers'>, language: string) {
	const subtotalSatang = checkOut.cart.subtotalSatang
	return {
		subtotalSatang,
		subtotal: formatBaht(subtotalSatang, language, { cents: true }),
		choices: [
			{ voucherId: '', title: null, discount: null, total: formatBaht(subtotalSatang, language, { cents: true }) },
			...checkOut.vouchers.map((voucher) => ({
				voucherId: voucher.id,
				title: voucher.title,
				discount: formatBaht(voucher.discountSatang, language, { cents: true }),
				total: formatBaht(subtotalSatang - voucher.discountSatang, language, { cents: true }),
			})),
		],
	}
}
export type CheckOutTotals = ReturnType<typeof checkOutTotals>

/** The voucher that paid part of an order, and the lines' total before it (null without one). */
export const voucherView = (order: Pick<PurchaseOrder, 'subtotalSatang' | 'voucher'>, language: string, options: { cents?: boolean } = {}) =>
	order.voucher ? { title: order.voucher.title, discount: formatBaht(order.voucher.discountSatang, language, options), subtotal: formatBaht(order.subtotalSatang, language, options) } : null
export type VoucherView = ReturnType<typeof voucherView>

/** The day a moment falls on in Thailand, as 2026-11-28: two moments on the same day there have the same. */
const dayInThailand = (at: Date) => dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: TIME_ZONE }).format(at)

/**
 * Until when an unpaid order is held, or its QR can be paid ("held until"), in Thailand's time as every
 * time the app shows: its time of day, "14:30", and its day, "Nov 29" (Thai "29 พ.ย."), when that is not
 * today there (null when it is).
 */
export function holdEnd(iso: string, language: string, now = new Date()) {
	const at = new Date(iso)
	return {
		time: dateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }).format(at),
		date: dayInThailand(at) === dayInThailand(now) ? null : dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(at),
	}
}
export type HoldEnd = ReturnType<typeof holdEnd>

/** A purchase order in a list: its number, whose, its total and its status (a `status.*` key of locales/{en,th}/shop.json). */
export function orderSummaryView(order: PurchaseOrderSummary, language: string, href: string) {
	return {
		id: order.id,
		href,
		number: order.number,
		businessUser: order.businessUser.name,
		/** Null: a counter sale's customer who did not say who they are (shown as a walk-in customer). */
		buyer: order.buyer?.name ?? null,
		status: order.status,
		total: formatBaht(order.totalSatang, language),
		itemCount: order.itemCount,
		placedAt: formatMoment(order.createdAt, language),
	}
}
export type OrderSummaryView = ReturnType<typeof orderSummaryView>

/** A purchase order whole, for its buyer's page and its seller's: lines, delivery, timeline, and until when it is held. */
export function orderView(order: PurchaseOrder, language: string) {
	return {
		id: order.id,
		businessOrderId: order.businessOrderId,
		number: order.number,
		status: order.status,
		businessUser: { name: order.businessUser.name, href: `/business-user/${order.businessUser.id}` },
		buyer: order.buyer?.name ?? null,
		total: formatBaht(order.totalSatang, language),
		voucher: voucherView(order, language),
		lines: order.lines.map((line) => ({
			key: `${line.itemId}-${line.option}`,
			title: line.title,
			option: line.option || null,
			quantity: line.quantity,
			price: formatBaht(line.priceSatang, language),
			total: formatBaht(line.totalSatang, language),
			eTicket: line.kind === 'event',
		})),
		delivery: order.delivery,
		address: order.address,
		postcode: order.postcode,
		/** As people write it (081 234 5678), and to call it. */
		phone: order.phone ? phoneForDisplay(order.phone) : null,
		phoneHref: order.phone ? `tel:${order.phone}` : null,
		note: order.note,
		paymentMethod: order.paymentMethod,
		heldUntil: order.status === 'awaiting_payment' ? holdEnd(order.payBy, language) : null,
		trackingNumber: order.trackingNumber,
		cancelReason: order.cancelReason,
		placedAt: formatMoment(order.createdAt, language),
		paidAt: order.paidAt ? formatMoment(order.paidAt, language) : null,
		seller: order.seller,
		timeline: order.timeline.map((event, index) => ({ key: index, status: event.to, by: event.by, byName: event.byName, note: event.by === 'gateway' ? null : event.note, at: formatMoment(event.at, language), dateTime: event.at })),
		actions: order.actions,
	}
}
export type OrderView = ReturnType<typeof orderView>
