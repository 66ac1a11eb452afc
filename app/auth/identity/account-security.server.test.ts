import { describe, expect, test } from 'vitest'
import { fails, fakeCognito, ok, type Exchange } from './__fixtures__/fake-cognito.ts'
import { createAccountSecurity, DEVICE_LIST_LIMIT } from './account-security.server.ts'
import { createIdentityClient } from './client.server.ts'
import { createSignUp } from './sign-up.server.ts'

// Recorded Cognito answers for what the offline stand-in cannot serve (devices, a new sign-up code,
// token revocation) and for the MFA settings, at the HTTP boundary.

const ACCESS_TOKEN = 'eyJraWQiOiJhY2Nlc3MifQ.e30.c2lnbmF0dXJl'

function setUp(...conversation: Exchange[]) {
	const cognito = fakeCognito(...conversation)
	const identity = createIdentityClient({ endpoint: 'https://cognito-idp.ap-southeast-1.amazonaws.com/', fetch: cognito.fetch, sleep: async () => {} })
	return { cognito, security: createAccountSecurity(identity), signUp: createSignUp(identity, { clientId: 'client-1' }) }
}

describe('MFA settings', () => {
	test('GetUser tells which methods are on, which is preferred, and whether the phone can take codes', async () => {
		const { cognito, security } = setUp({
			operation: 'GetUser',
			expects: { AccessToken: ACCESS_TOKEN },
			answer: ok({
				Username: '9d2f-user',
				UserAttributes: [
					{ Name: 'sub', Value: '9d2f-user' },
					{ Name: 'phone_number', Value: '+66812345678' },
					{ Name: 'phone_number_verified', Value: 'true' },
				],
				UserMFASettingList: ['SMS_MFA', 'SOFTWARE_TOKEN_MFA'],
				PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
			}),
		})
		expect(await security.mfaState(ACCESS_TOKEN)).toEqual({ enabled: ['SMS', 'TOTP'], preferred: 'TOTP', phoneNumber: '+66812345678', phoneVerified: true })
		cognito.assertFinished()
	})

	test('a person without MFA has nothing on and no preference', async () => {
		const { security } = setUp({ operation: 'GetUser', answer: ok({ Username: 'u', UserAttributes: [] }) })
		expect(await security.mfaState(ACCESS_TOKEN)).toEqual({ enabled: [], preferred: null, phoneNumber: null, phoneVerified: false })
	})

	test.each([
		['DISABLED', { Enabled: false, PreferredMfa: false }],
		['ENABLED', { Enabled: true }],
		['PREFERRED', { Enabled: true, PreferredMfa: true }],
		['NOT_PREFERRED', { Enabled: true, PreferredMfa: false }],
	] as const)('preference %s is sent as %j', async (preference, settings) => {
		const { cognito, security } = setUp({
			operation: 'SetUserMFAPreference',
			answer: (body) => {
				expect(body).toEqual({ AccessToken: ACCESS_TOKEN, SMSMfaSettings: settings })
				return ok({})
			},
		})
		await security.setMfaPreference(ACCESS_TOKEN, 'SMS', preference)
		cognito.assertFinished()
	})

	test('an authenticator app: the secret, then its first code confirms it', async () => {
		const { cognito, security } = setUp(
			{ operation: 'AssociateSoftwareToken', expects: { AccessToken: ACCESS_TOKEN }, answer: ok({ SecretCode: 'JBSWY3DPEHPK3PXP' }) },
			{ operation: 'VerifySoftwareToken', expects: { AccessToken: ACCESS_TOKEN, UserCode: '123456' }, answer: ok({ Status: 'SUCCESS' }) },
		)
		expect(await security.startTotpSetup(ACCESS_TOKEN)).toBe('JBSWY3DPEHPK3PXP')
		await security.verifyTotp(ACCESS_TOKEN, '123456')
		cognito.assertFinished()
	})

	test('a wrong first code is a CodeMismatchException', async () => {
		const { security } = setUp({ operation: 'VerifySoftwareToken', answer: fails({ __type: 'CodeMismatchException', message: 'Invalid code received for user' }) })
		await expect(security.verifyTotp(ACCESS_TOKEN, '000000')).rejects.toMatchObject({ name: 'CodeMismatchException' })
	})
})

describe('remembered devices', () => {
	test(`ListDevices asks for at most ${DEVICE_LIST_LIMIT} and reads names and dates`, async () => {
		const { cognito, security } = setUp({
			operation: 'ListDevices',
			expects: { AccessToken: ACCESS_TOKEN, Limit: 60 },
			answer: ok({
				Devices: [
					{
						DeviceKey: 'ap-southeast-1_0a1b2c3d-device',
						DeviceAttributes: [
							{ Name: 'device_status', Value: 'valid' },
							{ Name: 'device_name', Value: 'Chrome on Android' },
						],
						DeviceCreateDate: 1_735_689_000,
						DeviceLastModifiedDate: 1_735_689_100,
						DeviceLastAuthenticatedDate: 1_735_689_200,
					},
					{ DeviceKey: 'ap-southeast-1_unnamed' },
				],
			}),
		})
		expect(await security.listDevices(ACCESS_TOKEN)).toEqual([
			{ key: 'ap-southeast-1_0a1b2c3d-device', name: 'Chrome on Android', createDate: 1_735_689_000, lastModifiedDate: 1_735_689_100, lastAuthenticatedDate: 1_735_689_200 },
			{ key: 'ap-southeast-1_unnamed', name: null, createDate: null, lastModifiedDate: null, lastAuthenticatedDate: null },
		])
		cognito.assertFinished()
	})

	test('ForgetDevice names the device; one already gone is a ResourceNotFoundException', async () => {
		const { cognito, security } = setUp(
			{ operation: 'ForgetDevice', expects: { AccessToken: ACCESS_TOKEN, DeviceKey: 'ap-southeast-1_device' }, answer: ok({}) },
			{ operation: 'ForgetDevice', answer: fails({ __type: 'ResourceNotFoundException', message: 'Device does not exist.' }) },
		)
		await security.forgetDevice(ACCESS_TOKEN, 'ap-southeast-1_device')
		await expect(security.forgetDevice(ACCESS_TOKEN, 'ap-southeast-1_device')).rejects.toMatchObject({ name: 'ResourceNotFoundException' })
		cognito.assertFinished()
	})
})

describe('sign-out and a new sign-up code', () => {
	test('RevokeToken revokes the refresh token for the app client', async () => {
		const { cognito, security } = setUp({ operation: 'RevokeToken', expects: { ClientId: 'client-1', Token: 'refresh-token' }, answer: ok({}) })
		await security.revokeRefreshToken('client-1', 'refresh-token')
		cognito.assertFinished()
	})

	test('ResendConfirmationCode says where the new code went', async () => {
		const { cognito, signUp } = setUp({
			operation: 'ResendConfirmationCode',
			expects: { ClientId: 'client-1', Username: 'new.person@robtua.test' },
			answer: ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@r***' } }),
		})
		expect(await signUp.resendCode('new.person@robtua.test')).toEqual({ destination: 'n***@r***' })
		cognito.assertFinished()
	})

	test('too many new codes is a LimitExceededException', async () => {
		const { signUp } = setUp({ operation: 'ResendConfirmationCode', answer: fails({ __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' }) })
		await expect(signUp.resendCode('new.person@robtua.test')).rejects.toMatchObject({ name: 'LimitExceededException' })
	})
})
