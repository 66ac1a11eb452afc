import { randomUUID } from 'node:crypto'
import { HOME_URL, PASSWORD, demoAccounts, expectHome, signIn, signInToAccount, signOut, submitSignIn } from './identity-forms.ts'
import { expect, switchLanguage, test } from './fixtures.ts'

test.describe('sign-in', () => {
	test('empty fields are named, in English and Thai', async ({ page, visit, javaScriptEnabled }) => {
		await visit('/login')
		await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
		await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup')
		await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
		await page.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(page.getByText('Username is required')).toBeVisible()
		await expect(page.getByText('Password is required')).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true')

		await switchLanguage(page, 'ไทย', { javaScriptEnabled })
		await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
		await expect(page.getByText('กรุณาระบุชื่อผู้ใช้')).toBeVisible()
		await expect(page.getByText('กรุณาระบุรหัสผ่าน')).toBeVisible()
	})

	test('a wrong password is refused and the username kept', async ({ page, javaScriptEnabled }) => {
		await page.goto('/login')
		await submitSignIn(page, demoAccounts.user.username, 'Wrong#2026x')
		await expect(page.getByRole('alert').filter({ hasText: 'Incorrect username or password.' })).toBeVisible()
		await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(demoAccounts.user.username)
		// A new page never carries the password back; with JavaScript the field simply stays as typed.
		if (!javaScriptEnabled) await expect(page.getByRole('textbox', { name: 'Password' })).toHaveValue('')
		await expect(page).toHaveURL(/\/login$/)
	})

	for (const [role, account] of Object.entries(demoAccounts)) {
		test(`the demo ${role} signs in and out`, { tag: role === 'user' ? ['@phone'] : [] }, async ({ page, context }) => {
			// With no page to return to, a sign-in lands on the home.
			await signIn(page, account.username, PASSWORD)
			await expectHome(page, `Hello, ${account.fullName.split(' ')[0]}`)
			await expect(page.getByRole('status').filter({ hasText: 'You are signed in.' })).toBeVisible()
			await page.goto('/account')
			await expect(page.getByRole('heading', { level: 1, name: account.fullName })).toBeVisible()
			// Tokens live only in httpOnly cookies, each under the browsers' 4 KB limit.
			const session = (await context.cookies()).filter((c) => c.name.startsWith('robtua_session'))
			expect(session.length).toBeGreaterThan(0)
			for (const cookie of session) {
				expect(cookie.httpOnly).toBe(true)
				expect(cookie.name.length + cookie.value.length).toBeLessThan(4000)
			}
			expect(await page.content(), 'no token in the page').not.toContain('eyJ')

			await signOut(page)
			await expect(page).toHaveURL(/\/$/)
			await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible()
			expect((await context.cookies()).filter((c) => c.name.startsWith('robtua_session') && c.value)).toEqual([])
			await page.goto('/account')
			await expect(page).toHaveURL(/\/login$/)
		})
	}

	test('an anonymous visitor returns to the page they wanted', { tag: '@same-without-js' }, async ({ page }) => {
		await page.goto('/account?tab=points')
		await expect(page).toHaveURL(/\/login$/)
		await submitSignIn(page, demoAccounts.user.username, PASSWORD)
		await expect(page).toHaveURL(/\/account\?tab=points$/)
	})

	test('signing in while signed in is refused', { tag: '@same-without-js' }, async ({ page }) => {
		await signInToAccount(page, demoAccounts.user.username)
		await page.goto('/login')
		await expect(page).toHaveURL(HOME_URL)
		// A sign-in sent anyway (an old tab) is refused too.
		const response = await page.request.post('/login', {
			form: { intent: 'sign-in', username: demoAccounts.owner.username, password: PASSWORD },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
		expect(response.headers().location).toBe('/')
		await page.goto('/account')
		await expect(page.getByRole('heading', { level: 1, name: demoAccounts.user.fullName })).toBeVisible()
	})

	test('a step answered without a sign-in explains and returns to sign-in', { tag: '@same-without-js' }, async ({ page }) => {
		await page.goto('/login')
		const response = await page.request.post('/login', { form: { intent: 'confirm-code', code: '123456' }, maxRedirects: 0 })
		expect(response.headers().location).toBe('/login')
		await page.goto('/login')
		await expect(page.getByRole('status').filter({ hasText: 'Please use your credentials to sign in' })).toBeVisible()
	})

	test('a form sent from another site is refused', { tag: '@same-without-js' }, async ({ page }) => {
		const response = await page.request.post('/login', {
			form: { intent: 'sign-in', username: demoAccounts.user.username, password: PASSWORD },
			headers: { Origin: 'https://attacker.example' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(403)
	})

	test('a bot that fills the honeypot is not signed in', { tag: '@same-without-js' }, async ({ page }) => {
		const response = await page.request.post('/login', {
			form: { intent: 'sign-in', username: demoAccounts.user.username, password: PASSWORD, contact_me_by_fax: 'yes' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(400)
		await page.goto('/account')
		await expect(page).toHaveURL(/\/login$/)
	})

	test('too many attempts for one username are refused for a while', { tag: '@same-without-js' }, async ({ page }) => {
		const username = `nobody-${randomUUID()}@robtua.test`
		await page.goto('/login')
		for (let attempt = 0; attempt < 10; attempt++) {
			const response = await page.request.post('/login', { form: { intent: 'sign-in', username, password: 'Wrong#2026x' }, maxRedirects: 0 })
			expect(response.status()).toBe(400)
		}
		await submitSignIn(page, username, 'Wrong#2026x')
		await expect(page.getByRole('alert').filter({ hasText: /Too many attempts\. Please wait \d+ min/ })).toBeVisible()
	})
})

test.describe('attempt limits on sign-up and reset', () => {
	test('asking for reset codes for one username again and again is refused for a while', { tag: '@same-without-js' }, async ({ page }) => {
		const username = `reset-${randomUUID()}@robtua.test`
		await page.goto('/forgot-password')
		for (let attempt = 0; attempt < 10; attempt++) {
			const response = await page.request.post('/forgot-password', { form: { intent: 'send-code', username }, maxRedirects: 0 })
			expect(response.status()).toBe(302)
		}
		await page.goto('/forgot-password')
		await page.getByRole('button', { name: 'Use a different username' }).click()
		await page.getByRole('textbox', { name: 'Username' }).fill(username)
		await page.getByRole('button', { name: 'Send code' }).click()
		await expect(page.getByRole('alert').filter({ hasText: /Too many attempts\. Please wait \d+ min/ })).toBeVisible()
	})

	test('signing up with one email again and again is refused for a while', { tag: '@same-without-js' }, async ({ page }) => {
		const email = `signup-${randomUUID()}@robtua.test`
		const form = { intent: 'sign-up', email, firstName: 'Test', lastName: 'Person', password: 'Robtua#2026', confirmPassword: 'Robtua#2026', terms: 'on' }
		for (let attempt = 0; attempt < 10; attempt++) {
			const response = await page.request.post('/signup', { form, maxRedirects: 0 })
			expect([302, 400]).toContain(response.status())
		}
		const refused = await page.request.post('/signup', { form, maxRedirects: 0 })
		expect(refused.status()).toBe(429)
	})
})

test.describe('social sign-in', () => {
	test('through the hosted page and back, then out through its sign-out', async ({ page }) => {
		await page.goto('/login')
		await page.getByRole('button', { name: 'Continue with social sign-in' }).click()
		await page.waitForURL(/\/oauth2\/authorize\?/)
		const authorize = new URL(page.url())
		expect(authorize.pathname).toBe('/oauth2/authorize')
		expect(authorize.searchParams.get('state')).toHaveLength(32)
		expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
		expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/sign-in-provider$/)
		expect(authorize.searchParams.get('scope')).toBe('openid email phone profile aws.cognito.signin.user.admin')

		// The stand-in's hosted page is a plain form.
		await page.getByLabel('Username').fill(demoAccounts.owner.username)
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await expectHome(page, 'Hello, Niran')

		await signOut(page)
		await expect(page).toHaveURL(/\/$/)
		await page.goto('/account')
		await expect(page).toHaveURL(/\/login$/)
	})

	test('a cancel on the provider and a foreign state are explained', { tag: '@same-without-js' }, async ({ page }) => {
		await page.goto('/login')
		await page.getByRole('button', { name: 'Continue with social sign-in' }).click()
		// The click only starts the navigation: read the state once the provider's page is there (on a slow
		// phone the address was still /login, and a made-up "null" state was sent: the flaky run).
		await page.waitForURL(/\/oauth2\/authorize\?/)
		const state = new URL(page.url()).searchParams.get('state')!

		await page.goto(`/sign-in-provider?error=access_denied&state=${state}`)
		await expect(page.getByRole('alert')).toHaveText('signInWithRedirect has been canceled.')
		await page.getByRole('link', { name: 'Back to sign in' }).click()
		await expect(page).toHaveURL(/\/login$/)

		await page.getByRole('button', { name: 'Continue with social sign-in' }).click()
		await page.waitForURL(/\/oauth2\/authorize\?/)
		await page.goto('/sign-in-provider?code=made-up&state=not-the-one-we-sent')
		await expect(page.getByRole('alert')).toHaveText('An error occurred while validating the state.')
	})
})
