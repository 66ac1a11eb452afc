export type ApiErrorKind =
	| 'timeout'
	| 'network'
	| 'aborted'
	| 'bad-request'
	| 'unauthorized'
	| 'forbidden'
	| 'not-found'
	| 'conflict'
	| 'client'
	| 'server'
	| 'bad-response'

/** The API's application/problem+json body. */
export type ApiProblem = { type?: string; title?: string; status?: number; detail?: string; code?: string; errors?: Record<string, string[]> }

/** A failed call to the product API, carrying method, URL and status (docs/product.md#errors: fetch errors). */
export class ApiError extends Error {
	constructor(
		readonly kind: ApiErrorKind,
		readonly method: string,
		readonly url: string,
		readonly status?: number,
		readonly problem?: ApiProblem,
		options?: { cause?: unknown },
	) {
		super(`${method} ${url} → ${status ?? kind}${problem?.code ? ` (${problem.code})` : ''}`, options)
		this.name = 'ApiError'
	}

	get code() {
		return this.problem?.code
	}

	/** The API could not serve the call (timed out, unreachable or 5xx): the page answers 503, not 500. */
	get serviceOutage() {
		return isOutageKind(this.kind)
	}
}

/** Kinds that mean the API is down, slow or failing, as opposed to refusing this call. */
export function isOutageKind(kind: ApiErrorKind) {
	return kind === 'timeout' || kind === 'network' || kind === 'server'
}

export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError
}

export function kindOfStatus(status: number): ApiErrorKind {
	if (status === 400 || status === 422) return 'bad-request'
	if (status === 401) return 'unauthorized'
	if (status === 403) return 'forbidden'
	if (status === 404) return 'not-found'
	if (status === 409) return 'conflict'
	return status >= 500 ? 'server' : 'client'
}
