// A business user's subscription pages (ours, docs/product.md#subscriptions), as app/subscription/business-routes.ts lists them.

const base = (businessUserId: string) => `/business-user/${encodeURIComponent(businessUserId)}/subscription`

/** Its packages, offered ones first, with "New package". */
export const packagesPath = (businessUserId: string) => `${base(businessUserId)}/packages`
export const newPackagePath = (businessUserId: string) => `${packagesPath(businessUserId)}/new`
/** One package's form, with "Retire" and "Delete". */
export const packageFormPath = (businessUserId: string, packageId: string) => `${packagesPath(businessUserId)}/${encodeURIComponent(packageId)}`
/** Its subscribers, with only what each shares; `cursor` a page of them. */
export const subscribersPath = (businessUserId: string, cursor?: string | null) => `${base(businessUserId)}/subscribers${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`
