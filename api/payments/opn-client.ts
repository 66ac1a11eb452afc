import { PaymentGatewayError } from './gateway.ts'
import { opnError } from './opn-shapes.ts'

// Calls to an Opn-shaped charges and customers API (Omise's, or the stand-in's): JSON over HTTPS with the secret key as
// the HTTP Basic user name, an optional Idempotency-Key, and the gateway's error object turned into a
// PaymentGatewayError. Answers are returned as JSON for opn-shapes.ts to read.

export type OpnClientOptions = {
	baseUrl: string
	secretKey: string
	/** Sent with every call (Omise-Version pins the answers' shape). */
	headers?: Record<string, string>
	/** How long one call may take before it is given up (ms). */
	timeoutMs?: number
	/** Tests give a fake one; by default the global fetch. */
	fetch?: typeof fetch
}

export type OpnClient = ReturnType<typeof createOpnClient>

export function createOpnClient(options: OpnClientOptions) {
	const base = options.baseUrl.replace(/\/+$/, '')
	const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`
	const send = options.fetch ?? fetch

	async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, idempotencyKey?: string): Promise<unknown> {
		let response: Response
		try {
			response = await send(`${base}${path}`, {
				method,
				headers: {
					accept: 'application/json',
					authorization,
					...options.headers,
					...(body === undefined ? {} : { 'content-type': 'application/json' }),
					...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
				},
				body: body === undefined ? undefined : JSON.stringify(body),
				signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
			})
		} catch (error) {
			throw new PaymentGatewayError('unreachable', null, `the payment gateway did not answer ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`)
		}
		const text = await response.text()
		let json: unknown
		try {
			json = JSON.parse(text)
		} catch {
			throw new PaymentGatewayError('bad_answer', response.status, `the payment gateway answered ${method} ${path} with ${response.status} and no JSON`)
		}
		if (response.ok) return json
		const refusal = opnError.safeParse(json)
		if (refusal.success) throw new PaymentGatewayError(refusal.data.code, response.status, refusal.data.message ?? refusal.data.code)
		throw new PaymentGatewayError('bad_answer', response.status, `the payment gateway answered ${method} ${path} with ${response.status}`)
	}

	return {
		get: (path: string) => call('GET', path),
		post: (path: string, body: unknown = {}, idempotencyKey?: string) => call('POST', path, body, idempotencyKey),
		patch: (path: string, body: unknown) => call('PATCH', path, body),
		delete: (path: string) => call('DELETE', path),
	}
}

/** A path segment from an id the product was given (a charge id from a redirect, an event; a customer's or card's id). */
export function idSegment(id: string) {
	if (!/^[A-Za-z0-9_]{1,100}$/.test(id)) throw new PaymentGatewayError('not_found', null, `${JSON.stringify(id.slice(0, 40))} is not a gateway id`)
	return id
}
