import { expect, type Page } from '@playwright/test'

/** The seeded business user of "Robtua Demo Shop": demo.owner owns its account, demo.staff is a member without admin. */
export const DEMO_BUSINESS_USER = 'Robtua Demo Shop — Siam Square'

/** The demo business user's id, from the signed-in owner's or member's /account/business-users (its "Act as" link). */
export async function demoBusinessUserId(page: Page) {
	await page.goto('/account/business-users')
	const actAs = page.getByRole('link', { name: `Act as ${DEMO_BUSINESS_USER}` })
	await expect(actAs).toBeVisible()
	const id = /\/business-user\/([0-9a-f-]{36})\/login$/.exec((await actAs.getAttribute('href')) ?? '')?.[1]
	expect(id, 'the demo business user').toBeTruthy()
	return id!
}
