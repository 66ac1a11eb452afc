import { z } from 'zod'
import { textLimits } from '../limits.ts'
import { optionalText } from '../text.ts'
import { communityFields, countSchema, defineContentKind, happensFields, publishedFields, satangSchema, withTimeRangeRule } from './kind.ts'
import { contentLimits } from '../limits.ts'

// An event (docs/product.md#content): it happens from `startsAt` until `endsAt` at a venue, for up to
// `capacity` people (no limit without it), free or at `priceSatang`; people say "I'm going". Lists show
// those not ended, soonest or nearest first.

const fields = {
	...publishedFields(contentLimits.pictures),
	...happensFields,
	...communityFields,
	venue: optionalText(textLimits.title).optional(),
	capacity: countSchema.min(1).nullable().optional().describe('How many may go; null: no limit'),
	priceSatang: satangSchema.nullable().optional().describe('The ticket price in satang; null: free'),
}

export const event = defineContentKind({
	kind: 'event',
	schemaName: 'Event',
	owners: ['person', 'business-user'],
	details: z.object({
		venue: z.string().nullable(),
		capacity: z.number().int().nullable(),
		priceSatang: z.number().int().nullable(),
		ticketsSold: z.number().int().describe('Tickets held by orders (docs/product.md#shop): with a capacity, what is left to sell'),
	}),
	emptyDetails: { venue: null, capacity: null, priceSatang: null, ticketsSold: 0 },
	create: withTimeRangeRule('happens', z.object(fields)),
	update: withTimeRangeRule('happens', z.object(fields).partial()),
	list: { order: 'upcoming', pageSize: 20, maxPageSize: 50 },
	timing: 'happens',
	going: true,
})
