import { afterAll, beforeAll } from 'vitest'
import { createStandInGateway, type PaymentGateway } from '#api/payments/index.ts'
import { startTestPaymentStandIn, type TestPaymentStandIn } from '#payments/testing.ts'

/**
 * The payment gateway stand-in of one test file, on a free port, for `useHarness({ shop: { gateway } })`.
 * The harness is made before the file's own beforeAll, so the gateway it is handed finds the stand-in
 * when it is called; `stand` is the stand-in itself (its webhooks, its test mode).
 */
export function useTestGateway() {
	const state: { pay: TestPaymentStandIn | null; gateway: ReturnType<typeof createStandInGateway> | null } = { pay: null, gateway: null }
	beforeAll(async () => {
		state.pay = await startTestPaymentStandIn()
		state.gateway = createStandInGateway({ url: state.pay.standIn.url, secretKey: state.pay.secretKey, webhookSecret: state.pay.webhookSecret })
	})
	afterAll(async () => {
		await state.pay?.close()
	})
	const started = () => {
		if (!state.gateway) throw new Error('the payment stand-in is not started yet')
		return state.gateway
	}
	const gateway: PaymentGateway = {
		kind: 'stand-in',
		createCharge: (input) => started().createCharge(input),
		readCharge: (id) => started().readCharge(id),
		refund: (id, amount, options) => started().refund(id, amount, options),
		createCustomer: (input) => started().createCustomer(input),
		readCustomer: (id) => started().readCustomer(id),
		removeCard: (customerId, cardId) => started().removeCard(customerId, cardId),
		cardPageUri: (customerId, returnUri) => started().cardPageUri(customerId, returnUri),
		attachCard: (customerId, token) => started().attachCard(customerId, token),
		verifyWebhook: (body, headers, now) => started().verifyWebhook(body, headers, now),
	}
	return {
		gateway,
		/** The stand-in's own controls: marking a charge paid, failed or expired. */
		testMode: () => started().testMode,
		stand: () => state.pay!,
	}
}
