import { pino } from 'pino'
import { pinoHttp } from 'pino-http'
import { requestIdFrom } from './request-id.ts'
import { requestScope } from './request-scope.ts'

export function createLogger(level: string) {
	// Lines written while serving a request (a slow API, an identity timeout) name it.
	return pino({ level, base: { service: 'web' }, mixin: () => requestScope.getStore() ?? {} })
}

export type Logger = ReturnType<typeof createLogger>

/**
 * A place in an address (the browser's location, a map's view: docs/product.md#around-me) is not logged, nor
 * a calendar feed's token (the address is its credential: docs/product.md#my-agenda).
 */
export const loggableUrl = (url: string) => url.replace(/([?&](?:near|at|box)=)[^&]*/g, '$1-').replace(/^\/resources\/agenda-feed\/[^/?]+/, '/resources/agenda-feed/{token}')

// One JSON line per request, carrying the request id that is also sent back and on to the API.
export function requestLogger(logger: Logger) {
	return pinoHttp({
		logger,
		genReqId(req, res) {
			const id = requestIdFrom(req.headers['x-request-id'])
			res.setHeader('X-Request-Id', id)
			return id
		},
		autoLogging: { ignore: (req) => req.url === '/healthz' },
		customLogLevel(_req, res, error) {
			if (error || res.statusCode >= 500) return 'error'
			if (res.statusCode >= 400) return 'warn'
			return 'info'
		},
		serializers: {
			req: (req) => ({ id: req.id, method: req.method, url: loggableUrl(String(req.url)) }),
			res: (res) => ({ statusCode: res.statusCode }),
		},
	})
}
