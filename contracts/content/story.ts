import { z } from 'zod'
import { textLimits } from '../limits.ts'
import { storedImageUrlSchema } from '../media.ts'
import { paragraph } from '../text.ts'
import { contentInputFields, defineContentKind } from './kind.ts'

// A business user's story (docs/product.md#business-user-pages): a picture with a caption, posted by a
// member as the business user and shown on its page, newest first.

const fields = {
	...contentInputFields,
	body: paragraph(textLimits.body),
	imageUrl: storedImageUrlSchema.optional(),
}

export const story = defineContentKind({
	kind: 'story',
	schemaName: 'Story',
	owners: ['business-user'],
	details: z.object({ imageUrl: z.string().nullable() }),
	emptyDetails: { imageUrl: null },
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
