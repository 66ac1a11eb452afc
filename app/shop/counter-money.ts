// Cash at the counter (docs/product.md#shop, "Counter sale"): baht as staff type it, kept in satang
// (app/forms/baht.ts). The check-out form shows the change with them as cash is typed.

export { bahtTyped, satangOfBaht } from '#app/forms/baht.ts'

/** The most cash the API takes for one sale (contracts/shop/counter.ts): ฿1,000,000. */
export const MAX_CASH_SATANG = 100_000_000
