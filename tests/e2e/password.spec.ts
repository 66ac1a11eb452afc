import { expect, expectAccessible, test } from './fixtures.ts'
import { CODE, HOME_URL, PASSWORD, createWithTemporaryPassword, expectHome, signIn, submitSignIn, uniqueEmail } from './identity-forms.ts'
import { newSignedInPerson } from './sessions.ts'

const NEW_PASSWORD = 'Changed#2027'

test('a forgotten password is reset with the code, and the new one signs in', async ({ page, context, visit, javaScriptEnabled }) => {
	const email = uniqueEmail('forgot')
	await newSignedInPerson(page, { email, firstName: 'Suda', lastName: 'Chaiyo' })
	await context.clearCookies()

	await page.goto('/login')
	await page.getByRole('link', { name: 'Forgot password?' }).click()
	await expect(page).toHaveURL(/\/forgot-password$/)
	await expect(page).toHaveTitle('Forgot password — Robtua')
	await expectAccessible(page)
	await page.getByRole('button', { name: 'Send code' }).click()
	await expect(page.getByText('Username is required')).toBeVisible()
	await page.getByRole('textbox', { name: 'Username' }).fill(email)
	await page.getByRole('button', { name: 'Send code' }).click()

	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText(email)
	await visit('/forgot-password')
	await page.getByRole('textbox', { name: 'Code' }).fill('000000')
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct. Check it and try again.' })).toBeVisible()
	// The code stays; passwords never come back from the server (with JavaScript the page keeps its own input).
	await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue('000000')
	if (!javaScriptEnabled) await expect(page.getByRole('textbox', { name: 'New password' })).toHaveValue('')

	await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill('Changed#2028')
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page.getByText('The passwords do not match')).toBeVisible()
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Reset password' }).click()

	await expect(page).toHaveURL(/\/login$/)
	await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset. Sign in with your new password.' })).toBeVisible()

	await signIn(page, email, PASSWORD)
	await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible()
	await signIn(page, email, NEW_PASSWORD)
	await expectHome(page, 'Hello, Suda')
})

test('an unknown username is not revealed: the code step follows, and no code fits', { tag: '@same-without-js' }, async ({ page }) => {
	const email = uniqueEmail('nobody')
	await page.goto('/forgot-password')
	await page.getByRole('textbox', { name: 'Username' }).fill(email)
	await page.getByRole('button', { name: 'Send code' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	await page.getByRole('textbox', { name: 'Code' }).fill(CODE)
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Reset password' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'The code is not correct. Check it and try again.' })).toBeVisible()

	await page.getByRole('button', { name: 'Use a different username' }).click()
	await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible()
})

test('a new reset code can be asked for from the code step', { tag: '@same-without-js' }, async ({ page }) => {
	await page.goto('/forgot-password')
	await page.getByRole('textbox', { name: 'Username' }).fill(uniqueEmail('resend-reset'))
	await page.getByRole('button', { name: 'Send code' }).click()
	await page.getByRole('button', { name: 'Send a new code' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'We sent a new code.' })).toBeVisible()
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
})

test('a signed-in person changes their password, then signs in with the new one', async ({ page, context, javaScriptEnabled }) => {
	const email = uniqueEmail('change')
	await newSignedInPerson(page, { email, firstName: 'Wichai', lastName: 'Panya' })
	await page.goto('/account')
	await page.getByRole('link', { name: 'Change your password' }).click()
	await expect(page).toHaveURL(/\/account\/reset-password$/)
	await expect(page).toHaveTitle('Change password — Robtua')
	await expectAccessible(page)

	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByText('The current password field is required')).toBeVisible()

	await page.getByRole('textbox', { name: 'Current password' }).fill('Wrong#2026x')
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible()
	if (!javaScriptEnabled) await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('')

	await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD)
	await page.getByRole('textbox', { name: 'New password' }).fill('weak')
	await page.getByRole('textbox', { name: 'Confirm password' }).fill('weak')
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page.getByText(/^The password must be at least 8 characters long/)).toBeVisible()

	await page.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD)
	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Change password' }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible()

	await context.clearCookies()
	await signIn(page, email, PASSWORD)
	await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible()
	await signIn(page, email, NEW_PASSWORD)
	await expectHome(page, 'Hello, Wichai')
})

test('changing the password needs a signed-in person', { tag: '@same-without-js' }, async ({ page }) => {
	await page.goto('/account/reset-password')
	await expect(page).toHaveURL(/\/login$/)
})

test('the change-password page in Thai', { tag: '@same-without-js' }, async ({ page, context }) => {
	await newSignedInPerson(page, { email: uniqueEmail('thai-change'), firstName: 'Porn', lastName: 'Suksan' })
	await page.goto('/account')
	await context.addCookies([{ name: 'lng', value: 'th', url: page.url() }])
	await page.goto('/account/reset-password')
	await expect(page).toHaveTitle('เปลี่ยนรหัสผ่าน — รอบตัว')
	await expect(page.getByRole('heading', { level: 1, name: 'เปลี่ยนรหัสผ่าน' })).toBeVisible()
	await page.getByRole('textbox', { name: 'รหัสผ่านปัจจุบัน' }).fill('Wrong#2026x')
	await page.getByRole('textbox', { name: 'รหัสผ่านใหม่' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'ยืนยันรหัสผ่าน' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click()
	await expect(page.getByRole('alert').filter({ hasText: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' })).toBeVisible()
})

test('an account made with a temporary password chooses a new one at its first sign-in', { tag: '@same-without-js' }, async ({ page, context }) => {
	const email = uniqueEmail('temporary')
	await createWithTemporaryPassword(email, 'Temporary#2026')
	await page.goto('/login')
	await submitSignIn(page, email, 'Temporary#2026')
	await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
	await expectAccessible(page)
	// The password rule of docs/product.md#field-rules holds here too.
	await page.getByRole('textbox', { name: 'New password' }).fill('short')
	await page.getByRole('textbox', { name: 'Confirm password' }).fill('short')
	await page.getByRole('button', { name: 'Set password' }).click()
	await expect(page.getByText(/at least 8 characters/)).toBeVisible()

	await page.getByRole('textbox', { name: 'New password' }).fill(NEW_PASSWORD)
	await page.getByRole('textbox', { name: 'Confirm password' }).fill(NEW_PASSWORD)
	await page.getByRole('button', { name: 'Set password' }).click()
	await expect(page).toHaveURL(HOME_URL)

	await context.clearCookies()
	await signIn(page, email, NEW_PASSWORD)
})
