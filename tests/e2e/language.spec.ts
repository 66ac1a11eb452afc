import type { Route } from '@playwright/test'
import { expect, switchLanguage, test } from './fixtures.ts'
import { newDemoBusinessUser } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

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

test('the page stays when another post finishes while the language changes', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'two posts at once from one page need a script')
	const shop = await newDemoBusinessUser(`Tea house ${Math.random().toString(36).slice(2, 8)}`)
	await newSignedInPerson(page, { prefix: 'switcher' })
	await page.goto(`/business-user/${shop.id}`)
	await page.waitForFunction(() => window.__robtuaInteractive)
	const pagesBack = await page.evaluate(() => history.length)
	// The follow is held until the language's post is under way, then let go: it finishes, and the page's
	// data is read again, while the language's post still waits.
	const held: { follow?: () => void; language?: () => void } = {}
	const hold = (name: keyof typeof held) => (route: Route) => {
		if (route.request().method() !== 'POST') return route.continue()
		// The page may have given up on the post by then (it has, where the person is sent away).
		void new Promise<void>((resolve) => (held[name] = resolve)).then(() => route.continue().catch(() => undefined))
	}
	await page.route('**/resources/follow*', hold('follow'))
	await page.route('**/resources/language*', hold('language'))
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect.poll(() => Boolean(held.follow)).toBe(true)
	await page.locator('form.language-switcher select').selectOption({ label: 'ไทย' })
	await expect.poll(() => Boolean(held.language)).toBe(true)
	const readAgain = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'))
	held.follow!()
	await readAgain
	held.language!()
	await expect(page.locator('html')).toHaveAttribute('lang', 'th')
	await expect(page).toHaveURL(new RegExp(`/business-user/${shop.id}$`))
	await expect(page.getByRole('button', { name: 'กำลังติดตาม' })).toHaveAttribute('aria-pressed', 'true')
	// The same page in another language takes the place of the first in the history.
	expect(await page.evaluate(() => history.length)).toBe(pagesBack)
})
