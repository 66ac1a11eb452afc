import { z } from 'zod'

// What a member of a business user may do. Each permission has a slug and a scope map; the web
// flattens them into `is-{slug}-{scope}` flags and the `permission` map (docs/product.md#signed-in-state, #roles-and-permissions).
import { permissionScopes, permissionSlugs } from './permission-names.ts'

export { permissionScopes, permissionSlugs }
export type { PermissionScope, PermissionSlug } from './permission-names.ts'

export const permissionScopeMapSchema = z.partialRecord(z.enum(permissionScopes), z.boolean())

export const permissionSchema = z
	.object({ slug: z.enum(permissionSlugs), scope: permissionScopeMapSchema })
	.meta({ id: 'Permission' })

export type Permission = z.infer<typeof permissionSchema>

/** A member's grants, stored per business user: { content: { read: true, create: true }, ... }. */
export const grantsSchema = z.partialRecord(z.enum(permissionSlugs), permissionScopeMapSchema)
export type Grants = z.infer<typeof grantsSchema>

/** An admin may do everything. */
export const allGrants: Grants = Object.fromEntries(
	permissionSlugs.map((slug) => [slug, Object.fromEntries(permissionScopes.map((scope) => [scope, true]))]),
)

/** The default grants of a new member: read everything but subscribers' personal data, create content. */
export const memberGrants: Grants = {
	content: { read: true, create: true },
	sale: { read: true },
	chat: { read: true },
	member: { read: true },
}

export function toPermissionList(grants: Grants): Permission[] {
	return permissionSlugs.filter((slug) => grants[slug]).map((slug) => ({ slug, scope: { ...grants[slug] } }))
}
