import type { Page } from '@playwright/test'
import { expect, layoutShiftSoFar, switchLanguage, test } from './fixtures.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// Places (docs/product.md#around-me, #home): "Find a place" on the pages that look around one, the place
// list in the reader's order, around me's form on a phone, and "Where are you?", asked once on the home.

/** Waits, with JavaScript, until React runs the page. */
async function interactive(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
}

/** Types into "Find a place" and presses Enter. */
async function findPlace(page: Page, query: string, label = 'Find a place') {
	const box = page.getByRole('searchbox', { name: label })
	await box.fill(query)
	await box.press('Enter')
}

test.describe('finding a place', () => {
	test('Enter chooses the best match, by an English or Thai name or a part of one; nothing found says so and keeps what was typed', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		await asDemo(page, 'user')
		await page.goto('/around-me?place=bangkok-bang-rak&distance=20')
		await interactive(page, javaScriptEnabled)
		const place = page.getByRole('combobox', { name: 'Place' })

		await findPlace(page, 'Silom')
		await expect(page.getByText('Near Silom (สีลม), within 20 km.')).toBeVisible()
		await expect(place).toHaveValue('area-silom')
		await expect(page.getByRole('searchbox', { name: 'Find a place' })).toHaveValue('Silom')

		await findPlace(page, 'สยาม')
		await expect(page.getByText('Near Siam (สยาม), within 20 km.')).toBeVisible()
		await expect(place).toHaveValue('area-siam')

		await findPlace(page, 'ari')
		await expect(page.getByText('Near Ari (อารีย์), within 20 km.')).toBeVisible()

		// Nothing found: said so, the place kept, the query kept to be corrected.
		await findPlace(page, 'Atlantis')
		// The server's answer, not only the list's own word as one types (the next search must not race it).
		await expect(page).toHaveURL(/[?&]find=Atlantis\b/)
		await expect(page.getByRole('status').filter({ hasText: 'No place matches “Atlantis”.' })).toBeVisible()
		await expect(page.getByRole('searchbox', { name: 'Find a place' })).toHaveValue('Atlantis')
		await expect(place).toHaveValue('area-ari')
		await expect(page.getByText('Near Ari (อารีย์), within 20 km.')).toBeVisible()

		// A part of a name: the best match is chosen, and the others are offered.
		await findPlace(page, 'chatu')
		await expect(place).toHaveValue('bangkok-chatuchak')
		await visit(page.url())
		await page.getByRole('link', { name: 'Chatuchak Weekend Market (ตลาดนัดจตุจักร)' }).click()
		await expect(page.getByText('Near Chatuchak Weekend Market (ตลาดนัดจตุจักร), within 20 km.')).toBeVisible()
		await expect(place).toHaveValue('area-chatuchak-market')
	})

	test('on a form that saves, Enter chooses the place and sends nothing', async ({ page, javaScriptEnabled }) => {
		test.skip(!javaScriptEnabled, 'without JavaScript a form that saves has the list and Latitude and Longitude; its search box needs JavaScript')
		await asDemo(page, 'user')
		await page.goto('/around-me/events/create')
		await interactive(page, javaScriptEnabled)
		await findPlace(page, 'Thonglor')
		await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('area-thong-lo')
		await findPlace(page, 'Atlantis')
		await expect(page.getByRole('status').filter({ hasText: 'No place matches “Atlantis”.' })).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('area-thong-lo')
		// Still the empty form: nothing was sent (or checked, as a sent form's empty title would be).
		await expect(page).toHaveURL(/\/around-me\/events\/create$/)
		await expect(page.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true')
	})

	test('in Thai: the list in Thai alphabetical order, and a Thai name found', async ({ page, javaScriptEnabled }) => {
		await asDemo(page, 'user')
		await page.goto('/dag')
		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		const provinces = page.getByRole('combobox', { name: 'สถานที่' }).locator('optgroup[label="จังหวัด"] option')
		await expect(provinces.first()).toHaveText('กระบี่ (Krabi)')
		const names = await provinces.allInnerTexts()
		expect(names.slice(0, 3)).toEqual(['กระบี่ (Krabi)', 'กรุงเทพมหานคร (Bangkok)', 'กาญจนบุรี (Kanchanaburi)'])
		// เชียงใหม่ is filed under ช: before ตาก, not after every other letter.
		expect(names.indexOf('เชียงใหม่ (Chiang Mai)')).toBeLessThan(names.indexOf('ตาก (Tak)'))
		await findPlace(page, 'นิมมานเชียงใหม่', 'ค้นหาสถานที่')
		await expect(page.getByRole('combobox', { name: 'สถานที่' })).toHaveValue('area-chiang-mai-nimman')
		await expect(page.getByText(/ใกล้นิมมาน เชียงใหม่ \(Nimman, Chiang Mai\)/)).toBeVisible()
	})
})

test('around me on a phone: the place first, the filters folded away, the list on the first screen', { tag: ['@phone', '@same-without-js'] }, async ({ page, javaScriptEnabled }) => {
	await asDemo(page, 'user')
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/around-me?place=bangkok-pathum-wan')
	await interactive(page, javaScriptEnabled)
	const distance = page.getByRole('combobox', { name: 'Distance' })
	await expect(page.getByRole('combobox', { name: 'Place' })).toBeVisible()
	await expect(distance).toBeHidden()
	await expect(page.getByRole('combobox', { name: 'Kind' })).toBeHidden()
	const firstItem = page.getByRole('region', { name: 'Nearest first' }).getByRole('listitem').first()
	expect((await firstItem.boundingBox())!.y).toBeLessThan(844)
	await page.locator('summary', { hasText: 'Filters' }).click()
	await distance.selectOption({ label: '20 km' })
	await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Events' })
	await page.getByRole('button', { name: 'Show', exact: true }).click()
	await expect(page).toHaveURL(/distance=20/)
	await expect(page).toHaveURL(/kind=event/)
	await expect(page.locator('summary', { hasText: 'Filters' })).toHaveText('Filters 20 km · Events')

	// A wide screen shows them beside the place.
	await page.setViewportSize({ width: 1280, height: 800 })
	await expect(distance).toBeVisible()
	await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden()
})

test.describe('where are you', () => {
	test('asked once on the home; the place found is remembered for the home, around me, its map and today', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		await newSignedInPerson(page, { prefix: 'newcomer', firstName: 'Malee' })
		await visit('/')
		const question = page.getByRole('region', { name: 'Where are you?' })
		await expect(question).toBeVisible()
		await expect(page.getByText('Near Pathum Wan (ปทุมวัน), within 5 km.')).toBeVisible()
		await interactive(page, javaScriptEnabled)
		// "Use my location" needs a script: without one it is not offered.
		await expect(question.getByRole('button', { name: 'Use my location' })).toHaveCount(javaScriptEnabled ? 1 : 0)
		await findPlace(page, 'Ari')
		await expect(question.getByRole('combobox', { name: 'Place' })).toHaveValue('area-ari')
		await question.getByRole('button', { name: 'Save place' }).click()
		await expect(page.getByText('We’ll show what is around Ari.')).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
		await expect(question).toHaveCount(0)
		await expect(page.getByText('Near Ari (อารีย์), within 5 km.')).toBeVisible()

		// Asked once: not again, and every page that looks around a place starts there.
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1, name: 'Hello, Malee' })).toBeVisible()
		await expect(question).toHaveCount(0)
		await page.goto('/around-me')
		await expect(page.getByText('Near Ari (อารีย์), within 5 km.')).toBeVisible()
		await page.goto('/dag')
		await expect(page.getByText(/near Ari \(อารีย์\)/)).toBeVisible()
		// The map's page (its list, whose address carries the view's middle) as it comes from the server.
		expect(await (await page.request.get('/around-me/map')).text()).toMatch(/href="\/around-me\?near=13\.779\d,100\.544\d"/)
		// The address still chooses another place.
		await page.goto('/around-me?place=province-phuket')
		await expect(page.getByText('Near Phuket (ภูเก็ต), within 5 km.')).toBeVisible()
	})

	test('"Change place" asks again; "Not now" then keeps the place told before', async ({ page, javaScriptEnabled }) => {
		await newSignedInPerson(page, { prefix: 'mover' })
		await page.goto('/')
		await interactive(page, javaScriptEnabled)
		const question = page.getByRole('region', { name: 'Where are you?' })
		await question.getByRole('combobox', { name: 'Place' }).selectOption('area-ari')
		await question.getByRole('button', { name: 'Save place' }).click()
		await expect(page.getByText('Near Ari (อารีย์), within 5 km.')).toBeVisible()
		await page.getByRole('link', { name: 'Change place' }).click()
		await expect(question).toBeVisible()
		await expect(question.getByRole('combobox', { name: 'Place' })).toHaveValue('area-ari')
		await question.getByRole('button', { name: 'Not now' }).click()
		await expect(question).toHaveCount(0)
		await expect(page.getByText('Near Ari (อารีย์), within 5 km.')).toBeVisible()
	})

	test('a place chosen while the page’s script still loads is kept once it runs', async ({ page, javaScriptEnabled }) => {
		test.skip(!javaScriptEnabled, 'without JavaScript there is no script to wait for')
		await newSignedInPerson(page, { prefix: 'early' })
		// The page's modules wait until the place is chosen, as on a slow phone.
		let release = () => {}
		const chosen = new Promise<void>((resolve) => (release = resolve))
		await page.route(/\/assets\/.+\.js$/, async (route) => {
			await chosen
			await route.continue()
		})
		await page.goto('/', { waitUntil: 'commit' })
		const place = page.getByRole('region', { name: 'Where are you?' }).getByRole('combobox', { name: 'Place' })
		await place.selectOption('area-ari')
		release()
		await interactive(page, javaScriptEnabled)
		// Typing narrows the list, so React renders the select again: the choice is still there.
		await page.getByRole('searchbox', { name: 'Find a place' }).fill('Ari')
		await expect(place).toHaveValue('area-ari')
	})

	test('"Not now" is an answer too: central Bangkok, and the question is not asked again', async ({ page }) => {
		await newSignedInPerson(page, { prefix: 'notnow' })
		await page.goto('/')
		const question = page.getByRole('region', { name: 'Where are you?' })
		await question.getByRole('button', { name: 'Not now' }).click()
		await expect(question).toHaveCount(0)
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible()
		await expect(question).toHaveCount(0)
		await expect(page.getByText('Near Pathum Wan (ปทุมวัน), within 5 km.')).toBeVisible()
	})

	test('"Use my location": kept rounded to about 100 m, on the browser alone', async ({ page, context, javaScriptEnabled }) => {
		test.skip(!javaScriptEnabled, 'the browser’s location needs JavaScript; without it the place list answers')
		await context.grantPermissions(['geolocation'])
		await context.setGeolocation({ latitude: 18.7956712, longitude: 98.9689123 })
		await newSignedInPerson(page, { prefix: 'located' })
		await page.goto('/')
		await interactive(page, javaScriptEnabled)
		// The button is there from the first paint: nothing below it moved when the page came alive.
		expect(await layoutShiftSoFar(page)).toBeLessThan(0.005)
		await page.getByRole('region', { name: 'Where are you?' }).getByRole('button', { name: 'Use my location' }).click()
		await expect(page.getByText('We’ll show what is around your location.')).toBeVisible()
		const remembered = (await context.cookies()).find((cookie) => cookie.name === 'place')
		expect(decodeURIComponent(remembered!.value)).toBe('18.796,98.969')
		expect(remembered!.httpOnly).toBe(true)
		await page.goto('/around-me')
		await expect(page.getByRole('combobox', { name: 'Place' })).toHaveValue('here')
		await expect(page.getByText('Near Your location, within 5 km.')).toBeVisible()
	})
})
