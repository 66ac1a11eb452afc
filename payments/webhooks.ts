import { createHmac } from 'node:crypto'
import type { Logger } from 'pino'
import { newId } from './charges.ts'

// The stand-in's events, signed and delivered as Opn Payments (Omise) delivers its own: a POST of the
// event as JSON with `Omise-Signature` (hex HMAC-SHA256 over "{timestamp}.{raw body}", keyed with the
// base64-decoded webhook secret) and `Omise-Signature-Timestamp` (Unix seconds). The event's id is in
// the signed body. The product's verifier (api/payments) is written apart from this on purpose: a
// mistake made in both would otherwise cancel out.

export type EventKey = 'charge.complete' | 'refund.create'

export type WebhookEvent = {
	object: 'event'
	id: string
	livemode: false
	location: string
	key: EventKey
	created_at: string
	data: unknown
	/** Each attempt at delivering it: the receiver's status, or 0 when it did not answer. */
	webhook_deliveries: { uri: string; status: number; at: string }[]
}

/**
 * How deliveries misbehave, for testing a receiver: `twice` sends every event twice (the same event, a
 * fresh timestamp and signature), `late` holds each one for the delay first, and `out-of-order` holds each
 * event of a charge until the charge's next one has gone out (or the delay has passed).
 */
export const deliveryQuirks = ['twice', 'late', 'out-of-order'] as const
export type DeliveryQuirk = (typeof deliveryQuirks)[number]

export function parseQuirks(text: unknown): Set<DeliveryQuirk> {
	if (typeof text !== 'string') return new Set()
	const words = text.split(/[\s,]+/).filter(Boolean)
	return new Set(words.filter((word): word is DeliveryQuirk => deliveryQuirks.includes(word as DeliveryQuirk)))
}

export function signWebhook(secret: string, timestamp: number, body: string): string {
	return createHmac('sha256', Buffer.from(secret, 'base64')).update(`${timestamp}.${body}`).digest('hex')
}

export type WebhookSenderOptions = {
	/** Where events go: the product API's webhook. */
	url: string
	/** The webhook secret, base64, as the gateway's dashboard shows it. */
	secret: string
	/** Quirks every charge gets unless its metadata names its own (`stand_in_webhooks`). */
	quirks?: Set<DeliveryQuirk>
	/** How long `late` and `out-of-order` hold an event. */
	delayMs?: number
	/** The wait before each retry when the receiver does not answer 2xx: by default 1, 2, 4 and 8 s. */
	retryDelaysMs?: number[]
	logger?: Pick<Logger, 'info' | 'warn'>
	now?: () => Date
	fetch?: typeof fetch
}

export function createWebhookSender(options: WebhookSenderOptions) {
	const retryDelays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000]
	const delayMs = options.delayMs ?? 3000
	const send = options.fetch ?? fetch
	const now = () => options.now?.() ?? new Date()
	const timers = new Set<NodeJS.Timeout>()
	const running = new Set<Promise<void>>()
	/** Per charge, the event `out-of-order` holds back until the next one; `flush` sends it (once). */
	const held = new Map<string, { flush: () => Promise<void> }>()
	let closed = false

	function later(ms: number, run: () => void) {
		const timer = setTimeout(() => {
			timers.delete(timer)
			run()
		}, ms)
		timers.add(timer)
		return timer
	}

	function track(work: Promise<void>) {
		running.add(work)
		void work.finally(() => running.delete(work))
		return work
	}

	async function attempt(event: WebhookEvent): Promise<number> {
		const body = JSON.stringify(event, (key, value) => (key === 'webhook_deliveries' ? undefined : value))
		const timestamp = Math.floor(now().getTime() / 1000)
		const status = await send(options.url, {
			method: 'POST',
			headers: {
				'content-type': 'application/json',
				'user-agent': 'robtua-payment-stand-in',
				'omise-signature': signWebhook(options.secret, timestamp, body),
				'omise-signature-timestamp': String(timestamp),
			},
			body,
			signal: AbortSignal.timeout(5000),
		}).then(
			async (response) => {
				await response.body?.cancel()
				return response.status
			},
			() => 0,
		)
		event.webhook_deliveries.push({ uri: options.url, status, at: now().toISOString() })
		return status
	}

	/** One delivery with its retries; resolves after the first attempt, the retries go on by themselves. */
	async function deliverOnce(event: WebhookEvent): Promise<void> {
		const retry = async (index: number) => {
			if (closed) return
			const status = await attempt(event)
			const done = status >= 200 && status < 300
			// 410 Gone: the receiver wants no more of these.
			if (done || status === 410) {
				options.logger?.info({ event: event.id, key: event.key, status }, 'webhook delivered')
				return
			}
			const wait = retryDelays[index]
			if (wait === undefined) {
				options.logger?.warn({ event: event.id, key: event.key, status, attempts: index + 1 }, 'webhook not delivered: gave up')
				return
			}
			options.logger?.info({ event: event.id, key: event.key, status, retryInMs: wait }, 'webhook not delivered: will retry')
			later(wait, () => void track(retry(index + 1)))
		}
		await track(retry(0))
	}

	function deliverNow(event: WebhookEvent, quirks: Set<DeliveryQuirk>): Promise<void> {
		const first = deliverOnce(event)
		return quirks.has('twice') ? first.then(() => deliverOnce(event)) : first
	}

	return {
		/**
		 * Sends the event, as the charge's quirks say; resolves once its first attempt is over (or at once
		 * when it is held back), so a page can redirect after the receiver has heard.
		 */
		deliver(event: WebhookEvent, chargeId: string, quirks: Set<DeliveryQuirk> = options.quirks ?? new Set()): Promise<void> {
			if (closed) return Promise.resolve()
			if (quirks.has('out-of-order')) {
				const before = held.get(chargeId)
				if (before) {
					held.delete(chargeId)
					// The newer event first, then the one held back.
					return deliverNow(event, quirks).then(before.flush)
				}
				let sent = false
				const entry = {
					flush: () => {
						if (sent) return Promise.resolve()
						sent = true
						clearTimeout(timer)
						timers.delete(timer)
						if (held.get(chargeId) === entry) held.delete(chargeId)
						return deliverNow(event, quirks)
					},
				}
				held.set(chargeId, entry)
				const timer = later(delayMs, () => void entry.flush())
				return Promise.resolve()
			}
			if (quirks.has('late')) {
				later(delayMs, () => void deliverNow(event, quirks))
				return Promise.resolve()
			}
			return deliverNow(event, quirks)
		},
		/** Resolves when nothing is being sent and nothing waits (tests). */
		async idle() {
			while (running.size > 0 || timers.size > 0) {
				await Promise.all([...running])
				if (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10))
			}
		},
		close() {
			closed = true
			for (const timer of timers) clearTimeout(timer)
			timers.clear()
			held.clear()
		},
	}
}

export type WebhookSender = ReturnType<typeof createWebhookSender>

export function newEvent(key: EventKey, data: unknown, at: Date): WebhookEvent {
	const id = newId('evnt')
	// A copy: the event says what the charge was when it happened, not what it becomes.
	return { object: 'event', id, livemode: false, location: `/events/${id}`, key, created_at: at.toISOString(), data: structuredClone(data), webhook_deliveries: [] }
}
