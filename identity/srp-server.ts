import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Cognito's side of SRP (USER_SRP_AUTH and DEVICE_SRP_AUTH, then their PASSWORD_VERIFIER answers):
 * SRP-6a over RFC 5054's 3072-bit group with SHA-256, as Cognito's client libraries speak it. The
 * password never reaches the server: it keeps a salt and a verifier made from it, and the exchange
 * checks the client's claim against those. For a remembered device (ConfirmDevice gave its salt and
 * verifier) the device group key stands for the pool and the device key for the name. The web's tests
 * use the same maths (app/auth/identity/__fixtures__/srp-server.ts).
 */

export const N = BigInt(
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
export const g = 2n

/** An even-length hex string, with a leading 00 when the top bit is set (as the client libraries pad). */
export function padHex(value: bigint): string {
	let hex = value.toString(16)
	if (hex.length % 2) hex = `0${hex}`
	return /^[89a-f]/i.test(hex) ? `00${hex}` : hex
}
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
export const hexHash = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'))
export const toBig = (hex: string) => BigInt(`0x${hex}`)

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
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

/** Cognito's TIMESTAMP, e.g. "Mon Jan 6 09:05:03 UTC 2025". */
export const COGNITO_TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) [1-9]\d? \d{2}:\d{2}:\d{2} UTC \d{4}$/

/** A hex string sent as base64 of its bytes (ConfirmDevice's salt and verifier) as a number. */
export const fromBase64Hex = (base64: string) => toBig(Buffer.from(base64, 'base64').toString('hex') || '0')

/** What the server keeps between its challenge and the client's claim. */
export type SrpExchange = { A: string; B: string; b: string; secretBlock: string }

/** A verifier as Cognito keeps one: `poolName` and `name` are the pool and user id, or the device group key and device key. */
export type SrpVerifier = { poolName: string; name: string; salt: bigint; verifier: bigint }

/** SALT, SECRET_BLOCK and SRP_B for the client's SRP_A, and what to keep for its answer; none for an invalid SRP_A. */
export function srpChallenge(srp: Pick<SrpVerifier, 'salt' | 'verifier'>, srpA: string | undefined): { parameters: Record<string, string>; exchange: SrpExchange } | undefined {
	if (!srpA || !/^[0-9a-f]+$/i.test(srpA)) return undefined
	const A = toBig(srpA)
	if (A % N === 0n) return undefined
	const b = toBig(randomBytes(128).toString('hex'))
	const B = (k * srp.verifier + modPow(g, b, N)) % N
	const secretBlock = randomBytes(64).toString('base64')
	return {
		parameters: { SALT: srp.salt.toString(16), SECRET_BLOCK: secretBlock, SRP_B: B.toString(16) },
		exchange: { A: A.toString(16), B: B.toString(16), b: b.toString(16), secretBlock },
	}
}

/** Whether the client's PASSWORD_VERIFIER (or DEVICE_PASSWORD_VERIFIER) answer proves it knows the password behind the verifier. */
export function srpClaimVerifies(srp: Pick<SrpVerifier, 'poolName' | 'name' | 'verifier'>, exchange: SrpExchange, responses: Record<string, string>): boolean {
	const { PASSWORD_CLAIM_SIGNATURE: signature = '', PASSWORD_CLAIM_SECRET_BLOCK: block, TIMESTAMP: timestamp = '' } = responses
	if (block !== exchange.secretBlock || !COGNITO_TIMESTAMP.test(timestamp)) return false
	const [A, B, b] = [toBig(exchange.A), toBig(exchange.B), toBig(exchange.b)]
	const u = toBig(hexHash(padHex(A) + padHex(B)))
	if (u === 0n) return false
	const S = modPow((A * modPow(srp.verifier, u, N)) % N, b, N)
	// HKDF-SHA256 of S with u as the salt, as the client derives its key.
	const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest()
	const key = createHmac('sha256', prk).update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])])).digest().subarray(0, 16)
	const expected = createHmac('sha256', key)
		.update(Buffer.concat([Buffer.from(srp.poolName), Buffer.from(srp.name), Buffer.from(exchange.secretBlock, 'base64'), Buffer.from(timestamp)]))
		.digest()
	const given = Buffer.from(signature, 'base64')
	return given.length === expected.length && timingSafeEqual(given, expected)
}

export type DeviceVerifier = { groupKey: string; deviceKey: string; salt: string; verifier: string }

/** A remembered device's verifier: ConfirmDevice sent its salt and verifier as base64 of their hex's bytes. */
const deviceSrp = (device: DeviceVerifier): SrpVerifier => ({
	poolName: device.groupKey,
	name: device.deviceKey,
	salt: fromBase64Hex(device.salt),
	verifier: fromBase64Hex(device.verifier),
})

/** The DEVICE_PASSWORD_VERIFIER parameters for the client's SRP_A, and what to keep for its answer; none for an invalid SRP_A. */
export const deviceChallenge = (device: DeviceVerifier, srpA: string | undefined) => srpChallenge(deviceSrp(device), srpA)

/** Whether the client's DEVICE_PASSWORD_VERIFIER answer proves it holds the password behind the device's verifier. */
export const deviceClaimVerifies = (device: DeviceVerifier, exchange: SrpExchange, responses: Record<string, string>) =>
	srpClaimVerifies(deviceSrp(device), exchange, responses)
