import { randomBytes } from 'node:crypto'
import { COGNITO_TIMESTAMP, fromBase64Hex, g, hexHash, modPow, N, padHex, sha256Hex, srpChallenge, srpClaimVerifies, toBig, type SrpExchange, type SrpVerifier } from '#identity/srp-server.ts'

/**
 * Cognito's side of USER_SRP_AUTH and DEVICE_SRP_AUTH for the web's sign-in tests: the identity
 * stand-in's SRP maths (identity/srp-server.ts), so the client's PASSWORD_VERIFIER and
 * DEVICE_PASSWORD_VERIFIER answers, and the device verifier sent in ConfirmDevice, are checked by real
 * maths, not by their shape. Each user or device here keeps its one exchange between challenge and answer.
 */

export { COGNITO_TIMESTAMP }

function srpVerifier(srp: SrpVerifier) {
	let exchange: SrpExchange | undefined

	return {
		/** SALT, SECRET_BLOCK and SRP_B for the client's SRP_A. */
		challenge(srpA: string): Record<string, string> {
			const challenge = srpChallenge(srp, srpA)
			if (!challenge) throw new Error('SRP_A must be hex and not 0 mod N')
			exchange = challenge.exchange
			return challenge.parameters
		},
		/** Whether the client's password claim proves it knows the password behind the verifier. */
		verifies: (responses: Record<string, string>): boolean => exchange !== undefined && srpClaimVerifies(srp, exchange, responses),
	}
}

/** One user of a pool, as Cognito stores them: a salt and a verifier made from the password. */
export function srpUser({ poolName, userId, password }: { poolName: string; userId: string; password: string }) {
	const salt = toBig(randomBytes(16).toString('hex'))
	const x = toBig(hexHash(padHex(salt) + sha256Hex(`${poolName}${userId}:${password}`)))
	const srp = srpVerifier({ poolName, name: userId, salt, verifier: modPow(g, x, N) })

	return {
		/** The PASSWORD_VERIFIER challenge parameters for the client's SRP_A. */
		challenge: (srpA: string): Record<string, string> => ({ ...srp.challenge(srpA), USERNAME: userId, USER_ID_FOR_SRP: userId }),
		/** Whether the client's PASSWORD_VERIFIER answer proves it knows the password. */
		verifies: (responses: Record<string, string>): boolean => responses.USERNAME === userId && srp.verifies(responses),
	}
}

/**
 * A user's device as Cognito stores it after ConfirmDevice: the salt and verifier the client sent in
 * DeviceSecretVerifierConfig, under the device group key. Nothing else is known of the device password.
 */
export function srpDevice({ userId, groupKey, deviceKey, config }: { userId: string; groupKey: string; deviceKey: string; config: { Salt: string; PasswordVerifier: string } }) {
	const srp = srpVerifier({ poolName: groupKey, name: deviceKey, salt: fromBase64Hex(config.Salt), verifier: fromBase64Hex(config.PasswordVerifier) })

	return {
		/** The DEVICE_PASSWORD_VERIFIER challenge parameters for the client's SRP_A (from DEVICE_SRP_AUTH). */
		challenge: (srpA: string): Record<string, string> => ({ ...srp.challenge(srpA), USERNAME: userId }),
		/** Whether the client's DEVICE_PASSWORD_VERIFIER answer proves it holds the device password. */
		verifies: (responses: Record<string, string>): boolean => responses.USERNAME === userId && responses.DEVICE_KEY === deviceKey && srp.verifies(responses),
	}
}
