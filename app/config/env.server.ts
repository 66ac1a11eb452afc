import { existsSync } from 'node:fs'
import { z } from 'zod'
import { DRAWN_TILES_PATH, PMTILES_PATH } from '#app/middleware/map-tile-paths.ts'
import { ConfigError, parseEnv } from '#server/env.ts'

// The web's configuration (server/env.ts reads and validates it once).
const envSchema = z
	.object({
		NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
		HOST: z.string().min(1).default('0.0.0.0'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		APP_URL: z.url().optional(),
		SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
		TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
		LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
		SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
		/** The product API (docs/product.md#product-api-calls: the main API) and the back-office API. */
		API_URL: z.url().default('http://localhost:4000'),
		BACKOFFICE_API_URL: z.url().default('http://localhost:4000/backoffice'),
		/** A page's read of the API gives up after this long (its one retry included); a write after the second. */
		API_READ_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
		API_WRITE_TIMEOUT_MS: z.coerce.number().int().min(100).default(6000),
		/** A call to the identity service gives up after this long, its retries included. */
		IDENTITY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
		/**
		 * The identity service (Cognito, or the offline stand-in). Sign-in cannot work without the pool,
		 * its app client and the hosted page for social sign-in, so these stop start-up when missing.
		 */
		IDENTITY_USER_POOL_ID: z.string({ error: 'the user pool is not configured' }).includes('_', { message: 'must contain an underscore' }),
		IDENTITY_CLIENT_ID: z.string({ error: 'the app client is not configured' }).min(1),
		/** Cognito's API; by default the region's public endpoint (the stand-in sets its own). */
		IDENTITY_ENDPOINT: z.url().optional(),
		/** The hosted page's domain for social sign-in (OAuth 2.0, docs/product.md#oauth). */
		IDENTITY_HOSTED_UI_URL: z.url({ error: 'OAuth is not configured: set the hosted sign-in domain' }),
		/** The hosted domain as this server reaches it, when that differs from the browser's (containers). */
		IDENTITY_HOSTED_UI_SERVER_URL: z.url().optional(),
		/** The identity pool for guest credentials, when one is used. */
		IDENTITY_POOL_ID: z.string().includes(':', { message: 'must contain a colon' }).optional(),
		/** USER_SRP_AUTH in production; the stand-in has no SRP and takes USER_PASSWORD_AUTH. */
		IDENTITY_AUTH_FLOW: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'CUSTOM_AUTH']).default('USER_SRP_AUTH'),
		/** The single external social provider's name at the hosted page (docs/product.md#constants-and-limits). */
		IDENTITY_SOCIAL_PROVIDER: z.string().min(1).default('Google'),
		IDENTITY_OAUTH_SCOPES: z.string().min(1).default('openid email phone profile aws.cognito.signin.user.admin'),
		/** The separate back-office site (terms of use, business signup), opened in a new tab; locally the identity stand-in serves one. */
		BACKOFFICE_SITE_URL: z.url().default('http://localhost:9229/backoffice'),
		/**
		 * Where the payment gateway's pages are (a card is paid on them): "Pay by card" leads there, so the
		 * page's Content-Security-Policy lets a form go there (docs/product.md#shop). Locally, the stand-in's.
		 */
		PAYMENT_PAGE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:9240'),
		/** Shared rate-limit counters across replicas; in-memory per replica without it. */
		REDIS_URL: z.url().optional(),
		/**
		 * The around-me map's basemap (docs/decisions/0022-map.md): a tile server's address template ({z}, {x},
		 * {y}; {lang} for the page's language) with its attribution, or a raster PMTiles file this server reads.
		 * Neither: tiles this server draws, which need no network.
		 */
		MAP_TILE_URL: z
			.string()
			.refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), 'must hold {z}, {x} and {y}')
			.refine((value) => value.startsWith('/') || /^https?:\/\/[^/]+/.test(value), 'must be an http(s) address or a path of this server')
			.optional(),
		MAP_TILE_ATTRIBUTION: z.string().max(300).optional(),
		MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(18),
		MAP_PMTILES_PATH: z
			.string()
			.refine((path) => existsSync(path), 'no such file')
			.optional(),
		/**
		 * The Chromium that prints receipts and tax invoices to PDF (docs/decisions/0026-documents.md). Unset:
		 * Debian's, then the one the browser tests use; a PDF without one answers 503 (the page prints anyway).
		 */
		CHROMIUM_PATH: z.string().min(1).optional(),
		/** Multiplies the per-IP sign-in, sign-up and reset allowances (QA runs many sign-ups from one address). */
		ATTEMPT_LIMIT_IP_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
	})
	.superRefine((env, ctx) => {
		if (env.MAP_TILE_URL && env.MAP_PMTILES_PATH) {
			ctx.addIssue({ code: 'custom', path: ['MAP_PMTILES_PATH'], message: 'one tile source: MAP_TILE_URL or MAP_PMTILES_PATH, not both' })
		}
		if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
			ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
		}
	})
	.transform((env) => {
		const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`
		return {
			...env,
			APP_URL: appUrl,
			// Only a development machine may run without a secret of its own.
			SESSION_SECRET: env.SESSION_SECRET ?? 'development-only-session-secret-change-me',
			// Secure cookies everywhere except plain-http local addresses.
			SECURE_COOKIES: new URL(appUrl).protocol === 'https:',
			MAP_TILES: mapTilesOf(env),
			IDENTITY_ENDPOINT: env.IDENTITY_ENDPOINT ?? `https://cognito-idp.${env.IDENTITY_USER_POOL_ID.split('_')[0]}.amazonaws.com/`,
		}
	})

/**
 * The map's one tile source: its template, its attribution (null: our own drawing's, in the page's
 * language) and the origin the page's CSP lets images come from besides our own (null: our own only).
 */
function mapTilesOf(env: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string; MAP_TILE_MAX_ZOOM: number; MAP_PMTILES_PATH?: string }) {
	if (env.MAP_TILE_URL) {
		const external = !env.MAP_TILE_URL.startsWith('/')
		return { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION ?? '', maxZoom: env.MAP_TILE_MAX_ZOOM, origin: external ? new URL(env.MAP_TILE_URL.replace(/[{}]/g, '')).origin : null }
	}
	if (env.MAP_PMTILES_PATH) return { url: PMTILES_PATH, attribution: env.MAP_TILE_ATTRIBUTION ?? '', maxZoom: env.MAP_TILE_MAX_ZOOM, origin: null }
	return { url: DRAWN_TILES_PATH, attribution: null, maxZoom: env.MAP_TILE_MAX_ZOOM, origin: null }
}

export type Config = z.output<typeof envSchema>

export { ConfigError }

export function parseConfig(source: Record<string, string | undefined>): Config {
	return parseEnv(envSchema, source)
}

let config: Config | undefined

export function getConfig(): Config {
	config ??= parseConfig(process.env)
	return config
}
