import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { email, max, min, paragraph, required } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'

// One schema per business form, used by the page (conform) and its action alike; the API checks the
// same limits itself (contracts/business.ts). A create form also carries its idempotency key (ADR 0016).

/** /business-account/create: the account's name. */
export const createBusinessAccountSchema = z.object({ name: required().pipe(min(textLimits.businessNameMin)).pipe(max(textLimits.businessName)), idempotencyKey: idempotencyKeyField })

/** /business-account/{id}/business-user/create: a shop, branch or brand of the account. */
export const createBusinessUserSchema = z.object({
	name: required().pipe(min(textLimits.businessNameMin)).pipe(max(textLimits.businessName)),
	// A textarea: its line breaks are kept.
	description: paragraph(textLimits.description).optional(),
	idempotencyKey: idempotencyKeyField,
})

/** What a business user's create sends (either form). */
export const createBusinessUserBody = ({ name, description }: z.output<typeof createBusinessUserSchema>) => ({ name, description: description || null })

/** /business-user/create: the same, for one of the person's business accounts, chosen here. */
export const createBusinessUserInAccountSchema = createBusinessUserSchema.extend({
	accountId: z.uuid({ error: encodeMessage('required') }),
})

/** /business-account/{id}/business-user/add-with-existing: an existing account, by email, to work as a business user. */
export const addExistingUserSchema = z.object({
	businessUserId: z.uuid({ error: encodeMessage('required') }),
	email: email(),
})
