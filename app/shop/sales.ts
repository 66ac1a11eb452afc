import type { SubmissionResult } from '@conform-to/react'
import { orderStages } from '#contracts/shop/order-status.ts'

// The seller's pages (app/routes/shop/sales.tsx, sale.tsx), what they share with their forms: plain values,
// so a page's first load does not take the validation or form library with it (ADR 0007).

/** The Sales list's "Status" choices: an order stage, or every order (the unpaid ones too). */
export const salesStatuses = [...orderStages, 'all'] as const
export type SalesStatus = (typeof salesStatuses)[number]

/** What the order page's action answers when it does not redirect. */
export type SaleActionData = {
	/** conform's reply: the values sent and what was wrong with them (or the API's refusal, as a form error). */
	result?: SubmissionResult<string[]>
	/** "Cancel order" was pressed once: the question comes next, with the reason typed so far. */
	confirmCancel?: { reason: string }
}

/** The intent of the form a reply is for; an outage's reply (app/middleware/service-outages.ts) has it too. */
export function intentOfReply(result: SubmissionResult<string[]> | undefined) {
	const intent = result?.initialValue?.intent
	return typeof intent === 'string' ? intent : undefined
}
