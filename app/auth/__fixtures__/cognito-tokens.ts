import { randomBytes } from 'node:crypto'

// Tokens the size Cognito issues (an access token ~1.1 KB, an id token ~1.3 KB, a refresh token
// ~1.8 KB), with real claims, so size limits are tested against what production carries.

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const opaque = (length: number) => randomBytes(Math.ceil(length)).toString('base64url').slice(0, length)

export const USER_ID = '7c4e2a90-3b1d-4f6e-9a85-2d1c0b7e4f31'
const ISSUER = 'https://cognito-idp.ap-southeast-1.amazonaws.com/ap-southeast-1_Robtua01'
const CLIENT_ID = '4f1kq2l3m9n8b7v6c5x4z3a2s1'

/** A signed JWT of `length` characters: header, the claims (padded with an opaque claim), an RS256 signature. */
export function jwtOfLength(claims: Record<string, unknown>, length: number): string {
	const header = base64url({ kid: 'qH3fXe2Yp0ZcY0kq1cN5mT9oU4rW7sA8dF6gJ2hK1lM=', alg: 'RS256' })
	const signature = opaque(342)
	const bare = base64url(claims).length
	const room = length - header.length - signature.length - 2
	// Each 3 bytes of JSON grow to 4 base64url characters; `,"pad":""` costs 9 bytes.
	const padBytes = Math.max(0, Math.floor(((room - bare) * 3) / 4) - 9)
	const payload = base64url(padBytes > 0 ? { ...claims, pad: opaque(padBytes) } : claims)
	return `${header}.${payload}.${signature}`
}

/** Cognito's refresh token: an opaque JWE of `length` characters. */
export function refreshTokenOfLength(length: number): string {
	const header = base64url({ cty: 'JWT', enc: 'A256GCM', alg: 'RSA-OAEP' })
	const key = opaque(342)
	const iv = opaque(16)
	const tag = opaque(22)
	return [header, key, iv, opaque(length - header.length - key.length - iv.length - tag.length - 4), tag].join('.')
}

/** An AuthenticationResult as Cognito returns it after a sign-in, issued at `issuedAt` (seconds). */
export function cognitoSizedResult(issuedAt: number) {
	const common = { sub: USER_ID, iss: ISSUER, origin_jti: 'b1f0a3c2-6d7e-4f81-9c0a-5e2b3d4c6f70', event_id: 'e5d4c3b2-a190-4f8e-8d7c-6b5a49382716', auth_time: issuedAt, iat: issuedAt, exp: issuedAt + 3600 }
	return {
		AccessToken: jwtOfLength({ ...common, 'cognito:groups': ['members'], client_id: CLIENT_ID, token_use: 'access', scope: 'aws.cognito.signin.user.admin', jti: '0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d', username: USER_ID }, 1100),
		IdToken: jwtOfLength({ ...common, email_verified: true, 'cognito:username': USER_ID, aud: CLIENT_ID, token_use: 'id', jti: '1b0c9d8e-7f6a-4b5c-3d2e-1f0a9b8c7d6e', email: 'somchai@example.com' }, 1300),
		RefreshToken: refreshTokenOfLength(1800),
		ExpiresIn: 3600,
		TokenType: 'Bearer',
	}
}

/** Cognito's challenge Session string: opaque, about 1.2 KB. */
export const challengeSessionOfLength = (length = 1200) => `AYABe${opaque(length - 5)}`
