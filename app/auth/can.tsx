import type { ReactNode } from 'react'
import { useOptionalUser } from './use-user.ts'
import { abilitiesOf, allows, type AbilityRule } from './abilities.ts'

/** Shows its children only when the signed-in user's abilities meet the rule (docs/product.md#roles-and-permissions, element level). */
export function Can({ children, fallback = null, ...rule }: AbilityRule & { children: ReactNode; fallback?: ReactNode }) {
	const user = useOptionalUser()
	return <>{allows(abilitiesOf(user), rule) ? children : fallback}</>
}
