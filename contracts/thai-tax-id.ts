// A Thai tax id (เลขประจำตัวผู้เสียภาษี): 13 digits, the last checking the first twelve, as national ids
// are. A company's and a person's are the same shape. Used by the business-info form (a seller's), the
// check-out (a buyer asking for a tax invoice) and PromptPay ids (contracts/shop/promptpay-id.ts).

/** The 13th digit of a Thai national or tax id checks the first twelve (mod 11). */
export function thaiIdChecks(id: string) {
	if (!/^\d{13}$/.test(id)) return false
	const sum = [...id.slice(0, 12)].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0)
	return (11 - (sum % 11)) % 10 === Number(id[12])
}

/** A tax id as typed (spaces and dashes ignored) to its 13 digits; null when it is not one or its check digit is wrong. */
export function thaiTaxId(typed: string): string | null {
	const digits = typed.replace(/[\s-]/g, '')
	return thaiIdChecks(digits) ? digits : null
}

export const isThaiTaxId = (typed: string) => thaiTaxId(typed) !== null

/** A branch of a VAT-registered business: five digits, `00000` its head office (สำนักงานใหญ่). */
export const TAX_BRANCH_PATTERN = /^\d{5}$/
export const HEAD_OFFICE_BRANCH = '00000'
