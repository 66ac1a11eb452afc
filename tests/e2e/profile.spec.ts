import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectDenied, switchLanguage, test } from './fixtures.ts'
import { demoAccounts, signOut, uniqueEmail } from './identity-forms.ts'
import { asDemo, openAccountAs, newSignedInPerson } from './sessions.ts'

/** The owner's empty sections: each one's "Add" link (its accessible name). */
const addLinks = [
	['About', 'Add a description of yourself'],
	['Education and experience', 'Add your education and experience'],
	['Our story', 'Add your story'],
	['Skills and talents', 'Add your skills and talents'],
	['Links', 'Add links'],
	['Business info', 'Add business info'],
] as const

/** A new person, signed in, on their own (empty) profile page. */
async function newPersonOnTheirProfile(page: Page, firstName: string) {
	await newSignedInPerson(page, { email: uniqueEmail('profile'), firstName, lastName: 'Tester' })
	await page.goto('/account')
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

		// Nothing exists yet: every section offers "Add", nothing says "Edit", and the guide lists all six steps.
		for (const [section, name] of addLinks) await expect(page.getByRole('region', { name: section, exact: true }).getByRole('link', { name })).toHaveText('Add')
		await expect(page.getByRole('main').getByRole('link', { name: /^Edit/ })).toHaveCount(0)
		const guide = page.getByRole('region', { name: 'Complete your profile' })
		await expect(guide.getByRole('progressbar', { name: '0 of 6 done' })).toBeVisible()
		await expect(guide.getByRole('listitem')).toHaveCount(6)
		await expect(guide.getByRole('link', { name: 'Add a profile picture' })).toHaveAttribute('href', /\/form\/overview#picture-avatar$/)

		await page.getByRole('link', { name: 'Add overview' }).click()
		await page.getByRole('textbox', { name: 'Overview' }).fill('Potter in Chiang Mai — ช่างปั้นเชียงใหม่')
		await page.getByRole('textbox', { name: 'Specialty' }).fill('Celadon glaze')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.getByText('Potter in Chiang Mai — ช่างปั้นเชียงใหม่')).toBeVisible()
		// The overview is done: one step fewer, and its button now edits.
		await expect(guide.getByRole('progressbar', { name: '1 of 6 done' })).toBeVisible()
		await expect(guide.getByRole('link', { name: /overview/ })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Add overview' })).toHaveCount(0)

		// The profile picture, through the same uploader as every picture form, saved with the overview.
		await page.getByRole('link', { name: 'Edit overview' }).click()
		const avatar = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } } }).jpeg().toBuffer()
		await page.getByLabel('Profile picture', { exact: true }).setInputFiles({ name: 'kanya.jpg', mimeType: 'image/jpeg', buffer: avatar })
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
		await page.getByRole('link', { name: 'Edit overview' }).click()
		await expect(page.getByRole('img', { name: 'Profile picture of Kanya Tester' })).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-\d+\.webp$/)
		await expect(page.getByRole('textbox', { name: 'Overview' })).toHaveValue('Potter in Chiang Mai — ช่างปั้นเชียงใหม่')
		await page.goto(profileUrl)
		await expect(page.locator('img.avatar--large')).toHaveAttribute('src', /^\/media\//)
		await expect(guide.getByRole('progressbar', { name: '2 of 6 done' })).toBeVisible()
		await expect(guide.getByRole('link', { name: 'Add a profile picture' })).toHaveCount(0)

		await page.getByRole('link', { name: 'Add business info' }).click()
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
		await expect(businessInfo.getByRole('link', { name: 'Edit business info' })).toHaveText('Edit')
		// Business info is not one of the guide's steps.
		await expect(guide.getByRole('progressbar', { name: '2 of 6 done' })).toBeVisible()

		await page.getByRole('link', { name: 'Add links' }).click()
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
		await visit(profileUrl)
		await expect(page.getByRole('region', { name: 'ทำโปรไฟล์ให้สมบูรณ์' }).getByRole('progressbar', { name: 'เสร็จแล้ว 2 จาก 6 ขั้นตอน' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'ลิงก์', exact: true }).getByRole('link', { name: 'เพิ่มลิงก์' })).toHaveText('เพิ่ม')
	})

	test('the owner creates, edits and deletes an education entry and a work with a picture', async ({ page, visit, javaScriptEnabled }) => {
		// Signs up and fills several forms: slow on a busy machine.
		test.slow()
		const profileUrl = await newPersonOnTheirProfile(page, 'Somchai')

		// "Add" on the empty section leads straight to the new entry's form.
		const education = page.getByRole('region', { name: 'Education and experience' })
		await education.getByRole('link', { name: 'Add your education and experience' }).click()
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
		await expect(education.getByRole('link', { name: 'Edit education and experience' })).toHaveText('Edit')
		await expect(page.getByRole('region', { name: 'Complete your profile' }).getByRole('progressbar', { name: '1 of 6 done' })).toBeVisible()

		// A work with a picture, uploaded through the form; a save that fails keeps the picture and the input.
		await page.getByRole('link', { name: 'Add my work' }).click()
		await expect(page).toHaveURL(/\/works\/create-my-work$/)
		await visit(page.url())
		await page.getByRole('spinbutton', { name: 'Year' }).fill('2024')
		const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 194, g: 65, b: 12 } } }).png().toBuffer()
		await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'khao-soi.png', mimeType: 'image/png', buffer: picture })
		const preview = page.getByRole('img', { name: 'Picture for this entry' })
		// With JavaScript the chosen file is shown at once, and its upload shows its progress.
		if (javaScriptEnabled) {
			await expect(preview).toHaveAttribute('src', /^blob:/)
			await page.route('**/resources/pictures', async (route) => {
				await new Promise((resolve) => setTimeout(resolve, 1_000))
				await route.continue()
			})
		}
		await page.getByRole('button', { name: 'Save' }).click()
		if (javaScriptEnabled) await expect(page.getByRole('progressbar', { name: 'Sending the picture…' })).toBeVisible()
		await expect(page.getByText('The title field is required')).toBeVisible()
		await expect(page.locator('input[name="imageUrl"]')).toHaveValue(/^\/media\/[0-9a-f]{32}-\d+\.webp$/)
		await expect(preview).toBeVisible()
		await expect(page.getByRole('spinbutton', { name: 'Year' })).toHaveValue('2024')
		await page.getByRole('textbox', { name: 'Title' }).fill('Khao soi recipe book')
		await page.getByRole('button', { name: 'Save' }).click()
		const card = page.locator('li.work-card').filter({ has: page.getByRole('heading', { level: 3, name: 'Khao soi recipe book' }) })
		await expect(card).toBeVisible()
		const shown = card.locator('img')
		await expect(shown).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-\d+\.webp$/)
		expect((await page.request.get((await shown.getAttribute('src'))!)).headers()['content-type']).toBe('image/webp')

		// The picture can be removed from the work's form.
		await page.getByRole('link', { name: 'Edit Khao soi recipe book' }).click()
		await expect(preview).toHaveAttribute('src', /^\/media\//)
		await page.getByRole('checkbox', { name: 'Remove picture' }).check()
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(card).toBeVisible()
		await expect(card.locator('img')).toHaveCount(0)

		await page.getByRole('link', { name: 'Edit Khao soi recipe book' }).click()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByRole('heading', { name: 'Delete “Khao soi recipe book”?' })).toBeVisible()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.getByRole('heading', { level: 3, name: 'Khao soi recipe book' })).toHaveCount(0)
		await expect(page.getByText('No works yet')).toBeVisible()

		// Someone else sees the empty sections as empty: no "Add", no guide.
		await signOut(page)
		await asDemo(page, 'owner')
		await visit(profileUrl)
		await expect(page.getByRole('region', { name: 'About', exact: true }).getByText('Nothing here yet.')).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: /^(Add|Edit)\b/ })).toHaveCount(0)
		await expect(page.getByRole('region', { name: 'Complete your profile' })).toHaveCount(0)
	})

	test("another person sees the profile without edit links and cannot open its forms; the bio page has a QR code", { tag: ['@phone', '@same-without-js'] }, async ({ page, visit }) => {
		// The demo user's address, from their own account page (people are not searchable yet).
		await openAccountAs(page, 'user')
		const profileUrl = new URL((await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!, page.url()).href
		await page.context().clearCookies()
		await asDemo(page, 'owner')
		await page.goto(profileUrl)
		await expect(page.getByRole('heading', { level: 1, name: demoAccounts.user.fullName })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Edit overview' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0)
		// Years in the reader's calendar: a work of 2024 is of 2567 in the Buddhist era.
		await expect(page.locator('li.work-card').getByText(/\b2024$/).first()).toBeVisible()
		await page.context().addCookies([{ name: 'lng', value: 'th', url: page.url() }])
		await page.reload()
		await expect(page.locator('li.work-card').getByText(/พ\.ศ\. 2567$/).first()).toBeVisible()
		await page.context().clearCookies({ name: 'lng' })

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

