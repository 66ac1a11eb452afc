import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, switchLanguage, test } from './fixtures.ts'
import { demoAccounts } from './identity-forms.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'
import { DEMO_BUSINESS_USER, demoBusinessUserId } from './demo-business-user.ts'

// Around me and the content people publish (docs/product.md#around-me, #content). Reading uses the demo
// content around Bangkok; what a test publishes it places in Mae Hong Son, where the demo has nothing (a
// spot of its own, where it looks around), so nothing it does changes what another test reads.

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
const MAE_HONG_SON = 'province-mae-hong-son'
const inDays = (days: number, hour: number) => {
	const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
	return `${at.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}
const picture = () => sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 30, g: 140, b: 120 } } }).png().toBuffer()

/** Waits, with JavaScript, until React runs the page (forms and uploaders hydrate later). */
async function interactive(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
}

test.describe('around me', () => {
	test('what is near a place, nearest first with its distance; one kind; More; the lists and the story viewer', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		test.slow() // axe on five pages
		await asDemo(page, 'user')
		await visit('/around-me')
		await expect(page.getByRole('heading', { level: 1, name: 'Around me' })).toBeVisible()
		const list = page.getByRole('region', { name: 'Nearest first' })
		const items = list.getByRole('listitem')
		await expect(items).toHaveCount(20)
		// Distances like "350 m" or "1.2 km", in order.
		const distances = await list.locator('.content-card__distance').allInnerTexts()
		const metres = distances.map((text) => (text.endsWith(' km') ? Number.parseFloat(text) * 1000 : Number.parseFloat(text)))
		expect(distances.every((text) => /^\d+(\.\d)? (m|km)$/.test(text))).toBe(true)
		expect(metres).toEqual([...metres].sort((a, b) => a - b))

		// On a phone the filters are folded away under "Filters".
		const filters = page.locator('summary', { hasText: 'Filters' })
		if (await filters.isVisible()) await filters.click()
		await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Rooms for rent' })
		await page.getByRole('combobox', { name: 'Distance' }).selectOption({ label: '20 km' })
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expect(page).toHaveURL(/kind=new_room/)
		const rooms = page.getByRole('region', { name: 'Rooms for rent, nearest first' }).getByRole('listitem')
		await expect(rooms.first().getByText('Room for rent', { exact: true })).toBeVisible()
		await page.getByRole('link', { name: 'More' }).click()
		await expect(rooms).toHaveCount(javaScriptEnabled ? 40 : 20)

		await page.goto('/around-me')
		await page.getByRole('link', { name: 'Events', exact: true }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 3, name: /^(Today|This week|Later)$/ }).first()).toBeVisible()
		await visit(page.url())
		await page.goto('/around-me/announces')
		await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible()

		await page.goto('/around-me')
		await page.getByRole('link', { name: 'Stories', exact: true }).click()
		await expect(page.getByText(/^Story 1 of \d+$/)).toBeVisible()
		await visit(page.url())
		const first = await page.getByRole('heading', { level: 1 }).innerText()
		await page.getByRole('link', { name: 'Next' }).click()
		await expect(page.getByText(/^Story 2 of \d+$/)).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first)
		if (javaScriptEnabled) {
			await page.keyboard.press('ArrowLeft')
			await expect(page.getByText(/^Story 1 of \d+$/)).toBeVisible()
		} else await page.getByRole('link', { name: 'Previous' }).click()
		await page.getByRole('link', { name: 'Close' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Around me' })).toBeVisible()
	})

	test('in Thai: the place list in both languages, distances and dates', { tag: '@same-without-js' }, async ({ page, javaScriptEnabled }) => {
		await asDemo(page, 'user')
		await page.goto('/around-me/events?place=bangkok-bang-rak')
		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 1, name: 'กิจกรรม' })).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'สถานที่' })).toHaveValue('bangkok-bang-rak')
		await expect(page.getByRole('option', { name: 'บางรัก (Bang Rak)' })).toBeAttached()
		await expect(page.locator('.content-card__distance').first()).toHaveText(/^\d+(\.\d)? (ม\.|กม\.)$/)
		await expect(page.locator('time').first()).toHaveText(/25\d\d/)
	})

	test('publishing every kind: each lands on its page, then is found around its place, nearest first', async ({ page, javaScriptEnabled }) => {
		test.slow() // nine forms, some with uploads
		await newSignedInPerson(page, { prefix: 'publisher', firstName: 'Kanya', lastName: 'Srisuk' })
		const tag = unique()
		// A spot of this test's own in Mae Hong Son's hills, typed as latitude and longitude.
		const spot = { lat: (19.2 + Math.random() * 0.6).toFixed(4), lng: (97.8 + Math.random() * 0.3).toFixed(4) }
		const kinds = [
			{ path: 'agenda', title: `Yoga ${tag}`, fill: async () => fillTimes(page, 1) },
			{ path: 'announces', title: `Water off ${tag}`, fill: async () => page.getByLabel('Valid until').fill(inDays(5, 18)) },
			{ path: 'events', title: `Cupping ${tag}`, fill: async () => (await fillTimes(page, 2), await page.getByLabel('Price').fill('150')) },
			{
				path: 'attention',
				title: `Flooded soi ${tag}`,
				fill: async () => (await page.getByRole('combobox', { name: 'Severity' }).selectOption({ label: 'Danger' }), await page.getByLabel('Valid until').fill(inDays(1, 20))),
			},
			{ path: 'catalogue', title: `Mango ${tag}`, fill: async () => page.getByLabel('Price').fill('1,250.50') },
			{ path: 'media', title: `Sunset ${tag}`, fill: async () => page.getByLabel('Pictures', { exact: true }).setInputFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: await picture() }) },
			{ path: 'new-room', title: `Room ${tag}`, fill: async () => page.getByLabel('Monthly rent').fill('6500') },
			{ path: 'story', title: `Breakfast ${tag}`, fill: async () => page.getByLabel('Pictures', { exact: true }).setInputFiles({ name: 'breakfast.png', mimeType: 'image/png', buffer: await picture() }) },
		]
		for (const kind of kinds) {
			await page.goto(`/around-me/${kind.path}/create`)
			await interactive(page, javaScriptEnabled)
			await page.getByLabel('Title').fill(kind.title)
			await page.getByLabel('Description').fill('Near the market.\nAsk for Kanya.')
			await kind.fill()
			await page.getByLabel('Latitude').fill(spot.lat)
			await page.getByLabel('Longitude').fill(spot.lng)
			await page.getByRole('button', { name: 'Publish' }).click()
			await expect(page.getByRole('heading', { level: 1, name: kind.title }), kind.path).toBeVisible()
			await expect(page, kind.path).toHaveURL(new RegExp(`/around-me/${kind.path}/[0-9a-f-]{36}$`))
		}
		// The story's page is full screen; the others say who posted them.
		await page.goto(`/around-me?near=${spot.lat},${spot.lng}&distance=1`)
		const near = page.getByRole('region', { name: 'Nearest first' }).getByRole('listitem').filter({ hasText: tag })
		await expect(near).toHaveCount(kinds.length)
		// A person's items are placed about 300 m off the spot: each is within a kilometre, and says how far.
		for (const text of await near.locator('.content-card__distance').allInnerTexts()) expect(text).toMatch(/^\d+ m$/)
		await near.filter({ hasText: `Mango ${tag}` }).getByRole('link').click()
		await expect(page.getByRole('heading', { level: 1, name: `Mango ${tag}` })).toBeVisible()
		await expect(page.getByText('฿1,250.50')).toBeVisible()
		await expect(page.getByText('By Kanya Srisuk')).toBeVisible()
		await expect(page.getByText('Approximate location')).toBeVisible()
	})

	test('an event: published, edited, gone to, and deleted after a confirmation', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		await newSignedInPerson(page, { prefix: 'organiser' })
		const title = `Temple fair ${unique()}`
		await page.goto('/around-me/events/create')
		await interactive(page, javaScriptEnabled)
		await page.getByLabel('Title').fill(title)
		// Input is kept when the form is refused: an end before the start.
		await page.getByLabel('Starts').fill(inDays(3, 18))
		await page.getByLabel('Ends').fill(inDays(3, 17))
		await page.getByLabel('Capacity').fill('1')
		await page.getByRole('combobox', { name: 'Place' }).selectOption(MAE_HONG_SON)
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByText('The end must not be before the start')).toBeVisible()
		await expect(page.getByLabel('Title')).toHaveValue(title)
		await page.getByLabel('Ends').fill(inDays(3, 22))
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await visit(page.url())
		const eventUrl = page.url()

		await page.getByRole('button', { name: 'I’m going' }).click()
		await expect(page.getByRole('button', { name: 'Going' })).toBeVisible()
		await expect(page.getByText('1 going')).toBeVisible()

		await page.getByRole('link', { name: 'Edit' }).click()
		await interactive(page, javaScriptEnabled)
		await expect(page.getByLabel('Capacity')).toHaveValue('1')
		await page.getByLabel('Title').fill(`${title} (moved)`)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(eventUrl)
		await expect(page.getByRole('heading', { level: 1, name: `${title} (moved)` })).toBeVisible()

		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page.getByRole('heading', { name: `Delete “${title} (moved)”?` })).toBeVisible()
		await page.getByRole('button', { name: 'Delete' }).click()
		await expect(page).toHaveURL(/\/around-me$/)
		await page.goto(eventUrl)
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
		await expect(page.getByText('There is no event at')).toBeVisible()
	})

	test('a time on a day the product does not keep is refused beside its field, in English and in Thai, the input kept', async ({ page, context, baseURL, javaScriptEnabled }) => {
		await newSignedInPerson(page, { prefix: 'timekeeper' })
		const title = `Moon festival ${unique()}`
		for (const [language, labels, message] of [
			['en', { title: 'Title', starts: 'Starts', ends: 'Ends', publish: 'Publish' }, 'The Starts field must not be before 1900-01-01'],
			['th', { title: 'ชื่อเรื่อง', starts: 'เริ่ม', ends: 'สิ้นสุด', publish: 'เผยแพร่' }, 'เริ่มต้องไม่ก่อนวันที่ 1900-01-01'],
		] as const) {
			await context.addCookies([{ name: 'lng', value: language, url: baseURL! }])
			await page.goto('/around-me/events/create')
			await interactive(page, javaScriptEnabled)
			await page.getByLabel(labels.title, { exact: true }).fill(title)
			// Year 1 in Thailand's time is year 0 in UTC, which no database keeps.
			await page.getByLabel(labels.starts, { exact: true }).fill('0001-01-01T10:00')
			await page.getByLabel(labels.ends, { exact: true }).fill('0001-01-01T12:00')
			await page.getByRole('button', { name: labels.publish }).click()
			await expect(page.getByText(message)).toBeVisible()
			await expect(page.getByLabel(labels.title, { exact: true })).toHaveValue(title)
			await expect(page.getByLabel(labels.starts, { exact: true })).toHaveValue('0001-01-01T10:00')
		}
	})

	test('a business user’s e-book: published by a member, read page by page, downloaded', async ({ page, javaScriptEnabled }) => {
		const businessUser = await newDemoBusinessUser(`E-book Shop — ${unique()}`, { withStaff: true })
		await asDemo(page, 'staff')
		const title = `Menu ${unique()}`
		await page.goto(`/around-me/ebook/create?as=${businessUser.id}`)
		await interactive(page, javaScriptEnabled)
		await expect(page.getByRole('combobox', { name: 'Post as' })).toHaveValue(businessUser.id)
		await page.getByLabel('Title').fill(title)
		await page.getByLabel('PDF file').setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from(samplePdf) })
		await page.getByRole('button', { name: 'Publish' }).click()
		// Its page is its reader.
		await expect(page).toHaveURL(new RegExp(`/business-user/${businessUser.id}/ebook/[0-9a-f-]{36}$`))
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(page.getByText(`Posted by ${demoAccounts.staff.fullName}`)).toBeVisible()
		const download = await page.request.get((await page.getByRole('link', { name: 'Download' }).getAttribute('href'))!)
		expect(download.headers()['content-type']).toBe('application/pdf')
		expect(download.headers()['content-disposition']).toMatch(/^attachment/)
		if (javaScriptEnabled) {
			// The reader loads on demand and draws the PDF in a worker: on a busy machine that takes more than 7 s.
			await expect(page.getByText('Page 1 of 2')).toBeVisible({ timeout: 30_000 })
			await page.keyboard.press('ArrowRight')
			await expect(page.getByText('Page 2 of 2')).toBeVisible()
			// The last page read is remembered.
			await page.reload()
			await expect(page.getByText('Page 2 of 2')).toBeVisible()
		} else {
			const pdf = await page.request.get((await page.getByRole('link', { name: 'Open the PDF' }).getAttribute('href'))!)
			expect(pdf.headers()['content-disposition']).toMatch(/^inline/)
		}
	})

	test('a member without the content grant cannot publish for the business user', { tag: '@same-without-js' }, async ({ page }) => {
		const businessUser = await newDemoBusinessUser(`No Grant Shop — ${unique()}`, { withStaff: true })
		const owner = await productApiAs('owner')
		const { items } = await owner.get<{ items: Array<{ profileUuid: string; email: string | null }> }>(`/v1/business-users/${businessUser.id}/members`)
		const staff = items.find((member) => member.email === demoAccounts.staff.username)!
		await owner.patch(`/v1/business-users/${businessUser.id}/members/${staff.profileUuid}`, { grants: { content: { read: true, create: false } } })
		await asDemo(page, 'staff')
		await page.goto('/around-me/events/create')
		await expect(page.getByRole('option', { name: businessUser.name })).toHaveCount(0)
		// A forged form for it is refused, and says why.
		const answer = await page.request.post('/around-me/events/create', {
			multipart: { postAs: businessUser.id, title: 'Forged', startsAt: inDays(2, 10), endsAt: inDays(2, 12), idempotencyKey: crypto.randomUUID() },
		})
		expect(answer.status()).toBe(409)
		expect(await answer.text()).not.toContain('Forged</h1>')
	})

	test('a member without the content grant who comes from the business user is told, before the form, whom it would post as', { tag: '@same-without-js' }, async ({ page }) => {
		const businessUser = await newDemoBusinessUser(`No Grant Shop — ${unique()}`, { withStaff: true })
		const owner = await productApiAs('owner')
		const { items } = await owner.get<{ items: Array<{ profileUuid: string; email: string | null }> }>(`/v1/business-users/${businessUser.id}/members`)
		const staff = items.find((member) => member.email === demoAccounts.staff.username)!
		await owner.patch(`/v1/business-users/${businessUser.id}/members/${staff.profileUuid}`, { grants: { content: { read: true } } })
		await asDemo(page, 'staff')

		// The shop's "New catalogue item" link, kept from before the grant was taken away.
		await page.goto(`/around-me/catalogue/create?as=${businessUser.id}`)
		const notice = page.getByRole('main').getByText(`You cannot post for ${businessUser.name}: that needs the “Content: Create” permission`)
		await expect(notice).toBeVisible()
		await expect(notice).toContainText('which its business account’s owner or one of its admins can give you.')
		await expect(notice).toContainText(`What you publish here is posted as you, ${demoAccounts.staff.fullName}.`)
		// Before the form, not after it.
		const [noticeBox, titleBox] = await Promise.all([notice.boundingBox(), page.getByLabel('Title').boundingBox()])
		expect(noticeBox!.y).toBeLessThan(titleBox!.y)

		// A kind only business users publish: it would go to a business user they do post for (the demo shop, or
		// one another test made), never to them, and the notice says so.
		await page.goto(`/around-me/ebook/create?as=${businessUser.id}`)
		const ebookNotice = page.getByRole('main').getByText(`You cannot post for ${businessUser.name}`)
		await expect(ebookNotice).toContainText('What you publish here is posted as ')
		await expect(ebookNotice).not.toContainText('posted as you')
		await expect(page.locator(`select[name="postAs"] option[value="${businessUser.id}"]`)).toHaveCount(0)
	})

	test('acting as a business user one posts for, "Post as" starts at it', async ({ page }) => {
		await asDemo(page, 'staff')
		const id = await demoBusinessUserId(page)
		await page.goto(`/business-user/${id}/login`)
		await page.getByRole('button', { name: `Act as ${DEMO_BUSINESS_USER}` }).click()
		await expect(page).toHaveURL(new RegExp(`/business-user/${id}$`))
		await page.goto('/around-me/catalogue/create')
		await expect(page.getByRole('combobox', { name: 'Post as' })).toHaveValue(id)
	})
})

/** Fills Starts and Ends with a time `days` from now. */
async function fillTimes(page: Page, days: number) {
	await page.getByLabel('Starts').fill(inDays(days, 9))
	await page.getByLabel('Ends').fill(inDays(days, 11))
}

/** A two-page PDF. */
const samplePdf = [
	'%PDF-1.4',
	'1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
	'2 0 obj<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2>>endobj',
	'3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj',
	'4 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 400]>>endobj',
	'trailer<</Root 1 0 R>>',
	'%%EOF',
].join('\n')
