import { z } from 'zod'
import { textLimits } from './limits.ts'
import { geoPointInputSchema, geoPointSchema, nearSchema } from './content/geo.ts'
import { storedImageUrlSchema } from './media.ts'
import { line, optionalText, paragraph, requiredLine } from './text.ts'
import { communityLimits, communityRoles, communityStandings, communityVisibilities, memberStatuses } from './community-limits.ts'

// Communities (docs/product.md#communities): neighbours' groups, public (found by search and around me,
// joined by anyone) or private (joined by invitation or an accepted request; what is published for it is
// seen by its members alone).

export { communityLimits } from './community-limits.ts'

const communityFields = {
	name: requiredLine(communityLimits.name),
	description: paragraph(communityLimits.description),
	coverImageUrl: storedImageUrlSchema.optional(),
	visibility: z.enum(communityVisibilities),
	location: geoPointInputSchema.nullable().optional(),
	address: optionalText(textLimits.address).optional(),
	province: optionalText(textLimits.name).optional(),
	locationExact: z.boolean().optional().describe('true to keep the exact spot; otherwise it is snapped to about 300 m (a community is often someone’s street)'),
}

export const communityInputSchema = z
	.object({ ...communityFields, description: communityFields.description.default(''), visibility: communityFields.visibility.default('public') })
	.meta({ id: 'CommunityInput' })
/** A change: what is sent changes, the rest stays. */
export const communityUpdateSchema = z.object(communityFields).partial().meta({ id: 'CommunityUpdate' })
export type CommunityInput = z.input<typeof communityInputSchema>

const personSchema = z.object({ uuid: z.string(), name: z.string(), imageUrl: z.string().nullable() }).meta({ id: 'CommunityPerson' })

export const communitySchema = z
	.object({
		id: z.string(),
		name: z.string(),
		description: z.string(),
		coverImageUrl: z.string().nullable(),
		visibility: z.enum(communityVisibilities),
		location: geoPointSchema.nullable(),
		address: z.string().nullable(),
		province: z.string().nullable(),
		memberCount: z.number().int(),
		createdAt: z.iso.datetime(),
		/** The caller's standing and, as a member, role. */
		standing: z.enum(communityStandings),
		role: z.enum(communityRoles).nullable(),
		/** Whether the caller may see its members, boards and agenda (public, or an active member). */
		canSeeInside: z.boolean(),
		/** From `near`, as the crow flies; null without it. */
		distanceKm: z.number().nullable(),
	})
	.meta({ id: 'Community' })
export type Community = z.infer<typeof communitySchema>

export const communityListSchema = z.object({ items: z.array(communitySchema), nextCursor: z.string().nullable() }).meta({ id: 'CommunityList' })
export type CommunityList = z.infer<typeof communityListSchema>

export const myCommunitiesSchema = z
	.object({ active: z.array(communitySchema), invited: z.array(communitySchema), requested: z.array(communitySchema) })
	.meta({ id: 'MyCommunities' })
export type MyCommunities = z.infer<typeof myCommunitiesSchema>

export const discoverQuerySchema = z.object({
	q: line(200).optional().describe('Words in Thai or English (as /search matches them)'),
	near: nearSchema.optional(),
	cursor: z.string().max(400).optional(),
})

export const communityMemberSchema = z
	.object({
		person: personSchema,
		role: z.enum(communityRoles),
		status: z.enum(memberStatuses),
		/** When they joined (active), asked or were invited. */
		since: z.iso.datetime(),
	})
	.meta({ id: 'CommunityMember' })
export type CommunityMember = z.infer<typeof communityMemberSchema>

export const communityMemberListSchema = z.object({ items: z.array(communityMemberSchema), nextCursor: z.string().nullable() }).meta({ id: 'CommunityMemberList' })
export type CommunityMemberList = z.infer<typeof communityMemberListSchema>

export const memberListQuerySchema = z.object({
	status: z.enum(memberStatuses).default('active').describe('active: anyone who sees inside; requested and invited: its moderators'),
	cursor: z.string().max(400).optional(),
})

export const inviteSchema = z.object({ email: line(320).pipe(z.email()).describe('The email of an existing Robtua account') }).meta({ id: 'CommunityInvite' })
export const roleInputSchema = z.object({ role: z.enum(['moderator', 'member']) }).meta({ id: 'CommunityRoleInput' })

/** A board of the community (a content item of kind board_post), as its list shows it. */
export const communityBoardSchema = z
	.object({ id: z.string(), title: z.string(), author: z.string().nullable(), publishedAt: z.iso.datetime(), replyCount: z.number().int(), lastReplyAt: z.iso.datetime().nullable() })
	.meta({ id: 'CommunityBoard' })
export type CommunityBoard = z.infer<typeof communityBoardSchema>
export const communityBoardListSchema = z.object({ items: z.array(communityBoardSchema), nextCursor: z.string().nullable() }).meta({ id: 'CommunityBoardList' })
export type CommunityBoardList = z.infer<typeof communityBoardListSchema>

/** An event or agenda item published for the community. */
export const communityAgendaItemSchema = z
	.object({
		id: z.string(),
		kind: z.enum(['event', 'agenda']),
		title: z.string(),
		startsAt: z.iso.datetime().nullable(),
		endsAt: z.iso.datetime().nullable(),
		address: z.string().nullable(),
		province: z.string().nullable(),
	})
	.meta({ id: 'CommunityAgendaItem' })
export type CommunityAgendaItem = z.infer<typeof communityAgendaItemSchema>
export const communityAgendaSchema = z.object({ items: z.array(communityAgendaItemSchema), nextCursor: z.string().nullable() }).meta({ id: 'CommunityAgenda' })
export type CommunityAgenda = z.infer<typeof communityAgendaSchema>

export const cursorQuerySchema = z.object({ cursor: z.string().max(400).optional() })

/**
 * A community's page in one answer: the community with the caller's standing, and the first page of each
 * list the caller may see — its boards, agenda and members for those who see inside (null otherwise), and
 * who asked to join and who was invited for its moderators (null otherwise).
 */
export const communityPageSchema = z
	.object({
		community: communitySchema,
		boards: communityBoardListSchema.nullable(),
		agenda: communityAgendaSchema.nullable(),
		members: communityMemberListSchema.nullable(),
		requested: communityMemberListSchema.nullable(),
		invited: communityMemberListSchema.nullable(),
	})
	.meta({ id: 'CommunityPage' })
export type CommunityPage = z.infer<typeof communityPageSchema>
