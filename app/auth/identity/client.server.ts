/**
 * Calls to the identity service's JSON API (Cognito's protocol: POST with an X-Amz-Target header, spec
 * 7.2). The offline stand-in speaks the same protocol, so only the endpoint differs by configuration.
 */

/** An error the identity service answered with; `name` is Cognito's error name (docs/product.md#errors). */
export class IdentityError extends Error {
	constructor(
		readonly name: string,
		message: string,
		readonly status: number,
	) {
		super(message)
	}

	/** The identity service could not serve the call (unreachable, timed out or 5xx): a 503, not a wrong password. */
	get serviceOutage() {
		return this.name === NETWORK_ERROR || this.status >= 500
	}
}

export const NETWORK_ERROR = 'NetworkError'

export type IdentityClientOptions = {
	endpoint: string
	/** First back-off; each further attempt doubles it (with jitter), capped at `maxDelayMs`. */
	baseDelayMs?: number
	maxDelayMs?: number
	maxAttempts?: number
	/** An operation gives up after this long, its retries included (a person is waiting on the page). */
	timeoutMs?: number
	log?: { warn(details: object, message: string): void }
	fetch?: typeof fetch
	sleep?: (ms: number) => Promise<void>
}

// docs/product.md#constants-and-limits: up to 3 attempts on 429, 500, 502, 503, 504 and throttling, back-off capped at 5 minutes.
const retryableStatuses = new Set([429, 500, 502, 503, 504])
const throttlingNames = new Set(['ThrottlingException', 'TooManyRequestsException', 'RequestLimitExceeded', 'Throttling', 'ThrottledException'])

export function isRetryable(error: unknown): boolean {
	if (!(error instanceof IdentityError)) return false
	return error.name === NETWORK_ERROR || retryableStatuses.has(error.status) || throttlingNames.has(error.name)
}

/** The wait before attempt `attempt + 1`: exponential with full jitter, never above the cap. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number, random = Math.random): number {
	const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1))
	return Math.round(ceiling / 2 + (random() * ceiling) / 2)
}

export type IdentityClient = ReturnType<typeof createIdentityClient>

export function createIdentityClient({
	endpoint,
	baseDelayMs = 100,
	maxDelayMs = 5 * 60 * 1000,
	maxAttempts = 3,
	timeoutMs = 5000,
	log,
	fetch: fetchImpl = fetch,
	sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: IdentityClientOptions) {
	async function once<T>(operation: string, body: object, deadline: number): Promise<T> {
		let response: Response
		try {
			response = await fetchImpl(endpoint, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-amz-json-1.1',
					'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
					'Cache-Control': 'no-store',
				},
				body: JSON.stringify(body),
				signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)),
			})
		} catch (cause) {
			if (cause instanceof DOMException && cause.name === 'TimeoutError') log?.warn({ operation, ms: timeoutMs }, 'the identity service did not answer in time')
			throw Object.assign(new IdentityError(NETWORK_ERROR, `${operation}: ${(cause as Error).message}`, 0), { cause })
		}
		const text = await response.text()
		let parsed: Record<string, unknown> = {}
		try {
			parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
		} catch {
			// A non-JSON answer (a proxy's error page) is described by its status alone.
		}
		if (response.ok) return parsed as T
		const type = String(parsed.__type ?? parsed.code ?? response.headers.get('x-amzn-errortype') ?? `Http${response.status}`)
		const name = type.split('#').pop()!.split(':')[0]!
		throw new IdentityError(name, String(parsed.message ?? parsed.Message ?? ''), response.status)
	}

	/** One operation, retried on throttling and server errors while the retry still fits in its time. */
	async function call<T = Record<string, unknown>>(operation: string, body: object): Promise<T> {
		const deadline = Date.now() + timeoutMs
		for (let attempt = 1; ; attempt++) {
			try {
				return await once<T>(operation, body, deadline)
			} catch (error) {
				const wait = backoffDelay(attempt, baseDelayMs, maxDelayMs)
				if (attempt >= maxAttempts || !isRetryable(error) || Date.now() + wait >= deadline) throw error
				await sleep(wait)
			}
		}
	}

	return { call }
}
