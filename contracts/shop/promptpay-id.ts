// A business user's PromptPay id (docs/product.md#shop): a Thai mobile number or a 13-digit national or
// tax id. The rule is the API's and the business-info form's; api/payments/promptpay.ts builds the QR.

import { thaiIdChecks } from '../thai-tax-id.ts'

/** A PromptPay id as the payload carries it: a mobile number (MSISDN) or a 13-digit national or tax id (NATID). */
export type PromptPayTarget = { type: 'MSISDN'; target: string } | { type: 'NATID'; target: string }


/**
 * A Thai mobile number (`081-234-5678`, `+66 81 234 5678`) or a 13-digit national or tax id, as typed
 * (spaces and dashes ignored); null for anything else, and for an id whose check digit is wrong.
 */
export function promptPayTarget(id: string): PromptPayTarget | null {
	const digits = id.replace(/[\s-]/g, '')
	if (/^0[689]\d{8}$/.test(digits)) return { type: 'MSISDN', target: digits }
	if (/^\+?66[689]\d{8}$/.test(digits)) return { type: 'MSISDN', target: `0${digits.slice(-9)}` }
	if (/^\d{13}$/.test(digits)) return thaiIdChecks(digits) ? { type: 'NATID', target: digits } : null
	return null
}

export const isPromptPayId = (id: string) => promptPayTarget(id) !== null
