import type { Page } from '@playwright/test'
import sharp from 'sharp'
import type { Feedback, FeedbackList } from '#contracts/feedback.ts'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { backOfficeApi, productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// Feedback (docs/product.md#feedback): a person sends feedback from the page it is about (the footer's
// "Feedback"), sees it with its status; the team answers through the back-office API (as an operator
// would); the person is told on their next page, in their language, reads the answer and replies; closed,
// it takes no more replies. Only its sender finds it. With and without JavaScript, in English and Thai.

const unique = () => Math.random().toString(36).slice(2, 8)
const picture = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer()

/** Waits, with JavaScript, until React runs the page (forms hydrate later). */
async function interactive(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
}

/** The person's feedback with this subject, as the API has it. */
async function feedbackNamed(email: string, subject: string) {
	const { items } = await (await productApiAs({ username: email })).get<FeedbackList>('/v1/feedback')
	return items.find((item) => item.subject === subject)!
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test('a person sends feedback about a page; the team answers and they are told, read it and reply; closed, it takes no more', { tag: '@phone' }, async ({ page, javaScriptEnabled }) => {
	test.slow() // a new person, five pages and the back office
	const person = await newSignedInPerson(page, { prefix: 'feedback', firstName: 'Fah', lastName: `Kindly${unique()}` })
	const subject = `The map is slow ${unique()}`

	// From a page, the footer's "Feedback": the form says which page it is about.
	await page.goto('/about')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback', exact: true }).click()
	await expect(page).toHaveURL(/\/feedback\?from=%2Fabout$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
	await expect(page.getByText('About the page /about')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'You have not sent feedback yet' })).toBeVisible()
	await expectAccessible(page)

	// A mistake (no subject) keeps what was typed, the picture with it.
	await interactive(page, javaScriptEnabled)
	await page.getByRole('textbox', { name: 'Message' }).fill('It takes ten seconds\nto show the pins.')
	await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'slow-map.png', mimeType: 'image/png', buffer: await picture() })
	await page.getByRole('button', { name: 'Send', exact: true }).click()
	await expect(page.getByText('The subject field is required')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('It takes ten seconds\nto show the pins.')
	await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
	await page.getByRole('button', { name: 'Send', exact: true }).click()

	// Sent: in my feedback, open.
	await expect(toast(page, 'Thank you: your feedback was sent to the team.')).toBeVisible()
	const mine = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) })
	await expect(mine).toContainText('Open')
	const sent = await feedbackNamed(person.email, subject)
	const stored = await (await productApiAs({ username: person.email })).get<Feedback>(`/v1/feedback/${sent.id}`)
	expect(stored).toMatchObject({ page: '/about', message: 'It takes ten seconds\nto show the pins.', locale: 'en' })
	expect(stored.pictureUrl).toMatch(/^\/media\/[0-9a-f]{32}-\d+\.webp$/)

	// The team answers through the back-office API; the person's next page tells them, once.
	await backOfficeApi().post(`/feedback/${sent.id}/answers`, { message: 'Thank you! We made it faster today.' })
	await page.goto('/')
	const told = toast(page, `The team answered “${subject}”`)
	await expect(told).toBeVisible()
	await told.getByRole('link', { name: 'Read it' }).click()
	await expect(page).toHaveURL(new RegExp(`/feedback/${sent.id}$`))
	await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
	await expect(page.getByText('Answered', { exact: true })).toBeVisible()
	const conversation = page.getByRole('list').filter({ hasText: 'Robtua team' })
	await expect(conversation.getByRole('listitem').first()).toContainText('You')
	await expect(conversation.getByRole('listitem').last()).toContainText('Thank you! We made it faster today.')
	await expectAccessible(page)
	await page.goto('/')
	await expect(toast(page, 'The team answered')).toHaveCount(0)

	// The person replies: open again.
	await page.goto(`/feedback/${sent.id}`)
	await interactive(page, javaScriptEnabled)
	await page.getByRole('textbox', { name: 'Reply' }).fill('Much better now, thanks.')
	await page.getByRole('button', { name: 'Reply', exact: true }).click()
	await expect(toast(page, 'Your reply was sent to the team.')).toBeVisible()
	await expect(page.getByText('Open', { exact: true })).toBeVisible()
	await expect(conversation.getByRole('listitem').last()).toContainText('Much better now, thanks.')

	// Closed by the team: told on the next page; no more "Reply".
	await backOfficeApi().post(`/feedback/${sent.id}/close`)
	await page.goto('/feedback')
	await expect(toast(page, `The team closed “${subject}”`)).toBeVisible()
	await expect(mine).toContainText('Closed')
	await mine.getByRole('link', { name: subject }).click()
	await expect(page.getByText('The team closed this feedback: it takes no more replies.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveCount(0)
})

test('in Thai: the form, the status and the toast in Thai words, dates in the Buddhist era', async ({ page, javaScriptEnabled }) => {
	test.slow()
	const person = await newSignedInPerson(page, { prefix: 'feedback-th', firstName: 'Dao', lastName: `Thai${unique()}` })
	const subject = `แผนที่ช้า ${unique()}`
	await page.goto('/feedback')
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'ความคิดเห็น' })).toBeVisible()
	await interactive(page, javaScriptEnabled)
	await page.getByRole('textbox', { name: 'หัวข้อ' }).fill(subject)
	await page.getByRole('textbox', { name: 'ข้อความ' }).fill('หมุดขึ้นช้ามาก')
	await page.getByRole('button', { name: 'ส่ง', exact: true }).click()
	await expect(toast(page, 'ขอบคุณ ส่งความคิดเห็นถึงทีมงานแล้ว')).toBeVisible()
	const mine = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: subject }) })
	await expect(mine).toContainText('รอตอบ')
	await expect(mine).toContainText(String(new Date().getFullYear() + 543))
	await expectAccessible(page)

	const sent = await feedbackNamed(person.email, subject)
	expect((await (await productApiAs({ username: person.email })).get<Feedback>(`/v1/feedback/${sent.id}`)).locale).toBe('th')
	await backOfficeApi().post(`/feedback/${sent.id}/answers`, { message: 'แก้ไขแล้วครับ' })
	await page.goto('/feedback')
	const told = toast(page, `ทีมงานตอบ “${subject}” แล้ว`)
	await expect(told).toBeVisible()
	await expect(mine).toContainText('ตอบแล้ว')
	await told.getByRole('link', { name: 'อ่านเลย' }).click()
	await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
	await expect(page.getByText('ทีมรอบตัว')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'ตอบกลับ' })).toBeVisible()
	await expect(page.getByRole('button', { name: 'ตอบกลับ', exact: true })).toBeVisible()
	await switchLanguage(page, 'English', { javaScriptEnabled })
})

test('feedback is only its sender’s: anyone else finds no such page', { tag: '@same-without-js' }, async ({ page }) => {
	const sender = await newSignedInPerson(page, { prefix: 'feedback-sender' })
	const subject = `Private ${unique()}`
	const sent = await (await productApiAs({ username: sender.email })).post<Feedback>('/v1/feedback', { subject, message: 'Only for the team' })
	await page.context().clearCookies()
	await newSignedInPerson(page, { prefix: 'feedback-other' })
	const answer = await page.goto(`/feedback/${sent.id}`)
	expect(answer?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	await page.goto('/feedback')
	await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible()
	await expect(page.getByRole('link', { name: subject })).toHaveCount(0)
})
