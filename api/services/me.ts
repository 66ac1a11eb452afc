import type { Database } from '#api/db/client.ts'
import type { Caller } from '#api/http/env.ts'
import type { Me } from '#contracts/me.ts'
import { permissionScopes, permissionSlugs, toPermissionList } from '#contracts/permissions.ts'
import { listBusinessAccounts, listBusinessUserAccess, toBusinessUser } from './business.ts'
import { findAccountPoint, toProfile } from './profiles.ts'
import { findSubscriptionState } from './subscriptions.ts'

/** The signed-in user state's server half (docs/product.md#signed-in-state), in one round trip for the web. */
export async function buildMe(db: Database, caller: Caller): Promise<Me> {
	const { profile, activeBusinessUser } = caller
	const [accountPoint, businessAccounts, access, subscription] = await Promise.all([
		findAccountPoint(db, profile.id),
		listBusinessAccounts(db, profile.id),
		listBusinessUserAccess(db, profile.id),
		findSubscriptionState(db, profile.id),
	])
	const grants = activeBusinessUser?.grants ?? {}
	const permission = Object.fromEntries(
		permissionSlugs.flatMap((slug) => permissionScopes.map((scope) => [`${slug}-${scope}`, grants[slug]?.[scope] === true])),
	)
	return {
		profile: toProfile(profile),
		accountPoint,
		businessAccounts,
		businessUsers: access.map(toBusinessUser),
		activeBusinessUser: activeBusinessUser ? toBusinessUser(activeBusinessUser) : null,
		businessAccountPermission: activeBusinessUser?.isAdmin ?? false,
		permissions: toPermissionList(grants),
		permission,
		subscription,
	}
}
