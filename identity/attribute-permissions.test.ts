import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStandIn, TEST_CODE, TEST_PASSWORD, type TestStandIn } from './testing.ts'

let stand: TestStandIn

beforeAll(async () => {
	stand = await startTestStandIn()
}, 30_000)

afterAll(() => stand?.close())

const unauthorized = { type: 'NotAuthorizedException', message: expect.stringContaining('A client attempted to write unauthorized attribute') }
const newEmail = () => `signup-${randomBytes(4).toString('hex')}@robtua.test`

function signUp(email: string, attributes: Array<{ Name: string; Value: string }>) {
	return stand.call('SignUp', { ClientId: stand.standIn.clientId, Username: email, Password: TEST_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }, ...attributes] })
}

describe('the app client writes only its WriteAttributes', () => {
	test('a sign-up that writes custom:professional is refused, and makes nobody', async () => {
		const email = newEmail()
		await expect(signUp(email, [{ Name: 'given_name', Value: 'Somchai' }, { Name: 'custom:professional', Value: '1' }])).rejects.toMatchObject(unauthorized)
		await expect(stand.call('AdminGetUser', { UserPoolId: stand.standIn.userPoolId, Username: email })).rejects.toMatchObject({ type: 'UserNotFoundException' })
	})

	test('a sign-up with what the web sends works', async () => {
		const email = newEmail()
		const answer = await signUp(email, [
			{ Name: 'given_name', Value: 'Somchai' },
			{ Name: 'family_name', Value: 'Jaidee' },
			{ Name: 'phone_number', Value: '+66812345678' },
		])
		expect(answer).toMatchObject({ UserConfirmed: false, UserSub: expect.any(String) })
		await stand.call('ConfirmSignUp', { ClientId: stand.standIn.clientId, Username: email, ConfirmationCode: TEST_CODE })
		await expect(stand.signIn(email)).resolves.toHaveProperty('AuthenticationResult.AccessToken')
	})

	test('a person may change their own standard attributes, not custom:professional, and does not read it', async () => {
		const person = await stand.person('update')
		const { AccessToken } = (await stand.signIn(person.email)).AuthenticationResult!
		await expect(stand.call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'custom:professional', Value: '1' }] })).rejects.toMatchObject(unauthorized)
		await stand.call('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'nickname', Value: 'Chai' }] })
		const user = await stand.call<{ UserAttributes: Array<{ Name: string; Value: string }> }>('GetUser', { AccessToken })
		expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'nickname', Value: 'Chai' }, { Name: 'sub', Value: person.sub }]))
		expect(user.UserAttributes.map((attribute) => attribute.Name)).not.toContain('custom:professional')
	})

	test('the new-password step may not write it either', async () => {
		const email = newEmail()
		await stand.call('AdminCreateUser', { UserPoolId: stand.standIn.userPoolId, Username: email, TemporaryPassword: 'Temporary#2026', MessageAction: 'SUPPRESS' })
		const challenge = await stand.signIn(email, 'Temporary#2026')
		expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED')
		const respond = (extra: Record<string, string>) =>
			stand.call('RespondToAuthChallenge', {
				ClientId: stand.standIn.clientId,
				ChallengeName: 'NEW_PASSWORD_REQUIRED',
				Session: challenge.Session,
				ChallengeResponses: { USERNAME: challenge.ChallengeParameters!.USER_ID_FOR_SRP!, NEW_PASSWORD: TEST_PASSWORD, ...extra },
			})
		await expect(respond({ 'userAttributes.custom:professional': '1' })).rejects.toMatchObject(unauthorized)
		await expect(respond({ 'userAttributes.given_name': 'Dao' })).resolves.toHaveProperty('AuthenticationResult.AccessToken')
	})

	test('operators (Admin* operations) are not limited by it', async () => {
		const person = await stand.person('admin')
		await stand.call('AdminUpdateUserAttributes', { UserPoolId: stand.standIn.userPoolId, Username: person.email, UserAttributes: [{ Name: 'custom:professional', Value: '1' }] })
		const user = await stand.call<{ UserAttributes: Array<{ Name: string; Value: string }> }>('AdminGetUser', { UserPoolId: stand.standIn.userPoolId, Username: person.email })
		expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'custom:professional', Value: '1' }]))
	})
})
