import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { communityFields, defineContentKind, happensFields, publishedFields, withTimeRangeRule } from './kind.ts'

// An agenda item (docs/product.md#content): a session on someone's calendar (a class, a meeting, a
// market day), from `startsAt` until `endsAt`, at an optional place. Lists show those not ended, soonest first.

const fields = { ...publishedFields(contentLimits.pictures), ...happensFields, ...communityFields }

export const agenda = defineContentKind({
	kind: 'agenda',
	schemaName: 'Agenda',
	owners: ['person', 'business-user'],
	details: z.object({}),
	emptyDetails: {},
	create: withTimeRangeRule('happens', z.object(fields)),
	update: withTimeRangeRule('happens', z.object(fields).partial()),
	list: { order: 'upcoming', pageSize: 20, maxPageSize: 50 },
	timing: 'happens',
})
