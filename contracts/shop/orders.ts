import { z } from 'zod'
import { textLimits } from '../limits.ts'
import { line, optionalParagraph, paragraph } from '../text.ts'
import { isValidThaiPhone } from '../thai-phone.ts'
import { isThaiTaxId, TAX_BRANCH_PATTERN } from '../thai-tax-id.ts'
import { cartGroupSchema } from './cart.ts'
import { deliveryMethods, orderActors, orderOrigins, orderPaymentMethods, orderStages, orderStatuses, paymentMethods } from './order-status.ts'

// Check-out and purchase orders (docs/product.md#shop). The API prices an order from its own prices when it
// is placed; the buyer's check-out page sends the total it showed, so a price that changed since is a
// refusal with the new total, never a silent change.

/** A Thai postcode: five digits (deliveries are in Thailand). */
export const THAI_POSTCODE_PATTERN = /^[1-9]\d{4}$/

/** Who a tax invoice is made out to (ใบกำกับภาษี): asked for at check-out, of a VAT-registered business user only. */
export const taxInvoiceToSchema = z
	.object({
		name: line(textLimits.title).min(1).describe('The buyer’s or their company’s registered name'),
		taxId: z.string().refine(isThaiTaxId, { error: 'Not a 13-digit Thai tax id' }).describe('13 digits (spaces and dashes allowed), its check digit right'),
		branch: z.string().regex(TAX_BRANCH_PATTERN, { error: 'Not a five-digit branch number' }).describe('`00000` for the head office'),
		address: paragraph(textLimits.address).min(1),
	})
	.meta({ id: 'TaxInvoiceTo' })

export const placeOrderSchema = z
	.object({
		delivery: z.enum(['pickup', 'deliver']).optional().describe('How the buyer gets the items; not asked of an order of only event tickets (e-tickets)'),
		address: paragraph(textLimits.address).optional().describe('Where to deliver to (lines kept); required to deliver'),
		postcode: z.string().regex(THAI_POSTCODE_PATTERN, { error: 'Not a Thai postcode' }).optional().describe('Five digits; required to deliver'),
		phone: line(250).refine(isValidThaiPhone, { error: 'Not a Thai phone number' }).describe('A Thai phone number (rule phone), stored in E.164'),
		note: optionalParagraph(textLimits.description).optional(),
		paymentMethod: z.enum(paymentMethods),
		expectedTotalSatang: z.number().int().min(0).describe('The total the buyer was shown: a different total now is a 409 `price_changed`'),
		taxInvoice: taxInvoiceToSchema.optional().describe('Asks for a tax invoice, issued when the order is paid; only of a business user with a tax id'),
		voucherId: z.uuid().optional().describe('A voucher of the buyer’s pocket (one of the check-out’s `vouchers`) that pays part of the order; `expectedTotalSatang` is then the total less it'),
	})
	.superRefine((value, ctx) => {
		if (value.delivery !== 'deliver') return
		if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Required to deliver' })
		if (!value.postcode) ctx.addIssue({ code: 'custom', path: ['postcode'], message: 'Required to deliver' })
	})
	.meta({ id: 'PlaceOrder' })
export type PlaceOrder = z.input<typeof placeOrderSchema>

export const checkOutSchema = z
	.object({
		cart: cartGroupSchema,
		needsDelivery: z.boolean().describe('True when the cart holds catalogue items (else only e-tickets)'),
		phone: z.string().nullable().describe('The buyer’s phone number, to start the form with'),
		payMinutes: z.number().int().describe('How long a placed order waits for its payment'),
		paymentMethods: z.array(z.enum(paymentMethods)).describe('How this business user may be paid: PromptPay only with a PromptPay id'),
		taxInvoices: z.boolean().describe('Whether the buyer may ask for a tax invoice (the business user has a tax id)'),
		vouchers: z
			.array(z.object({ id: z.string(), title: z.string(), valueSatang: z.number().int().nullable(), percent: z.number().int().nullable(), discountSatang: z.number().int() }))
			.describe('The buyer’s vouchers of this business user ready to use, with what each takes off this cart (never leaving less than ฿20 to pay)'),
	})
	.meta({ id: 'CheckOut' })
export type CheckOut = z.infer<typeof checkOutSchema>

const who = z.object({ id: z.uuid(), name: z.string() })

export const purchaseOrderSummarySchema = z
	.object({
		id: z.uuid(),
		businessOrderId: z.uuid().nullable().describe('Null only for a counter sale to a customer who did not say who they are'),
		number: z.number().int().describe('In sequence per business user'),
		origin: z.enum(orderOrigins).describe('A buyer’s check-out in the shop, or a counter sale rung up by staff'),
		businessUser: who,
		buyer: who.nullable().describe('Null only for a counter sale to a customer who did not say who they are'),
		status: z.enum(orderStatuses),
		totalSatang: z.number().int(),
		itemCount: z.number().int(),
		createdAt: z.string(),
	})
	.meta({ id: 'PurchaseOrderSummary' })
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>

export const purchaseOrderListSchema = z
	.object({ orders: z.array(purchaseOrderSummarySchema), nextCursor: z.string().nullable() })
	.meta({ id: 'PurchaseOrderList' })
export type PurchaseOrderList = z.infer<typeof purchaseOrderListSchema>

export const sellerOrderListSchema = purchaseOrderListSchema
	.extend({ counts: z.record(z.enum(orderStages), z.number().int()).describe('How many orders each stage holds') })
	.meta({ id: 'SellerOrderList' })
export type SellerOrderList = z.infer<typeof sellerOrderListSchema>

export const orderActionSchema = z.enum(['pay', 'payCash', 'handOver', 'cancelUnpaid', 'expire', 'accept', 'markReady', 'markShipped', 'complete', 'cancelSale', 'refund'])

export const purchaseOrderSchema = purchaseOrderSummarySchema
	.extend({
		delivery: z.enum(deliveryMethods),
		address: z.string().nullable(),
		postcode: z.string().nullable(),
		phone: z.string().nullable().describe('Null only for a counter sale'),
		note: z.string().nullable(),
		paymentMethod: z.enum(orderPaymentMethods).describe('Cash only at a counter'),
		timelineId: z.uuid().nullable().describe('A counter sale’s selling session'),
		cashReceivedSatang: z.number().int().nullable().describe('The cash a counter sale’s customer handed over; the change is this less the total'),
		payBy: z.string().describe('Until when an unpaid order holds its stock'),
		trackingNumber: z.string().nullable(),
		cancelReason: z.string().nullable(),
		paidAt: z.string().nullable().describe('When the gateway’s payment was applied (the receipt’s date); null until paid'),
		subtotalSatang: z.number().int().describe('The lines’ total; `totalSatang` is this less the voucher'),
		voucher: z.object({ title: z.string(), discountSatang: z.number().int() }).nullable().describe('The voucher that paid part of it'),
		seller: z
			.object({ address: z.string().nullable(), postcode: z.string().nullable(), phone: z.string().nullable(), taxId: z.string().nullable(), taxBranch: z.string().nullable() })
			.describe('The business user’s address, phone and tax id (a VAT-registered one’s), for the receipt'),
		taxInvoiceTo: taxInvoiceToSchema.nullable().describe('Who the tax invoice the buyer asked for is made out to; null when none was asked for'),
		taxInvoice: z
			.object({
				number: z.string().describe('In sequence per business user and year, e.g. `2026-00012`'),
				issuedAt: z.string(),
				seller: z.object({ name: z.string(), taxId: z.string(), branch: z.string(), address: z.string() }),
				totalSatang: z.number().int(),
				vatSatang: z.number().int().describe('The VAT in the total (prices include it)'),
			})
			.nullable()
			.describe('The tax invoice issued when the order was paid, as issued; null until then or when none was asked for'),
		lines: z.array(
			z.object({
				itemId: z.uuid(),
				kind: z.enum(['catalogue', 'event']),
				title: z.string(),
				option: z.string(),
				quantity: z.number().int(),
				priceSatang: z.number().int(),
				totalSatang: z.number().int(),
			}),
		),
		timeline: z.array(
			z.object({
				from: z.enum(orderStatuses).nullable(),
				to: z.enum(orderStatuses),
				by: z.enum(orderActors),
				byName: z.string().nullable().describe('The person who made the change; null for the system and the gateway'),
				note: z.string().nullable(),
				at: z.string(),
			}),
		),
		actions: z.array(orderActionSchema).describe('What the caller may do to the order now'),
	})
	.meta({ id: 'PurchaseOrder' })
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>

// An order as its buyer reads it: their own, so always with them as its buyer and their business order
// with its seller (a counter sale has a business order exactly when its customer said who they are).
const buyersOwn = { businessOrderId: z.uuid(), buyer: who }
export const myPurchaseOrderSummarySchema = purchaseOrderSummarySchema.extend(buyersOwn).meta({ id: 'MyPurchaseOrderSummary' })
export type MyPurchaseOrderSummary = z.infer<typeof myPurchaseOrderSummarySchema>
export const myPurchaseOrderListSchema = z
	.object({ orders: z.array(myPurchaseOrderSummarySchema), nextCursor: z.string().nullable() })
	.meta({ id: 'MyPurchaseOrderList' })
export type MyPurchaseOrderList = z.infer<typeof myPurchaseOrderListSchema>
export const myPurchaseOrderSchema = purchaseOrderSchema.extend(buyersOwn).meta({ id: 'MyPurchaseOrder' })
export type MyPurchaseOrder = z.infer<typeof myPurchaseOrderSchema>

export const orderPaymentSchema = z
	.object({
		chargeId: z.string().describe('The gateway’s charge'),
		method: z.enum(paymentMethods),
		amountSatang: z.number().int(),
		status: z.enum(['pending', 'successful', 'failed', 'expired']).describe('As the gateway last said, verified (its signed event, or the charge read back)'),
		failureCode: z.string().nullable().describe('Why it failed: `payment_cancelled` (the buyer cancelled), `insufficient_fund`, …'),
		refundedSatang: z.number().int(),
		payUrl: z.string().nullable().describe('A card payment: the gateway’s page to pay on, while pending'),
		promptPay: z
			.object({ payload: z.string().nullable().describe('The EMVCo payload (null when the gateway gives only its image)'), image: z.string().describe('The QR as an image (a data URL, or the gateway’s)') })
			.nullable()
			.describe('A PromptPay payment while pending: the QR to scan'),
		expiresAt: z.string().nullable(),
	})
	.meta({ id: 'OrderPayment' })
export type OrderPayment = z.infer<typeof orderPaymentSchema>

export const billSchema = z
	.object({ order: myPurchaseOrderSchema, payment: orderPaymentSchema.nullable() })
	.meta({ id: 'Bill' })
export type Bill = z.infer<typeof billSchema>

export const startPaymentSchema = z
	.object({ returnUri: z.url({ protocol: /^https?$/ }).max(2048).describe('Where the gateway sends the buyer back (`/robtua-payment`); it adds `?charge={id}`') })
	.meta({ id: 'StartPayment' })

export const paymentReturnSchema = z
	.object({
		orderId: z.uuid(),
		businessOrderId: z.uuid(),
		number: z.number().int(),
		orderStatus: z.enum(orderStatuses),
		payment: orderPaymentSchema,
	})
	.meta({ id: 'PaymentReturn' })
export type PaymentReturn = z.infer<typeof paymentReturnSchema>

export const sellerActionSchema = z
	.object({
		action: z.enum(['accept', 'markReady', 'markShipped', 'complete', 'cancelSale']),
		trackingNumber: line(textLimits.name).min(1).optional().describe('Required to mark shipped'),
		reason: line(textLimits.title).min(1).optional().describe('Required to cancel'),
	})
	.superRefine((value, ctx) => {
		if (value.action === 'markShipped' && !value.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Required to mark shipped' })
		if (value.action === 'cancelSale' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Required to cancel' })
	})
	.meta({ id: 'SellerOrderAction' })
export type SellerAction = z.input<typeof sellerActionSchema>
