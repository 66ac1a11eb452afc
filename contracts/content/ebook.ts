import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { storedFileUrlSchema } from '../media.ts'
import { defineContentKind, publishedFields } from './kind.ts'

// An e-book (docs/product.md#content): a business user's PDF (uploaded with POST /v1/media/files), read
// page by page on its viewer or downloaded. Pictures are its covers.

const fields = { ...publishedFields(contentLimits.pictures), fileUrl: storedFileUrlSchema('pdf') }

export const ebook = defineContentKind({
	kind: 'ebook',
	schemaName: 'Ebook',
	owners: ['business-user'],
	details: z.object({ fileUrl: z.string().nullable() }),
	emptyDetails: { fileUrl: null },
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
