import type { Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// Boards (docs/product.md#boards): a new person opens a board from /account/board ("New board": Title,
// Message, Create), replies ("Reply"), is followed to it and sees a neighbour's reply in the feed as
// "1 new reply on {title}", changes the board and their reply ("Edited"), deletes the reply (it keeps its
// place) and the board, each asked first; the same without JavaScript, and in Thai with the Buddhist-era
// year. Who sees a private community's board is the API's tests' (api/content/visibility.test.ts).

const unique = () => Math.random().toString(36).slice(2, 8)

/** A person of the test's own on `page`, and the product API as them. */
async function person(page: Page, prefix: string, firstName: string) {
	const made = await newSignedInPerson(page, { prefix, firstName, lastName: `Board${unique()}` })
	return { ...made, api: await productApiAs({ username: made.email }) }
}

test('a person opens a board, replies, follows it to the feed, changes and deletes what is theirs', { tag: ['@phone'] }, async ({ page, browser, visit }) => {
	test.setTimeout(200_000) // two people and twenty pages, on a busy machine
	const title = `Where to park on market day ${unique()}`
	await person(page, 'board', 'Niran')
	await visit('/account/board')
	await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
	await expect(page.getByText('You follow no board yet.')).toBeVisible()
	await expect(page.getByText('You have not opened a board yet.')).toBeVisible()
	await page.getByRole('link', { name: 'New board' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'New board' })).toBeVisible()
	await expect(page.getByRole('combobox', { name: 'Community' })).toHaveValue('')
	await expectAccessible(page)
	await page.getByRole('textbox', { name: 'Title' }).fill(title)
	await page.getByRole('textbox', { name: 'Message' }).fill('The soi is full on Sundays.\nWhere do you park?')
	await page.getByRole('button', { name: 'Create' }).click()

	await expect(page).toHaveURL(/\/account\/board\/[0-9a-f-]{36}$/)
	const boardUrl = page.url()
	const boardId = boardUrl.split('/').pop()!
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expect(page.getByText('Where do you park?')).toBeVisible()
	await expect(page.getByText('No replies yet.')).toBeVisible()
	await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()
	await expectAccessible(page)

	await page.getByRole('textbox', { name: 'Reply' }).fill('Behind the temple is free.')
	await page.getByRole('button', { name: 'Reply', exact: true }).click()
	const first = page.locator('#reply-1')
	await expect(first).toContainText('Behind the temple is free.')
	await expect(first).toContainText('Niran')

	// A neighbour replies: the feed says so, and opening the board reads it.
	const neighbourPage = await (await browser.newContext({ baseURL: new URL(boardUrl).origin })).newPage()
	const neighbour = await person(neighbourPage, 'board-neighbour', 'Pim')
	await neighbour.api.post(`/v1/boards/${boardId}/replies`, { message: 'The school lets people park on Sundays.' })
	await neighbourPage.context().close()
	await visit('/feed')
	await page.getByRole('link', { name: `1 new reply on ${title}` }).click()
	await expect(page.locator('#reply-2')).toContainText('The school lets people park on Sundays.')
	await expect(page.locator('#reply-2')).not.toContainText('Edit reply')
	await page.goto('/feed')
	await expect(page.getByRole('link', { name: new RegExp(`new repl.* on ${title}`) })).toHaveCount(0)

	// Not following any more, then again.
	await page.goto(boardUrl)
	await page.getByRole('button', { name: 'Following' }).click()
	await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible()
	await page.getByRole('button', { name: 'Follow', exact: true }).click()
	await expect(page.getByRole('button', { name: 'Following' })).toBeVisible()

	// Changing the board and the reply.
	await page.getByRole('link', { name: 'Edit', exact: true }).click()
	await expect(page.getByRole('heading', { level: 2, name: 'Edit your board' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (solved)`)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('heading', { level: 1, name: `${title} (solved)` })).toBeVisible()
	await expect(page.locator('header').getByText('Edited')).toBeVisible()
	await page.getByRole('link', { name: 'Edit reply 1' }).click()
	await page.getByRole('textbox', { name: 'Your reply' }).fill('Behind the temple is free until 6 pm.')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(first).toContainText('Behind the temple is free until 6 pm.')
	await expect(first).toContainText('Edited')

	// Deleting the reply (asked first): it keeps its place; then the board.
	await page.getByRole('link', { name: 'Delete reply 1' }).click()
	await expect(page.getByRole('heading', { name: 'Delete your reply #1?' })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('alert', { name: 'Delete your reply #1?' }).getByRole('button', { name: 'Delete', exact: true }).click()
	await expect(first).toContainText('Deleted by its author')
	await expect(first).not.toContainText('Behind the temple')
	await page.getByRole('button', { name: 'Delete', exact: true }).click()
	await page.getByRole('alert', { name: `Delete “${title} (solved)”?` }).getByRole('button', { name: 'Delete', exact: true }).click()
	await expect(page).toHaveURL(/\/account\/board$/)
	await expect(page.getByText('You have not opened a board yet.')).toBeVisible()
	expect((await page.goto(boardUrl))?.status()).toBe(404)
})

test('in Thai: a board opened and answered, its time in the Buddhist era', async ({ page, javaScriptEnabled }) => {
	test.slow() // a language switch and six pages
	const title = `หาที่จอดรถวันตลาดนัด ${unique()}`
	await person(page, 'board-th', 'Somchai')
	await page.goto('/account/board')
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'กระทู้' })).toBeVisible()
	await page.getByRole('link', { name: 'ตั้งกระทู้ใหม่' }).click()
	await page.getByRole('textbox', { name: 'หัวข้อ' }).fill(title)
	await page.getByRole('textbox', { name: 'ข้อความ' }).fill('วันอาทิตย์ซอยเต็มทุกที จอดที่ไหนกันคะ')
	await page.getByRole('button', { name: 'ตั้งกระทู้' }).click()
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expectAccessible(page)
	await page.getByRole('textbox', { name: 'คำตอบ' }).fill('จอดหลังวัดได้ฟรีครับ')
	await page.getByRole('button', { name: 'ตอบ', exact: true }).click()
	await expect(page.locator('#reply-1')).toContainText('จอดหลังวัดได้ฟรีครับ')
	const year = String(new Date().getFullYear() + 543)
	await expect(page.locator('#reply-1')).toContainText(year)
	await page.goto('/account/board')
	await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'กระทู้ที่คุณติดตาม' })).toBeVisible()
})

test('a reply that is too long comes back with its words and why', async ({ page }) => {
	const me = await person(page, 'board-long', 'Lek')
	const board = await me.api.post<{ id: string }>('/v1/boards', { title: `Long words ${unique()}`, message: 'Say a lot' })
	await page.goto(`/account/board/${board.id}`)
	const words = 'ก'.repeat(10_001)
	// The textbox stops at its limit as one types; a pasted or forged one is refused by the page.
	const response = await page.request.post(`/account/board/${board.id}`, { form: { intent: 'reply', reply: words }, maxRedirects: 0, failOnStatusCode: false })
	expect(response.status()).toBe(400)
	await page.getByRole('textbox', { name: 'Reply' }).fill('A short one')
	await page.getByRole('button', { name: 'Reply', exact: true }).click()
	await expect(page.locator('#reply-1')).toContainText('A short one')
})
