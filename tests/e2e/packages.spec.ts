import { expect, expectAccessible, expectPermissionNeeded, switchLanguage, test } from './fixtures.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { demoAccounts } from './identity-forms.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// A business user's packages and subscribers (docs/product.md#subscriptions): the owner offers a package
// with a voucher each period and changes it; once someone subscribed (through the API: they share their
// name only), its price is fixed, it cannot be deleted and is retired; the subscribers page shows the name
// and not the email. A member without the subscription grant is told it is needed. With and without
// JavaScript; the form in Thai on a narrow screen.

const unique = () => Math.random().toString(36).slice(2, 8)
const packagesPathOf = (businessUserId: string) => `/business-user/${businessUserId}/subscription/packages`

test('the owner offers a package with a voucher, changes it, and once subscribed to it retires it; the subscribers page shows only what is shared', async ({ page, browser, javaScriptEnabled }) => {
	test.slow() // a business of its own, a new subscriber, two browsers
	const tag = unique()
	const shop = await newDemoBusinessUser(`Book club ${tag}`, { withStaff: true })
	const owner = await productApiAs('owner')
	const now = Date.now()
	await owner.post(`/v1/business-users/${shop.id}/vouchers`, {
		title: `Free tea ${tag}`,
		valueSatang: 5000,
		pointsCost: 0,
		quantity: null,
		perPerson: 1,
		validFrom: new Date(now).toISOString(),
		validUntil: new Date(now + 60 * 86_400_000).toISOString(),
	})
	await asDemo(page, 'owner')

	// From the business user's page to its packages: none yet.
	await page.goto(`/business-user/${shop.id}`)
	await page.getByRole('link', { name: 'Packages', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'No packages yet' })).toBeVisible()
	await page.getByRole('link', { name: 'New package' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'New package' })).toBeVisible()

	// A price under ฿20 is refused, what was typed kept.
	await page.getByRole('textbox', { name: 'Name' }).fill(`Readers ${tag}`)
	await page.getByRole('textbox', { name: 'Price (baht)' }).fill('15')
	await page.getByRole('textbox', { name: 'Benefits' }).fill('A book a month\nMembers’ evenings')
	await page.getByRole('textbox', { name: 'Membership tier' }).fill('Reader')
	await page.getByRole('spinbutton', { name: `Free tea ${tag}: how many each period` }).fill('2')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByText('The Price (baht) field must be between 20 and 100000')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`Readers ${tag}`)
	await expect(page.getByRole('textbox', { name: 'Benefits' })).toHaveValue('A book a month\nMembers’ evenings')
	await expect(page.getByRole('spinbutton', { name: `Free tea ${tag}: how many each period` })).toHaveValue('2')
	await expectAccessible(page)

	await page.getByRole('textbox', { name: 'Price (baht)' }).fill('149')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: `Readers ${tag} saved` })).toBeVisible()
	const card = page.getByRole('article', { name: `Readers ${tag}` })
	await expect(card.getByText('฿149 / month')).toBeVisible()
	await expect(card.getByText(`2 × Free tea ${tag} every month`)).toBeVisible()
	await expect(page.getByText('0 subscribers')).toBeVisible()

	// Changed while nobody subscribed: the price too.
	await page.getByRole('link', { name: `Edit Readers ${tag}` }).click()
	await page.getByRole('textbox', { name: 'Price (baht)' }).fill('199')
	await page.getByRole('radio', { name: 'Year' }).check()
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(card.getByText('฿199 / year')).toBeVisible()

	// A new person shares their name (not their email) and subscribes by PromptPay through the API.
	const packages = await owner.get<{ packages: Array<{ id: string; name: string }> }>(`/v1/business-users/${shop.id}/packages`)
	const pkg = packages.packages.find((p) => p.name === `Readers ${tag}`)!
	const subscriberContext = await browser.newContext()
	const subscriberPage = await subscriberContext.newPage()
	const subscriber = await newSignedInPerson(subscriberPage, { prefix: 'reader', firstName: 'Malee', lastName: `Reader${tag}` })
	const asSubscriber = await productApiAs({ username: subscriber.email })
	await asSubscriber.put(`/v1/me/data-exchange/${shop.id}`, { decision: 'allow', scopes: ['name'], noticeVersion: '2026-11', language: 'en' })
	await asSubscriber.post('/v1/me/subscriptions', { packageId: pkg.id, paymentMethod: 'card', returnUri: 'http://127.0.0.1/subscription-account' })
	await subscriberContext.close()

	// Now in use: its price is fixed, Delete is gone, and it is retired (asked first).
	await page.goto(packagesPathOf(shop.id))
	await page.getByRole('link', { name: `Edit Readers ${tag}` }).click()
	await expect(page.getByText('People have subscribed to this package, so its price, period and free days stay as they agreed.', { exact: false })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Delete', exact: true })).toHaveCount(0)
	await page.getByRole('link', { name: 'Retire', exact: true }).click()
	await expect(page.getByRole('heading', { name: `Retire Readers ${tag}?` })).toBeVisible()
	await page.getByRole('button', { name: 'Retire the package' }).click()
	await expect(page.getByRole('status').filter({ hasText: `Readers ${tag} retired: no longer offered` })).toBeVisible()
	await expect(page.getByText('Retired', { exact: true })).toBeVisible()

	// The subscribers page: the name shared, not the email.
	await page.getByRole('link', { name: 'Subscribers', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible()
	await expect(page.getByRole('heading', { name: `Malee Reader${tag}` })).toBeVisible()
	await expect(page.getByText(subscriber.email)).toHaveCount(0)
	await expectAccessible(page)

	// demo.staff, a member without the subscription grant, is told it is needed.
	const staffContext = await browser.newContext({ javaScriptEnabled })
	const staffPage = await staffContext.newPage()
	await asDemo(staffPage, 'staff')
	const answer = await staffPage.goto(packagesPathOf(shop.id))
	expect(answer?.status()).toBe(403)
	await expectPermissionNeeded(staffPage, `This page needs the “Subscriptions: See” permission in Book club ${tag}.`)
	await staffContext.close()
})

test('the package form in Thai on a narrow screen', { tag: '@same-without-js' }, async ({ page, javaScriptEnabled }) => {
	await page.setViewportSize({ width: 360, height: 800 })
	const shop = await newDemoBusinessUser(`Tea house ${unique()}`)
	await asDemo(page, 'owner')
	await page.goto(`${packagesPathOf(shop.id)}/new`)
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'แพ็กเกจใหม่' })).toBeVisible()
	await page.getByRole('textbox', { name: 'ชื่อ' }).fill('ชาไทยรายเดือน')
	await page.getByRole('textbox', { name: 'ราคา (บาท)' }).fill('99')
	await page.getByRole('button', { name: 'บันทึก', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'บันทึก ชาไทยรายเดือน แล้ว' })).toBeVisible()
	await expect(page.getByRole('article', { name: 'ชาไทยรายเดือน' })).toBeVisible()
	await expectAccessible(page)
	await switchLanguage(page, 'English', { javaScriptEnabled })
})

test('a member granted Subscriptions but not Sales finds Packages and Subscribers on the business user’s page and changes a package, its vouchers kept; the owner deletes one nobody subscribed to', { tag: '@same-without-js' }, async ({ page, browser }) => {
	test.slow() // a business of its own, two browsers
	const tag = unique()
	const shop = await newDemoBusinessUser(`Noodle bar ${tag}`, { withStaff: true })
	const owner = await productApiAs('owner')
	const now = Date.now()
	const voucher = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/vouchers`, {
		title: `Free egg ${tag}`,
		valueSatang: 1500,
		pointsCost: 0,
		validFrom: new Date(now).toISOString(),
		validUntil: new Date(now + 60 * 86_400_000).toISOString(),
	})
	const made = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/packages`, { name: `Noodle club ${tag}`, priceSatang: 9900, period: 'month', vouchers: [{ voucherId: voucher.id, quantity: 2 }] })
	// demo.staff may see and change packages, and nothing of Sales (the API shows vouchers to Sales only).
	const { items } = await owner.get<{ items: Array<{ profileUuid: string; email: string | null }> }>(`/v1/business-users/${shop.id}/members`)
	const staff = items.find((member) => member.email === demoAccounts.staff.username)!
	await owner.patch(`/v1/business-users/${shop.id}/members/${staff.profileUuid}`, { grants: { subscription: { read: true, update: true } } })

	const staffContext = await browser.newContext()
	try {
		const staffPage = await staffContext.newPage()
		await asDemo(staffPage, 'staff')
		await staffPage.goto(`/business-user/${shop.id}`)
		await expect(staffPage.getByRole('link', { name: 'Sales', exact: true })).toHaveCount(0)
		await staffPage.getByRole('link', { name: 'Subscribers', exact: true }).click()
		await expect(staffPage.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible()
		await expect(staffPage.getByRole('heading', { name: 'No subscribers yet' })).toBeVisible()
		await staffPage.goto(`/business-user/${shop.id}`)
		await staffPage.getByRole('link', { name: 'Packages', exact: true }).click()
		await expect(staffPage.getByRole('link', { name: 'New package' })).toHaveCount(0)
		await staffPage.getByRole('link', { name: `Edit Noodle club ${tag}` }).click()
		await expect(staffPage.getByRole('spinbutton', { name: `Free egg ${tag}: how many each period` })).toHaveValue('2')
		await expect(staffPage.getByRole('link', { name: 'Delete', exact: true })).toHaveCount(0)
		await staffPage.getByRole('textbox', { name: 'Name' }).fill(`Noodle club plus ${tag}`)
		await staffPage.getByRole('button', { name: 'Save', exact: true }).click()
		await expect(staffPage.getByRole('status').filter({ hasText: `Noodle club plus ${tag} saved` })).toBeVisible()
		await expect(staffPage.getByRole('article', { name: `Noodle club plus ${tag}` }).getByText(`2 × Free egg ${tag} every month`)).toBeVisible()
	} finally {
		await staffContext.close()
	}
	const saved = await owner.get<{ vouchers: Array<{ voucherId: string; quantity: number }> }>(`/v1/business-users/${shop.id}/packages/${made.id}`)
	expect(saved.vouchers).toEqual([expect.objectContaining({ voucherId: voucher.id, quantity: 2 })])

	// Nobody subscribed to it: the owner deletes it (asked first).
	await asDemo(page, 'owner')
	await page.goto(`${packagesPathOf(shop.id)}/${made.id}`)
	await page.getByRole('link', { name: 'Delete', exact: true }).click()
	await expect(page.getByRole('heading', { name: `Delete Noodle club plus ${tag}?` })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Delete the package' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Package deleted' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'No packages yet' })).toBeVisible()
})
