import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'
import { newSignedInPerson } from './sessions.ts'

// Communities (docs/product.md#communities): a person creates a public community with the form; another
// finds it with "Search" (a Thai word inside its unspaced name), joins and leaves it, in Thai. A private
// one: the other asks to join from its link and sees nothing inside until the owner accepts. With and
// without JavaScript, on a phone too.

const unique = () => Math.random().toString(36).slice(2, 8)

/** A second person, signed in in a browser of their own (JavaScript as the test's). */
async function otherPerson(browser: Browser, javaScriptEnabled: boolean, lastName: string) {
	const context = await browser.newContext({ javaScriptEnabled })
	const page = await context.newPage()
	await newSignedInPerson(page, { prefix: 'neighbour', firstName: 'Dao', lastName })
	return page
}

/** Creates a community with the form on /account/community; its page opens. */
async function createCommunity(page: Page, { name, description, visibility }: { name: string; description: string; visibility: 'Public' | 'Private' }) {
	await page.goto('/account/community')
	await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Name' }).fill(name)
	await page.getByRole('textbox', { name: 'Description' }).fill(description)
	await page.getByRole('combobox', { name: 'Visibility' }).selectOption({ label: visibility })
	await page.getByRole('button', { name: 'Create', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	return page.url()
}

test('a public community: created, found by a Thai word, joined and left in Thai @phone', async ({ page, browser, javaScriptEnabled }) => {
	test.slow()
	const tag = unique()
	await newSignedInPerson(page, { prefix: 'founder', firstName: 'Niran', lastName: `Founder${tag}` })
	// A form sent without a name comes back with what was typed.
	await page.goto('/account/community')
	await page.getByRole('textbox', { name: 'Description' }).fill('Kept when refused')
	await page.getByRole('button', { name: 'Create', exact: true }).click()
	await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Kept when refused')
	await expectAccessible(page)
	const name = `ชุมชนคนรักต้นไม้${tag}`
	const url = await createCommunity(page, { name, description: 'Plant swaps every Sunday', visibility: 'Public' })
	await expect(page.getByRole('heading', { level: 2, name: 'Boards' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'New board' })).toHaveAttribute('href', /\/account\/board\/create\?community=/)
	await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible()
	await expectAccessible(page)

	const dao = await otherPerson(browser, javaScriptEnabled, `Neighbour${tag}`)
	await dao.goto('/account/community')
	await switchLanguage(dao, 'ไทย', { javaScriptEnabled })
	await dao.getByRole('searchbox', { name: 'ค้นหา', exact: true }).fill(`คนรักต้นไม้${tag}`)
	await dao.getByRole('button', { name: 'ค้น', exact: true }).click()
	await dao.getByRole('link', { name }).click()
	await expect(dao).toHaveURL(url)
	await dao.getByRole('button', { name: 'เข้าร่วม', exact: true }).click()
	await expect(dao.getByRole('button', { name: 'ออกจากชุมชน' })).toBeVisible()
	await expect(dao.getByRole('main')).toContainText('สมาชิก 2 คน')
	await dao.getByRole('button', { name: 'ออกจากชุมชน' }).click()
	await expect(dao.getByRole('button', { name: 'เข้าร่วม', exact: true })).toBeVisible()
	await dao.context().close()
})

test('a private community: asked to join from its link, accepted by its owner', async ({ page, browser, javaScriptEnabled }) => {
	test.slow()
	const tag = unique()
	await newSignedInPerson(page, { prefix: 'founder', firstName: 'Niran', lastName: `Owner${tag}` })
	const name = `Secret garden ${tag}`
	const url = await createCommunity(page, { name, description: 'Rooftop growers', visibility: 'Private' })

	const dao = await otherPerson(browser, javaScriptEnabled, `Asker${tag}`)
	// Not found by search; its link shows its name and "Ask to join", nothing inside.
	await dao.goto(`/account/community?q=${encodeURIComponent(name)}`)
	await expect(dao.getByRole('link', { name })).toHaveCount(0)
	await dao.goto(url)
	await expect(dao.getByRole('heading', { level: 1, name })).toBeVisible()
	await expect(dao.getByRole('heading', { name: 'Boards' })).toHaveCount(0)
	await dao.getByRole('button', { name: 'Ask to join' }).click()
	await expect(dao.getByRole('button', { name: 'Cancel request' })).toBeVisible()
	await expectAccessible(dao)

	await page.goto(url)
	await page.getByRole('button', { name: `Accept Dao Asker${tag}` }).click()
	await expect(page.getByText(`Dao Asker${tag} is now a member.`).first()).toBeVisible()

	await dao.goto(url)
	await expect(dao.getByRole('heading', { level: 2, name: 'Boards' })).toBeVisible()
	await expect(dao.getByRole('button', { name: 'Leave' })).toBeVisible()
	await dao.context().close()

	// The owner deletes it, asked first.
	await page.getByRole('link', { name: 'Delete' }).click()
	await page.getByRole('button', { name: 'Delete community' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible()
})
