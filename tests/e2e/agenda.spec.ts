import type { Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// My agenda (docs/product.md#my-agenda): a person's own entries and the events they are going to, by day,
// in their language (Thai with Buddhist-era years); a new entry, edited and deleted (asked first); its
// .ics file in UTC; the private feed address made, fetched and renewed (the old one then 404). With and
// without JavaScript, and on a phone.

const unique = () => Math.random().toString(36).slice(2, 8)
const DAY = 24 * 60 * 60_000
/** A day `days` from today in Thailand, YYYY-MM-DD. */
const bangkokDay = (days: number) => new Date(Date.now() + 7 * 60 * 60_000 + days * DAY).toISOString().slice(0, 10)
/** The day's heading as the page writes it. */
const headingOf = (day: string, language: 'en' | 'th') =>
	new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' }).format(new Date(`${day}T12:00:00+07:00`))

/** A new person, signed in on the page, and their own calls to the API. */
async function newAgendaPerson(page: Page, tag: string) {
	const person = await newSignedInPerson(page, { prefix: 'agenda', firstName: 'Mali', lastName: `Agenda${tag}` })
	return { ...person, api: await productApiAs({ username: person.email }) }
}

/** An event of demo.owner's, public, on `day` at 18:00–20:00 in Thailand. */
async function newEvent(title: string, day: string) {
	const owner = await productApiAs('owner')
	return await owner.post<{ id: string }>('/v1/me/content/event', { title, startsAt: `${day}T18:00:00+07:00`, endsAt: `${day}T20:00:00+07:00`, venue: 'The roastery', visibility: 'public' })
}

test('a person adds an entry, sees it by day beside an event they are going to, downloads it, edits it and deletes it @phone', async ({ page, javaScriptEnabled }) => {
	test.slow() // a new person, an event, five pages
	const tag = unique()
	const day = bangkokDay(3)
	const person = await newAgendaPerson(page, tag)
	const event = await newEvent(`Cupping ${tag}`, day)
	await person.api.put(`/v1/content/event/${event.id}/going`)

	await page.goto('/account/agenda')
	await expect(page.getByRole('heading', { level: 1, name: 'My agenda' })).toBeVisible()
	const dayOf = (name: string) => page.getByRole('region', { name })
	await expect(dayOf(headingOf(day, 'en')).getByRole('link', { name: `Cupping ${tag}` })).toHaveAttribute('href', `/around-me/events/${event.id}`)
	await expect(dayOf(headingOf(day, 'en'))).toContainText('I’m going')
	await expect(dayOf(headingOf(day, 'en'))).toContainText(/6:00\s–\s8:00\sPM/)
	await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/resources/agenda-calendar')
	await expectAccessible(page)

	// A new entry: an end before the start is refused beside Ends, with what was typed kept.
	await page.getByRole('link', { name: 'New entry' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'New agenda entry' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Title' }).fill(`Dentist ${tag}`)
	await page.getByRole('textbox', { name: 'Starts' }).fill(`${day}T09:00`)
	await page.getByRole('textbox', { name: 'Ends' }).fill(`${day}T08:30`)
	await page.getByLabel('Place', { exact: true }).selectOption({ value: 'bangkok-pathum-wan' })
	await page.getByRole('textbox', { name: 'Notes' }).fill('Bring the card')
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('The end must not be before the start')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`Dentist ${tag}`)
	await page.getByRole('textbox', { name: 'Ends' }).fill(`${day}T10:00`)
	await page.getByRole('button', { name: 'Save' }).click()

	// Its page: when, where, its notes; "Add to calendar" gives its .ics, in UTC (09:00 in Bangkok is 02:00Z).
	await expect(page.getByRole('heading', { level: 1, name: `Dentist ${tag}` })).toBeVisible()
	const entryPath = new URL(page.url()).pathname
	expect(entryPath).toMatch(/^\/account\/agenda\/[0-9a-f-]{36}$/)
	await expect(page.getByText('Pathum Wan')).toBeVisible()
	await expect(page.getByText('Bring the card')).toBeVisible()
	await expectAccessible(page)
	const file = await page.request.get((await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!)
	expect(file.headers()['content-type']).toMatch(/^text\/calendar/)
	expect(file.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.ics"/)
	const ics = (await file.text()).replace(/\r\n[ \t]/g, '')
	const compact = day.replaceAll('-', '')
	expect(ics).toContain(`DTSTART:${compact}T020000Z`)
	expect(ics).toContain(`DTEND:${compact}T030000Z`)
	expect(ics).toContain(`SUMMARY:Dentist ${tag}`)
	expect(ics).toContain(`UID:${entryPath.split('/').pop()}@robtua`)
	expect(ics).toContain('SEQUENCE:0')
	expect(ics).toContain(`URL;VALUE=URI:http`)

	// On the agenda, on its day, before the event.
	await page.goto('/account/agenda')
	const lines = dayOf(headingOf(day, 'en')).getByRole('listitem')
	await expect(lines.nth(0)).toContainText(`Dentist ${tag}`)
	await expect(lines.nth(0)).toContainText(/9:00\s–\s10:00\sAM/)
	await expect(lines.nth(0)).toContainText('My entry')
	await expect(lines.nth(1)).toContainText(`Cupping ${tag}`)

	// Edit: the same form, filled in; the file's SEQUENCE goes up.
	await page.goto(entryPath)
	await page.getByRole('link', { name: 'Edit' }).click()
	await expect(page.getByRole('textbox', { name: 'Starts' })).toHaveValue(`${day}T09:00`)
	await page.getByRole('textbox', { name: 'Title' }).fill(`Dentist (moved) ${tag}`)
	await page.getByRole('textbox', { name: 'Starts' }).fill(`${day}T11:00`)
	await page.getByRole('textbox', { name: 'Ends' }).fill(`${day}T12:00`)
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('heading', { level: 1, name: `Dentist (moved) ${tag}` })).toBeVisible()
	const edited = await (await page.request.get(`/resources/agenda-calendar?entry=${entryPath.split('/').pop()}`)).text()
	expect(edited).toContain(`DTSTART:${compact}T040000Z`)
	expect(edited).toContain('SEQUENCE:1')

	// Delete asks first; "No, keep it" keeps it; then it is gone, and its page is a 404.
	await page.getByRole('button', { name: 'Delete' }).click()
	await expect(page.getByRole('heading', { name: `Delete “Dentist (moved) ${tag}” from your agenda?` })).toBeVisible()
	await page.getByRole('button', { name: 'Delete' }).click()
	await expect(page).toHaveURL(/\/account\/agenda$/)
	await expect(page.getByRole('link', { name: `Dentist (moved) ${tag}` })).toHaveCount(0)
	await expect(page.getByRole('link', { name: `Cupping ${tag}` })).toBeVisible()
	expect((await page.request.get(entryPath)).status()).toBe(404)
	void javaScriptEnabled
})

test('in Thai: days and times with Buddhist-era years, the form’s messages in Thai; Earlier and Later page by 30 days', async ({ page, javaScriptEnabled }) => {
	test.slow() // a new person, six pages and two accessibility checks
	const tag = unique()
	const day = bangkokDay(2)
	const person = await newAgendaPerson(page, tag)
	const entry = await person.api.post<{ id: string }>('/v1/me/agenda/entries', { title: `ตลาดนัด ${tag}`, startsAt: `${day}T07:00:00+07:00`, endsAt: `${day}T09:30:00+07:00`, address: 'สยามสแควร์' })
	await page.goto('/account/agenda')
	await switchLanguage(page, 'ไทย', { javaScriptEnabled })
	await expect(page.getByRole('heading', { level: 1, name: 'ปฏิทินของฉัน' })).toBeVisible()
	const buddhistYear = String(Number(day.slice(0, 4)) + 543)
	const heading = headingOf(day, 'th')
	expect(heading).toContain(buddhistYear)
	const region = page.getByRole('region', { name: heading })
	await expect(region).toContainText(`ตลาดนัด ${tag}`)
	await expect(region).toContainText('7:00–9:30')
	await expect(region).toContainText('รายการของฉัน')
	await expect(page.getByRole('link', { name: 'เพิ่มลงในปฏิทิน' })).toBeVisible()
	await expectAccessible(page)

	// Later: the next 30 days, without it; Earlier comes back.
	await page.getByRole('link', { name: 'ถัดไป' }).click()
	await expect(page).toHaveURL(new RegExp(`from=${bangkokDay(30)}$`))
	await expect(page.getByText('ไม่มีอะไรในปฏิทินของคุณในช่วงวันนี้')).toBeVisible()
	await page.getByRole('link', { name: 'ก่อนหน้า' }).click()
	await expect(page.getByRole('region', { name: heading })).toBeVisible()

	// Its page says when in Thai, with the Buddhist year.
	await page.goto(`/account/agenda/${entry.id}`)
	await expect(page.getByRole('heading', { level: 1, name: `ตลาดนัด ${tag}` })).toBeVisible()
	await expect(page.locator('dd').first()).toContainText(buddhistYear)
	await expect(page.getByRole('link', { name: 'แก้ไข' })).toBeVisible()

	// The form in Thai: an end before the start, said in Thai.
	await page.goto('/account/agenda/create')
	await expect(page.getByRole('heading', { level: 1, name: 'รายการใหม่ในปฏิทิน' })).toBeVisible()
	await page.getByRole('textbox', { name: 'ชื่อรายการ' }).fill(`นัดหมอ ${tag}`)
	await page.getByRole('textbox', { name: 'เริ่ม' }).fill(`${day}T10:00`)
	await page.getByRole('textbox', { name: 'สิ้นสุด' }).fill(`${day}T09:00`)
	await page.getByRole('button', { name: 'บันทึก' }).click()
	await expect(page.getByText('วันสิ้นสุดต้องไม่อยู่ก่อนวันเริ่มต้น')).toBeVisible()
	await expectAccessible(page)
})

test('someone else’s entry is a 404, and so is its file', { tag: '@same-without-js' }, async ({ page }) => {
	const tag = unique()
	const owner = await productApiAs('owner')
	const theirs = await owner.post<{ id: string }>('/v1/me/agenda/entries', { title: `Private ${tag}`, startsAt: `${bangkokDay(1)}T09:00:00+07:00`, endsAt: `${bangkokDay(1)}T10:00:00+07:00` })
	await newAgendaPerson(page, tag)
	const response = await page.goto(`/account/agenda/${theirs.id}`)
	expect(response?.status()).toBe(404)
	await expect(page.getByText(`Private ${tag}`)).toHaveCount(0)
	expect((await page.request.get(`/resources/agenda-calendar?entry=${theirs.id}`)).status()).toBe(404)
	await owner.delete(`/v1/me/agenda/entries/${theirs.id}`).catch(() => undefined)
})

test('the private feed address: made, subscribed to without a sign-in, renewed after a question (the old one stops)', async ({ page, playwright }) => {
	const tag = unique()
	const person = await newAgendaPerson(page, tag)
	await person.api.post('/v1/me/agenda/entries', { title: `Yoga ${tag}`, startsAt: `${bangkokDay(1)}T07:00:00+07:00`, endsAt: `${bangkokDay(1)}T08:00:00+07:00` })
	await page.goto('/account/agenda')
	await page.getByRole('button', { name: 'Make my private address' }).click()
	const address = page.getByRole('textbox', { name: 'Your private calendar address' })
	await expect(address).toHaveValue(/\/resources\/agenda-feed\/[A-Za-z0-9_-]{43}$/)
	const first = await address.inputValue()
	await expect(page.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', first.replace(/^https?:/, 'webcal:'))
	await expectAccessible(page)

	// A calendar app fetches it with no cookie of ours.
	const visitor = await playwright.request.newContext()
	const feed = await visitor.get(first)
	expect(feed.status()).toBe(200)
	const text = await feed.text()
	expect(text).toContain(`SUMMARY:Yoga ${tag}`)
	expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H')

	// Renewing asks first, then shows the new address; the old one is a 404.
	await page.goto('/account/agenda')
	await expect(address).toHaveCount(0)
	await page.getByRole('button', { name: 'Renew address' }).click()
	await expect(page.getByRole('heading', { name: 'Renew your private calendar address?' })).toBeVisible()
	await page.getByRole('button', { name: 'Renew address' }).click()
	await expect(address).toHaveValue(/\/resources\/agenda-feed\//)
	const second = await address.inputValue()
	expect(second).not.toBe(first)
	expect((await visitor.get(first)).status()).toBe(404)
	expect((await visitor.get(second)).status()).toBe(200)
	await visitor.dispose()
})
