import { thaiPhoneToE164 } from '#app/validation/phone.ts'
import { IdentityError, type IdentityClient } from './client.server.ts'

/** The MFA preference values, per method (docs/product.md#sign-up-reset-and-attributes). */
export const mfaPreferences = ['DISABLED', 'ENABLED', 'PREFERRED', 'NOT_PREFERRED'] as const
export type MfaPreference = (typeof mfaPreferences)[number]
export type MfaMethod = 'TOTP' | 'SMS'

/** docs/product.md#constants-and-limits: the remembered devices list shows at most 60. */
export const DEVICE_LIST_LIMIT = 60

export type MfaState = { enabled: MfaMethod[]; preferred: MfaMethod | null; phoneNumber: string | null; phoneVerified: boolean }

export type RememberedDevice = {
	key: string
	name: string | null
	/** False for a device Cognito tracks but does not skip the second step for (a pool that lets people choose); null when not told. */
	remembered: boolean | null
	createDate: number | null
	lastModifiedDate: number | null
	lastAuthenticatedDate: number | null
}

const methodOfSetting: Record<string, MfaMethod> = { SOFTWARE_TOKEN_MFA: 'TOTP', SMS_MFA: 'SMS' }


/** Where Cognito sent a code (masked, e.g. +*******5678). */
type CodeDeliveryDetails = { AttributeName?: string; DeliveryMedium?: string; Destination?: string }

/** Where a code went, as a person may be told. */
export type CodeDelivery = { destination?: string; deliveryMedium?: string }

/**
 * The attribute update steps (docs/product.md#sign-up-reset-and-attributes): DONE, or a code was sent and CONFIRM_ATTRIBUTE_WITH_CODE confirms
 * the new value.
 */
export type AttributeUpdateStep = { step: 'DONE' } | ({ step: 'CONFIRM_ATTRIBUTE_WITH_CODE' } & CodeDelivery)

/** Checked here before any call, named like the identity errors they stand beside (errors.server.ts). */
export const EMPTY_PHONE_NUMBER = 'EmptyPhoneNumber'
export const INVALID_PHONE_NUMBER = 'InvalidPhoneNumber'
export const EMPTY_ATTRIBUTE_CODE = 'EmptyConfirmUserAttributeCode'

/** A number held by the identity service as people write it: a Thai one nationally (081 234 5678). */
export { phoneForDisplay } from '#contracts/thai-phone.ts'

const deliveryOf = (details: CodeDeliveryDetails): CodeDelivery => ({ destination: details.Destination, deliveryMedium: details.DeliveryMedium })

type CognitoUser = { UserAttributes?: { Name: string; Value: string }[]; UserMFASettingList?: string[]; PreferredMfaSetting?: string }
type CognitoDevice = {
	DeviceKey: string
	DeviceAttributes?: { Name: string; Value: string }[]
	DeviceCreateDate?: number
	DeviceLastModifiedDate?: number
	DeviceLastAuthenticatedDate?: number
}

/**
 * MFA and remembered devices of the signed-in person (docs/product.md#sign-up-reset-and-attributes, #identity-service-calls): every call carries their access
 * token, so the identity service decides whose settings change.
 */
export function createAccountSecurity(identity: IdentityClient) {
	return {
		async mfaState(accessToken: string): Promise<MfaState> {
			const user = await identity.call<CognitoUser>('GetUser', { AccessToken: accessToken })
			const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value
			return {
				enabled: (user.UserMFASettingList ?? []).map((setting) => methodOfSetting[setting]).filter((method): method is MfaMethod => Boolean(method)),
				preferred: user.PreferredMfaSetting ? (methodOfSetting[user.PreferredMfaSetting] ?? null) : null,
				phoneNumber: attribute('phone_number') ?? null,
				phoneVerified: attribute('phone_number_verified') === 'true',
			}
		},

		/** The secret for an authenticator app; the app's first code then confirms it (verifyTotp). */
		async startTotpSetup(accessToken: string): Promise<string> {
			const { SecretCode } = await identity.call<{ SecretCode: string }>('AssociateSoftwareToken', { AccessToken: accessToken })
			return SecretCode
		},

		async verifyTotp(accessToken: string, code: string): Promise<void> {
			await identity.call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: code, FriendlyDeviceName: 'Robtua' })
		},

		/**
		 * One method's preference, as docs/product.md#sign-up-reset-and-attributes names them: DISABLED turns it off, ENABLED turns it on and
		 * leaves the preferred method as it is, PREFERRED makes it the one asked for, NOT_PREFERRED keeps it on
		 * without being the one asked for.
		 */
		async setMfaPreference(accessToken: string, method: MfaMethod, preference: MfaPreference): Promise<void> {
			const settings: { Enabled: boolean; PreferredMfa?: boolean } = { Enabled: preference !== 'DISABLED' }
			if (preference === 'PREFERRED') settings.PreferredMfa = true
			if (preference === 'NOT_PREFERRED' || preference === 'DISABLED') settings.PreferredMfa = false
			const key = method === 'TOTP' ? 'SoftwareTokenMfaSettings' : 'SMSMfaSettings'
			await identity.call('SetUserMFAPreference', { AccessToken: accessToken, [key]: settings })
		},

		/**
		 * Sets or changes the phone number for SMS codes (docs/product.md#sign-up-reset-and-attributes update user attributes). A new number is
		 * not verified: when Cognito sent a code (CodeDeliveryDetailsList) the next step is confirmPhone.
		 */
		async changePhone(accessToken: string, phone: string): Promise<AttributeUpdateStep> {
			if (!phone.trim()) throw new IdentityError(EMPTY_PHONE_NUMBER, 'phone_number is empty', 400)
			const value = thaiPhoneToE164(phone)
			if (!value) throw new IdentityError(INVALID_PHONE_NUMBER, 'phone_number is not a Thai phone number', 400)
			const { CodeDeliveryDetailsList = [] } = await identity.call<{ CodeDeliveryDetailsList?: CodeDeliveryDetails[] }>('UpdateUserAttributes', {
				AccessToken: accessToken,
				UserAttributes: [{ Name: 'phone_number', Value: value }],
			})
			// Cognito texts the new number; a pool that verifies by email (the offline stand-in) names the email.
			const sent = CodeDeliveryDetailsList.find((details) => details.AttributeName === 'phone_number') ?? CodeDeliveryDetailsList[0]
			return sent ? { step: 'CONFIRM_ATTRIBUTE_WITH_CODE', ...deliveryOf(sent) } : { step: 'DONE' }
		},

		/** The code sent for the phone number confirms it (docs/product.md#sign-up-reset-and-attributes confirm attribute; docs/product.md#identity-input: not empty). */
		async confirmPhone(accessToken: string, code: string): Promise<void> {
			const typed = code.trim()
			if (!typed) throw new IdentityError(EMPTY_ATTRIBUTE_CODE, 'the confirmation code is empty', 400)
			await identity.call('VerifyUserAttribute', { AccessToken: accessToken, AttributeName: 'phone_number', Code: typed })
		},

		/** A new code for the phone number (docs/product.md#sign-up-reset-and-attributes send user attribute verification code). */
		async resendPhoneCode(accessToken: string): Promise<CodeDelivery> {
			const { CodeDeliveryDetails } = await identity.call<{ CodeDeliveryDetails?: CodeDeliveryDetails }>('GetUserAttributeVerificationCode', {
				AccessToken: accessToken,
				AttributeName: 'phone_number',
			})
			return CodeDeliveryDetails ? deliveryOf(CodeDeliveryDetails) : {}
		},

		async listDevices(accessToken: string): Promise<RememberedDevice[]> {
			const { Devices = [] } = await identity.call<{ Devices?: CognitoDevice[] }>('ListDevices', { AccessToken: accessToken, Limit: DEVICE_LIST_LIMIT })
			return Devices.map((device) => {
				const attribute = (name: string) => device.DeviceAttributes?.find((entry) => entry.Name === name)?.Value
				const status = attribute('dev:device_remembered_status')
				return {
					key: device.DeviceKey,
					name: attribute('device_name') ?? null,
					remembered: status === undefined ? null : status === 'remembered',
					createDate: device.DeviceCreateDate ?? null,
					lastModifiedDate: device.DeviceLastModifiedDate ?? null,
					lastAuthenticatedDate: device.DeviceLastAuthenticatedDate ?? null,
				}
			})
		},

		async forgetDevice(accessToken: string, deviceKey: string): Promise<void> {
			await identity.call('ForgetDevice', { AccessToken: accessToken, DeviceKey: deviceKey })
		},

		/** Whether a tracked device skips the second step at sign-in (a pool that lets people choose). */
		async setDeviceRemembered(accessToken: string, deviceKey: string, remembered: boolean): Promise<void> {
			await identity.call('UpdateDeviceStatus', { AccessToken: accessToken, DeviceKey: deviceKey, DeviceRememberedStatus: remembered ? 'remembered' : 'not_remembered' })
		},

		/**
		 * Sign-out everywhere: every refresh token of the person stops working, so each browser they are
		 * signed in on is signed out at its next refresh (its access token lasts at most an hour).
		 */
		async signOutEverywhere(accessToken: string): Promise<void> {
			await identity.call('GlobalSignOut', { AccessToken: accessToken })
		},

		/**
		 * Sign-out (docs/product.md#identity-service-calls revoke token): the refresh token stops working, so a copied session cookie
		 * outlives the sign-out only until its access token expires (at most an hour).
		 */
		async revokeRefreshToken(clientId: string, refreshToken: string): Promise<void> {
			await identity.call('RevokeToken', { ClientId: clientId, Token: refreshToken })
		},
	}
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>
