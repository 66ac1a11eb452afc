import { anyId } from 'promptparse/generate'
import QRCode from 'qrcode'

// A PromptPay QR (the Bank of Thailand's Thai QR Payment, EMVCo merchant-presented): one payload for a
// PromptPay id and an amount, which any Thai banking app pays. promptparse writes the TLV fields and the
// CRC-16/CCITT-FALSE; api/payments/promptpay.test.ts holds it to the published vector.

export class PromptPayIdError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'PromptPayIdError'
	}
}

/** A PromptPay id as the payload carries it: a mobile number (MSISDN) or a 13-digit national or tax id (NATID). */
export type PromptPayTarget = { type: 'MSISDN'; target: string } | { type: 'NATID'; target: string }

/** The 13th digit of a Thai national or tax id checks the first twelve. */
function thaiIdChecks(id: string) {
	const sum = [...id.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0)
	return (11 - (sum % 11)) % 10 === Number(id[12])
}

/**
 * A Thai mobile number (`081-234-5678`, `+66 81 234 5678`) or a 13-digit national or tax id, as typed;
 * spaces and dashes are ignored. Throws PromptPayIdError for anything else, and for an id whose check digit is wrong.
 */
export function promptPayTargetOf(id: string): PromptPayTarget {
	const digits = id.replace(/[\s-]/g, '')
	if (/^0[689]\d{8}$/.test(digits)) return { type: 'MSISDN', target: digits }
	if (/^\+?66[689]\d{8}$/.test(digits)) return { type: 'MSISDN', target: `0${digits.slice(-9)}` }
	if (/^\d{13}$/.test(digits)) {
		if (!thaiIdChecks(digits)) throw new PromptPayIdError('the 13-digit id’s check digit is wrong')
		return { type: 'NATID', target: digits }
	}
	throw new PromptPayIdError('a PromptPay id is a Thai mobile number or a 13-digit national or tax id')
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
