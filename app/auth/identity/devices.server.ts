import type { IdentityClient } from './client.server.ts'
import { createDeviceSecret } from './srp.server.ts'

/**
 * A browser the identity service tracks (Cognito device tracking): its device key and group, and the
 * random device password only this browser holds (Cognito keeps a verifier of it, never the password).
 */
export type Device = { key: string; groupKey: string; password: string }

/** What a sign-in knows of the browser: its device, when it has one, and a name for a new one. */
export type Browser = { device?: Device; name?: string }

/** What Cognito hands a sign-in from a browser it does not know yet. */
export type NewDeviceMetadata = { DeviceKey: string; DeviceGroupKey: string }

/**
 * Confirms a new device as Cognito's own library does after a sign-in: a fresh device password, its
 * salt and verifier sent with the signed-in person's access token. `remembered` is false when the pool
 * lets people choose (UserConfirmationNecessary): the device is tracked, and remembered only once
 * the person asks for it.
 */
export async function confirmDevice(identity: IdentityClient, accessToken: string, metadata: NewDeviceMetadata, name?: string): Promise<{ device: Device; remembered: boolean }> {
	const secret = await createDeviceSecret(metadata.DeviceGroupKey, metadata.DeviceKey)
	const answer = await identity.call<{ UserConfirmationNecessary?: boolean }>('ConfirmDevice', {
		AccessToken: accessToken,
		DeviceKey: metadata.DeviceKey,
		DeviceSecretVerifierConfig: { Salt: secret.salt, PasswordVerifier: secret.verifier },
		...(name ? { DeviceName: name } : {}),
	})
	return { device: { key: metadata.DeviceKey, groupKey: metadata.DeviceGroupKey, password: secret.password }, remembered: answer.UserConfirmationNecessary !== true }
}
