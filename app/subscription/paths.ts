// Subscriptions' pages (docs/product.md#subscriptions), as app/subscription/routes.ts lists them.

/** The person's subscriptions: each with its state, what they share, "Cancel subscription" and "Pay now". */
export const mySubscriptionsPath = '/account/subscription'
/** Their membership cards, with the QR code staff scan. */
export const membershipsPath = `${mySubscriptionsPath}/membership`
/** The vouchers their subscriptions gave; `cursor` a page of them. */
export const subscriptionVouchersPath = (cursor?: string | null) => `${mySubscriptionsPath}/voucher${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`
/** One of them, as a pocket voucher. */
export const subscriptionVoucherPath = (id: string) => `${mySubscriptionsPath}/voucher/${encodeURIComponent(id)}`
/** A period to pay (ours: PromptPay QR and "Check payment"). */
export const subscriptionPayPath = (invoiceId: string) => `${mySubscriptionsPath}/pay/${encodeURIComponent(invoiceId)}`
/** The saved card and the payments made; where the gateway's card page sends the person back. */
export const subscriptionAccountPath = '/subscription-account'
/** A paid period's receipt (ours: a page to print). */
export const subscriptionReceiptPath = (invoiceId: string) => `${subscriptionAccountPath}/receipts/${encodeURIComponent(invoiceId)}`

const businessUserPath = (id: string) => `${mySubscriptionsPath}/business-user/${encodeURIComponent(id)}`
const withPackage = (path: string, packageId?: string | null) => (packageId ? `${path}?${new URLSearchParams({ package: packageId })}` : path)

/** What a business user offers: its packages, each with "Choose". */
export const offerPath = (businessUserId: string) => `${businessUserPath(businessUserId)}/detail`
/** The package chosen, its payment and "Subscribe". */
export const packagePath = (businessUserId: string, packageId: string) => withPackage(`${businessUserPath(businessUserId)}/package`, packageId)
/** What the person shares with the business user; with a package, on the way to subscribing to it. */
export const dataExchangePath = (businessUserId: string, packageId?: string | null) => withPackage(`${businessUserPath(businessUserId)}/data-exchange`, packageId)
