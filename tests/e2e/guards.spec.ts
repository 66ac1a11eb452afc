import { readFileSync } from 'node:fs'
import type { RouteConfigEntry } from '@remix-run/route-config'
import routeConfig from '#app/routes.ts'
import { demoBusinessUserId } from './demo-business-user.ts'
import { HOME_URL, PASSWORD, demoAccounts, submitSignIn } from './identity-forms.ts'
import { asDemo } from './sessions.ts'
import { expect, expectPermissionNeeded, test } from './fixtures.ts'

// Every guard of routes.tsv, checked on every route the product has built so far: the list grows with
// the product, and a route whose guard has no check here fails the last test until one is written.

type SpecRoute = { path: string; access: 'public' | 'auth'; guards: string[] }

const specRoutes: SpecRoute[] = readFileSync(new URL('../../docs/routes.tsv', import.meta.url), 'utf8')
	.split('\n')
	.filter((line) => line.startsWith('/'))
	.map((line) => {
		const [path, access, guards] = line.split('\t')
		return { path: path!, access: access as SpecRoute['access'], guards: guards === '-' ? [] : guards!.split(',') }
	})
	// Routes of our own, not in docs/routes.tsv.
	.concat(
		[
			'/account/security', // ADR 0006
			'/chat', // the inbox of docs/product.md#chat
			// Each kind's edit page, and stories' and e-books' create and item pages (app/around-me/routes.ts).
			...['agenda', 'announces', 'events', 'attention', 'catalogue', 'media', 'new-room', 'story', 'ebook'].map(
				(kind) => `/around-me/${kind}/:itemId/edit`,
			),
			'/around-me/story/create',
			'/around-me/ebook/create',
			'/around-me/story/:itemId',
			// A subscription period's pay page and a paid period's receipt (docs/product.md#subscriptions).
			'/account/subscription/pay/:invoiceId',
			'/subscription-account/receipts/:invoiceId',
		].map((path): SpecRoute => ({ path, access: 'auth', guards: [] })),
	)

function builtPaths(entries: RouteConfigEntry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const path = entry.path ? `${parent}/${entry.path}` : parent
		return [...(entry.path || entry.index ? [path || '/'] : []), ...builtPaths(entry.children ?? [], path)]
	})
}
/** A path with its parameters unnamed: the spec names an item's id by its kind (`:eventid`), our routes all `:itemId`. */
const shapeOf = (path: string) => path.replace(/:\w+/g, ':param')
const built = new Set(builtPaths(routeConfig).map(shapeOf))
// One route serves /profiles/{uuid} and /profiles/{uuid}-qr-code-bio (app/layouts/profile.tsx).
if (built.has('/profiles/:param')) built.add('/profiles/:param-qr-code-bio')
// One route serves /account/my-pocket/voucher-{id} (app/pocket/routes.ts: a segment is all parameter or none).
if (built.has('/account/my-pocket/:param')) built.add('/account/my-pocket/voucher-:param')
// One route serves a connect and /account/open-tab/connects/{type}-create (app/open-tab/routes.ts).
if (built.has('/account/open-tab/connects/:param')) built.add('/account/open-tab/connects/:param-create')
const builtRoutes = specRoutes.filter((route) => built.has(shapeOf(route.path)))

/** A concrete address for a route pattern; ids that exist nowhere (guards decide before any lookup). */
const addressOf = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'type' ? 'project' : '00000000-0000-4000-8000-000000000000'))

/** What each guard's check is; see app/auth/guards.server.ts for what the guards mean. */
const checkedGuards = new Set(['check-login', 'check-in-business-account', 'check-owner-business', 'check-my-point', 'check-subscription', 'check-unsubscription', 'check-open-tab-connect-type', 'check-owner-open-tab'])

test('routes.tsv and the built routes agree (the checks below are not empty)', { tag: '@same-without-js' }, () => {
	expect(builtRoutes.length).toBeGreaterThan(8)
	expect(builtRoutes.filter((route) => route.access === 'auth').map((route) => route.path)).toEqual(
		expect.arrayContaining(['/account', '/account/update', '/account/reset-password', '/account/security']),
	)
})

test('authentication: a visitor on any signed-in page is sent to /login and back after signing in', { tag: '@same-without-js' }, async ({ page }) => {
	// Each route's answer to a visitor is its redirect: one request each (no page to render), so the test's
	// time grows by a request, not a page load, with each route; the last one is then followed in the browser.
	const guarded = builtRoutes.filter((route) => route.access === 'auth')
	for (const route of guarded) {
		const answer = await page.request.get(addressOf(route.path), { maxRedirects: 0 })
		expect(answer.status(), route.path).toBe(302)
		expect(answer.headers().location, route.path).toBe('/login')
	}
	await page.goto(addressOf(guarded.at(-1)!.path))
	await expect(page).toHaveURL(/\/login$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
	// The last one remembered is where signing in leads.
	await submitSignIn(page, demoAccounts.user.username, PASSWORD)
	await expect(page).toHaveURL(new RegExp(`${addressOf(guarded.at(-1)!.path)}$`))
})

test('check-login: a signed-in person on a visitor-only page is sent home', { tag: '@same-without-js' }, async ({ page }) => {
	await asDemo(page, 'user')
	const visitorOnly = builtRoutes.filter((route) => route.guards.includes('check-login'))
	expect(visitorOnly.map((route) => route.path)).toEqual(['/login', '/signup', '/forgot-password'])
	for (const route of visitorOnly) {
		await page.goto(route.path)
		await expect(page, route.path).toHaveURL(HOME_URL)
	}
})

test('every guard on a built route has its check here', { tag: '@same-without-js' }, () => {
	const unchecked = builtRoutes.flatMap((route) => route.guards.filter((guard) => !checkedGuards.has(guard)).map((guard) => `${route.path}: ${guard}`))
	expect(unchecked).toEqual([])
})

test('check-my-point: the pocket opens for a person with an account-point record', { tag: '@same-without-js' }, async ({ page }) => {
	// Every profile is made with its record, so none is missing here; the redirect to /account when it is
	// is app/auth/guards.server.test.ts's.
	await asDemo(page, 'user')
	const pages = builtRoutes.filter((route) => route.guards.includes('check-my-point'))
	expect(pages.map((route) => route.path)).toEqual(['/account/my-pocket', '/account/my-pocket/cons'])
	for (const route of pages) {
		await page.goto(route.path)
		await expect(page, route.path).toHaveURL(new RegExp(`${route.path}$`))
		await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.path.endsWith('cons') ? 'Use points' : 'My pocket')
	}
})

test('check-in-business-account: a business account page is found only by its owner and members', { tag: '@same-without-js' }, async ({ page }) => {
	await asDemo(page, 'user')
	const pages = builtRoutes.filter((route) => route.guards.includes('check-in-business-account') && route.path.includes(':id'))
	expect(pages.length).toBeGreaterThan(0)
	for (const route of pages) {
		await page.goto(addressOf(route.path))
		await expect(page.getByRole('heading', { name: 'Page Not Found' }), route.path).toBeVisible()
	}
	// Members and owners: tests/e2e/business.spec.ts.
})

test("check-owner-business: a business user's forms open for the account's owner; a member without admin is told they are for its admins", { tag: '@same-without-js' }, async ({ page }) => {
	test.slow() // every form page, twice
	// A business user's own pages; on an open-tab goal it is the connect's owner's hold on the business user the goal names (below).
	const forms = builtRoutes.filter((route) => route.guards.includes('check-owner-business') && route.path.startsWith('/business-user/'))
	expect(forms.length).toBeGreaterThan(0)
	await asDemo(page, 'staff')
	const id = await demoBusinessUserId(page)
	const addressOfDemo = (path: string) => path.replace(':id', id)
	for (const route of forms) {
		expect((await page.goto(addressOfDemo(route.path)))?.status(), route.path).toBe(403)
		await expectPermissionNeeded(page, 'This page is for the admins of Robtua Demo Shop — Siam Square.')
	}
	// Not "Sign out": that would end the session every test of the run shares (sessions.ts).
	await page.context().clearCookies()
	await asDemo(page, 'owner')
	for (const route of forms) {
		await page.goto(addressOfDemo(route.path))
		await expect(page, route.path).toHaveURL(new RegExp(`${addressOfDemo(route.path)}$`))
		await expect(page.getByRole('heading', { level: 1 }), route.path).not.toHaveText('Page Not Found')
	}
	// Admins who are not the owner: the API's tests (api/business-user/business-user.test.ts) and the guard's (app/auth/guards.server.test.ts).
})

test('check-open-tab-connect-type: a create page for each open connect type; one not open, or unknown, is not found', { tag: '@same-without-js' }, async ({ page }) => {
	const pages = builtRoutes.filter((route) => route.guards.includes('check-open-tab-connect-type'))
	expect(pages.map((route) => route.path)).toEqual(['/account/open-tab/connects/:type-create'])
	await asDemo(page, 'user')
	await page.goto('/account/open-tab/connects/project-create')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('New project')
	for (const type of ['volunteer', 'nope']) {
		expect((await page.goto(`/account/open-tab/connects/${type}-create`))?.status(), type).toBe(404)
		await expect(page.getByRole('heading', { level: 1 }), type).toHaveText('Page Not Found')
	}
})

test("check-owner-open-tab: a connect's forms open for its owner; someone who sees it is denied, and one they cannot see is not found", { tag: '@same-without-js' }, async ({ page }) => {
	test.slow() // every form page, three times
	const forms = builtRoutes.filter((route) => route.guards.includes('check-owner-open-tab'))
	expect(forms.length).toBe(6)
	// demo.user's public connect and private one (api/db/seed.ts demoOpenTabConnectIds); an entry id nobody has.
	const shared = '06c6b995-7576-4aad-a508-2007a86390aa'
	const draft = 'b34c666f-d71a-4eef-a41c-05df5371f2ed'
	const addressFor = (path: string, cid: string) => addressOf(path.replace(':cid', cid))
	await asDemo(page, 'staff')
	for (const route of forms) {
		await page.goto(addressFor(route.path, shared))
		await expect(page, route.path).toHaveURL(/\/404\?from=/)
		expect((await page.goto(addressFor(route.path, draft)))?.status(), route.path).toBe(404)
	}
	await page.context().clearCookies()
	await asDemo(page, 'user')
	for (const route of forms) {
		await page.goto(addressFor(route.path, shared))
		// A new entry's form opens; an entry that is not there is not found.
		if (route.path.endsWith('/create')) await expect(page.getByRole('heading', { level: 1 }), route.path).not.toHaveText('Page Not Found')
		else await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText('Page Not Found')
	}
})

test('check-subscription: memberships and subscription vouchers open for a subscriber; anyone else is sent to choose a subscription', { tag: '@same-without-js' }, async ({ page }) => {
	const pages = builtRoutes.filter((route) => route.guards.includes('check-subscription'))
	expect(pages.map((route) => route.path)).toEqual(['/account/subscription/membership', '/account/subscription/voucher', '/account/subscription/voucher/:id'])
	// demo.owner subscribes to nothing (demo.user is subscribed to the demo business user: api/db/seed.ts).
	await asDemo(page, 'owner')
	for (const route of pages) {
		await page.goto(addressOf(route.path))
		await expect(page, route.path).toHaveURL(/\/subscription-account$/)
	}
	await page.context().clearCookies()
	await asDemo(page, 'user')
	for (const route of pages.filter((route) => !route.path.includes(':'))) {
		await page.goto(route.path)
		await expect(page, route.path).toHaveURL(new RegExp(`${route.path}$`))
		await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.path.endsWith('voucher') ? 'Subscription vouchers' : 'Memberships')
	}
})

test('check-unsubscription: a subscriber to a business user is sent from its subscribe page to their subscriptions', { tag: '@same-without-js' }, async ({ page }) => {
	const pages = builtRoutes.filter((route) => route.guards.includes('check-unsubscription'))
	expect(pages.map((route) => route.path)).toEqual(['/account/subscription/business-user/:id/package'])
	// Someone not subscribed to it stays on its way to subscribing (the data-exchange question first).
	await asDemo(page, 'owner')
	const id = await demoBusinessUserId(page)
	await page.goto(`/account/subscription/business-user/${id}/package`)
	await expect(page).toHaveURL(new RegExp(`/account/subscription/business-user/${id}/(package|data-exchange|detail)`))
	// demo.user is subscribed to it (api/db/seed.ts).
	await page.context().clearCookies()
	await asDemo(page, 'user')
	await page.goto(`/account/subscription/business-user/${id}/package`)
	await expect(page).toHaveURL(/\/account\/subscription$/)
})
