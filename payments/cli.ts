// The payment stand-in as a process: `npm start` runs it beside the identity stand-in; containers run its
// bundle. It takes no real money and stops at once when started for production without being asked to.
import { pino } from 'pino'
import { z } from 'zod'
import { configOrExit, parseEnv } from '#server/env.ts'
import { standInDefaults, startPaymentStandIn } from './stand-in.ts'
import { deliveryQuirks, parseQuirks } from './webhooks.ts'

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

const settingsSchema = z
	.object({
		NODE_ENV: z.string().optional(),
		/** Lets it start with NODE_ENV=production (QA's containers): it is never the real gateway. */
		PAYMENT_STAND_IN_ALLOW_PRODUCTION: flag.default(false),
		PAYMENT_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(9240),
		PAYMENT_STAND_IN_HOST: z.string().min(1).default('127.0.0.1'),
		PAYMENT_STAND_IN_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
		PAYMENT_STAND_IN_DATA_DIR: z.string().min(1).default('.data/payments'),
		PAYMENT_SECRET_KEY: z.string().min(1).default(standInDefaults.secretKey),
		PAYMENT_WEBHOOK_SECRET: z.string().min(1).default(standInDefaults.webhookSecret),
		PAYMENT_STAND_IN_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000/v1/payments/webhook'),
		PAYMENT_STAND_IN_WEBHOOKS: z
			.string()
			.refine((text) => text.split(/[\s,]+/).filter(Boolean).every((word) => deliveryQuirks.includes(word as never)), `a list of ${deliveryQuirks.join(', ')}`)
			.default(''),
		PAYMENT_STAND_IN_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
		PAYMENT_STAND_IN_WEBHOOK_RETRY_MS: z.coerce.number().int().min(1).max(600_000).default(1000),
		PAYMENT_STAND_IN_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	})
	.refine((settings) => settings.NODE_ENV !== 'production' || settings.PAYMENT_STAND_IN_ALLOW_PRODUCTION, {
		path: ['NODE_ENV'],
		message: 'the payment stand-in takes no real money and does not run in production (set PAYMENT_STAND_IN_ALLOW_PRODUCTION=true for a QA stack)',
	})

const settings = configOrExit(() => parseEnv(settingsSchema, process.env, 'payment stand-in configuration'))
const retry = settings.PAYMENT_STAND_IN_WEBHOOK_RETRY_MS
const standIn = await startPaymentStandIn({
	port: settings.PAYMENT_STAND_IN_PORT,
	host: settings.PAYMENT_STAND_IN_HOST,
	publicUrl: settings.PAYMENT_STAND_IN_PUBLIC_URL,
	dataDir: settings.PAYMENT_STAND_IN_DATA_DIR,
	secretKey: settings.PAYMENT_SECRET_KEY,
	webhookSecret: settings.PAYMENT_WEBHOOK_SECRET,
	webhookUrl: settings.PAYMENT_STAND_IN_WEBHOOK_URL,
	quirks: parseQuirks(settings.PAYMENT_STAND_IN_WEBHOOKS),
	webhookDelayMs: settings.PAYMENT_STAND_IN_WEBHOOK_DELAY_MS,
	// Four retries, each wait twice the one before.
	retryDelaysMs: [retry, retry * 2, retry * 4, retry * 8],
	logger: pino({ level: settings.PAYMENT_STAND_IN_LOG_LEVEL, base: { service: 'payments' } }),
})
console.log(
	JSON.stringify({ service: 'payments', msg: 'payment stand-in ready', url: standIn.url, publicUrl: standIn.publicUrl, webhookUrl: settings.PAYMENT_STAND_IN_WEBHOOK_URL }),
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.once(signal, async () => {
		await standIn.close()
		process.exit(0)
	})
}
