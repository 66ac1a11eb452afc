import { z } from 'zod'
import { nearSchema } from './geo.ts'
import { mapBoxSchema } from './map.ts'
import { aroundMeKinds, aroundMeOrders, aroundMeRadiiKm, defaultRadiusKm, type AroundMeKind } from './around-me-choices.ts'
import { contentItemSchemas, type ContentItem } from './registry.ts'

// Around me (docs/product.md#around-me): what is published near a place, every kind together or one, a
// page at a time. The place is the caller's to give with each request; the API keeps none of it.

export const aroundMeQuerySchema = z.object({
	near: nearSchema,
	radiusKm: z.coerce
		.number()
		.refine((value) => (aroundMeRadiiKm as readonly number[]).includes(value), `One of ${aroundMeRadiiKm.join(', ')}`)
		.default(defaultRadiusKm)
		.describe(`How far to look, in km: one of ${aroundMeRadiiKm.join(', ')}`),
	box: mapBoxSchema.optional().describe('Within this box instead of `radiusKm` (the list of a map’s viewport)'),
	kind: z.enum(aroundMeKinds).optional().describe('One kind; every kind when left out'),
	order: z.enum(aroundMeOrders).default('nearest'),
	cursor: z.string().max(200).optional().describe('The previous page’s `nextCursor`'),
	limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type AroundMeQuery = z.input<typeof aroundMeQuerySchema>

const itemSchemas = aroundMeKinds.map((kind) => contentItemSchemas[kind])
export const aroundMeItemSchema = z.discriminatedUnion('kind', itemSchemas as unknown as [(typeof itemSchemas)[number], ...(typeof itemSchemas)[number][]]).meta({ id: 'AroundMeItem' })
export type AroundMeItem = ContentItem<AroundMeKind>

export const aroundMeListSchema = z
	.object({
		items: z.array(aroundMeItemSchema),
		/** Pass as `cursor` for the next page; null on the last. */
		nextCursor: z.string().nullable(),
	})
	.meta({ id: 'AroundMeList' })
export type AroundMeList = { items: AroundMeItem[]; nextCursor: string | null }
