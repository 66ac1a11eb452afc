import type { Page } from '@playwright/test'
import { demoBusinessUserId } from './demo-business-user.ts'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-forms.ts'
import { asDemo, openAccountAs, newSignedInPerson } from './sessions.ts'

// Thai is written without spaces: a line may end only between words (the browser's dictionary finds
// them), and a button's label never breaks inside a word ("ล|บ"). Checked on a phone's 390 px in Thai,
// with the same word boundaries the browser's line breaker uses (Intl.Segmenter). Layout is the same
// with or without JavaScript, so this runs once.
test.skip(({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile, 'layout is the same in every project; measured once')
test.use({ viewport: { width: 390, height: 844 } })

type BadBreak = { element: string; before: string; after: string }

/** Every line break of the page's text that falls inside a word. */
function badBreaksOn(page: Page): Promise<BadBreak[]> {
	return page.evaluate(() => {
		const segmenter = new Intl.Segmenter('th', { granularity: 'word' })
		const found: { element: string; before: string; after: string }[] = []
		const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
			const text = node.data
			const parent = node.parentElement
			if (!parent || text.trim().length < 2 || getComputedStyle(parent).wordBreak === 'break-all') continue
			// Text no one sees (the honeypot, visually hidden labels) is in a box a pixel wide.
			if (parent.closest('[aria-hidden="true"], .visually-hidden')) continue
			const boundaries = new Set([...segmenter.segment(text)].map((segment) => segment.index))
			let lastTop: number | null = null
			for (let i = 0; i < text.length; i++) {
				const range = document.createRange()
				range.setStart(node, i)
				range.setEnd(node, i + 1)
				const rect = range.getClientRects()[0]
				if (!rect || rect.width === 0) continue
				// A character lower than the one before starts a new line: the break is before it.
				if (lastTop !== null && rect.top > lastTop + rect.height / 2 && !boundaries.has(i) && !/\s/.test(text[i - 1] ?? ' ')) {
					found.push({ element: `${parent.tagName.toLowerCase()}.${parent.className}`, before: text.slice(Math.max(0, i - 8), i), after: text.slice(i, i + 8) })
				}
				lastTop = rect.top
			}
		}
		return found
	})
}

async function expectWholeWords(page: Page, path: string) {
	await page.goto(path)
	expect(await badBreaksOn(page), `${path}: lines broken inside a word`).toEqual([])
	// Nothing is wider than the phone: a squeezed row makes things overflow instead of breaking words.
	expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: page wider than the screen`).toBeLessThanOrEqual(390)
}

/** From here on the pages are in Thai (the language cookie the switcher sets). */
async function inThai(page: Page) {
	await page.context().addCookies([{ name: 'lng', value: 'th', url: page.url() }])
}

test('public pages in Thai on a phone break lines only between words', { tag: '@same-without-js' }, async ({ page }) => {
	await page.goto('/')
	await inThai(page)
	for (const path of ['/', '/about-robtua', '/about-robtua/robtua-community', '/self-onboard', '/login', '/signup', '/forgot-password']) await expectWholeWords(page, path)
})

test('a person’s pages in Thai on a phone break lines only between words', { tag: '@same-without-js' }, async ({ page }) => {
	await openAccountAs(page, 'user')
	const profile = (await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!
	await inThai(page)
	for (const path of ['/account', '/account/update', '/account/security', profile, `${profile}/form/about-us`, `${profile}/form/link`, `${profile}/form/works/create`]) {
		await expectWholeWords(page, path)
	}
})

test('a new person’s empty account and profile in Thai on a phone break lines only between words', { tag: '@same-without-js' }, async ({ page }) => {
	await newSignedInPerson(page, { email: uniqueEmail('thai-layout'), firstName: 'Malee', lastName: 'Jaidee' })
	await page.goto('/account')
	const profile = (await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!
	await inThai(page)
	for (const path of ['/account', profile]) await expectWholeWords(page, path)
})

test('business pages in Thai on a phone break lines only between words', { tag: '@same-without-js' }, async ({ page }) => {
	await asDemo(page, 'owner')
	const businessUser = `/business-user/${await demoBusinessUserId(page)}`
	await page.goto('/account/business-users')
	const account = (await page.locator('main a[href^="/business-account/"]').first().getAttribute('href'))!
	await inThai(page)
	for (const path of ['/account/business-users', account, `${account}/business-user/create`, businessUser, `${businessUser}/information`, `${businessUser}/form/link`]) {
		await expectWholeWords(page, path)
	}
})
