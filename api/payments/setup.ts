import { STAND_IN_URL, type PaymentConfig } from './config.ts'
import type { PaymentGateway } from './gateway.ts'
import { createOmiseGateway } from './omise-gateway.ts'
import { createStandInGateway } from './stand-in-gateway.ts'

/** The gateway the configuration names (api/config.ts has validated it). */
export function paymentGatewayFromConfig(config: PaymentConfig, options: { fetch?: typeof fetch } = {}): PaymentGateway {
	const settings = {
		secretKey: config.PAYMENT_SECRET_KEY,
		webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
		timeoutMs: config.PAYMENT_TIMEOUT_MS,
		fetch: options.fetch,
	}
	if (config.PAYMENT_GATEWAY === 'omise') return createOmiseGateway({ ...settings, url: config.PAYMENT_GATEWAY_URL })
	return createStandInGateway({ ...settings, url: config.PAYMENT_GATEWAY_URL ?? STAND_IN_URL, publicUrl: config.PAYMENT_STAND_IN_PUBLIC_URL })
}
