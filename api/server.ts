import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { pino } from 'pino'
import { createShutdown } from '#server/graceful-shutdown.ts'
import { createApiApp } from './app.ts'
import { createAccessTokenVerifier } from './auth/access-token.ts'
import { createBusinessUserTokens } from './auth/business-user-token.ts'
import { createIdentityDirectory } from './auth/identity-directory.ts'
import { ApiConfigError, parseApiConfig } from './config.ts'
import { openDatabase } from './db/client.ts'

// The product API's process: configuration, database (migrated at start), HTTP server, graceful stop.
const config = (() => {
	try {
		return parseApiConfig(process.env)
	} catch (error) {
		if (error instanceof ApiConfigError) {
			console.error(error.message)
			process.exit(1)
		}
		throw error
	}
})()

const logger = pino({ level: config.LOG_LEVEL, base: { service: 'api' } })
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.API_DATA_DIR })
await database.migrate()

const app = createApiApp({
	db: database.db,
	ping: database.ping,
	verifyAccessToken: createAccessTokenVerifier({ issuer: config.IDENTITY_ISSUER, clientId: config.IDENTITY_CLIENT_ID }),
	identity: createIdentityDirectory({ endpoint: config.IDENTITY_ENDPOINT }),
	businessUserTokens: createBusinessUserTokens({ secret: config.BUSINESS_USER_TOKEN_SECRET, ttlSeconds: config.BUSINESS_USER_TOKEN_TTL_SECONDS }),
	logger,
	bodyLimitBytes: config.BODY_LIMIT_BYTES,
})

const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: config.API_HOST }, (info) => {
	logger.info({ port: info.port, database: database.kind }, 'api listening')
}) as Server

const shutdown = createShutdown(server, {
	timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
	onForced: () => logger.warn('shutdown timed out; closing remaining connections'),
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.once(signal, async () => {
		logger.info({ signal }, 'stopping: finishing in-flight requests')
		await shutdown()
		await database.close()
		logger.info('stopped')
		process.exit(0)
	})
}
