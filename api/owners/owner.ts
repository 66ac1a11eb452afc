import { eq } from 'drizzle-orm'
import { businessUsers, profiles } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'

// What a person and a business user both own (content, links): the owner, by its private id.

export type OwnerKey = { type: 'person'; profileId: string } | { type: 'business-user'; businessUserId: string }

/** Takes the owner row's lock, so that one owner's writes of a kind take turns (a limit holds). */
export async function lockOwner(tx: Tx, owner: OwnerKey) {
	if (owner.type === 'person') await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, owner.profileId)).for('update')
	else await tx.select({ id: businessUsers.id }).from(businessUsers).where(eq(businessUsers.id, owner.businessUserId)).for('update')
}

/** Marks the owner changed (its updated_at), which also takes its row lock. */
export async function touchOwner(tx: Tx, owner: OwnerKey) {
	const now = new Date()
	if (owner.type === 'person') await tx.update(profiles).set({ updatedAt: now }).where(eq(profiles.id, owner.profileId))
	else await tx.update(businessUsers).set({ updatedAt: now }).where(eq(businessUsers.id, owner.businessUserId))
}
