import { z } from 'zod'
import { contentLimits } from '../limits.ts'
import { line } from '../text.ts'
import { countSchema, defineContentKind, publishedFields, satangSchema } from './kind.ts'

// A catalogue item (docs/product.md#content): something for sale, at `priceSatang` (null: free or on
// request), with `stock` left (null: not counted), an optional SKU and the options a buyer picks from
// (sizes, colours), under their name ("Size") when it has one.

const fields = {
	...publishedFields(contentLimits.pictures),
	priceSatang: satangSchema.nullable().optional().describe('The price in satang; null: free'),
	stock: countSchema.nullable().optional().describe('How many are left; null: not counted'),
	sku: line(contentLimits.sku).nullable().optional(),
	options: z.array(line(contentLimits.optionLength).min(1)).max(contentLimits.options).optional().describe('What a buyer picks from, one each: "Size M", "Red"'),
	optionName: line(contentLimits.optionLength).nullable().optional().describe('What the options are, as the buyer chooses one: "Size", "Colour"; null: "Option"'),
}

export const catalogue = defineContentKind({
	kind: 'catalogue',
	schemaName: 'Catalogue',
	owners: ['person', 'business-user'],
	details: z.object({ priceSatang: z.number().int().nullable(), stock: z.number().int().nullable(), sku: z.string().nullable(), options: z.array(z.string()), optionName: z.string().nullable() }),
	emptyDetails: { priceSatang: null, stock: null, sku: null, options: [], optionName: null },
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
