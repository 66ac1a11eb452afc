import type { Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { productApiAs } from './product-api.ts'
import { newSignedInPerson } from './sessions.ts'

// Open tab (docs/product.md#open-tab): a new person makes a job from /account/open-tab ("Connects", "New
// job": Title, Overview, Visibility, Create), fills in its information (pay in baht, hours, its place) and
// a goal, sees its page and its QR-code bio page; another finds it around me and with "Search" (by a word
// and its place's Thai name) and sends "Connect" ("Request
// sent"), the owner accepts ("Accept"), and the other is in. The same without JavaScript, and in Thai. A
// private connect's 404 on every read path is the API's tests' (api/content/visibility.test.ts).

const unique = () => Math.random().toString(36).slice(2, 8)

async function person(page: Page, prefix: string, firstName: string) {
	const made = await newSignedInPerson(page, { prefix, firstName, lastName: `Tab${unique()}` })
	return { ...made, api: await productApiAs({ username: made.email }) }
}

test('a person makes a connect, fills it in, and accepts someone who asked to connect', async ({ page, browser, visit, javaScriptEnabled }) => {
	test.setTimeout(180_000) // two people and fifteen pages, on a busy machine
	const mark = unique()
	const title = `Weekend barista ${mark}`
	await person(page, 'open-tab', 'Dao')
	await visit('/account/open-tab')
	await expect(page.getByRole('heading', { level: 1, name: 'Open tab' })).toBeVisible()
	await expect(page.getByText('You have no connects yet.')).toBeVisible()
	await page.getByRole('link', { name: 'Connects', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Connects' })).toBeVisible()
	// A type not open yet has no link, and its create page is not found.
	await expect(page.getByRole('link', { name: 'New volunteer' })).toHaveCount(0)
	expect((await page.request.get('/account/open-tab/connects/volunteer-create')).status()).toBe(404)
	await page.getByRole('link', { name: 'New job' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible()
	await expectAccessible(page)
	// Nothing is lost on a refusal: the title is needed, the overview kept.
	await page.getByRole('textbox', { name: 'Overview' }).fill('Pour-over on Sundays')
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page.getByText('The Title field is required')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'Overview' })).toHaveValue('Pour-over on Sundays')
	await page.getByRole('textbox', { name: 'Title' }).fill(title)
	await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue('public')
	await page.getByRole('button', { name: 'Create' }).click()

	await expect(page).toHaveURL(/\/account\/open-tab\/connects\/[0-9a-f-]{36}$/)
	const id = page.url().split('/').pop()!
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	for (const name of ['Information', 'Overview', 'About us', 'Description', 'Goals', 'Our business', 'Our story']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
	await expectAccessible(page)

	await page.getByRole('link', { name: 'Information', exact: true }).click()
	await page.getByRole('textbox', { name: 'Lowest pay (baht)' }).fill('500')
	await page.getByRole('textbox', { name: 'Highest pay (baht)' }).fill('300')
	await page.getByRole('textbox', { name: 'Hours' }).fill('Sat–Sun 8:00–14:00')
	// Its place, from the list: around me and the map find it there.
	await page.getByRole('combobox', { name: 'Place', exact: true }).selectOption({ label: 'Bang Rak (บางรัก)' })
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('The highest pay must not be less than the lowest')).toBeVisible()
	await expect(page.getByRole('combobox', { name: 'Place', exact: true })).toHaveValue('bangkok-bang-rak')
	await page.getByRole('textbox', { name: 'Highest pay (baht)' }).fill('800')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

	await page.getByRole('link', { name: 'About us', exact: true }).click()
	await page.getByRole('link', { name: 'Add a goal' }).click()
	await page.getByRole('textbox', { name: 'Title' }).fill('Serve 100 cups a weekend')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('link', { name: 'Edit Serve 100 cups a weekend' })).toBeVisible()

	await visit(`/open-tabs/connects/${id}/detail`)
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expect(page.getByText('฿500 – ฿800')).toBeVisible()
	await expect(page.getByRole('heading', { name: 'Serve 100 cups a weekend' })).toBeVisible()
	await expect(page.getByText('No requests yet.')).toBeVisible()
	await visit(`/open-tabs/connects/${id}/qr-code-bio`)
	await expect(page.getByRole('img', { name: 'QR code' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'QR code', exact: true })).toHaveAttribute('href', `/open-tabs/connects/${id}/detail`)

	// Another person finds it around Bang Rak, and by "Search", and asks to connect.
	const other = await (await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled })).newPage()
	await person(other, 'open-tab-other', 'Pim')
	await other.goto('/around-me?place=bangkok-bang-rak&kind=connect')
	await expect(other.getByRole('link', { name: title })).toHaveAttribute('href', new RegExp(`^/open-tabs/connects/${id}/detail`))
	await other.goto('/account/open-tab/connects/search')
	await other.getByRole('searchbox', { name: 'Search' }).fill(`barista ${mark}`)
	await other.getByRole('textbox', { name: 'Province or area' }).fill('บางรัก')
	await other.getByRole('button', { name: 'Find' }).click()
	await other.getByRole('link', { name: title }).click()
	await expect(other).toHaveURL(`/open-tabs/connects/${id}/detail`)
	await other.getByRole('textbox', { name: 'A word to the owner' }).fill('I roast at home')
	await other.getByRole('button', { name: 'Connect' }).click()
	await expect(other.getByText('Request sent. The owner will answer.')).toBeVisible()

	await page.goto(`/open-tabs/connects/${id}/detail`)
	await expect(page.getByText('I roast at home')).toBeVisible()
	await page.getByRole('button', { name: 'Accept' }).click()
	await expect(page.getByText('Accepted. They are told.')).toBeVisible()
	await expect(page.getByRole('heading', { name: '1 member' })).toBeVisible()

	// The other is told, and is in; in Thai the page says so too.
	await other.goto('/account/open-tab')
	await expect(other.getByText(`“${title}” accepted your request.`)).toBeVisible()
	await other.goto(`/open-tabs/connects/${id}/detail`)
	await expect(other.getByText('You are in: your request was accepted.')).toBeVisible()
	await expect(other.getByRole('link', { name: /^Message Dao / })).toHaveAttribute('href', /^\/chat\/person-[0-9a-f-]{36}$/)
	await switchLanguage(other, 'ไทย', { javaScriptEnabled })
	await expect(other.getByText('คุณได้เข้าร่วมแล้ว: คำขอของคุณได้รับการตอบรับ')).toBeVisible()
	await expectAccessible(other)
	await other.context().close()
})
