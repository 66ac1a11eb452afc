import { z } from 'zod'

/** What one user-control form asks: change a member's grants (and admin), remove them, or (the owner) archive the business user. */
export const userControlSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('update'), profileUuid: z.uuid(), isAdmin: z.literal('on').optional() }),
	z.object({ intent: z.literal('remove'), profileUuid: z.uuid() }),
	z.object({ intent: z.literal('archive') }),
])
