import { createHmac } from 'node:crypto'
import { AuthenticationHelper, DateHelper } from 'amazon-cognito-identity-js'
// BigInteger is not re-exported by the package's index; the SRP helper needs its own class.
import BigIntegerModule from 'amazon-cognito-identity-js/lib/BigInteger.js'

type BigIntegerCtor = new (value: string, radix: number) => unknown
const BigInteger = ((BigIntegerModule as { default?: unknown }).default ?? BigIntegerModule) as BigIntegerCtor

/** The name user SRP hashes with: the user pool id without its region (ap-southeast-1_Abc → Abc). */
export function poolNameOf(userPoolId: string): string {
	return userPoolId.split('_')[1] ?? ''
}

/**
 * Secure Remote Password as Cognito speaks it: the library does the SRP maths, so no password leaves
 * this server. The same exchange proves a person's password (USER_SRP_AUTH, CUSTOM_AUTH: the pool name
 * and the user's id) and a remembered browser's device password (DEVICE_SRP_AUTH: the device group key
 * and the device key). One instance per attempt (it holds the secret `a`).
 */
export function createSrpSession(poolName: string) {
	const helper = new AuthenticationHelper(poolName)

	function largeA(): Promise<string> {
		return new Promise((resolve, reject) => {
			helper.getLargeAValue((error, value) => (error ? reject(error) : resolve(value.toString(16))))
		})
	}

	/**
	 * The password claim for the server's SRP_B, SALT and SECRET_BLOCK, made by `name` (the user's id,
	 * or the device key) with `password`; the caller adds USERNAME (and DEVICE_KEY).
	 */
	async function passwordClaim(parameters: Record<string, string>, name: string, password: string, now = new DateHelper().getNowString()) {
		const hkdf = await new Promise<Buffer>((resolve, reject) => {
			helper.getPasswordAuthenticationKey(
				name,
				password,
				new BigInteger(parameters.SRP_B ?? '', 16),
				new BigInteger(parameters.SALT ?? '', 16),
				(error, key) => (error ? reject(error) : resolve(key)),
			)
		})
		const signature = createHmac('sha256', hkdf)
			.update(Buffer.concat([Buffer.from(poolName), Buffer.from(name), Buffer.from(parameters.SECRET_BLOCK ?? '', 'base64'), Buffer.from(now)]))
			.digest('base64')
		return { PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK ?? '', TIMESTAMP: now, PASSWORD_CLAIM_SIGNATURE: signature }
	}

	return { largeA, passwordClaim }
}

/**
 * A new device's secret as ConfirmDevice takes it: a random password only this browser keeps, and the
 * salt and verifier Cognito keeps instead of it (base64 of the hex, as the library sends them).
 */
export function createDeviceSecret(deviceGroupKey: string, deviceKey: string): Promise<{ password: string; salt: string; verifier: string }> {
	const helper = new AuthenticationHelper(deviceGroupKey)
	return new Promise((resolve, reject) => {
		helper.generateHashDevice(deviceGroupKey, deviceKey, (error) => {
			if (error) return reject(error)
			resolve({
				password: helper.getRandomPassword(),
				salt: Buffer.from(helper.getSaltDevices(), 'hex').toString('base64'),
				verifier: Buffer.from(helper.getVerifierDevices(), 'hex').toString('base64'),
			})
		})
	})
}
