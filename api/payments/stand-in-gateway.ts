import type { Charge, PaymentGateway } from './gateway.ts'
import { createOpnClient, idSegment } from './opn-client.ts'
import { createOpnGateway } from './opn-gateway.ts'
import { chargeOf } from './opn-shapes.ts'

// The offline stand-in (payments/, README "Payments"): Omise's shapes, no money. A card charge needs no
// token: its authorize_uri is the stand-in's page, where the tester presses Pay, Decline or Cancel.

export type StandInGatewayOptions = { url: string; secretKey: string; webhookSecret: string; timeoutMs?: number; fetch?: typeof fetch }

/** The stand-in's test-mode calls, for tests and demos: what the payer's bank app or the clock would do. */
export type StandInControls = {
	markPaid(chargeId: string): Promise<Charge>
	markFailed(chargeId: string, failureCode?: string): Promise<Charge>
	expire(chargeId: string): Promise<Charge>
}

export function createStandInGateway(options: StandInGatewayOptions): PaymentGateway & { testMode: StandInControls } {
	const client = createOpnClient({ baseUrl: options.url, secretKey: options.secretKey, timeoutMs: options.timeoutMs, fetch: options.fetch })
	const gateway = createOpnGateway({
		kind: 'stand-in',
		client,
		webhookSecret: options.webhookSecret,
		paidWith: (input) => ({ source: { type: input.method } }),
	})
	const settle = async (chargeId: string, action: string, body?: unknown) => chargeOf(await client.post(`/charges/${idSegment(chargeId)}/${action}`, body))
	return {
		...gateway,
		testMode: {
			markPaid: (chargeId) => settle(chargeId, 'mark_as_paid'),
			markFailed: (chargeId, failureCode) => settle(chargeId, 'mark_as_failed', failureCode ? { failure_code: failureCode } : {}),
			expire: (chargeId) => settle(chargeId, 'expire'),
		},
	}
}
