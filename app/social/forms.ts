import { z } from 'zod'
import { collectionFields } from '#contracts/social/collections.ts'
import { contentKindNames } from '#contracts/content/registry.ts'
import { collectionLimits } from '#contracts/limits.ts'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'

// The social forms (docs/product.md#feed, #collections): one schema each for the browser and the server.

const id = z.string().uuid()
const kind = z.enum(contentKindNames)

export const likeSchema = z.object({ kind, id, liked: z.enum(['true', 'false']).transform((value) => value === 'true') })
export const followSchema = z.object({ type: z.enum(['person', 'business-user']), id, following: z.enum(['true', 'false']).transform((value) => value === 'true') })

/** A new collection: its name, a description, and whether others may find it (a checkbox). */
export const createCollectionFormSchema = z.object({
	intent: z.literal('create'),
	name: collectionFields.name,
	description: z.string().max(collectionLimits.description).optional(),
	public: z.literal('on').optional(),
	/** The item to add to it at once ("Add to collection" → "Create"). */
	save: id.optional(),
	idempotencyKey: idempotencyKeyField,
})

export const renameCollectionFormSchema = z.object({
	intent: z.literal('rename'),
	collection: id,
	name: collectionFields.name,
	description: z.string().max(collectionLimits.description).optional(),
	public: z.literal('on').optional(),
})

export const collectionItemFormSchema = z.object({
	intent: z.enum(['add', 'remove', 'up', 'down', 'delete']),
	collection: id,
	item: id.optional(),
	position: z.coerce.number().int().min(1).max(collectionLimits.items).optional(),
})
