import { formatBaht, formatDay, TIME_ZONE } from '#app/content/display.ts'
import { dateTimeFormat, formatCount, numberFormat } from '#app/i18n/formats.ts'
import type { MyVoucher, Pocket, PocketEntry, PointCode, VoucherOffer, VoucherState } from '#contracts/pocket.ts'
import { pocketLimits, voucherStates } from '#contracts/pocket.ts'
import { myVoucherPath } from './paths.ts'

// My pocket as its pages show it (docs/product.md#pocket), made on the server in the page's language:
// numbers in the language's grouping (Latin digits in Thai too), dates in Thailand's time (the Buddhist
// era in Thai), money in baht. Plain values: the browser shows the very text the server made.

/** A whole number of points: "1,250". */
export const formatPoints = (points: number, language: string) => formatCount(points, language)

/** Tokens and experience, kept to 4 decimals by the ledger (contracts/pocket.ts unitScale): "12.5000". */
export const formatFourDecimals = (value: number, language: string) => numberFormat(language, { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value)

/** Points earned or spent, with their sign: "+40", "−30" (a true minus sign, as a receipt prints it). */
export function signedPoints(amount: number, language: string) {
	const sign = amount > 0 ? '+' : amount < 0 ? '\u2212' : ''
	return `${sign}${formatPoints(Math.abs(amount), language)}`
}

/** A moment in full, in Thailand's time: "Dec 5, 2025, 18:30" (Thai "5 ธ.ค. 2568 18:30"). */
export const formatWhen = (iso: string, language: string) =>
	dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE }).format(new Date(iso))

/** What a voucher takes off: an amount ("฿50") or a percentage ("10%"); the contract gives exactly one. */
export function voucherValue({ valueSatang, percent }: { valueSatang: number | null; percent: number | null }, language: string) {
	if (valueSatang !== null) return formatBaht(valueSatang, language)
	return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format((percent ?? 0) / 100)
}

/** A voucher's code in groups of five for reading aloud or typing: "ABCDE FGHJK". */
export const groupedCode = (code: string) => code.match(/.{1,5}/g)?.join(' ') ?? code

/** The balances and what expires soon. */
export function pocketView(pocket: Pocket, language: string) {
	return {
		points: formatPoints(pocket.points, language),
		tokens: formatFourDecimals(pocket.tokens, language),
		experience: formatFourDecimals(pocket.experience, language),
		expiringSoon: pocket.expiringSoon.map((lot) => ({ count: lot.points, points: formatPoints(lot.points, language), day: formatDay(lot.expiresAt, language), at: lot.expiresAt })),
		/** Points expiring within this many days are listed. */
		expiringSoonDays: pocketLimits.expiringSoonDays,
		expireMonths: pocket.expireMonths,
	}
}
export type PocketView = ReturnType<typeof pocketView>

/** One line of the history: why (`pocket:history.reason.*`), with whom, how much, the balance after and when. */
export function historyEntryView(entry: PocketEntry, language: string) {
	return {
		id: entry.id,
		reason: entry.reason,
		voucherTitle: entry.voucherTitle,
		businessUser: entry.businessUser?.name ?? null,
		earned: entry.amount >= 0,
		amount: signedPoints(entry.amount, language),
		balanceAfter: formatPoints(entry.balanceAfter, language),
		when: formatWhen(entry.at, language),
		at: entry.at,
	}
}
export type HistoryEntryView = ReturnType<typeof historyEntryView>

/** A voucher the person got, as their pocket and its own page show it. */
export function myVoucherView(voucher: MyVoucher, language: string) {
	return {
		id: voucher.id,
		href: myVoucherPath(voucher.id),
		title: voucher.title,
		description: voucher.description,
		businessUser: voucher.businessUser.name,
		value: voucherValue(voucher, language),
		code: voucher.code,
		groupedCode: groupedCode(voucher.code),
		state: voucher.state,
		validUntil: formatDay(voucher.validUntil, language),
		usedAt: voucher.usedAt ? formatWhen(voucher.usedAt, language) : null,
	}
}
export type MyVoucherView = ReturnType<typeof myVoucherView>

/** The person's vouchers by state: ready to use first, then used, then expired (a state with none left out). */
export function vouchersByState<Voucher extends { state: VoucherState }>(vouchers: readonly Voucher[]): { state: VoucherState; vouchers: Voucher[] }[] {
	return voucherStates.map((state) => ({ state, vouchers: vouchers.filter((voucher) => voucher.state === state) })).filter((group) => group.vouchers.length > 0)
}

/** A voucher on offer, as a card of Use points shows it. */
export function offerView(offer: VoucherOffer, language: string) {
	return {
		id: offer.id,
		businessUser: offer.businessUser.name,
		title: offer.title,
		description: offer.description,
		value: voucherValue(offer, language),
		/** 0: free. */
		pointsCost: offer.pointsCost,
		cost: formatPoints(offer.pointsCost, language),
		/** How many are left to get; null: no limit. */
		left: offer.left,
		leftText: offer.left === null ? null : formatPoints(offer.left, language),
		validUntil: formatDay(offer.validUntil, language),
		validFrom: formatDay(offer.validFrom, language),
		got: offer.got,
		allowed: offer.get.allowed,
		/** Why it cannot be got now (`pocket:usePoints.why.*`). */
		why: offer.get.allowed ? null : offer.get.reason,
	}
}
export type OfferView = ReturnType<typeof offerView>

/** A points code as /qr-code-receive shows it: whose, how many points, and whether it may be collected. */
export function pointCodeView(code: PointCode, language: string) {
	return {
		kind: code.kind,
		businessUser: code.businessUser.name,
		count: code.points,
		points: formatPoints(code.points, language),
		state: code.state,
		needsLocation: code.needsLocation,
	}
}
export type PointCodeView = ReturnType<typeof pointCodeView>
