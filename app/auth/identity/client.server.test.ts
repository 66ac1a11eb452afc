import { afterEach, describe, expect, test, vi } from 'vitest'
import { backoffDelay, createIdentityClient, IdentityError, isRetryable, NETWORK_ERROR } from './client.server.ts'

const FIVE_MINUTES = 5 * 60 * 1000
const ENDPOINT = 'https://cognito-idp.ap-southeast-1.amazonaws.com/'

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | Error

/** A fetch that answers from a list (the last answer repeats) and records each request. */
function scriptedFetch(...answers: Answer[]) {
	const requests: Request[] = []
	const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
		requests.push(new Request(input, init))
		const answer = answers[Math.min(requests.length, answers.length) - 1]!
		if (answer instanceof Error) throw answer
		const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {})
		return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/x-amz-json-1.1', ...answer.headers } })
	})
	return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

const cognitoError = (status: number, type: string, message = '') => ({ status, body: { __type: type, message }, headers: { 'x-amzn-ErrorType': `${type}:` } })

function clientWith(fetch: typeof globalThis.fetch) {
	const sleep = vi.fn(async (_ms: number) => {})
	return { client: createIdentityClient({ endpoint: ENDPOINT, fetch, sleep }), sleep }
}

async function failure(promise: Promise<unknown>): Promise<IdentityError> {
	const error = await promise.then(
		() => expect.unreachable('expected the call to fail'),
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(IdentityError)
	return error as IdentityError
}

afterEach(() => {
	vi.useRealTimers()
})

describe('backoffDelay', () => {
	test('doubles from the base delay, with jitter between half and all of it', () => {
		expect(backoffDelay(1, 100, FIVE_MINUTES, () => 0)).toBe(50)
		expect(backoffDelay(1, 100, FIVE_MINUTES, () => 1)).toBe(100)
		expect(backoffDelay(2, 100, FIVE_MINUTES, () => 1)).toBe(200)
		expect(backoffDelay(3, 100, FIVE_MINUTES, () => 1)).toBe(400)
		expect(backoffDelay(3, 100, FIVE_MINUTES, () => 0)).toBe(200)
		expect(backoffDelay(3, 100, FIVE_MINUTES, () => 0.5)).toBe(300)
	})

	test('varies with the random draw (jitter), within its bounds', () => {
		const delays = new Set<number>()
		for (let i = 0; i < 50; i++) {
			const delay = backoffDelay(4, 100, FIVE_MINUTES)
			expect(delay).toBeGreaterThanOrEqual(400)
			expect(delay).toBeLessThanOrEqual(800)
			delays.add(delay)
		}
		expect(delays.size).toBeGreaterThan(1)
	})

	test('never goes above the cap, however many attempts', () => {
		for (const attempt of [13, 20, 50, 1000]) {
			expect(backoffDelay(attempt, 100, FIVE_MINUTES, () => 1)).toBe(FIVE_MINUTES)
			expect(backoffDelay(attempt, 100, FIVE_MINUTES, () => 0)).toBe(FIVE_MINUTES / 2)
		}
		expect(backoffDelay(1, 10 * FIVE_MINUTES, FIVE_MINUTES, () => 1)).toBe(FIVE_MINUTES)
	})
})

describe('requests', () => {
	test('POSTs JSON with the operation in X-Amz-Target and returns the answer', async () => {
		const { fetch, requests } = scriptedFetch({ status: 200, body: { CodeDeliveryDetails: { Destination: 's***@e***' } } })
		const { client } = clientWith(fetch)
		const answer = await client.call('ForgotPassword', { ClientId: 'client', Username: 'somchai@example.com' })
		expect(answer).toEqual({ CodeDeliveryDetails: { Destination: 's***@e***' } })
		const [request] = requests
		expect(request!.url).toBe(ENDPOINT)
		expect(request!.method).toBe('POST')
		expect(request!.headers.get('X-Amz-Target')).toBe('AWSCognitoIdentityProviderService.ForgotPassword')
		expect(request!.headers.get('Content-Type')).toBe('application/x-amz-json-1.1')
		expect(await request!.json()).toEqual({ ClientId: 'client', Username: 'somchai@example.com' })
	})

	test('an empty 200 answer is an empty object', async () => {
		const { client } = clientWith(scriptedFetch({ status: 200, body: '' }).fetch)
		expect(await client.call('GlobalSignOut', { AccessToken: 'token' })).toEqual({})
	})

	test.each([
		['__type alone', { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }, {}],
		['a namespaced __type', { __type: 'com.amazonaws.cognito.identity.idp.model#NotAuthorizedException', message: 'Incorrect username or password.' }, {}],
		['the error-type header', { message: 'Incorrect username or password.' }, { 'x-amzn-ErrorType': 'NotAuthorizedException:http://internal.amazon.com/coral/com.amazonaws.cognito.identity.idp.model/' }],
	])("reads Cognito's error name from %s", async (_name, body, headers) => {
		const { client } = clientWith(scriptedFetch({ status: 400, body, headers }).fetch)
		const error = await failure(client.call('InitiateAuth', {}))
		expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.', status: 400 })
	})

	test('a non-JSON error page is named by its status', async () => {
		const { client } = clientWith(scriptedFetch({ status: 502, body: '<html>Bad Gateway</html>', headers: { 'Content-Type': 'text/html' } }).fetch)
		expect(await failure(client.call('InitiateAuth', {}))).toMatchObject({ name: 'Http502', status: 502 })
	})
})

describe('retries', () => {
	test.each([429, 500, 502, 503, 504])('a %i is tried 3 times in all, then fails', async (status) => {
		const { fetch, requests } = scriptedFetch({ status, body: { __type: 'InternalErrorException', message: 'boom' } })
		const { client, sleep } = clientWith(fetch)
		const error = await failure(client.call('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH' }))
		expect(error.status).toBe(status)
		expect(requests).toHaveLength(3)
		expect(sleep).toHaveBeenCalledTimes(2)
		// The retried request is the same request.
		expect(await requests[2]!.json()).toEqual({ AuthFlow: 'USER_SRP_AUTH' })
	})

	test.each(['ThrottlingException', 'TooManyRequestsException'])('%s (a 400) is retried', async (name) => {
		const { fetch, requests } = scriptedFetch(cognitoError(400, name, 'Rate exceeded'))
		const { client } = clientWith(fetch)
		expect(await failure(client.call('InitiateAuth', {}))).toMatchObject({ name, status: 400 })
		expect(requests).toHaveLength(3)
	})

	test('a retry that succeeds returns its answer', async () => {
		const { fetch, requests } = scriptedFetch(cognitoError(503, 'ServiceUnavailable'), cognitoError(429, 'TooManyRequestsException'), { status: 200, body: { ok: true } })
		const { client, sleep } = clientWith(fetch)
		expect(await client.call('InitiateAuth', {})).toEqual({ ok: true })
		expect(requests).toHaveLength(3)
		expect(sleep).toHaveBeenCalledTimes(2)
	})

	test.each([
		['NotAuthorizedException', 'Incorrect username or password.'],
		['InvalidParameterException', 'Missing required parameter USERNAME'],
		['CodeMismatchException', 'Invalid code received for user'],
		['UserNotFoundException', 'User does not exist.'],
		['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
		['UsernameExistsException', 'An account with the given email already exists.'],
		['ResourceNotFoundException', 'Device does not exist.'],
	])('%s (a 400) is not retried', async (name, message) => {
		const { fetch, requests } = scriptedFetch(cognitoError(400, name, message))
		const { client, sleep } = clientWith(fetch)
		expect(await failure(client.call('InitiateAuth', {}))).toMatchObject({ name, message, status: 400 })
		expect(requests).toHaveLength(1)
		expect(sleep).not.toHaveBeenCalled()
	})

	test('waits with growing, jittered delays between attempts', async () => {
		vi.spyOn(Math, 'random').mockReturnValue(1)
		const { fetch } = scriptedFetch(cognitoError(500, 'InternalErrorException'))
		const sleep = vi.fn(async (_ms: number) => {})
		const client = createIdentityClient({ endpoint: ENDPOINT, fetch, sleep, baseDelayMs: 100, maxAttempts: 4 })
		await failure(client.call('InitiateAuth', {}))
		expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([100, 200, 400])
	})

	test('by default really waits, and never longer than 5 minutes', async () => {
		vi.useFakeTimers()
		vi.spyOn(Math, 'random').mockReturnValue(1)
		const { fetch, requests } = scriptedFetch(cognitoError(503, 'ServiceUnavailable'), { status: 200, body: { ok: true } })
		const client = createIdentityClient({ endpoint: ENDPOINT, fetch, baseDelayMs: 60 * FIVE_MINUTES, timeoutMs: 10 * FIVE_MINUTES })
		const answer = client.call('InitiateAuth', {})
		await vi.advanceTimersByTimeAsync(FIVE_MINUTES - 1)
		expect(requests).toHaveLength(1)
		await vi.advanceTimersByTimeAsync(1)
		expect(requests).toHaveLength(2)
		expect(await answer).toEqual({ ok: true })
	})
})

describe('time limit', () => {
	test('retries stop when the next one would not fit in the time limit', async () => {
		const { fetch, requests } = scriptedFetch(cognitoError(503, 'ServiceUnavailable'), { status: 200, body: { ok: true } })
		const client = createIdentityClient({ endpoint: ENDPOINT, fetch, baseDelayMs: 1000, timeoutMs: 500 })
		const error = await failure(client.call('InitiateAuth', {}))
		expect(error.status).toBe(503)
		expect(error.serviceOutage).toBe(true)
		expect(requests).toHaveLength(1)
	})

	test('a refusal is not an outage', () => {
		expect(new IdentityError('NotAuthorizedException', 'Incorrect username or password.', 400).serviceOutage).toBe(false)
		expect(new IdentityError(NETWORK_ERROR, 'fetch failed', 0).serviceOutage).toBe(true)
	})
})

describe('network errors', () => {
	test('a failed connection is a NetworkError, retried, and keeps its cause', async () => {
		const cause = new TypeError('fetch failed')
		const { fetch, requests } = scriptedFetch(cause)
		const { client } = clientWith(fetch)
		const error = await failure(client.call('InitiateAuth', {}))
		expect(error.name).toBe(NETWORK_ERROR)
		expect(error.name).toBe('NetworkError')
		expect(error.status).toBe(0)
		expect(error.cause).toBe(cause)
		expect(error.message).toContain('InitiateAuth')
		expect(requests).toHaveLength(3)
	})

	test('a connection that recovers is used', async () => {
		const { fetch } = scriptedFetch(new TypeError('fetch failed'), { status: 200, body: { ok: true } })
		expect(await clientWith(fetch).client.call('InitiateAuth', {})).toEqual({ ok: true })
	})

	test('an answer that takes too long is a NetworkError', async () => {
		const hanging = vi.fn(
			(_input: string | URL | Request, init?: RequestInit) =>
				new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))),
		)
		const client = createIdentityClient({ endpoint: ENDPOINT, fetch: hanging as unknown as typeof fetch, sleep: async () => {}, timeoutMs: 20, maxAttempts: 1 })
		expect(await failure(client.call('InitiateAuth', {}))).toMatchObject({ name: NETWORK_ERROR })
	})
})

describe('isRetryable', () => {
	test('only identity errors that are throttling, server-side or network ones', () => {
		expect(isRetryable(new IdentityError('ThrottlingException', '', 400))).toBe(true)
		expect(isRetryable(new IdentityError(NETWORK_ERROR, '', 0))).toBe(true)
		expect(isRetryable(new IdentityError('InternalErrorException', '', 500))).toBe(true)
		expect(isRetryable(new IdentityError('NotAuthorizedException', '', 400))).toBe(false)
		expect(isRetryable(new IdentityError('ForbiddenException', '', 403))).toBe(false)
		expect(isRetryable(new Error('boom'))).toBe(false)
	})
})
