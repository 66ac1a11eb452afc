import { z } from 'zod'

// Following (docs/product.md#feed): a person follows people and business users; what they publish comes
// to the follower's feed, and items for followers only are theirs to see.

/** Where a person or a business user stands: who follows them, whom they follow, and whether the caller does. */
export const followStateSchema = z
	.object({
		following: z.boolean().describe('Whether the caller follows them'),
		followers: z.number().int().min(0),
		follows: z.number().int().min(0).describe('How many people and business users they follow (0 for a business user)'),
	})
	.meta({ id: 'FollowState' })
export type FollowState = z.infer<typeof followStateSchema>

/** A person or a business user in a list: followers, suggestions, search results. */
export const accountCardSchema = z
	.object({
		type: z.enum(['person', 'business-user']),
		id: z.string().describe('A person’s public uuid, or a business user’s id'),
		name: z.string(),
		imageUrl: z.string().nullable(),
		line: z.string().nullable().describe('A person’s city, or a business user’s overview'),
		followers: z.number().int().min(0),
		following: z.boolean().describe('Whether the caller follows them'),
	})
	.meta({ id: 'AccountCard' })
export type AccountCard = z.infer<typeof accountCardSchema>

export const accountListSchema = z.object({ items: z.array(accountCardSchema), nextCursor: z.string().nullable() }).meta({ id: 'AccountList' })
export type AccountList = z.infer<typeof accountListSchema>
