import { z } from 'zod'
import { contentKindNames } from './content/registry.ts'

// What a visitor sees of a shareable page before signing in to open it (docs/product.md#page-previews):
// a person's profile, a business user's pages, an item, a public collection. Only what anyone signed in
// could see there, and of that only a card's worth: its name, picture and kind, and whose it is.

/** What a preview is of: a person, a business user, a collection, or an item of one of the content kinds. */
export const pagePreviewTypes = ['person', 'business-user', 'collection', ...contentKindNames] as const
export type PagePreviewType = (typeof pagePreviewTypes)[number]

export const pagePreviewSchema = z
	.object({
		type: z.enum(pagePreviewTypes),
		name: z.string().describe('A person’s or business user’s name, an item’s title, a collection’s name'),
		imageUrl: z.string().nullable().describe('Their picture, the item’s first picture, or the first picture of what the collection shows anyone'),
		owner: z
			.object({ type: z.enum(['person', 'business-user']), id: z.string().describe('A person’s public uuid, or a business user’s id'), name: z.string() })
			.nullable()
			.describe('Whose it is: an item’s or a collection’s owner; null for a person or business user'),
	})
	.meta({ id: 'PagePreview' })
export type PagePreview = z.infer<typeof pagePreviewSchema>
