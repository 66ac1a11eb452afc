import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { Agent, request as send, type Dispatcher } from 'undici'
import type { z } from 'zod'
import { ApiError, isOutageKind, kindOfStatus, type ApiProblem } from './errors.ts'

/**
 * What one page request's calls share: whether one of them already met an outage (the API timed out,
 * was unreachable or answered 5xx). Reads after that do not wait again: they answer from the person's
 * last answer when there is one, so a form that failed to save can still be shown with what they typed.
 */
export type RequestOutage = { met: boolean }

/** Who a call is made for: their tokens and address, and the request it belongs to (docs/product.md#product-api-calls). */
export type CallContext = {
	accessToken?: string
	businessUserToken?: string
	userIp?: string
	requestId?: string
	signal?: AbortSignal
	outage?: RequestOutage
}

type QueryValue = string | number | boolean | undefined
type QueryOptions = { query?: Record<string, QueryValue> }
/** An answer parsed with its contract's schema comes back typed by it; without one it is `unknown` (a 204 has none). */
type ReadOptions<S extends z.ZodType> = QueryOptions & { schema?: S }
type WriteOptions<S extends z.ZodType> = ReadOptions<S> & { body?: unknown; idempotencyKey?: string }

type Log = { warn(details: object, message: string): void }

export type ApiClientOptions = {
	baseUrl: string
	/** A read gives up after this long, its one retry included: a person on a phone must not wait longer. */
	readTimeoutMs?: number
	/** A write may take a little longer (it is not retried). */
	writeTimeoutMs?: number
	/** Wait before the one retry, unless the server's Retry-After says otherwise (capped). */
	retryDelayMs?: number
	maxRetryAfterMs?: number
	/** How many bytes of people's last read answers to keep for the re-render after an outage. */
	lastAnswerBytes?: number
	/** Connections kept open to the API: a page asks up to four things at once, for a few pages at a time. */
	connections?: number
	log?: Log
}

// Only safe methods are retried, once, and only for answers that may differ a moment later.
const retryableStatuses = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
/** A retry that cannot get this long before the deadline is not worth making. */
const MIN_ATTEMPT_MS = 250
/** Last answers older than this are not shown, even during an outage. */
const LAST_ANSWER_TTL_MS = 15 * 60 * 1000

function retryAfterMs(header: string | null, fallback: number, cap: number) {
	if (!header) return fallback
	const seconds = Number(header)
	const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now()
	return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), cap) : fallback
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Why a request or its body could not be read: its time ran out, or the connection failed. */
const kindOfFailedFetch = (error: unknown) => (error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network')

/** An answer of the API, however it came: its status, a header, and its body read or dropped. */
type Answer = { status: number; header(name: string): string | null; text(): Promise<string>; json(): Promise<unknown>; drop(): Promise<unknown> }

type Call = { method: string; headers: Record<string, string>; body?: string | FormData; signal: AbortSignal }

/**
 * undici's own request, not fetch: the same kept-alive connections at a third of fetch's CPU per call (no
 * web streams or Request objects; ADR 0034). A multipart upload still goes through fetch, whose FormData
 * is the one the page's form data comes in.
 */
async function callWith(dispatcher: Dispatcher, url: URL, { method, headers, body, signal }: Call): Promise<Answer> {
	if (body instanceof FormData) {
		const response = await fetch(url, { method, headers, body, signal })
		return { status: response.status, header: (name) => response.headers.get(name), text: () => response.text(), json: () => response.json(), drop: async () => response.body?.cancel() }
	}
	const response = await send(url, { method: method as Dispatcher.HttpMethod, headers, body, signal, dispatcher })
	const header = (name: string) => {
		const value = response.headers[name.toLowerCase()]
		return typeof value === 'string' ? value : (value?.[0] ?? null)
	}
	return { status: response.statusCode, header, text: () => response.body.text(), json: () => response.body.json(), drop: () => response.body.dump() }
}

/** `Path` narrows what a caller may pass as a path (the product API's: `ApiPath`, contracts/api-paths.ts). */
export function createApiClient<Path extends string = string>({
	baseUrl,
	readTimeoutMs = 3000,
	writeTimeoutMs = 6000,
	retryDelayMs = 200,
	maxRetryAfterMs = 2000,
	lastAnswerBytes = 16 * 1024 * 1024,
	connections = 64,
	log,
}: ApiClientOptions) {
	const dispatcher = new Agent({ connections })
	// Keyed by a hash of the caller's tokens and the URL, so an answer only ever goes back to whoever got it.
	const lastAnswers = new LRUCache<string, string>({ maxSize: lastAnswerBytes, sizeCalculation: (text) => text.length || 1, ttl: LAST_ANSWER_TTL_MS })
	const answerKey = (context: CallContext, url: URL) =>
		createHash('sha256').update(`${context.accessToken ?? ''}\n${context.businessUserToken ?? ''}\n${url.href}`).digest('base64url')

	async function request<T>(method: string, path: string, context: CallContext, options: WriteOptions<z.ZodType> = {}): Promise<T> {
		const url = new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
		for (const [name, value] of Object.entries(options.query ?? {})) {
			if (value !== undefined) url.searchParams.set(name, String(value))
		}
		const safe = safeMethods.has(method)
		const parse = (status: number, text: string): T => {
			let data: unknown
			try {
				data = JSON.parse(text)
			} catch (error) {
				throw new ApiError('bad-response', method, url.href, status, undefined, { cause: error })
			}
			if (!options.schema) return data as T
			const parsed = options.schema.safeParse(data)
			if (!parsed.success) throw new ApiError('bad-response', method, url.href, status, undefined, { cause: parsed.error })
			return parsed.data as T
		}

		if (context.outage?.met && safe) {
			const last = lastAnswers.get(answerKey(context, url))
			if (last !== undefined) return parse(200, last)
			throw new ApiError('network', method, url.href, undefined, undefined, { cause: new Error('skipped: this request already met an outage') })
		}

		const headers: Record<string, string> = { Accept: 'application/json' }
		if (context.accessToken) headers.Authorization = `Bearer ${context.accessToken}`
		if (context.businessUserToken) headers['Bu-Authorization'] = `Bearer ${context.businessUserToken}`
		if (context.userIp) headers['User-IP'] = context.userIp
		if (context.requestId) headers['X-Request-Id'] = context.requestId
		if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey
		const hasBody = options.body !== undefined && !safe
		// A file upload goes as multipart (fetch writes its Content-Type with the boundary); the rest as JSON.
		const isMultipart = options.body instanceof FormData
		if (hasBody && !isMultipart) headers['Content-Type'] = 'application/json'

		const started = Date.now()
		const deadline = started + (safe ? readTimeoutMs : writeTimeoutMs)
		const attempts = safe ? 2 : 1
		const fail = (error: ApiError): never => {
			if (isOutageKind(error.kind) && context.outage) context.outage.met = true
			if (error.kind === 'timeout') log?.warn({ requestId: context.requestId, method, path: url.pathname, ms: Date.now() - started }, 'the product API did not answer in time')
			throw error
		}
		for (let attempt = 1; ; attempt++) {
			// The retry happens only when it still fits in the time the first attempt was given.
			const retryFits = (wait: number) => attempt < attempts && Date.now() + wait + MIN_ATTEMPT_MS < deadline
			let response: Answer
			try {
				const signals = [AbortSignal.timeout(Math.max(deadline - Date.now(), 1)), ...(context.signal ? [context.signal] : [])]
				response = await callWith(dispatcher, url, {
					method,
					headers,
					body: hasBody ? (isMultipart ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
					signal: AbortSignal.any(signals),
				})
			} catch (error) {
				if (context.signal?.aborted) throw new ApiError('aborted', method, url.href, undefined, undefined, { cause: error })
				const kind = kindOfFailedFetch(error)
				if (kind === 'timeout' || !retryFits(retryDelayMs)) return fail(new ApiError(kind, method, url.href, undefined, undefined, { cause: error }))
				await sleep(retryDelayMs)
				continue
			}
			const { status } = response
			if (status < 200 || status > 299) {
				const wait = retryAfterMs(response.header('Retry-After'), retryDelayMs, maxRetryAfterMs)
				if (retryableStatuses.has(status) && retryFits(wait)) {
					// The answer is not wanted; dropping it fails only when the call was aborted meanwhile, said next round.
					await response.drop().catch(() => undefined)
					await sleep(wait)
					continue
				}
				const problem = (await response.json().catch(() => undefined)) as ApiProblem | undefined
				return fail(new ApiError(kindOfStatus(status), method, url.href, status, problem))
			}
			if (status === 204 || method === 'HEAD') {
				await response.drop().catch(() => undefined)
				return undefined as T
			}
			let text: string
			try {
				text = await response.text()
			} catch (error) {
				// The person left while the answer was read: not an outage of the API.
				if (context.signal?.aborted) throw new ApiError('aborted', method, url.href, status, undefined, { cause: error })
				return fail(new ApiError(kindOfFailedFetch(error), method, url.href, status, undefined, { cause: error }))
			}
			const data = parse(status, text)
			if (safe) lastAnswers.set(answerKey(context, url), text)
			return data
		}
	}

	return {
		baseUrl,
		withContext(context: CallContext) {
			return {
				get: <S extends z.ZodType = z.ZodUnknown>(path: Path, options?: ReadOptions<S>) => request<z.output<S>>('GET', path, context, options),
				post: <S extends z.ZodType = z.ZodUnknown>(path: Path, options?: WriteOptions<S>) => request<z.output<S>>('POST', path, context, options),
				put: <S extends z.ZodType = z.ZodUnknown>(path: Path, options?: WriteOptions<S>) => request<z.output<S>>('PUT', path, context, options),
				patch: <S extends z.ZodType = z.ZodUnknown>(path: Path, options?: WriteOptions<S>) => request<z.output<S>>('PATCH', path, context, options),
				delete: <S extends z.ZodType = z.ZodUnknown>(path: Path, options?: WriteOptions<S>) => request<z.output<S>>('DELETE', path, context, options),
			}
		},
	}
}

export type ApiClient<Path extends string = string> = ReturnType<typeof createApiClient<Path>>
export type ApiCaller<Path extends string = string> = ReturnType<ApiClient<Path>['withContext']>
