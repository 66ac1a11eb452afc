import { randomUUID } from 'node:crypto'
import { OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { except } from 'hono/combine'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'
import type { InviteTokens } from './auth/invite-token.ts'
import type { AuthDeps } from './http/authenticate.ts'
import { renderDocsPage } from './http/docs-page.ts'
import type { ApiEnv } from './http/env.ts'
import { ProblemError, problemResponse } from './http/problems.ts'
import { checkStoredImagesWith } from './media/stored-image-check.ts'
import { backOfficeRoutes } from './routes/backoffice.ts'
import { businessMemberRoutes } from './routes/business-members.ts'
import { businessProfileRoutes } from './routes/business-profile.ts'
import { businessRoutes } from './routes/business.ts'
import { mediaRoutes, mediaUploadPath } from './routes/media.ts'
import { meRoutes } from './routes/me.ts'
import { openTabRoutes } from './routes/open-tab.ts'
import { profileSectionRoutes } from './routes/profile-sections.ts'
import { profileRoutes } from './routes/profiles.ts'
import { temporaryMediaService, type MediaService } from './services/media.ts'

export type ApiDeps = AuthDeps & {
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
}

const safeRequestId = /^[A-Za-z0-9._:-]{1,128}$/

/** A request's path for the logs: an invite link's token is a credential until it expires, so it is left out. */
export function loggablePath(path: string) {
	return path.replace(/^\/v1\/invites\/[^/]+/, '/v1/invites/{token}')
}

export function createApiApp(deps: ApiDeps) {
	const app = new OpenAPIHono<ApiEnv>({
		// Request validation failures become one problem shape, with the messages per field.
		defaultHook: (result) => {
			if (result.success) return
			const errors: Record<string, string[]> = {}
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

	app.use(
		// Image uploads have their own, larger limit (routes/media.ts).
		except(
			mediaUploadPath,
			bodyLimit({
				maxSize: deps.bodyLimitBytes,
				onError: () => {
					throw new ProblemError(413, 'payload_too_large')
				},
			}),
		),
	)

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

	app.route('/v1', meRoutes(deps))
	app.route('/v1', profileRoutes(deps))
	app.route('/v1', businessRoutes(deps))
	app.route('/v1', businessMemberRoutes(deps))
	app.route('/v1', businessProfileRoutes(deps))
	app.route('/v1', openTabRoutes(deps))
	app.route('/v1', profileSectionRoutes(deps))
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
	const documentConfig = {
		openapi: '3.1.0',
		info: {
			title: 'Robtua product API',
			version: '1',
			description: 'The product API behind the Robtua web. Resource-oriented JSON; errors as application/problem+json.',
		},
	}
	app.doc31('/openapi.json', documentConfig)
	app.get('/docs', (c) => c.html(renderDocsPage(app.getOpenAPI31Document(documentConfig) as unknown as Parameters<typeof renderDocsPage>[0])))

	app.notFound(() => {
		throw new ProblemError(404, 'not_found', 'No such endpoint')
	})

	app.onError((error, c) => {
		if (error instanceof ProblemError) return problemResponse(c, error)
		if (error instanceof HTTPException && error.status < 500) {
			return problemResponse(c, new ProblemError(error.status as 400, 'bad_request', error.message))
		}
		c.var.log?.error({ err: error }, 'unhandled error')
		return problemResponse(c, new ProblemError(500, 'internal'))
	})

	return app
}

export type ApiApp = ReturnType<typeof createApiApp>
