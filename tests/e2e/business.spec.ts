import { demoAccounts, signInToAccount } from './identity-forms.ts'
import { expect, switchLanguage, test } from './fixtures.ts'

const DEMO_SHOP = 'Robtua Demo Shop'

/** The owner's business account page, reached as a person would: from the list of their business users. */
async function openDemoShop(page: import('@playwright/test').Page) {
	await page.goto('/account/business-users')
	await page.getByRole('link', { name: DEMO_SHOP, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: DEMO_SHOP })).toBeVisible()
	return page.url()
}

test.describe('business accounts', () => {
	test('the owner creates a business user; the form explains and keeps what was typed', async ({ page, visit, javaScriptEnabled }) => {
		await signInToAccount(page, demoAccounts.owner.username)
		const accountUrl = await openDemoShop(page)
		await expect(page.getByText('You own this business account.')).toBeVisible()
		await page.getByRole('link', { name: 'Create a business user' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Create a business user' })).toBeVisible()
		await visit(page.url())

		await page.getByRole('textbox', { name: 'Name' }).fill('x')
		await page.getByRole('textbox', { name: 'Short description' }).fill('Kept on a failed try')
		await page.getByRole('button', { name: 'Create business user' }).click()
		await expect(page.getByText('at least 2 characters')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Short description' })).toHaveValue('Kept on a failed try')

		const name = `Demo Shop — Ari ${Date.now().toString(36)}`
		await page.getByRole('textbox', { name: 'Name' }).fill(name)
		await page.getByRole('button', { name: 'Create business user' }).click()
		await expect(page).toHaveURL(accountUrl)
		await expect(page.getByRole('status').filter({ hasText: `${name} is created.` })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible()

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 2, name: 'ผู้ใช้ธุรกิจ' })).toBeVisible()
	})

	test('a member sees the account but may not add business users; a stranger finds no such page', async ({ page, context }) => {
		await signInToAccount(page, demoAccounts.owner.username)
		const accountUrl = await openDemoShop(page)
		await context.clearCookies()

		await signInToAccount(page, demoAccounts.staff.username)
		await page.goto(accountUrl)
		await expect(page.getByText('You work for this business account.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Create a business user' })).toHaveCount(0)
		await page.goto(`${accountUrl}/business-user/create`)
		await expect(page).toHaveURL(/\/404$/)
		await context.clearCookies()

		await signInToAccount(page, demoAccounts.user.username)
		await page.goto(accountUrl)
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
	})

	test('someone without a professional account is told how a business joins instead of a form', async ({ page, visit }) => {
		await signInToAccount(page, demoAccounts.user.username)
		await visit('/business-account/create')
		await expect(page.getByRole('heading', { level: 1, name: 'Create a business account' })).toBeVisible()
		await expect(page.getByRole('textbox')).toHaveCount(0)
		await page.getByRole('link', { name: 'How a business joins' }).click()
		await expect(page).toHaveURL(/\/self-onboard$/)
	})

	test('a professional account creates a business account', async ({ page, visit }) => {
		await signInToAccount(page, demoAccounts.owner.username)
		await visit('/business-account/create')
		const name = `Niran Studio ${Date.now().toString(36)}`
		await page.getByRole('textbox', { name: 'Business account name' }).fill(name)
		await page.getByRole('button', { name: 'Create business account' }).click()
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await expect(page.getByRole('heading', { level: 3, name: 'No business users yet' })).toBeVisible()
	})
})
