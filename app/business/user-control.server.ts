import { z } from 'zod'

/** What one user-control form asks: change a member's grants (and admin), or remove them. */
export const memberChangeSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('update'), profileUuid: z.uuid(), isAdmin: z.literal('on').optional() }),
	z.object({ intent: z.literal('remove'), profileUuid: z.uuid() }),
])
