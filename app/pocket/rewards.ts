import type { SubmissionResult } from '@conform-to/react'
import { formatBaht, formatMoment } from '#app/content/display.ts'
import { numberFormat } from '#app/i18n/formats.ts'
import type { BusinessVoucher, Redemption } from '#contracts/pocket.ts'

// A business user's rewards as its pages show them (app/routes/pocket/rewards.tsx, counter-qr-code.tsx and the
// Sales page's "Redeem a voucher"): paths, views made on the server in the page's language, and how a form
// reads the action's reply. Plain values, so a page's first load takes no form or validation library (ADR 0007).

/** A business user's rewards: points rules, the counter QR code and vouchers (beside its Sales). */
export const rewardsPath = (businessUserId: string) => `/business-user/${businessUserId}/sale-screen/rewards`
/** The counter QR code as a poster to print. */
export const counterQrCodePath = (businessUserId: string) => `${rewardsPath(businessUserId)}/counter-qr-code`
/** Where a points code is collected: the QR code's target. */
export const collectPath = (code: string) => `/qr-code-receive?${new URLSearchParams({ code })}`

/** A new voucher's value: an amount off in baht, or a percentage off. */
export const voucherValueKinds = ['baht', 'percent'] as const

/** A voucher's value: "฿50" off, or "10%" off. */
export function voucherValue(voucher: { valueSatang: number | null; percent: number | null }, language: string) {
	if (voucher.valueSatang !== null) return formatBaht(voucher.valueSatang, language)
	return numberFormat(language, { style: 'percent' }).format((voucher.percent ?? 0) / 100)
}

export function businessVoucherView(voucher: BusinessVoucher, language: string) {
	return {
		id: voucher.id,
		title: voucher.title,
		value: voucherValue(voucher, language),
		pointsCost: voucher.pointsCost,
		claimed: voucher.claimed,
		quantity: voucher.quantity,
		redeemed: voucher.redeemed,
		validFrom: formatMoment(voucher.validFrom, language),
		validUntil: formatMoment(voucher.validUntil, language),
		ended: voucher.ended,
	}
}
export type BusinessVoucherView = ReturnType<typeof businessVoucherView>

export function redemptionView(redemption: Redemption, language: string) {
	return {
		id: redemption.id,
		title: redemption.title,
		value: voucherValue(redemption, language),
		person: redemption.person.name,
		at: formatMoment(redemption.at, language),
		undoUntil: formatMoment(redemption.undoUntil, language),
		undone: redemption.undone,
		undoable: redemption.undoable,
	}
}
export type RedemptionView = ReturnType<typeof redemptionView>

/** What the rewards page's and the Sales page's actions answer when they do not redirect. */
export type RewardsActionData = {
	/** conform's reply: the values sent and what was wrong with them (or the API's refusal, as a form error). */
	result?: SubmissionResult<string[]>
	/** "New code" was pressed once: the question comes next. */
	confirmRenew?: boolean
}

export { replyFor } from '#app/forms/reply.ts'
