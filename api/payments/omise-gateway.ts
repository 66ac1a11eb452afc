import { PaymentGatewayError, type PaymentGateway } from './gateway.ts'
import { createOpnClient } from './opn-client.ts'
import { createOpnGateway } from './opn-gateway.ts'

// Opn Payments (Omise), a Thai gateway: https://api.omise.co with the secret key. A PromptPay charge
// answers the gateway's own QR image (Charge.qrImageUri), which the buyer must scan: its money goes to the
// gateway's account, not to a PromptPay id of ours. A card charge needs a token that Omise.js made in the
// buyer's browser (card numbers never reach this product); 3-D Secure then answers an authorize_uri. A card
// is saved the same way: Omise has no page for adding one, so the product's page tokenises it with Omise.js
// and attachCard sends the token; a saved card is then charged with the customer's id.

export const OMISE_API_URL = 'https://api.omise.co'
/** The answers' shape this code reads (Omise keeps older versions answering as they did). */
export const OMISE_API_VERSION = '2019-05-29'

export type OmiseGatewayOptions = { secretKey: string; webhookSecret: string; url?: string; timeoutMs?: number; fetch?: typeof fetch }

export function createOmiseGateway(options: OmiseGatewayOptions): PaymentGateway {
	const client = createOpnClient({
		baseUrl: options.url ?? OMISE_API_URL,
		secretKey: options.secretKey,
		headers: { 'omise-version': OMISE_API_VERSION, 'user-agent': 'robtua-api' },
		timeoutMs: options.timeoutMs,
		fetch: options.fetch,
	})
	return createOpnGateway({
		kind: 'omise',
		client,
		webhookSecret: options.webhookSecret,
		paidWith(input) {
			if (input.method === 'promptpay') return { source: { type: 'promptpay' } }
			if (!input.cardToken) throw new PaymentGatewayError('card_token_required', null, 'a card charge through Omise needs the token Omise.js made in the buyer’s browser')
			return { card: input.cardToken }
		},
		cardPageUri() {
			throw new PaymentGatewayError('card_token_required', null, 'Omise has no page for adding a card: tokenise it with Omise.js in the product’s page, then attach the token')
		},
	})
}
