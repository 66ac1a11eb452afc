import type { UserState } from './user-state.ts'

/**
 * Abilities (docs/product.md#roles-and-permissions) are a pure function of the user state: `admin` when the user administers the
 * active business account, `general-user` otherwise, plus every permission that is true.
 */
export type Abilities = ReadonlySet<string>

export function abilitiesOf(user: Pick<UserState, 'businessAccountPermission' | 'permission'> | null | undefined): Abilities {
	if (!user) return new Set()
	const abilities = new Set<string>([user.businessAccountPermission ? 'admin' : 'general-user'])
	for (const [name, granted] of Object.entries(user.permission)) if (granted) abilities.add(name)
	return abilities
}

/** What a route or an element asks of the user: any, all, or none of some abilities. */
export type AbilityRule = { any?: string[]; all?: string[]; none?: string[] }

export function allows(abilities: Abilities, rule: AbilityRule): boolean {
	if (rule.any && rule.any.length > 0 && !rule.any.some((name) => abilities.has(name))) return false
	if (rule.all && !rule.all.every((name) => abilities.has(name))) return false
	if (rule.none && rule.none.some((name) => abilities.has(name))) return false
	return true
}
