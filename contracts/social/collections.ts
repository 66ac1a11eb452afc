import { z } from 'zod'
import { collectionLimits } from '../limits.ts'
import { paragraph, requiredLine } from '../text.ts'

// Collections (docs/product.md#collections): a person's named lists of saved items, public for others to
// discover or private (a 404 to anyone else).

export const collectionVisibilities = ['public', 'private'] as const
export type CollectionVisibility = (typeof collectionVisibilities)[number]

/** One schema for the web's form and the API: create, and (every field optional) change. */
export const collectionFields = {
	name: requiredLine(collectionLimits.name),
	description: paragraph(collectionLimits.description).optional(),
	visibility: z.enum(collectionVisibilities).default('private'),
}
export const createCollectionSchema = z.object(collectionFields).meta({ id: 'CreateCollection' })
export const updateCollectionSchema = z
	.object({ name: collectionFields.name.optional(), description: collectionFields.description, visibility: z.enum(collectionVisibilities).optional() })
	.meta({ id: 'UpdateCollection' })
export type CreateCollection = z.input<typeof createCollectionSchema>

export const collectionSchema = z
	.object({
		id: z.uuid(),
		name: z.string(),
		description: z.string(),
		visibility: z.enum(collectionVisibilities),
		owner: z.object({ uuid: z.uuid(), name: z.string() }),
		mine: z.boolean(),
		itemCount: z.number().int().min(0),
		cover: z.string().nullable().describe('The first item’s first picture'),
		contains: z.boolean().nullable().describe('Whether it holds the item asked about (`contains`); null when not asked'),
		createdAt: z.string(),
		updatedAt: z.string(),
	})
	.meta({ id: 'Collection' })
export type Collection = z.infer<typeof collectionSchema>

export const collectionListSchema = z.object({ items: z.array(collectionSchema), nextCursor: z.string().nullable() }).meta({ id: 'CollectionList' })
export type CollectionList = z.infer<typeof collectionListSchema>

export const moveCollectionItemSchema = z
	.object({ position: z.number().int().min(1).max(collectionLimits.items).describe('Its new place, from 1 (first)') })
	.meta({ id: 'MoveCollectionItem' })
