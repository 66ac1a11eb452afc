// The names of what a member of a business user may do, without the schemas: pages that only show or
// list permissions import these and keep the validation library out of the browser's first load.
export const permissionSlugs = ['content', 'sale', 'chat', 'member', 'subscription'] as const
export const permissionScopes = ['read', 'create', 'update', 'delete'] as const

export type PermissionSlug = (typeof permissionSlugs)[number]
export type PermissionScope = (typeof permissionScopes)[number]

/**
 * The scopes each permission's rules look at (docs/product.md#roles-and-permissions): content and people
 * all four; sales "see", "create" (ring up counter sales) and "change" (Sales, Rewards, redeeming vouchers); chat "see" and "create" (answer
 * for the business); subscriptions "see" (packages and subscribers, with what each consented to share), "create",
 * "change" (retire) and "delete" packages. User control offers only these.
 */
export const permissionScopesOf: Record<PermissionSlug, readonly PermissionScope[]> = {
	content: permissionScopes,
	sale: ['read', 'create', 'update'],
	chat: ['read', 'create'],
	member: permissionScopes,
	subscription: permissionScopes,
}
