import { expect, switchLanguage, test } from './fixtures.ts'

test('switching to Thai keeps the page and remembers the choice', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled, context }) => {
	await visit('/about-robtua')
	await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en')

	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page).toHaveURL(/\/about-robtua$/)
	await expect(page.getByRole('heading', { level: 1, name: 'เกี่ยวกับ Robtua' })).toBeVisible()
	await expect(page.getByRole('combobox', { name: 'ภาษา' })).toHaveValue('th')
	await expect(page).toHaveTitle('เกี่ยวกับ Robtua')
	await expect(page.getByRole('status').filter({ hasText: 'เปลี่ยนเป็นภาษาไทยแล้ว' })).toBeVisible()

	const cookie = (await context.cookies()).find((c) => c.name === 'lng')
	expect(cookie?.value).toBe('th')
	// About a year, as docs/product.md#constants-and-limits says.
	expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)

	await visit('/')
	await expect(page.locator('html')).toHaveAttribute('lang', 'th')
	await expect(page.getByRole('heading', { level: 1, name: 'ทุกสิ่งรอบตัว ในที่เดียว' })).toBeVisible()

	await switchLanguage(page, 'English', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'Everything around you, in one place' })).toBeVisible()
})

test('Thai comes from the browser language when nothing was chosen', { tag: '@same-without-js' }, async ({ browser }) => {
	const context = await browser.newContext({ locale: 'th-TH' })
	const page = await context.newPage()
	await page.goto('/')
	await expect(page.locator('html')).toHaveAttribute('lang', 'th')
	await context.close()
})

test('an unknown language is refused with a message', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'posting a forged value needs a script')
	await page.goto('/')
	// Forge the option only once React owns the page: changing server markup before hydration is a
	// hydration mismatch, not what a person could do. (The "Change" button is hidden from the first paint,
	// so it tells nothing; the page marks itself interactive once React runs it.)
	await page.waitForFunction(() => window.__robtuaInteractive)
	await page.locator('form.language-switcher select').evaluate((select) => {
		const option = document.createElement('option')
		option.value = 'xx'
		option.textContent = 'xx'
		select.append(option)
	})
	await page.locator('form.language-switcher select').selectOption('xx')
	await expect(page.getByRole('status').filter({ hasText: 'That language is not available.' })).toBeVisible()
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
