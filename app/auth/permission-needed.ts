import { businessUserPath } from '#app/business-user/paths.ts'
import { permissionScopes, permissionSlugs, type PermissionScope, type PermissionSlug } from '#contracts/permission-names.ts'

/**
 * What a member is told on a page they may not open (docs/product.md#roles-and-permissions): which grant
 * of a business user the page needs (or that it is for its admins, or for the business account's owner),
 * and whose page that is, so the 403 page can say who gives it and lead there. Strangers never get one:
 * for them the page does not exist (404).
 */
export type PermissionNeeded = {
	needs: { slug: PermissionSlug; scope: PermissionScope } | 'admin' | 'owner'
	/** The business user (or business account) whose grant it is, and its page. */
	of: { name: string; to: string }
}

export function isPermissionNeeded(value: unknown): value is PermissionNeeded {
	const candidate = value as Partial<PermissionNeeded> | null
	if (typeof candidate?.of?.name !== 'string' || typeof candidate.of.to !== 'string') return false
	const { needs } = candidate
	if (needs === 'admin' || needs === 'owner') return true
	return permissionSlugs.includes(needs?.slug as PermissionSlug) && permissionScopes.includes(needs?.scope as PermissionScope)
}

/** A business user's grant, by its page. */
export const ofBusinessUser = (businessUser: { id: string; name: string }): PermissionNeeded['of'] => ({ name: businessUser.name, to: businessUserPath(businessUser.id) })
/** The business account's: its owner's page, or one of its business users. */
export const ofBusinessAccount = (account: { id: string; name: string }): PermissionNeeded['of'] => ({ name: account.name, to: `/business-account/${account.id}` })
