import { z } from 'zod'
import { max, required } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'
import type { SellerAction } from '#contracts/shop/orders.ts'
import { salesStatuses } from './sales.ts'

// The seller's forms (docs/product.md#shop), one schema each: the Sales list's "Status" filter, and an
// order's actions (the ones that take text are checked with the same schema in the browser). The limits
// are the API's (contracts/shop/orders.ts sellerActionSchema), so what passes here is not refused there.

/**
 * `?status=` of the Sales list (a GET form): new orders when it is missing, and when it is not one of the
 * choices (an address edited by hand), rather than a page that does not exist.
 */
export const salesFilterSchema = z.object({
	status: z.enum(salesStatuses).catch('new'),
	cursor: z.string().min(1).optional().catch(undefined),
})

/** The actions that are one button: accept, mark ready, complete. */
export const saleStepFormSchema = z.object({ intent: z.enum(['accept', 'markReady', 'complete']) })

/** "Mark shipped", with its tracking number. */
export const markShippedFormSchema = z.object({
	intent: z.literal('markShipped'),
	trackingNumber: required().pipe(max(textLimits.name)),
})

/** "Cancel order", with the reason the buyer is told; `confirmed` once the person has answered the question. */
export const cancelSaleFormSchema = z.object({
	intent: z.literal('cancelSale'),
	reason: required().pipe(max(textLimits.title)),
	confirmed: z.literal('yes').optional(),
})

export type SaleActionIntent = z.infer<typeof saleStepFormSchema>['intent'] | 'markShipped' | 'cancelSale'

/** The schema of the action a form names (its `intent`), or null for an intent that is none of them. */
export function saleActionSchemaOf(intent: unknown) {
	if (intent === 'markShipped') return markShippedFormSchema
	if (intent === 'cancelSale') return cancelSaleFormSchema
	if (saleStepFormSchema.shape.intent.safeParse(intent).success) return saleStepFormSchema
	return null
}

type SaleActionForm = z.output<typeof saleStepFormSchema> | z.output<typeof markShippedFormSchema> | z.output<typeof cancelSaleFormSchema>

/** What the API is sent for a valid form. */
export function saleActionBody(value: SaleActionForm): SellerAction {
	if (value.intent === 'markShipped') return { action: 'markShipped', trackingNumber: value.trackingNumber }
	if (value.intent === 'cancelSale') return { action: 'cancelSale', reason: value.reason }
	return { action: value.intent }
}
