import { readFileSync } from 'node:fs'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { seedDemoUsers } from '#identity/seed.ts'
import { PASSWORD, demoAccounts, identityPool, uniqueEmail, type NewPerson } from './identity-forms.ts'

// Signed-in people for tests that are not about signing in (docs/architecture.md#tests-and-ci): each demo
// person signs in once per run (sessions.setup.ts) and every test that needs them starts from that
// session; a test that changes a person's own data gets a person of its own, made in the identity
// stand-in and signed in with one form post, not through the sign-up pages.

export type DemoPerson = keyof typeof demoAccounts

/** Where the setup project keeps each demo person's session (cookies) for the run. */
export const sessionFile = (who: DemoPerson) => `test-results/.sessions/${who}.json`

/**
 * Sends the sign-in form as the browser would without JavaScript (it leads home), then opens the account
 * page, which shows, and so clears, "You are signed in" (the home would too, but reads the feed, today and
 * around me first); the context keeps the session cookie.
 */
export async function postSignIn(request: APIRequestContext, username: string, password = PASSWORD) {
	const response = await request.post('/login', { form: { intent: 'sign-in', username, password }, maxRedirects: 0 })
	expect(response.status(), `signing ${username} in`).toBe(302)
	expect(response.headers().location).toBe('/')
	expect((await request.get('/account', { maxRedirects: 0 })).status()).toBe(200)
}

/** Starts the page's browser as a demo person, signed in since the run began. Never sign this session out. */
export async function asDemo(page: Page, who: DemoPerson) {
	const { cookies } = JSON.parse(readFileSync(sessionFile(who), 'utf8')) as { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] }
	await page.context().addCookies(cookies)
}

/** A new confirmed person of the test's own (email, names, PASSWORD), signed in on the page. */
export async function newSignedInPerson(page: Page, person: Partial<NewPerson> & { prefix?: string } = {}) {
	const made = { email: person.email ?? uniqueEmail(person.prefix ?? 'person'), firstName: person.firstName ?? 'Somchai', lastName: person.lastName ?? 'Jaidee', password: person.password ?? PASSWORD }
	await seedDemoUsers(await identityPool(), [
		{ email: made.email, password: made.password, givenName: made.firstName, familyName: made.lastName, phoneNumber: person.phone },
	])
	await postSignIn(page.context().request, made.email, made.password)
	return made
}

/** As `asDemo`, then on the person's /account page. */
export async function openAccountAs(page: Page, who: DemoPerson) {
	await asDemo(page, who)
	await page.goto('/account')
	await expect(page.getByRole('heading', { level: 1, name: demoAccounts[who].fullName })).toBeVisible()
}
