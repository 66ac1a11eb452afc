import { describe, expect, test, vi } from 'vitest'
import { createIdentityClient, IdentityError } from './client.server.ts'
import { identityErrorKey } from './errors.server.ts'
import { createPasswords } from './passwords.server.ts'
import { createSignUp } from './sign-up.server.ts'

type Call = { target: string; body: Record<string, unknown> }

/** An identity client whose service answers from `answer`, recording each call. */
function fakeIdentity(answer: (target: string) => { status: number; body: unknown }) {
	const calls: Call[] = []
	const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
		const target = String((init?.headers as Record<string, string>)['X-Amz-Target']).split('.').pop()!
		calls.push({ target, body: JSON.parse(String(init?.body)) as Record<string, unknown> })
		const { status, body } = answer(target)
		return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/x-amz-json-1.1' } })
	})
	const identity = createIdentityClient({ endpoint: 'http://identity.test/', fetch: fetch as typeof globalThis.fetch, sleep: async () => {} })
	return { identity, calls }
}

describe('sign-up calls', () => {
	test('sign-up sends the email as username, the name and an E.164 phone, and no professional flag', async () => {
		const { identity, calls } = fakeIdentity(() => ({ status: 200, body: { UserConfirmed: false, CodeDeliveryDetails: { Destination: 'n***@r***' } } }))
		const result = await createSignUp(identity, { clientId: 'client' }).signUp({
			email: 'new@robtua.test',
			password: 'Robtua#2026',
			givenName: 'Nok',
			familyName: 'Dee',
			phoneNumber: '+66812345678',
		})
		expect(result).toEqual({ userConfirmed: false, destination: 'n***@r***' })
		expect(calls).toEqual([
			{
				target: 'SignUp',
				body: {
					ClientId: 'client',
					Username: 'new@robtua.test',
					Password: 'Robtua#2026',
					UserAttributes: [
						{ Name: 'email', Value: 'new@robtua.test' },
						{ Name: 'given_name', Value: 'Nok' },
						{ Name: 'family_name', Value: 'Dee' },
						{ Name: 'phone_number', Value: '+66812345678' },
					],
				},
			},
		])
	})

	test('without a phone number no phone attribute is sent', async () => {
		const { identity, calls } = fakeIdentity(() => ({ status: 200, body: { UserConfirmed: true } }))
		const result = await createSignUp(identity, { clientId: 'client' }).signUp({ email: 'a@robtua.test', password: 'x', givenName: 'A', familyName: 'B' })
		expect(result.userConfirmed).toBe(true)
		expect((calls[0]!.body.UserAttributes as Array<{ Name: string }>).map((a) => a.Name)).toEqual(['email', 'given_name', 'family_name'])
	})

	test('confirmation and a new code name the user', async () => {
		const { identity, calls } = fakeIdentity((target) => ({ status: 200, body: target === 'ResendConfirmationCode' ? { CodeDeliveryDetails: { Destination: 'a***' } } : {} }))
		const flow = createSignUp(identity, { clientId: 'client' })
		await flow.confirmSignUp('a@robtua.test', '123456')
		await expect(flow.resendCode('a@robtua.test')).resolves.toEqual({ destination: 'a***' })
		expect(calls).toEqual([
			{ target: 'ConfirmSignUp', body: { ClientId: 'client', Username: 'a@robtua.test', ConfirmationCode: '123456' } },
			{ target: 'ResendConfirmationCode', body: { ClientId: 'client', Username: 'a@robtua.test' } },
		])
	})

	test('a service that cannot send a new code is an error with a message of ours, never its text', async () => {
		const { identity } = fakeIdentity(() => ({ status: 500, body: { __type: 'CognitoLocal#Unsupported', message: 'Cognito Local unsupported feature' } }))
		const error = await createSignUp(identity, { clientId: 'client' }).resendCode('a@robtua.test').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(IdentityError)
		expect(identityErrorKey(error)).toBe('authentication')
	})

	test('a wrong code and an existing account map to their messages', async () => {
		const errors = { ConfirmSignUp: 'CodeMismatchException', SignUp: 'UsernameExistsException' } as Record<string, string>
		const { identity } = fakeIdentity((target) => ({ status: 400, body: { __type: errors[target], message: 'raw' } }))
		const flow = createSignUp(identity, { clientId: 'client' })
		expect(identityErrorKey(await flow.confirmSignUp('a', '000000').catch((e: unknown) => e))).toBe('codeMismatch')
		expect(identityErrorKey(await flow.signUp({ email: 'a', password: 'p', givenName: 'g', familyName: 'f' }).catch((e: unknown) => e))).toBe('usernameExists')
	})
})

describe('password calls', () => {
	test('forgot, confirm and change send what Cognito expects', async () => {
		const { identity, calls } = fakeIdentity((target) => ({ status: 200, body: target === 'ForgotPassword' ? { CodeDeliveryDetails: { Destination: 'a***' } } : {} }))
		const flow = createPasswords(identity, { clientId: 'client' })
		await expect(flow.forgotPassword('a@robtua.test')).resolves.toEqual({ destination: 'a***' })
		await flow.confirmForgotPassword('a@robtua.test', '123456', 'New#Pass1')
		await flow.changePassword('access-token', 'Old#Pass1', 'New#Pass1')
		expect(calls).toEqual([
			{ target: 'ForgotPassword', body: { ClientId: 'client', Username: 'a@robtua.test' } },
			{ target: 'ConfirmForgotPassword', body: { ClientId: 'client', Username: 'a@robtua.test', ConfirmationCode: '123456', Password: 'New#Pass1' } },
			{ target: 'ChangePassword', body: { AccessToken: 'access-token', PreviousPassword: 'Old#Pass1', ProposedPassword: 'New#Pass1' } },
		])
	})

	test('a wrong current password reads like a wrong sign-in', async () => {
		const { identity } = fakeIdentity(() => ({ status: 400, body: { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' } }))
		const error = await createPasswords(identity, { clientId: 'client' }).changePassword('t', 'wrong', 'New#Pass1').catch((e: unknown) => e)
		expect(identityErrorKey(error)).toBe('incorrectCredentials')
	})
})
