import { createHmac } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import type { Charge, Refund } from './charges.ts'
import type { Customer } from './customers.ts'
import { startTestPaymentStandIn, type ReceivedWebhook, type TestPaymentStandIn } from './testing.ts'

let stand: TestPaymentStandIn
beforeAll(async () => {
	stand = await startTestPaymentStandIn()
})
afterAll(() => stand?.close())
afterEach(async () => {
	await stand.standIn.idle()
	stand.receiver.received.length = 0
})

const returnUri = 'http://127.0.0.1:3999/robtua-payment'
const promptPay = (extra: Record<string, unknown> = {}) =>
	stand.call<Charge>('POST', '/charges', { amount: 12000, currency: 'thb', source: { type: 'promptpay' }, metadata: { reference: 'pay_1' }, ...extra })
const card = (extra: Record<string, unknown> = {}) =>
	stand.call<Charge>('POST', '/charges', { amount: 12000, currency: 'thb', source: { type: 'card' }, return_uri: returnUri, metadata: { reference: 'pay_2' }, ...extra })

/** Checked here with its own HMAC, apart from the product's verifier and the stand-in's signer. */
function signedRight(webhook: ReceivedWebhook, secret: string) {
	const timestamp = String(webhook.headers['omise-signature-timestamp'])
	const expected = createHmac('sha256', Buffer.from(secret, 'base64')).update(`${timestamp}.${webhook.body}`).digest('hex')
	return webhook.headers['omise-signature'] === expected && Math.abs(Date.now() / 1000 - Number(timestamp)) < 60
}

describe('the charges API', () => {
	test('takes only the secret key', async () => {
		const response = await fetch(`${stand.standIn.url}/charges/chrg_test_x`, { headers: { authorization: `Basic ${Buffer.from('skey_test_wrong:').toString('base64')}` } })
		expect(response.status).toBe(401)
		expect(await response.json()).toMatchObject({ object: 'error', code: 'authentication_failure' })
		expect((await fetch(`${stand.standIn.url}/charges/chrg_test_x`)).status).toBe(401)
	})

	test('makes a pending PromptPay charge shaped as Omise answers one, and reads it back', async () => {
		const before = Date.now()
		const { status, body: charge } = await promptPay()
		expect(status).toBe(200)
		expect(charge).toMatchObject({
			object: 'charge',
			amount: 12000,
			currency: 'THB',
			status: 'pending',
			paid: false,
			refunded_amount: 0,
			authorize_uri: null,
			return_uri: null,
			metadata: { reference: 'pay_1' },
			source: { object: 'source', type: 'promptpay', flow: 'offline' },
			failure_code: null,
		})
		expect(charge.id).toMatch(/^chrg_test_[a-z0-9]+$/)
		// A day, as Omise's PromptPay charges, unless told otherwise.
		expect(Date.parse(charge.expires_at) - before).toBeGreaterThan(23.9 * 3600_000)
		expect((await stand.call('GET', `/charges/${charge.id}`)).body).toEqual(charge)
	})

	test('a card charge has the hosted page as its authorize_uri, and needs a return_uri', async () => {
		const { body: charge } = await card({ expires_in_minutes: 30 })
		expect(charge.authorize_uri).toBe(`${stand.standIn.publicUrl}/pay/${charge.id}`)
		expect(charge).toMatchObject({ source: null, card: { brand: 'Visa', last_digits: '4242' }, return_uri: returnUri })
		expect(Date.parse(charge.expires_at) - Date.parse(charge.created_at)).toBe(30 * 60_000)
		const refused = await stand.call('POST', '/charges', { amount: 12000, currency: 'thb', card: 'tokn_test_1' })
		expect(refused).toMatchObject({ status: 400, body: { object: 'error', code: 'invalid_charge' } })
		expect(String(refused.body.message)).toContain('return_uri')
	})

	test('refuses what Omise refuses: too small an amount, another currency, no source', async () => {
		for (const body of [
			{ amount: 1999, currency: 'thb', source: { type: 'promptpay' } },
			{ amount: 12.5, currency: 'thb', source: { type: 'promptpay' } },
			{ amount: 12000, currency: 'usd', source: { type: 'promptpay' } },
			{ amount: 12000, currency: 'thb' },
		]) {
			expect(await stand.call('POST', '/charges', body)).toMatchObject({ status: 400, body: { code: 'invalid_charge' } })
		}
		expect(await stand.call('GET', '/charges/chrg_test_nothing')).toMatchObject({ status: 404, body: { code: 'not_found' } })
	})

	test('the same Idempotency-Key answers the first charge again', async () => {
		const key = { 'idempotency-key': `order-${Math.random()}` }
		const first = await stand.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } }, key)
		const again = await stand.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } }, key)
		expect(again.body.id).toBe(first.body.id)
	})

	test('mark_as_paid settles it once and tells the webhook, signed', async () => {
		const { body: charge } = await promptPay()
		const paid = await stand.call<Charge>('POST', `/charges/${charge.id}/mark_as_paid`)
		expect(paid.body).toMatchObject({ status: 'successful', paid: true })
		expect(paid.body.paid_at).not.toBeNull()
		// The first attempt is over before the call answers.
		expect(stand.receiver.received).toHaveLength(1)
		const [webhook] = stand.receiver.received
		expect(webhook!.event).toMatchObject({ object: 'event', key: 'charge.complete', data: { id: charge.id, status: 'successful' } })
		expect(webhook!.event.id).toMatch(/^evnt_test_/)
		expect(signedRight(webhook!, stand.webhookSecret)).toBe(true)
		expect(await stand.call('POST', `/charges/${charge.id}/mark_as_paid`)).toMatchObject({ status: 400, body: { code: 'invalid_charge' } })
		const events = await stand.call<{ data: { id: string; webhook_deliveries: { status: number }[] }[] }>('GET', '/events')
		expect(events.body.data[0]).toMatchObject({ id: webhook!.event.id, webhook_deliveries: [{ status: 200 }] })
	})

	test('mark_as_failed and expire', async () => {
		const { body: one } = await promptPay()
		expect((await stand.call('POST', `/charges/${one.id}/mark_as_failed`)).body).toMatchObject({ status: 'failed', failure_code: 'payment_rejected', paid: false })
		const { body: two } = await promptPay()
		const failed = await stand.call('POST', `/charges/${two.id}/mark_as_failed`, { failure_code: 'timeout' })
		expect(failed.body).toMatchObject({ status: 'failed', failure_code: 'timeout' })
		const { body: three } = await promptPay()
		expect((await stand.call('POST', `/charges/${three.id}/expire`)).body).toMatchObject({ status: 'expired', expired: true })
		expect(stand.receiver.received.map((webhook) => webhook.event.data.status)).toEqual(['failed', 'failed', 'expired'])
	})

	test('refunds: partial, then the rest; never more than was paid, never an unpaid charge', async () => {
		const { body: charge } = await promptPay()
		expect(await stand.call('POST', `/charges/${charge.id}/refunds`, { amount: 100 })).toMatchObject({ status: 400, body: { code: 'failed_refund' } })
		await stand.call('POST', `/charges/${charge.id}/mark_as_paid`)
		const part = await stand.call<Refund>('POST', `/charges/${charge.id}/refunds`, { amount: 2000 })
		expect(part.body).toMatchObject({ object: 'refund', amount: 2000, charge: charge.id, currency: 'THB' })
		expect(part.body.id).toMatch(/^rfnd_test_/)
		expect(await stand.call('POST', `/charges/${charge.id}/refunds`, { amount: 10001 })).toMatchObject({ status: 400, body: { code: 'invalid_amount' } })
		await stand.call('POST', `/charges/${charge.id}/refunds`, { amount: 10000 })
		// Captured at once, so a whole refund leaves it successful, with nothing left to refund.
		expect((await stand.call('GET', `/charges/${charge.id}`)).body).toMatchObject({ status: 'successful', refunded_amount: 12000, refundable: false })
		expect(stand.receiver.received.map((webhook) => [webhook.event.key, webhook.event.data.id])).toEqual([
			['charge.complete', charge.id],
			['refund.create', part.body.id],
			['refund.create', expect.stringMatching(/^rfnd_test_/)],
		])
	})
})

describe('the hosted page', () => {
	const page = (path: string, headers: Record<string, string> = {}) => fetch(`${stand.standIn.url}${path}`, { headers })
	const press = (id: string, outcome: string, query = '') =>
		fetch(`${stand.standIn.url}/pay/${id}${query}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ outcome }),
			redirect: 'manual',
		})

	test('shows the amount and the buttons Pay, Decline and Cancel, in English', async () => {
		const { body: charge } = await card({ amount: 125000, description: 'Order 1042' })
		const response = await page(`/pay/${charge.id}`, { 'accept-language': 'en-GB,en;q=0.9' })
		const text = await response.text()
		expect(response.headers.get('content-type')).toContain('text/html')
		expect(text).toContain('<html lang="en">')
		expect(text).toContain('<h1>Payment</h1>')
		expect(text).toContain('฿1,250.00')
		expect(text).toContain('Order 1042')
		for (const name of ['Pay', 'Decline', 'Cancel']) expect(text).toMatch(new RegExp(`<button type="submit" name="outcome" value="[a-z]+"[^>]*>${name}</button>`))
		// The way back to the shop is allowed after the post (Chrome checks form-action on redirects).
		expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:3999")
	})

	test('in Thai, by the browser or by ?lang=th', async () => {
		const { body: charge } = await card()
		for (const [path, headers] of [
			[`/pay/${charge.id}`, { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' }],
			[`/pay/${charge.id}?lang=th`, { 'accept-language': 'en' }],
		] as const) {
			const text = await (await page(path, headers)).text()
			expect(text).toContain('<html lang="th">')
			expect(text).toContain('>ชำระเงิน</button>')
			expect(text).toContain('>ยกเลิก</button>')
			expect(text).toContain('฿120.00')
		}
		expect(await (await page(`/pay/${charge.id}?lang=th`)).text()).toContain(`action="/pay/${charge.id}?lang=th"`)
	})

	test.each([
		['pay', { status: 'successful', paid: true, failure_code: null }],
		['decline', { status: 'failed', paid: false, failure_code: 'insufficient_fund' }],
		['cancel', { status: 'failed', paid: false, failure_code: 'payment_cancelled' }],
	])('%s settles the charge, tells the webhook, then sends the buyer back with the charge id', async (outcome, expected) => {
		const { body: charge } = await card()
		const response = await press(charge.id, outcome)
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe(`${returnUri}?charge=${charge.id}`)
		expect(stand.receiver.received.map((webhook) => webhook.event.data)).toEqual([expect.objectContaining({ id: charge.id, ...expected })])
		expect((await stand.call('GET', `/charges/${charge.id}`)).body).toMatchObject(expected)
		// Pressed again (the back button): nothing changes, and the buyer goes back again.
		const again = await press(charge.id, 'decline')
		expect(again.headers.get('location')).toBe(`${returnUri}?charge=${charge.id}`)
		expect((await stand.call('GET', `/charges/${charge.id}`)).body).toMatchObject(expected)
		const settled = await (await page(`/pay/${charge.id}`)).text()
		expect(settled).not.toContain('<button')
		expect(settled).toContain(`href="${returnUri}?charge=${charge.id}"`)
	})

	test('keeps a return address that has a query of its own', async () => {
		const { body: charge } = await card({ return_uri: `${returnUri}?from=checkout` })
		expect((await press(charge.id, 'pay')).headers.get('location')).toBe(`${returnUri}?from=checkout&charge=${charge.id}`)
	})

	test('an unknown charge or outcome', async () => {
		const missing = await page('/pay/chrg_test_nothing')
		expect(missing.status).toBe(404)
		expect(await missing.text()).toContain('Payment not found')
		const { body: charge } = await card()
		const refused = await press(charge.id, 'steal')
		expect(refused.status).toBe(400)
		expect(await refused.text()).toMatch(/<button type="submit" name="outcome" value="pay"/)
		expect((await stand.call('GET', `/charges/${charge.id}`)).body).toMatchObject({ status: 'pending' })
		// A settled charge shows how it ended, as its page does, never the buttons again.
		await press(charge.id, 'pay')
		const after = await press(charge.id, 'steal')
		expect(after.status).toBe(400)
		expect(await after.text()).not.toContain('<button')
		expect((await press('chrg_test_nothing', 'pay')).status).toBe(404)
	})
})

describe('customers and saved cards', () => {
	const cardsReturn = 'http://127.0.0.1:3999/account/card'
	const newCustomer = () => stand.call<Customer>('POST', '/customers', { description: 'Somchai', metadata: { reference: 'prof_1' } })
	const cardPage = (id: string, query = `?return_uri=${encodeURIComponent(cardsReturn)}`, headers: Record<string, string> = {}) =>
		fetch(`${stand.standIn.url}/customers/${id}/cards/new${query}`, { headers })
	const pressCard = (id: string, outcome: string, returnTo = cardsReturn) =>
		fetch(`${stand.standIn.url}/customers/${id}/cards/new?return_uri=${encodeURIComponent(returnTo)}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ outcome }),
			redirect: 'manual',
		})
	/** A customer with a card saved on the hosted page: its ids. */
	async function customerWithCard(outcome = 'save') {
		const { body: customer } = await newCustomer()
		const location = new URL((await pressCard(customer.id, outcome)).headers.get('location')!)
		return { customerId: customer.id, cardId: location.searchParams.get('card')! }
	}
	const chargeSaved = (customer: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
		stand.call<Charge>('POST', '/charges', { amount: 29900, currency: 'thb', customer, metadata: { reference: 'inv_1' }, ...extra }, headers)

	test('a customer is made with no card, shaped as Omise answers one, only with the secret key', async () => {
		const { status, body: customer } = await newCustomer()
		expect(status).toBe(200)
		expect(customer).toMatchObject({ object: 'customer', description: 'Somchai', metadata: { reference: 'prof_1' }, default_card: null, cards: { object: 'list', data: [], total: 0 } })
		expect(customer.id).toMatch(/^cust_test_[a-z0-9]+$/)
		expect((await stand.call('GET', `/customers/${customer.id}`)).body).toEqual(customer)
		expect((await fetch(`${stand.standIn.url}/customers/${customer.id}`)).status).toBe(401)
		expect((await fetch(`${stand.standIn.url}/customers`, { method: 'POST' })).status).toBe(401)
		expect(await stand.call('GET', '/customers/cust_test_nothing')).toMatchObject({ status: 404, body: { code: 'not_found' } })
	})

	test('the card page: Save card, Save a card that declines and Cancel, in English or Thai, with no key', async () => {
		const { body: customer } = await newCustomer()
		const response = await cardPage(customer.id, undefined, { 'accept-language': 'en' })
		expect(response.status).toBe(200)
		const text = await response.text()
		expect(text).toContain('<h1>Add a card</h1>')
		for (const name of ['Save card', 'Save a card that declines', 'Cancel']) expect(text).toMatch(new RegExp(`<button type="submit" name="outcome" value="[a-z-]+"[^>]*>${name}</button>`))
		expect(text).toContain(`action="/customers/${customer.id}/cards/new?return_uri=${encodeURIComponent(cardsReturn)}"`)
		// The language link keeps the way back.
		expect(text).toContain(`href="/customers/${customer.id}/cards/new?return_uri=${encodeURIComponent(cardsReturn)}&amp;lang=th"`)
		expect(response.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:3999")
		const thai = await (await cardPage(customer.id, `?return_uri=${encodeURIComponent(cardsReturn)}&lang=th`)).text()
		expect(thai).toContain('<html lang="th">')
		expect(thai).toContain('>บันทึกบัตร</button>')
		expect(thai).toContain('&amp;lang=th"')
	})

	test.each([
		['save', '4242'],
		['save-declining', '0341'],
	])('%s saves the test card, makes it the default, and sends the person back with the customer and card', async (outcome, lastDigits) => {
		const { body: customer } = await newCustomer()
		const response = await pressCard(customer.id, outcome, `${cardsReturn}?from=renewal`)
		expect(response.status).toBe(303)
		const location = new URL(response.headers.get('location')!)
		const cardId = location.searchParams.get('card')!
		expect(cardId).toMatch(/^card_test_/)
		expect(location.toString()).toBe(`${cardsReturn}?from=renewal&customer=${customer.id}&card=${cardId}`)
		const { body: saved } = await stand.call<Customer>('GET', `/customers/${customer.id}`)
		expect(saved).toMatchObject({ default_card: cardId, cards: { total: 1, data: [{ object: 'card', id: cardId, brand: 'Visa', last_digits: lastDigits, expiration_month: 12, expiration_year: 2030 }] } })
		expect(await (await cardPage(customer.id)).text()).toContain(`Visa •••• ${lastDigits}, expires 12/2030 (default)`)
	})

	test('cancel sends the person back with no card saved', async () => {
		const { body: customer } = await newCustomer()
		const response = await pressCard(customer.id, 'cancel')
		expect(response.status).toBe(303)
		expect(response.headers.get('location')).toBe(`${cardsReturn}?customer=${customer.id}&cancelled=1`)
		expect((await stand.call<Customer>('GET', `/customers/${customer.id}`)).body.cards.total).toBe(0)
		expect((await pressCard(customer.id, 'constructor')).status).toBe(400)
	})

	test('refuses a return_uri that is not http(s), or none, and an unknown customer', async () => {
		const { body: customer } = await newCustomer()
		for (const query of ['', '?return_uri=javascript%3Aalert(1)', '?return_uri=ftp%3A%2F%2Fexample.com%2F', '?return_uri=not-a-url']) {
			const response = await cardPage(customer.id, query)
			expect(response.status).toBe(400)
			expect(await response.text()).not.toContain('<button')
		}
		expect((await pressCard(customer.id, 'save', 'javascript:alert(1)')).status).toBe(400)
		expect((await stand.call<Customer>('GET', `/customers/${customer.id}`)).body.cards.total).toBe(0)
		const missing = await cardPage('cust_test_nothing')
		expect(missing.status).toBe(404)
		expect(await missing.text()).toContain('Customer not found')
	})

	test('a charge on a saved card is paid at once, with no page, and its event follows', async () => {
		const { customerId, cardId } = await customerWithCard()
		const { status, body: charge } = await chargeSaved(customerId)
		expect(status).toBe(200)
		expect(charge).toMatchObject({ status: 'successful', paid: true, authorize_uri: null, customer: customerId, card: { id: cardId, brand: 'Visa', last_digits: '4242' }, source: null })
		await stand.standIn.idle()
		expect(stand.receiver.received.map((webhook) => [webhook.event.key, webhook.event.data])).toEqual([
			['charge.complete', expect.objectContaining({ id: charge.id, status: 'successful', customer: customerId })],
		])
	})

	test('a card that declines fails every charge with insufficient_fund; the card asked for is charged', async () => {
		const { customerId, cardId: paying } = await customerWithCard('save')
		await pressCard(customerId, 'save-declining')
		const { body: declined } = await chargeSaved(customerId)
		expect(declined).toMatchObject({ status: 'failed', paid: false, failure_code: 'insufficient_fund', card: { last_digits: '0341' } })
		const { body: paid } = await chargeSaved(customerId, { card: paying })
		expect(paid).toMatchObject({ status: 'successful', card: { id: paying, last_digits: '4242' } })
		await stand.standIn.idle()
		expect(stand.receiver.received.map((webhook) => webhook.event.data.status)).toEqual(['failed', 'successful'])
	})

	test('no card, or an unknown customer or card: refused, and nothing is charged', async () => {
		const { body: customer } = await newCustomer()
		expect(await chargeSaved(customer.id)).toMatchObject({ status: 400, body: { object: 'error', code: 'invalid_card' } })
		expect(await chargeSaved('cust_test_nothing')).toMatchObject({ status: 404, body: { code: 'not_found' } })
		const { customerId } = await customerWithCard()
		expect(await chargeSaved(customerId, { card: 'card_test_nothing' })).toMatchObject({ status: 404, body: { code: 'not_found' } })
		expect(await chargeSaved(customerId, { source: { type: 'promptpay' } })).toMatchObject({ status: 400, body: { code: 'invalid_charge' } })
		await stand.standIn.idle()
		expect(stand.receiver.received).toHaveLength(0)
	})

	test('a card is removed as Omise removes one, and then cannot be charged', async () => {
		const { customerId, cardId } = await customerWithCard()
		const removed = await stand.call('DELETE', `/customers/${customerId}/cards/${cardId}`)
		expect(removed).toEqual({ status: 200, body: { object: 'card', id: cardId, livemode: false, deleted: true } })
		expect((await stand.call<Customer>('GET', `/customers/${customerId}`)).body).toMatchObject({ default_card: null, cards: { total: 0, data: [] } })
		expect(await chargeSaved(customerId)).toMatchObject({ status: 400, body: { code: 'invalid_card' } })
		expect(await stand.call('DELETE', `/customers/${customerId}/cards/${cardId}`)).toMatchObject({ status: 404, body: { code: 'not_found' } })
	})

	test('PATCH with a card token attaches the test card that pays, as the default', async () => {
		const { customerId, cardId: declining } = await customerWithCard('save-declining')
		const { status, body: customer } = await stand.call<Customer>('PATCH', `/customers/${customerId}`, { card: 'tokn_test_anything' })
		expect(status).toBe(200)
		expect(customer.cards.data.map((card) => card.last_digits)).toEqual(['0341', '4242'])
		expect(customer.default_card).toBe(customer.cards.data[1]!.id)
		const { body: back } = await stand.call<Customer>('PATCH', `/customers/${customerId}`, { default_card: declining })
		expect(back.default_card).toBe(declining)
	})

	test('the same Idempotency-Key answers the first charge on a saved card, charged once', async () => {
		const { customerId } = await customerWithCard()
		const key = { 'idempotency-key': `renewal-${Math.random()}` }
		const [first, second] = await Promise.all([chargeSaved(customerId, {}, key), chargeSaved(customerId, {}, key)])
		expect(second.body.id).toBe(first.body.id)
		expect((await chargeSaved(customerId, {}, key)).body.id).toBe(first.body.id)
		await stand.standIn.idle()
		expect(stand.receiver.received).toHaveLength(1)
	})

	test('test mode: a saved card starts declining, then stops', async () => {
		const { customerId, cardId } = await customerWithCard()
		const on = await stand.call('POST', `/customers/${customerId}/cards/${cardId}/declines`, { declines: true })
		expect(on).toMatchObject({ status: 200, body: { object: 'customer', id: customerId } })
		expect((await chargeSaved(customerId)).body).toMatchObject({ status: 'failed', failure_code: 'insufficient_fund' })
		await stand.call('POST', `/customers/${customerId}/cards/${cardId}/declines`, { declines: false })
		expect((await chargeSaved(customerId)).body).toMatchObject({ status: 'successful' })
		expect(await stand.call('POST', `/customers/${customerId}/cards/card_test_nothing/declines`, { declines: true })).toMatchObject({ status: 404 })
		expect(await stand.call('POST', `/customers/${customerId}/cards/${cardId}/declines`, { declines: 'yes' })).toMatchObject({ status: 400 })
	})
})

describe('webhook delivery', () => {
	test('retries with backoff until the receiver answers 2xx', async () => {
		const flaky = await startTestPaymentStandIn({ answer: (_webhook, index) => (index < 2 ? 503 : 200) })
		try {
			const { body: charge } = await flaky.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } })
			await flaky.call('POST', `/charges/${charge.id}/mark_as_paid`)
			await flaky.standIn.idle()
			expect(flaky.receiver.received).toHaveLength(3)
			expect(new Set(flaky.receiver.received.map((webhook) => webhook.event.id)).size).toBe(1)
			// Each attempt is signed anew.
			expect(flaky.receiver.received.every((webhook) => signedRight(webhook, flaky.webhookSecret))).toBe(true)
		} finally {
			await flaky.close()
		}
	})

	test('gives up after its retries', async () => {
		const down = await startTestPaymentStandIn({ answer: () => 500 })
		try {
			const { body: charge } = await down.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } })
			await down.call('POST', `/charges/${charge.id}/mark_as_paid`)
			await down.standIn.idle()
			expect(down.receiver.received).toHaveLength(3)
		} finally {
			await down.close()
		}
	})

	test('twice: the same event, sent twice', async () => {
		const twice = (await promptPay({ metadata: { stand_in_webhooks: 'twice' } })).body
		await stand.call('POST', `/charges/${twice.id}/mark_as_paid`)
		await stand.standIn.idle()
		const ids = stand.receiver.received.map((webhook) => webhook.event.id)
		expect(ids).toHaveLength(2)
		expect(ids[0]).toBe(ids[1])
	})

	test('late: held for the delay before its first attempt', async () => {
		const before = Date.now()
		const late = (await promptPay({ metadata: { stand_in_webhooks: 'late' } })).body
		await stand.call('POST', `/charges/${late.id}/mark_as_paid`)
		await stand.standIn.idle()
		expect(stand.receiver.received).toHaveLength(1)
		// The test stand-in's delay is 100 ms (a timer may fire a millisecond early).
		expect(stand.receiver.received[0]!.at - before).toBeGreaterThanOrEqual(99)
	})

	test('out of order: a charge’s event is held until its next one has gone out', async () => {
		// A long hold, so the refund certainly comes while the payment's event waits.
		const unordered = await startTestPaymentStandIn({ quirks: new Set(['out-of-order']), webhookDelayMs: 60_000 })
		try {
			const { body: charge } = await unordered.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } })
			await unordered.call('POST', `/charges/${charge.id}/mark_as_paid`)
			expect(unordered.receiver.received).toHaveLength(0)
			await unordered.call('POST', `/charges/${charge.id}/refunds`, { amount: 1000 })
			await unordered.standIn.idle()
			expect(unordered.receiver.received.map((webhook) => webhook.event.key)).toEqual(['refund.create', 'charge.complete'])
		} finally {
			await unordered.close()
		}
	})
})

test('a charge past its time expires by itself, with its event', async () => {
	let now = new Date('2026-03-01T03:00:00Z')
	const timed = await startTestPaymentStandIn({ now: () => now, expireEveryMs: 60_000 })
	try {
		const { body: charge } = await timed.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' }, expires_at: '2026-03-01T10:15:00+07:00' })
		expect(charge.expires_at).toBe('2026-03-01T03:15:00.000Z')
		now = new Date('2026-03-01T03:15:00Z')
		expect((await timed.call('GET', `/charges/${charge.id}`)).body).toMatchObject({ status: 'expired', expired_at: '2026-03-01T03:15:00.000Z' })
		await timed.standIn.idle()
		expect(timed.receiver.received.map((webhook) => [webhook.event.key, webhook.event.data.status])).toEqual([['charge.complete', 'expired']])
	} finally {
		await timed.close()
	}
})

test('keeps its charges in its data directory across a restart', async () => {
	const dataDir = mkdtempSync(join(tmpdir(), 'robtua-payments-'))
	try {
		const first = await startTestPaymentStandIn({ dataDir })
		const { body: charge } = await first.call<Charge>('POST', '/charges', { amount: 5000, currency: 'thb', source: { type: 'promptpay' } })
		await first.call('POST', `/charges/${charge.id}/mark_as_paid`)
		const { body: customer } = await first.call<Customer>('POST', '/customers', { metadata: { reference: 'prof_1' } })
		const { body: withCard } = await first.call<Customer>('PATCH', `/customers/${customer.id}`, { card: 'tokn_test_1' })
		await first.call('POST', `/customers/${customer.id}/cards/${withCard.default_card}/declines`, { declines: true })
		await first.close()
		const second = await startTestPaymentStandIn({ dataDir })
		expect((await second.call('GET', `/charges/${charge.id}`)).body).toMatchObject({ id: charge.id, status: 'successful' })
		expect((await second.call('GET', `/customers/${customer.id}`)).body).toEqual(withCard)
		expect((await second.call('POST', '/charges', { amount: 5000, currency: 'thb', customer: customer.id })).body).toMatchObject({ status: 'failed', failure_code: 'insufficient_fund' })
		await second.standIn.idle()
		await second.close()
	} finally {
		rmSync(dataDir, { recursive: true, force: true })
	}
})
