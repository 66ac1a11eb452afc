import { z } from 'zod'
import { parseEnv } from '#server/env.ts'

/**
 * The stand-in's key and webhook secret, the same as its own defaults (payments/stand-in.ts), so a local
 * run and the tests work with neither set. Never a real gateway's: omise refuses them.
 */
export const standInSecrets = {
	secretKey: 'skey_test_robtua_stand_in',
	webhookSecret: 'cm9idHVhLXBheW1lbnQtc3RhbmQtaW4td2ViaG9va3M=',
}
/** Where `npm start` runs the stand-in (scripts/stack.mjs). */
export const STAND_IN_URL = 'http://127.0.0.1:9240'

/** The payment variables of the API configuration (api/config.ts spreads them into its schema). */
export const paymentConfigShape = {
	/** Which gateway takes payments: the offline stand-in (payments/) or Opn Payments (Omise). */
	PAYMENT_GATEWAY: z.enum(['stand-in', 'omise']).default('stand-in'),
	/** The gateway's API; unset, the stand-in's local address, or https://api.omise.co with omise. */
	PAYMENT_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
	/** Where browsers reach the stand-in's pages (its card page), when not at PAYMENT_GATEWAY_URL (containers); unset, that URL. */
	PAYMENT_STAND_IN_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
	/** The gateway's secret key (HTTP Basic user name on every call). */
	PAYMENT_SECRET_KEY: z.string().min(1).default(standInSecrets.secretKey),
	/** Signs the gateway's webhooks; base64, as the gateway's dashboard shows it. */
	PAYMENT_WEBHOOK_SECRET: z
		.string()
		.regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'must be base64, as the gateway shows it')
		.default(standInSecrets.webhookSecret),
	/** How long one call to the gateway may take (ms). */
	PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
}

export type PaymentConfig = z.output<z.ZodObject<typeof paymentConfigShape>>

/** Checks that need several variables at once (add to the configuration schema with superRefine). */
export function checkPaymentConfig(config: PaymentConfig, context: z.RefinementCtx) {
	if (Buffer.from(config.PAYMENT_WEBHOOK_SECRET, 'base64').length < 16) {
		context.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'must decode to at least 16 bytes' })
	}
	if (config.PAYMENT_GATEWAY !== 'omise') return
	if (!/^skey_(test_)?[A-Za-z0-9]+$/.test(config.PAYMENT_SECRET_KEY)) {
		context.addIssue({ code: 'custom', path: ['PAYMENT_SECRET_KEY'], message: 'required with PAYMENT_GATEWAY=omise: the secret key from the Omise dashboard (skey_…)' })
	}
	if (config.PAYMENT_WEBHOOK_SECRET === standInSecrets.webhookSecret) {
		context.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'required with PAYMENT_GATEWAY=omise: the webhook secret from the Omise dashboard' })
	}
	if (config.PAYMENT_GATEWAY_URL && !config.PAYMENT_GATEWAY_URL.startsWith('https://')) {
		context.addIssue({ code: 'custom', path: ['PAYMENT_GATEWAY_URL'], message: 'must be https with PAYMENT_GATEWAY=omise' })
	}
}

/** The payment variables alone, for a process that talks to the gateway without serving the API. */
export function parsePaymentConfig(source: Record<string, string | undefined>): PaymentConfig {
	return parseEnv(z.object(paymentConfigShape).superRefine(checkPaymentConfig), source, 'payment configuration')
}
