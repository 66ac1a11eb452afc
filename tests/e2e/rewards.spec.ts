import type { Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// A business user's rewards (docs/product.md#pocket): its owner sets points for sales and the counter QR
// code, offers a voucher and prints the counter's poster; a customer collects points and gets the voucher
// (through the API); the owner redeems its code in Sales, undoes it and redeems it again. A member granted
// Sales · Read only sees the rewards and cannot redeem. With and without JavaScript.

const unique = () => Math.random().toString(36).slice(2, 8)

type Rewards = { counterCode: string }
type Offer = { id: string; title: string }

const rewardsPathOf = (businessUserId: string) => `/business-user/${businessUserId}/sale-screen/rewards`
const salesPathOf = (businessUserId: string) => `/business-user/${businessUserId}/sale-screen/my-activities`

async function redeem(page: Page, code: string) {
	const section = page.getByRole('region', { name: 'Redeem a voucher' })
	await section.getByRole('textbox', { name: 'Voucher code' }).fill(code)
	await section.getByRole('button', { name: 'Redeem', exact: true }).click()
	return section
}

test('the owner sets the rewards, offers a voucher, prints the counter code, redeems a customer’s voucher and undoes it; a member without Sales · Update only sees', async ({
	page,
	browser,
	javaScriptEnabled,
}) => {
	test.slow() // a business of its own, a new customer, three browsers
	const tag = unique()
	const shop = await newDemoBusinessUser(`Latte bar ${tag}`, { withStaff: true })
	await asDemo(page, 'owner')

	// From Sales to Rewards, and back.
	await page.goto(salesPathOf(shop.id))
	await page.getByRole('link', { name: 'Rewards', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`${rewardsPathOf(shop.id)}$`))
	await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible()
	await expect(page.getByText('0 collections today')).toBeVisible()
	await expect(page.getByText('The counter QR code is off: give points per visit to print it.')).toBeVisible()
	await expectAccessible(page)

	// A radius without the counter's place is refused, what was typed kept.
	await page.getByRole('spinbutton', { name: 'Points per visit' }).fill('40')
	await page.getByRole('spinbutton', { name: 'Radius in metres' }).fill('200')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'A radius needs the counter’s place' })).toBeVisible()
	await expect(page.getByRole('spinbutton', { name: 'Points per visit' })).toHaveValue('40')

	await page.getByRole('spinbutton', { name: 'Radius in metres' }).fill('')
	await page.getByRole('spinbutton', { name: 'Baht per point' }).fill('25')
	await page.getByRole('button', { name: 'Save', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'The rewards are saved.' })).toBeVisible()
	await expect(page.getByRole('spinbutton', { name: 'Baht per point' })).toHaveValue('25')
	await expect(page.getByRole('spinbutton', { name: 'Points per visit' })).toHaveValue('40')

	// "New code" asks first.
	const before = await (await productApiAs('owner')).get<Rewards>(`/v1/business-users/${shop.id}/rewards`)
	await page.getByRole('button', { name: 'New code' }).click()
	await expect(page.getByText('Make a new code? The codes already printed stop working')).toBeVisible()
	await page.getByRole('button', { name: 'Yes, make a new code' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'A new counter code is made.' })).toBeVisible()
	const rewards = await (await productApiAs('owner')).get<Rewards>(`/v1/business-users/${shop.id}/rewards`)
	expect(rewards.counterCode).not.toBe(before.counterCode)

	// A voucher for 30 points: a percentage, the amount typed beside it not sent.
	const newVoucher = page.getByRole('form', { name: 'New voucher' })
	await newVoucher.getByRole('textbox', { name: 'Title' }).fill('Free latte')
	await newVoucher.getByRole('radio', { name: 'Percentage' }).check()
	await newVoucher.getByRole('spinbutton', { name: 'Percent off' }).fill('100')
	await newVoucher.getByRole('spinbutton', { name: 'Points' }).fill('30')
	await newVoucher.getByRole('button', { name: 'Offer voucher' }).click()
	await expect(page.getByRole('status').filter({ hasText: '“Free latte” is on offer.' })).toBeVisible()
	const voucher = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Free latte' }) })
	await expect(voucher.getByText('100%')).toBeVisible()
	await expect(voucher.getByText('30 points')).toBeVisible()
	await expect(voucher.getByText('Running')).toBeVisible()
	await expect(voucher.getByRole('button', { name: 'End Free latte' })).toBeVisible()
	await expect(page.getByRole('form', { name: 'New voucher' }).getByRole('textbox', { name: 'Title' })).toHaveValue('')
	await expectAccessible(page)

	// The poster: the code as an image and as an address.
	await page.getByRole('link', { name: 'Print the counter QR code' }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Latte bar ${tag}` })).toBeVisible()
	await expect(page.getByText('Scan to collect 40 points')).toBeVisible()
	await expect(page.getByRole('img', { name: 'Points QR code' })).toBeVisible()
	await expect(page.getByText(`/qr-code-receive?code=${rewards.counterCode}`)).toBeVisible()
	await expect(page.getByText('Once a day per person')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(javaScriptEnabled ? 1 : 0)
	await expectAccessible(page)

	// A customer, in a browser of their own, collects the counter's points and gets the voucher with them.
	const customerContext = await browser.newContext()
	let code: string
	try {
		const person = await newSignedInPerson(await customerContext.newPage(), { prefix: 'customer', firstName: 'Malee', lastName: `Latte${tag}` })
		const customer = await productApiAs({ username: person.email })
		const collected = await customer.post<{ points: number }>(`/v1/point-codes/${rewards.counterCode}/collect`, {})
		expect(collected.points).toBe(40)
		const { offers } = await customer.get<{ offers: Offer[] }>(`/v1/vouchers?businessUserId=${shop.id}`)
		const offer = offers.find((candidate) => candidate.title === 'Free latte')!
		const got = await customer.post<{ voucher: { code: string }; points: number }>(`/v1/vouchers/${offer.id}/claims`, {})
		expect(got.points).toBe(10)
		code = got.voucher.code
	} finally {
		await customerContext.close()
	}

	// The owner redeems it in Sales, typed as people type it (small letters, a dash), undoes it and redeems it again.
	await page.goto(salesPathOf(shop.id))
	const unknown = await redeem(page, 'ABCDE FGHJK')
	await expect(unknown.getByRole('alert')).toContainText('No voucher of this business has this code')
	await expect(unknown.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('ABCDE FGHJK')

	const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`
	const section = await redeem(page, typed)
	const redeemed = section.getByRole('status')
	await expect(redeemed).toContainText(`Redeemed: Free latte (100%) for Malee Latte${tag}`)
	await expect(section.getByRole('textbox', { name: 'Voucher code' })).toHaveValue('')
	await expect(section.getByRole('list').getByText(`Free latte (100%) for Malee Latte${tag}`)).toBeVisible()
	await expectAccessible(page)
	await redeemed.getByRole('button', { name: 'Undo' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Undone: “Free latte” can be used again.' })).toBeVisible()

	await redeem(page, code)
	await expect(section.getByRole('status')).toContainText('Redeemed: Free latte')
	// Once used, the same code is refused, and kept in the field.
	await redeem(page, code)
	await expect(section.getByRole('alert')).toContainText('This voucher was already used.')
	await expect(section.getByRole('textbox', { name: 'Voucher code' })).toHaveValue(code)

	// The voucher's counts, on Rewards.
	await page.goto(rewardsPathOf(shop.id))
	await expect(voucher.getByText('Used')).toBeVisible()
	await expect(voucher.locator('dd').nth(2)).toHaveText('1')
	await expect(voucher.locator('dd').nth(3)).toHaveText('1')

	// demo.staff holds Sales · Read only: the rewards read-only, no redeeming.
	const staffContext = await browser.newContext()
	try {
		const staff = await staffContext.newPage()
		await asDemo(staff, 'staff')
		await staff.goto(rewardsPathOf(shop.id))
		await expect(staff.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible()
		await expect(staff.getByText('Changing them, and redeeming vouchers, needs the Sales · Update permission')).toBeVisible()
		await expect(staff.getByRole('heading', { level: 3, name: 'Free latte' })).toBeVisible()
		for (const name of ['Save', 'New code', 'Offer voucher', 'End Free latte']) await expect(staff.getByRole('button', { name })).toHaveCount(0)
		await expect(staff.getByRole('spinbutton')).toHaveCount(0)
		await expectAccessible(staff)
		await staff.goto(salesPathOf(shop.id))
		await expect(staff.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible()
		await expect(staff.getByRole('heading', { name: 'Redeem a voucher' })).toHaveCount(0)
		await expect(staff.getByRole('textbox', { name: 'Voucher code' })).toHaveCount(0)
		// A redemption posted all the same is refused: the permission is needed.
		const refused = await staff.request.post(salesPathOf(shop.id), { form: { intent: 'redeem', code }, headers: { Origin: new URL(staff.url()).origin }, maxRedirects: 0 })
		expect(refused.status()).toBe(403)
		expect(await refused.text()).toContain('Permission needed')
	} finally {
		await staffContext.close()
	}
})

test('in Thai, the rewards and "Redeem a voucher" speak Thai', { tag: '@same-without-js' }, async ({ page, javaScriptEnabled }) => {
	const shop = await newDemoBusinessUser(`Khanom ${unique()}`)
	await asDemo(page, 'owner')
	await page.goto(rewardsPathOf(shop.id))
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'รางวัลและแต้ม' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'คิวอาร์โค้ดหน้าร้าน' })).toBeVisible()
	await page.getByRole('spinbutton', { name: 'แต้มต่อการมาร้าน' }).fill('5')
	await page.getByRole('button', { name: 'บันทึก', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'บันทึกรางวัลและแต้มแล้ว' })).toBeVisible()
	await expectAccessible(page)

	await page.getByRole('link', { name: 'การขาย', exact: true }).click()
	const section = page.getByRole('region', { name: 'แลกคูปอง' })
	await section.getByRole('textbox', { name: 'รหัสคูปอง' }).fill('ABCDEFGHJK')
	await section.getByRole('button', { name: 'แลก', exact: true }).click()
	await expect(section.getByRole('alert')).toContainText('ไม่มีคูปองของร้านนี้ที่ใช้รหัสนี้')
	await expectAccessible(page)
})
