import { PaymentGatewayError, WebhookVerificationError, type NewCharge, type PaymentGateway, type VerifiedEvent, type WebhookHeaders } from './gateway.ts'
import { idSegment, type OpnClient } from './opn-client.ts'
import { chargeOf, customerOf, deletedCardOf, eventOf, refundOf } from './opn-shapes.ts'
import { verifyWebhookSignature } from './webhook-signature.ts'

// What the stand-in and Omise do alike: create, read and refund charges, keep customers' cards and charge
// them, and verify webhooks. Each gateway says only how a charge is paid (its `source` or `card`) and
// where a person adds a card.

export type OpnGatewaySettings = {
	kind: PaymentGateway['kind']
	client: OpnClient
	/** Base64, as the gateway's dashboard shows it. */
	webhookSecret: string
	/** The part of a new charge's body that says how it is paid (not on a saved card: that is the same for both). */
	paidWith(input: NewCharge): Record<string, unknown>
	cardPageUri(customerId: string, returnUri: string): string
}

/** A charge on a customer's saved card: Omise's `customer` and, unless it is the default, `card`. */
function savedCard(input: NewCharge): Record<string, unknown> {
	if (input.method !== 'card') throw new PaymentGatewayError('invalid_charge', null, 'only a card charge can be made on a customer’s saved card')
	return { customer: input.customerId, ...(input.cardId ? { card: input.cardId } : {}) }
}

export function createOpnGateway(settings: OpnGatewaySettings): PaymentGateway {
	const { client } = settings
	return {
		kind: settings.kind,

		async createCharge(input) {
			if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang < 1) {
				throw new PaymentGatewayError('invalid_amount', null, `${input.amountSatang} is not a whole number of satang`)
			}
			if (input.cardId && !input.customerId) throw new PaymentGatewayError('invalid_charge', null, 'a saved card is charged with its customer’s id')
			const body = {
				amount: input.amountSatang,
				currency: 'thb',
				return_uri: input.returnUri,
				...(input.description ? { description: input.description } : {}),
				metadata: { ...input.metadata, reference: input.reference },
				...(input.expiresAt ? { expires_at: input.expiresAt.toISOString() } : {}),
				...(input.customerId ? savedCard(input) : settings.paidWith(input)),
			}
			return chargeOf(await client.post('/charges', body, input.idempotencyKey))
		},

		async readCharge(chargeId) {
			return chargeOf(await client.get(`/charges/${idSegment(chargeId)}`))
		},

		async refund(chargeId, amountSatang, options = {}) {
			if (!Number.isSafeInteger(amountSatang) || amountSatang < 1) throw new PaymentGatewayError('invalid_amount', null, `${amountSatang} is not a whole number of satang`)
			return refundOf(await client.post(`/charges/${idSegment(chargeId)}/refunds`, { amount: amountSatang }, options.idempotencyKey))
		},

		async createCustomer(input) {
			const body = { ...(input.description ? { description: input.description } : {}), metadata: { reference: input.reference } }
			return customerOf(await client.post('/customers', body, input.idempotencyKey))
		},

		async readCustomer(customerId) {
			return customerOf(await client.get(`/customers/${idSegment(customerId)}`))
		},

		async removeCard(customerId, cardId) {
			deletedCardOf(await client.delete(`/customers/${idSegment(customerId)}/cards/${idSegment(cardId)}`))
		},

		cardPageUri: (customerId, returnUri) => settings.cardPageUri(customerId, returnUri),

		async attachCard(customerId, cardToken) {
			return customerOf(await client.patch(`/customers/${idSegment(customerId)}`, { card: cardToken }))
		},

		verifyWebhook(rawBody: string, headers: WebhookHeaders, now?: Date): VerifiedEvent {
			verifyWebhookSignature(rawBody, headers, { secret: settings.webhookSecret, now })
			let event: ReturnType<typeof eventOf>
			try {
				event = eventOf(JSON.parse(rawBody))
			} catch {
				throw new WebhookVerificationError('bad_body', 'the signed body is not an event')
			}
			// The signature is good, so the event is the gateway's even when its data is not as we read it: the
			// charge's id is kept, and the caller reads the charge back anyway.
			const data = (typeof event.data === 'object' && event.data ? event.data : {}) as { object?: unknown; id?: unknown; charge?: unknown }
			const charge = data.object === 'charge' ? readable(() => chargeOf(data)) : null
			const refund = data.object === 'refund' ? readable(() => refundOf(data)) : null
			const chargeId = data.object === 'charge' ? data.id : data.object === 'refund' ? data.charge : null
			return { id: event.id, key: event.key, createdAt: new Date(event.created_at), chargeId: typeof chargeId === 'string' ? chargeId : null, charge, refund }
		},
	}
}

function readable<T>(read: () => T): T | null {
	try {
		return read()
	} catch {
		return null
	}
}
