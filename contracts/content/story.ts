import { z } from 'zod'
import { contentLimits, textLimits } from '../limits.ts'
import { paragraph } from '../text.ts'
import { defineContentKind, publishedFields } from './kind.ts'

// A story (docs/product.md#content): pictures with a caption. Around me shows it for 24 hours after it
// is published; its owner's page keeps it, newest first.

const fields = { ...publishedFields(contentLimits.pictures), body: paragraph(textLimits.body) }

export const story = defineContentKind({
	kind: 'story',
	schemaName: 'Story',
	owners: ['person', 'business-user'],
	details: z.object({}),
	emptyDetails: {},
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
	aroundMeHours: 24,
})
