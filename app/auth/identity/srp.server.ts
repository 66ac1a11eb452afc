import { createHmac } from 'node:crypto'
import { AuthenticationHelper, DateHelper } from 'amazon-cognito-identity-js'
// BigInteger is not re-exported by the package's index; the SRP helper needs its own class.
import BigIntegerModule from 'amazon-cognito-identity-js/lib/BigInteger.js'

type BigIntegerCtor = new (value: string, radix: number) => unknown
const BigInteger = ((BigIntegerModule as { default?: unknown }).default ?? BigIntegerModule) as BigIntegerCtor

/**
 * Secure Remote Password for Cognito's USER_SRP_AUTH and CUSTOM_AUTH: the library does the SRP maths,
 * so the password never leaves this server. One instance per sign-in attempt (it holds the secret `a`).
 */
export function createSrpSession(userPoolId: string) {
	const poolName = userPoolId.split('_')[1] ?? ''
	const helper = new AuthenticationHelper(poolName)

	function largeA(): Promise<string> {
		return new Promise((resolve, reject) => {
			helper.getLargeAValue((error, value) => (error ? reject(error) : resolve(value.toString(16))))
		})
	}

	/** The PASSWORD_VERIFIER challenge responses for the server's SRP_B, SALT and SECRET_BLOCK. */
	async function passwordVerifier(parameters: Record<string, string>, password: string, now = new DateHelper().getNowString()) {
		const userId = parameters.USER_ID_FOR_SRP ?? ''
		const hkdf = await new Promise<Buffer>((resolve, reject) => {
			helper.getPasswordAuthenticationKey(
				userId,
				password,
				new BigInteger(parameters.SRP_B ?? '', 16),
				new BigInteger(parameters.SALT ?? '', 16),
				(error, key) => (error ? reject(error) : resolve(key)),
			)
		})
		const signature = createHmac('sha256', hkdf)
			.update(Buffer.concat([Buffer.from(poolName), Buffer.from(userId), Buffer.from(parameters.SECRET_BLOCK ?? '', 'base64'), Buffer.from(now)]))
			.digest('base64')
		return { USERNAME: userId, PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK ?? '', TIMESTAMP: now, PASSWORD_CLAIM_SIGNATURE: signature }
	}

	return { largeA, passwordVerifier }
}
