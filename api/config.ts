import { z } from 'zod'

// The API's configuration: read once at start, validated; a bad value stops start-up naming it.
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
	})

export type ApiConfig = z.output<typeof configSchema>

export class ApiConfigError extends Error {
	constructor(problems: string[]) {
		super(`Invalid API configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
		this.name = 'ApiConfigError'
	}
}

export function parseApiConfig(source: Record<string, string | undefined>): ApiConfig {
	const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
	const result = configSchema.safeParse(cleaned)
	if (!result.success) throw new ApiConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
	return result.data
}
