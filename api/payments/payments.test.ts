import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { startTestPaymentStandIn, type TestPaymentStandIn } from '#payments/testing.ts'
import { PaymentGatewayError } from './gateway.ts'
import { paymentGatewayFromConfig } from './setup.ts'
import { createStandInGateway } from './stand-in-gateway.ts'

// The product's gateway against the stand-in process it runs with locally and in the browser tests.

let stand: TestPaymentStandIn
let gateway: ReturnType<typeof createStandInGateway>
const returnUri = 'http://127.0.0.1:3999/robtua-payment'

beforeAll(async () => {
	stand = await startTestPaymentStandIn()
	gateway = createStandInGateway({ url: stand.standIn.url, secretKey: stand.secretKey, webhookSecret: stand.webhookSecret })
})
afterAll(() => stand?.close())
afterEach(async () => {
	await stand.standIn.idle()
	stand.receiver.received.length = 0
})

/** The last webhook the stand-in sent, verified as the API's route will. */
function lastEvent() {
	const webhook = stand.receiver.received.at(-1)
	if (!webhook) throw new Error('no webhook came')
	return gateway.verifyWebhook(webhook.body, webhook.headers as Record<string, string>)
}

describe('the stand-in through the gateway interface', () => {
	test('a PromptPay charge: made, read back, marked paid, told by a signed event, refunded', async () => {
		const expiresAt = new Date(Date.now() + 30 * 60_000)
		const charge = await gateway.createCharge({ amountSatang: 12000, method: 'promptpay', returnUri, reference: 'pay_01', metadata: { order_number: '1042' }, expiresAt })
		expect(charge).toMatchObject({ amountSatang: 12000, method: 'promptpay', status: 'pending', paid: false, reference: 'pay_01', metadata: { order_number: '1042', reference: 'pay_01' }, qrImageUri: null })
		expect(charge.expiresAt?.getTime()).toBe(expiresAt.getTime())
		expect(await gateway.readCharge(charge.id)).toEqual(charge)

		await gateway.testMode.markPaid(charge.id)
		const event = lastEvent()
		expect(event).toMatchObject({ key: 'charge.complete', chargeId: charge.id, charge: { status: 'successful', paid: true } })
		expect(event.id).toMatch(/^evnt_test_/)

		const refund = await gateway.refund(charge.id, 2000)
		expect(refund).toMatchObject({ chargeId: charge.id, amountSatang: 2000 })
		expect(lastEvent()).toMatchObject({ key: 'refund.create', chargeId: charge.id, refund: { id: refund.id } })
		expect(await gateway.readCharge(charge.id)).toMatchObject({ status: 'successful', refundedSatang: 2000 })
	})

	test('a card charge is paid on the hosted page, which sends the buyer back with the charge id', async () => {
		const charge = await gateway.createCharge({ amountSatang: 45000, method: 'card', returnUri, reference: 'pay_02' })
		expect(charge.authorizeUri).toBe(`${stand.standIn.publicUrl}/pay/${charge.id}`)
		const page = await (await fetch(charge.authorizeUri!)).text()
		expect(page).toContain('฿450.00')
		const pressed = await fetch(charge.authorizeUri!, { method: 'POST', body: new URLSearchParams({ outcome: 'pay' }), redirect: 'manual' })
		expect(pressed.headers.get('location')).toBe(`${returnUri}?charge=${charge.id}`)
		expect(lastEvent().charge).toMatchObject({ id: charge.id, status: 'successful' })
		expect(await gateway.readCharge(charge.id)).toMatchObject({ status: 'successful', paid: true })
	})

	test('declined, cancelled and expired charges say why', async () => {
		const declined = await gateway.createCharge({ amountSatang: 5000, method: 'card', returnUri, reference: 'pay_03' })
		await fetch(declined.authorizeUri!, { method: 'POST', body: new URLSearchParams({ outcome: 'decline' }), redirect: 'manual' })
		expect(await gateway.readCharge(declined.id)).toMatchObject({ status: 'failed', failureCode: 'insufficient_fund' })
		const cancelled = await gateway.createCharge({ amountSatang: 5000, method: 'card', returnUri, reference: 'pay_04' })
		await fetch(cancelled.authorizeUri!, { method: 'POST', body: new URLSearchParams({ outcome: 'cancel' }), redirect: 'manual' })
		expect(await gateway.readCharge(cancelled.id)).toMatchObject({ status: 'failed', failureCode: 'payment_cancelled' })
		const expired = await gateway.createCharge({ amountSatang: 5000, method: 'promptpay', returnUri, reference: 'pay_05' })
		expect(await gateway.testMode.expire(expired.id)).toMatchObject({ status: 'expired', paid: false })
		expect(lastEvent()).toMatchObject({ chargeId: expired.id, charge: { status: 'expired' } })
	})

	test('the same idempotency key makes one charge', async () => {
		const input = { amountSatang: 5000, method: 'promptpay' as const, returnUri, reference: 'pay_06', idempotencyKey: `pay_06-${Date.now()}` }
		const [first, second] = await Promise.all([gateway.createCharge(input), gateway.createCharge(input)])
		expect(second!.id).toBe(first!.id)
		expect((await gateway.createCharge(input)).id).toBe(first!.id)
	})

	test('its refusals: an unknown charge, a second refund beyond what was paid, a wrong key', async () => {
		await expect(gateway.readCharge('chrg_test_nothing')).rejects.toMatchObject({ code: 'not_found', status: 404 })
		const charge = await gateway.createCharge({ amountSatang: 5000, method: 'promptpay', returnUri, reference: 'pay_07' })
		await expect(gateway.refund(charge.id, 5000)).rejects.toMatchObject({ code: 'failed_refund' })
		await gateway.testMode.markPaid(charge.id)
		await expect(gateway.refund(charge.id, 5001)).rejects.toMatchObject({ code: 'invalid_amount' })
		const stranger = createStandInGateway({ url: stand.standIn.url, secretKey: 'skey_test_someone_else', webhookSecret: stand.webhookSecret })
		await expect(stranger.readCharge(charge.id)).rejects.toMatchObject({ code: 'authentication_failure', status: 401 })
	})

	test('a stand-in that is not running is unreachable, not a crash', async () => {
		const nowhere = createStandInGateway({ url: 'http://127.0.0.1:9', secretKey: stand.secretKey, webhookSecret: stand.webhookSecret, timeoutMs: 2000 })
		await expect(nowhere.readCharge('chrg_test_x')).rejects.toBeInstanceOf(PaymentGatewayError)
		await expect(nowhere.readCharge('chrg_test_x')).rejects.toMatchObject({ code: 'unreachable' })
	})

	test('delivered twice: the same event id both times, for the receiver to keep once', async () => {
		const charge = await gateway.createCharge({ amountSatang: 5000, method: 'promptpay', returnUri, reference: 'pay_08', metadata: { stand_in_webhooks: 'twice' } })
		await gateway.testMode.markPaid(charge.id)
		await stand.standIn.idle()
		const events = stand.receiver.received.map((webhook) => gateway.verifyWebhook(webhook.body, webhook.headers as Record<string, string>))
		expect(events).toHaveLength(2)
		expect(events[0]!.id).toBe(events[1]!.id)
	})

	test('a customer’s card: added on the card page, charged at once, declining on demand, removed', async () => {
		const customer = await gateway.createCustomer({ reference: 'prof_01', description: 'Somchai Jaidee' })
		expect(customer).toEqual({ id: expect.stringMatching(/^cust_test_/), cards: [], defaultCardId: null })
		expect(await gateway.readCustomer(customer.id)).toEqual(customer)

		const cardsReturn = 'http://127.0.0.1:3999/account/card?step=2'
		const page = gateway.cardPageUri(customer.id, cardsReturn)
		expect(page).toBe(`${stand.standIn.publicUrl}/customers/${customer.id}/cards/new?return_uri=${encodeURIComponent(cardsReturn)}`)
		expect(await (await fetch(page)).text()).toContain('Add a card')
		const saved = await fetch(page, { method: 'POST', body: new URLSearchParams({ outcome: 'save' }), redirect: 'manual' })
		const back = new URL(saved.headers.get('location')!)
		expect(back.searchParams.get('customer')).toBe(customer.id)
		const card = { id: back.searchParams.get('card')!, brand: 'Visa', lastDigits: '4242', expirationMonth: 12, expirationYear: 2030 }
		expect(await gateway.readCustomer(customer.id)).toEqual({ id: customer.id, cards: [card], defaultCardId: card.id })

		const paid = await gateway.createCharge({ amountSatang: 29900, method: 'card', customerId: customer.id, returnUri, reference: 'inv_01' })
		expect(paid).toMatchObject({ method: 'card', status: 'successful', paid: true, authorizeUri: null, reference: 'inv_01' })
		await stand.standIn.idle()
		expect(lastEvent()).toMatchObject({ key: 'charge.complete', chargeId: paid.id, charge: { status: 'successful' } })

		expect(await gateway.testMode.setCardDeclines(customer.id, card.id, true)).toMatchObject({ id: customer.id, defaultCardId: card.id })
		const declined = await gateway.createCharge({ amountSatang: 29900, method: 'card', customerId: customer.id, cardId: card.id, returnUri, reference: 'inv_02' })
		expect(declined).toMatchObject({ status: 'failed', paid: false, failureCode: 'insufficient_fund', authorizeUri: null })
		await gateway.testMode.setCardDeclines(customer.id, card.id, false)

		await gateway.removeCard(customer.id, card.id)
		expect(await gateway.readCustomer(customer.id)).toEqual({ id: customer.id, cards: [], defaultCardId: null })
		await expect(gateway.createCharge({ amountSatang: 29900, method: 'card', customerId: customer.id, returnUri, reference: 'inv_03' })).rejects.toMatchObject({
			code: 'invalid_card',
			status: 400,
		})
		await expect(gateway.removeCard(customer.id, card.id)).rejects.toMatchObject({ code: 'not_found', status: 404 })
	})

	test('attachCard saves the stand-in’s test card that pays, whatever the token; the card page is at the public address', async () => {
		const customer = await gateway.createCustomer({ reference: 'prof_02' })
		const attached = await gateway.attachCard(customer.id, 'tokn_test_anything')
		expect(attached.cards).toEqual([expect.objectContaining({ lastDigits: '4242' })])
		expect(attached.defaultCardId).toBe(attached.cards[0]!.id)
		const behindAProxy = createStandInGateway({ url: stand.standIn.url, publicUrl: 'http://localhost:9240/', secretKey: stand.secretKey, webhookSecret: stand.webhookSecret })
		expect(behindAProxy.cardPageUri(customer.id, 'http://localhost:3000/r')).toBe(`http://localhost:9240/customers/${customer.id}/cards/new?return_uri=http%3A%2F%2Flocalhost%3A3000%2Fr`)
	})

	test('the same idempotency key charges a saved card once', async () => {
		const customer = await gateway.attachCard((await gateway.createCustomer({ reference: 'prof_03', idempotencyKey: `prof_03-${Date.now()}` })).id, 'tokn_test_1')
		const input = { amountSatang: 29900, method: 'card' as const, customerId: customer.id, returnUri, reference: 'inv_04', idempotencyKey: `inv_04-${Date.now()}` }
		const [first, second] = await Promise.all([gateway.createCharge(input), gateway.createCharge(input)])
		expect(second!.id).toBe(first!.id)
		expect((await gateway.createCharge(input)).id).toBe(first!.id)
		await stand.standIn.idle()
		expect(stand.receiver.received).toHaveLength(1)
	})

	test('the default configuration is this stand-in with its default key and secret', async () => {
		const configured = paymentGatewayFromConfig({
			PAYMENT_GATEWAY: 'stand-in',
			PAYMENT_GATEWAY_URL: stand.standIn.url,
			PAYMENT_SECRET_KEY: stand.secretKey,
			PAYMENT_WEBHOOK_SECRET: stand.webhookSecret,
			PAYMENT_TIMEOUT_MS: 5000,
		})
		expect(configured.kind).toBe('stand-in')
		const charge = await configured.createCharge({ amountSatang: 5000, method: 'promptpay', returnUri, reference: 'pay_09' })
		expect((await configured.readCharge(charge.id)).id).toBe(charge.id)
	})
})
