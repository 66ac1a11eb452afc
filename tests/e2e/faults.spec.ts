import { request as httpRequest } from 'node:http'
import { startFaultStack, waitForOk, type FaultStack } from './fault-stack.ts'
import { expect, test } from './fixtures.ts'
import { demoAccounts, submitSignIn } from './identity-forms.ts'

// When parts fail: the API paused (slow, then back), stopped and restarted under load, and each server
// stopped with requests in flight. A stack of its own, so stopping parts of it spares the other tests.
// Once with JavaScript and once without; a phone's screen adds nothing here.
test.skip(({ isMobile }) => isMobile, 'the same requests as on a desktop')
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let stack: FaultStack
test.beforeAll(async () => {
	test.setTimeout(120_000)
	stack = await startFaultStack()
})
test.afterAll(async () => stack?.close())

const busyTitle = 'Robtua is busy right now'

/** Signed in on the account page: asked for first, so signing in returns there. */
async function signedIn(page: import('@playwright/test').Page) {
	await page.goto(`${stack.webUrl}/account`)
	await expect(page).toHaveURL(/\/login$/)
	await submitSignIn(page, demoAccounts.user.username, 'Robtua#2026')
	await expect(page).toHaveURL(/\/account$/)
}

test('with the API paused, a page is the busy page (503) and a form keeps what was typed; both recover when it is back', async ({ page, javaScriptEnabled }) => {
	await signedIn(page)
	await page.goto(`${stack.webUrl}/account/update`)
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
	await page.getByRole('textbox', { name: 'City' }).fill('Khon Kaen')
	await page.getByRole('textbox', { name: 'Province' }).fill('Isan typed during an outage')

	stack.api.pause()
	try {
		const sent = Date.now()
		const post = page.waitForResponse((r) => r.request().method() === 'POST')
		await page.getByRole('button', { name: 'Save' }).click()
		const answer = await post
		expect(answer.status()).toBe(503)
		expect(answer.headers()['retry-after']).toBe('5')
		// A read gives up at 3 s; the page then answers at once from what the person last saw.
		expect(Date.now() - sent).toBeLessThan(6_000)
		await expect(page.getByRole('alert')).toContainText('this was not sent. Everything you entered is still here')
		await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Khon Kaen')
		await expect(page.getByRole('textbox', { name: 'Province' })).toHaveValue('Isan typed during an outage')

		const asked = Date.now()
		const response = await page.goto(`${stack.webUrl}/account`)
		expect(response?.status()).toBe(503)
		expect(response?.headers()['retry-after']).toBe('5')
		expect(Date.now() - asked).toBeLessThan(5_000)
		await expect(page.getByRole('heading', { level: 1, name: busyTitle })).toBeVisible()
		// In the page's own layout: the site's navigation and language switcher are there; a link, no timed refresh.
		await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
		// Who this is could not be asked: the header offers no sign-in to someone who may be signed in.
		await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0)
		await expect(page.getByRole('main').getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account')
		expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0)

		// Pages that need no API go on; the load balancer is told to stop sending.
		expect((await page.goto(`${stack.webUrl}/about-robtua`))?.status()).toBe(200)
		const ready = await page.request.get(`${stack.webUrl}/readyz`)
		expect(ready.status()).toBe(503)
	} finally {
		stack.api.resume()
	}

	// Back within 5 s of the API's return, and the form sends as it was typed.
	const back = Date.now()
	await expect(async () => expect((await page.request.get(`${stack.webUrl}/account`)).status()).toBe(200)).toPass({ intervals: [100], timeout: 5_000 })
	expect(Date.now() - back).toBeLessThan(5_000)
	await page.goto(`${stack.webUrl}/account/update`)
	await expect(page.getByRole('textbox', { name: 'City' })).not.toHaveValue('Khon Kaen')
})

test('the busy page is in Thai for Thai readers', { tag: '@same-without-js' }, async ({ page, context }) => {
	await signedIn(page)
	await context.addCookies([{ name: 'lng', value: 'th', url: stack.webUrl }])
	stack.api.pause()
	try {
		const response = await page.goto(`${stack.webUrl}/account`)
		expect(response?.status()).toBe(503)
		await expect(page.getByRole('heading', { level: 1, name: 'ขณะนี้รอบตัวมีผู้ใช้งานจำนวนมาก' })).toBeVisible()
	} finally {
		stack.api.resume()
	}
})

test('an API restart under load gives busy pages, never 500s, and the web serves again within 5 s', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'the same requests without a browser script')
	await signedIn(page)
	const statuses: number[] = []
	let running = true
	const loop = async () => {
		while (running) statuses.push((await page.request.get(`${stack.webUrl}/account`, { maxRedirects: 0 })).status())
	}
	const load = Promise.all([loop(), loop(), loop(), loop()])
	await new Promise((r) => setTimeout(r, 500))
	const stopped = await stack.api.stop()
	expect(stopped).toEqual({ code: 0, signal: null })
	await new Promise((r) => setTimeout(r, 1_000))
	await stack.api.start()
	const back = Date.now()
	await expect(async () => expect((await page.request.get(`${stack.webUrl}/account`)).status()).toBe(200)).toPass({ intervals: [100], timeout: 5_000 })
	expect(Date.now() - back).toBeLessThan(5_000)
	running = false
	await load
	expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
	expect(statuses).toContain(503)
})

test('SIGTERM lets every in-flight request finish, on the API and on the web', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'the same requests without a browser script')
	await signedIn(page)
	const cookies = (await page.context().cookies(stack.webUrl)).map((c) => `${c.name}=${c.value}`).join('; ')
	const account = () => fetch(`${stack.webUrl}/account`, { headers: { Cookie: cookies }, redirect: 'manual' }).then((r) => r.status, (e: Error) => e.message)

	// The API stops while requests are arriving: each one it took is finished (its body still coming in).
	const token = await stack.accessToken(demoAccounts.user.username, 'Robtua#2026')
	const slowSaves = Array.from({ length: 4 }, (_, i) => slowJsonRequest(`${stack.apiUrl}/v1/me`, token, { city: `Drained ${i}` }))
	await Promise.all(slowSaves.map((save) => save.started))
	const apiStopped = stack.api.stop()
	await new Promise((r) => setTimeout(r, 500))
	expect(await Promise.all(slowSaves.map((save) => save.finish()))).toEqual(Array(4).fill(200))
	expect(await apiStopped).toEqual({ code: 0, signal: null })
	await stack.api.start()

	// The web stops while its pages are being made (the API is slow): each is finished and sent. The
	// paused API then has eight pages' reads to catch up on, which on a busy machine takes longer than the
	// web's 3 s read limit (the outage test checks that limit): here the web waits for as long as it drains.
	await stack.web.stop()
	await stack.web.start({ API_READ_TIMEOUT_MS: '10000' })
	stack.api.pause()
	const inFlight = Array.from({ length: 8 }, account)
	await new Promise((r) => setTimeout(r, 300))
	const began = Date.now()
	const webStopped = stack.web.stop()
	await new Promise((r) => setTimeout(r, 500))
	stack.api.resume()
	expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200))
	expect(await webStopped).toEqual({ code: 0, signal: null })
	// Within the configured time (10 s here).
	expect(Date.now() - began).toBeLessThan(10_000)
	await stack.web.start()
	await waitForOk(`${stack.webUrl}/readyz`)
})

test('people who leave pages while they load leave the web serving', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'the same requests without a browser script')
	await signedIn(page)
	const cookies = (await page.context().cookies(stack.webUrl)).map((c) => `${c.name}=${c.value}`).join('; ')
	// Pages that ask the API several things at once, each left at a moment while it asks.
	for (const path of ['/collections', '/', '/feed', '/dag', '/search?q=coffee']) {
		for (let leftAfterMs = 2; leftAfterMs <= 80; leftAfterMs += 6) {
			const leaving = new AbortController()
			// Left while asking, or while the answer was coming: either way the person has gone.
			const asked = fetch(`${stack.webUrl}${path}`, { headers: { Cookie: cookies }, signal: leaving.signal })
				.then((r) => r.arrayBuffer())
				.catch(() => undefined)
			setTimeout(() => leaving.abort(), leftAfterMs)
			await asked
		}
	}
	await new Promise((resolve) => setTimeout(resolve, 300))
	// The process is still there and serving (a rejection nobody handled would have ended it: no answer at
	// all). On a busy machine the API may take a moment over the reads those pages left behind, and the
	// page is the busy page meanwhile.
	await expect(async () => {
		expect((await fetch(`${stack.webUrl}/readyz`)).status).toBe(200)
		expect((await fetch(`${stack.webUrl}/collections`, { headers: { Cookie: cookies } })).status).toBe(200)
	}).toPass({ intervals: [250], timeout: 15_000 })
})

/** A PATCH whose body arrives in two parts: `started` once the API has its headers, `finish` sends the rest. */
function slowJsonRequest(url: string, token: string, body: object) {
	const text = JSON.stringify(body)
	const request = httpRequest(url, {
		method: 'PATCH',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) },
	})
	const status = new Promise<number | string>((resolve) => {
		request.on('response', (response) => (response.resume(), resolve(response.statusCode ?? 0)))
		request.on('error', (error) => resolve(error.message))
	})
	request.flushHeaders()
	request.write(text.slice(0, 5))
	const started = new Promise((r) => setTimeout(r, 300))
	return {
		started,
		finish: () => (request.end(text.slice(5)), status),
	}
}

test('a create sent twice (its answer lost, or a second click) makes one record', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'the same requests without a browser script')
	await signedIn(page)
	await page.getByRole('link', { name: 'See your profile' }).click()
	await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/)
	const profileUrl = page.url()
	await page.goto(`${profileUrl}/form/about-us/education-experience/create`)
	await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Experience' })
	await page.getByRole('textbox', { name: 'Title' }).fill('Sent twice chef')
	await page.getByRole('textbox', { name: 'School or organisation' }).fill('Baan Suan')
	await page.getByLabel('Started on').fill('2021-03-01')
	// The form as the browser would send it, idempotency key included, sent twice.
	const form = page.locator('form', { has: page.getByRole('textbox', { name: 'Title' }) })
	const fields = await form.evaluate((element: HTMLFormElement) => [...new FormData(element)].map(([name, value]) => [name, String(value)]))
	expect(fields.find(([name]) => name === 'idempotencyKey')?.[1]).toMatch(/^[0-9a-f-]{36}$/)
	const action = new URL((await form.getAttribute('action')) ?? page.url(), page.url()).href
	for (let send = 0; send < 2; send++) {
		const answer = await page.request.post(action, { form: Object.fromEntries(fields), headers: { Origin: stack.webUrl }, maxRedirects: 0 })
		expect(answer.status()).toBe(302)
	}
	await page.goto(profileUrl)
	await expect(page.getByRole('heading', { level: 3, name: 'Sent twice chef' })).toHaveCount(1)
})

test('a conversation open in the browser keeps arriving across an API restart: what was sent meanwhile comes once, nothing missed', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'live messages need the browser script; without it the page is read again')
	await signedIn(page)
	// The shop's owner answers through the API, as the business, while the customer reads in the browser.
	const [customer, owner] = [await stack.accessToken(demoAccounts.user.username, 'Robtua#2026'), await stack.accessToken(demoAccounts.owner.username, 'Robtua#2026')]
	const as = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' })
	const me = (await (await fetch(`${stack.apiUrl}/v1/me`, { headers: as(owner) })).json()) as { businessUsers: Array<{ id: string }> }
	const shop = me.businessUsers[0]!.id
	const first = await fetch(`${stack.apiUrl}/v1/business-users/${shop}/chat/messages`, { method: 'POST', headers: as(customer), body: JSON.stringify({ clientId: crypto.randomUUID(), text: 'Open until when?' }) })
	const { roomId } = (await first.json()) as { roomId: string }
	const answer = (text: string) => fetch(`${stack.apiUrl}/v1/chat/rooms/${roomId}/messages`, { method: 'POST', headers: as(owner), body: JSON.stringify({ clientId: crypto.randomUUID(), text }) })

	await page.goto(`${stack.webUrl}/chat/${roomId}`)
	// Live from here: the page never reads itself again, so what shows below came through its stream (its
	// time limits are the expect default: on a busy machine a message took over 2 s to show).
	await page.waitForFunction(() => window.__robtuaInteractive)
	const messages = page.getByRole('region', { name: 'Messages' })
	await expect(messages.getByText('Open until when?')).toBeVisible()
	expect((await answer('Until eight')).status).toBe(201)
	await expect(messages.getByText('Until eight')).toBeVisible()

	await stack.api.stop()
	await stack.api.start()
	// Sent before the browser's stream is back: it must still arrive, once.
	for (const text of ['Back again 1', 'Back again 2']) expect((await answer(text)).status).toBe(201)
	await expect(messages.getByText('Back again 2')).toBeVisible({ timeout: 10_000 })
	expect((await answer('Back again 3')).status).toBe(201)
	await expect(messages.getByText('Back again 3')).toBeVisible()
	for (const text of ['Until eight', 'Back again 1', 'Back again 2', 'Back again 3']) await expect(messages.getByText(text, { exact: true })).toHaveCount(1)
})
