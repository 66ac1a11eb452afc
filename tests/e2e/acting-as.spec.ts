import type { Page } from '@playwright/test'
import { expect, switchLanguage, test } from './fixtures.ts'
import { DEMO_BUSINESS_USER, demoBusinessUserId } from './demo-business-user.ts'
import { demoAccounts } from './identity-forms.ts'
import { asDemo } from './sessions.ts'

// Acting as a business user (docs/product.md#acting-as-a-business-user): it starts on the business user's
// own page, and every page's header shows whom the person acts as, with the way back to themself.

const ownerFirstName = demoAccounts.owner.fullName.split(' ')[0]!

/** The header's account corner as this screen shows it: in the bar, or (on a phone) in the opened menu. */
async function accountCorner(page: Page, isMobile: boolean) {
	const header = page.getByRole('banner')
	if (!isMobile) return header.locator('.site-header__end > .account-area')
	const menu = header.locator('details.site-menu')
	// Open it unless it still is (a language chosen with JavaScript keeps the page, and the menu, as they were).
	if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click()
	return menu.locator('.account-area')
}

test('"Act as" leads to the business user\'s page; every page\'s header then says whom one acts as and leads back', { tag: '@phone' }, async ({ page, visit, isMobile, javaScriptEnabled }) => {
	await asDemo(page, 'owner')
	const id = await demoBusinessUserId(page)
	await visit('/account/switch')
	await page.getByRole('button', { name: `Act as ${DEMO_BUSINESS_USER}` }).click()

	// Its home, not the person's own account.
	await expect(page).toHaveURL(new RegExp(`/business-user/${id}$`))
	await expect(page.getByRole('heading', { level: 1, name: DEMO_BUSINESS_USER })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: `You now act as ${DEMO_BUSINESS_USER}.` })).toBeVisible()

	// A phone's bar shows it without opening the menu: the business user's picture, named for what it is.
	const header = page.getByRole('banner')
	if (isMobile) await expect(header.getByRole('link', { name: `Acting as ${DEMO_BUSINESS_USER}` })).toBeVisible()

	// Any page, any layout: the header names the business user, not the person, and offers the way back.
	for (const path of ['/feed', '/account/security', `/business-user/${id}/form/overview`]) {
		await visit(path)
		const corner = await accountCorner(page, isMobile)
		await expect(corner.getByRole('link', { name: `Acting as ${DEMO_BUSINESS_USER}` }), path).toBeVisible()
		await expect(corner.getByRole('link', { name: `Acting as ${DEMO_BUSINESS_USER}` })).toHaveAttribute('href', `/business-user/${id}`)
		await expect(corner.getByText(ownerFirstName, { exact: true }), path).toHaveCount(0)
		await expect(corner.getByRole('button', { name: `Back to ${ownerFirstName}` }), path).toBeVisible()
		await expect(corner.getByRole('button', { name: 'Sign out' }), path).toBeVisible()
	}

	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	const thaiCorner = await accountCorner(page, isMobile)
	await expect(thaiCorner.getByRole('link', { name: `ใช้งานในนาม ${DEMO_BUSINESS_USER}` })).toBeVisible()
	await switchLanguage(page, 'English', { javaScriptEnabled })

	// The way back is a form post (no JavaScript needed): the person's own account, and their own header.
	await (await accountCorner(page, isMobile)).getByRole('button', { name: `Back to ${ownerFirstName}` }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('status').filter({ hasText: 'You now act as yourself.' })).toBeVisible()
	const corner = await accountCorner(page, isMobile)
	await expect(corner.getByRole('link', { name: /^Acting as/ })).toHaveCount(0)
	await expect(corner.getByText(ownerFirstName, { exact: true })).toBeVisible()
})

test('the business user\'s own sign-in page leads to its page too', { tag: '@same-without-js' }, async ({ page }) => {
	await asDemo(page, 'staff')
	const id = await demoBusinessUserId(page)
	await page.goto(`/business-user/${id}/login`)
	await page.getByRole('button', { name: `Act as ${DEMO_BUSINESS_USER}` }).click()
	await expect(page).toHaveURL(new RegExp(`/business-user/${id}$`))
	await expect(page.getByRole('banner').getByRole('link', { name: `Acting as ${DEMO_BUSINESS_USER}` })).toBeVisible()
})
