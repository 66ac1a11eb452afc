import { z } from 'zod'
import { contentInputFields, defineContentKind, placeFields, timeRangeFields } from './kind.ts'

// An event (docs/product.md#business-user-pages): it happens from `startsAt` (until `endsAt`, or
// open-ended) at an optional place; lists show those not ended, soonest or nearest first.

const endsAfterStart = (value: { startsAt?: string; endsAt?: string | null }) =>
	!value.startsAt || !value.endsAt || Date.parse(value.endsAt) >= Date.parse(value.startsAt)
const endsAfterStartMessage = { error: 'Must not end before it starts', path: ['endsAt'] }

export const event = defineContentKind({
	kind: 'event',
	schemaName: 'Event',
	owners: ['business-user'],
	details: z.object({}),
	emptyDetails: {},
	create: z.object({ ...contentInputFields, ...timeRangeFields, ...placeFields }).refine(endsAfterStart, endsAfterStartMessage),
	update: z.object({ ...contentInputFields, ...timeRangeFields, ...placeFields }).partial().refine(endsAfterStart, endsAfterStartMessage),
	list: { order: 'upcoming', pageSize: 20, maxPageSize: 50 },
})
