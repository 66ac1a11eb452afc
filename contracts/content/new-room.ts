import { z } from 'zod'
import { day } from '../dates.ts'
import { contentLimits } from '../limits.ts'
import { defineContentKind, publishedFields, satangSchema } from './kind.ts'

// A new room (docs/product.md#content): a room for rent, of `sizeSquareMetres`, at `monthlyRentSatang`
// a month with `depositSatang` down, free from `availableFrom`.

const fields = {
	...publishedFields(contentLimits.pictures),
	sizeSquareMetres: z.number().positive().max(contentLimits.maxRoomSquareMetres).nullable().optional(),
	monthlyRentSatang: satangSchema.describe('The rent a month, in satang'),
	depositSatang: satangSchema.nullable().optional().describe('The deposit in satang; null: none'),
	availableFrom: day().nullable().optional().describe('The first day it can be moved into (YYYY-MM-DD); null: now'),
}

export const newRoom = defineContentKind({
	kind: 'new_room',
	schemaName: 'NewRoom',
	owners: ['person', 'business-user'],
	details: z.object({ sizeSquareMetres: z.number().nullable(), monthlyRentSatang: z.number().int().nullable(), depositSatang: z.number().int().nullable(), availableFrom: z.string().nullable() }),
	emptyDetails: { sizeSquareMetres: null, monthlyRentSatang: null, depositSatang: null, availableFrom: null },
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: 20, maxPageSize: 50 },
})
