import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { defineContentKind, publishedFields, validityFields, withTimeRangeRule } from './kind.ts'

// An attention item (docs/product.md#content): a local alert (a flood, a closed road, a lost dog) of a
// severity, valid until `endsAt`, which it must have: an alert never outlives its news.

export const attentionSeverities = ['info', 'warning', 'danger'] as const

const fields = {
	...publishedFields(contentLimits.pictures),
	...validityFields,
	endsAt: validityFields.startsAt.unwrap().describe('Valid until (ISO 8601 with its offset)'),
	severity: z.enum(attentionSeverities),
}

export const attention = defineContentKind({
	kind: 'attention',
	schemaName: 'Attention',
	owners: ['person', 'business-user'],
	details: z.object({ severity: z.enum(attentionSeverities) }),
	emptyDetails: { severity: 'info' },
	create: withTimeRangeRule('valid', z.object(fields)),
	update: withTimeRangeRule('valid', z.object(fields).partial()),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
	timing: 'valid',
})
