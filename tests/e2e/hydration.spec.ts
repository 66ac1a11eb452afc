import type { Locator, Page } from '@playwright/test'
import { expect, switchLanguage, test } from './fixtures.ts'

import { newSignedInPerson, openAccountAs } from './sessions.ts'

// Nothing typed may be lost when the page becomes interactive: on a cheap phone the scripts arrive
// seconds after the form, and people start typing at once. Only a page with JavaScript hydrates, and
// every screen hydrates alike, so this runs in the desktop project.
test.skip(({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile, 'hydration happens only with JavaScript, the same on every screen')

/** Holds every script back until `release()`: the page shows its server HTML and nothing more. */
async function holdScripts(page: Page) {
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\.(js|mjs)(\?.*)?$/, async (route) => {
		await released
		await route.continue()
	})
	return release
}

/** React has taken the element over (its fiber is attached). */
async function waitUntilHydrated(field: Locator) {
	await expect
		.poll(() => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 15_000 })
		.toBe(true)
}

test('text typed into a filled-in textarea and an input before the page is interactive is still there after', { tag: '@same-without-js' }, async ({ page }) => {
	await openAccountAs(page, 'user')
	const profileUrl = new URL((await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!, page.url()).href

	const release = await holdScripts(page)
	await page.goto(`${profileUrl}/form/about-us/description`, { waitUntil: 'domcontentloaded' })
	const description = page.getByRole('textbox', { name: 'Description' })
	const title = page.getByRole('textbox', { name: 'Title' })
	const before = await description.inputValue()
	expect(before.length, 'the demo profile has a description').toBeGreaterThan(0)
	await description.click()
	await description.press('End')
	await description.pressSequentially(' Typed before the scripts came.')
	await title.fill('A title typed early')

	release()
	await waitUntilHydrated(description)
	// A moment for anything that would reset the form after hydrating (effects, a late chunk).
	await page.waitForTimeout(500)
	await expect(description).toHaveValue(`${before} Typed before the scripts came.`)
	await expect(title).toHaveValue('A title typed early')
})

test('a form still waiting for its code when the page moves to a new address is rendered afresh, without an error', { tag: '@same-without-js' }, async ({ page }) => {
	await newSignedInPerson(page, { prefix: 'late-form' })
	await page.goto('/account')
	const profileUrl = new URL((await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!, page.url()).href

	// The page runs; only the link form's own code is held back (ADR 0007: it comes when wanted).
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(/\/assets\/edit-form-[^/]+\.js$/, async (route) => {
		await released
		await route.continue()
	})
	await page.goto(`${profileUrl}/form/link`)
	// The language switch posts and comes back to the same page: a new address while the form waits.
	await switchLanguage(page, 'ไทย', { javaScriptEnabled: true })
	release()
	const website = page.locator('#profile-link input[name="url"]')
	await waitUntilHydrated(website)
	await expect(page.getByRole('button', { name: 'บันทึก' })).toBeVisible()
	// The page fixture fails the test on any page error, React's #421 among them.
})
