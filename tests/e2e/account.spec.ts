import { generateSync } from 'otplib'
import { CODE, HOME_URL, PASSWORD, demoAccounts, signInToAccount, signOut, submitSignIn, uniqueEmail, waitPastSignOutEverywhere } from './identity-forms.ts'
import { asDemo, newSignedInPerson } from './sessions.ts'
import { expect, expectAccessible, switchLanguage, test } from './fixtures.ts'

const totpCode = (secret: string) => generateSync({ secret, algorithm: 'sha1', digits: 6, period: 30 })

test.describe('account pages', () => {
	test('/account/update saves the details and keeps input on an invalid phone', async ({ page, visit, javaScriptEnabled }) => {
		await asDemo(page, 'user')
		await visit('/account/update')
		await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Dao')
		await page.getByRole('textbox', { name: 'City' }).fill('Chiang Mai')
		await page.getByRole('textbox', { name: 'Phone number' }).fill('1111111111')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page.getByText('The phone number format is invalid')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Chiang Mai')

		await page.getByRole('textbox', { name: 'Phone number' }).fill('0812345678')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(/\/account$/)
		await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible()
		// The demo user's points record, in the reader's number format.
		const points = page.getByRole('region', { name: 'Your points' })
		await expect(points.getByRole('definition').filter({ hasText: /^1,250$/ })).toBeVisible()
		await expect(points.getByRole('definition').filter({ hasText: /^742\.1235$/ })).toBeVisible()
		// The demo profile lacks only its picture, which has a link of its own.
		await expect(page.getByRole('link', { name: 'Add a picture' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveCount(0)
		await page.goto('/account/update')
		await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Chiang Mai')
		await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('0812345678')

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลของคุณ' })).toBeVisible()
		await expect(page.getByRole('button', { name: 'บันทึก' })).toBeVisible()
	})

	test('a new person’s account explains the points and offers to add a picture and complete the profile', { tag: '@phone' }, async ({ page, visit, javaScriptEnabled }) => {
		await newSignedInPerson(page, { email: uniqueEmail('new-account'), firstName: 'Malee', lastName: 'Jaidee' })
		await visit('/account')
		const points = page.getByRole('region', { name: 'Your points' })
		await expect(points.getByText('You are just starting: everything begins at 0 and grows as you take part in the community.')).toBeVisible()
		for (const about of [/^Collected from the businesses/, /^A second balance/, /^Grows as you take part/]) await expect(points.getByRole('definition').filter({ hasText: about })).toBeVisible()
		await expect(page.getByText('Your profile: 0 of 6 done.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Add a picture' })).toHaveAttribute('href', /^\/profiles\/[0-9a-f-]{36}\/form\/overview#picture-avatar$/)

		// "Complete your profile" leads to the next step's form; once it is done, to the step after it.
		await page.getByRole('link', { name: 'Complete your profile' }).click()
		await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}\/form\/overview$/)
		await page.getByRole('textbox', { name: 'Overview' }).fill('Weaver in Nan — ช่างทอผ้าน่าน')
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(/\/profiles\/[0-9a-f-]{36}$/)
		await page.goto('/account')
		await expect(page.getByText('Your profile: 1 of 6 done.')).toBeVisible()
		await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', /\/form\/about-us\/description$/)

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByText('โปรไฟล์ของคุณ: เสร็จแล้ว 1 จาก 6 ขั้นตอน')).toBeVisible()
		await expect(page.getByRole('link', { name: 'เพิ่มรูปโปรไฟล์' })).toBeVisible()
		await expect(page.getByRole('region', { name: 'คะแนนของคุณ' }).getByText(/^คุณเพิ่งเริ่มต้น/)).toBeVisible()
	})

	test('the owner acts as their business user and back as themself', async ({ page, visit }) => {
		await asDemo(page, 'owner')
		await visit('/account/business-users')
		await expect(page.getByRole('heading', { level: 1, name: 'Business users' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Robtua Demo Shop', exact: true })).toHaveAttribute('href', /^\/business-account\/[0-9a-f-]{36}$/)

		await page.getByRole('link', { name: /^Act as / }).first().click()
		await expect(page).toHaveURL(/\/business-user\/[0-9a-f-]{36}\/login$/)
		await page.getByRole('button', { name: /^Act as / }).click()
		await expect(page).toHaveURL(/\/business-user\/[0-9a-f-]{36}$/)
		await expect(page.getByRole('status').filter({ hasText: 'You now act as' })).toBeVisible()
		await visit('/account')
		await expect(page.getByText(/You are acting as /)).toBeVisible()

		await visit('/account/switch')
		await page.getByRole('button', { name: `Act as ${demoAccounts.owner.fullName}` }).click()
		await expect(page.getByRole('status').filter({ hasText: 'You now act as yourself.' })).toBeVisible()
		await expect(page.getByText(/You are acting as /)).toHaveCount(0)
	})

	test('a business user that is not mine is not found', { tag: '@same-without-js' }, async ({ page }) => {
		await asDemo(page, 'user')
		await page.goto('/business-user/00000000-0000-4000-8000-000000000000/login')
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText('There is no business user at /business-user/00000000-0000-4000-8000-000000000000/login')
		await page.goto('/business-user/not-a-uuid/login')
		await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
	})

	test('a profile that does not exist is named on the not-found page, in both languages', { tag: '@same-without-js' }, async ({ page, context }) => {
		await asDemo(page, 'user')
		const missing = '/profiles/00000000-0000-4000-8000-000000000000'
		const response = await page.goto(missing)
		expect(response?.status()).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(`There is no profile at ${missing}`)
		await context.addCookies([{ name: 'lng', value: 'th', url: page.url() }])
		await page.goto(missing)
		await expect(page.getByRole('heading', { level: 1, name: 'ไม่พบหน้านี้' })).toBeVisible()
		await expect(page.getByRole('main')).toContainText(`ไม่มีโปรไฟล์ที่ ${missing}`)
	})

	test('a visitor on a business user sign-in page signs in and comes back to it', { tag: '@same-without-js' }, async ({ page }) => {
		await signInToAccount(page, demoAccounts.owner.username)
		await page.goto('/account/business-users')
		const href = await page.getByRole('link', { name: /^Act as / }).first().getAttribute('href')
		await signOut(page)
		await page.goto(href!)
		await page.getByRole('link', { name: 'Sign in' }).last().click()
		await submitSignIn(page, demoAccounts.owner.username, PASSWORD)
		await expect(page).toHaveURL(new RegExp(`${href}$`))
		await expect(page.getByRole('button', { name: /^Act as / })).toBeVisible()
	})
})

test.describe('two-step sign-in', () => {
	test('set up an authenticator app, then sign in with its code', async ({ page, visit }) => {
		// A person of its own: the demo accounts sign in with a password alone in every other test.
		const person = { email: uniqueEmail('totp'), firstName: 'Tida', lastName: 'Two-Step' }
		await newSignedInPerson(page, person)
		await visit('/account/security')
		await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible()
		await page.getByRole('button', { name: 'Set up an authenticator app' }).click()
		const secret = (await page.locator('.secret__value').textContent())!.trim()
		await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()

		await page.getByRole('textbox', { name: 'Code' }).fill('000000')
		await page.getByRole('button', { name: 'Confirm' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct' })).toBeVisible()

		await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret))
		await page.getByRole('button', { name: 'Confirm' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your authenticator app is set up.' })).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Authenticator app' })).toHaveValue('PREFERRED')

		await signOut(page)
		await page.goto('/login')
		await submitSignIn(page, person.email, PASSWORD)
		await expect(page.getByRole('heading', { level: 1, name: 'Enter your authenticator code' })).toBeVisible()
		await page.getByRole('textbox', { name: 'Code' }).fill(totpCode(secret))
		await page.getByRole('button', { name: 'Confirm' }).click()
		await expect(page).toHaveURL(HOME_URL)

		// Turned off, the account signs in with its password alone.
		await page.goto('/account/security')
		await page.getByRole('combobox', { name: 'Authenticator app' }).selectOption('DISABLED')
		await page.getByRole('button', { name: 'Save' }).first().click()
		await expect(page.getByRole('status').filter({ hasText: 'Your two-step sign-in is saved.' })).toBeVisible()
		await signOut(page)
		await signInToAccount(page, person.email)
	})
})

test.describe('SMS codes', () => {
	test('add a Thai phone number, confirm it with a code, then SMS is offered for two-step sign-in', async ({ page, visit, javaScriptEnabled }) => {
		const person = { email: uniqueEmail('sms'), firstName: 'Sakda', lastName: 'Phone' }
		await newSignedInPerson(page, person)
		await visit('/account/security')
		await expect(page.getByText('There is no phone number on your account yet.')).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Text message (SMS)' })).toHaveCount(0)

		// An invalid number is refused and kept as typed.
		await page.getByRole('textbox', { name: 'Phone number' }).fill('12345')
		await page.getByRole('button', { name: 'Send a code' }).click()
		await expect(page.getByText('The phone number format is invalid')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('12345')

		await page.getByRole('textbox', { name: 'Phone number' }).fill('081 234 5678')
		await page.getByRole('button', { name: 'Send a code' }).click()
		await expect(page.getByRole('heading', { level: 3, name: 'Confirm your phone number' })).toBeVisible()
		await expect(page.getByText('081 234 5678 is not confirmed yet.')).toBeVisible()

		// A reload keeps the code step; a wrong code is explained and kept.
		await page.reload()
		await page.getByRole('textbox', { name: 'Code' }).fill('000000')
		await page.getByRole('button', { name: 'Confirm phone number' }).click()
		await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct' })).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue('000000')

		await page.getByRole('button', { name: 'Send a new code' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'We sent you a new code.' })).toBeVisible()

		await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
		await page.getByRole('button', { name: 'Confirm phone number' }).click()
		await expect(page.getByRole('status').filter({ hasText: 'Your phone number is confirmed.' })).toBeVisible()
		await expect(page.getByText('081 234 5678 is confirmed.')).toBeVisible()
		await expect(page.getByRole('combobox', { name: 'Text message (SMS)' })).toBeVisible()
		await expectAccessible(page)

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await expect(page.getByRole('heading', { level: 2, name: 'รหัสทาง SMS' })).toBeVisible()
	})
})

test('sign out everywhere from the security page', { tag: '@same-without-js' }, async ({ page, visit }) => {
	const person = { email: uniqueEmail('everywhere'), firstName: 'Wan', lastName: 'Thukthi' }
	await newSignedInPerson(page, person)
	await visit('/account/security')
	await page.getByRole('button', { name: 'Sign out everywhere' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('status').filter({ hasText: 'You are signed out on every device.' })).toBeVisible()
	const signedOutAt = Date.now()
	await page.goto('/account')
	await expect(page).toHaveURL(/\/login$/)
	// The account itself is fine: signing in again works.
	await waitPastSignOutEverywhere(page, signedOutAt)
	// Back to the page they wanted before signing in.
	await submitSignIn(page, person.email, PASSWORD)
	await expect(page).toHaveURL(/\/account$/)
})
