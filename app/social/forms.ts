import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { max, paragraph, required } from '#app/validation/rules.ts'
import { contentKindNames } from '#contracts/content/registry.ts'
import { collectionLimits } from '#contracts/limits.ts'

// The social forms (docs/product.md#feed, #collections): one schema each for the browser and the server.

const id = z.string().uuid()
const kind = z.enum(contentKindNames)

export const likeSchema = z.object({ kind, id, liked: z.enum(['true', 'false']).transform((value) => value === 'true') })
export const followSchema = z.object({ type: z.enum(['person', 'business-user']), id, following: z.enum(['true', 'false']).transform((value) => value === 'true') })

/** A collection's fields as the form has them: its name, a description, and whether others may find it (a checkbox). */
const collectionFields = {
	name: required().pipe(max(collectionLimits.name)),
	description: paragraph(collectionLimits.description).optional(),
	public: z.literal('on').optional(),
}

/** A new collection; what the API is sent is `collectionBody`. */
export const createCollectionFormSchema = z.object({
	intent: z.literal('create'),
	...collectionFields,
	/** The item to add to it at once ("Add to collection" → "Create"). */
	save: id.optional(),
	idempotencyKey: idempotencyKeyField,
})

/** A collection's name, description and who may find it, changed. */
export const renameCollectionFormSchema = z.object({ intent: z.literal('rename'), collection: id, ...collectionFields })

/** What the API is sent for a create or a change. */
export const collectionBody = ({ name, description, public: isPublic }: { name: string; description?: string; public?: 'on' }) => ({
	name,
	description: description ?? '',
	visibility: isPublic ? ('public' as const) : ('private' as const),
})

export const collectionItemFormSchema = z.object({
	intent: z.enum(['add', 'remove', 'up', 'down', 'delete']),
	collection: id,
	item: id.optional(),
	position: z.coerce.number().int().min(1).max(collectionLimits.items).optional(),
})
