// The package's own typings leave out its SRP helpers, which it does export at run time.
import 'amazon-cognito-identity-js'

declare module 'amazon-cognito-identity-js' {
	export class AuthenticationHelper {
		constructor(poolName: string)
		getLargeAValue(callback: (error: unknown, value: { toString(radix: number): string }) => void): void
		getPasswordAuthenticationKey(username: string, password: string, serverB: unknown, salt: unknown, callback: (error: unknown, key: Buffer) => void): void
		/** A new device's random password, salt and verifier; read them with the three getters below. */
		generateHashDevice(deviceGroupKey: string, deviceKey: string, callback: (error: unknown, nothing: null) => void): void
		getRandomPassword(): string
		/** Hex. */
		getSaltDevices(): string
		/** Hex. */
		getVerifierDevices(): string
	}
	export class DateHelper {
		getNowString(): string
	}
}
