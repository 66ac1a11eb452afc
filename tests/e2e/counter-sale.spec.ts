import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { markPaidAtGateway } from './payment-gateway.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// The counter sale (docs/product.md#shop, "Counter sale"): staff press "New sale" in Sales, find items by
// name or SKU and "Add" them, set the quantity, check out (a customer's member code or phone, how they pay,
// the cash received and the change) and place the order; the receipt gives the points to the customer
// named, or carries a one-time "Points QR code" a customer collects. PromptPay and card are paid through
// the gateway. With and without JavaScript.

const unique = () => Math.random().toString(36).slice(2, 8)

type Item = { id: string; details: { stock: number | null } }

/** A shop of the test's own (demo.owner's) with one catalogue item for sale, its stock counted, and a point for every `bahtPerPoint` baht of a sale. */
async function counterShop(title: string, { priceSatang = 12050, stock = 10, bahtPerPoint = 10, promptPay = false, withStaff = false } = {}) {
	const shop = await newDemoBusinessUser(`Corner store ${unique()}`, { withStaff })
	const owner = await productApiAs('owner')
	const item = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title, priceSatang, stock, sku: `SKU-${title.slice(-6).toUpperCase()}` })
	await owner.put(`/v1/business-users/${shop.id}/rewards`, { bahtPerPoint, counterPoints: null, counterRadiusM: null })
	if (promptPay) {
		await owner.put(`/v1/business-users/${shop.id}/business-info`, { company: null, phone: null, email: null, website: null, address: null, postcode: null, openingHours: null, promptPayId: '081-234-5678', taxId: null })
	}
	return { shop, item, owner }
}

/** "New sale" in Sales: the new sale's cart. */
async function newSale(page: Page, businessUserId: string) {
	await page.goto(`/business-user/${businessUserId}/sale-screen/my-activities`)
	await page.getByRole('button', { name: 'New sale' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Counter sale' })).toBeVisible()
	await expect(page).toHaveURL(/\/sale-screen\/timeline\/[0-9a-f-]{36}\/order\/[0-9a-f-]{36}\/cart$/)
}

/** Finds an item with "Search items" (by `search`), adds it, and sets its line's quantity. */
async function ringUp(page: Page, title: string, { search = title, quantity = 1 } = {}) {
	await page.getByRole('searchbox', { name: 'Search items' }).fill(search)
	await page.getByRole('button', { name: 'Search', exact: true }).click()
	const card = page.getByRole('region', { name: 'Items' }).getByRole('listitem', { name: title })
	await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem')).toHaveCount(1)
	await card.getByRole('button', { name: 'Add' }).click()
	await expect(page.getByRole('status').filter({ hasText: `Added: ${title}` })).toBeVisible()
	const line = page.getByRole('region', { name: 'This sale' }).getByRole('listitem', { name: title })
	await expect(line).toBeVisible()
	if (quantity === 1) return line
	await line.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity))
	await line.getByRole('button', { name: 'Update' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'The sale is updated.' })).toBeVisible()
	await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(quantity))
	return line
}

/** A person of the test's own, signed in in a browser of their own (with JavaScript as the project has it). */
async function customerBrowser(browser: Browser, javaScriptEnabled: boolean, firstName: string) {
	const context = await browser.newContext({ javaScriptEnabled })
	const page = await context.newPage()
	const person = await newSignedInPerson(page, { prefix: 'counter', firstName, lastName: `Customer${unique()}` })
	return { context, page, person, api: await productApiAs({ username: person.email }) }
}

/** The points of the person whose page it is, as My pocket shows them. */
async function pocketPoints(page: Page) {
	await page.goto('/account/my-pocket')
	return page.getByRole('region', { name: 'Balances' }).getByRole('term').filter({ hasText: /^Points$/ }).locator('+ dd')
}

test('the owner rings up two of an item, takes cash and gives change; a customer collects the receipt’s points', async ({ page, browser, javaScriptEnabled }) => {
	test.slow() // a shop of its own, a whole sale, a customer
	const title = `Jasmine rice ${unique()}`
	const { shop, item, owner } = await counterShop(title, { priceSatang: 12050, stock: 10, bahtPerPoint: 10 })
	await asDemo(page, 'owner')
	await newSale(page, shop.id)
	// The selling session, opened by "New sale".
	const session = page.getByRole('region', { name: 'Selling session' })
	await expect(session.getByText(/^Opened .+ by Niran Wongsa$/)).toBeVisible()
	await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0)
	await expectAccessible(page)

	// Found by the start of its SKU, added, then two of it.
	await ringUp(page, title, { search: `sku-${title.slice(-6)}`, quantity: 2 })
	const sale = page.getByRole('region', { name: 'This sale' })
	await expect(sale.locator('.counter__subtotal')).toHaveText('Subtotal ฿241')
	await expect(sale.getByText('This sale gives 24 points.')).toBeVisible()
	await expect(page.getByRole('region', { name: 'Items' }).getByText('10 left')).toBeVisible()
	await expectAccessible(page)

	await sale.getByRole('link', { name: 'Check out' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible()
	// Cash, and a card through the gateway: no PromptPay QR without the business user's PromptPay id.
	await expect(page.getByRole('group', { name: 'Payment' }).getByRole('radio')).toHaveCount(2)
	await expect(page.getByRole('radio', { name: 'PromptPay QR' })).toHaveCount(0)
	await page.getByRole('radio', { name: 'Cash' }).check()
	await page.getByRole('textbox', { name: 'Cash received' }).fill('500')
	// With JavaScript the change shows as the cash is typed; without, on the next page.
	if (javaScriptEnabled) await expect(page.getByText('Change: ฿259.00')).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Continue' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Place the order' })).toBeVisible()
	const review = page.locator('.counter-review')
	await expect(review).toContainText('CustomerNo customer')
	await expect(review).toContainText('PaymentCash')
	await expect(review).toContainText('Cash received฿500.00')
	await expect(review).toContainText('Change฿259.00')
	await expect(review).toContainText('Points24 points')
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Place order' }).click()

	const receipt = page.getByRole('heading', { level: 1, name: /^Receipt \d+$/ })
	await expect(receipt).toBeVisible()
	const number = (await receipt.textContent())!.replace('Receipt ', '')
	await expect(page.getByRole('row', { name: 'Total ฿241.00' })).toBeVisible()
	await expect(page.locator('.counter-receipt__facts')).toContainText('Cash received฿500.00')
	await expect(page.locator('.counter-receipt__facts')).toContainText('Change฿259.00')
	await expect(page.getByText('Scan to collect 24 points')).toBeVisible()
	await expect(page.getByRole('img', { name: 'Points QR code' })).toBeVisible()
	const collect = page.getByRole('link', { name: 'Collect points' })
	const address = (await collect.getAttribute('href'))!
	expect(address).toMatch(/^https?:\/\/[^/]+\/qr-code-receive\?code=R[0-9A-Z]{16}$/)
	await expect(page.getByText(address)).toBeVisible()
	// "Print" is the page's with JavaScript; without it, the browser's own.
	await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(javaScriptEnabled ? 1 : 0)
	await expect(page.getByRole('link', { name: `Order ${number} in Sales` })).toHaveAttribute('href', new RegExp(`/business-user/${shop.id}/sale-screen/my-activities/[0-9a-f-]{36}$`))
	await expectAccessible(page)

	// The stock went down by the two sold.
	expect((await owner.get<Item>(`/v1/content/catalogue/${item.id}`)).details.stock).toBe(8)

	// A customer follows the receipt's address, collects its points once, and has them in their pocket.
	const customer = await customerBrowser(browser, javaScriptEnabled, 'Nok')
	try {
		await customer.page.goto(new URL(address).pathname + new URL(address).search)
		await customer.page.getByRole('button', { name: 'Collect' }).click()
		await expect(customer.page.getByText('24 points added to your pocket. You have 24 now.')).toBeVisible()
		await expect(await pocketPoints(customer.page)).toHaveText('24')
	} finally {
		await customer.context.close()
	}
	await page.reload()
	await expect(page.getByText('The points of this receipt have been collected.')).toBeVisible()
	await expect(page.getByRole('img', { name: 'Points QR code' })).toHaveCount(0)

	// The next sale, on the same session, which now counts the paid one.
	await page.getByRole('button', { name: 'New sale' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Counter sale' })).toBeVisible()
	await expect(session.getByRole('term').filter({ hasText: 'Sales paid' }).locator('+ dd')).toHaveText('1')
	await expect(session.getByRole('term').filter({ hasText: /^Cash$/ }).locator('+ dd')).toHaveText('฿241')
	// The session closed: Sales says what it took.
	await session.getByRole('button', { name: 'Close session' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible()
	await expect(page.getByRole('status').filter({ hasText: 'The selling session is closed: 1 sale paid, ฿241 in all.' })).toBeVisible()
	// Paid in cash and handed over: a completed order, to a walk-in customer.
	await page.goto(`/business-user/${shop.id}/sale-screen/my-activities?status=completed`)
	await expect(page.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${number}` }) })).toContainText('Walk-in customer')
})

test('a customer named by their member code gets the points at once', { tag: '@same-without-js' }, async ({ page, browser }) => {
	test.slow() // a shop of its own, a customer
	const title = `Green curry paste ${unique()}`
	const { shop } = await counterShop(title, { priceSatang: 9000, stock: 5, bahtPerPoint: 5 })
	const customer = await customerBrowser(browser, true, 'Ploy')
	try {
		// Their member code as My pocket has it, typed as staff type what they read: small letters, with a space.
		const { memberCode } = await customer.api.get<{ memberCode: string }>('/v1/me/pocket')
		expect(memberCode).toMatch(/^M[0-9A-HJKMNP-TV-Z]{10}$/)
		const typed = `${memberCode.slice(0, 6).toLowerCase()} ${memberCode.slice(6)}`
		const name = `Ploy ${customer.person.lastName.charAt(0)}.`

		await asDemo(page, 'owner')
		await newSale(page, shop.id)
		await ringUp(page, title, { quantity: 3 })
		await page.getByRole('region', { name: 'This sale' }).getByRole('link', { name: 'Check out' }).click()
		await page.getByRole('textbox', { name: 'Customer' }).fill(typed)
		await page.getByRole('radio', { name: 'Cash' }).check()
		await page.getByRole('textbox', { name: 'Cash received' }).fill('270')
		await page.getByRole('button', { name: 'Continue' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Place the order' })).toBeVisible()
		await expect(page.locator('.counter-review')).toContainText(`Customer${name}`)
		await expect(page.locator('.counter-review')).toContainText('Change฿0.00')
		await page.getByRole('button', { name: 'Place order' }).click()

		await expect(page.getByRole('heading', { level: 1, name: /^Receipt \d+$/ })).toBeVisible()
		await expect(page.getByText(`54 points given to ${name}`)).toBeVisible()
		await expect(page.getByRole('img', { name: 'Points QR code' })).toHaveCount(0)
		await expect(page.getByRole('link', { name: 'Collect points' })).toHaveCount(0)
		await expect(await pocketPoints(customer.page)).toHaveText('54')

		// Its pages are the sale's own: another selling session's address finds nothing.
		const wrong = page.url().replace(/\/timeline\/[0-9a-f-]{36}\//, '/timeline/00000000-0000-4000-8000-000000000000/')
		await page.goto(wrong)
		await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	} finally {
		await customer.context.close()
	}
})

test('a member granted Sales · Read sees a counter sale but does not ring one up', { tag: '@same-without-js' }, async ({ page }) => {
	const title = `Lemongrass tea ${unique()}`
	const { shop, item, owner } = await counterShop(title, { withStaff: true })
	const sale = await owner.post<{ id: string; timeline: { id: string } }>(`/v1/business-users/${shop.id}/counter-orders`, {})
	await owner.post(`/v1/business-users/${shop.id}/counter-orders/${sale.id}/lines`, { itemId: item.id, quantity: 2 })
	const cart = `/business-user/${shop.id}/sale-screen/timeline/${sale.timeline.id}/order/${sale.id}/cart`
	await asDemo(page, 'staff')
	await page.goto(`/business-user/${shop.id}/sale-screen/my-activities`)
	await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'New sale' })).toHaveCount(0)

	await page.goto(cart)
	await expect(page.getByRole('heading', { level: 1, name: 'Counter sale' })).toBeVisible()
	await expect(page.getByRole('region', { name: 'Items' }).getByRole('listitem', { name: title })).toBeVisible()
	await expect(page.getByRole('region', { name: 'This sale' }).getByRole('listitem', { name: title })).toContainText('× 2')
	for (const name of ['Add', 'Update', 'Remove', 'Close session']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
	await expect(page.getByRole('link', { name: 'Check out' })).toHaveCount(0)
	await expectAccessible(page)
	// Sent all the same, "Add" is refused, and the check-out says which permission it needs.
	const refused = await page.request.post(cart, { form: { intent: 'add', itemId: item.id }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 })
	expect(refused.status()).toBe(403)
	expect(await refused.text()).toContain('Permission needed')
	await page.goto(cart.replace(/\/cart$/, '/check-out'))
	await expect(page.getByRole('heading', { level: 1, name: 'Permission needed' })).toBeVisible()
})

test('a customer code nobody has is refused in Thai, what was typed kept', { tag: '@phone' }, async ({ page, javaScriptEnabled }) => {
	test.slow() // a shop of its own, three sends of the check-out
	const title = `Mango sticky rice ${unique()}`
	const { shop } = await counterShop(title, { priceSatang: 6000 })
	await asDemo(page, 'owner')
	await newSale(page, shop.id)
	await ringUp(page, title)
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'ขายหน้าร้าน' })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('region', { name: 'รายการในบิลนี้' }).getByRole('link', { name: 'คิดเงิน' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'คิดเงิน' })).toBeVisible()

	// Not a code nor a phone number: the form's own rule says so.
	const customer = page.getByRole('textbox', { name: 'ลูกค้า' })
	await customer.fill('12345')
	await page.getByRole('radio', { name: 'เงินสด' }).check()
	await page.getByRole('textbox', { name: 'รับเงินสด' }).fill('100')
	await page.getByRole('button', { name: 'ถัดไป' }).click()
	await expect(page.getByText('กรอกรหัสสมาชิก (M ตามด้วยตัวอักษรหรือตัวเลข 10 ตัว) หรือเบอร์โทรศัพท์ไทย')).toBeVisible()

	// A code of the right shape that no member has: the API's refusal, beside the field.
	await customer.fill('M0000000000')
	await page.getByRole('textbox', { name: 'รับเงินสด' }).fill('50')
	await page.getByRole('button', { name: 'ถัดไป' }).click()
	await expect(page.getByText('เงินสดที่รับต้องไม่น้อยกว่ายอดรวม ฿60.00')).toBeVisible()
	await page.getByRole('textbox', { name: 'รับเงินสด' }).fill('100')
	await page.getByRole('button', { name: 'ถัดไป' }).click()
	await expect(page.getByText('ไม่พบสมาชิกที่มีรหัสหรือเบอร์โทรศัพท์นี้ ตรวจสอบอีกครั้ง หรือเว้นว่างไว้')).toBeVisible()
	await expect(customer).toHaveValue('M0000000000')
	await expect(customer).toHaveAttribute('aria-invalid', 'true')
	await expect(page.getByRole('textbox', { name: 'รับเงินสด' })).toHaveValue('100')
	await expect(page.getByRole('radio', { name: 'เงินสด' })).toBeChecked()
	await expectAccessible(page)
	await switchLanguage(page, 'English', { javaScriptEnabled })
})

test('a sale paid by PromptPay QR: the QR to show the customer, then, paid, its receipt', async ({ page, javaScriptEnabled }) => {
	test.slow() // a sale through the gateway
	const title = `Cold brew ${unique()}`
	const { shop, owner } = await counterShop(title, { priceSatang: 8000, stock: 5, promptPay: true })
	await asDemo(page, 'owner')
	await newSale(page, shop.id)
	await ringUp(page, title)
	await page.getByRole('region', { name: 'This sale' }).getByRole('link', { name: 'Check out' }).click()
	// Cash, and what the gateway takes for this business user; the cash field only for cash.
	await expect(page.getByRole('group', { name: 'Payment' }).getByRole('radio')).toHaveCount(3)
	await expect(page.getByRole('textbox', { name: 'Cash received' })).toBeVisible()
	await page.getByRole('radio', { name: 'PromptPay QR' }).check()
	await expect(page.getByRole('textbox', { name: 'Cash received' })).toBeHidden()
	await page.getByRole('button', { name: 'Continue' }).click()
	await expect(page.locator('.counter-review')).toContainText('PaymentPromptPay QR')
	await page.getByRole('button', { name: 'Place order' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
	await expect(page.locator('.billing__amount')).toHaveText('฿80.00')
	await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible()
	await expectAccessible(page)
	const orderId = /\/order\/([0-9a-f-]{36})\/place-an-order/.exec(page.url())![1]!
	const sale = await owner.get<{ placed: { payment: { chargeId: string } } }>(`/v1/business-users/${shop.id}/counter-orders/${orderId}`)
	if (!javaScriptEnabled) {
		await page.getByRole('button', { name: 'Check payment' }).click()
		await expect(page.getByText('No payment has arrived yet.')).toBeVisible()
	}
	// The gateway marks it paid, as a banking app paying the QR would.
	await markPaidAtGateway(sale.placed.payment.chargeId)
	// Without JavaScript staff ask; with it the page sees it by itself.
	if (!javaScriptEnabled) await page.getByRole('button', { name: 'Check payment' }).click()
	await expect(page.getByRole('heading', { level: 1, name: /^Receipt \d+$/ })).toBeVisible({ timeout: 10_000 })
	await expect(page.locator('.counter-receipt__facts')).toContainText('Paid byPromptPay QR')
	await expect(page.getByText('Scan to collect 8 points')).toBeVisible()
})

test('a sale paid by card at the gateway’s page comes back to its receipt', async ({ page }) => {
	const title = `Iced tea ${unique()}`
	const { shop } = await counterShop(title, { priceSatang: 8000, stock: 5 })
	await asDemo(page, 'owner')
	await newSale(page, shop.id)
	await ringUp(page, title)
	await page.getByRole('region', { name: 'This sale' }).getByRole('link', { name: 'Check out' }).click()
	await page.getByRole('radio', { name: 'Card' }).check()
	await page.getByRole('button', { name: 'Continue' }).click()
	await page.getByRole('button', { name: 'Place order' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
	await page.getByRole('link', { name: 'Pay by card' }).click()
	// The gateway's own page (the local stand-in), which comes back to the sale.
	await page.getByRole('button', { name: 'Pay', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: /^Receipt \d+$/ })).toBeVisible()
	await expect(page.locator('.counter-receipt__facts')).toContainText('Paid byCard')
})
