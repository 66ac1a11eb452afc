// My pocket's pages (docs/product.md#pocket), as app/pocket/routes.ts lists them.

/** The person's balances, vouchers and history. */
export const myPocketPath = '/account/my-pocket'
/** "Use points": the vouchers on offer, got for points (the spec's "cons"). */
export const usePointsPath = `${myPocketPath}/cons`
/** A voucher the person got, with its code and QR code for staff. */
export const myVoucherPath = (id: string) => `${myPocketPath}/voucher-${id}`
/** Collecting a points code: a receipt's or a business's counter QR code leads here. */
export const qrCodeReceivePath = (code?: string) => (code ? `/qr-code-receive?${new URLSearchParams({ code })}` : '/qr-code-receive')

/** A page of My pocket: `cursor` the history's, `vouchers` the vouchers'; `#history` or `#vouchers` to land on the list. */
export function myPocketPagePath({ cursor, vouchers }: { cursor?: string | null; vouchers?: string | null }, anchor?: 'history' | 'vouchers') {
	const search = new URLSearchParams()
	if (cursor) search.set('cursor', cursor)
	if (vouchers) search.set('vouchers', vouchers)
	const query = search.toString()
	return `${myPocketPath}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`
}
