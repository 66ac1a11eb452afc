import type { Page } from '@playwright/test'
import { expect, expectDenied, switchLanguage, test } from './fixtures.ts'
import { demoAccounts, signInToAccount, signOut, signUpAndConfirm, uniqueEmail } from './identity-forms.ts'

/** A new person, signed in, on their own (empty) profile page. */
async function newPersonOnTheirProfile(page: Page, firstName: string) {
	await signUpAndConfirm(page, { email: uniqueEmail('profile'), firstName, lastName: 'Tester' })
	await page.getByRole('link', { name: 'See your profile' }).click()
	await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { level: 1, name: `${firstName} Tester` })).toBeVisible()
	return page.url()
}

test.describe('personal profile', () => {
	test('the owner fills in the overview, business info and a link; the form keeps input on errors', async ({ page, visit, javaScriptEnabled }) => {
		// Signs up and fills several forms: slow on a busy machine.
		test.slow()
		const profileUrl = await newPersonOnTheirProfile(page, 'Kanya')
		await visit(profileUrl)

		await page.getByRole('link', { name: 'Edit overview' }).click()
		await page.getByRole('textbox', { name: 'Overview' }).fill('Potter in Chiang Mai — ช่างปั้นเชียงใหม่')
		await page.getByRole('textbox', { name: 'Specialty' }).fill('Celadon glaze')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.getByText('Potter in Chiang Mai — ช่างปั้นเชียงใหม่')).toBeVisible()

		await page.getByRole('link', { name: 'Edit business info' }).click()
		await expect(page).toHaveURL(/\/form\/business-info$/)
		await visit(page.url())
		await page.getByRole('textbox', { name: 'Company' }).fill('Kanya Ceramics')
		await page.getByRole('textbox', { name: 'Phone number' }).fill('1111111111')
		await page.getByRole('textbox', { name: 'Website' }).fill('kanya.example')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The phone number format is invalid')).toBeVisible()
		await expect(page.getByText('The website must start with http:// or https://')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Kanya Ceramics')
		await page.getByRole('textbox', { name: 'Phone number' }).fill('081 234 5678')
		await page.getByRole('textbox', { name: 'Website' }).fill('https://kanya.example')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(profileUrl)
		const businessInfo = page.getByRole('region', { name: 'Business info' })
		await expect(businessInfo.getByText('Kanya Ceramics')).toBeVisible()
		await expect(businessInfo.getByRole('link', { name: '+66812345678' })).toBeVisible()

		await page.getByRole('link', { name: 'Edit links' }).click()
		await page.getByRole('textbox', { name: 'Website' }).fill('ftp://kanya.example')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The website must start with http:// or https://')).toBeVisible()
		await page.getByRole('textbox', { name: 'Website' }).fill('https://shop.kanya.example/celadon')
		await page.getByRole('textbox', { name: 'Title' }).fill('Online shop')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Link added.' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: 'Online shop' })).toBeVisible()
		await page.getByRole('button', { name: 'Remove Online shop' }).click()
		await expect(page.getByText('No links yet.')).toBeVisible()

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 1, name: 'ลิงก์' })).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'เว็บไซต์' })).toBeVisible()
	})

	test('the owner creates, edits and deletes an education entry and a work', async ({ page, visit }) => {
		// Signs up and fills several forms: slow on a busy machine.
		test.slow()
		const profileUrl = await newPersonOnTheirProfile(page, 'Somchai')

		await page.getByRole('region', { name: 'Education and experience' }).getByRole('link', { name: 'Edit education and experience' }).click()
		await page.getByRole('link', { name: 'Add education or experience' }).click()
		await expect(page).toHaveURL(/\/education-experience\/create$/)
		await visit(page.url())
		await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Experience' })
		await page.getByRole('textbox', { name: 'Title' }).fill('Sous chef')
		await page.getByRole('textbox', { name: 'School or organisation' }).fill('Baan Suan')
		await page.getByLabel('Started on').fill('2021-03-01')
		await page.getByLabel('Ended on').fill('2020-01-01')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The end must not be before the start')).toBeVisible()
		await page.getByLabel('Ended on').fill('')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()

		await page.getByRole('link', { name: 'Edit Sous chef' }).click()
		await page.getByRole('textbox', { name: 'Title' }).fill('Head chef')
		await page.getByRole('button', { name: 'Save' }).click()
		// Back on the about-us hub once saved; leaving earlier would cancel the save.
		await expect(page).toHaveURL(/\/form\/about-us$/)
		await page.goto(profileUrl)
		await expect(page.getByRole('heading', { level: 3, name: 'Head chef' })).toBeVisible()
		await expect(page.getByText(/Baan Suan · Mar 2021 – present/)).toBeVisible()

		await page.getByRole('link', { name: 'Add my work' }).click()
		await page.getByRole('textbox', { name: 'Title' }).fill('Khao soi recipe book')
		await page.getByRole('spinbutton', { name: 'Year' }).fill('2024')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('heading', { level: 3, name: 'Khao soi recipe book' })).toBeVisible()
		await page.getByRole('link', { name: 'Edit Khao soi recipe book' }).click()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByRole('heading', { name: 'Delete “Khao soi recipe book”?' })).toBeVisible()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.getByRole('heading', { level: 3, name: 'Khao soi recipe book' })).toHaveCount(0)
		await expect(page.getByText('No works yet')).toBeVisible()
	})

	test("another person sees the profile without edit links and cannot open its forms; the bio page has a QR code", async ({ page, visit }) => {
		// The demo user's address, from their own account page (people are not searchable yet).
		await signInToAccount(page, demoAccounts.user.username)
		const profileUrl = new URL((await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!, page.url()).href
		await signOut(page)
		await signInToAccount(page, demoAccounts.owner.username)
		await page.goto(profileUrl)
		await expect(page.getByRole('heading', { level: 1, name: demoAccounts.user.fullName })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Edit overview' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0)

		await page.goto(`${profileUrl}/form/overview`)
		await expectDenied(page, `${profileUrl}/form/overview`)

		await page.goto(profileUrl)
		await page.getByRole('link', { name: 'QR-code bio page' }).click()
		await expect(page).toHaveURL(`${profileUrl}-qr-code-bio`)
		await visit(page.url())
		await expect(page.getByRole('img', { name: `QR code of the bio page of ${demoAccounts.user.fullName}` })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible()
		const download = await page.request.get(await page.getByRole('link', { name: 'Download QR code' }).getAttribute('href').then((href) => href!))
		expect(download.headers()['content-type']).toContain('image/svg+xml')
		expect(download.headers()['content-disposition']).toContain('attachment')
		expect(await download.text()).toContain('<svg')
	})
})

