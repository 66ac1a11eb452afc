import { expect } from '@playwright/test'
import { expectAccessible, test } from './fixtures.ts'
import { markPaidAtGateway } from './payment-gateway.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// The shop's carts (docs/product.md#shop): "Add to cart" on an item's page, the header's count, and the
// cart's "Update" and "Remove", with and without JavaScript; the API's prices and stock, a change shown.

const unique = () => Math.random().toString(36).slice(2, 8)

test.describe('the cart', () => {
	test('add with an option and a quantity, see the count, change, be told of stock and price, remove', async ({ page }) => {
		test.slow() // a shop of its own, a new buyer
		const tag = unique()
		const shop = await newDemoBusinessUser(`Indigo house ${tag}`)
		const owner = await productApiAs('owner')
		const shirt = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Indigo shirt ${tag}`, priceSatang: 45000, stock: 3, options: ['S', 'M'], optionName: 'Size' })
		const calendar = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Calendar ${tag}`, priceSatang: 9900, stock: 0 })
		await owner.post(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Oolong tea ${tag}`, priceSatang: 12050 })
		await newSignedInPerson(page, { prefix: 'buyer' })

		await page.goto(`/business-user/${shop.id}/catalogue/${calendar.id}`)
		await expect(page.getByText('Sold out')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)

		await page.goto(`/business-user/${shop.id}/catalogue/${shirt.id}`)
		await page.getByRole('combobox', { name: 'Size' }).selectOption('M')
		await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
		await page.getByRole('button', { name: 'Add to cart' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`/catalogue/${shirt.id}$`))
		const cartLink = page.getByRole('link', { name: /^Cart/ })
		await expect(cartLink).toHaveAccessibleName('Cart 2 items in your cart')

		await cartLink.click()
		await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible()
		const group = page.getByRole('region', { name: `Indigo house ${tag}` })
		await expect(group.getByRole('link', { name: `Indigo shirt ${tag}` })).toBeVisible()
		await expect(group.getByText('Option: M')).toBeVisible()
		await expect(group.getByText('฿900', { exact: true }).first()).toBeVisible()

		// More than are left: the browser's own check says so before anything is sent.
		const quantity = group.getByRole('spinbutton', { name: 'Quantity' })
		await quantity.fill('5')
		expect(await quantity.evaluate((input: HTMLInputElement) => input.validity.rangeOverflow)).toBe(true)

		// The seller sells some elsewhere and raises the price: the cart says both, and the new price counts.
		await owner.patch(`/v1/content/catalogue/${shirt.id}`, { priceSatang: 50000, stock: 1 })
		await page.reload()
		await expect(group.getByText('The price has changed since you added it: it was ฿450, it is ฿500 now.')).toBeVisible()
		await expect(group.getByText('Only 1 left: change the quantity to check out.')).toBeVisible()
		await expect(group.getByText('฿1,000', { exact: true }).first()).toBeVisible()
		await group.getByRole('spinbutton', { name: 'Quantity' }).fill('1')
		await group.getByRole('button', { name: 'Update' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your cart is updated.' })).toBeVisible()
		await expect(group.getByText(/The price has changed|Only 1 left/)).toHaveCount(0)

		await group.getByRole('button', { name: 'Remove' }).click()
		await expect(page.getByText('Your cart is empty')).toBeVisible()
		await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart')

		// From the business user's catalogue: one with a press, back to the list; an item with options leads to its page.
		const catalogue = `/business-user/${shop.id}/additional-content?kind=catalogue`
		await page.goto(catalogue)
		await expect(page.getByRole('link', { name: `Choose an option of Indigo shirt ${tag}` })).toBeVisible()
		await page.getByRole('button', { name: `Add to cart: Oolong tea ${tag}` }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`${catalogue.replace('?', '\\?')}$`))
		await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart 1 item in your cart')
	})
})

/** A shop of the test's own, with a PromptPay id (and a tax id: VAT-registered) and one catalogue item for sale. */
async function shopSelling(title: string, { priceSatang = 45000, stock = 5, taxId = null as string | null } = {}) {
	const shop = await newDemoBusinessUser(`Siam goods ${unique()}`)
	const owner = await productApiAs('owner')
	await owner.put(`/v1/business-users/${shop.id}/business-info`, {
		company: taxId ? 'Siam Goods Co., Ltd.' : null,
		phone: null,
		email: null,
		website: null,
		address: taxId ? '1 Rama I Rd, Pathum Wan' : null,
		postcode: taxId ? '10330' : null,
		openingHours: null,
		promptPayId: '081-234-5678',
		taxId,
	})
	const item = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title, priceSatang, stock })
	return { shop, item }
}

test.describe('buying and selling', () => {
	test('a person checks out, pays by card at the gateway, and the seller takes the order to completed', async ({ page }) => {
		test.slow() // the whole way: cart, check-out, the gateway, the order's five steps
		const title = `Rattan lamp ${unique()}`
		const { shop, item } = await shopSelling(title)
		await asDemo(page, 'user')
		await page.goto(`/business-user/${shop.id}/catalogue/${item.id}`)
		await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2')
		await page.getByRole('button', { name: 'Add to cart' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
		await page.goto('/account/sale-screen/cart')
		await page.getByRole('region', { name: shop.name }).getByRole('link', { name: 'Check out' }).click()

		await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible()
		await page.getByRole('radio', { name: 'Deliver to me' }).check()
		// Nothing lost when a field is wrong: the server (or the browser) says which, and keeps the rest.
		await page.getByRole('textbox', { name: 'Address' }).fill('99/1 Sukhumvit Soi 24, Khlong Toei')
		await page.getByRole('textbox', { name: 'Postcode' }).fill('101')
		await page.getByRole('textbox', { name: 'Phone number' }).fill('081 234 5678')
		await page.getByRole('textbox', { name: 'Note' }).fill('Ring twice, please')
		await page.getByRole('radio', { name: 'Card' }).check()
		await page.getByRole('button', { name: 'Place order' }).click()
		await expect(page.getByText('The postcode format is invalid')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('99/1 Sukhumvit Soi 24, Khlong Toei')
		await page.getByRole('textbox', { name: 'Postcode' }).fill('10110')
		await page.getByRole('radio', { name: 'Card' }).check()
		await page.getByRole('button', { name: 'Place order' }).click()

		await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
		await expect(page.getByText('฿900.00')).toBeVisible()
		await page.getByRole('button', { name: 'Pay by card' }).click()
		// The gateway's own page (the local stand-in).
		await page.getByRole('button', { name: 'Pay', exact: true }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible()
		await page.getByRole('link', { name: 'View order' }).click()
		const orderHeading = page.getByRole('heading', { level: 1, name: /^Order \d+$/ })
		await expect(orderHeading).toBeVisible()
		const number = (await orderHeading.textContent())!.replace('Order ', '')
		await expect(page.locator('.purchase-order__status').getByText('Paid')).toBeVisible()
		await expect(page.getByText('99/1 Sukhumvit Soi 24, Khlong Toei 10110')).toBeVisible()
		// Paid: its receipt, a page to print, numbered as the order.
		await page.getByRole('link', { name: 'Receipt' }).click()
		await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible()
		await expect(page.getByRole('row', { name: 'Total ฿900.00' })).toBeVisible()

		// The seller's side: a new order under "New", taken step by step to completed.
		await asDemo(page, 'owner')
		await page.goto(`/business-user/${shop.id}/sale-screen/my-activities`)
		await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible()
		await page.getByRole('link', { name: `Order ${number}` }).click()
		await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible()
		await expect(page.getByText('Dao Suksai', { exact: true })).toBeVisible()
		await page.getByRole('button', { name: 'Accept' }).click()
		await page.getByRole('button', { name: 'Mark ready' }).click()
		await page.getByRole('textbox', { name: 'Tracking number' }).fill('TH0123456789')
		await page.getByRole('button', { name: 'Mark shipped' }).click()
		await expect(page.getByText('TH0123456789').first()).toBeVisible()
		await page.getByRole('button', { name: 'Complete' }).click()
		await expect(page.getByRole('button', { name: /Accept|Mark ready|Mark shipped|Complete|Cancel order/ })).toHaveCount(0)
		const timeline = page.getByRole('region', { name: 'What has happened' })
		for (const step of ['Awaiting payment', 'Paid', 'Accepted', 'Ready', 'Shipped', 'Completed']) await expect(timeline.getByText(step, { exact: true })).toBeVisible()
		await page.goto(`/business-user/${shop.id}/sale-screen/my-activities`)
		await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed')
		// With JavaScript the choice shows at once; without, "Show" sends it.
		const show = page.getByRole('button', { name: 'Show' })
		if (await show.isVisible()) await show.click()
		await expect(page.getByRole('link', { name: `Order ${number}` })).toBeVisible()
		// The seller's copy of the receipt.
		await page.getByRole('link', { name: `Order ${number}` }).click()
		await page.getByRole('link', { name: 'Receipt' }).click()
		await expect(page.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible()
	})

	test('a person pays by PromptPay QR (the gateway marks it paid), and cancels an unpaid order', async ({ page }) => {
		test.slow()
		const title = `Celadon bowl ${unique()}`
		const { shop, item } = await shopSelling(title, { priceSatang: 12050, stock: 3, taxId: '0105512345671' })
		const buyer = await productApiAs('user')
		await asDemo(page, 'user')
		await page.goto(`/business-user/${shop.id}/catalogue/${item.id}`)
		await page.getByRole('button', { name: 'Add to cart' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
		await page.goto('/account/sale-screen/cart')
		await page.getByRole('region', { name: shop.name }).getByRole('link', { name: 'Check out' }).click()
		await page.getByRole('radio', { name: 'Pick up at the shop' }).check()
		await page.getByRole('textbox', { name: 'Phone number' }).fill('0812345678')
		// A VAT-registered shop: the buyer asks for a tax invoice, whose fields show only once asked.
		await expect(page.getByRole('textbox', { name: 'Tax ID' })).toBeHidden()
		await page.getByRole('checkbox', { name: 'I need a tax invoice (for VAT)' }).check()
		await page.getByRole('textbox', { name: 'Name on the tax invoice' }).fill('Lanna Print Co., Ltd.')
		await page.getByRole('textbox', { name: 'Tax ID' }).fill('0994000165227')
		await page.getByRole('textbox', { name: 'Branch number' }).fill('00001')
		await page.getByRole('textbox', { name: 'Address on the tax invoice' }).fill('9 Nimman Soi 5, Chiang Mai 50200')
		await page.getByRole('radio', { name: 'PromptPay QR' }).check()
		await page.getByRole('button', { name: 'Place order' }).click()
		// A tax id whose check digit is wrong: said, and the rest kept.
		await expect(page.getByText('Enter a 13-digit Thai tax ID, and check each digit')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Name on the tax invoice' })).toHaveValue('Lanna Print Co., Ltd.')
		await page.getByRole('textbox', { name: 'Tax ID' }).fill('0994000165226')
		await page.getByRole('radio', { name: 'PromptPay QR' }).check()
		await page.getByRole('button', { name: 'Place order' }).click()

		await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
		await expect(page.getByText('฿120.50')).toBeVisible()
		await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toBeVisible()
		await expect(page.getByText(/The code can be paid until \d\d:\d\d/)).toBeVisible()
		const orderId = /purchase-order\/([0-9a-f-]+)\/billing/.exec(page.url())![1]!
		const { payment } = await buyer.post<{ payment: { chargeId: string } }>(`/v1/me/purchase-orders/${orderId}/bill`, { returnUri: 'http://127.0.0.1/robtua-payment' })
		await markPaidAtGateway(payment.chargeId)
		// Without JavaScript the buyer asks; with it the page sees it by itself (or the press is the same ask).
		const check = page.getByRole('button', { name: 'Check payment' })
		if (await check.isVisible()) await check.click().catch(() => {})
		await expect(page.locator('.billing__paid').getByText('Paid')).toBeVisible({ timeout: 10_000 })
		await expect(page.getByRole('img', { name: 'PromptPay QR code' })).toHaveCount(0)

		// Paid: its tax invoice, first of the shop's year, with the VAT in the total; and as a PDF.
		await page.getByRole('link', { name: 'View order' }).click()
		await page.getByRole('link', { name: 'Tax invoice' }).click()
		const year = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date())
		await expect(page.getByRole('heading', { level: 1, name: `Tax invoice ${year}-00001` })).toBeVisible()
		await expect(page.getByText('Tax ID 0-9940-00165-22-6')).toBeVisible()
		await expect(page.getByRole('row', { name: 'VAT 7% ฿7.88' })).toBeVisible()
		const pdf = await page.request.get(await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href').then((href) => href!))
		expect(pdf.headers()['content-type']).toBe('application/pdf')
		expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

		// Another, left unpaid: held until a time, then cancelled by the buyer after a question.
		await page.goto(`/business-user/${shop.id}/catalogue/${item.id}`)
		await page.getByRole('button', { name: 'Add to cart' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Added to your cart.' })).toBeVisible()
		await page.goto('/account/sale-screen/cart')
		await page.getByRole('region', { name: shop.name }).getByRole('link', { name: 'Check out' }).click()
		await page.getByRole('textbox', { name: 'Phone number' }).fill('0812345678')
		await page.getByRole('button', { name: 'Place order' }).click()
		await page.getByRole('link', { name: 'View order' }).click()
		await expect(page.getByText(/Held until \d\d:\d\d/)).toBeVisible()
		await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible()
		await page.getByRole('button', { name: 'Cancel order' }).click()
		await expect(page.getByRole('heading', { name: /^Cancel order \d+\?$/ })).toBeVisible()
		await page.getByRole('button', { name: 'Cancel order' }).click()
		await expect(page.locator('.purchase-order__status').getByText('Cancelled')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0)

		await page.goto('/account/sale-screen/my-purchase')
		await expect(page.getByRole('heading', { level: 1, name: 'My purchases' })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: shop.name })).toHaveCount(2)
	})
})

test.describe('paying part of an order with a voucher', () => {
	test('a buyer chooses a voucher from their pocket at check-out: told when it cannot be used, then pays the total less it', async ({ page }) => {
		test.slow() // a shop and a buyer of its own, a voucher got and redeemed, two check-outs
		const tag = unique()
		const shop = await newDemoBusinessUser(`Teak table ${tag}`)
		const owner = await productApiAs('owner')
		const item = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Teak stool ${tag}`, priceSatang: 20000, stock: 5 })
		const day = 24 * 60 * 60 * 1000
		const offered = (title: string, value: { valueSatang: number } | { percent: number }, days: number) =>
			owner.post<{ id: string }>(`/v1/business-users/${shop.id}/vouchers`, {
				title,
				...value,
				pointsCost: 0,
				validFrom: new Date(Date.now() - day).toISOString(),
				validUntil: new Date(Date.now() + days * day).toISOString(),
			})
		const fifty = await offered('Fifty off', { valueSatang: 5000 }, 30)
		const tenPercent = await offered('Ten percent off', { percent: 10 }, 60)
		const person = await newSignedInPerson(page, { prefix: 'voucher' })
		const buyer = await productApiAs({ username: person.email })
		const { voucher } = await buyer.post<{ voucher: { code: string } }>(`/v1/vouchers/${fifty.id}/claims`, {})
		await buyer.post(`/v1/vouchers/${tenPercent.id}/claims`, {})
		await buyer.post('/v1/me/cart/lines', { itemId: item.id, quantity: 1 })

		await page.goto('/account/sale-screen/cart')
		await page.getByRole('region', { name: shop.name }).getByRole('link', { name: 'Check out' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Check out' })).toBeVisible()
		// The buyer's vouchers of this shop, ending soonest first, with what each takes off this cart.
		const choice = page.getByRole('combobox', { name: 'Voucher' })
		await expect(choice.getByRole('option')).toHaveText(['No voucher', 'Fifty off — −฿50.00', 'Ten percent off — −฿20.00'])
		// What the page shows: the subtotal and the total to pay, then with a voucher chosen, what it takes off.
		const totals = page.locator('.check-out-totals > div:visible')
		await expect(totals).toHaveText(['Subtotal฿200.00', 'Total to pay฿200.00'])
		// The total follows the voucher chosen (by the stylesheet, so also without JavaScript).
		await choice.selectOption({ label: 'Ten percent off — −฿20.00' })
		await expect(totals).toHaveText(['Subtotal฿200.00', 'Voucher: Ten percent off−฿20.00', 'Total to pay฿180.00'])
		await choice.selectOption({ label: 'Fifty off — −฿50.00' })
		await expect(totals).toHaveText(['Subtotal฿200.00', 'Voucher: Fifty off−฿50.00', 'Total to pay฿150.00'])
		await expectAccessible(page)

		// Meanwhile the voucher is used at the shop's counter: placing the order says so, "No voucher" chosen again, the rest kept.
		const redemption = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/voucher-redemptions`, { code: voucher.code })
		await page.getByRole('textbox', { name: 'Phone number' }).fill('081 234 5678')
		await page.getByRole('textbox', { name: 'Note' }).fill('Gift wrap, please')
		await page.getByRole('button', { name: 'Place order' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'The voucher you chose can no longer be used' })).toBeVisible()
		await expect(page.getByText('That voucher can no longer be used: choose another, or none.')).toBeVisible()
		await expect(choice).toHaveValue('')
		await expect(choice.getByRole('option')).toHaveText(['No voucher', 'Ten percent off — −฿20.00'])
		await expect(totals).toHaveText(['Subtotal฿200.00', 'Total to pay฿200.00'])
		await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Gift wrap, please')
		await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('081 234 5678')
		await expectAccessible(page)

		// The counter's redemption undone, the voucher is offered again and pays part of the order.
		await owner.post(`/v1/business-users/${shop.id}/voucher-redemptions/${redemption.id}/undo`, {})
		await page.goto(page.url())
		await choice.selectOption({ label: 'Fifty off — −฿50.00' })
		await page.getByRole('textbox', { name: 'Phone number' }).fill('081 234 5678')
		await page.getByRole('button', { name: 'Place order' }).click()

		await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
		await expect(page.locator('.billing__amount')).toHaveText('Total to pay ฿150.00')
		await expect(page.locator('.billing__voucher')).toContainText('Subtotal฿200.00')
		await expect(page.locator('.billing__voucher')).toContainText('Voucher: Fifty off−฿50.00')
		await page.getByRole('link', { name: 'View order' }).click()
		await expect(page.getByRole('heading', { level: 1, name: /^Order \d+$/ })).toBeVisible()
		await expect(page.getByRole('row', { name: 'Subtotal ฿200' })).toBeVisible()
		await expect(page.getByRole('row', { name: 'Voucher: Fifty off −฿50' })).toBeVisible()
		await expect(page.getByRole('row', { name: 'Total ฿150' })).toBeVisible()
		await expectAccessible(page)
	})
})
