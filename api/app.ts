import { randomUUID } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import { HTTPException } from 'hono/http-exception'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { InviteTokens } from '#api/auth/invite-token.ts'
import type { AuthDeps } from '#api/http/authenticate.ts'
import { renderDocsPage } from '#api/http/docs-page.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { jsonBodies } from '#api/http/json-body.ts'
import { allowedMethods, servedMethods } from '#api/http/methods.ts'
import { ProblemError, problemResponse } from '#api/http/problems.ts'
import { knownQueryParameters } from '#api/http/query-parameters.ts'
import { responseHeaders } from '#api/http/response-headers.ts'
import { accountRoutes, signInChecks } from '#api/account/index.ts'
import { agendaRoutes } from '#api/agenda/index.ts'
import { backOfficeRoutes } from '#api/back-office/index.ts'
import { businessAccountRoutes } from '#api/business-account/index.ts'
import { boardRoutes } from '#api/boards/index.ts'
import { businessUserRoutes } from '#api/business-user/index.ts'
import { chatRoutes, createChatHub, defaultChatSettings, type ChatSettings } from '#api/chat/index.ts'
import { defaultPocketSettings, pocketRoutes, type PocketSettings } from '#api/pocket/index.ts'
import { collectionRoutes } from '#api/collections/index.ts'
import { inProcessBus, type EventBus } from '#api/events/bus.ts'
import { counterSaleRoutes, shopRoutes, type ShopSettings } from '#api/shop/index.ts'
import { subscriptionRoutes } from '#api/subscriptions/index.ts'
import { feedbackRoutes } from '#api/feedback/index.ts'
import { notificationRoutes } from '#api/notifications/index.ts'
import { communityRoutes } from '#api/communities/index.ts'
import { contentRoutes } from '#api/content/index.ts'
import { checkStoredImagesWith, fileUploadPath, mediaRoutes, mediaUploadPath, temporaryMediaService, type MediaService } from '#api/media/index.ts'
import { openTabRoutes } from '#api/open-tab/index.ts'
import { previewRoutes } from '#api/previews/index.ts'
import { profileRoutes, profileSectionRoutes } from '#api/profile/index.ts'
import { searchRoutes } from '#api/search/index.ts'
import { socialRoutes } from '#api/social/index.ts'

export type ApiDeps = Omit<AuthDeps, 'signIns'> & {
	logger: Logger
	bodyLimitBytes: number
	/** Signs and checks the tokens of business-user invite links. */
	inviteTokens: InviteTokens
	/** Whether the database answers (for /readyz). */
	ping: () => Promise<void>
	/** Image uploads; without it (the test harness) they go to a fresh temporary directory. */
	media?: MediaService
	/** The operators' bearer token for the back-office API; without it that API answers 404. */
	backOfficeOperatorToken?: string
	/** What replicas tell each other (chat messages, sign-outs); without it, this process alone. */
	events?: EventBus
	/** Chat's limits; the defaults without them. */
	chat?: Partial<ChatSettings>
	/** Shared counters (send limits) when Redis is configured. */
	redis?: Redis
	/** The shop's settings (ORDER_PAYMENT_MINUTES, the payment gateway); without them 30 minutes to pay, and no gateway (payments answer 503). */
	shop?: Partial<ShopSettings>
	/** My pocket's settings (POINTS_EXPIRE_MONTHS); without them, points expire after 12 months. */
	pocket?: Partial<PocketSettings>
}

const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/** A request's path for the logs: an invite link's token is a credential until it expires, and a calendar feed's while it lasts, so they are left out. */
export function loggablePath(path: string) {
	return path.replace(/^\/v1\/invites\/[^/]+/, '/v1/invites/{token}').replace(/^\/v1\/agenda\/feed\/[^/]+/, '/v1/agenda/feed/{token}')
}

export function createApiApp(given: ApiDeps) {
	const events = given.events ?? inProcessBus()
	// One for every route of this replica: what it remembers of sign-ins, and forgets as the bus tells it.
	const deps = { ...given, events, signIns: signInChecks(events) }
	const app = new OpenAPIHono<ApiEnv>({
		// Request validation failures become one problem shape, with the messages per field.
		defaultHook: (result) => {
			if (result.success) return
			// No prototype: a field may be called `constructor` or `toString`.
			const errors: Record<string, string[]> = Object.create(null)
			for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message)
			throw new ProblemError(400, 'validation_failed', 'The request does not match the schema', errors)
		},
	})

	app.use(async (c, next) => {
		const incoming = c.req.header('X-Request-Id')
		const requestId = incoming && safeRequestId.test(incoming) ? incoming : randomUUID()
		const log = deps.logger.child({ requestId })
		c.set('requestId', requestId)
		c.set('log', log)
		c.set('userIp', c.req.header('User-IP') || null)
		c.header('X-Request-Id', requestId)
		const started = performance.now()
		await next()
		if (c.req.path !== '/healthz' && c.req.path !== '/readyz') {
			log.info({ method: c.req.method, path: loggablePath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started), userIp: c.var.userIp }, 'request')
		}
	})

	app.use(responseHeaders)

	const limitBody = bodyLimit({
		maxSize: deps.bodyLimitBytes,
		onError: () => {
			throw new ProblemError(413, 'payload_too_large', `The body is larger than the limit of ${Math.floor(deps.bodyLimitBytes / 1024)} KB`)
		},
	})
	app.use(
		// Image and file uploads have their own, larger limits (api/media/routes.ts). A GET or HEAD has no body
		// to limit, and asking it for one makes Node's server build the whole web Request: about a tenth of the
		// CPU of a small read (ADR 0034).
		except([mediaUploadPath, fileUploadPath], async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? await next() : await limitBody(c, next))),
	)

	// Then every JSON body is checked once (UTF-8, JSON, an object), and query parameters are ones the endpoint names.
	app.use(jsonBodies)
	app.use(knownQueryParameters(() => app.getOpenAPI31Document(documentConfig)))
	// One media service for every route: what one route stores, another's picture fields recognise.
	const media = deps.media ?? temporaryMediaService()
	app.use(checkStoredImagesWith(media))

	app.get('/healthz', (c) => c.json({ status: 'ok' }))
	app.get('/readyz', async (c) => {
		try {
			await deps.ping()
			return c.json({ status: 'ready', database: 'ok' })
		} catch (error) {
			c.var.log.warn({ err: error }, 'database not reachable')
			return c.json({ status: 'not ready', database: 'unreachable' }, 503)
		}
	})

	// In this order, the OpenAPI document's: an area's routes are registered where they have always been.
	app.route('/v1', accountRoutes(deps))
	app.route('/v1', profileRoutes(deps))
	app.route('/v1', businessAccountRoutes(deps))
	app.route('/v1', businessUserRoutes(deps))
	app.route('/v1', openTabRoutes(deps))
	app.route('/v1', profileSectionRoutes(deps))
	app.route('/v1', contentRoutes(deps))
	app.route('/v1', socialRoutes(deps))
	app.route('/v1', searchRoutes(deps))
	app.route('/v1', collectionRoutes(deps))
	app.route('/v1', previewRoutes(deps))
	const chatHub = createChatHub({ db: deps.db, bus: events, logger: deps.logger })
	app.route('/v1', chatRoutes({ ...deps, chat: { settings: { ...defaultChatSettings, ...deps.chat }, bus: events, hub: chatHub, redis: deps.redis, logger: deps.logger } }))
	const shop = { payMinutes: 30, gateway: null, logger: deps.logger, ...deps.shop }
	app.route('/v1', shopRoutes({ ...deps, shop }))
	app.route('/v1', counterSaleRoutes({ ...deps, shop }))
	app.route('/v1', pocketRoutes({ ...deps, pocket: { ...defaultPocketSettings, ...deps.pocket } }))
	app.route('/v1', boardRoutes(deps))
	app.route('/v1', communityRoutes(deps))
	app.route('/v1', subscriptionRoutes({ ...deps, payments: { gateway: shop.gateway, logger: deps.logger } }))
	app.route('/v1', feedbackRoutes(deps))
	app.route('/v1', notificationRoutes(deps))
	app.route('/v1', agendaRoutes(deps))
	// The back-office API (BACKOFFICE_API_URL): operator actions, with their own token.
	app.route('/backoffice/v1', backOfficeRoutes({ db: deps.db, operatorToken: deps.backOfficeOperatorToken }))
	// POST /v1/media/images, and GET /media/{key} outside /v1: public images, not API resources.
	app.route('/', mediaRoutes({ ...deps, media }))

	app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
		type: 'http',
		scheme: 'bearer',
		bearerFormat: 'JWT',
		description: 'The identity service access token. Acting as a business user adds `Bu-Authorization: Bearer <business-user token>`.',
	})
	app.openAPIRegistry.registerComponent('securitySchemes', 'operator', {
		type: 'http',
		scheme: 'bearer',
		description: 'The back-office operators\' token (BACKOFFICE_OPERATOR_TOKEN), for the /backoffice endpoints only.',
	})
	app.doc31('/openapi.json', documentConfig)
	app.get('/docs', (c) => c.html(renderDocsPage(app.getOpenAPI31Document(documentConfig) as unknown as Parameters<typeof renderDocsPage>[0])))

	// No route for this method and path: 405 with Allow when the path has other methods (or the method is
	// one the API never serves, such as TRACE), OPTIONS answered with Allow, else 404.
	app.notFound((c) => {
		const allow = allowedMethods(app, c.req.path)
		if (c.req.method === 'OPTIONS' && allow.length > 0) return c.body(null, 204, { Allow: allow.join(', ') })
		if (allow.length > 0 || !servedMethods.has(c.req.method)) {
			c.header('Allow', allow.join(', '))
			throw new ProblemError(405, 'method_not_allowed', allow.length > 0 ? `${c.req.method} is not allowed here; use ${allow.join(', ')}` : `The API does not serve ${c.req.method}`)
		}
		throw new ProblemError(404, 'not_found', 'No such endpoint')
	})

	app.onError((error, c) => {
		if (error instanceof ProblemError) return problemResponse(c, error)
		// Hono's own refusals (a body its validators cannot read, a media type a route does not take).
		if (error instanceof HTTPException && error.status < 500) return problemResponse(c, fromHttpException(error))
		c.var.log?.error({ err: error }, 'unhandled error')
		return problemResponse(c, new ProblemError(500, 'internal'))
	})

	return app
}

function fromHttpException(error: HTTPException) {
	if (error.status === 413) return new ProblemError(413, 'payload_too_large', 'The body is larger than the limit')
	if (error.status === 415) {
		return new ProblemError(415, 'unsupported_media_type', 'Send the body as this endpoint documents it: application/json (multipart/form-data for uploads)')
	}
	// jsonBodies refused every body that is not a JSON object: all that reaches Hono's JSON validator unread is an empty one.
	if (/JSON/.test(error.message)) return new ProblemError(400, 'bad_request', 'The body is missing: send a JSON object')
	// A multipart form Hono cannot read says why.
	return new ProblemError(error.status, 'bad_request', error.message)
}

const documentConfig = {
	openapi: '3.1.0',
	info: {
		title: 'Robtua product API',
		version: '1',
		description:
			'The product API behind the Robtua web. Resource-oriented JSON bodies, always objects, in UTF-8; errors as application/problem+json. ' +
			'Text fields refuse NUL, control characters (a multi-line field keeps line breaks and tabs) and broken characters; dates are real days from 1900 to 2100 (contracts/text.ts, contracts/dates.ts). ' +
			'Query parameters an endpoint does not name are refused.',
	},
}

export type ApiApp = ReturnType<typeof createApiApp>
