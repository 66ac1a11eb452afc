import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Cognito's side of USER_SRP_AUTH and DEVICE_SRP_AUTH (SRP-6a over the 3072-bit group, SHA-256), written
 * from the protocol so the client's PASSWORD_VERIFIER and DEVICE_PASSWORD_VERIFIER answers, and the
 * device verifier sent in ConfirmDevice, are checked by real maths, not by their shape.
 */

const N = BigInt(
	'0x' +
		'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
		'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
		'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
		'83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
		'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
		'15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
		'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
		'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
)
const g = 2n

/** An even-length hex string, with a leading 00 when the top bit is set (Java's toByteArray). */
function padHex(value: bigint): string {
	let hex = value.toString(16)
	if (hex.length % 2) hex = `0${hex}`
	return /^[89a-f]/i.test(hex) ? `00${hex}` : hex
}
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'))
const toBig = (hex: string) => BigInt(`0x${hex}`)

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
	let result = 1n
	base %= modulus
	while (exponent > 0n) {
		if (exponent & 1n) result = (result * base) % modulus
		base = (base * base) % modulus
		exponent >>= 1n
	}
	return result
}

const k = toBig(hexHash(padHex(N) + padHex(g)))

/** Cognito's TIMESTAMP format: "Mon Jan 6 09:05:03 UTC 2025". */
export const COGNITO_TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [1-9]\d? \d{2}:\d{2}:\d{2} UTC \d{4}$/

/** A hex string (as ConfirmDevice sends it: base64 of the hex's bytes) as a number. */
const fromBase64Hex = (base64: string) => toBig(Buffer.from(base64, 'base64').toString('hex'))

/**
 * An SRP verifier as Cognito keeps one (a salt and a verifier, never the password) and the exchange that
 * checks a claim against it: `poolName` and `name` are the pool name and user id for a person, the
 * device group key and device key for a remembered device.
 */
function srpVerifier({ poolName, name, salt, verifier }: { poolName: string; name: string; salt: bigint; verifier: bigint }) {
	let exchange: { A: bigint; B: bigint; b: bigint; secretBlock: string } | undefined

	return {
		/** SALT, SECRET_BLOCK and SRP_B for the client's SRP_A. */
		challenge(srpA: string): Record<string, string> {
			const A = toBig(srpA)
			if (A % N === 0n) throw new Error('SRP_A must not be 0 mod N')
			const b = toBig(randomBytes(128).toString('hex'))
			const B = (k * verifier + modPow(g, b, N)) % N
			exchange = { A, B, b, secretBlock: randomBytes(64).toString('base64') }
			return { SALT: salt.toString(16), SECRET_BLOCK: exchange.secretBlock, SRP_B: B.toString(16) }
		},
		/** Whether the client's password claim proves it knows the password behind the verifier. */
		verifies(responses: Record<string, string>): boolean {
			if (!exchange) return false
			const { A, B, b, secretBlock } = exchange
			const { PASSWORD_CLAIM_SIGNATURE: signature = '', PASSWORD_CLAIM_SECRET_BLOCK: block, TIMESTAMP: timestamp = '' } = responses
			if (block !== secretBlock || !COGNITO_TIMESTAMP.test(timestamp)) return false
			const u = toBig(hexHash(padHex(A) + padHex(B)))
			const S = modPow((A * modPow(verifier, u, N)) % N, b, N)
			const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest()
			const key = createHmac('sha256', prk).update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])])).digest().subarray(0, 16)
			const expected = createHmac('sha256', key)
				.update(Buffer.concat([Buffer.from(poolName), Buffer.from(name), Buffer.from(secretBlock, 'base64'), Buffer.from(timestamp)]))
				.digest()
			const given = Buffer.from(signature, 'base64')
			return given.length === expected.length && timingSafeEqual(given, expected)
		},
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
