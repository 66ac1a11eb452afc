import type { AppLoadContext } from '@remix-run/node'
import type { SessionData } from '#app/auth/session.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { createLogger } from '#server/logger.ts'
import { clientIpOf } from './client-ip.server.ts'
import type { ApiPath } from '#contracts/api-paths.ts'
import { createApiClient, type ApiCaller, type CallContext } from './client.server.ts'

// The product API (docs/product.md#product-api-calls), from configuration. The back-office API is for operators, not the web.
const config = getConfig()
const timeouts = { readTimeoutMs: config.API_READ_TIMEOUT_MS, writeTimeoutMs: config.API_WRITE_TIMEOUT_MS }
const log = createLogger(config.LOG_LEVEL).child({ component: 'api-client' })
// Only typed paths (contracts/api-paths.ts) reach the product API.
export const mainApi = createApiClient<ApiPath>({ baseUrl: config.API_URL, ...timeouts, log })

/** A call maker of the product API, on someone's behalf. */
export type ProductApiCaller = ApiCaller<ApiPath>

/**
 * What every call made while serving `request` carries: the caller's address and the request id the
 * web logged; the signed-in user's tokens join it once sign-in exists (session module).
 */
export function callContextOf(request: Request, context: AppLoadContext, tokens: Pick<CallContext, 'accessToken' | 'businessUserToken'> = {}): CallContext {
	return {
		...tokens,
		userIp: clientIpOf(request, { trustedProxyHops: config.TRUST_PROXY_HOPS, remoteAddress: context.remoteAddress }) || undefined,
		requestId: context.requestId || undefined,
		signal: request.signal,
		outage: context.outage,
	}
}

/** What a call on behalf of the signed-in person carries: their token, and that of the business user they act as. */
function apiContextOf(request: Request, context: AppLoadContext, session: SessionData) {
	const active = session.activeBusinessUser && session.activeBusinessUser.expiresAt > Date.now() / 1000 ? session.activeBusinessUser : undefined
	return callContextOf(request, context, { accessToken: session.tokens?.accessToken, businessUserToken: active?.token })
}

/** The product API on behalf of the signed-in person. */
export const productApiFor = (request: Request, context: AppLoadContext, session: SessionData): ProductApiCaller => mainApi.withContext(apiContextOf(request, context, session))

/**
 * An area's calls to the product API (app/<area>/api.server.ts, docs/decisions/0019-structure.md): the
 * caller is bound once, and each read comes back typed by the contract's schema it was parsed with.
 */
export function areaApi<Calls>(calls: (api: ProductApiCaller) => Calls) {
	return (request: Request, context: AppLoadContext, session: SessionData): Calls => calls(productApiFor(request, context, session))
}
