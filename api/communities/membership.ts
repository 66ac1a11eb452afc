import { and, eq } from 'drizzle-orm'
import type { Database } from '#api/db/client.ts'
import { communityMembers } from '#api/db/schema.ts'
import type { Tx } from '#api/db/transaction.ts'

export type CommunityRole = typeof communityMembers.$inferSelect.role

/**
 * The person's role in a community when they are an active member (owner, moderator or member), else null:
 * what every write for a community asks first (posting to its boards, moderating, inviting).
 */
export async function activeRoleIn(db: Database | Tx, communityId: string, profileId: string): Promise<CommunityRole | null> {
	const [row] = await db
		.select({ role: communityMembers.role })
		.from(communityMembers)
		.where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.profileId, profileId), eq(communityMembers.status, 'active')))
	return row?.role ?? null
}

/** Owners and moderators remove posts and members. */
export const moderates = (role: CommunityRole | null) => role === 'owner' || role === 'moderator'
