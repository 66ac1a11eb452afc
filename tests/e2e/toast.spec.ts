import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'

test('a toast can be dismissed, with or without JavaScript', { tag: '@phone' }, async ({ page, javaScriptEnabled }) => {
	await page.goto('/')
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	const toast = page.getByRole('status').filter({ hasText: 'เปลี่ยนเป็นภาษาไทยแล้ว' })
	await expect(toast).toBeVisible()
	// With JavaScript the toast hides itself after 5 s, which axe can outlast on a busy machine; the
	// markup it checks is the same server-rendered toast either way, so the no-JS run checks it.
	if (!javaScriptEnabled) await expectAccessible(page)
	await toast.getByRole('button', { name: 'ปิด' }).click()
	await expect(toast).toHaveCount(0)
	// Without JavaScript, Dismiss reloads the same page (a GET form, hence the bare "?").
	await expect(page).toHaveURL(/\/\??$/)
})

test('a toast hides itself after five seconds', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'timers need JavaScript; without it the toast stays until dismissed')
	await page.clock.install()
	await page.goto('/')
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	const toast = page.getByRole('status').filter({ hasText: 'เปลี่ยนเป็นภาษาไทยแล้ว' })
	await expect(toast).toBeVisible()
	// The installed clock still runs on its own while the test waits, so leave a second of slack on
	// the first check: still shown after 4 s, gone once 5 s have surely passed.
	await page.clock.runFor(4_000)
	await expect(toast).toBeVisible()
	await page.clock.runFor(1_100)
	await expect(toast).toHaveCount(0)
})

test('identical toasts are grouped with a count', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'without JavaScript each page shows only its own toast')
	await page.goto('/')
	const form = page.locator('form.language-switcher')
	const toast = page.getByRole('status').filter({ hasText: 'The language is now English.' })
	// Choosing the language already in use twice gives the same toast twice.
	await form.evaluate((f: HTMLFormElement) => f.requestSubmit())
	await expect(toast).toBeVisible()
	await form.evaluate((f: HTMLFormElement) => f.requestSubmit())
	await expect(toast).toContainText('×2')
	await expect(toast).toHaveCount(1)
	await expect(page.getByRole('status').filter({ hasText: 'The language is now' })).toHaveCount(1)
})
