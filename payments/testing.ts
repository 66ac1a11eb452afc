// The payment stand-in for a test file, on a free port, with a webhook receiver that keeps what it is sent.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { standInDefaults, startPaymentStandIn, type PaymentStandInOptions } from './stand-in.ts'

export type ReceivedWebhook = { headers: IncomingHttpHeaders; body: string; event: { id: string; key: string; data: { id: string; status?: string } }; /** When it arrived (ms). */ at: number }

/** A webhook endpoint that answers what `answer` says (200 unless told) and keeps every request. */
export async function startWebhookReceiver(answer: (received: ReceivedWebhook, index: number) => number = () => 200) {
	const received: ReceivedWebhook[] = []
	const server = createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const body = Buffer.concat(chunks).toString('utf8')
			const entry = { headers: req.headers, body, event: JSON.parse(body) as ReceivedWebhook['event'], at: Date.now() }
			received.push(entry)
			res.statusCode = answer(entry, received.length - 1)
			res.end()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}/v1/payments/webhook`,
		received,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export type TestPaymentStandIn = Awaited<ReturnType<typeof startTestPaymentStandIn>>

/** The stand-in with the default key and secret, quick retries, and a receiver for its webhooks. */
export async function startTestPaymentStandIn(options: Partial<PaymentStandInOptions> & { answer?: Parameters<typeof startWebhookReceiver>[0] } = {}) {
	const receiver = await startWebhookReceiver(options.answer)
	const standIn = await startPaymentStandIn({
		port: 0,
		secretKey: standInDefaults.secretKey,
		webhookSecret: standInDefaults.webhookSecret,
		webhookUrl: receiver.url,
		retryDelaysMs: [20, 40],
		webhookDelayMs: 100,
		...options,
	})
	const authorization = `Basic ${Buffer.from(`${options.secretKey ?? standInDefaults.secretKey}:`).toString('base64')}`
	/** A call to the gateway's API with the secret key; the answer's JSON. */
	async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
		const response = await fetch(`${standIn.url}${path}`, {
			method,
			headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		return { status: response.status, body: (await response.json()) as T }
	}
	return {
		standIn,
		receiver,
		secretKey: options.secretKey ?? standInDefaults.secretKey,
		webhookSecret: options.webhookSecret ?? standInDefaults.webhookSecret,
		call,
		async close() {
			await standIn.close()
			await receiver.close()
		},
	}
}
