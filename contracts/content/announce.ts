import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { defineContentKind, publishedFields, validityFields, withTimeRangeRule } from './kind.ts'

// An announcement (docs/product.md#content): news for the neighbourhood, valid from `startsAt` (when it
// was published, unless said) until `endsAt` (or until deleted). Around me lists those valid now, newest first.

const fields = { ...publishedFields(contentLimits.pictures), ...validityFields }

export const announce = defineContentKind({
	kind: 'announce',
	schemaName: 'Announce',
	owners: ['person', 'business-user'],
	details: z.object({}),
	emptyDetails: {},
	create: withTimeRangeRule('valid', z.object(fields)),
	update: withTimeRangeRule('valid', z.object(fields).partial()),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
	timing: 'valid',
})
