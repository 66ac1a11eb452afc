import type { ContentItem } from '#contracts/content/registry.ts'
import { expect, test } from './fixtures.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// Following, the feed, likes, collections, search and trending (docs/product.md#feed, #search,
// #collections), as a person would use them, with JavaScript and without: a business user of the test's
// own publishes an event; a new person follows it, finds the event on /feed, likes it, saves it to a new
// collection, finds it again by a Thai word in the middle of its unspaced title, and unfollows.

const unique = () => Math.random().toString(36).slice(2, 8)

test('follow a business user, its event on the feed, like, save to a new collection, find by a Thai word, unfollow', async ({ page, visit, javaScriptEnabled }) => {
	test.slow() // a whole journey, page after page
	const tag = unique()
	const shop = await newDemoBusinessUser(`Night Bazaar ${tag}`)
	const owner = await productApiAs('owner')
	const title = `งานตลาดนัดกลางคืนริมน้ำ ${tag}`
	const startsAt = new Date(Date.now() + 3 * 86_400_000)
	await owner.post<ContentItem>(`/v1/business-users/${shop.id}/content/event`, {
		title,
		body: 'Street food by the river',
		startsAt: startsAt.toISOString(),
		endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
		location: { lat: 13.7456, lng: 100.5347 },
	})
	await newSignedInPerson(page, { prefix: 'follower', firstName: 'Kanya' })

	// Found by its name, and followed from its page.
	await visit(`/search?q=${encodeURIComponent(`Night Bazaar ${tag}`)}&kind=business-user`)
	await page.getByRole('link', { name: `Night Bazaar ${tag}` }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Night Bazaar ${tag}` })).toBeVisible()
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true')
	await expect(page.getByRole('link', { name: '1 follower' })).toBeVisible()

	// On the feed: liked (the count goes up and stays after a reload).
	await visit('/feed')
	await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible()
	const card = page.locator('article', { has: page.getByRole('link', { name: title, exact: true }) })
	await expect(card).toBeVisible()
	// The button shows "liked" at once; the reload waits for the like to be saved (with JavaScript or without).
	const saved = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/resources/like') && response.request().method() === 'POST')
	await card.getByRole('button', { name: /^Like/ }).click()
	await expect(card.getByRole('button', { name: /^Like/ })).toHaveAttribute('aria-pressed', 'true')
	expect((await saved).status()).toBeLessThan(400)
	await page.reload()
	await expect(card.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true')

	// Saved to a new collection, which opens with it.
	await card.getByRole('link', { name: `Add to collection: ${title}` }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'My collections' })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Save “${title}”` })).toBeVisible()
	const collection = `Markets ${tag}`
	await page.getByRole('textbox', { name: 'Name' }).fill(collection)
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page.getByRole('heading', { level: 1, name: collection })).toBeVisible()
	await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
	await expect(page.getByRole('button', { name: `Remove: ${title}` })).toBeVisible()

	// Found again by a Thai word in the middle of its unspaced title, marked.
	await visit(`/feed/search?q=${encodeURIComponent('กลางคืน')}`)
	const found = page.getByRole('link', { name: title, exact: true })
	await expect(found).toBeVisible()
	await expect(found.locator('mark')).toHaveText('กลางคืน')
	await page.getByRole('searchbox', { name: 'Search' }).fill('ริมน้ำ')
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	await expect(page).toHaveURL(/\/feed\/search\?q=/)
	await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()

	// Unfollowed: gone from the feed.
	await page.goto(`/business-user/${shop.id}`)
	// With JavaScript the button turns at once: the feed is read once the unfollow is saved.
	const unfollowed = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/resources/follow') && response.request().method() === 'POST')
	await page.getByRole('button', { name: 'Following' }).click()
	await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false')
	await unfollowed
	await page.goto('/feed')
	await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0)
	if (!javaScriptEnabled) await expect(page.getByRole('link', { name: 'More' })).toHaveCount(0)
})

test('a visitor sees /trending without signing in', { tag: ['@phone', '@same-without-js'] }, async ({ page, visit }) => {
	await visit('/trending')
	await expect(page.getByRole('heading', { level: 1, name: 'Trending' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in to like and save' })).toBeVisible()
	await expect(page.getByRole('button', { name: /^Like/ })).toHaveCount(0)
	await expect(page.locator('article').first()).toBeVisible()
})

test('signed in: home has today, the feed and around me; the header leads to the feed, search and collections', { tag: ['@phone', '@same-without-js'] }, async ({ page, visit, isMobile }) => {
	await newSignedInPerson(page, { prefix: 'home' })
	await visit('/')
	for (const name of ['Today', 'Feed', 'Around me']) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
	if (isMobile) await page.getByText('Menu', { exact: true }).click()
	const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).first()
	for (const name of ['Feed', 'Around me', 'Search', 'Collections']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
	await nav.getByRole('link', { name: 'Search', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
	await expect(page.getByRole('combobox', { name: 'Kind' })).toBeVisible()
	await visit('/dag')
	await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
	await visit('/collections')
	await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible()
})

test('like and follow refusals answer with their own status, as data for the page’s script or as JSON to a post', async ({ page, javaScriptEnabled }) => {
	test.skip(!javaScriptEnabled, 'the server’s answers are the same for every browser')
	await asDemo(page, 'user')
	const gone = '00000000-0000-4000-8000-000000000000'
	const post = (path: string, form: Record<string, string>) => page.request.post(path, { form, maxRedirects: 0, failOnStatusCode: false })
	for (const path of ['/resources/like', '/resources/like.data']) {
		expect((await post(path, { kind: 'story', id: gone, liked: 'true', stay: '1' })).status(), path).toBe(404)
		expect((await post(path, { kind: 'nope', id: 'x', liked: 'true', stay: '1' })).status(), path).toBe(400)
	}
	for (const path of ['/resources/follow', '/resources/follow.data']) {
		expect((await post(path, { type: 'person', id: gone, following: 'true', stay: '1' })).status(), path).toBe(404)
	}
	const refused = await post('/resources/like', { kind: 'story', id: gone, liked: 'true', stay: '1' })
	expect(await refused.json()).toEqual({ error: 'This item is no longer there.' })
	// Without JavaScript, the page it came from again, with the message.
	const back = await post('/resources/like', { kind: 'nope', id: 'x', liked: 'true', redirectTo: '/feed' })
	expect(back.status()).toBe(302)
	expect(back.headers().location).toBe('/feed')
})

test('a business user is not offered to follow itself: not to its owner, nor to a member acting as it; a member as themself may', { tag: '@same-without-js' }, async ({ page, context }) => {
	const name = `Corner Shop ${unique()}`
	const shop = await newDemoBusinessUser(name, { withStaff: true })
	const follow = page.getByRole('button', { name: 'Follow', exact: true })

	await asDemo(page, 'owner')
	await page.goto(`/business-user/${shop.id}`)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	await expect(page.getByRole('link', { name: '0 followers' })).toBeVisible()
	await expect(follow).toHaveCount(0)

	await context.clearCookies()
	await asDemo(page, 'staff')
	await page.goto(`/business-user/${shop.id}`)
	await expect(follow).toBeVisible()
	await page.goto(`/business-user/${shop.id}/login`)
	await page.getByRole('button', { name: `Act as ${name}` }).click()
	await expect(page.getByRole('status').filter({ hasText: 'You now act as' })).toBeVisible()
	await page.goto(`/business-user/${shop.id}`)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	await expect(follow).toHaveCount(0)
})
