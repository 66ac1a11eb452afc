import { expect } from '@playwright/test'
import { test } from './fixtures.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// The shop's carts (docs/product.md#shop): "Add to cart" on an item's page, the header's count, and the
// cart's "Update" and "Remove", with and without JavaScript; the API's prices and stock, a change shown.

const unique = () => Math.random().toString(36).slice(2, 8)

test.describe('the cart', () => {
	test('add with an option and a quantity, see the count, change, be told of stock and price, remove', async ({ page }) => {
		test.slow() // a shop of its own, a new buyer
		const tag = unique()
		const shop = await newDemoBusinessUser(`Indigo house ${tag}`)
		const owner = await productApiAs('owner')
		const shirt = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Indigo shirt ${tag}`, priceSatang: 45000, stock: 3, options: ['S', 'M'] })
		const calendar = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Calendar ${tag}`, priceSatang: 9900, stock: 0 })
		await owner.post(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Oolong tea ${tag}`, priceSatang: 12050 })
		await newSignedInPerson(page, { prefix: 'buyer' })

		await page.goto(`/business-user/${shop.id}/catalogue/${calendar.id}`)
		await expect(page.getByText('Sold out')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)

		await page.goto(`/business-user/${shop.id}/catalogue/${shirt.id}`)
		await page.getByRole('combobox', { name: 'Option' }).selectOption('M')
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
