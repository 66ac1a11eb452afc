import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { asDemo } from './sessions.ts'

// The around-me map (docs/product.md#around-me, docs/decisions/0022-map.md) over the demo content around
// central Bangkok: with JavaScript the Leaflet map, its groups and cards, the view in the address; without
// it (and with it) the view's list and the links that move it.

const SIAM = '13.74560,100.53470'

/** The view the address holds now. */
function viewOf(page: Page) {
	const search = new URL(page.url()).searchParams
	const [lat, lng] = (search.get('at') ?? '').split(',').map(Number) as [number, number]
	return { lat, lng, zoom: Number(search.get('zoom')), kind: search.get('kind') }
}

test.describe('the around-me map', () => {
	test('markers and groups of the demo content; a group zooms in; a card links to its item; the address keeps the view; only our own origin asked', async ({ page, visit, javaScriptEnabled, baseURL }) => {
		test.skip(!javaScriptEnabled, 'the map itself needs JavaScript; the list is tested below')
		test.slow() // a map, its tiles and a few views
		const elsewhere: string[] = []
		page.on('request', (request) => {
			if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:')) elsewhere.push(request.url())
		})
		await asDemo(page, 'user')
		await visit(`/around-me/map?at=${SIAM}&zoom=13`)
		const map = page.getByRole('region', { name: 'Map' })
		await expect(map.locator('.leaflet-container')).toBeVisible()
		// Groups (60 pixels apart) at this zoom, and the tiles from our own server.
		const groups = map.locator('.leaflet-marker-icon.map-cluster')
		await expect(groups.first()).toBeVisible()
		await expect(map.locator('img.leaflet-tile-loaded').first()).toHaveAttribute('src', /^\/map-tiles\/v1\/en\/13\//)
		await expect(map.getByRole('status')).toHaveText(/^\d+ places in view$/)
		// A group says what it holds, and a click zooms in to it.
		await expect(groups.first()).toHaveAccessibleName(/^\d+ places: \d+ [A-Z]/)
		await groups.first().click()
		await expect.poll(() => viewOf(page).zoom).toBeGreaterThan(13)

		// Close in, one marker a place; the keyboard opens its card, which links to the item.
		await page.goto(`/around-me/map?at=${SIAM}&zoom=17`)
		const marker = map.locator('.leaflet-marker-icon.map-marker').first()
		await expect(marker).toBeVisible()
		const name = (await marker.getAttribute('title')) ?? ''
		expect(name).toMatch(/^(Agenda|Announcement|Event|Alert|Catalogue item|Media|Room for rent|Story): /)
		await marker.focus()
		await page.keyboard.press('Enter')
		const card = map.locator('.map-card')
		await expect(card).toBeVisible()
		await expect(card).toContainText(/from the middle of the map/)
		const title = name.replace(/^[^:]+: /, '')
		await card.getByRole('link', { name: title }).click()
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		// Back: the same view again.
		await page.goBack()
		await expect(marker).toBeVisible()
		expect(viewOf(page)).toMatchObject({ lat: 13.7456, lng: 100.5347, zoom: 17 })

		// Dragging moves the view in the address (after the map rests), and the list follows it.
		const before = viewOf(page)
		const box = (await map.locator('.leaflet-container').boundingBox())!
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
		await page.mouse.down()
		await page.mouse.move(box.x + box.width / 2 - 200, box.y + box.height / 2, { steps: 5 })
		await page.mouse.up()
		await expect.poll(() => viewOf(page).lng).toBeGreaterThan(before.lng)

		// One kind: the key and the markers are of that kind alone.
		await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Events' })
		await expect.poll(() => viewOf(page).kind).toBe('event')
		await expect(map.getByRole('list', { name: 'Key' }).getByRole('listitem').first()).toHaveText('Events')
		await page.goto(`/around-me/map?at=${SIAM}&zoom=14&kind=event`)
		await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible()
		for (const title of await map.locator('.leaflet-marker-icon.map-marker').evaluateAll((icons) => icons.map((icon) => icon.getAttribute('title')))) expect(title).toMatch(/^Event: /)

		// "Use my location": the map goes to the browser's place, rounded to about 100 m before the address gets it.
		await page.context().grantPermissions(['geolocation'])
		await page.context().setGeolocation({ latitude: 13.7465278, longitude: 100.5391944 })
		await page.getByRole('button', { name: 'Use my location' }).click()
		await expect.poll(() => viewOf(page)).toMatchObject({ lat: 13.747, lng: 100.539, zoom: 15 })
		await expect(map.locator('path.leaflet-interactive')).toBeVisible()

		expect(elsewhere, 'requests to other origins').toEqual([])
	})

	test('an address that is not a view shows a view anyway; a viewport that is not one is refused with 400, never a 5xx', { tag: '@same-without-js' }, async ({ page }) => {
		await asDemo(page, 'user')
		for (const query of ['at=999,999&zoom=99', 'at=13.7,100.5&zoom=-3&kind=%00', 'at=%3Cscript%3E&zoom=abc&cursor=nope', 'zoom=1e9&kind=work', 'cursor=' + 'x'.repeat(5000)]) {
			const answer = await page.request.get(`/around-me/map?${query}`)
			expect(answer.status(), query).toBe(200)
		}
		for (const query of ['', 'box=1,2,3&zoom=3', 'box=100.6,13.7,100.4,13.8&zoom=12', 'box=97,5,106,21&zoom=16', 'box=100.4,13.7,100.6,13.8&zoom=x', 'box=%00&zoom=3']) {
			const answer = await page.request.get(`/resources/map-view?${query}`)
			expect(answer.status(), query).toBe(400)
		}
		expect((await page.request.get('/resources/map-view?box=100.4,13.7,100.6,13.8&zoom=12')).status()).toBe(200)
	})

	test('the view as a list, nearest its middle first with distances; North, South, East, West, Zoom in and Zoom out move it', { tag: '@phone' }, async ({ page, visit }) => {
		// Seven moves of the map, each a page read and an accessibility check: near 45 s on a busy 2-core machine.
		test.slow()
		await asDemo(page, 'user')
		await page.goto('/around-me')
		await page.getByRole('link', { name: 'Map', exact: true }).click()
		await expect(page).toHaveURL(/\/around-me\/map\?/)
		await visit(`/around-me/map?at=${SIAM}&zoom=14`)
		await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible()
		const list = page.getByRole('region', { name: 'In this view, nearest the middle first' })
		await expect(list.getByRole('listitem').first()).toBeVisible()
		const distances = await list.locator('.content-card__distance').allInnerTexts()
		const metres = distances.map((text) => (text.endsWith(' km') ? Number.parseFloat(text) * 1000 : Number.parseFloat(text)))
		expect(distances.length).toBeGreaterThan(0)
		expect(metres).toEqual([...metres].sort((a, b) => a - b))

		const moves = page.getByRole('navigation', { name: 'Move the map' })
		/** Follows a move and waits for the page of the new view (whose links move on from it). */
		async function move(name: string) {
			const link = moves.getByRole('link', { name })
			const href = (await link.getAttribute('href'))!
			await link.click()
			await expect(page).toHaveURL(href)
			await expect(link).not.toHaveAttribute('href', href)
		}
		await move('East')
		expect(viewOf(page).lng).toBeGreaterThan(100.5347)
		await move('North')
		expect(viewOf(page).lat).toBeGreaterThan(13.7456)
		await move('West')
		expect(viewOf(page).lng).toBeCloseTo(100.5347, 3)
		await move('South')
		expect(viewOf(page).lat).toBeCloseTo(13.7456, 3)
		await move('Zoom in')
		expect(viewOf(page).zoom).toBe(15)
		await move('Zoom out')
		await move('Zoom out')
		expect(viewOf(page).zoom).toBe(13)
		await expect(list.getByRole('listitem').first()).toBeVisible()
	})

	test('one kind without JavaScript: the list is of that kind', async ({ page, javaScriptEnabled }) => {
		test.skip(javaScriptEnabled, 'with JavaScript the kind applies as it is chosen (above)')
		await asDemo(page, 'user')
		await page.goto(`/around-me/map?at=${SIAM}&zoom=14`)
		await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Events' })
		await page.getByRole('button', { name: 'Show', exact: true }).click()
		await expect(page).toHaveURL(/kind=event/)
		const list = page.getByRole('region', { name: 'Events in this view, nearest the middle first' })
		await expect(list.getByRole('listitem').first()).toBeVisible()
		for (const kind of await list.locator('.content-card__meta .tag:first-child').allInnerTexts()) expect(kind).toBe('Event')
		await expect(page.getByRole('region', { name: 'Map' }).locator('.static-map__tiles img').first()).toHaveAttribute('src', /^\/map-tiles\/v1\/en\/14\//)
	})
})
