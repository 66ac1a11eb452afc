import sharp from 'sharp'
import type { Cart } from '#contracts/shop/cart.ts'
import type { PurchaseOrder } from '#contracts/shop/orders.ts'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'

// Chat (docs/product.md#chat): "Message" on a business's page, the conversation full-screen, its staff
// answering as the business from its inbox, the answer reaching the customer (live with JavaScript, by
// "Check for new messages" without), deleting, blocking and reporting; the quota page.

const unique = () => Math.random().toString(36).slice(2, 8)
const picture = () => sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 120 } } }).png().toBuffer()

test('the quota page says who may message whom and the limits; signed in, what is left today', { tag: '@same-without-js' }, async ({ page, visit }) => {
	await visit('/chat/quota')
	await expect(page.getByRole('heading', { level: 1, name: 'Chat quota' })).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Who may message whom' })).toBeVisible()
	await expect(page.getByText('Anyone signed in may message a business user, from its page.')).toBeVisible()
	await expect(page.getByRole('term').filter({ hasText: 'Messages a day' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible()

	await asDemo(page, 'user')
	await visit('/chat/quota')
	await expect(page.getByRole('term').filter({ hasText: 'Messages left today' })).toBeVisible()
	await expect(page.getByText(/Your counts start again on .*, 00:00/)).toBeVisible()
})

test('a customer writes to a business; its staff answer as the business; the customer reads the answer', { tag: '@phone' }, async ({ page, browser, javaScriptEnabled }) => {
	test.slow() // a business of its own, a new customer, two browsers
	const tag = unique()
	const shop = await newDemoBusinessUser(`Tea house ${tag}`)
	await newSignedInPerson(page, { prefix: 'customer', firstName: 'Malee', lastName: `Chat${tag}` })

	await page.goto(`/business-user/${shop.id}`)
	await page.getByRole('link', { name: 'Message', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/chat/business-user-${shop.id}$`))
	await expect(page.getByRole('heading', { level: 1, name: `Tea house ${tag}` })).toBeVisible()
	const messages = page.getByRole('region', { name: 'Messages' })
	await expect(messages.getByText('No messages yet.')).toBeVisible()
	await expectAccessible(page)

	// Nothing to send is said, and nothing is sent.
	await page.getByRole('button', { name: 'Send' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Write a message, add a picture or choose an order, then send.' })).toBeVisible()

	await page.getByRole('textbox', { name: 'Message' }).fill('สวัสดีครับ มีชาอู่หลงไหมครับ ดูที่https://robtua.test/teaนะครับ')
	await page.getByRole('button', { name: 'Send' }).click()
	await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}#m-1$/)
	const roomPath = new URL(page.url()).pathname
	await expect(messages.getByText('สวัสดีครับ มีชาอู่หลงไหมครับ')).toBeVisible()
	const address = messages.getByRole('link', { name: 'https://robtua.test/tea' })
	await expect(address).toHaveAttribute('href', 'https://robtua.test/tea')
	await expect(address).toHaveAttribute('rel', /nofollow.*ugc|ugc.*nofollow/)
	await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')

	// A picture alone: uploaded first (with JavaScript, with its progress; without, by the form's post).
	await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: await picture() })
	await page.getByRole('button', { name: 'Send' }).click()
	await expect(page).toHaveURL(/#m-2$/)
	await expect(messages.getByRole('img', { name: `Picture sent by Malee Chat${tag}` })).toBeVisible()
	await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(2)
	await expectAccessible(page)

	// demo.owner answers for the business, from its inbox's unanswered conversations.
	const ownerContext = await browser.newContext()
	const owner = await ownerContext.newPage()
	try {
		await asDemo(owner, 'owner')
		await owner.goto(`/chat?inbox=${shop.id}&filter=unanswered`)
		await expect(owner.getByRole('heading', { level: 1, name: 'Chats' })).toBeVisible()
		await expect(owner.getByRole('link', { name: 'Unanswered' })).toHaveAttribute('aria-current', 'page')
		await expectAccessible(owner)
		await owner.getByRole('link', { name: `Malee Chat${tag}` }).click()
		await expect(owner).toHaveURL(new RegExp(`${roomPath}$`))
		await expect(owner.getByText(`Answering as Tea house ${tag}`)).toBeVisible()
		await owner.getByRole('textbox', { name: 'Message' }).fill('มีครับ ถุงละ 120 บาท')
		await owner.getByRole('button', { name: 'Send' }).click()
		await expect(owner).toHaveURL(new RegExp(`${roomPath}#m-3$`))
		await expect(owner.getByRole('region', { name: 'Messages' }).getByText('มีครับ ถุงละ 120 บาท')).toBeVisible()

		// The customer: the answer shows without a reload with JavaScript; without, one link away.
		if (!javaScriptEnabled) await page.getByRole('link', { name: 'Check for new messages' }).click()
		await expect(messages.getByText('มีครับ ถุงละ 120 บาท')).toBeVisible()
		await expect(messages.getByText(`Tea house ${tag}`, { exact: true })).toBeVisible()
		if (!javaScriptEnabled) {
			await page.getByRole('button', { name: 'Mark as read' }).click()
			await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
		}
		// Read, the header's count is gone.
		await expect(page.getByRole('banner').getByRole('link', { name: /^Chat\b/ })).toHaveAccessibleName('Chat')

		// The owner sees "Seen" once the customer has read it.
		await owner.reload()
		await expect(owner.getByRole('region', { name: 'Messages' }).getByText('Seen', { exact: true })).toBeVisible()
	} finally {
		await ownerContext.close()
	}

	// The customer deletes their message, reports the conversation, blocks and unblocks it.
	await page.getByRole('button', { name: 'Delete' }).first().click()
	await expect(messages.getByText('Deleted message')).toBeVisible()
	await expect(messages.getByText('สวัสดีครับ มีชาอู่หลงไหมครับ')).toHaveCount(0)

	await page.getByRole('link', { name: 'Report', exact: true }).first().click()
	await page.getByRole('textbox', { name: 'Reason' }).fill('ทดสอบการรายงาน')
	await page.getByRole('button', { name: 'Report', exact: true }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Thank you: your report was sent' })).toBeVisible()

	await page.getByRole('button', { name: 'Block', exact: true }).click()
	await expect(page.getByText('You blocked this conversation. Unblock it to send messages again.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)
	await page.getByRole('button', { name: 'Unblock', exact: true }).click()
	await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible()
})

test('in Thai, a customer shows an order in the conversation; the business’s staff open it from its card', { tag: '@same-without-js' }, async ({ page, browser, javaScriptEnabled }) => {
	test.slow() // a business of its own, a new customer with an order, two browsers
	const tag = unique()
	const shop = await newDemoBusinessUser(`Noodle bar ${tag}`)
	const owner = await productApiAs('owner')
	const item = await owner.post<{ id: string }>(`/v1/business-users/${shop.id}/content/catalogue`, { title: `Noodles ${tag}`, priceSatang: 6500 })
	const customer = await newSignedInPerson(page, { prefix: 'customer', firstName: 'Somsri', lastName: `Order${tag}` })
	const buyer = await productApiAs({ username: customer.email })
	const cart = await buyer.post<Cart>('/v1/me/cart/lines', { itemId: item.id, quantity: 2 })
	const businessOrderId = cart.groups.find((group) => group.businessUser.id === shop.id)!.businessOrderId
	const order = await buyer.post<PurchaseOrder>(`/v1/me/business-orders/${businessOrderId}/purchase-orders`, { delivery: 'pickup', phone: '0812345678', paymentMethod: 'card', expectedTotalSatang: 13000 })

	await page.goto(`/chat/business-user-${shop.id}`)
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: `Noodle bar ${tag}` })).toBeVisible()
	const orderChoice = page.getByRole('combobox', { name: 'คำสั่งซื้อ' })
	await expect(orderChoice).toHaveValue('')
	await orderChoice.selectOption({ label: `คำสั่งซื้อ ${order.number} · รอชำระเงิน · ฿130` })
	await page.getByRole('textbox', { name: 'ข้อความ' }).fill('สั่งไปแล้วค่ะ ได้ของวันไหนคะ')
	await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
	await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}#m-1$/)
	const roomPath = new URL(page.url()).pathname
	const messages = page.getByRole('region', { name: 'ข้อความ' })
	await expect(messages.getByText('สั่งไปแล้วค่ะ ได้ของวันไหนคะ')).toBeVisible()
	await expect(messages.getByRole('link', { name: `คำสั่งซื้อ ${order.number}` })).toHaveAttribute('href', new RegExp(`/${businessOrderId}/purchase-order/${order.id}$`))
	await expect(messages.getByText('2 ชิ้น')).toBeVisible()
	// Sent, the choice is back to none: the next message carries no order unless one is chosen again.
	await expect(orderChoice).toHaveValue('')
	await expectAccessible(page)

	// demo.owner, in Thai too, reads it as the business and opens the order from its card.
	const ownerContext = await browser.newContext()
	const staff = await ownerContext.newPage()
	try {
		await asDemo(staff, 'owner')
		await staff.goto(roomPath)
		await switchLanguage(staff, 'ไทย', { javaScriptEnabled })
		await expect(staff.getByText(`ตอบในนามของ Noodle bar ${tag}`)).toBeVisible()
		await staff.getByRole('region', { name: 'ข้อความ' }).getByRole('link', { name: `คำสั่งซื้อ ${order.number}` }).click()
		await expect(staff).toHaveURL(new RegExp(`/business-user/${shop.id}/.*${order.id}$`))
		await expect(staff.getByRole('heading', { level: 1 })).toContainText(String(order.number))
	} finally {
		await ownerContext.close()
	}
})

test('a person starts with a person once either follows the other; a refused send keeps what was typed', async ({ page }) => {
	test.slow() // a new person, and demo.user through the API
	const tag = unique()
	const friend = await newSignedInPerson(page, { prefix: 'friend', firstName: 'Somsri', lastName: `Chat${tag}` })
	const user = await productApiAs('user')
	const { profile } = await user.get<{ profile: { uuid: string } }>('/v1/me')

	// demo.user's profile has "Message", but neither follows the other yet.
	await page.goto(`/profiles/${profile.uuid}`)
	await page.getByRole('link', { name: 'Message', exact: true }).click()
	await expect(page).toHaveURL(new RegExp(`/chat/person-${profile.uuid}$`))
	await expect(page.getByText(/once one of you follows the other/)).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0)

	await page.goto(`/profiles/${profile.uuid}`)
	await page.getByRole('button', { name: 'Follow' }).click()
	await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
	await page.getByRole('link', { name: 'Message', exact: true }).click()
	await page.getByRole('textbox', { name: 'Message' }).fill(`Hello from ${friend.firstName}`)
	await page.getByRole('button', { name: 'Send' }).click()
	await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}#m-1$/)
	const roomId = /\/chat\/([0-9a-f-]{36})/.exec(page.url())![1]!
	await expect(page.getByRole('region', { name: 'Messages' }).getByText(`Hello from ${friend.firstName}`)).toBeVisible()

	// demo.user blocks the conversation while the next message is being written, and this page does not
	// hear of it (as while its live stream is away): the send finds out, and what was typed is kept.
	await page.route('**/resources/chat-events**', (route) => route.fulfill({ status: 200, headers: { 'Content-Type': 'text/event-stream' }, body: 'retry: 600000\n\n' }))
	await page.reload()
	await user.put(`/v1/chat/rooms/${roomId}/block`)
	try {
		await page.getByRole('textbox', { name: 'Message' }).fill('Are you there?')
		await page.getByRole('button', { name: 'Send' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'Not sent: the other side does not take messages from you in this conversation.' })).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you there?')
	} finally {
		await user.delete(`/v1/chat/rooms/${roomId}/block`)
	}
})
