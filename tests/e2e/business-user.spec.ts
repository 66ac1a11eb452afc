import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_BUSINESS_USER, demoBusinessUserId } from './demo-business-user.ts'
import { expect, expectPermissionNeeded, switchLanguage, test } from './fixtures.ts'
import { demoAccounts } from './identity-forms.ts'
import { newDemoBusinessUser } from './product-api.ts'
import { asDemo, type DemoPerson } from './sessions.ts'

// A business user's pages (docs/product.md#business-user-pages). Tests that only read use the seeded demo
// business user; a test that changes one makes its own through the product API (product-api.ts), so three
// projects running at once against one database never change what another test reads.

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`

/** Opens the demo business user's profile as a demo person; resolves with its address. */
async function openDemoBusinessUser(page: Page, who: DemoPerson) {
	await asDemo(page, who)
	const home = `/business-user/${await demoBusinessUserId(page)}`
	await page.goto(home)
	await expect(page.getByRole('heading', { level: 1, name: DEMO_BUSINESS_USER })).toBeVisible()
	return home
}

/** Makes a business user of the test's own in demo.owner's account and opens it as `who`; resolves with its address. */
async function openNewBusinessUser(page: Page, who: DemoPerson, options: { withStaff?: boolean } = {}) {
	const made = await newDemoBusinessUser(`Demo Shop — ${unique()}`, options)
	await asDemo(page, who)
	const home = `/business-user/${made.id}`
	await page.goto(home)
	await expect(page.getByRole('heading', { level: 1, name: made.name })).toBeVisible()
	return home
}

test.describe('business user pages', () => {
	test("the business user's pages, each reached from the profile's navigation", { tag: ['@phone', '@same-without-js'] }, async ({ page, visit }) => {
		test.slow() // axe on six pages
		const home = await openDemoBusinessUser(page, 'staff')
		await visit(home)
		await expect(page.getByText('Part of Robtua Demo Shop')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Latest stories' }).getByRole('heading', { name: /Our new cold brew/ })).toBeVisible()

		const pages = page.getByRole('navigation', { name: `Pages of ${DEMO_BUSINESS_USER}` })
		for (const [link, heading] of [
			['About', 'About'],
			['Contact and hours', 'Contact and hours'],
			['Content', `Everything ${DEMO_BUSINESS_USER} publishes`],
			['E-books', `E-books of ${DEMO_BUSINESS_USER}`],
			['Events', 'Events around here'],
		]) {
			await page.goto(home)
			await pages.getByRole('link', { name: link }).click()
			await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
			await expect(pages.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
			await visit(page.url())
			if (link === 'Content') {
				// Every kind it publishes, by kind, each card leading to its item.
				await expect(page.getByRole('region', { name: 'Stories' }).getByRole('link', { name: /Our new cold brew/ })).toBeVisible()
				await expect(page.getByRole('region', { name: 'E-books' }).getByRole('link', { name: 'The story of our beans' })).toBeVisible()
			}
		}
		await expect(page.getByRole('heading', { level: 3, name: /Siam Square night market/ })).toBeVisible()
		// The account behind it, in numbers: from the profile's "Part of …" line.
		await page.goto(home)
		await page.getByRole('link', { name: 'Part of Robtua Demo Shop' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible()
	})

	test('the owner edits the overview and the about-us parts one by one', async ({ page, visit }) => {
		test.slow() // axe on four pages
		const home = await openNewBusinessUser(page, 'owner')
		await page.getByRole('link', { name: 'Add overview' }).click()
		await expect(page).toHaveURL(/\/form\/overview$/)
		await visit(page.url())
		const overview = 'Street food and coffee in Siam Square — อาหารริมทางและกาแฟที่สยามสแควร์'
		await page.getByRole('textbox', { name: 'Overview' }).fill(overview)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(home)
		await expect(page.getByText(overview)).toBeVisible()

		await page.getByRole('link', { name: 'Add a description' }).click()
		await expect(page).toHaveURL(/\/form\/about-us$/)
		await visit(page.url())
		await page.getByRole('link', { name: 'Edit Goal' }).click()
		await expect(page).toHaveURL(/\/form\/about-us\/goal$/)
		await visit(page.url())
		const goal = 'Good coffee for Siam Square — กาแฟดีสำหรับสยามสแควร์'
		await page.getByRole('textbox', { name: 'Goal' }).fill(goal)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(/\/form\/about-us$/)
		await expect(page.getByRole('region', { name: 'Goal' }).getByText(goal)).toBeVisible()
		await page.goto(`${home}/bio`)
		await expect(page.getByRole('region', { name: 'Goal' }).getByText(goal)).toBeVisible()
		await expect(page.getByRole('link', { name: 'Edit Goal' })).toBeVisible()
	})

	test('the owner fills in the business info: an invalid phone keeps the input, a valid one shows on /information', async ({ page, visit }) => {
		const home = await openNewBusinessUser(page, 'owner')
		await page.getByRole('link', { name: 'Add business info' }).click()
		await expect(page).toHaveURL(/\/form\/business-info$/)
		await visit(page.url())
		await page.getByRole('textbox', { name: 'Company' }).fill('Robtua Demo Shop Co., Ltd.')
		await page.getByRole('textbox', { name: 'Phone number' }).fill('1111111111')
		await page.getByRole('textbox', { name: 'Opening hours' }).fill('Mon–Fri 8:00–18:00\nSat–Sun 9:00–20:00')
		await page.getByRole('textbox', { name: 'Address' }).fill('Siam Square Soi 7, Pathum Wan, Bangkok')
		await page.getByRole('textbox', { name: 'Postcode' }).fill('10330')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The phone number format is invalid')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Robtua Demo Shop Co., Ltd.')
		await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('10330')

		await page.getByRole('textbox', { name: 'Phone number' }).fill('02 123 4567')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(`${home}/information`)
		await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Contact' }).getByText('Robtua Demo Shop Co., Ltd.')).toBeVisible()
		await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: '+6621234567' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText('Sat–Sun 9:00–20:00')
		await expect(page.getByRole('region', { name: 'Address' })).toContainText('10330')
	})

	test('the link form refuses ftp://, adds a link and removes it', async ({ page, visit }) => {
		const home = await openNewBusinessUser(page, 'owner')
		await page.getByRole('link', { name: 'Add links' }).click()
		await expect(page).toHaveURL(/\/form\/link$/)
		await visit(page.url())
		await page.getByRole('textbox', { name: 'Website' }).fill('ftp://x')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The website must start with http:// or https://')).toBeVisible()

		const label = `Menu ${unique()}`
		await page.getByRole('textbox', { name: 'Website' }).fill(`https://shop.example/${label.replace(' ', '-')}`)
		await page.getByRole('textbox', { name: 'Title' }).fill(label)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Link added.' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: label })).toBeVisible()

		await page.goto(home)
		await expect(page.getByRole('region', { name: 'Links' }).getByRole('link', { name: label })).toBeVisible()
		await page.goto(`${home}/qr-code-bio`)
		await expect(page.getByRole('link', { name: label })).toBeVisible()

		await page.goto(`${home}/form/link`)
		await page.getByRole('button', { name: `Remove ${label}` }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Link removed.' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: label })).toHaveCount(0)
	})

	test('a member without admin sees no edit links, cannot open the forms, and shares a story with a picture under their name', async ({ page, visit, javaScriptEnabled }) => {
		const home = await openNewBusinessUser(page, 'staff', { withStaff: true })
		await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0)
		expect((await page.goto(`${home}/form/overview`))?.status()).toBe(403)
		await expectPermissionNeeded(page, 'This page is for the admins of')

		await page.goto(home)
		await page.getByRole('link', { name: 'Share a story' }).click()
		await expect(page).toHaveURL(`${home}/story/share`)
		await visit(page.url())
		const title = `Mango sticky rice is back ${unique()}`
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true')
		const text = 'Ripe nam dok mai mangoes from Chachoengsao. ข้าวเหนียวมะม่วงกลับมาแล้ว'
		await page.getByRole('textbox', { name: 'Title' }).fill(title)
		await page.getByRole('textbox', { name: 'Story' }).fill(text)
		// Not a picture: refused with the reason, the story as typed.
		const chooser = page.getByLabel('Picture', { exact: true })
		await chooser.setInputFiles({ name: 'mango.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') })
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('This file is not a picture we can use: choose a JPEG, PNG, WebP or AVIF.')).toBeVisible()
		await expect(chooser).toHaveAttribute('aria-invalid', 'true')
		await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title)
		await expect(page.getByRole('textbox', { name: 'Story' })).toHaveValue(text)

		const picture = await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 245, g: 180, b: 40 } } }).jpeg().toBuffer()
		await chooser.setInputFiles({ name: 'mango.jpg', mimeType: 'image/jpeg', buffer: picture })
		if (javaScriptEnabled) await expect(page.getByRole('img', { name: 'Picture for this entry' })).toHaveAttribute('src', /^blob:/)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(home)
		await expect(page.getByRole('status').filter({ hasText: 'Your story is shared.' })).toBeVisible()
		const story = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
		await expect(story.getByText(`Posted by ${demoAccounts.staff.fullName}`)).toBeVisible()
		await expect(story.getByRole('img', { name: `Picture of the story “${title}”` })).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-\d+\.webp$/)
	})

	test('events around here: a place (or, with JavaScript, the browser location) sorts them nearest first, with distances', async ({ page, visit, javaScriptEnabled }) => {
		const home = await openDemoBusinessUser(page, 'staff')
		await visit(`${home}/event/around-here`)
		await expect(page.getByText('Soonest first.')).toBeVisible()
		await page.getByRole('combobox', { name: 'Near' }).selectOption({ label: 'Bangkok' })
		await page.getByRole('button', { name: 'Show events' }).click()
		await expect(page).toHaveURL(/\?near=13\.7563%2C100\.5018$|\?near=13\.7563,100\.5018$/)
		await expect(page.getByText('Nearest to Bangkok first.')).toBeVisible()
		const events = page.getByRole('region', { name: 'Events' }).getByRole('listitem')
		await expect(events).toHaveCount(2)
		await expect(events.nth(0).getByRole('heading', { name: /Siam Square night market/ })).toBeVisible()
		await expect(events.nth(1).getByRole('heading', { name: /Latte art morning in Lumphini Park/ })).toBeVisible()
		for (const event of await events.all()) await expect(event.getByText(/^\d+(\.\d)? km away$/)).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Near' })).toHaveValue('13.7563,100.5018')

		if (!javaScriptEnabled) return
		await page.context().grantPermissions(['geolocation'])
		await page.context().setGeolocation({ latitude: 13.7314, longitude: 100.5418 })
		await page.getByRole('button', { name: 'Use my location' }).click()
		await expect(page).toHaveURL(/\?near=13\.731,100\.542$/)
		await expect(page.getByText('Nearest to your location first.')).toBeVisible()
		await expect(events.nth(0).getByRole('heading', { name: /Latte art morning in Lumphini Park/ })).toBeVisible()
	})

	test('the QR-code bio page has the business user, its links and a QR code of its own address', { tag: '@same-without-js' }, async ({ page, visit }) => {
		const home = await openDemoBusinessUser(page, 'staff')
		await page.getByRole('link', { name: 'QR-code bio page' }).click()
		await expect(page).toHaveURL(`${home}/qr-code-bio`)
		await visit(page.url())
		await expect(page.getByRole('heading', { level: 1, name: DEMO_BUSINESS_USER })).toBeVisible()
		await expect(page.getByRole('img', { name: `QR code of the bio page of ${DEMO_BUSINESS_USER}` })).toBeVisible()
		const download = await page.request.get((await page.getByRole('link', { name: 'Download QR code' }).getAttribute('href'))!)
		expect(download.headers()['content-type']).toContain('image/svg+xml')
		await page.getByRole('link', { name: 'Full profile' }).click()
		await expect(page).toHaveURL(home)
	})

	test('in Thai: the profile, its pages and the events with distances', { tag: '@same-without-js' }, async ({ page, javaScriptEnabled }) => {
		const home = await openDemoBusinessUser(page, 'staff')
		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 2, name: 'เรื่องราวล่าสุด' })).toBeVisible()
		await expect(page.getByText('โพสต์โดย Pim Chaiyo').first()).toBeVisible()
		await page.getByRole('navigation', { name: `หน้าต่าง ๆ ของ ${DEMO_BUSINESS_USER}` }).getByRole('link', { name: 'กิจกรรม', exact: true }).click()
		await expect(page).toHaveURL(`${home}/event/around-here`)
		await page.getByRole('combobox', { name: 'ใกล้กับ' }).selectOption({ label: 'กรุงเทพฯ' })
		await page.getByRole('button', { name: 'แสดงกิจกรรม' }).click()
		await expect(page.getByText('กิจกรรมที่ใกล้กรุงเทพฯที่สุดแสดงก่อน')).toBeVisible()
		await expect(page.getByText(/^ห่างออกไป \d+(\.\d)? กม\.$/)).toHaveCount(2)
		// Dates in the Buddhist era, as Thai readers expect.
		await expect(page.locator('time').first()).toHaveText(/25\d\d/)
	})
})
