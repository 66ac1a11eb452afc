import { z } from 'zod'
import { contentLimits, shopLimits } from '../limits.ts'
import { line } from '../text.ts'
import { isValidThaiPhone } from '../thai-phone.ts'
import { orderPaymentMethods } from './order-status.ts'
import { orderPaymentSchema, purchaseOrderSchema } from './orders.ts'

// The counter sale (docs/product.md#pocket, "Counter sale"): staff open a selling session (a timeline) and
// ring up the business user's catalogue items on a counter order; its check-out names the customer (their
// member code or phone, optional), how they pay and the cash handed over; placing prices it from the API's
// own prices, takes the stock, and (cash) pays it at once. Its points go to the customer named, or onto the
// receipt's one-time "Points QR code".

/** A member code as shown in my pocket: M and ten Crockford characters (typed in any case, with spaces or dashes). */
export const MEMBER_CODE_PATTERN = /^M[0-9A-HJKMNP-TV-Z]{10}$/
/** A member code as typed, in the form it is stored, or null when it is not one. */
export function memberCodeOf(typed: string): string | null {
	const code = typed.replace(/[\s-]/g, '').toUpperCase()
	return MEMBER_CODE_PATTERN.test(code) ? code : null
}

const quantity = z.number().int().min(1).max(shopLimits.quantity)

export const counterLineInputSchema = z
	.object({
		itemId: z.uuid(),
		option: line(contentLimits.optionLength).optional().describe('One of the item’s options; required when it has any'),
		quantity: quantity.describe('How many to add to the line'),
	})
	.meta({ id: 'CounterLineInput' })
export type CounterLineInput = z.input<typeof counterLineInputSchema>

export const changeCounterLineSchema = z.object({ quantity: quantity.describe('How many the line holds now') }).meta({ id: 'ChangeCounterLine' })

export const counterCheckOutSchema = z
	.object({
		customer: z
			.string()
			.trim()
			.max(40)
			.refine((value) => value === '' || memberCodeOf(value) !== null || isValidThaiPhone(value), { error: 'Not a member code or a Thai phone number' })
			.optional()
			.describe('The customer’s member code (my pocket) or phone number, to give them the points at once; empty: the receipt carries a points code instead'),
		paymentMethod: z.enum(orderPaymentMethods),
		cashReceivedSatang: z.number().int().min(0).max(100_000_000).optional().describe('Cash handed over (cash only): at least the total'),
	})
	.meta({ id: 'CounterCheckOut' })
export type CounterCheckOut = z.input<typeof counterCheckOutSchema>

export const placeCounterOrderSchema = z
	.object({
		expectedTotalSatang: z.number().int().min(0).describe('The total staff showed: a different total now is a 409 `price_changed`'),
	})
	.meta({ id: 'PlaceCounterOrder' })

export const counterItemSchema = z
	.object({
		id: z.uuid(),
		title: z.string(),
		sku: z.string().nullable(),
		picture: z.string().nullable(),
		priceSatang: z.number().int(),
		options: z.array(z.string()),
		optionName: z.string().nullable(),
		stock: z.number().int().nullable().describe('How many are left; null: not counted'),
	})
	.meta({ id: 'CounterItem' })
export type CounterItem = z.infer<typeof counterItemSchema>

export const timelineSummarySchema = z
	.object({
		id: z.uuid(),
		openedAt: z.string(),
		closedAt: z.string().nullable(),
		openedBy: z.string().nullable().describe('Who opened it'),
		orders: z.number().int().describe('Its counter sales paid'),
		totals: z.record(z.enum(orderPaymentMethods), z.number().int()).describe('What its paid sales took, per way of paying'),
	})
	.meta({ id: 'TimelineSummary' })
export type TimelineSummary = z.infer<typeof timelineSummarySchema>

export const counterOrderSchema = z
	.object({
		id: z.uuid().describe('Also the purchase order’s id once placed'),
		timeline: timelineSummarySchema,
		lines: z
			.array(
				z.object({
					id: z.uuid(),
					itemId: z.uuid(),
					title: z.string(),
					option: z.string(),
					quantity: z.number().int(),
					priceSatang: z.number().int().nullable().describe('Its price now; null: no longer for sale'),
					stock: z.number().int().nullable(),
					totalSatang: z.number().int(),
				})
			)
			.describe('Its lines while being rung up, at prices now; once placed, empty (the order’s `lines` are what was sold)'),
		subtotalSatang: z.number().int(),
		customer: z.object({ name: z.string() }).nullable().describe('The customer the check-out named (first name and initial)'),
		paymentMethod: z.enum(orderPaymentMethods).nullable().describe('Chosen at check-out; null until then'),
		paymentMethods: z.array(z.enum(orderPaymentMethods)).describe('How this business user may be paid at the counter'),
		cashReceivedSatang: z.number().int().nullable(),
		changeSatang: z.number().int().nullable().describe('Cash received less the total'),
		points: z.number().int().describe('The points this sale gives at the business user’s earning rule'),
		placed: z
			.object({
				order: purchaseOrderSchema,
				payment: orderPaymentSchema.nullable().describe('PromptPay or card while being paid (the QR, the gateway’s page)'),
				pointsCode: z
					.object({
						code: z.string(),
						points: z.number().int(),
						expiresAt: z.string(),
						collected: z.boolean(),
					})
					.nullable()
					.describe('The receipt’s one-time points code: when no customer was named'),
				pointsGiven: z.number().int().describe('Points given at once to the customer named'),
			})
			.nullable()
			.describe('Null until placed'),
	})
	.meta({ id: 'CounterOrder' })
export type CounterOrder = z.infer<typeof counterOrderSchema>

export const counterCatalogueQuerySchema = z.object({ q: line(100).optional().describe('Words of an item’s name, or the start of its SKU') })

export const counterCatalogueSchema = z.object({ items: z.array(counterItemSchema) }).meta({ id: 'CounterCatalogue' })
export type CounterCatalogue = z.infer<typeof counterCatalogueSchema>
