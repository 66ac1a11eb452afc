// Cash at the counter (docs/product.md#shop, "Counter sale"): baht as staff type it, kept in satang. Plain
// functions without the validation library: the check-out form shows the change with them as cash is typed.

/** Baht as typed: digits with an optional thousands comma and up to two decimals ("500", "1,250.50"). */
const BAHT_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/
/** The most cash the API takes for one sale (contracts/shop/counter.ts): ฿1,000,000. */
export const MAX_CASH_SATANG = 100_000_000

/** Typed baht as satang ("1,250.50" → 125050), or null when it is not an amount of baht. */
export function satangOfBaht(typed: string): number | null {
	const value = typed.trim()
	if (!BAHT_PATTERN.test(value)) return null
	return Math.round(Number(value.replaceAll(',', '')) * 100)
}

/** Satang as staff type baht: "500" or "1250.50". */
export const bahtTyped = (satang: number | null | undefined) => (satang == null ? '' : satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2))
