// Communities' limits and names without the validation library, for pages' browser code (first-load JS).

export const communityLimits = {
	name: 80,
	description: 2000,
	/** A page of members, of discovered communities, of boards and of the agenda. */
	page: 30,
	/** Around a point: the radius communities near you are looked for in, km. */
	nearKm: 50,
} as const

export const communityVisibilities = ['public', 'private'] as const
export type CommunityVisibility = (typeof communityVisibilities)[number]

export const communityRoles = ['owner', 'moderator', 'member'] as const
export type CommunityRoleName = (typeof communityRoles)[number]

/** Where a person stands with a community: none, asked to join, invited, or a member. */
export const communityStandings = ['none', 'requested', 'invited', 'active'] as const
export type CommunityStanding = (typeof communityStandings)[number]

/** Which of a community's people a list holds: its members, who asked to join, who was invited. */
export const memberStatuses = ['active', 'requested', 'invited'] as const
export type MemberStatus = (typeof memberStatuses)[number]
