import { z } from 'zod'
import { textLimits } from '../limits.ts'
import { storedImageUrlSchema } from '../media.ts'
import { websiteOrEmpty } from '../profile-fields.ts'
import { optionalText } from '../text.ts'
import { contentInputFields, defineContentKind } from './kind.ts'

// A person's work (docs/product.md#personal-profile): something they made (`mine`, the create-my-work
// form) or took part in (the create form, with their `role`), on their profile page.

const fields = {
	...contentInputFields,
	url: websiteOrEmpty.optional(),
	year: z.number().int().min(1900).max(2100).nullable().optional(),
	role: optionalText(textLimits.name).optional(),
	imageUrl: storedImageUrlSchema.optional(),
}

export const work = defineContentKind({
	kind: 'work',
	schemaName: 'Work',
	owners: ['person'],
	details: z.object({
		/** True for a work the person made themself, false for one they took part in (`role` says what they did). */
		mine: z.boolean(),
		url: z.string().nullable(),
		year: z.number().int().nullable(),
		role: z.string().nullable(),
		imageUrl: z.string().nullable(),
	}),
	emptyDetails: { mine: false, url: null, year: null, role: null, imageUrl: null },
	create: z.object({ ...fields, mine: z.boolean().describe('true from create-my-work, false from create') }),
	update: z.object(fields).partial().extend({ mine: z.boolean().optional() }),
	list: { order: 'newest', pageSize: 12, maxPageSize: 50 },
	perOwnerLimit: 200,
})
