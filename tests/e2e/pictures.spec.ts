import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectAccessible, test } from './fixtures.ts'
import { uniqueEmail } from './identity-forms.ts'
import { newSignedInPerson } from './sessions.ts'

// A chosen picture is never lost (ADR 0012): a form's one "Save" saves it, and a form that comes back
// unsaved keeps the picture already uploaded, shows it and says so, with and without JavaScript.

const unique = () => `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
const picture = (r: number) => sharp({ create: { width: 960, height: 540, channels: 3, background: { r, g: 140, b: 120 } } }).png().toBuffer()
const inDays = (days: number, hour: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
const stored = /^\/media\/[0-9a-f]{32}-\d+\.webp$/
/** A URL of our pictures' form whose image was never stored. */
const never = '/media/0123456789abcdef0123456789abcdef-960.webp'

/** Waits, with JavaScript, until React runs the page (forms and uploaders hydrate later). */
async function interactive(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.waitForFunction(() => window.__robtuaInteractive)
}

test.describe('a chosen picture is kept', () => {
	test('a content item with a picture and a mistake: the picture waits, shown, until the item is published with it', { tag: '@phone' }, async ({ page, javaScriptEnabled }) => {
		test.slow()
		await newSignedInPerson(page, { prefix: 'pictures' })
		const title = `Lantern night ${unique()}`
		await page.goto('/around-me/events/create')
		await interactive(page, javaScriptEnabled)
		await page.getByLabel('Title').fill(title)
		await page.getByLabel('Pictures', { exact: true }).setInputFiles({ name: 'lanterns.png', mimeType: 'image/png', buffer: await picture(30) })
		// A mistake: the end before the start.
		await page.getByLabel('Starts').fill(inDays(3, 18))
		await page.getByLabel('Ends').fill(inDays(3, 17))
		await page.getByRole('combobox', { name: 'Place' }).selectOption('province-mae-hong-son')
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByText('The end must not be before the start')).toBeVisible()

		// The picture was uploaded: it is shown, said to be kept for the form, and can be taken out.
		const kept = page.getByRole('group', { name: 'Pictures kept' })
		await expect(kept.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', stored)
		await expect(kept.getByText('Uploaded and kept: it will be saved with the form.')).toBeVisible()
		await expect(kept.getByRole('checkbox', { name: 'Keep picture 1' })).toBeChecked()
		await expect(page.getByLabel('Title')).toHaveValue(title)
		await expectAccessible(page)

		await page.getByLabel('Ends').fill(inDays(3, 22))
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(page.getByRole('img', { name: `Picture 1 of “${title}”` })).toHaveAttribute('src', stored)
	})

	test('the API refuses the post after the upload: the uploaded picture is kept once, and a picture not ours is never saved', async ({ page, javaScriptEnabled }) => {
		test.slow()
		await newSignedInPerson(page, { prefix: 'pictures' })
		const title = `Rice harvest ${unique()}`
		await page.goto('/around-me/story/create')
		await interactive(page, javaScriptEnabled)
		await page.getByLabel('Title').fill(title)
		await page.getByRole('combobox', { name: 'Place' }).selectOption('province-mae-hong-son')
		await page.getByLabel('Pictures', { exact: true }).setInputFiles({ name: 'harvest.png', mimeType: 'image/png', buffer: await picture(200) })
		// A page tampered with: it carries a picture of our address's form that was never uploaded (the API checks
		// its store). Outside the form's markup, which React may not have hydrated yet.
		await page.evaluate(`document.body.insertAdjacentHTML('beforeend', '<input type="hidden" form="content-story-create" name="pictures" value="${never}">')`)
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByText('Some of the details were not accepted')).toBeVisible()
		await page.evaluate(`document.querySelector('body > input[form]')?.remove()`)

		// What came back: the picture uploaded, once, and the one refused; nothing was published.
		const kept = page.getByRole('group', { name: 'Pictures kept' })
		await expect(kept.getByRole('checkbox')).toHaveCount(2)
		await expect(kept.locator('img[src^="/media/"]:not([src="' + never + '"])')).toHaveCount(1)
		await expect(kept.getByText('Uploaded and kept: it will be saved with the form.')).toHaveCount(2)
		await kept.getByRole('listitem').filter({ has: page.locator(`img[src="${never}"]`) }).getByRole('checkbox').uncheck()
		await page.getByRole('button', { name: 'Publish' }).click()
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await expect(page.getByRole('img', { name: `Picture 1 of “${title}”` })).toHaveAttribute('src', stored)
		await expect(page.getByRole('img', { name: `Picture 2 of “${title}”` })).toHaveCount(0)
	})

	test('the overview form’s one Save saves the picture and cover chosen with the text, after a mistake too', async ({ page, javaScriptEnabled }) => {
		test.slow()
		await newSignedInPerson(page, { email: uniqueEmail('overview'), firstName: 'Malee', lastName: 'Tester' })
		await page.goto('/account')
		await page.getByRole('link', { name: 'See your profile' }).click()
		await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/)
		const profileUrl = page.url()
		await page.getByRole('link', { name: 'Add overview' }).click()
		await interactive(page, javaScriptEnabled)
		await page.getByLabel('Profile picture', { exact: true }).setInputFiles({ name: 'malee.png', mimeType: 'image/png', buffer: await picture(90) })
		await page.getByLabel('Cover picture', { exact: true }).setInputFiles({ name: 'loom.png', mimeType: 'image/png', buffer: await picture(160) })
		// A mistake: an overview over its 300 characters.
		await page.getByRole('textbox', { name: 'Overview' }).fill('Weaver in Nan. '.repeat(25))
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The Overview field must not be longer than 300 characters')).toBeVisible()

		// Both pictures are kept, shown and said to be, each removable.
		await expect(page.getByRole('img', { name: 'Profile picture of Malee Tester' })).toHaveAttribute('src', javaScriptEnabled ? /^blob:/ : stored)
		await expect(page.getByRole('img', { name: 'Cover of Malee Tester' })).toBeVisible()
		await expect(page.getByText('Uploaded and kept: it will be saved with the form.')).toHaveCount(2)
		await expect(page.getByRole('checkbox', { name: 'Remove profile picture' })).not.toBeChecked()
		await expect(page.getByRole('checkbox', { name: 'Remove cover' })).not.toBeChecked()
		await expect(page.getByLabel('Profile picture', { exact: true })).toHaveAccessibleDescription(/Uploaded and kept/)
		await expectAccessible(page)

		await page.getByRole('textbox', { name: 'Overview' }).fill('Weaver in Nan')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.getByText('Weaver in Nan')).toBeVisible()
		await expect(page.locator('img.avatar--large')).toHaveAttribute('src', stored)
		await expect(page.locator('img.profile__cover')).toHaveAttribute('src', stored)

		// Saved now: the form shows them without a word about waiting, and "Remove cover" empties one.
		await page.getByRole('link', { name: 'Edit overview' }).click()
		await interactive(page, javaScriptEnabled)
		await expect(page.getByRole('img', { name: 'Cover of Malee Tester' })).toHaveAttribute('src', stored)
		await expect(page.getByText('Uploaded and kept')).toHaveCount(0)
		await page.getByRole('checkbox', { name: 'Remove cover' }).check()
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(profileUrl)
		await expect(page.locator('img.profile__cover')).toHaveCount(0)
		await expect(page.locator('img.avatar--large')).toHaveAttribute('src', stored)
	})
})
