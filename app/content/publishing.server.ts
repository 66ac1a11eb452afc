import { z } from 'zod'
import type { UserState } from '#app/auth/user-state.ts'
import type { PublishAs } from './api.server.ts'
import { businessOnlyKinds, type PublishableKind } from './kinds.ts'
import type { PostAsOption } from './content-form.tsx'

// Who a person may publish as (docs/product.md#content): themself, and each business user whose
// content.create they hold (members by default; admins always). The web offers these; the API decides.

/** The business users the person may post for, from what the page knows of them. */
export function publishableBusinessUsers(user: UserState) {
	return user.myBusinessUsers.filter((businessUser) => businessUser.isAdmin || businessUser.permissions.some((permission) => permission.slug === 'content' && permission.scope.create === true))
}

/** The "Post as" choices of a kind's form: the person (unless only a business user publishes the kind), then their business users. */
export function postAsOptions(user: UserState, kind: PublishableKind, ownName: string): PostAsOption[] {
	const businessUsers = publishableBusinessUsers(user).map((businessUser) => ({ value: businessUser.id, label: businessUser.name }))
	return businessOnlyKinds.includes(kind) ? businessUsers : [{ value: 'me', label: ownName }, ...businessUsers]
}

/** What the form's "Post as" says, for the API: the person, or one of their business users; null for a choice not offered. */
export function publishAsOf(postAs: string | undefined, options: readonly PostAsOption[]): PublishAs | null {
	const chosen = options.find((option) => option.value === (postAs || options[0]?.value))
	if (!chosen) return null
	return chosen.value === 'me' ? { type: 'person' } : { type: 'business-user', id: chosen.value }
}

/**
 * Where a create page starts, for the business user the person came from (`?as=` on its links) or acts
 * as (docs/product.md#acting-as-a-business-user): "Post as" starts at it when they may post for it;
 * otherwise the page says so before the form: a business user of theirs by name, any other without one.
 */
export function comingFrom(user: UserState, options: readonly PostAsOption[], asked: string | null) {
	// An `as` that is no business user's id (nor `me`) names nobody: the page goes on as if it had none.
	const from = (asked === 'me' || z.uuid().safeParse(asked).success ? asked : null) ?? user.activeBusinessUser?.id
	if (!from || from === 'me' || options.some((option) => option.value === from)) return { preselect: from && from !== 'me' ? from : undefined, cannotPostFor: null }
	const theirs = user.myBusinessUsers.find((businessUser) => businessUser.id === from)
	return { preselect: undefined, cannotPostFor: { name: theirs?.name ?? null } }
}
