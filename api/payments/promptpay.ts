import { anyId } from 'promptparse/generate'
import QRCode from 'qrcode'
import { promptPayTarget, type PromptPayTarget } from '#contracts/shop/promptpay-id.ts'

export type { PromptPayTarget }

// A PromptPay QR (the Bank of Thailand's Thai QR Payment, EMVCo merchant-presented): one payload for a
// PromptPay id and an amount, which any Thai banking app pays. promptparse writes the TLV fields and the
// CRC-16/CCITT-FALSE; api/payments/promptpay.test.ts holds it to the published vector.

export class PromptPayIdError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'PromptPayIdError'
	}
}

/**
 * A Thai mobile number or a 13-digit national or tax id, as typed (contracts/shop/promptpay-id.ts). Throws
 * PromptPayIdError for anything else, and for an id whose check digit is wrong.
 */
export function promptPayTargetOf(id: string): PromptPayTarget {
	const target = promptPayTarget(id)
	if (!target) throw new PromptPayIdError('a PromptPay id is a Thai mobile number or a 13-digit national or tax id (with its check digit)')
	return target
}

/** Satang as the payload's amount: baht with two decimals ("123.45"). */
export function satangToAmount(satang: number): string {
	if (!Number.isSafeInteger(satang) || satang < 1) throw new RangeError(`${satang} is not a whole, positive number of satang`)
	return (satang / 100).toFixed(2)
}

/** The payload of a one-time PromptPay QR for this amount to this PromptPay id. */
export function promptPayPayload({ promptPayId, amountSatang }: { promptPayId: string; amountSatang: number }): string {
	return anyId({ ...promptPayTargetOf(promptPayId), amount: Number(satangToAmount(amountSatang)) })
}

/**
 * The payload as a QR code image: an SVG data URL (dark modules on white, the standard's quiet zone of 4
 * modules), for an <img> with its own alt text, sharp at any size and in print.
 */
export async function promptPayQrDataUrl(payload: string): Promise<string> {
	const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } })
	return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
