import type { Page } from '@playwright/test'
import type { BusinessUser } from '#contracts/business.ts'
import { DEMO_BUSINESS_USER } from './demo-business-user.ts'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { markPaidAtGateway } from './payment-gateway.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// Subscriptions (docs/product.md#subscriptions), the person's side: a new person subscribes to the demo
// shop's package from its page — the data-exchange question first, then a card added on the gateway's page
// — and finds the subscription, the membership card, the voucher it gave, the card and the payment with its
// receipt; then cancels it (asked first) and stops sharing. A card that declines leads to the period's pay
// page, with its PromptPay QR. Without JavaScript, the same forms.

const unique = () => Math.random().toString(36).slice(2, 8)
const day = 24 * 60 * 60_000

/** A package of demo.owner's business user `businessUserId` (no trial: the first period is paid at once), with a voucher of its own each period when asked. */
async function newPackage(businessUserId: string, name: string, { withVoucher = false } = {}) {
	const owner = await productApiAs('owner')
	const vouchers = []
	if (withVoucher) {
		// Nobody gets it for points (its cost is the most a voucher may cost): only the package gives it.
		const voucher = await owner.post<{ id: string; title: string }>(`/v1/business-users/${businessUserId}/vouchers`, {
			title: `Cookie ${name}`,
			valueSatang: 4000,
			pointsCost: 1_000_000,
			validFrom: new Date(Date.now() - 60_000).toISOString(),
			validUntil: new Date(Date.now() + 60 * day).toISOString(),
		})
		vouchers.push({ voucherId: voucher.id, quantity: 1 })
	}
	return await owner.post<{ id: string; name: string }>(`/v1/business-users/${businessUserId}/packages`, {
		name,
		priceSatang: 9900,
		period: 'month',
		benefits: ['A free cookie with every coffee'],
		tier: `Cookie club ${name}`,
		trialDays: 0,
		vouchers,
	})
}

async function demoShopId() {
	const { items } = await (await productApiAs('owner')).get<{ items: BusinessUser[] }>('/v1/business-users')
	return items.find((item) => item.name === DEMO_BUSINESS_USER)!.id
}

/** The person's subscription to `name`, on /account/subscription. */
const subscriptionOf = (page: Page, name: string) => page.getByRole('article', { name })

test('a new person subscribes to a package by card, finds it all, cancels it and stops sharing', async ({ page, javaScriptEnabled }) => {
	test.slow() // a package, a new person, the gateway's page and six pages
	const tag = unique()
	const shopId = await demoShopId()
	const pkg = await newPackage(shopId, `Cookie Club ${tag}`, { withVoucher: true })
	await newSignedInPerson(page, { prefix: 'subscriber', firstName: 'Nok', lastName: `Member${tag}` })

	// From the business user's page: "Subscribe", its offer, the package's "Choose".
	await page.goto(`/business-user/${shopId}`)
	await page.getByRole('link', { name: 'Subscribe', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Subscribe to ${DEMO_BUSINESS_USER}` })).toBeVisible()
	const offered = page.getByRole('article', { name: pkg.name })
	await expect(offered).toContainText('฿99 / month')
	await expect(offered).toContainText('A free cookie with every coffee')
	await expect(offered).toContainText(`Membership: Cookie club ${pkg.name}`)
	await expect(offered).toContainText(`Cookie ${pkg.name} every month`)
	await expectAccessible(page)
	await offered.getByRole('link', { name: /^Choose/ }).click()

	// The first subscription to it asks what the person shares: nothing ticked; Name and Email, "Allow".
	await expect(page).toHaveURL(new RegExp(`/business-user/${shopId}/data-exchange\\?package=${pkg.id}$`))
	await expect(page.getByRole('heading', { level: 1, name: `What you share with ${DEMO_BUSINESS_USER}` })).toBeVisible()
	await expect(page.getByText('Subscribing does not depend on sharing')).toBeVisible()
	for (const scope of ['Name', 'Email', 'Phone number', 'Birthday']) await expect(page.getByRole('checkbox', { name: scope })).not.toBeChecked()
	await expectAccessible(page)
	await page.getByRole('checkbox', { name: 'Name' }).check()
	await page.getByRole('checkbox', { name: 'Email' }).check()
	await page.getByRole('button', { name: 'Allow', exact: true }).click()

	// The package: by card (none saved yet: added on the gateway's page), "Subscribe".
	await expect(page).toHaveURL(new RegExp(`/business-user/${shopId}/package\\?package=${pkg.id}$`))
	await expect(page.getByRole('status').filter({ hasText: `You share Name, Email with ${DEMO_BUSINESS_USER}.` })).toBeVisible()
	await expect(page.getByRole('radio', { name: /^Card/ })).toBeChecked()
	await expect(page.getByText('Sharing: Name, Email')).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible()
	await page.getByRole('button', { name: 'Save card', exact: true }).click()

	// Back: the card saved, the first period paid, on Subscriptions.
	await expect(page).toHaveURL(/\/account\/subscription$/)
	await expect(page.getByRole('status').filter({ hasText: `Your card was saved and your subscription to ${DEMO_BUSINESS_USER} has started.` })).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible()
	const line = subscriptionOf(page, DEMO_BUSINESS_USER)
	await expect(line).toContainText(pkg.name)
	await expect(line).toContainText('฿99 / month')
	await expect(line).toContainText('Active')
	await expect(line.getByRole('term').filter({ hasText: 'Next renewal' })).toBeVisible()
	await expect(line).toContainText('Sharing: Name, Email')
	await expectAccessible(page)
	// Subscribed, its package page leads here.
	await page.goto(`/account/subscription/business-user/${shopId}/package?package=${pkg.id}`)
	await expect(page).toHaveURL(/\/account\/subscription$/)

	// Memberships: the tier, a member number and the QR code staff scan.
	await page.getByRole('link', { name: 'Memberships' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Memberships' })).toBeVisible()
	const card = page.getByRole('article', { name: DEMO_BUSINESS_USER })
	await expect(card.getByRole('term').filter({ hasText: 'Tier' }).locator('+ dd')).toHaveText(`Cookie club ${pkg.name}`)
	await expect(card.getByRole('term').filter({ hasText: 'Member number' }).locator('+ dd')).toHaveText(/\d+/)
	await expect(card.getByRole('img', { name: `Member QR code for ${DEMO_BUSINESS_USER}: staff scan it` })).toBeVisible()
	await expectAccessible(page)

	// Subscription vouchers: the package's voucher for the paid period, shown as a pocket voucher.
	await page.getByRole('link', { name: 'Subscription vouchers' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Subscription vouchers' })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('link', { name: `Cookie ${pkg.name}` }).click()
	await expect(page).toHaveURL(/\/account\/subscription\/voucher\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { level: 1, name: `Cookie ${pkg.name}` })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Voucher QR code' })).toBeVisible()
	await expect(page.locator('code')).toHaveText(/^[0-9A-HJKMNP-TV-Z]{10}$/)
	await expect(page.getByText('Ready to use')).toBeVisible()

	// Subscription account: the card and the payment, with its receipt.
	await page.goto('/subscription-account')
	await expect(page.getByRole('heading', { level: 1, name: 'Subscription account' })).toBeVisible()
	await expect(page.getByText('Visa •••• 4242, expires 12/2030')).toBeVisible()
	const payment = page.getByRole('region', { name: 'Payments' }).getByRole('listitem').filter({ hasText: pkg.name })
	await expect(payment).toContainText(DEMO_BUSINESS_USER)
	await expect(payment).toContainText('฿99.00')
	await expect(payment).toContainText('Card')
	await expectAccessible(page)
	await payment.getByRole('link', { name: /^Receipt S-\d+$/ }).click()
	await expect(page.getByRole('heading', { level: 1, name: /^Receipt S-\d+$/ })).toBeVisible()
	await expect(page.getByRole('row', { name: /Amount paid/ })).toContainText('฿99.00')
	await expect(page.getByRole('row', { name: /From/ })).toContainText(DEMO_BUSINESS_USER)
	await expectAccessible(page)

	// Cancel: asked first, then it runs to the period's end.
	await page.goto('/account/subscription')
	await line.getByRole('button', { name: 'Cancel subscription' }).click()
	await expect(page.getByRole('heading', { name: `Cancel your subscription to ${DEMO_BUSINESS_USER}?` })).toBeVisible()
	await expectAccessible(page)
	await line.getByRole('link', { name: 'Keep it' }).click()
	await expect(page.getByRole('heading', { name: `Cancel your subscription to ${DEMO_BUSINESS_USER}?` })).toHaveCount(0)
	await line.getByRole('button', { name: 'Cancel subscription' }).click()
	await line.getByRole('alert', { name: `Cancel your subscription to ${DEMO_BUSINESS_USER}?` }).getByRole('button', { name: 'Cancel subscription' }).click()
	await expect(page.getByRole('status').filter({ hasText: `Your subscription to ${DEMO_BUSINESS_USER} is cancelled: it runs until` })).toBeVisible()
	await expect(line).toContainText('Cancelled: ends at the end of the period')
	await expect(line.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0)

	// Stop sharing: nothing shared from now.
	await line.getByRole('button', { name: 'Stop sharing' }).click()
	await expect(page.getByRole('status').filter({ hasText: `You no longer share anything with ${DEMO_BUSINESS_USER}.` })).toBeVisible()
	await expect(line).toContainText('Not sharing')
	await expect(line.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0)

	// In Thai, on a phone's width: the same page, the day in the Buddhist era.
	await page.setViewportSize({ width: 360, height: 740 })
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'การสมัครสมาชิก' })).toBeVisible()
	await expect(line).toContainText('ยกเลิกแล้ว: สิ้นสุดเมื่อครบรอบ')
	await expect(line.getByRole('definition').filter({ hasText: /25\d\d/ })).toBeVisible()
	await expect(line).toContainText('ไม่ได้แชร์ข้อมูล')
	await expect(page.locator('body')).toHaveJSProperty('scrollWidth', 360)
	await expectAccessible(page)
})

test('a card that declines leaves the first period to pay: its pay page shows the PromptPay QR, and paying it starts the subscription', async ({ page, javaScriptEnabled }) => {
	test.slow() // a business user of its own, a new person, the gateway's page
	const tag = unique()
	const shop = await newDemoBusinessUser(`Tea room ${tag}`)
	const owner = await productApiAs('owner')
	await owner.put(`/v1/business-users/${shop.id}/business-info`, { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678', taxId: null })
	const pkg = await newPackage(shop.id, `Tea Club ${tag}`)
	const person = await newSignedInPerson(page, { prefix: 'declined', firstName: 'Dao', lastName: `Declined${tag}` })

	// The package's address leads first to the question; "Don't allow" shares nothing and goes on.
	await page.goto(`/account/subscription/business-user/${shop.id}/package?package=${pkg.id}`)
	await expect(page.getByRole('heading', { level: 1, name: `What you share with Tea room ${tag}` })).toBeVisible()
	await page.getByRole('button', { name: 'Don’t allow' }).click()
	await expect(page.getByRole('status').filter({ hasText: `You share nothing with Tea room ${tag}.` })).toBeVisible()
	await expect(page.getByText('Not sharing')).toBeVisible()
	// This one takes PromptPay too; by card.
	await expect(page.getByRole('radio', { name: /^PromptPay QR/ })).not.toBeChecked()
	await page.getByRole('radio', { name: /^Card/ }).check()
	await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
	// Leaving the gateway's page without a card: the subscription waits for one, and is finished from the package.
	await page.getByRole('button', { name: 'Cancel', exact: true }).click()
	await expect(page).toHaveURL(/\/account\/subscription$/)
	await expect(page.getByRole('status').filter({ hasText: 'No card was saved.' })).toBeVisible()
	await expect(subscriptionOf(page, `Tea room ${tag}`)).toContainText('Your subscription waits for a card')
	await subscriptionOf(page, `Tea room ${tag}`).getByRole('link', { name: 'Finish subscribing' }).click()
	await page.getByRole('radio', { name: /^Card/ }).check()
	await page.getByRole('button', { name: 'Subscribe', exact: true }).click()
	await page.getByRole('button', { name: 'Save a card that declines' }).click()

	// The card is saved but declined: the period's pay page, with the PromptPay QR.
	await expect(page).toHaveURL(/\/account\/subscription\/pay\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Pay for your subscription' })).toBeVisible()
	await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
	await expect(page.getByText('฿99.00', { exact: true })).toBeVisible()
	await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Try another card' })).toBeVisible()
	await expectAccessible(page)
	const payUrl = page.url()
	await page.getByRole('button', { name: 'Check payment' }).click()
	await expect(page.getByText('No payment has arrived yet.')).toBeVisible()

	// Subscriptions: waiting for its first payment, with "Pay now".
	await page.goto('/account/subscription')
	const line = subscriptionOf(page, `Tea room ${tag}`)
	await expect(line).toContainText('Waiting for the first payment')
	await expect(line).toContainText('Your card was declined')
	await expect(line.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', new URL(payUrl).pathname)
	await expectAccessible(page)

	// Paid by the QR (the gateway marks it, as a banking app would): the page finds it (by itself with JavaScript) and the subscription runs.
	await line.getByRole('link', { name: 'Pay now' }).click()
	await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible()
	const { charge } = await (await productApiAs({ username: person.email })).get<{ charge: { chargeId: string } }>(`/v1/me/subscription-invoices/${payUrl.split('/').at(-1)}`)
	await markPaidAtGateway(charge.chargeId)
	if (!javaScriptEnabled) await page.getByRole('button', { name: 'Check payment' }).click()
	await expect(page).toHaveURL(/\/account\/subscription$/)
	await expect(page.getByRole('status').filter({ hasText: `Your payment to Tea room ${tag} has arrived.` })).toBeVisible()
	await expect(line).toContainText('Active')
	await expect(line.getByRole('link', { name: 'Pay now' })).toHaveCount(0)
})
