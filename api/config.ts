import { z } from 'zod'
import { checkMediaConfig, mediaConfigShape } from '#api/media/index.ts'
import { checkPaymentConfig, paymentConfigShape } from '#api/payments/index.ts'
import { parseEnv } from '#server/env.ts'

// The API's configuration (server/env.ts reads and validates it once).
const configSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		API_HOST: z.string().min(1).default('0.0.0.0'),
		API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
		/** A PostgreSQL server; without it the embedded PGlite keeps data under API_DATA_DIR. */
		DATABASE_URL: z.url().optional(),
		API_DATA_DIR: z.string().min(1).default('.data/api-db'),
		/** The identity issuer (Cognito user pool URL): tokens' `iss`, and its JWKS under /.well-known/jwks.json. */
		IDENTITY_ISSUER: z.url(),
		IDENTITY_CLIENT_ID: z.string().min(1),
		/** Cognito's API endpoint, for reading a new user's attributes with their access token. */
		IDENTITY_ENDPOINT: z.url(),
		/** Signs business-user tokens (HS256); at least 32 characters. */
		BUSINESS_USER_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters'),
		BUSINESS_USER_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
		LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
		BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
		SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
		/** The back-office API's operator token (bearer); unset, the back-office API answers 404. */
		BACKOFFICE_OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
		/**
		 * Counters shared by every replica (upload and send limits), and the bus that tells replicas of chat
		 * messages and sign-outs; without it each replica counts in its own memory, and PostgreSQL's
		 * LISTEN/NOTIFY (or the process itself on the embedded database) carries the events.
		 */
		REDIS_URL: z.url().optional(),
		// How long a placed order waits for its payment before it expires and gives its stock back (docs/product.md#shop).
		ORDER_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(30),
		// Chat's limits (docs/product.md#chat, shown on /chat/quota): new conversations and messages a person
		// starts and sends a day (midnight to midnight in Bangkok), and messages a minute.
		CHAT_NEW_CONVERSATIONS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(20),
		CHAT_MESSAGES_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(500),
		CHAT_SENDS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
		// Points expire this many months after they are earned, oldest first (docs/product.md#pocket).
		POINTS_EXPIRE_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
		/** Image uploads: MEDIA_STORAGE, MEDIA_DIR, limits, S3 (api/media/config.ts). */
		...mediaConfigShape,
		/** The payment gateway: PAYMENT_GATEWAY, its URL, secret key and webhook secret (api/payments/config.ts). */
		...paymentConfigShape,
	})
	.superRefine(checkMediaConfig)
	.superRefine(checkPaymentConfig)

export type ApiConfig = z.output<typeof configSchema>

export function parseApiConfig(source: Record<string, string | undefined>): ApiConfig {
	return parseEnv(configSchema, source, 'API configuration')
}
