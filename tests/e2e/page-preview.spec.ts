import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { seedDemoUsers } from '#identity/seed.ts'
import type { Collection } from '#contracts/social/collections.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { Me } from '#contracts/me.ts'
import { expect, expectAccessible, test } from './fixtures.ts'
import { CODE, PASSWORD, expectHome, identityPool, submitSignIn, uniqueEmail } from './identity-forms.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'

// A visitor who opens a shareable page (a shop's printed QR code, a profile, an item, a collection) is
// sent to sign in, and sees what they are signing in to see, with "Create an account" first; signed in
// or signed up, they land on that page (docs/product.md#page-previews, #routing-behaviour).

const LEAD = 'Sign in or create an account to see'

/** A business user of the test's own with a public item and one for its team only, and a public collection holding the public one. */
async function shareables() {
	const owner = await productApiAs('owner')
	const name = `Preview Café ${randomUUID().slice(0, 8)}`
	const shop = await newDemoBusinessUser(name)
	const item = await owner.post<ContentItem>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Iced latte ${randomUUID().slice(0, 4)}`, priceSatang: 6_500 })
	const teamOnly = await owner.post<ContentItem>(`/v1/business-users/${shop.id}/content/catalogue`, { title: 'Staff price list', priceSatang: 100, visibility: 'members' })
	const collection = await owner.post<Collection>('/v1/me/collections', { name: `Cafés to try ${randomUUID().slice(0, 4)}`, visibility: 'public' })
	await owner.put(`/v1/collections/${collection.id}/items/${item.id}`)
	const me = await owner.get<Me>('/v1/me')
	return { shop: { id: shop.id, name }, item, teamOnly, collection, owner: { uuid: me.profile.uuid, name: `${me.profile.firstName} ${me.profile.lastName}` } }
}

/** A person of the test's own who can sign in (made in the identity stand-in). */
async function somebody(firstName: string) {
	const email = uniqueEmail('preview')
	await seedDemoUsers(await identityPool(), [{ email, password: PASSWORD, givenName: firstName, familyName: 'Visitor' }])
	return email
}

async function expectCard(page: Page, name: string, kind: string) {
	const card = page.getByRole('figure', { name: LEAD })
	await expect(card).toContainText(name)
	await expect(card).toContainText(kind)
	// "Create an account" comes first, before the sign-in form.
	const create = await page.getByRole('link', { name: 'Create an account' }).boundingBox()
	const username = await page.getByRole('textbox', { name: 'Username' }).boundingBox()
	expect(create!.y).toBeLessThan(username!.y)
}

test.describe('a visitor on their way to a shareable page', () => {
	test('sees the card of a business user’s QR-code bio, a profile, an item and a public collection on sign-in, and lands on the page after signing in', async ({ page }) => {
		const made = await shareables()
		const pages = [
			{ path: `/business-user/${made.shop.id}/qr-code-bio`, name: made.shop.name, kind: 'Business' },
			{ path: `/profiles/${made.owner.uuid}`, name: made.owner.name, kind: 'Profile' },
			{ path: `/business-user/${made.shop.id}/catalogue/${made.item.id}`, name: made.item.title, kind: `Catalogue item by ${made.shop.name}` },
			{ path: `/collections/${made.collection.id}`, name: made.collection.name, kind: `Collection by ${made.owner.name}` },
		]
		for (const { path, name, kind } of pages) {
			await page.goto(path)
			await expect(page, path).toHaveURL(/\/login$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
			await expectCard(page, name, kind)
		}
		await expectAccessible(page)

		// The last page wanted is the one signing in leads to.
		await submitSignIn(page, await somebody('Kaew'), PASSWORD)
		await expect(page).toHaveURL(new RegExp(`/collections/${made.collection.id}$`))
		await expect(page.getByRole('heading', { level: 1, name: made.collection.name })).toBeVisible()
	})

	test('in Thai, and through sign-up: the card on both pages, then the QR-code bio itself', { tag: '@same-without-js' }, async ({ page, context }) => {
		const made = await shareables()
		const bio = `/business-user/${made.shop.id}/qr-code-bio`
		await page.goto(bio)
		await context.addCookies([{ name: 'lng', value: 'th', url: page.url() }])
		await page.reload()
		const thaiCard = page.getByRole('figure', { name: 'เข้าสู่ระบบหรือสร้างบัญชีเพื่อดู' })
		await expect(thaiCard).toContainText(made.shop.name)
		await expect(thaiCard).toContainText('ธุรกิจ')
		await context.addCookies([{ name: 'lng', value: 'en', url: page.url() }])

		await page.goto('/login')
		await page.getByRole('link', { name: 'Create an account' }).first().click()
		await expect(page).toHaveURL(/\/signup$/)
		await expect(page.getByRole('figure', { name: 'Create your account to see' })).toContainText(made.shop.name)
		const email = uniqueEmail('preview-signup')
		await page.getByRole('textbox', { name: 'Email' }).fill(email)
		await page.getByRole('textbox', { name: 'First name' }).fill('Fah')
		await page.getByRole('textbox', { name: 'Last name' }).fill('Visitor')
		await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
		await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD)
		await page.getByRole('checkbox', { name: 'I accept the terms of use' }).check()
		await page.getByRole('button', { name: 'Create account' }).click()
		await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
		await page.getByRole('button', { name: 'Confirm' }).click()
		await expect(page).toHaveURL(new RegExp(`${bio}$`))
		await expect(page.getByRole('heading', { level: 1, name: made.shop.name })).toBeVisible()
	})

	test('of something hidden, or of nothing, sees no card: a sign-in page like any other', { tag: '@same-without-js' }, async ({ page }) => {
		const made = await shareables()
		for (const path of [
			`/business-user/${made.shop.id}/catalogue/${made.teamOnly.id}`,
			`/business-user/${made.shop.id}/catalogue/${randomUUID()}`,
			// An item of another business user's, under this one's pages.
			`/business-user/${randomUUID()}/catalogue/${made.item.id}`,
		]) {
			await page.goto(path)
			await expect(page, path).toHaveURL(/\/login$/)
			await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
			await expect(page.getByRole('figure')).toHaveCount(0)
			await expect(page.getByText('Staff price list')).toHaveCount(0)
		}
	})

	test('with no page to go back to, lands on the home', { tag: '@same-without-js' }, async ({ page }) => {
		await page.goto('/login')
		await expect(page.getByRole('figure')).toHaveCount(0)
		await submitSignIn(page, await somebody('Mali'), PASSWORD)
		await expectHome(page, 'Hello, Mali')
	})
})

test.describe('on a 390 × 844 phone', { tag: '@phone' }, () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('the form comes first: its h1 leads the page, and "Sign in" and the first sign-up field are on the first screen, in English and Thai, with a card or without', async ({ page, context }) => {
		const made = await shareables()
		const onFirstScreen = async (name: string, role: 'button' | 'textbox') => {
			const box = await page.getByRole(role, { name, exact: true }).boundingBox()
			expect(box, name).not.toBeNull()
			expect(box!.y + box!.height, `${name} on ${page.url()}`).toBeLessThanOrEqual(844)
		}
		// Headings in order: the page's own h1 before the welcome panel's h2.
		const firstHeading = () => page.locator('h1, h2').first().evaluate((heading) => heading.tagName)
		for (const [language, signIn, email] of [
			['en', 'Sign in', 'Email'],
			['th', 'เข้าสู่ระบบ', 'อีเมล'],
		] as const) {
			await context.addCookies([{ name: 'lng', value: language, url: new URL('/', test.info().project.use.baseURL).href }])
			await page.goto('/login')
			expect(await firstHeading()).toBe('H1')
			await onFirstScreen(signIn, 'button')
			await page.goto('/signup')
			expect(await firstHeading()).toBe('H1')
			await onFirstScreen(email, 'textbox')
		}

		await context.addCookies([{ name: 'lng', value: 'en', url: new URL('/', test.info().project.use.baseURL).href }])
		await page.goto(`/business-user/${made.shop.id}/qr-code-bio`)
		await expect(page.getByRole('figure', { name: LEAD })).toBeVisible()
		await onFirstScreen('Sign in', 'button')
		await page.getByRole('link', { name: 'Create an account' }).first().click()
		await onFirstScreen('Email', 'textbox')
	})
})
