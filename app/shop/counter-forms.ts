import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { between, blankableLine } from '#app/validation/rules.ts'
import { contentLimits, shopLimits } from '#contracts/limits.ts'
import { memberCodeOf, type CounterCheckOut } from '#contracts/shop/counter.ts'
import { orderPaymentMethods } from '#contracts/shop/order-status.ts'
import { isValidThaiPhone } from '#contracts/thai-phone.ts'
import { MAX_CASH_SATANG, satangOfBaht } from './counter-money.ts'

// The counter sale's forms (docs/product.md#shop, "Counter sale"), one schema each: the cart's search (a GET
// form), "Add", a line's "Update" and "Remove", "Close session"; the check-out (the customer, how they pay,
// the cash received), checked with the same schema in the browser; "Place order" and "Check payment". The
// limits are the API's (contracts/shop/counter.ts), so what passes here is not refused there for its shape.
// A message of the counter sale's own is a key of locales/{en,th}/shop.json (`counter.errors.*`).

const REQUIRED = encodeMessage('required')
const id = z.string({ error: encodeMessage('default') }).regex(/^[0-9a-f-]{36}$/, { error: encodeMessage('default') })
const quantity = between(1, shopLimits.quantity).int({ error: encodeMessage('numeric') })

/** `?q=` of the cart: words of an item's name or the start of its SKU (a line, as the API takes it); anything else (an address edited by hand) is no search. */
export const counterSearchSchema = z.object({ q: blankableLine(100).catch(undefined) })

/** "Add": one of an item (in its option, when it has options) to the sale. */
export const addCounterLineFormSchema = z.object({ intent: z.literal('add'), itemId: id, option: blankableLine(contentLimits.optionLength), quantity: quantity.optional() })
/** A line's "Update": how many it holds now. */
export const changeCounterLineFormSchema = z.object({ intent: z.literal('update'), line: id, quantity })
/** A line's "Remove". */
export const removeCounterLineFormSchema = z.object({ intent: z.literal('remove'), line: id })
/** "Close session": the selling session ends; the next "New sale" opens another. */
export const closeSessionFormSchema = z.object({ intent: z.literal('close') })

/** The schema of the cart's form an intent names, or null for one that is none of them. */
export function counterCartFormSchemaOf(intent: unknown) {
	if (intent === 'add') return addCounterLineFormSchema
	if (intent === 'update') return changeCounterLineFormSchema
	if (intent === 'remove') return removeCounterLineFormSchema
	if (intent === 'close') return closeSessionFormSchema
	return null
}

/** A counter sale's own message (`counter.errors.{name}` of locales/{en,th}/shop.json), with its values. */
export const counterMessage = (name: string, values?: Record<string, string | number>) => encodeMessage(`counter.errors.${name}`, values)

/**
 * The check-out: "Customer" (optional: a member code from their pocket, or a Thai phone number), "Payment"
 * (one of the business user's ways at the counter: the API refuses another) and, for cash, "Cash received"
 * in baht, at least the total the page showed (`totalSatang`; the API checks it again with its own).
 */
export const counterCheckOutFormSchema = z
	.object({
		customer: blankableLine(40).refine((value) => !value || memberCodeOf(value) !== null || isValidThaiPhone(value), { error: counterMessage('customerFormat') }),
		paymentMethod: z.enum(orderPaymentMethods, { error: REQUIRED }),
		cashReceived: blankableLine(20)
			.refine((value) => !value || satangOfBaht(value) !== null, { error: encodeMessage('baht'), abort: true })
			.refine((value) => !value || (satangOfBaht(value) ?? 0) <= MAX_CASH_SATANG, { error: encodeMessage('baht_max', { max: MAX_CASH_SATANG / 100 }) }),
		totalSatang: z.coerce.number().int().min(0),
	})
	.superRefine((value, ctx) => {
		if (value.paymentMethod !== 'cash') return
		const cash = value.cashReceived ? satangOfBaht(value.cashReceived) : null
		if (!value.cashReceived) ctx.addIssue({ code: 'custom', path: ['cashReceived'], message: REQUIRED })
		else if (cash !== null && cash < value.totalSatang) ctx.addIssue({ code: 'custom', path: ['cashReceived'], message: counterMessage('cashShort', { satang: value.totalSatang }) })
	})
export type CounterCheckOutForm = z.output<typeof counterCheckOutFormSchema>

/** What the API is sent for a valid check-out: the cash only when paid in cash. */
export function counterCheckOutBody(value: CounterCheckOutForm): CounterCheckOut {
	return {
		customer: value.customer || undefined,
		paymentMethod: value.paymentMethod,
		cashReceivedSatang: value.paymentMethod === 'cash' && value.cashReceived ? (satangOfBaht(value.cashReceived) ?? undefined) : undefined,
	}
}

/** "Place order": the total the review showed (a different one now is refused, never charged silently), and the form's idempotency key. */
export const placeCounterOrderFormSchema = z.object({ intent: z.literal('place'), expectedTotalSatang: z.coerce.number().int().min(0), idempotencyKey: idempotencyKeyField })
/** "Check payment": the page reads the payment back from the gateway. */
export const checkCounterPaymentFormSchema = z.object({ intent: z.literal('check') })

/** The schema of the place-an-order page's form an intent names, or null. */
export function counterPlaceFormSchemaOf(intent: unknown) {
	if (intent === 'place') return placeCounterOrderFormSchema
	if (intent === 'check') return checkCounterPaymentFormSchema
	return null
}
