import { expect, test } from './fixtures.ts'

test('a path that matches nothing shows Page Not Found with the path', { tag: '@same-without-js' }, async ({ page }) => {
	const response = await page.goto('/no/such/page?x=1')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('/no/such/page')
	// The layout stays: header, language switcher and a way home.
	await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible()
	await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
	await expect(page).toHaveURL(/\/$/)
})

test('the not-found page is accessible and in Thai for Thai readers', { tag: '@same-without-js' }, async ({ page, context, visit }) => {
	await visit('/missing-page')
	await context.addCookies([{ name: 'lng', value: 'th', url: page.url() }])
	await visit('/หน้าที่ไม่มี')
	await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้านี้' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('/หน้าที่ไม่มี')
})

test('/404 is the page denied navigations land on: it names the page asked for and leads back', { tag: '@same-without-js' }, async ({ page, visit }) => {
	await visit('/404')
	await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	const response = await page.request.get('/404')
	expect(response.status()).toBe(404)

	await visit('/404?from=%2Fbusiness-account%2Fx%2Fbusiness-user%2Fcreate&back=%2Fabout-robtua')
	await expect(page.locator('.error-page__path')).toHaveText('/business-account/x/business-user/create')
	await page.getByRole('link', { name: 'Go back' }).click()
	await expect(page).toHaveURL(/\/about-robtua$/)
	// Only paths of this site: anything else is neither shown as asked for nor offered as the way back.
	await page.goto('/404?from=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example')
	await expect(page.locator('.error-page__path')).toHaveText('/404')
	await expect(page.getByRole('link', { name: 'Go back' })).toHaveCount(0)
})

test('health, readiness and build endpoints answer', { tag: '@same-without-js' }, async ({ request }) => {
	const health = await request.get('/healthz')
	expect(health.status()).toBe(200)
	expect(health.headers()['x-content-type-options']).toBe('nosniff')
	// The whole stack is up: the web reaches the product API and the identity service.
	const ready = await request.get('/readyz')
	expect(ready.status()).toBe(200)
	expect(await ready.json()).toEqual({ status: 'ready', checks: { api: 'ok', identity: 'ok' } })
	const latest = await request.get(`/builds/latest.json?t=${Date.now()}`)
	expect(latest.headers()['cache-control']).toBe('no-store')
	expect((await latest.json()).id).toMatch(/^[a-f0-9]{8}$/)
})

test('what the web server refuses before any page (a method, a body, an origin) says why and is never cached', { tag: '@same-without-js' }, async ({ request }) => {
	const refused = [
		await request.post('/login', { data: '{"intent":"sign-in"}', headers: { 'Content-Type': 'application/json' }, failOnStatusCode: false }),
		await request.fetch('/login', { method: 'PUT', form: { intent: 'sign-in' }, failOnStatusCode: false }),
		await request.post('/login', { form: { intent: 'sign-in' }, headers: { Origin: 'https://attacker.example' }, failOnStatusCode: false }),
	]
	expect(refused.map((response) => response.status())).toEqual([415, 405, 403])
	for (const response of refused) {
		expect(response.headers()['cache-control']).toBe('no-store')
		expect(response.headers()['x-content-type-options']).toBe('nosniff')
	}
	expect(await refused[2]!.text()).toBe('403: This form was sent from another site and was refused.\n')
	const thai = await request.post('/login', { form: { intent: 'sign-in' }, headers: { Origin: 'https://attacker.example', Cookie: 'lng=th' }, failOnStatusCode: false })
	expect(await thai.text()).toBe('403: แบบฟอร์มนี้ถูกส่งมาจากเว็บไซต์อื่นจึงถูกปฏิเสธ\n')
})

