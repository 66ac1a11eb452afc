import type { Charge, Customer, PaymentGateway } from './gateway.ts'
import { createOpnClient, idSegment } from './opn-client.ts'
import { createOpnGateway } from './opn-gateway.ts'
import { chargeOf, customerOf } from './opn-shapes.ts'

// The offline stand-in (payments/, README "Payments"): Omise's shapes, no money. A card charge needs no
// token: its authorize_uri is the stand-in's page, where the tester presses Pay, Decline or Cancel. A card
// is saved on its other page (cardPageUri), where the tester saves a card that pays or one that declines.

export type StandInGatewayOptions = {
	url: string
	/** Where browsers reach the stand-in's pages, when not at `url` (containers); by default `url`. */
	publicUrl?: string
	secretKey: string
	webhookSecret: string
	timeoutMs?: number
	fetch?: typeof fetch
}

/** The stand-in's test-mode calls, for tests and demos: what the payer's bank app or the clock would do. */
export type StandInControls = {
	markPaid(chargeId: string): Promise<Charge>
	markFailed(chargeId: string, failureCode?: string): Promise<Charge>
	expire(chargeId: string): Promise<Charge>
	/** From now on every charge on the saved card fails with `insufficient_fund` (true), or goes through again (false). */
	setCardDeclines(customerId: string, cardId: string, declines: boolean): Promise<Customer>
}

export function createStandInGateway(options: StandInGatewayOptions): PaymentGateway & { testMode: StandInControls } {
	const pages = (options.publicUrl ?? options.url).replace(/\/+$/, '')
	const client = createOpnClient({ baseUrl: options.url, secretKey: options.secretKey, timeoutMs: options.timeoutMs, fetch: options.fetch })
	const gateway = createOpnGateway({
		kind: 'stand-in',
		client,
		webhookSecret: options.webhookSecret,
		paidWith: (input) => ({ source: { type: input.method } }),
		cardPageUri: (customerId, returnUri) => `${pages}/customers/${idSegment(customerId)}/cards/new?${new URLSearchParams({ return_uri: returnUri })}`,
	})
	const settle = async (chargeId: string, action: string, body?: unknown) => chargeOf(await client.post(`/charges/${idSegment(chargeId)}/${action}`, body))
	return {
		...gateway,
		testMode: {
			markPaid: (chargeId) => settle(chargeId, 'mark_as_paid'),
			markFailed: (chargeId, failureCode) => settle(chargeId, 'mark_as_failed', failureCode ? { failure_code: failureCode } : {}),
			expire: (chargeId) => settle(chargeId, 'expire'),
			setCardDeclines: async (customerId, cardId, declines) =>
				customerOf(await client.post(`/customers/${idSegment(customerId)}/cards/${idSegment(cardId)}/declines`, { declines })),
		},
	}
}
