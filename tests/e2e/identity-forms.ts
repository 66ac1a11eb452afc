import { randomBytes } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { cognitoCall } from '#identity/cognito-call.ts'

/** The code the identity stand-in sends for every confirmation and reset. */
export const CODE = '123456'
export const PASSWORD = 'Robtua#2026'

/** An email no other test (or project, or earlier run) has used. */
export function uniqueEmail(prefix: string) {
	return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@robtua.test`
}

/** The identity stand-in of the test stack, and its user pool (there is one). */
export async function identityPool() {
	const endpoint = `http://127.0.0.1:${process.env.E2E_IDENTITY_PORT ?? 9329}`
	const { UserPools } = await cognitoCall<{ UserPools: { Id: string }[] }>(endpoint, 'ListUserPools', { MaxResults: 1 })
	return { endpoint, userPoolId: UserPools[0]!.Id }
}

/**
 * An account an administrator made with a temporary password (Cognito's AdminCreateUser), so its first
 * sign-in asks for a new password. Made directly in the identity stand-in, as the back office would.
 */
export async function createWithTemporaryPassword(email: string, temporaryPassword: string) {
	const { endpoint, userPoolId } = await identityPool()
	await cognitoCall(endpoint, 'AdminCreateUser', {
		UserPoolId: userPoolId,
		Username: email,
		TemporaryPassword: temporaryPassword,
		MessageAction: 'SUPPRESS',
		UserAttributes: [
			{ Name: 'email', Value: email },
			{ Name: 'email_verified', Value: 'true' },
		],
	})
}

export type NewPerson = { email: string; firstName: string; lastName: string; phone?: string; password?: string }

/** Fills the sign-up form in English and sends it; the page then shows the confirmation step. */
export async function submitSignUp(page: Page, person: NewPerson) {
	await page.goto('/signup')
	await page.getByRole('textbox', { name: 'Email' }).fill(person.email)
	await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName)
	await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName)
	if (person.phone) await page.getByRole('textbox', { name: 'Phone number' }).fill(person.phone)
	await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password ?? PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(person.password ?? PASSWORD)
	await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check()
	await page.getByRole('button', { name: 'Create account' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible()
}

/** A confirmed account, signed in on the home (sign-up, code, automatic sign-in). */
export async function signUpAndConfirm(page: Page, person: NewPerson) {
	await submitSignUp(page, person)
	await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expectHome(page, `Hello, ${person.firstName}`)
}

/** The address of the home page (`/`), where a sign-in with no page to return to lands. */
export const HOME_URL = /^https?:\/\/[^/]+\/$/

/** On the signed-in home (docs/product.md#routing-behaviour), greeted by name: "Hello, Dao" (Thai: "สวัสดี Dao"). */
export async function expectHome(page: Page, greeting: string) {
	await expect(page).toHaveURL(HOME_URL)
	await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible()
}

/** The seeded demo accounts (README: the local demo stack), all with PASSWORD. */
export const demoAccounts = {
	user: { username: 'demo.user@robtua.test', fullName: 'Dao Suksai' },
	owner: { username: 'demo.owner@robtua.test', fullName: 'Niran Wongsa' },
	staff: { username: 'demo.staff@robtua.test', fullName: 'Pim Chaiyo' },
} as const

/** Fills and sends the sign-in form of the page that is open. */
export async function submitSignIn(page: Page, username: string, password: string) {
	await page.getByRole('textbox', { name: 'Username' }).fill(username)
	await page.getByRole('textbox', { name: 'Password' }).fill(password)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Signs in on /login; resolves once the form was sent (the caller checks where it led). */
export async function signIn(page: Page, username: string, password: string) {
	await page.goto('/login')
	await submitSignIn(page, username, password)
}

/** Signs in on /login, lands on the home (no other page was wanted), and opens the account page. */
export async function signInToAccount(page: Page, username: string, password = PASSWORD) {
	await signIn(page, username, password)
	await expect(page).toHaveURL(HOME_URL)
	await page.goto('/account')
}

/** The header's "Sign out", behind the menu on narrow screens (never the security page's "Sign out everywhere"). */
export async function signOut(page: Page) {
	const button = page.getByRole('button', { name: 'Sign out', exact: true })
	if ((await button.count()) === 0) await page.locator('summary', { hasText: 'Menu' }).click()
	await button.first().click()
}

/**
 * Waits until the second after `signedOutAt` ("Sign out everywhere"). Sign-in times have whole seconds,
 * and one in the very second of it ends with it (api/account/service.ts): a person signing in again is
 * never that quick; a test may be.
 */
export async function waitPastSignOutEverywhere(page: Page, signedOutAt: number) {
	await page.waitForTimeout(Math.max(0, signedOutAt + 1_100 - Date.now()))
}
