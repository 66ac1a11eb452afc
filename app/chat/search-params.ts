import { z } from 'zod'

// What chat's addresses say after their `?` (docs/product.md#chat): links, not forms, so a value that
// is not one of ours (an address edited by hand) is read as if it were not there.

/** The inbox's address: whose inbox (a business user's id; the person's own without), which of its chats, and the page. */
export const inboxSearchSchema = z.object({
	inbox: z.uuid().optional().catch(undefined),
	filter: z.enum(['all', 'unanswered']).catch('all').default('all'),
	cursor: z.string().min(1).max(200).optional().catch(undefined),
})

/** A conversation's address: `?before=` an older page, `?report=` the message a report is about. */
export const roomSearchSchema = z.object({
	before: z.coerce.number().int().min(1).optional().catch(undefined),
	report: z.coerce.number().int().min(1).optional().catch(undefined),
})
