import { createHmac, timingSafeEqual } from 'node:crypto'
import { WebhookVerificationError, type WebhookHeaders } from './gateway.ts'

// Opn Payments' (Omise's) webhook signature, which the stand-in makes too: `Omise-Signature` is the hex
// HMAC-SHA256 of "{Omise-Signature-Timestamp}.{raw body}", keyed with the base64-decoded webhook secret;
// while a secret is being rolled it carries two signatures, comma-separated. The timestamp is Unix seconds.

export const SIGNATURE_HEADER = 'omise-signature'
export const TIMESTAMP_HEADER = 'omise-signature-timestamp'
/** How far a webhook's timestamp may be from our clock, either way (Stripe's and Svix's default too). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

export function headerOf(headers: WebhookHeaders, name: string): string | undefined {
	if (headers instanceof Headers) return headers.get(name) ?? undefined
	const key = Object.keys(headers).find((each) => each.toLowerCase() === name)
	const value = key === undefined ? undefined : headers[key]
	return Array.isArray(value) ? value.join(',') : value
}

/** The signature a gateway sends with `rawBody` at `timestamp` (tests, and a receiver's own checks). */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
	return createHmac('sha256', Buffer.from(secret, 'base64')).update(`${timestamp}.${rawBody}`).digest('hex')
}

/**
 * Throws WebhookVerificationError unless one of the signatures is right for the exact bytes received and
 * the timestamp is within the tolerance of `now`. Replays inside the window are the receiver's to refuse,
 * by the event's id.
 */
export function verifyWebhookSignature(rawBody: string, headers: WebhookHeaders, options: { secret: string; now?: Date; toleranceSeconds?: number }) {
	const signatures = headerOf(headers, SIGNATURE_HEADER)
	if (!signatures) throw new WebhookVerificationError('missing_signature', `no ${SIGNATURE_HEADER} header`)
	const timestampText = headerOf(headers, TIMESTAMP_HEADER)?.trim() ?? ''
	if (!/^\d{1,12}$/.test(timestampText)) throw new WebhookVerificationError('bad_timestamp', `${TIMESTAMP_HEADER} is not a Unix time in seconds`)
	const timestamp = Number(timestampText)

	const expected = Buffer.from(signWebhook(options.secret, timestamp, rawBody), 'hex')
	const matches = signatures.split(',').some((candidate) => {
		const text = candidate.trim()
		if (!/^[0-9a-f]{64}$/i.test(text)) return false
		return timingSafeEqual(Buffer.from(text, 'hex'), expected)
	})
	if (!matches) throw new WebhookVerificationError('bad_signature', 'the signature does not match the body')

	// Checked after the signature, so a stale timestamp is known to be the gateway's own (a late retry, a replay).
	const now = (options.now ?? new Date()).getTime() / 1000
	const tolerance = options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS
	if (Math.abs(now - timestamp) > tolerance) throw new WebhookVerificationError('stale_timestamp', `the timestamp is more than ${tolerance} s from now`)
}
