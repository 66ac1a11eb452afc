import { serve } from '@hono/node-server'
import type { Server } from 'node:http'
import { pino } from 'pino'
import { configOrExit } from '#server/env.ts'
import { stopOnSignals } from '#server/graceful-shutdown.ts'
import { connectRedis } from '#server/redis.ts'
import { createApiApp } from './app.ts'
import { inProcessBus, postgresBus, redisBus } from '#api/events/bus.ts'
import { checkThaiSearch, startBackgroundWork } from './background.ts'
import { createAccessTokenVerifier } from '#api/auth/access-token.ts'
import { createBusinessUserTokens } from '#api/auth/business-user-token.ts'
import { createIdentityDirectory } from '#api/auth/identity-directory.ts'
import { createInviteTokens } from '#api/auth/invite-token.ts'
import { parseApiConfig } from './config.ts'
import { openDatabase } from '#api/db/client.ts'
import { mediaServiceFromConfig } from '#api/media/index.ts'
import { paymentGatewayFromConfig } from '#api/payments/index.ts'

// The product API's process: configuration, database (migrated at start), HTTP server, graceful stop.
const config = configOrExit(() => parseApiConfig(process.env))

const logger = pino({ level: config.LOG_LEVEL, base: { service: 'api' } })
const database = openDatabase({
	url: config.DATABASE_URL,
	dataDir: config.API_DATA_DIR,
	onIdleError: (error) => logger.warn({ err: error }, 'the database closed an idle connection'),
})
await database.migrate()
await checkThaiSearch(database.db)
const shared = config.REDIS_URL
	? connectRedis(config.REDIS_URL, (error) => logger.warn({ err: error }, 'Redis unreachable: counting uploads per replica until it is back'))
	: undefined

const media = await mediaServiceFromConfig(config, shared?.redis)
// What replicas tell each other (chat, sign-outs): Redis when configured, else PostgreSQL's LISTEN/NOTIFY, else this process.
const events = shared
	? redisBus({ redis: shared.redis, logger })
	: database.pool && config.DATABASE_URL
		? postgresBus({ url: config.DATABASE_URL, publishWith: database.pool, logger })
		: inProcessBus()
const gateway = paymentGatewayFromConfig(config)
const app = createApiApp({
	db: database.db,
	ping: database.ping,
	verifyAccessToken: createAccessTokenVerifier({ issuer: config.IDENTITY_ISSUER, clientId: config.IDENTITY_CLIENT_ID }),
	identity: createIdentityDirectory({ endpoint: config.IDENTITY_ENDPOINT }),
	businessUserTokens: createBusinessUserTokens({ secret: config.BUSINESS_USER_TOKEN_SECRET, ttlSeconds: config.BUSINESS_USER_TOKEN_TTL_SECONDS }),
	// Invite links share the business-user secret; their own audience keeps the two kinds apart.
	inviteTokens: createInviteTokens({ secret: config.BUSINESS_USER_TOKEN_SECRET }),
	logger,
	bodyLimitBytes: config.BODY_LIMIT_BYTES,
	media,
	backOfficeOperatorToken: config.BACKOFFICE_OPERATOR_TOKEN,
	events,
	redis: shared?.redis,
	chat: { newConversationsPerDay: config.CHAT_NEW_CONVERSATIONS_PER_DAY, messagesPerDay: config.CHAT_MESSAGES_PER_DAY, sendsPerMinute: config.CHAT_SENDS_PER_MINUTE },
	pocket: { expireMonths: config.POINTS_EXPIRE_MONTHS },
	shop: { payMinutes: config.ORDER_PAYMENT_MINUTES, gateway, pointsExpireMonths: config.POINTS_EXPIRE_MONTHS },
})

// The map's sweep, trending's refresh, search's indexing, the shop's and pocket's sweeps and the subscription renewals (api/background.ts).
const stopBackgroundWork = startBackgroundWork(database.db, logger, { gateway, logger })

const server = serve({ fetch: app.fetch, port: config.API_PORT, hostname: config.API_HOST }, (info) => {
	logger.info({ port: info.port, database: database.kind }, 'api listening')
}) as Server

stopOnSignals(server, {
	timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
	logger,
	cleanUp: async () => {
		stopBackgroundWork()
		await media.close()
		await events.close()
		await shared?.close()
		await database.close()
	},
})
