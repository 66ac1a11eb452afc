import { permissionScopes, permissionSlugs, type PermissionScope, type PermissionSlug } from './permission-names.ts'

// Who may see and manage the people of a business user. Admins (and the owner) may do everything; a
// member may be given parts of it through the "member" permission: read = see who works here and what
// each may do (user control, to read), create = add people and make invite links, update = change other
// members' grants, delete = remove other members. A member with those grants
// still cannot touch the owner or an admin, change their own grants, make admins, or hand out (or take
// away) a grant they do not hold themselves. The API enforces these rules; the web shows the same.
// Plain functions without the validation library, so pages can use them in the browser too.

type ScopeMap = Partial<Record<PermissionScope, boolean>>
type GrantMap = Partial<Record<PermissionSlug, ScopeMap>>

export type Standing = { isAdmin: boolean; grants: GrantMap }
export type PeopleRights = { see: boolean; add: boolean; change: boolean; remove: boolean; makeAdmin: boolean }
/** Someone whose grants or membership might be changed. */
export type Target = { role: 'owner' | 'member'; isAdmin: boolean; self: boolean }

export const holds = (standing: Standing, slug: PermissionSlug, scope: PermissionScope) => standing.isAdmin || standing.grants[slug]?.[scope] === true

export function peopleRightsOf(standing: Standing): PeopleRights {
	return {
		see: holds(standing, 'member', 'read'),
		add: holds(standing, 'member', 'create'),
		change: holds(standing, 'member', 'update'),
		remove: holds(standing, 'member', 'delete'),
		makeAdmin: standing.isAdmin,
	}
}

/** Whether any part of managing people is open to this standing (it sees members' emails). */
export const managesPeople = (rights: PeopleRights) => rights.add || rights.change || rights.remove
/** User control lists who works here and what each may do: to read with People · See, to change with Change or Delete. */
export const opensUserControl = (rights: PeopleRights) => rights.see || changesMembers(rights)
/** User control's forms: members' grants are changed, and members removed. */
export const changesMembers = (rights: PeopleRights) => rights.change || rights.remove
/** Invite links and adding people by email. */
export const opensInvites = (rights: PeopleRights) => rights.add

/** Nobody changes the owner; admins change anyone else; other managers only plain members, not themselves. */
function within(standing: Standing, target: Target) {
	if (target.role === 'owner') return false
	return standing.isAdmin || (!target.isAdmin && !target.self)
}

export const mayChange = (standing: Standing, target: Target) => holds(standing, 'member', 'update') && within(standing, target)

/** Leaving is always open to a member; removing somebody else needs the grant. */
export const mayRemove = (standing: Standing, target: Target) =>
	target.role !== 'owner' && (target.self || (holds(standing, 'member', 'delete') && within(standing, target)))

/** The grants that differ between two maps, as slug and scope pairs (absent counts as false). */
export function changedGrants(before: GrantMap, after: GrantMap) {
	return permissionSlugs.flatMap((slug) =>
		permissionScopes.filter((scope) => (before[slug]?.[scope] === true) !== (after[slug]?.[scope] === true)).map((scope) => ({ slug, scope })),
	)
}

/** A manager who is not an admin gives and takes away only the grants they hold. */
export const mayRegrant = (standing: Standing, before: GrantMap, after: GrantMap) =>
	changedGrants(before, after).every(({ slug, scope }) => holds(standing, slug, scope))

/** The standing of a business user as the API lists it for its member (`isAdmin` and `permissions`). */
export const standingOf = (businessUser: { isAdmin: boolean; permissions: ReadonlyArray<{ slug: PermissionSlug; scope: ScopeMap }> }): Standing => ({
	isAdmin: businessUser.isAdmin,
	grants: Object.fromEntries(businessUser.permissions.map(({ slug, scope }) => [slug, scope])),
})
