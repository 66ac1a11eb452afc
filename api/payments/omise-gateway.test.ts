import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { PaymentGatewayError, WebhookVerificationError } from './gateway.ts'
import { createOmiseGateway, OMISE_API_VERSION } from './omise-gateway.ts'
import { paymentGatewayFromConfig } from './setup.ts'
import { signWebhook } from './webhook-signature.ts'

// The Omise gateway against Omise's answers (__fixtures__/omise), through a fake fetch: no network.

const answer = (name: string) => readFileSync(new URL(`./__fixtures__/omise/${name}.json`, import.meta.url), 'utf8')
const secretKey = 'skey_test_61hw0a1b2c3d4e5f6g7'
const webhookSecret = Buffer.from('an-omise-webhook-secret-for-tests').toString('base64')

type Sent = { method: string; url: string; headers: Record<string, string>; body: Record<string, unknown> | undefined }

/** A fetch that answers each "METHOD path" with a recorded answer, and keeps what was sent. */
function fakeOmise(answers: Record<string, { status?: number; body: string } | (() => never)>) {
	const sent: Sent[] = []
	const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
		const url = new URL(String(input))
		const method = init.method ?? 'GET'
		sent.push({ method, url: url.toString(), headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(String(init.body)) : undefined })
		const found = answers[`${method} ${url.pathname}`]
		if (!found) return new Response(answer('error-not-found'), { status: 404, headers: { 'content-type': 'application/json' } })
		if (typeof found === 'function') return found()
		return new Response(found.body, { status: found.status ?? 200, headers: { 'content-type': 'application/json' } })
	}
	return { sent, gateway: createOmiseGateway({ secretKey, webhookSecret, fetch: fetch as typeof globalThis.fetch }) }
}

describe('charges through Omise', () => {
	test('a PromptPay charge: what is sent, and the gateway’s QR image in the answer', async () => {
		const { sent, gateway } = fakeOmise({ 'POST /charges': { body: answer('charge-promptpay-pending') } })
		const charge = await gateway.createCharge({
			amountSatang: 12000,
			method: 'promptpay',
			returnUri: 'https://robtua.example/robtua-payment',
			reference: 'pay_01',
			metadata: { order_number: '1042' },
			description: 'Order 1042',
			expiresAt: new Date('2026-03-01T03:30:00Z'),
			idempotencyKey: 'order-1042-payment-1',
		})
		expect(sent).toHaveLength(1)
		const [request] = sent
		expect(request!.method).toBe('POST')
		expect(request!.url).toBe('https://api.omise.co/charges')
		expect(request!.headers).toMatchObject({
			authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
			'omise-version': OMISE_API_VERSION,
			'content-type': 'application/json',
			'idempotency-key': 'order-1042-payment-1',
		})
		expect(request!.body).toEqual({
			amount: 12000,
			currency: 'thb',
			source: { type: 'promptpay' },
			return_uri: 'https://robtua.example/robtua-payment',
			description: 'Order 1042',
			metadata: { order_number: '1042', reference: 'pay_01' },
			expires_at: '2026-03-01T03:30:00.000Z',
		})
		expect(charge).toEqual({
			id: 'chrg_test_61hx4vn2s0cl9m3k5qa',
			amountSatang: 12000,
			status: 'pending',
			paid: false,
			method: 'promptpay',
			failureCode: null,
			failureMessage: null,
			authorizeUri: null,
			returnUri: 'https://robtua.example/robtua-payment',
			qrImageUri: 'https://api.omise.co/charges/chrg_test_61hx4vn2s0cl9m3k5qa/documents/docu_test_61hx4vnb1xkq7t0f3zs/downloads/2B7A41C09E5D3F18',
			reference: 'pay_01',
			metadata: { order_number: '1042', reference: 'pay_01' },
			expiresAt: new Date('2026-03-01T03:30:00Z'),
			paidAt: null,
			refundedSatang: 0,
			createdAt: new Date('2026-03-01T03:00:04Z'),
		})
	})

	test('a card charge sends the Omise.js token, and answers where 3-D Secure happens', async () => {
		const { sent, gateway } = fakeOmise({ 'POST /charges': { body: answer('charge-card-pending') } })
		const charge = await gateway.createCharge({ amountSatang: 45000, method: 'card', cardToken: 'tokn_test_61hy0rz1', returnUri: 'https://robtua.example/robtua-payment', reference: 'pay_02' })
		expect(sent[0]!.body).toMatchObject({ card: 'tokn_test_61hy0rz1', amount: 45000 })
		expect(sent[0]!.body).not.toHaveProperty('source')
		expect(charge).toMatchObject({ method: 'card', status: 'pending', authorizeUri: 'https://pay.omise.co/payments/pay2_test_61hy0s2u7n3a5x9q1ke/authorize', qrImageUri: null })
	})

	test('a card charge without a token is refused before anything is sent', async () => {
		const { sent, gateway } = fakeOmise({})
		await expect(gateway.createCharge({ amountSatang: 45000, method: 'card', returnUri: 'https://robtua.example/robtua-payment', reference: 'pay_02' })).rejects.toMatchObject({
			name: 'PaymentGatewayError',
			code: 'card_token_required',
		})
		expect(sent).toHaveLength(0)
	})

	test('reads a charge back: paid, or declined with its reason', async () => {
		const { sent, gateway } = fakeOmise({
			'GET /charges/chrg_test_61hx4vn2s0cl9m3k5qa': { body: answer('charge-promptpay-successful') },
			'GET /charges/chrg_test_61hy0s2m9e4lq7c8t5b': { body: answer('charge-card-failed') },
		})
		expect(await gateway.readCharge('chrg_test_61hx4vn2s0cl9m3k5qa')).toMatchObject({ status: 'successful', paid: true, paidAt: new Date('2026-03-01T03:04:41Z') })
		expect(await gateway.readCharge('chrg_test_61hy0s2m9e4lq7c8t5b')).toMatchObject({ status: 'failed', paid: false, failureCode: 'insufficient_fund' })
		expect(sent.map((request) => [request.method, request.body])).toEqual([
			['GET', undefined],
			['GET', undefined],
		])
	})

	test('refunds part of a charge', async () => {
		const { sent, gateway } = fakeOmise({ 'POST /charges/chrg_test_61hx4vn2s0cl9m3k5qa/refunds': { body: answer('refund') } })
		const refund = await gateway.refund('chrg_test_61hx4vn2s0cl9m3k5qa', 5000, { idempotencyKey: 'refund-1' })
		expect(refund).toEqual({ id: 'rfnd_test_61hz8k1d3s5q0w7m2xa', chargeId: 'chrg_test_61hx4vn2s0cl9m3k5qa', amountSatang: 5000, createdAt: new Date('2026-03-02T08:15:30Z') })
		expect(sent[0]).toMatchObject({ body: { amount: 5000 }, headers: { 'idempotency-key': 'refund-1' } })
	})

	test('Omise’s refusals become PaymentGatewayError with its code and status', async () => {
		const { gateway } = fakeOmise({
			'POST /charges': { status: 400, body: answer('error-invalid-charge') },
			'GET /charges/chrg_test_locked': { status: 401, body: answer('error-authentication-failure') },
			'POST /charges/chrg_test_61hx4vn2s0cl9m3k5qa/refunds': { status: 400, body: answer('error-failed-refund') },
		})
		await expect(gateway.createCharge({ amountSatang: 1000, method: 'promptpay', returnUri: 'https://robtua.example/r', reference: 'x' })).rejects.toMatchObject({
			code: 'invalid_charge',
			status: 400,
			message: expect.stringContaining('2000 satangs'),
		})
		await expect(gateway.readCharge('chrg_test_locked')).rejects.toMatchObject({ code: 'authentication_failure', status: 401 })
		await expect(gateway.readCharge('chrg_test_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 })
		await expect(gateway.refund('chrg_test_61hx4vn2s0cl9m3k5qa', 100)).rejects.toMatchObject({ code: 'failed_refund', status: 400 })
	})

	test('no answer, an answer that is not JSON, and a charge in another currency', async () => {
		const paidInDollars = JSON.stringify({ ...JSON.parse(answer('charge-promptpay-successful')), currency: 'USD' })
		const { gateway } = fakeOmise({
			'GET /charges/chrg_test_down': () => {
				throw new TypeError('fetch failed')
			},
			'GET /charges/chrg_test_proxy': { status: 502, body: '<html>Bad gateway</html>' },
			'GET /charges/chrg_test_dollars': { body: paidInDollars },
			'GET /charges/chrg_test_strange': { body: JSON.stringify({ object: 'charge', id: 'chrg_test_strange', amount: '12000' }) },
		})
		await expect(gateway.readCharge('chrg_test_down')).rejects.toMatchObject({ code: 'unreachable', status: null })
		await expect(gateway.readCharge('chrg_test_proxy')).rejects.toMatchObject({ code: 'bad_answer', status: 502 })
		await expect(gateway.readCharge('chrg_test_dollars')).rejects.toMatchObject({ code: 'bad_answer' })
		await expect(gateway.readCharge('chrg_test_strange')).rejects.toBeInstanceOf(PaymentGatewayError)
	})

	test('an id from outside never becomes another path', async () => {
		const { sent, gateway } = fakeOmise({})
		for (const id of ['../account', 'chrg_test_1/refunds', 'chrg?x=1', '']) {
			await expect(gateway.readCharge(id)).rejects.toMatchObject({ code: 'not_found' })
		}
		expect(sent).toHaveLength(0)
	})
})

describe('customers and saved cards through Omise', () => {
	const customerId = 'cust_test_61j2k5p8n1c7r4w0z2e'
	const cardId = 'card_test_61j2k7q0b3x9m5s1v8d'

	test('a customer is made with the product’s reference, and a card tokenised by Omise.js is attached', async () => {
		const { sent, gateway } = fakeOmise({
			'POST /customers': { body: answer('customer-new') },
			[`PATCH /customers/${customerId}`]: { body: answer('customer-with-card') },
			[`GET /customers/${customerId}`]: { body: answer('customer-with-card') },
		})
		const customer = await gateway.createCustomer({ reference: 'prof_01', description: 'Somchai Jaidee', idempotencyKey: 'customer-prof_01' })
		expect(customer).toEqual({ id: customerId, cards: [], defaultCardId: null })
		expect(sent[0]).toMatchObject({
			method: 'POST',
			url: 'https://api.omise.co/customers',
			body: { description: 'Somchai Jaidee', metadata: { reference: 'prof_01' } },
			headers: { 'idempotency-key': 'customer-prof_01', 'omise-version': OMISE_API_VERSION },
		})
		const attached = await gateway.attachCard(customerId, 'tokn_test_61j2k6z')
		const card = { id: cardId, brand: 'Visa', lastDigits: '4242', expirationMonth: 12, expirationYear: 2030 }
		expect(attached).toEqual({ id: customerId, cards: [card], defaultCardId: cardId })
		expect(sent[1]).toMatchObject({ method: 'PATCH', url: `https://api.omise.co/customers/${customerId}`, body: { card: 'tokn_test_61j2k6z' } })
		expect(await gateway.readCustomer(customerId)).toEqual(attached)
	})

	test('Omise has no page for adding a card: the product tokenises it with Omise.js', () => {
		const { gateway } = fakeOmise({})
		expect(() => gateway.cardPageUri(customerId, 'https://robtua.example/cards')).toThrow(expect.objectContaining({ name: 'PaymentGatewayError', code: 'card_token_required' }))
	})

	test('a charge on a saved card sends the customer (and card), and is settled in its answer', async () => {
		const { sent, gateway } = fakeOmise({ 'POST /charges': { body: answer('charge-customer-successful') } })
		const charge = await gateway.createCharge({
			amountSatang: 29900,
			method: 'card',
			customerId,
			cardId,
			returnUri: 'https://robtua.example/robtua-payment',
			reference: 'inv_01',
			idempotencyKey: 'inv_01-1',
		})
		expect(sent[0]!.body).toMatchObject({ amount: 29900, currency: 'thb', customer: customerId, card: cardId, metadata: { reference: 'inv_01' } })
		expect(sent[0]!.body).not.toHaveProperty('source')
		expect(sent[0]!.headers).toMatchObject({ 'idempotency-key': 'inv_01-1' })
		expect(charge).toMatchObject({ id: 'chrg_test_61j3a0c5f2h8k1n4q7t', method: 'card', status: 'successful', paid: true, authorizeUri: null, reference: 'inv_01' })
		// The default card: no card id is sent, and no token is needed.
		await gateway.createCharge({ amountSatang: 29900, method: 'card', customerId, returnUri: 'https://robtua.example/robtua-payment', reference: 'inv_02' })
		expect(sent[1]!.body).toMatchObject({ customer: customerId })
		expect(sent[1]!.body).not.toHaveProperty('card')
	})

	test('a saved card pays card charges only, and is charged with its customer', async () => {
		const { sent, gateway } = fakeOmise({})
		await expect(gateway.createCharge({ amountSatang: 29900, method: 'promptpay', customerId, returnUri: 'https://robtua.example/r', reference: 'x' })).rejects.toMatchObject({ code: 'invalid_charge' })
		await expect(gateway.createCharge({ amountSatang: 29900, method: 'card', cardId, returnUri: 'https://robtua.example/r', reference: 'x' })).rejects.toMatchObject({ code: 'invalid_charge' })
		expect(sent).toHaveLength(0)
	})

	test('removes a card; a customer or card that is not there is not_found; an id never becomes another path', async () => {
		const { sent, gateway } = fakeOmise({ [`DELETE /customers/${customerId}/cards/${cardId}`]: { body: answer('card-deleted') } })
		await expect(gateway.removeCard(customerId, cardId)).resolves.toBeUndefined()
		expect(sent[0]).toMatchObject({ method: 'DELETE', url: `https://api.omise.co/customers/${customerId}/cards/${cardId}` })
		await expect(gateway.removeCard(customerId, 'card_test_gone')).rejects.toMatchObject({ code: 'not_found', status: 404 })
		await expect(gateway.readCustomer('cust_test_missing')).rejects.toMatchObject({ code: 'not_found', status: 404 })
		await expect(gateway.readCustomer('../charges')).rejects.toMatchObject({ code: 'not_found' })
		await expect(gateway.removeCard(customerId, 'card_1/../x')).rejects.toMatchObject({ code: 'not_found' })
		expect(sent).toHaveLength(3)
	})

	test('a customer answer that is not one is a bad answer', async () => {
		const { gateway } = fakeOmise({ [`GET /customers/${customerId}`]: { body: JSON.stringify({ object: 'customer', id: customerId, cards: [] }) } })
		await expect(gateway.readCustomer(customerId)).rejects.toMatchObject({ code: 'bad_answer' })
	})
})

describe('Omise webhooks', () => {
	const now = new Date('2026-03-01T03:04:45Z')
	const timestamp = Math.floor(now.getTime() / 1000)
	const headersFor = (body: string, at = timestamp) => ({ 'Omise-Signature': signWebhook(webhookSecret, at, body), 'Omise-Signature-Timestamp': String(at) })

	test('charge.complete: the event and its charge', () => {
		const { gateway } = fakeOmise({})
		const body = answer('event-charge-complete')
		const event = gateway.verifyWebhook(body, headersFor(body), now)
		expect(event).toMatchObject({ id: 'evnt_test_61hx5b2k8r0t4m6q1zc', key: 'charge.complete', chargeId: 'chrg_test_61hx4vn2s0cl9m3k5qa', refund: null })
		expect(event.charge).toMatchObject({ status: 'successful', paid: true, reference: 'pay_01' })
		expect(event.createdAt).toEqual(new Date('2026-03-01T03:04:42Z'))
	})

	test('refund.create: the refund and the charge it belongs to', () => {
		const { gateway } = fakeOmise({})
		const body = answer('event-refund-create')
		const event = gateway.verifyWebhook(body, new Headers(headersFor(body)), now)
		expect(event).toMatchObject({ key: 'refund.create', chargeId: 'chrg_test_61hx4vn2s0cl9m3k5qa', charge: null, refund: { id: 'rfnd_test_61hz8k1d3s5q0w7m2xa', amountSatang: 5000 } })
	})

	test('signed with another secret, or changed on the way, or old: refused', () => {
		const { gateway } = fakeOmise({})
		const body = answer('event-charge-complete')
		const forged = { 'Omise-Signature': signWebhook(Buffer.from('someone-else').toString('base64'), timestamp, body), 'Omise-Signature-Timestamp': String(timestamp) }
		expect(() => gateway.verifyWebhook(body, forged, now)).toThrow(WebhookVerificationError)
		expect(() => gateway.verifyWebhook(body.replace('"successful"', '"pending"'), headersFor(body), now)).toThrow(expect.objectContaining({ reason: 'bad_signature' }))
		expect(() => gateway.verifyWebhook(body, headersFor(body, timestamp - 3600), now)).toThrow(expect.objectContaining({ reason: 'stale_timestamp' }))
	})

	test('the configuration chooses Omise, at its own address', async () => {
		const calls: string[] = []
		const gateway = paymentGatewayFromConfig(
			{ PAYMENT_GATEWAY: 'omise', PAYMENT_SECRET_KEY: secretKey, PAYMENT_WEBHOOK_SECRET: webhookSecret, PAYMENT_TIMEOUT_MS: 1000 },
			{
				fetch: (async (input: string | URL | Request) => {
					calls.push(String(input))
					return new Response(answer('charge-promptpay-successful'), { status: 200 })
				}) as typeof fetch,
			},
		)
		expect(gateway.kind).toBe('omise')
		await gateway.readCharge('chrg_test_61hx4vn2s0cl9m3k5qa')
		expect(calls).toEqual(['https://api.omise.co/charges/chrg_test_61hx4vn2s0cl9m3k5qa'])
	})
})
