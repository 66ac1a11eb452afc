import type { AppLoadContext } from '@remix-run/node'
import { getConfig } from '#app/config/env.server.ts'
import { createLogger } from '#server/logger.ts'
import { clientIpOf } from './client-ip.server.ts'
import type { ApiPath } from '#contracts/api-paths.ts'
import { createApiClient, type ApiCaller, type CallContext } from './client.server.ts'

// The two APIs (docs/product.md#product-api-calls): the main product API and the back-office API, each from configuration.
const config = getConfig()
const timeouts = { readTimeoutMs: config.API_READ_TIMEOUT_MS, writeTimeoutMs: config.API_WRITE_TIMEOUT_MS }
const log = createLogger(config.LOG_LEVEL).child({ component: 'api-client' })
// Only typed paths (contracts/api-paths.ts) reach the product API.
export const mainApi = createApiClient<ApiPath>({ baseUrl: config.API_URL, ...timeouts, log })
export const backOfficeApi = createApiClient({ baseUrl: config.BACKOFFICE_API_URL, ...timeouts, log })

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
