import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { blankableLine, blankableParagraph, required } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'
import { THAI_POSTCODE_PATTERN, type CheckOut, type PlaceOrder } from '#contracts/shop/orders.ts'
import { isThaiTaxId, TAX_BRANCH_PATTERN } from '#contracts/thai-tax-id.ts'

// The check-out form (docs/product.md#shop), one schema for the browser and the server: how the order
// reaches the buyer (an address and a Thai postcode to deliver), a phone number (the phone rule), a note,
// the payment method and a voucher of the buyer's (docs/product.md#pocket). Its own module: only this page
// loads the phone rule's library.

const REQUIRED = encodeMessage('required')

export const checkOutFormSchema = z
	.object({
		delivery: z.enum(['pickup', 'deliver'], { error: REQUIRED }).optional(),
		address: blankableParagraph(textLimits.address),
		postcode: blankableLine(5),
		phone: required().pipe(phone.unwrap()),
		note: blankableParagraph(textLimits.description),
		paymentMethod: z.enum(['promptpay', 'card'], { error: REQUIRED }),
		/** The subtotal the page showed: a price changed since is refused, never paid silently. */
		subtotalSatang: z.coerce.number().int().min(0),
		/** One of the check-out's vouchers, or none ("No voucher" sends nothing). */
		voucherId: z.uuid({ error: encodeMessage('default') }).optional(),
		idempotencyKey: idempotencyKeyField,
		/** "I need a tax invoice", and who it is made out to: read only when ticked. */
		taxInvoice: z.literal('on').optional(),
		invoiceName: blankableLine(textLimits.title),
		invoiceTaxId: blankableLine(32),
		invoiceBranch: blankableLine(5),
		invoiceAddress: blankableParagraph(textLimits.address),
	})
	.superRefine((value, ctx) => {
		const need = (field: CheckOutField, message = REQUIRED) => ctx.addIssue({ code: 'custom', path: [field], message })
		if (value.delivery === 'deliver') {
			if (!value.address) need('address')
			if (!value.postcode) need('postcode')
			else if (!THAI_POSTCODE_PATTERN.test(value.postcode)) need('postcode', encodeMessage('postcode'))
		}
		if (value.taxInvoice) {
			if (!value.invoiceName) need('invoiceName')
			if (!value.invoiceTaxId) need('invoiceTaxId')
			else if (!isThaiTaxId(value.invoiceTaxId)) need('invoiceTaxId', encodeMessage('tax_id'))
			if (!TAX_BRANCH_PATTERN.test(value.invoiceBranch ?? '')) need('invoiceBranch', encodeMessage('tax_branch'))
			if (!value.invoiceAddress) need('invoiceAddress')
		}
	})

type CheckOutField = 'address' | 'postcode' | 'invoiceName' | 'invoiceTaxId' | 'invoiceBranch' | 'invoiceAddress'

export type CheckOutForm = z.output<typeof checkOutFormSchema>

/** Why an order is not sent to the API: `errors.*` of locales/{en,th}/shop.json. */
export type CheckOutRefusal = 'priceChanged' | 'voucherUnavailable'

/**
 * What the API is sent (an address only to deliver, a tax invoice's particulars only when asked for),
 * priced from the check-out read again as the order is placed: the subtotal must be the one the page
 * showed, and the total is that less what the chosen voucher takes off it in the same read, as the page
 * showed it (also without JavaScript: the form sends the voucher, never a total of its own). The API
 * checks the total again as it places the order.
 */
export function placeOrderBody(value: CheckOutForm, checkOut: Pick<CheckOut, 'cart' | 'vouchers'>): { body: PlaceOrder } | { refusal: CheckOutRefusal } {
	if (checkOut.cart.subtotalSatang !== value.subtotalSatang) return { refusal: 'priceChanged' }
	const voucher = value.voucherId ? checkOut.vouchers.find((offered) => offered.id === value.voucherId) : undefined
	if (value.voucherId && !voucher) return { refusal: 'voucherUnavailable' }
	const deliver = value.delivery === 'deliver'
	const body: PlaceOrder = {
		delivery: value.delivery,
		address: deliver ? value.address : undefined,
		postcode: deliver ? value.postcode : undefined,
		phone: value.phone,
		note: value.note || undefined,
		paymentMethod: value.paymentMethod,
		expectedTotalSatang: value.subtotalSatang - (voucher?.discountSatang ?? 0),
		voucherId: voucher?.id,
		taxInvoice: value.taxInvoice
			? { name: value.invoiceName ?? '', taxId: value.invoiceTaxId ?? '', branch: value.invoiceBranch ?? '', address: value.invoiceAddress ?? '' }
			: undefined,
	}
	return { body }
}
