import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { PASSWORD, demoAccounts } from './identity-forms.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// My pocket (docs/product.md#pocket), the person's side: a business's counter QR code collected (a visitor
// is asked to sign in first), the points in My pocket and its history, a voucher got for them on Use
// points (sent twice, still one) and shown with its QR code and code; a refusal the API makes is said.

const unique = () => Math.random().toString(36).slice(2, 8)

test('a person collects a counter’s points, gets a voucher for them and shows it', async ({ page, javaScriptEnabled }) => {
	test.slow() // a business of its own, a new person, a voucher
	const tag = unique()
	const shop = await newDemoBusinessUser(`Coffee corner ${tag}`)
	const owner = await productApiAs('owner')
	await owner.put(`/v1/business-users/${shop.id}/rewards`, { bahtPerPoint: 25, counterPoints: 40, counterRadiusM: null })
	// It ends within hours, so it is among the first offers (ending soonest first).
	const offered = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/vouchers`, {
		title: `Free latte ${tag}`,
		description: 'Any size, hot or iced.',
		valueSatang: 6000,
		pointsCost: 30,
		validFrom: new Date(Date.now() - 60_000).toISOString(),
		validUntil: new Date(Date.now() + 3 * 60 * 60_000).toISOString(),
	})
	const { counterCode } = await owner.get<{ counterCode: string }>(`/v1/business-users/${shop.id}/rewards`)
	const receivePath = `/qr-code-receive?code=${encodeURIComponent(counterCode)}`

	// A visitor sees what the code gives, and signs in to collect.
	await page.goto(receivePath)
	await expect(page.getByRole('heading', { level: 1, name: 'Collect points' })).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: `Coffee corner ${tag}` })).toBeVisible()
	await expect(page.getByRole('definition').filter({ hasText: '40 points' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in to collect' })).toHaveAttribute('href', '/login')
	await expect(page.getByRole('button', { name: 'Collect' })).toHaveCount(0)
	await expectAccessible(page)
	// Signing in from here comes back here.
	const signIn = await page.request.post('/login', { form: { intent: 'sign-in', username: demoAccounts.user.username, password: PASSWORD }, maxRedirects: 0 })
	expect(signIn.headers().location).toBe(receivePath)
	await page.context().clearCookies()

	// An unknown code is said as such, with the code kept to correct.
	await page.goto(`/qr-code-receive?code=NOPE${tag}`)
	await expect(page.getByRole('heading', { level: 1, name: 'No such points code' })).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(`NOPE${tag}`)

	// Signed in, they collect once.
	await newSignedInPerson(page, { prefix: 'pocket', firstName: 'Dao', lastName: `Pocket${tag}` })
	await page.goto(receivePath)
	await page.getByRole('button', { name: 'Collect' }).click()
	await expect(page.getByRole('heading', { name: 'Collected' })).toBeVisible()
	await expect(page.getByText('40 points added to your pocket. You have 40 now.')).toBeVisible()
	await page.goto(receivePath)
	await expect(page.getByText('You collected here today already: come back tomorrow.')).toBeVisible()

	// My pocket, from the account page: 40 points, and where they came from.
	await page.goto('/account')
	await page.getByRole('link', { name: 'My pocket', exact: true }).click()
	await expect(page).toHaveURL(/\/account\/my-pocket$/)
	await expect(page.getByRole('heading', { level: 1, name: 'My pocket' })).toBeVisible()
	const balances = page.getByRole('region', { name: 'Balances' })
	await expect(balances.getByRole('term').filter({ hasText: /^Points$/ }).locator('+ dd')).toHaveText('40')
	await expect(balances.getByRole('term').filter({ hasText: /^Experience$/ }).locator('+ dd')).toHaveText('0.0000')
	const history = page.getByRole('region', { name: 'History' })
	const collected = history.getByRole('listitem').first()
	await expect(collected).toContainText('Collected at the counter')
	await expect(collected).toContainText(`Coffee corner ${tag}`)
	await expect(collected).toContainText('+40')
	await expect(collected).toContainText('Balance 40')
	await expect(page.getByRole('region', { name: 'Vouchers' }).getByText('No vouchers yet')).toBeVisible()
	await expectAccessible(page)

	// Use points: the voucher for 30 of them.
	await page.getByRole('link', { name: 'Use points' }).first().click()
	await expect(page.getByRole('heading', { level: 1, name: 'Use points' })).toBeVisible()
	const card = page.getByRole('listitem', { name: `Free latte ${tag}` })
	await expect(card).toContainText(`Coffee corner ${tag}`)
	await expect(card).toContainText('฿60')
	await expectAccessible(page)
	const sentKey = await card.locator('input[name="idempotencyKey"]').inputValue()
	await card.getByRole('button', { name: 'Get for 30 points' }).click()

	await expect(page).toHaveURL(/\/account\/my-pocket\/voucher-[0-9a-f-]{36}$/)
	const voucherUrl = page.url()
	await expect(page.getByRole('heading', { level: 1, name: `Free latte ${tag}` })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Voucher QR code' })).toBeVisible()
	await expect(page.locator('code')).toHaveText(/^[0-9A-HJKMNP-TV-Z]{10}$/)
	await expect(page.getByText('Ready to use')).toBeVisible()
	await expectAccessible(page)

	// The same form sent again is the same voucher, not a second one; another is refused by the API (one each), and said so.
	const origin = new URL(voucherUrl).origin
	const again = await page.request.post('/account/my-pocket/cons', { form: { voucherId: offered.id, idempotencyKey: sentKey }, headers: { Origin: origin }, maxRedirects: 0 })
	expect(again.status()).toBe(303)
	expect(new URL(again.headers().location!, origin).href).toBe(voucherUrl)
	const refused = await page.request.post('/account/my-pocket/cons', { form: { voucherId: offered.id, idempotencyKey: crypto.randomUUID() }, headers: { Origin: origin }, maxRedirects: 0 })
	expect(refused.status()).toBe(409)
	expect(await refused.text()).toContain('Not got: you already got as many of this voucher as allowed.')

	// My pocket: 10 points, the voucher ready to use, and what it cost.
	await page.getByRole('link', { name: 'My pocket' }).first().click()
	await expect(balances.getByRole('term').filter({ hasText: /^Points$/ }).locator('+ dd')).toHaveText('10')
	const vouchers = page.getByRole('region', { name: 'Vouchers' })
	await expect(vouchers.getByRole('region', { name: 'Ready to use' }).getByRole('link', { name: `Free latte ${tag}` })).toHaveAttribute('href', new URL(voucherUrl).pathname)
	const spent = history.getByRole('listitem').first()
	await expect(spent).toContainText(`Got Free latte ${tag}`)
	await expect(spent).toContainText('\u221230')
	await expect(spent).toContainText('Balance 10')

	// In Thai: the same page, dates in the Buddhist era, numbers in Latin digits.
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'กระเป๋าของฉัน' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'ประวัติ' }).getByRole('listitem').first()).toContainText(`แลก Free latte ${tag}`)
	await expect(page.getByRole('region', { name: 'ประวัติ' }).getByRole('listitem').first()).toContainText(/25\d\d/)
	await expect(page.getByRole('region', { name: 'ยอดคงเหลือ' }).getByRole('term').filter({ hasText: /^แต้ม$/ }).locator('+ dd')).toHaveText('10')
	await expectAccessible(page)
})
