import type { BusinessVoucher } from '#contracts/pocket.ts'
import type { BusinessPackage } from '#contracts/subscription.ts'

// A business user's packages as their pages show them (docs/product.md#subscriptions). Plain values, made
// on the server.

/**
 * The package form's voucher rows, each with how many a period gives (0: none): the business user's own
 * vouchers still on offer, and every one the package gives already — ended, older than the first page read,
 * or not listed at all for a member without Sales · See (the API shows vouchers to Sales) — so that saving
 * the package never drops a voucher nobody took out.
 */
export function voucherRows(vouchers: readonly BusinessVoucher[], pkg: Pick<BusinessPackage, 'vouchers'> | null) {
	const given = new Map(pkg?.vouchers.map((voucher) => [voucher.voucherId, voucher.quantity]) ?? [])
	const listed = vouchers
		.filter((voucher) => !voucher.ended || given.has(voucher.id))
		.map((voucher) => ({ id: voucher.id, title: voucher.title, quantity: String(given.get(voucher.id) ?? 0) }))
	const unlisted = (pkg?.vouchers ?? [])
		.filter((voucher) => !listed.some((row) => row.id === voucher.voucherId))
		.map((voucher) => ({ id: voucher.voucherId, title: voucher.title, quantity: String(voucher.quantity) }))
	return [...listed, ...unlisted]
}
