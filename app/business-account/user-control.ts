import { permissionScopes, permissionSlugs } from '#contracts/permission-names.ts'
import type { Grants } from '#contracts/permissions.ts'

// The user-control form (one per member): an "Admin" box and one box per permission and scope, named
// `{slug}.{scope}` (content.create …). Plain checkboxes: the form needs no JavaScript and no library.

/** The checkbox name of one permission scope. */
export const grantFieldName = (slug: string, scope: string) => `${slug}.${scope}`

/** The grants the boxes of a sent form say, every permission and scope present (unchecked = false). */
export function grantsFromForm(formData: FormData): Grants {
	return Object.fromEntries(permissionSlugs.map((slug) => [slug, Object.fromEntries(permissionScopes.map((scope) => [scope, formData.has(grantFieldName(slug, scope))]))]))
}
