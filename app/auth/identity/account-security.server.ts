import type { IdentityClient } from './client.server.ts'

/** Spec 4.2's MFA preference values, per method. */
export const mfaPreferences = ['DISABLED', 'ENABLED', 'PREFERRED', 'NOT_PREFERRED'] as const
export type MfaPreference = (typeof mfaPreferences)[number]
export type MfaMethod = 'TOTP' | 'SMS'

/** Spec 9: the remembered devices list shows at most 60. */
export const DEVICE_LIST_LIMIT = 60

export type MfaState = { enabled: MfaMethod[]; preferred: MfaMethod | null; phoneNumber: string | null; phoneVerified: boolean }

export type RememberedDevice = { key: string; name: string | null; createDate: number | null; lastModifiedDate: number | null; lastAuthenticatedDate: number | null }

const methodOfSetting: Record<string, MfaMethod> = { SOFTWARE_TOKEN_MFA: 'TOTP', SMS_MFA: 'SMS' }

type CognitoUser = { UserAttributes?: { Name: string; Value: string }[]; UserMFASettingList?: string[]; PreferredMfaSetting?: string }
type CognitoDevice = {
	DeviceKey: string
	DeviceAttributes?: { Name: string; Value: string }[]
	DeviceCreateDate?: number
	DeviceLastModifiedDate?: number
	DeviceLastAuthenticatedDate?: number
}

/**
 * MFA and remembered devices of the signed-in person (spec 4.2, 7.2): every call carries their access
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
		 * One method's preference, as spec 4.2 names them: DISABLED turns it off, ENABLED turns it on and
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

		async listDevices(accessToken: string): Promise<RememberedDevice[]> {
			const { Devices = [] } = await identity.call<{ Devices?: CognitoDevice[] }>('ListDevices', { AccessToken: accessToken, Limit: DEVICE_LIST_LIMIT })
			return Devices.map((device) => ({
				key: device.DeviceKey,
				name: device.DeviceAttributes?.find((entry) => entry.Name === 'device_name')?.Value ?? null,
				createDate: device.DeviceCreateDate ?? null,
				lastModifiedDate: device.DeviceLastModifiedDate ?? null,
				lastAuthenticatedDate: device.DeviceLastAuthenticatedDate ?? null,
			}))
		},

		async forgetDevice(accessToken: string, deviceKey: string): Promise<void> {
			await identity.call('ForgetDevice', { AccessToken: accessToken, DeviceKey: deviceKey })
		},

		/**
		 * Sign-out (spec 7.2 revoke token): the refresh token stops working, so a copied session cookie
		 * outlives the sign-out only until its access token expires (at most an hour).
		 */
		async revokeRefreshToken(clientId: string, refreshToken: string): Promise<void> {
			await identity.call('RevokeToken', { ClientId: clientId, Token: refreshToken })
		},
	}
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>
