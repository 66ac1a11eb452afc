import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'

/**
 * Cognito at the HTTP boundary: a fetch that plays one recorded conversation in order. Each request
 * must name the expected operation in X-Amz-Target and carry the expected body (a subset); the answer
 * is a recorded Cognito response. Anything unexpected is answered with an error and noted.
 */

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.'

type Body = Record<string, unknown> & { AuthParameters?: Record<string, string>; ChallengeResponses?: Record<string, string> }
export type Reply = { status: number; body: unknown }
export type Exchange = {
	operation: string
	/** What the request body must contain (compared as a subset). */
	expects?: Record<string, unknown>
	answer: Reply | ((body: Body) => Reply)
}

export const ok = (body: unknown): Reply => ({ status: 200, body })
export const fails = (error: { __type: string; message: string }, status = 400): Reply => ({ status, body: error })

function responseOf({ status, body }: Reply): Response {
	const headers = new Headers({ 'Content-Type': 'application/x-amz-json-1.1', 'x-amzn-RequestId': randomUUID() })
	if (status >= 400) {
		const { __type, message } = body as { __type: string; message: string }
		headers.set('x-amzn-ErrorType', `${__type}:`)
		headers.set('x-amzn-ErrorMessage', message)
	}
	return new Response(JSON.stringify(body), { status, headers })
}

export function fakeCognito(...conversation: Exchange[]) {
	const requests: { operation: string; body: Body }[] = []
	const problems: string[] = []

	function problemWith(request: Request, operation: string, body: Body, exchange: Exchange | undefined): string | undefined {
		if (!exchange) return `unexpected ${operation} after the conversation ended`
		if (request.method !== 'POST') return `${operation} sent as ${request.method}`
		if (request.headers.get('Content-Type') !== 'application/x-amz-json-1.1') return `${operation} sent as ${request.headers.get('Content-Type')}`
		if (operation !== exchange.operation) return `expected ${exchange.operation}, got ${operation}`
		try {
			if (exchange.expects) expect(body).toMatchObject(exchange.expects)
		} catch (error) {
			return `${operation}: ${(error as Error).message}`
		}
		return undefined
	}

	const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
		const request = new Request(input, init)
		const target = request.headers.get('X-Amz-Target') ?? ''
		const operation = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : `(target ${target})`
		const body = JSON.parse(await request.text()) as Body
		requests.push({ operation, body })
		const exchange = conversation[requests.length - 1]
		const problem = problemWith(request, operation, body, exchange)
		if (problem) {
			problems.push(problem)
			return responseOf(fails({ __type: 'UnexpectedRequest', message: problem }))
		}
		return responseOf(typeof exchange!.answer === 'function' ? exchange!.answer(body) : exchange!.answer)
	}

	return {
		fetch,
		requests,
		/** Every exchange happened, in order, as recorded. */
		assertFinished() {
			expect(problems).toEqual([])
			expect(requests.map(({ operation }) => operation)).toEqual(conversation.map(({ operation }) => operation))
		},
	}
}
