import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export const DEMO_PASSWORD = 'Robtua#2026'

export const demoAccounts = {
	user: { username: 'demo.user@robtua.test', fullName: 'Dao Suksai' },
	owner: { username: 'demo.owner@robtua.test', fullName: 'Niran Wongsa' },
	staff: { username: 'demo.staff@robtua.test', fullName: 'Pim Chaiyo' },
} as const

/** Fills and sends the sign-in form of the page that is open (/login). */
export async function submitSignIn(page: Page, username: string, password: string) {
	await page.getByRole('textbox', { name: 'Username' }).fill(username)
	await page.getByRole('textbox', { name: 'Password' }).fill(password)
	await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Signs in from /login and waits for the account page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
	await page.goto('/login')
	await submitSignIn(page, username, password)
	await expect(page).toHaveURL(/\/account$/)
}

/** The header's "Sign out", behind the menu on narrow screens. */
export async function signOut(page: Page) {
	const visible = page.getByRole('button', { name: 'Sign out' })
	if ((await visible.count()) === 0) await page.locator('summary', { hasText: 'Menu' }).click()
	await page.getByRole('button', { name: 'Sign out' }).first().click()
}
