// The one door to a payment gateway (docs/product.md: an order is paid only when the gateway's signed
// event, or the charge read back from it, says so). Two gateways stand behind it, chosen by
// configuration: the offline stand-in (payments/) and Opn Payments (Omise). Money is integer satang.

export type PaymentMethod = 'promptpay' | 'card'

/**
 * pending: waiting for the payer · successful: paid (refunds keep it successful, with refundedSatang) ·
 * failed: declined or cancelled (failureCode says which) · expired: not paid in time · reversed: an
 * authorisation cancelled before capture (Omise only; the stand-in captures at once).
 */
export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired' | 'reversed'

export type Charge = {
	/** The gateway's id (`chrg_…`). */
	id: string
	amountSatang: number
	status: ChargeStatus
	paid: boolean
	/** What the charge was made with; `other` for a charge this product did not make. */
	method: PaymentMethod | 'other'
	/** Why it failed: `insufficient_fund`, `payment_cancelled`, `payment_rejected`, `timeout`, … */
	failureCode: string | null
	failureMessage: string | null
	/** Where to send the buyer to pay (a card charge: the gateway's page); null when there is nowhere to go. */
	authorizeUri: string | null
	returnUri: string | null
	/** The gateway's own PromptPay QR image (Omise); null when the product shows its own QR (the stand-in). */
	qrImageUri: string | null
	/** The product's own reference given at creation (the order's or payment's id). */
	reference: string | null
	metadata: Record<string, unknown>
	expiresAt: Date | null
	paidAt: Date | null
	refundedSatang: number
	createdAt: Date
}

export type NewCharge = {
	amountSatang: number
	method: PaymentMethod
	/** Where the gateway sends the buyer back (`/robtua-payment`); it adds `?charge={id}`. None for a charge nobody is sent to pay (a saved card's, a PromptPay QR the product shows). */
	returnUri?: string
	/** The product's own id for what is paid (kept as `metadata.reference`, and shown on the stand-in's page). */
	reference: string
	/** More to keep with the charge (strings only, so both gateways keep them as given). */
	metadata?: Record<string, string>
	description?: string
	/** Past it the charge expires unpaid (Omise: PromptPay up to a day; unset, the gateway's default). */
	expiresAt?: Date
	/** Omise only: the card token Omise.js made in the buyer's browser. The stand-in's page takes the card itself. */
	cardToken?: string
	/** A repeated create with the same key answers the first charge (both gateways keep keys for a day or more). */
	idempotencyKey?: string
	/**
	 * A card charge on this customer's saved card (renewals): made at once, with no page, so it answers
	 * successful or failed, with no authorizeUri. (Omise: an account that asks for 3-D Secure on every charge
	 * may still answer it pending with an authorizeUri; that is not paid yet.)
	 */
	customerId?: string
	/** Which of the customer's cards; unset, the customer's default card. Only with customerId. */
	cardId?: string
}

/** A card kept at the gateway for a customer: what to show of it, never its number. */
export type SavedCard = { id: string; brand: string; lastDigits: string; expirationMonth: number; expirationYear: number }

/** Someone the gateway keeps cards for (`cust_…`). */
export type Customer = { id: string; cards: SavedCard[]; defaultCardId: string | null }

export type Refund = { id: string; chargeId: string; amountSatang: number; createdAt: Date }

/** A webhook event whose signature and time were checked. Dedupe on `id`; act on the charge read back by `chargeId`. */
export type VerifiedEvent = {
	/** The gateway's event id (`evnt_…`): the same event may come more than once. */
	id: string
	/** `charge.complete`, `refund.create`, or another of the gateway's keys. */
	key: string
	createdAt: Date
	/** The charge the event is about (a refund's charge for `refund.create`), or null. */
	chargeId: string | null
	/** The charge as the event carried it, when it carried one. Events can arrive late and out of order: read it back before acting. */
	charge: Charge | null
	refund: Refund | null
}

/** Header names as any server library gives them (a Fetch `Headers`, or a plain object). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>

export interface PaymentGateway {
	readonly kind: 'stand-in' | 'omise'
	createCharge(input: NewCharge): Promise<Charge>
	readCharge(chargeId: string): Promise<Charge>
	refund(chargeId: string, amountSatang: number, options?: { idempotencyKey?: string }): Promise<Refund>
	/** A customer with no card yet; `reference` (the product's own id for them) is kept as `metadata.reference`. */
	createCustomer(input: { reference: string; description?: string; idempotencyKey?: string }): Promise<Customer>
	readCustomer(customerId: string): Promise<Customer>
	/** The card is gone from the gateway; charges made on it stay as they were. */
	removeCard(customerId: string, cardId: string): Promise<void>
	/**
	 * Where to send the person to add a card; the gateway sends them back to `returnUri` with
	 * `customer={id}&card={cardId}` (or `customer={id}&cancelled=1`) added. The stand-in's hosted page;
	 * Omise has none (Omise.js tokenises the card in the product's page, then attachCard): it throws
	 * PaymentGatewayError `card_token_required`.
	 */
	cardPageUri(customerId: string, returnUri: string): string
	/** Saves the card that Omise.js tokenised (the stand-in saves its 4242 test card for any token); it becomes the default. */
	attachCard(customerId: string, cardToken: string): Promise<Customer>
	/** Throws WebhookVerificationError unless the body is signed with the webhook secret within ±5 minutes of `now`. */
	verifyWebhook(rawBody: string, headers: WebhookHeaders, now?: Date): VerifiedEvent
}

/** The gateway refused a call, or could not be reached, or answered what is not a charge (or customer). */
export class PaymentGatewayError extends Error {
	constructor(
		/** The gateway's own code (`not_found`, `authentication_failure`, `invalid_charge`, `invalid_amount`, `failed_refund`, `invalid_card`, …), or `unreachable`, `bad_answer`, `card_token_required`. */
		readonly code: string,
		/** The gateway's HTTP status; null when it never answered. */
		readonly status: number | null,
		message: string,
	) {
		super(message)
		this.name = 'PaymentGatewayError'
	}
}

export type WebhookRejection = 'missing_signature' | 'bad_timestamp' | 'stale_timestamp' | 'bad_signature' | 'bad_body'

/** A webhook that is not to be believed: answer it with a 4xx and act on nothing in it. */
export class WebhookVerificationError extends Error {
	constructor(
		readonly reason: WebhookRejection,
		message: string,
	) {
		super(message)
		this.name = 'WebhookVerificationError'
	}
}
