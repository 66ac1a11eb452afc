import { existsSync, readFileSync } from 'node:fs'
import type { Browser, Cookie } from '@playwright/test'
import { createSessionCodec } from '#app/auth/session.server.ts'
import { expect, test } from './fixtures.ts'
import { demoAccounts, PASSWORD, signInToAccount, signOut, uniqueEmail, waitPastSignOutEverywhere } from './identity-forms.ts'
import { newSignedInPerson } from './sessions.ts'

// A copy of a signed-out browser's cookie (or of the access token inside it) must stop working at once,
// on every replica: the API records the sign-out and refuses the sign-in's tokens (docs/architecture.md#sessions-and-tokens).
// The same on every screen and without JavaScript, so it runs once.
test.skip(({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile, 'the server side of sign-out, the same for every browser')

const apiUrl = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`
// The local stack's session secret (npm start keeps it under .data/); a stack elsewhere may pass its own.
const sessionSecret = process.env.E2E_SESSION_SECRET ?? (existsSync('.data/session-secret') ? readFileSync('.data/session-secret', 'utf8').trim() : undefined)

/** The access token sealed in the saved session cookies (the browser itself never sees it). */
async function accessTokenIn(cookies: Cookie[]) {
	if (!sessionSecret) return undefined
	const header = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
	return (await createSessionCodec({ secret: sessionSecret, secure: false }).read(header)).tokens?.accessToken
}

async function expectSignedOutWith(browser: Browser, cookies: Cookie[], token: string | undefined) {
	const replay = await browser.newContext()
	try {
		await replay.addCookies(cookies)
		const page = await replay.newPage()
		await page.goto('/account')
		await expect(page).toHaveURL(/\/login$/)
	} finally {
		await replay.close()
	}
	if (token) expect((await fetch(`${apiUrl}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401)
}

test('after "Sign out", a saved copy of the cookie and its access token are refused', { tag: '@same-without-js' }, async ({ page, browser }) => {
	await signInToAccount(page, demoAccounts.user.username)
	// A signed-in page is kept by no cache, not even the browser's.
	expect((await page.reload())?.headers()['cache-control']).toBe('private, no-store')
	const saved = await page.context().cookies()
	const token = await accessTokenIn(saved)
	if (sessionSecret) expect(token, 'the saved cookie holds a session').toBeTruthy()
	if (token) expect((await fetch(`${apiUrl}/v1/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)

	await signOut(page)
	await expect(page).toHaveURL(/\/$/)
	await expectSignedOutWith(browser, saved, token)
})

test('after "Sign out everywhere", every browser of the person is signed out, copies included; signing in again works', { tag: '@same-without-js' }, async ({ page, browser }) => {
	const person = { email: uniqueEmail('replay'), firstName: 'Kanya', lastName: 'Srisuk' }
	await newSignedInPerson(page, person)
	await page.goto('/account')
	const otherBrowser = await browser.newContext()
	const other = await otherBrowser.newPage()
	await signInToAccount(other, person.email, PASSWORD)
	const saved = await page.context().cookies()
	const token = await accessTokenIn(saved)

	await page.goto('/account/security')
	await page.getByRole('button', { name: 'Sign out everywhere' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'You are signed out on every device.' })).toBeVisible()
	const signedOutAt = Date.now()

	await expectSignedOutWith(browser, saved, token)
	await other.goto('/account')
	await expect(other).toHaveURL(/\/login$/)
	await otherBrowser.close()

	await waitPastSignOutEverywhere(page, signedOutAt)
	await signInToAccount(page, person.email, PASSWORD)
	await expect(page.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` })).toBeVisible()
})
