import { describe, expect, test } from 'vitest'
import { WebhookVerificationError } from './gateway.ts'
import { createStandInGateway } from './stand-in-gateway.ts'
import { signWebhook, verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts'

const secret = 'cm9idHVhLXdlYmhvb2stc2VjcmV0LWZvci10ZXN0cyE='
const now = new Date('2026-01-01T00:00:00Z')
const timestamp = now.getTime() / 1000

function rejection(run: () => unknown) {
	try {
		run()
	} catch (error) {
		if (error instanceof WebhookVerificationError) return error.reason
		throw error
	}
	return 'accepted'
}

describe('the webhook signature', () => {
	test('HMAC-SHA256 of "{timestamp}.{body}" keyed with the base64-decoded secret, in hex (a vector worked out apart)', () => {
		expect(signWebhook(secret, 1767225600, '{"object":"event","id":"evnt_test_vector"}')).toBe('ec24b7d9dc627e189de7a85f65e0ca0bd814d1cc4345739a80f0293fe9994c93')
	})

	const body = '{"object":"event","id":"evnt_test_1","key":"charge.complete","created_at":"2026-01-01T00:00:00Z","data":{}}'
	const signed = (at = timestamp, text = body) => ({ 'omise-signature': signWebhook(secret, at, text), 'omise-signature-timestamp': String(at) })
	const verify = (text: string, headers: Record<string, string | undefined>) => rejection(() => verifyWebhookSignature(text, headers, { secret, now }))

	test('good: the exact body, signed now', () => {
		expect(verify(body, signed())).toBe('accepted')
	})

	test('bad: another secret, a tampered body, a signature cut short or missing', () => {
		expect(verify(body, { ...signed(), 'omise-signature': signWebhook(Buffer.from('another secret!!').toString('base64'), timestamp, body) })).toBe('bad_signature')
		expect(verify(body.replace('charge.complete', 'refund.create'), signed())).toBe('bad_signature')
		// The same event re-serialised (a parser's spacing) is not the body that was signed.
		expect(verify(JSON.stringify(JSON.parse(body), null, 1), signed())).toBe('bad_signature')
		expect(verify(body, { ...signed(), 'omise-signature': signed()['omise-signature'].slice(0, 32) })).toBe('bad_signature')
		expect(verify(body, { 'omise-signature-timestamp': String(timestamp) })).toBe('missing_signature')
	})

	test('a signature for another timestamp does not fit this one', () => {
		expect(verify(body, { ...signed(timestamp - 10), 'omise-signature-timestamp': String(timestamp) })).toBe('bad_signature')
	})

	test('stale: more than five minutes either way', () => {
		expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300)
		expect(verify(body, signed(timestamp - 300))).toBe('accepted')
		expect(verify(body, signed(timestamp + 300))).toBe('accepted')
		expect(verify(body, signed(timestamp - 301))).toBe('stale_timestamp')
		expect(verify(body, signed(timestamp + 301))).toBe('stale_timestamp')
		expect(verify(body, { ...signed(), 'omise-signature-timestamp': undefined })).toBe('bad_timestamp')
		expect(verify(body, { ...signed(), 'omise-signature-timestamp': '2026-01-01T00:00:00Z' })).toBe('bad_timestamp')
	})

	test('while a secret is rolled, either of two signatures will do; header names in any case', () => {
		const headers = signed()
		expect(verify(body, { 'Omise-Signature': `${'0'.repeat(64)}, ${headers['omise-signature']}`, 'OMISE-SIGNATURE-TIMESTAMP': headers['omise-signature-timestamp'] })).toBe('accepted')
		expect(rejection(() => verifyWebhookSignature(body, new Headers(headers), { secret, now }))).toBe('accepted')
	})
})

describe("a gateway's verifyWebhook", () => {
	const gateway = createStandInGateway({ url: 'http://127.0.0.1:9', secretKey: 'skey_test_x', webhookSecret: secret })

	test('answers the event id for the caller to dedupe on, and the charge id to read back', () => {
		const body = JSON.stringify({ object: 'event', id: 'evnt_test_2', key: 'charge.complete', created_at: '2026-01-01T00:00:00Z', data: { object: 'charge', id: 'chrg_test_2', weird: true } })
		const event = gateway.verifyWebhook(body, { 'omise-signature': signWebhook(secret, timestamp, body), 'omise-signature-timestamp': String(timestamp) }, now)
		// A charge it cannot read whole still names itself: the caller reads it back.
		expect(event).toMatchObject({ id: 'evnt_test_2', key: 'charge.complete', chargeId: 'chrg_test_2', charge: null })
	})

	test('a signed body that is not an event is refused', () => {
		const body = '{"hello":"world"}'
		expect(rejection(() => gateway.verifyWebhook(body, { 'omise-signature': signWebhook(secret, timestamp, body), 'omise-signature-timestamp': String(timestamp) }, now))).toBe('bad_body')
	})
})
