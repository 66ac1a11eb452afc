import sharp from 'sharp'
import { demoAccounts, PASSWORD, signInToAccount, submitSignIn, uniqueEmail } from './identity-forms.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'
import { DEMO_BUSINESS_USER } from './demo-business-user.ts'
import { newDemoBusinessUser, productApiAs } from './product-api.ts'
import { expect, switchLanguage, test } from './fixtures.ts'

const DEMO_SHOP = 'Robtua Demo Shop'

/** The owner's business account page, reached as a person would: from the list of their business users. */
async function openDemoShop(page: import('@playwright/test').Page) {
	await page.goto('/account/business-users')
	await page.getByRole('link', { name: DEMO_SHOP, exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: DEMO_SHOP })).toBeVisible()
	return page.url()
}

test.describe('business accounts', () => {
	test('the owner creates a business user; the form explains and keeps what was typed', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		await asDemo(page, 'owner')
		const accountUrl = await openDemoShop(page)
		await expect(page.getByText('You own this business account.')).toBeVisible()
		await page.getByRole('link', { name: 'Create a business user' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Create a business user' })).toBeVisible()
		await visit(page.url())

		await page.getByRole('textbox', { name: 'Name' }).fill('x')
		await page.getByRole('textbox', { name: 'Short description' }).fill('Kept on a failed try')
		await page.getByRole('button', { name: 'Create business user' }).click()
		await expect(page.getByText('at least 2 characters')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Short description' })).toHaveValue('Kept on a failed try')

		const name = `Demo Shop — Ari ${Date.now().toString(36)}`
		await page.getByRole('textbox', { name: 'Name' }).fill(name)
		await page.getByRole('button', { name: 'Create business user' }).click()
		await expect(page).toHaveURL(accountUrl)
		await expect(page.getByRole('status').filter({ hasText: `${name} is created.` })).toBeVisible()
		await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible()

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 2, name: 'ผู้ใช้ธุรกิจ' })).toBeVisible()
	})

	test('a member sees the account but may not add business users (the page says whose it is); a stranger finds no such page', { tag: '@same-without-js' }, async ({ page, context }) => {
		await asDemo(page, 'owner')
		const accountUrl = await openDemoShop(page)
		await context.clearCookies()

		await asDemo(page, 'staff')
		await page.goto(accountUrl)
		await expect(page.getByText('You work for this business account.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Create a business user' })).toHaveCount(0)
		expect((await page.goto(`${accountUrl}/business-user/create`))?.status()).toBe(403)
		await expect(page.getByRole('heading', { level: 1, name: 'Permission needed' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(`This page is for the owner of ${DEMO_SHOP}.`)
		await context.clearCookies()

		await asDemo(page, 'user')
		await page.goto(accountUrl)
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
	})

	test('someone without a professional account is told how a business joins instead of a form', { tag: '@same-without-js' }, async ({ page, visit }) => {
		await asDemo(page, 'user')
		await visit('/business-account/create')
		await expect(page.getByRole('heading', { level: 1, name: 'Create a business account' })).toBeVisible()
		await expect(page.getByRole('textbox')).toHaveCount(0)
		const signup = page.getByRole('link', { name: 'Sign up your business' })
		await expect(signup).toHaveAttribute('target', '_blank')
		await expect(signup).toHaveAccessibleDescription('(opens in a new tab)')
		await expect(signup).toHaveAttribute('href', /\/business\/signup\?lang=en$/)
		await page.getByRole('link', { name: 'How a business joins' }).click()
		await expect(page).toHaveURL(/\/self-onboard$/)
	})

	test('a professional account creates a business account', async ({ page, visit }) => {
		await asDemo(page, 'owner')
		await visit('/business-account/create')
		const terms = page.getByRole('link', { name: 'terms of use' })
		await expect(terms).toHaveAttribute('target', '_blank')
		await expect(terms).toHaveAttribute('href', /\/terms\?lang=en$/)
		const name = `Niran Studio ${Date.now().toString(36)}`
		await page.getByRole('textbox', { name: 'Business account name' }).fill(name)
		await page.getByRole('button', { name: 'Create business account' }).click()
		await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
		await expect(page.getByRole('heading', { level: 3, name: 'No business users yet' })).toBeVisible()
	})
})

/** One of a business user's links in the demo shop's account, from its entry on the account page. */
async function openBusinessUserLink(page: import('@playwright/test').Page, link: 'User control' | 'Invite link', businessUser = DEMO_BUSINESS_USER) {
	await openDemoShop(page)
	await page.getByRole('listitem').filter({ hasText: businessUser }).getByRole('link', { name: link }).click()
	await expect(page).toHaveURL(link === 'User control' ? /\/user-control$/ : /\/invite-user\/link$/)
	return page.url()
}

/** Someone new to Robtua: signed up and confirmed, then signed out again. */
async function newPerson(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext, firstNamePrefix: string) {
	const email = uniqueEmail(firstNamePrefix.toLowerCase())
	const firstName = `${firstNamePrefix}${Date.now().toString(36)}`
	await newSignedInPerson(page, { email, firstName, lastName: 'Person' })
	await context.clearCookies()
	return { email, fullName: `${firstName} Person` }
}

test.describe('people of a business user', () => {
	test('the owner makes an invite link; a new person opens it, signs in and joins; the owner sees them in user control', async ({ page, context, visit }) => {
		// Signs up or in more than once, in three projects at a time: more than the default 30 s on a busy machine.
		test.slow()
		const shop = await newDemoBusinessUser(`Demo Shop — Invites ${Date.now().toString(36)}`)
		await asDemo(page, 'owner')
		const inviteUrl = await openBusinessUserLink(page, 'Invite link', shop.name)
		await visit(inviteUrl)
		await page.getByRole('combobox', { name: 'Link works for' }).selectOption({ label: '1 day' })
		await page.getByRole('button', { name: 'Create invite link' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Invite link created.' })).toBeVisible()
		const link = await page.getByRole('textbox', { name: 'Invite link' }).first().inputValue()
		expect(link).toContain('/business-user/add-with-existing?invite=')
		await expect(page.getByRole('img', { name: `QR code of an invite link to ${shop.name}` }).first()).toBeVisible()
		await context.clearCookies()

		// Someone with an account opens the link signed out: they sign in and come back to it.
		const { email, fullName } = await newPerson(page, context, 'Joiner')
		await page.goto(link)
		await expect(page).toHaveURL(/\/login$/)
		await submitSignIn(page, email, PASSWORD)
		await expect(page).toHaveURL(/\/business-user\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('status').filter({ hasText: `Welcome! You now work as ${shop.name}.` })).toBeVisible()
		// Opening it again changes nothing.
		await page.goto(link)
		await expect(page.getByRole('status').filter({ hasText: `You already work as ${shop.name}.` })).toBeVisible()
		await context.clearCookies()

		await asDemo(page, 'owner')
		await openBusinessUserLink(page, 'User control', shop.name)
		await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible()
	})

	test('a revoked or made-up invite link does not work, and says so', { tag: '@same-without-js' }, async ({ page }) => {
		await asDemo(page, 'user')
		await page.goto('/business-user/add-with-existing?invite=not.a.token')
		await expect(page.getByRole('alert').filter({ hasText: 'This invite link does not work' })).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Invite link or code' })).toHaveValue('not.a.token')
	})

	test('the owner adds an existing person by email, changes what they may do and removes them', async ({ page, context, visit }) => {
		// Signs up or in more than once, in three projects at a time: more than the default 30 s on a busy machine.
		test.slow()
		const { email, fullName } = await newPerson(page, context, 'Added')
		const shop = await newDemoBusinessUser(`Demo Shop — Added ${Date.now().toString(36)}`)

		await asDemo(page, 'owner')
		await openDemoShop(page)
		await page.getByRole('link', { name: 'Add an existing user' }).click()
		await expect(page.getByRole('heading', { level: 1, name: 'Add an existing user' })).toBeVisible()
		await visit(page.url())
		await page.getByRole('combobox', { name: 'Business user' }).selectOption({ label: shop.name })
		await page.getByRole('textbox', { name: 'Email' }).fill('nobody.here@robtua.test')
		await page.getByRole('button', { name: 'Add user' }).click()
		await expect(page.getByText('No Robtua account uses this email.')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nobody.here@robtua.test')
		await page.getByRole('textbox', { name: 'Email' }).fill(email)
		await page.getByRole('button', { name: 'Add user' }).click()
		await expect(page).toHaveURL(/\/user-control$/)
		await visit(page.url())

		const person = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fullName }) })
		await expect(person.getByRole('checkbox', { name: `Content: Change (${fullName})` })).not.toBeChecked()
		await person.getByRole('checkbox', { name: `Content: Change (${fullName})` }).check()
		await person.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Permissions saved.' })).toBeVisible()
		await expect(person.getByRole('checkbox', { name: `Content: Change (${fullName})` })).toBeChecked()

		await person.getByRole('link', { name: `Remove ${fullName}` }).click()
		await expect(page.getByRole('heading', { name: `Remove ${fullName}?` })).toBeVisible()
		await person.getByRole('button', { name: 'Remove' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Removed.' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: fullName })).toHaveCount(0)
	})

	test('a member given People: Change opens user control and changes plain members, within what they hold', async ({ page, context, visit }) => {
		// Signs up or in more than once, in three projects at a time: more than the default 30 s on a busy machine.
		test.slow()
		const { email, fullName } = await newPerson(page, context, 'Changer')
		const shop = await newDemoBusinessUser(`Demo Shop — People ${Date.now().toString(36)}`, { withStaff: true })

		await asDemo(page, 'owner')
		await openDemoShop(page)
		await page.getByRole('link', { name: 'Add an existing user' }).click()
		await page.getByRole('combobox', { name: 'Business user' }).selectOption({ label: shop.name })
		await page.getByRole('textbox', { name: 'Email' }).fill(email)
		await page.getByRole('button', { name: 'Add user' }).click()
		await expect(page).toHaveURL(/\/user-control$/)
		const changerEntry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fullName }) })
		await changerEntry.getByRole('checkbox', { name: `People: Change (${fullName})` }).check()
		await changerEntry.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Permissions saved.' })).toBeVisible()
		await context.clearCookies()

		await signInToAccount(page, email)
		await openDemoShop(page)
		const shopItem = page.getByRole('listitem').filter({ hasText: shop.name })
		await expect(shopItem.getByRole('link', { name: 'Invite link' })).toHaveCount(0)
		await shopItem.getByRole('link', { name: 'User control' }).click()
		await expect(page).toHaveURL(/\/user-control$/)
		await visit(page.url())
		const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: fullName }) })
		await expect(mine.getByText('You cannot change your own permissions')).toBeVisible()
		await expect(mine.getByRole('button', { name: 'Save' })).toHaveCount(0)
		// Somebody here is theirs to change, so the page does not say there is nobody.
		await expect(page.getByText('There is nobody here you can change yet')).toHaveCount(0)
		const staff = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: demoAccounts.staff.fullName }) })
		await expect(staff.getByRole('checkbox', { name: `Content: See (${demoAccounts.staff.fullName})` })).toBeEnabled()
		await expect(staff.getByRole('checkbox', { name: `Sales: Change (${demoAccounts.staff.fullName})` })).toBeDisabled()
		await expect(staff.getByRole('checkbox', { name: `Sales: Create (${demoAccounts.staff.fullName})` })).toBeDisabled()
		// A scope no rule of the permission looks at is not offered (chat: see and answer only).
		await expect(staff.getByRole('checkbox', { name: `Chat: Change (${demoAccounts.staff.fullName})` })).toHaveCount(0)
		await expect(staff.getByRole('checkbox', { name: 'Admin' })).toBeDisabled()
		await expect(staff.getByRole('link', { name: `Remove ${demoAccounts.staff.fullName}` })).toHaveCount(0)
		// Saving sends the boxes they may not change as they were: the API takes it.
		await staff.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Permissions saved.' })).toBeVisible()
	})

	test('People: See opens user control to read; a page a member may not open says which permission it needs and who gives it', { tag: '@same-without-js' }, async ({ page, context, visit }) => {
		await asDemo(page, 'owner')
		const userControlUrl = await openBusinessUserLink(page, 'User control')
		const inviteUrl = userControlUrl.replace(/user-control$/, 'invite-user/link')
		await context.clearCookies()

		// demo.staff holds People: See (the default member grants): who works here, and what each may do, to read.
		await asDemo(page, 'staff')
		await openBusinessUserLink(page, 'User control')
		await visit(page.url())
		const staff = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: demoAccounts.staff.fullName }) })
		await expect(staff.getByRole('definition').filter({ hasText: 'See, Create' })).toBeVisible()
		await expect(page.getByRole('heading', { level: 2, name: demoAccounts.owner.fullName })).toBeVisible()
		await expect(page.getByRole('checkbox')).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0)
		await expect(page.getByText('Changing what people may do needs the “People: Change” permission')).toBeVisible()

		// Invite links need People: Create: a 403 in the site's layout, not "the address may be mistyped".
		const answer = await page.goto(inviteUrl)
		expect(answer?.status()).toBe(403)
		await expect(page).toHaveURL(inviteUrl)
		await expect(page.getByRole('heading', { level: 1, name: 'Permission needed' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(`This page needs the “People: Create” permission in ${DEMO_BUSINESS_USER}.`)
		await expect(page.getByRole('main')).toContainText('The business account’s owner or one of its admins can give it to you.')
		await expect(page.getByRole('main').getByRole('link', { name: `Go to ${DEMO_BUSINESS_USER}` })).toHaveAttribute('href', /^\/business-user\/[0-9a-f-]{36}$/)
		await expect(page.getByText('Page Not Found')).toHaveCount(0)
		await visit(inviteUrl)
		await context.addCookies([{ name: 'lng', value: 'th', url: page.url() }])
		await page.goto(inviteUrl)
		await expect(page.getByRole('heading', { level: 1, name: 'ต้องได้รับสิทธิ์ก่อน' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText('สิทธิ์ “บุคคล: สร้าง”')
		await context.clearCookies()

		// Someone with no part in the business user still finds no such page.
		await asDemo(page, 'user')
		expect((await page.goto(userControlUrl))?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
	})

	test('a member without People: See gets the permission page for user control', { tag: '@same-without-js' }, async ({ page }) => {
		const shop = await newDemoBusinessUser(`Demo Shop — Unseen ${Date.now().toString(36)}`, { withStaff: true })
		const owner = await productApiAs('owner')
		const { items } = await owner.get<{ items: Array<{ profileUuid: string; email: string | null }> }>(`/v1/business-users/${shop.id}/members`)
		const staff = items.find((member) => member.email === demoAccounts.staff.username)!
		await owner.patch(`/v1/business-users/${shop.id}/members/${staff.profileUuid}`, { grants: { content: { read: true, create: true } } })

		await asDemo(page, 'staff')
		await openDemoShop(page)
		await expect(page.getByRole('listitem').filter({ hasText: shop.name }).getByRole('link', { name: 'User control' })).toHaveCount(0)
		const answer = await page.goto(`/business-account/${shop.businessAccountId}/business-user/${shop.id}/user-control`)
		expect(answer?.status()).toBe(403)
		await expect(page.getByRole('heading', { level: 1, name: 'Permission needed' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(`This page needs the “People: See” permission in ${shop.name}.`)
	})
})

test('the owner creates a business user, fills in its business info and uploads its cover', async ({ page, visit }) => {
	// Signs up or in more than once, in three projects at a time: more than the default 30 s on a busy machine.
	test.slow()
	await asDemo(page, 'owner')
	await visit('/business-user/create')
	await page.getByRole('combobox', { name: 'Business account' }).selectOption({ label: DEMO_SHOP })
	const name = `Demo Shop — Thonglor ${Date.now().toString(36)}`
	await page.getByRole('textbox', { name: 'Name' }).fill(name)
	await page.getByRole('button', { name: 'Create business user' }).click()
	await expect(page).toHaveURL(/\/business-user\/[0-9a-f-]{36}$/)
	await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
	const home = page.url()

	// Nothing yet: the owner is asked to add it.
	await page.getByRole('link', { name: 'Add business info' }).click()
	await expect(page).toHaveURL(/\/form\/business-info$/)
	await page.getByRole('textbox', { name: 'Company' }).fill('Thonglor Coffee Co., Ltd.')
	await page.getByRole('textbox', { name: 'Website' }).fill('https://thonglor.example')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(`${home}/information`)
	await expect(page.getByRole('region', { name: 'Contact' }).getByText('Thonglor Coffee Co., Ltd.')).toBeVisible()

	await page.goto(`${home}/form/overview`)
	const cover = await sharp({ create: { width: 1600, height: 500, channels: 3, background: { r: 15, g: 118, b: 110 } } }).png().toBuffer()
	await page.getByLabel('Cover picture', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover })
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
	await page.goto(`${home}/form/overview`)
	await expect(page.getByRole('img', { name: `Cover of ${name}` })).toHaveAttribute('src', /^\/media\/[0-9a-f]{32}-\d+\.webp$/)
	// Not a picture: refused with a message, nothing saved over the cover.
	await page.getByLabel('Cover picture', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') })
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page.getByText('This file is not a picture we can use')).toBeVisible()

	await page.goto(home)
	const shown = page.locator('img.profile__cover')
	await expect(shown).toHaveAttribute('src', /^\/media\//)
	const image = await page.request.get((await shown.getAttribute('src'))!)
	expect(image.headers()['content-type']).toBe('image/webp')
	expect(image.headers()['cache-control']).toContain('immutable')
})

test('the owner archives a business user: it leaves the account, its pages and what it published answer 404, after a confirmation', async ({ page, visit }) => {
	test.slow()
	await asDemo(page, 'owner')
	await visit('/business-user/create')
	await page.getByRole('combobox', { name: 'Business account' }).selectOption({ label: DEMO_SHOP })
	const name = `Demo Shop — Archived ${Date.now().toString(36)}`
	await page.getByRole('textbox', { name: 'Name' }).fill(name)
	await page.getByRole('button', { name: 'Create business user' }).click()
	await expect(page).toHaveURL(/\/business-user\/[0-9a-f-]{36}$/)
	const home = page.url()
	// Its people, as its user control lists them: the owner alone.
	await expect(page.getByText('Members: 1')).toBeVisible()
	// What it publishes goes with it (docs/product.md#who-sees-what): a catalogue item, found by search before.
	const title = `Archived beans ${Date.now().toString(36)}`
	const businessUserId = home.split('/').at(-1)!
	const item = await (await productApiAs('owner')).post<{ id: string }>(`/v1/business-users/${businessUserId}/content/catalogue`, { title, body: '', visibility: 'public' })
	const itemPages = [`/around-me/catalogue/${item.id}`, `${home}/catalogue/${item.id}`]
	await visit(itemPages[0]!)
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

	const accountUrl = await openDemoShop(page)
	await page.getByRole('link', { name: `Archive ${name}…` }).click()
	await expect(page).toHaveURL(/\/user-control\?archive/)
	await visit(page.url())
	await expect(page.getByRole('heading', { name: `Archive ${name}?` })).toBeVisible()
	// Changing one's mind leaves it as it was.
	await page.getByRole('link', { name: 'No, keep it' }).click()
	await expect(page.getByRole('heading', { name: `Archive ${name}?` })).toHaveCount(0)
	await page.getByRole('link', { name: `Archive ${name}` }).click()
	await page.getByRole('button', { name: 'Archive', exact: true }).click()

	await expect(page).toHaveURL(accountUrl)
	await expect(page.getByRole('status').filter({ hasText: `${name} is archived.` })).toBeVisible()
	await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
	for (const path of [home, `${home}/information`, `${home}/form/overview`, ...itemPages]) {
		expect((await page.goto(path))?.status()).toBe(404)
	}
	await page.goto(`/search?q=${encodeURIComponent(title)}`)
	await expect(page.getByRole('link', { name: title })).toHaveCount(0)
	await page.goto('/account/switch')
	await expect(page.getByText(DEMO_BUSINESS_USER, { exact: true })).toBeVisible()
	await expect(page.getByText(name, { exact: true })).toHaveCount(0)
})
