// Baht as people type it, kept in satang: every money field of every form (a price, cash received, a
// voucher's amount). Plain functions without the validation library: a form's script reads them as typed.

/** Baht as typed: digits with an optional thousands comma and up to two decimals ("500", "1,250.50"). */
const BAHT_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/

/** Thai digits (๐–๙), which some people type amounts in, as the digits 0–9. */
const withLatinDigits = (typed: string) => typed.replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50))

/** Typed baht as satang ("1,250.50" or "๑,๒๕๐.๕๐" → 125050), or null when it is not an amount of baht. */
export function satangOfBaht(typed: string): number | null {
	const value = withLatinDigits(typed.trim())
	if (!BAHT_PATTERN.test(value)) return null
	return Math.round(Number(value.replaceAll(',', '')) * 100)
}

/** Satang as a person types baht: "500" or "1250.50" (an input's value; empty for none). */
export const bahtTyped = (satang: number | null | undefined) => (satang == null ? '' : satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2))
