import { describe, expect, test } from 'vitest'
import recorded from './__fixtures__/cognito-responses.json'
import { fails, fakeCognito, ok, type Exchange } from './__fixtures__/fake-cognito.ts'
import { createAccountSecurity, DEVICE_LIST_LIMIT, phoneForDisplay } from './account-security.server.ts'
import { createIdentityClient } from './client.server.ts'
import { identityErrorKey } from './errors.server.ts'
import { createSignUp } from './sign-up.server.ts'

// Recorded Cognito answers for what the offline stand-in cannot serve (devices, a new sign-up code,
// token revocation, SMS delivery of phone codes) and for the MFA settings, at the HTTP boundary.

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

describe('the phone number for SMS codes', () => {
	test.each([
		['081 234 5678', '+66812345678'],
		['0812345678', '+66812345678'],
		['+66 81-234-5678', '+66812345678'],
		[' 02 123 4567 ', '+6621234567'],
	])('a Thai number typed as %j is sent to UpdateUserAttributes as %s; the code it texts is the next step', async (typed, e164) => {
		const { cognito, security } = setUp({
			operation: 'UpdateUserAttributes',
			answer: (body) => {
				expect(body).toEqual({ AccessToken: ACCESS_TOKEN, UserAttributes: [{ Name: 'phone_number', Value: e164 }] })
				return ok(recorded.updateUserAttributes)
			},
		})
		expect(await security.changePhone(ACCESS_TOKEN, typed)).toEqual({ step: 'CONFIRM_ATTRIBUTE_WITH_CODE', destination: '+*******5678', deliveryMedium: 'SMS' })
		cognito.assertFinished()
	})

	test('no code sent means the update is DONE', async () => {
		const { security } = setUp({ operation: 'UpdateUserAttributes', answer: ok({ CodeDeliveryDetailsList: [] }) })
		expect(await security.changePhone(ACCESS_TOKEN, '0812345678')).toEqual({ step: 'DONE' })
		const { security: again } = setUp({ operation: 'UpdateUserAttributes', answer: ok({}) })
		expect(await again.changePhone(ACCESS_TOKEN, '0812345678')).toEqual({ step: 'DONE' })
	})

	test('a pool that verifies by email (the offline stand-in) still leads to the code step', async () => {
		const { security } = setUp({
			operation: 'UpdateUserAttributes',
			answer: ok({ CodeDeliveryDetailsList: [{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 's***@e***' }] }),
		})
		expect(await security.changePhone(ACCESS_TOKEN, '0812345678')).toEqual({ step: 'CONFIRM_ATTRIBUTE_WITH_CODE', destination: 's***@e***', deliveryMedium: 'EMAIL' })
	})

	test.each([
		['', 'phoneEmpty'],
		['   ', 'phoneEmpty'],
		['12345', 'phoneInvalid'],
		['0000000000', 'phoneInvalid'],
		['+1 415 555 2671', 'phoneInvalid'],
	])('%j never reaches Cognito: it is refused with errors.%s', async (typed, key) => {
		const { cognito, security } = setUp()
		const error = await security.changePhone(ACCESS_TOKEN, typed).catch((caught: unknown) => caught)
		expect(identityErrorKey(error)).toBe(key)
		expect(cognito.requests).toEqual([])
	})

	test.each([
		['phoneAliasExists', 'AliasExistsException', 'aliasExists'],
		['invalidPhoneNumber', 'InvalidParameterException', 'invalidParameter'],
		['limitExceeded', 'LimitExceededException', 'limitExceeded'],
	] as const)('UpdateUserAttributes refused (%s) is a %s, said as errors.%s', async (recording, name, key) => {
		const { security } = setUp({ operation: 'UpdateUserAttributes', answer: fails(recorded.errors[recording]) })
		const error = await security.changePhone(ACCESS_TOKEN, '0812345678').catch((caught: unknown) => caught)
		expect(error).toMatchObject({ name })
		expect(identityErrorKey(error)).toBe(key)
	})

	test('the code confirms the phone number with VerifyUserAttribute', async () => {
		const { cognito, security } = setUp({
			operation: 'VerifyUserAttribute',
			answer: (body) => {
				expect(body).toEqual({ AccessToken: ACCESS_TOKEN, AttributeName: 'phone_number', Code: '123456' })
				return ok(recorded.verifyUserAttribute)
			},
		})
		await security.confirmPhone(ACCESS_TOKEN, ' 123456 ')
		cognito.assertFinished()
	})

	test('an empty confirmation code never reaches Cognito', async () => {
		const { cognito, security } = setUp()
		for (const code of ['', '  ']) {
			const error = await security.confirmPhone(ACCESS_TOKEN, code).catch((caught: unknown) => caught)
			expect(identityErrorKey(error)).toBe('codeEmpty')
		}
		expect(cognito.requests).toEqual([])
	})

	test.each([
		['verificationCodeMismatch', 'CodeMismatchException', 'codeMismatch'],
		['expiredCode', 'ExpiredCodeException', 'codeExpired'],
		['limitExceeded', 'LimitExceededException', 'limitExceeded'],
		['phoneAliasExists', 'AliasExistsException', 'aliasExists'],
	] as const)('VerifyUserAttribute refused (%s) is a %s, said as errors.%s', async (recording, name, key) => {
		const { security } = setUp({ operation: 'VerifyUserAttribute', answer: fails(recorded.errors[recording]) })
		const error = await security.confirmPhone(ACCESS_TOKEN, '000000').catch((caught: unknown) => caught)
		expect(error).toMatchObject({ name })
		expect(identityErrorKey(error)).toBe(key)
	})

	test('a new code comes from GetUserAttributeVerificationCode and says where it went', async () => {
		const { cognito, security } = setUp({
			operation: 'GetUserAttributeVerificationCode',
			answer: (body) => {
				expect(body).toEqual({ AccessToken: ACCESS_TOKEN, AttributeName: 'phone_number' })
				return ok(recorded.getUserAttributeVerificationCode)
			},
		})
		expect(await security.resendPhoneCode(ACCESS_TOKEN)).toEqual({ destination: '+*******5678', deliveryMedium: 'SMS' })
		cognito.assertFinished()
	})

	test('a new code without delivery details (the offline stand-in answers {}) tells nothing of where it went', async () => {
		const { security } = setUp({ operation: 'GetUserAttributeVerificationCode', answer: ok({}) })
		expect(await security.resendPhoneCode(ACCESS_TOKEN)).toEqual({})
	})

	test('too many new codes is a LimitExceededException, said as errors.limitExceeded', async () => {
		const { security } = setUp({ operation: 'GetUserAttributeVerificationCode', answer: fails(recorded.errors.limitExceeded) })
		const error = await security.resendPhoneCode(ACCESS_TOKEN).catch((caught: unknown) => caught)
		expect(error).toMatchObject({ name: 'LimitExceededException' })
		expect(identityErrorKey(error)).toBe('limitExceeded')
	})

	test('after the update GetUser holds the number, not yet verified: the page shows the code step', async () => {
		const { security } = setUp({
			operation: 'GetUser',
			answer: ok({
				Username: '9d2f-user',
				UserAttributes: [
					{ Name: 'sub', Value: '9d2f-user' },
					{ Name: 'phone_number', Value: '+66812345678' },
					{ Name: 'phone_number_verified', Value: 'false' },
				],
			}),
		})
		expect(await security.mfaState(ACCESS_TOKEN)).toMatchObject({ phoneNumber: '+66812345678', phoneVerified: false })
	})

	test('numbers show as people write them', () => {
		expect(phoneForDisplay('+66812345678')).toBe('081 234 5678')
		expect(phoneForDisplay('+14155552671')).toBe('+1 415 555 2671')
		expect(phoneForDisplay('garbage')).toBe('garbage')
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
			{ key: 'ap-southeast-1_0a1b2c3d-device', name: 'Chrome on Android', remembered: null, createDate: 1_735_689_000, lastModifiedDate: 1_735_689_100, lastAuthenticatedDate: 1_735_689_200 },
			{ key: 'ap-southeast-1_unnamed', name: null, remembered: null, createDate: null, lastModifiedDate: null, lastAuthenticatedDate: null },
		])
		cognito.assertFinished()
	})

	test('a pool that lets people choose says which devices are remembered', async () => {
		const { security } = setUp({ operation: 'ListDevices', answer: ok(recorded.listDevices) })
		expect(await security.listDevices(ACCESS_TOKEN)).toMatchObject([
			{ key: recorded.listDevices.Devices[0]!.DeviceKey, name: 'Chrome on Android', remembered: true, lastAuthenticatedDate: 1_735_776_000 },
			{ key: recorded.listDevices.Devices[1]!.DeviceKey, name: 'Safari on iOS', remembered: false },
		])
	})

	test.each([
		[true, 'remembered'],
		[false, 'not_remembered'],
	] as const)('remembered %s is UpdateDeviceStatus %s', async (remembered, status) => {
		const { cognito, security } = setUp({
			operation: 'UpdateDeviceStatus',
			answer: (body) => {
				expect(body).toEqual({ AccessToken: ACCESS_TOKEN, DeviceKey: 'ap-southeast-1_device', DeviceRememberedStatus: status })
				return ok(recorded.updateDeviceStatus)
			},
		})
		await security.setDeviceRemembered(ACCESS_TOKEN, 'ap-southeast-1_device', remembered)
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

	test('GlobalSignOut signs the person out everywhere with their access token; a refusal is an identity error', async () => {
		const { cognito, security } = setUp(
			{ operation: 'GlobalSignOut', expects: { AccessToken: ACCESS_TOKEN }, answer: ok({}) },
			{ operation: 'GlobalSignOut', expects: { AccessToken: ACCESS_TOKEN }, answer: fails({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' }) },
		)
		await security.signOutEverywhere(ACCESS_TOKEN)
		await expect(security.signOutEverywhere(ACCESS_TOKEN)).rejects.toMatchObject({ name: 'NotAuthorizedException' })
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
