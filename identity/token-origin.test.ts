import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { startTestStandIn, type AuthenticationResult, type TestStandIn } from './testing.ts'

let stand: TestStandIn

beforeAll(async () => {
	stand = await startTestStandIn()
}, 30_000)

afterAll(() => stand?.close())

const claimsOf = (result: AuthenticationResult) => ({
	access: decodeJwt(result.AccessToken),
	id: decodeJwt(result.IdToken),
	refresh: result.RefreshToken ? decodeJwt(result.RefreshToken) : undefined,
})

describe('tokens like Cognito’s', () => {
	test('one origin_jti and auth_time per sign-in, kept by tokens made from its refresh token; a fresh jti each', async () => {
		const person = await stand.person('origin')
		const signedIn = (await stand.signIn(person.email)).AuthenticationResult!
		const first = claimsOf(signedIn)
		expect(first.access.origin_jti).toEqual(expect.any(String))
		expect(first.id.origin_jti).toBe(first.access.origin_jti)
		expect(first.refresh?.origin_jti).toBe(first.access.origin_jti)
		expect(first.id.auth_time).toBe(first.access.auth_time)

		// A minute later (only the clock is moved), so a fresh auth_time would show.
		vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
		const refreshed = await stand.refresh(signedIn.RefreshToken!).then((answer) => answer.AuthenticationResult!).finally(() => vi.useRealTimers())
		const second = claimsOf(refreshed)
		expect(second.access.origin_jti).toBe(first.access.origin_jti)
		expect(second.id.origin_jti).toBe(first.access.origin_jti)
		expect(second.access.auth_time).toBe(first.access.auth_time)
		expect(second.id.auth_time).toBe(first.access.auth_time)
		expect(second.access.iat).toBeGreaterThan(first.access.iat!)
		const jtis = [first.access.jti, first.id.jti, first.refresh?.jti, second.access.jti, second.id.jti]
		expect(new Set(jtis).size).toBe(jtis.length)

		// Still signed with the stand-in's key, named by the same kid.
		const jwks = createRemoteJWKSet(new URL(stand.standIn.jwksUrl))
		for (const token of [signedIn.AccessToken, refreshed.AccessToken, refreshed.IdToken]) {
			const { protectedHeader } = await jwtVerify(token, jwks, { issuer: stand.standIn.issuer })
			expect(protectedHeader.kid).toBe('CognitoLocal')
		}
	})

	test('two sign-ins have different origins', async () => {
		const person = await stand.person('twice')
		const [a, b] = [(await stand.signIn(person.email)).AuthenticationResult!, (await stand.signIn(person.email)).AuthenticationResult!]
		expect(decodeJwt(a.AccessToken).origin_jti).not.toBe(decodeJwt(b.AccessToken).origin_jti)
	})

	test('the hosted UI’s refresh grant keeps the origin too', async () => {
		const person = await stand.person('hosted')
		const signedIn = (await stand.signIn(person.email)).AuthenticationResult!
		const answer = await fetch(`${stand.standIn.hostedUiUrl}/oauth2/token`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: signedIn.RefreshToken!, client_id: stand.standIn.clientId }),
		})
		expect(answer.status).toBe(200)
		const { access_token: accessToken } = (await answer.json()) as { access_token: string }
		expect(decodeJwt(accessToken)).toMatchObject({ origin_jti: decodeJwt(signedIn.AccessToken).origin_jti, auth_time: decodeJwt(signedIn.AccessToken).auth_time })
	})
})
