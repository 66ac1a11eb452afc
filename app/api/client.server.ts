import type { z } from 'zod'
import { ApiError, kindOfStatus, type ApiProblem } from './errors.ts'

/** Who a call is made for: their tokens and address, and the request it belongs to (spec 7.1). */
export type CallContext = {
	accessToken?: string
	businessUserToken?: string
	userIp?: string
	requestId?: string
	signal?: AbortSignal
}

type QueryValue = string | number | boolean | undefined
type ReadOptions<T> = { query?: Record<string, QueryValue>; schema?: z.ZodType<T> }
type WriteOptions<T> = ReadOptions<T> & { body?: unknown; idempotencyKey?: string }

export type ApiClientOptions = {
	baseUrl: string
	timeoutMs?: number
	/** Wait before the one retry, unless the server's Retry-After says otherwise (capped). */
	retryDelayMs?: number
	maxRetryAfterMs?: number
}

// Only safe methods are retried, once, and only for answers that may differ a moment later.
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

function retryAfterMs(header: string | null, fallback: number, cap: number) {
	if (!header) return fallback
	const seconds = Number(header)
	const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now()
	return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), cap) : fallback
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createApiClient({ baseUrl, timeoutMs = 10_000, retryDelayMs = 200, maxRetryAfterMs = 2000 }: ApiClientOptions) {
	async function request<T>(method: string, path: string, context: CallContext, options: WriteOptions<T> = {}): Promise<T> {
		const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
		for (const [name, value] of Object.entries(options.query ?? {})) {
			if (value !== undefined) url.searchParams.set(name, String(value))
		}
		const headers = new Headers({ Accept: 'application/json' })
		if (context.accessToken) headers.set('Authorization', `Bearer ${context.accessToken}`)
		if (context.businessUserToken) headers.set('Bu-Authorization', `Bearer ${context.businessUserToken}`)
		if (context.userIp) headers.set('User-IP', context.userIp)
		if (context.requestId) headers.set('X-Request-Id', context.requestId)
		if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey)
		const hasBody = options.body !== undefined && !safeMethods.has(method)
		// A file upload goes as multipart (fetch writes its Content-Type with the boundary); the rest as JSON.
		const isMultipart = options.body instanceof FormData
		if (hasBody && !isMultipart) headers.set('Content-Type', 'application/json')

		const attempts = safeMethods.has(method) ? 2 : 1
		for (let attempt = 1; ; attempt++) {
			const last = attempt >= attempts
			let response: Response
			try {
				const signals = [AbortSignal.timeout(timeoutMs), ...(context.signal ? [context.signal] : [])]
				response = await fetch(url, {
					method,
					headers,
					body: hasBody ? (isMultipart ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
					signal: AbortSignal.any(signals),
				})
			} catch (error) {
				if (context.signal?.aborted) throw new ApiError('aborted', method, url.href, undefined, undefined, { cause: error })
				const kind = error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network'
				if (last) throw new ApiError(kind, method, url.href, undefined, undefined, { cause: error })
				await sleep(retryDelayMs)
				continue
			}
			if (!response.ok) {
				if (!last && retryableStatuses.has(response.status)) {
					await response.body?.cancel()
					await sleep(retryAfterMs(response.headers.get('Retry-After'), retryDelayMs, maxRetryAfterMs))
					continue
				}
				const problem = (await response.json().catch(() => undefined)) as ApiProblem | undefined
				throw new ApiError(kindOfStatus(response.status), method, url.href, response.status, problem)
			}
			if (response.status === 204 || method === 'HEAD') return undefined as T
			const data: unknown = await response.json().catch((error: unknown) => {
				throw new ApiError('bad-response', method, url.href, response.status, undefined, { cause: error })
			})
			if (!options.schema) return data as T
			const parsed = options.schema.safeParse(data)
			if (!parsed.success) throw new ApiError('bad-response', method, url.href, response.status, undefined, { cause: parsed.error })
			return parsed.data
		}
	}

	return {
		baseUrl,
		withContext(context: CallContext) {
			return {
				get: <T>(path: string, options?: ReadOptions<T>) => request<T>('GET', path, context, options),
				post: <T>(path: string, options?: WriteOptions<T>) => request<T>('POST', path, context, options),
				put: <T>(path: string, options?: WriteOptions<T>) => request<T>('PUT', path, context, options),
				patch: <T>(path: string, options?: WriteOptions<T>) => request<T>('PATCH', path, context, options),
				delete: <T>(path: string, options?: WriteOptions<T>) => request<T>('DELETE', path, context, options),
			}
		},
	}
}

export type ApiClient = ReturnType<typeof createApiClient>
export type ApiCaller = ReturnType<ApiClient['withContext']>
