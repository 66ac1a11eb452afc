import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cognitoCall } from './cognito-call.ts'
import { demoUsers, seedDemoUsers } from './seed.ts'
import { startTestStandIn, type TestStandIn } from './testing.ts'

let stand: TestStandIn
const appUrl = 'http://localhost:3999'

beforeAll(async () => {
	stand = await startTestStandIn({ appUrl })
}, 30_000)

afterAll(() => stand?.close())

const signIn = (username: string, password: string) =>
	cognitoCall<{ AuthenticationResult: { AccessToken: string; IdToken: string; RefreshToken: string } }>(stand.standIn.endpoint, 'InitiateAuth', {
		ClientId: stand.standIn.clientId,
		AuthFlow: 'USER_PASSWORD_AUTH',
		AuthParameters: { USERNAME: username, PASSWORD: password },
	})

describe('identity stand-in', () => {
	test('makes a Cognito-like pool and client once, and reuses them', async () => {
		expect(stand.standIn.userPoolId).toContain('_')
		expect(stand.standIn.issuer).toBe(`http://127.0.0.1:${stand.settings.port}/${stand.standIn.userPoolId}`)
		const first = { userPoolId: stand.standIn.userPoolId, clientId: stand.standIn.clientId }
		await stand.restart()
		expect({ userPoolId: stand.standIn.userPoolId, clientId: stand.standIn.clientId }).toEqual(first)
	})

	test('seeds the demo users once, confirmed, and their tokens verify against the JWKS', async () => {
		const first = await seedDemoUsers(stand.standIn, demoUsers)
		const second = await seedDemoUsers(stand.standIn, demoUsers)
		expect(second.map((u) => u.sub)).toEqual(first.map((u) => u.sub))
		const { AuthenticationResult } = await signIn('demo.owner@robtua.test', 'Robtua#2026')
		const { payload } = await jwtVerify(AuthenticationResult.AccessToken, createRemoteJWKSet(new URL(stand.standIn.jwksUrl)), { issuer: stand.standIn.issuer })
		expect(payload).toMatchObject({ token_use: 'access', client_id: stand.standIn.clientId, sub: first[1]?.sub })
		const user = await cognitoCall<{ UserAttributes: Array<{ Name: string; Value: string }> }>(stand.standIn.endpoint, 'GetUser', {
			AccessToken: AuthenticationResult.AccessToken,
		})
		expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'given_name', Value: 'Niran' }]))
		// Professional status is the product database's: the identity service holds none (docs/decisions/0010).
		expect(user.UserAttributes.map((a) => a.Name)).not.toContain('custom:professional')
	})

	test('sign-up is confirmed with the fixed code, and a wrong code is refused', async () => {
		const email = `new-${randomBytes(4).toString('hex')}@robtua.test`
		await cognitoCall(stand.standIn.endpoint, 'SignUp', { ClientId: stand.standIn.clientId, Username: email, Password: 'Robtua#2026', UserAttributes: [{ Name: 'email', Value: email }] })
		await expect(cognitoCall(stand.standIn.endpoint, 'ConfirmSignUp', { ClientId: stand.standIn.clientId, Username: email, ConfirmationCode: '000000' })).rejects.toMatchObject({
			type: 'CodeMismatchException',
		})
		await cognitoCall(stand.standIn.endpoint, 'ConfirmSignUp', { ClientId: stand.standIn.clientId, Username: email, ConfirmationCode: '123456' })
		await expect(signIn(email, 'Robtua#2026')).resolves.toHaveProperty('AuthenticationResult.AccessToken')
	})

	test('a forgotten password is reset with the fixed code', async () => {
		const [user] = await seedDemoUsers(stand.standIn, [{ email: 'reset.me@robtua.test', password: 'Robtua#2026', givenName: 'Reset', familyName: 'Me' }])
		await cognitoCall(stand.standIn.endpoint, 'ForgotPassword', { ClientId: stand.standIn.clientId, Username: user!.email })
		await cognitoCall(stand.standIn.endpoint, 'ConfirmForgotPassword', {
			ClientId: stand.standIn.clientId,
			Username: user!.email,
			ConfirmationCode: '123456',
			Password: 'Changed#2026',
		})
		await expect(signIn(user!.email, 'Changed#2026')).resolves.toHaveProperty('AuthenticationResult.AccessToken')
	})

	test('GlobalSignOut ends every refresh token of the person (as Cognito does); others keep theirs', async () => {
		const [person, other] = await seedDemoUsers(stand.standIn, [
			{ email: 'everywhere@robtua.test', password: 'Robtua#2026', givenName: 'Every', familyName: 'Where' },
			{ email: 'elsewhere@robtua.test', password: 'Robtua#2026', givenName: 'Else', familyName: 'Where' },
		])
		const refresh = (token: string) => cognitoCall(stand.standIn.endpoint, 'InitiateAuth', { ClientId: stand.standIn.clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: token } })
		const here = (await signIn(person!.email, 'Robtua#2026')).AuthenticationResult
		const there = (await signIn(person!.email, 'Robtua#2026')).AuthenticationResult
		const theirs = (await signIn(other!.email, 'Robtua#2026')).AuthenticationResult
		await expect(refresh(there.RefreshToken)).resolves.toHaveProperty('AuthenticationResult.AccessToken')

		await expect(cognitoCall(stand.standIn.endpoint, 'GlobalSignOut', { AccessToken: here.AccessToken })).resolves.toEqual({})
		for (const token of [here.RefreshToken, there.RefreshToken]) await expect(refresh(token)).rejects.toMatchObject({ type: 'NotAuthorizedException' })
		await expect(refresh(theirs.RefreshToken)).resolves.toHaveProperty('AuthenticationResult.AccessToken')
		await expect(cognitoCall(stand.standIn.endpoint, 'GlobalSignOut', { AccessToken: 'not-a-token' })).rejects.toMatchObject({ type: 'NotAuthorizedException' })
	})

	test('the hosted sign-in page completes the authorization-code flow with PKCE', async () => {
		await seedDemoUsers(stand.standIn, demoUsers)
		const verifier = randomBytes(96).toString('base64url').slice(0, 128)
		const challenge = createHash('sha256').update(verifier).digest('base64url')
		const redirectUri = `${appUrl}/sign-in-provider`
		const state = randomBytes(24).toString('base64url').slice(0, 32)
		const query = new URLSearchParams({
			response_type: 'code',
			client_id: stand.standIn.clientId,
			redirect_uri: redirectUri,
			scope: 'openid email phone profile aws.cognito.signin.user.admin',
			state,
			code_challenge: challenge,
			code_challenge_method: 'S256',
		})
		const page = await fetch(`${stand.standIn.hostedUiUrl}/oauth2/authorize?${query}`)
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('<form')

		const login = await fetch(`${stand.standIn.hostedUiUrl}/oauth2/authorize`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ ...Object.fromEntries(query), username: 'demo.user@robtua.test', password: 'Robtua#2026' }),
		})
		expect(login.status).toBe(302)
		const callback = new URL(login.headers.get('location')!)
		expect(callback.origin + callback.pathname).toBe(redirectUri)
		expect(callback.searchParams.get('state')).toBe(state)
		const code = callback.searchParams.get('code')!

		const exchange = (codeVerifier: string) =>
			fetch(`${stand.standIn.hostedUiUrl}/oauth2/token`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: stand.standIn.clientId, redirect_uri: redirectUri, code_verifier: codeVerifier }),
			})
		expect((await exchange('x'.repeat(128))).status).toBe(400)
		// A code is single-use even after a failed try, as with Cognito: start again for the right verifier.
		const again = await fetch(`${stand.standIn.hostedUiUrl}/oauth2/authorize`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ ...Object.fromEntries(query), username: 'demo.user@robtua.test', password: 'Robtua#2026' }),
		})
		const secondCode = new URL(again.headers.get('location')!).searchParams.get('code')!
		const tokens = await fetch(`${stand.standIn.hostedUiUrl}/oauth2/token`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ grant_type: 'authorization_code', code: secondCode, client_id: stand.standIn.clientId, redirect_uri: redirectUri, code_verifier: verifier }),
		})
		expect(tokens.status).toBe(200)
		expect(await tokens.json()).toMatchObject({ access_token: expect.any(String), id_token: expect.any(String), refresh_token: expect.any(String), token_type: 'Bearer' })
	})

	test('sign-out goes only to a registered address', async () => {
		const to = (logoutUri: string, clientId = stand.standIn.clientId) =>
			fetch(`${stand.standIn.hostedUiUrl}/logout?${new URLSearchParams({ client_id: clientId, logout_uri: logoutUri })}`, { redirect: 'manual' })
		const ok = await to(appUrl)
		expect(ok.status).toBe(302)
		expect(ok.headers.get('location')).toBe(appUrl)
		expect((await to('https://evil.example')).status).toBe(400)
		expect((await to(appUrl, 'nope')).status).toBe(400)
	})
})
