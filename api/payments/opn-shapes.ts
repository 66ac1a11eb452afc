import { z } from 'zod'
import { PaymentGatewayError, type Charge, type Customer, type Refund, type SavedCard } from './gateway.ts'

// What Opn Payments (Omise) answers, as far as the product reads it, turned into the product's Charge,
// Refund and Customer. The stand-in answers in the same shapes, so both gateways are read here. Fields a gateway adds
// later are ignored; a field we read that is missing or of another type is a bad answer, never a guess.

const time = z.iso.datetime({ offset: true })
const optionalTime = time.nullable().optional()

const opnCharge = z.object({
	object: z.literal('charge'),
	id: z.string().min(1),
	amount: z.number().int().nonnegative(),
	currency: z.string(),
	status: z.enum(['pending', 'successful', 'failed', 'expired', 'reversed']),
	paid: z.boolean(),
	paid_at: optionalTime,
	failure_code: z.string().nullable().optional(),
	failure_message: z.string().nullable().optional(),
	authorize_uri: z.string().nullable().optional(),
	return_uri: z.string().nullable().optional(),
	refunded_amount: z.number().int().nonnegative().optional(),
	metadata: z.record(z.string(), z.unknown()).nullable().optional(),
	expires_at: optionalTime,
	created_at: time,
	source: z
		.object({
			type: z.string(),
			scannable_code: z
				.object({ image: z.object({ download_uri: z.string() }).nullable().optional() })
				.nullable()
				.optional(),
		})
		.nullable()
		.optional(),
	card: z.object({ object: z.literal('card') }).nullable().optional(),
})

const opnRefund = z.object({
	object: z.literal('refund'),
	id: z.string().min(1),
	amount: z.number().int().positive(),
	charge: z.string().min(1),
	created_at: time,
})

const opnCard = z.object({
	object: z.literal('card'),
	id: z.string().min(1),
	deleted: z.boolean().optional(),
	brand: z.string(),
	last_digits: z.string(),
	expiration_month: z.number().int().min(1).max(12),
	expiration_year: z.number().int(),
})

const opnCustomer = z.object({
	object: z.literal('customer'),
	id: z.string().min(1),
	default_card: z.string().nullable().optional(),
	cards: z.object({ object: z.literal('list'), data: z.array(opnCard) }),
})

/** What DELETE /customers/{id}/cards/{card} answers. */
const opnDeletedCard = z.object({ object: z.literal('card'), id: z.string().min(1), deleted: z.literal(true) })

const opnEvent = z.object({
	object: z.literal('event'),
	id: z.string().min(1),
	key: z.string().min(1),
	created_at: time,
	data: z.unknown(),
})

export const opnError = z.object({ object: z.literal('error'), code: z.string(), message: z.string().optional() })

function parsed<T extends z.ZodType>(schema: T, json: unknown, what: string): z.output<T> {
	const result = schema.safeParse(json)
	if (!result.success) throw new PaymentGatewayError('bad_answer', null, `the gateway's ${what} is not as expected: ${result.error.issues.map((issue) => issue.path.join('.')).join(', ')}`)
	return result.data
}

const date = (text: string | null | undefined) => (text ? new Date(text) : null)

export function chargeOf(json: unknown): Charge {
	const charge = parsed(opnCharge, json, 'charge')
	// Every amount here is satang of Thai baht: a charge in another currency is not one of ours.
	if (charge.currency.toUpperCase() !== 'THB') throw new PaymentGatewayError('bad_answer', null, `charge ${charge.id} is in ${charge.currency}, not THB`)
	const metadata = charge.metadata ?? {}
	return {
		id: charge.id,
		amountSatang: charge.amount,
		status: charge.status,
		paid: charge.paid,
		method: charge.source?.type === 'promptpay' ? 'promptpay' : charge.card ? 'card' : 'other',
		failureCode: charge.failure_code ?? null,
		failureMessage: charge.failure_message ?? null,
		authorizeUri: charge.authorize_uri ?? null,
		returnUri: charge.return_uri ?? null,
		qrImageUri: charge.source?.scannable_code?.image?.download_uri ?? null,
		reference: typeof metadata.reference === 'string' ? metadata.reference : null,
		metadata,
		expiresAt: date(charge.expires_at),
		paidAt: date(charge.paid_at),
		refundedSatang: charge.refunded_amount ?? 0,
		createdAt: new Date(charge.created_at),
	}
}

export function refundOf(json: unknown): Refund {
	const refund = parsed(opnRefund, json, 'refund')
	return { id: refund.id, chargeId: refund.charge, amountSatang: refund.amount, createdAt: new Date(refund.created_at) }
}

export function customerOf(json: unknown): Customer {
	const customer = parsed(opnCustomer, json, 'customer')
	const cards = customer.cards.data
		.filter((card) => !card.deleted)
		.map((card): SavedCard => ({ id: card.id, brand: card.brand, lastDigits: card.last_digits, expirationMonth: card.expiration_month, expirationYear: card.expiration_year }))
	const defaultCardId = customer.default_card ?? null
	// A default that is not among the cards (deleted meanwhile) is no default.
	return { id: customer.id, cards, defaultCardId: cards.some((card) => card.id === defaultCardId) ? defaultCardId : null }
}

/** The card's id, once the gateway says it is deleted. */
export function deletedCardOf(json: unknown): string {
	return parsed(opnDeletedCard, json, 'deleted card').id
}

export function eventOf(json: unknown) {
	return parsed(opnEvent, json, 'event')
}
