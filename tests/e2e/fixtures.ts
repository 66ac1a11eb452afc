import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/**
 * Fails on any serious or critical accessibility violation of the page as it is now. Besides axe's
 * default rules, every link's and button's accessible name must hold its visible words (WCAG 2.5.3
 * Label in Name: someone who says "click Add to collection" reaches it), a rule axe ships switched off;
 * and headings go down one level at a time (axe calls a skipped level moderate; a screen reader's
 * outline of the page still breaks).
 *
 * What a check costs is what it checks: axe runs in the page itself (legacy mode; the default opens a
 * blank page for every run to combine frames, and our pages have none) and reports only violations (not
 * every node that passed), which halves its time on a page of cards (README, "The tests' time").
 */
export async function expectAccessible(page: Page) {
	// axe runs inside the page, which a JavaScript-disabled page cannot do (its timers never fire). The
	// server's HTML is the same with JavaScript on, where every page is checked: a copy of the page in a
	// scripted context cost a new page per check and at times hung (README, "The tests' time").
	if (base.info().project.use.javaScriptEnabled === false) return
	const results = await new AxeBuilder({ page })
		.setLegacyMode(true)
		.options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } })
		.analyze()
	const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
	expect(
		blocking.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
		`accessibility violations on ${page.url()}`,
	).toEqual([])
}

/**
 * A page's bytes are UTF-8 without NUL: a browser drops a NUL from text but shows it as "\uFFFD" in an
 * attribute (a picture's alt), and React 18's Node renderer once wrote them where a Thai letter met its
 * buffer's end (app/entry.server.tsx).
 */
function expectCleanText(body: Buffer, url: string) {
	expect(body.indexOf(0), `a NUL byte in ${url}`).toBe(-1)
	expect(() => new TextDecoder('utf-8', { fatal: true }).decode(body), `invalid UTF-8 in ${url}`).not.toThrow()
}

type Fixtures = {
	/** Opens a path and checks the page with axe, and its HTML as it came over the wire. */
	visit: (path: string) => Promise<void>
}

const ABORTED_READ = /^(AbortError: )?signal is aborted without reason(\n|$)/

export const test = base.extend<Fixtures>({
	visit: async ({ page }, use) => {
		await use(async (path) => {
			const response = await page.goto(path)
			if (response) expectCleanText(await response.body(), page.url())
			await expectAccessible(page)
		})
	},
	page: async ({ page }, use) => {
		// A page error or a CSP violation is a bug even when the page looks right.
		const problems: string[] = []
		page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
		page.on('console', (message) => {
			// A 4xx answer (a refused form, a missing page) or a 503 (the busy page of an outage) is the page
			// working as meant; the browser still logs it.
			// Remix logs a page's data cut off mid-read too, when a click starts another navigation: the router
			// drops that answer, and the person sees nothing of it.
			if (message.type() === 'error' && !/status of (4\d\d|503)/.test(message.text()) && !ABORTED_READ.test(message.text())) problems.push(`console: ${message.text()}`)
		})
		await use(page)
		expect(problems, 'browser errors').toEqual([])
	},
})

/**
 * Sent to /404 by a permission rule (docs/product.md#roles-and-permissions), which names the page that was asked for, not "/404"
 * (`askedFor` is a path, or a full URL of this site).
 */
export async function expectDenied(page: Page, askedFor: string) {
	const path = askedFor.startsWith('/') ? askedFor : new URL(askedFor).pathname
	await expect(page).toHaveURL(/\/404\?from=/)
	await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	await expect(page.locator('.error-page__path')).toHaveText(decodeURI(path))
}

/**
 * A page a member may not open (docs/product.md#roles-and-permissions): in the site's layout, at its own
 * address, it says which permission (or role) it needs and who gives it, never "Page Not Found".
 */
export async function expectPermissionNeeded(page: Page, needs: string) {
	await expect(page.getByRole('heading', { level: 1, name: 'Permission needed' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText(needs)
	await expect(page).not.toHaveURL(/\/404\b/)
}

/** Picks a language with the header's switcher, as a person would with or without JavaScript. */
export async function switchLanguage(page: Page, language: 'English' | 'ไทย', { javaScriptEnabled }: { javaScriptEnabled: boolean }) {
	const switcher = page.locator('form.language-switcher')
	// With JavaScript, choose once React runs the page (the "Change" button is hidden from the first paint,
	// so it cannot tell); a choice made during hydration is a plain post racing it.
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
	await switcher.getByRole('combobox').selectOption({ label: language })
	if (!javaScriptEnabled) await switcher.getByRole('button').click()
	await expect(page.locator('html')).toHaveAttribute('lang', language === 'ไทย' ? 'th' : 'en')
}

/** How far the page has moved while it loaded and came alive: the sum of its layout shifts so far (needs JavaScript). */
export async function layoutShiftSoFar(page: Page): Promise<number> {
	return await page.evaluate(
		() =>
			new Promise<number>((resolve) => {
				let total = 0
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value
				}).observe({ type: 'layout-shift', buffered: true })
				// Buffered entries arrive in a task of their own.
				setTimeout(() => resolve(total), 200)
			}),
	)
}

export { expect }
