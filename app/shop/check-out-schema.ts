import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { blankableLine, blankableParagraph, required } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'
import { THAI_POSTCODE_PATTERN, type PlaceOrder } from '#contracts/shop/orders.ts'

// The check-out form (docs/product.md#shop), one schema for the browser and the server: how the order
// reaches the buyer (an address and a Thai postcode to deliver), a phone number (the phone rule), a note,
// and the payment method. Its own module: only this page loads the phone rule's library.

const REQUIRED = encodeMessage('required')

export const checkOutFormSchema = z
	.object({
		delivery: z.enum(['pickup', 'deliver'], { error: REQUIRED }).optional(),
		address: blankableLine(textLimits.address),
		postcode: blankableLine(5),
		phone: required().pipe(phone.unwrap()),
		note: blankableParagraph(textLimits.description),
		paymentMethod: z.enum(['promptpay', 'card'], { error: REQUIRED }),
		/** The total the page showed: the API refuses another one. */
		expectedTotalSatang: z.coerce.number().int().min(0),
		idempotencyKey: idempotencyKeyField,
	})
	.superRefine((value, ctx) => {
		if (value.delivery !== 'deliver') return
		if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: REQUIRED })
		if (!value.postcode) ctx.addIssue({ code: 'custom', path: ['postcode'], message: REQUIRED })
		else if (!THAI_POSTCODE_PATTERN.test(value.postcode)) ctx.addIssue({ code: 'custom', path: ['postcode'], message: encodeMessage('postcode') })
	})

export type CheckOutForm = z.output<typeof checkOutFormSchema>

/** What the API is sent: an address only to deliver. */
export function placeOrderBody(value: CheckOutForm): PlaceOrder {
	const deliver = value.delivery === 'deliver'
	return {
		delivery: value.delivery,
		address: deliver ? value.address : undefined,
		postcode: deliver ? value.postcode : undefined,
		phone: value.phone,
		note: value.note || undefined,
		paymentMethod: value.paymentMethod,
		expectedTotalSatang: value.expectedTotalSatang,
	}
}
