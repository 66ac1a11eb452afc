import { createRequestHandler } from '@remix-run/express'
import type { ServerBuild } from '@remix-run/node'
import express from 'express'
import { SESSION_COOKIE } from '#app/auth/session.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { MAX_PICTURE_BYTES } from '#app/media/pictures.ts'
import { configOrExit } from '#server/env.ts'
import { compressAnswers } from '#app/middleware/compression.ts'
import { formPosts } from '#app/middleware/form-posts.ts'
import { MAX_FILE_BYTES } from '#app/media/files.ts'
import { stopOnSignals } from '#server/graceful-shutdown.ts'
import { createLogger, requestLogger } from '#server/logger.ts'
import { requestScope } from '#server/request-scope.ts'
import { forwardMedia } from '#app/middleware/media-proxy.ts'
import { originCheck } from '#app/middleware/origin-check.ts'
import { privatePages } from '#app/middleware/private-pages.ts'
import { checkReadiness, readinessChecks } from '#app/middleware/readiness.ts'
import { cspNonce, securityHeaders } from '#app/middleware/security-headers.ts'
import { withServiceOutagePages } from '#app/middleware/service-outages.ts'
import { serveMapTiles } from '#app/middleware/map-tiles.ts'
import { serveStaticFiles } from '#app/middleware/static-files.ts'

// The production entry and the dev server: one Express app, Remix mounted last.
const config = configOrExit(getConfig)

const development = config.NODE_ENV === 'development'
const logger = createLogger(config.LOG_LEVEL)

const viteDevServer = development
	? await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }))
	: undefined

async function loadBuild(): Promise<ServerBuild> {
	if (viteDevServer) return withServiceOutagePages((await viteDevServer.ssrLoadModule('virtual:remix/server-build')) as ServerBuild)
	// @ts-expect-error - the server build exists only after `npm run build`
	return withServiceOutagePages((await import('../build/server/index.js')) as ServerBuild)
}

const productionBuild = viteDevServer ? undefined : await loadBuild()

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', config.TRUST_PROXY_HOPS)

// Every answer carries the security headers (nosniff among them), the health checks' too.
app.use(cspNonce)
app.use(securityHeaders({ development, formOrigins: [new URL(config.IDENTITY_HOSTED_UI_URL).origin, new URL(config.PAYMENT_PAGE_URL).origin], imageOrigins: config.MAP_TILES.origin ? [config.MAP_TILES.origin] : [] }))

app.get('/healthz', (_req, res) => {
	res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})

const readiness = readinessChecks({ apiUrl: config.API_URL, identityEndpoint: config.IDENTITY_ENDPOINT })
app.get('/readyz', async (_req, res) => {
	const { ready, checks } = await checkReadiness(readiness)
	res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks })
})

app.use(requestLogger(logger))
app.use((req, _res, next) => requestScope.run({ requestId: String(req.id) }, next))
app.use(compressAnswers())
// Only reads and form posts of the kinds our pages send, of a bounded size (app/middleware/form-posts.ts). A
// multipart form may carry a picture over its limit: the action reads past it and answers with the
// person's input kept (media/picture-form.server.ts), so the bound here is well above a picture's. A
// content form without JavaScript sends its pictures and its video at once (app/content/content-form.server.ts):
// a video and several pictures fit; with JavaScript each file is sent on its own first.
app.use(formPosts({ maxFormBytes: 1024 * 1024, maxMultipartBytes: MAX_FILE_BYTES.video + 8 * MAX_PICTURE_BYTES }))
app.use(originCheck({ appUrl: config.APP_URL, trustedProxyHops: config.TRUST_PROXY_HOPS }))

forwardMedia(app, { apiUrl: config.API_URL })
await serveMapTiles(app, { pmtilesPath: config.MAP_PMTILES_PATH })

// The running build's id, for clients to notice a newer build (docs/product.md#build-check).
app.get('/builds/latest.json', async (_req, res, next) => {
	try {
		const build = productionBuild ?? (await loadBuild())
		res.set('Cache-Control', 'no-store').json({ id: build.assets.version })
	} catch (error) {
		next(error)
	}
})

if (viteDevServer) {
	app.use(viteDevServer.middlewares)
	app.use('/locales', express.static('locales', { maxAge: 0 }))
} else {
	serveStaticFiles(app, { clientDir: 'build/client', localesDir: 'locales' })
}

// Pages for someone signed in are theirs alone (no shared or browser cache keeps them).
app.use(privatePages({ sessionCookie: SESSION_COOKIE }))

app.all(
	'*',
	createRequestHandler({
		build: productionBuild ?? loadBuild,
		mode: config.NODE_ENV,
		getLoadContext: (req, res) => ({
			cspNonce: res.locals.cspNonce as string,
			requestId: String(res.getHeader('X-Request-Id') ?? ''),
			remoteAddress: req.socket.remoteAddress,
			dataRequest: req.path.endsWith('.data'),
			log: req.log,
			outage: { met: false },
		}),
	}),
)

const server = app.listen(config.PORT, config.HOST, () => {
	logger.info({ url: config.APP_URL, port: config.PORT }, 'web server listening')
})

stopOnSignals(server, { timeoutMs: config.SHUTDOWN_TIMEOUT_MS, logger, cleanUp: async () => viteDevServer?.close() })
