import { z } from 'zod'
import { placeBody, placeField } from '#app/around-me/place-field.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { blankableLine, blankableParagraph, email, max, required, text } from '#app/validation/rules.ts'
import { communityLimits, communityVisibilities } from '#contracts/community-limits.ts'
import type { CommunityInput } from '#contracts/community.ts'
import { textLimits } from '#contracts/limits.ts'

// The community forms (/account/community and /account/community/{id}): one schema for creating and
// changing a community, one for each press on a community's page. The limits are the API's
// (contracts/community-limits.ts), so what passes here is not refused there for its form.

export const communityFormSchema = z.object({
	intent: z.enum(['create', 'save']),
	name: required().pipe(max(communityLimits.name)),
	description: blankableParagraph(communityLimits.description),
	visibility: z.enum(communityVisibilities, { error: encodeMessage('default') }),
	place: placeField(),
	address: blankableLine(textLimits.address),
	coverImageUrl: text().optional(),
})
export type CommunityFormValue = z.output<typeof communityFormSchema>

/** What the API is sent: the place as the chosen place's centre (a public place, so exact), or none. */
export function communityBody(value: CommunityFormValue): CommunityInput {
	return {
		name: value.name,
		description: value.description ?? '',
		visibility: value.visibility,
		coverImageUrl: value.coverImageUrl || null,
		...placeBody(value.place),
		address: value.address || null,
	}
}

const uuid = z.uuid({ error: encodeMessage('default') })

/** The presses of a community's page (joining, moderating, deleting), each with what it names. */
export const communityActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.enum(['join', 'leave']) }),
	z.object({ intent: z.literal('invite'), email: email() }),
	z.object({ intent: z.enum(['accept', 'remove']), person: uuid }),
	z.object({ intent: z.literal('role'), person: uuid, role: z.enum(['moderator', 'member']) }),
	z.object({ intent: z.literal('delete'), confirmed: z.literal('yes').optional().catch(undefined) }),
])
