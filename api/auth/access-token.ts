import { createHash } from 'node:crypto'
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose'

export type AccessTokenClaims = {
	sub: string
	username: string
	scope: string
	/**
	 * The sign-in this token belongs to: Cognito's `origin_jti`, the same for every token that sign-in and
	 * its refresh token make (the token's own `jti` when a token has none), so "Sign out" can end it.
	 */
	signInId: string
	/** When the person authenticated (`auth_time`, kept across refreshes), in seconds; for "Sign out everywhere". */
	authTime: number
	/** When the token expires (`exp`), in seconds: a stream opened with it ends then. */
	expiresAt?: number
}

export type AccessTokenVerifier = (token: string) => Promise<AccessTokenClaims>

export class InvalidTokenError extends Error {}

/** Seconds a token is still taken after its `exp`, for clocks a little apart. */
const CLOCK_TOLERANCE_S = 5

/**
 * Verifies a Cognito access token: signature against the issuer's JWKS (fetched once, cached and
 * refreshed by jose), issuer, expiry, `token_use` and our app client. A token verified once is not
 * verified again until it expires (rememberVerified): whether its sign-in has ended is asked on every
 * request all the same (api/http/authenticate.ts).
 */
export function createAccessTokenVerifier({
	issuer,
	clientId,
	keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 }),
	remembered = 5_000,
}: {
	issuer: string
	clientId: string
	keys?: JWTVerifyGetKey
	/** How many verified tokens are remembered (0: none). */
	remembered?: number
}): AccessTokenVerifier {
	const verify: AccessTokenVerifier = async (token) => {
		try {
			const { payload } = await jwtVerify(token, keys, { issuer, clockTolerance: CLOCK_TOLERANCE_S })
			if (payload.token_use !== 'access') throw new InvalidTokenError('not an access token')
			if (payload.client_id !== clientId) throw new InvalidTokenError('issued to another client')
			if (typeof payload.sub !== 'string') throw new InvalidTokenError('no subject')
			const signInId = typeof payload.origin_jti === 'string' ? payload.origin_jti : payload.jti
			if (!signInId) throw new InvalidTokenError('no token id')
			const authTime = typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat
			if (typeof authTime !== 'number') throw new InvalidTokenError('no authentication time')
			return {
				sub: payload.sub,
				username: typeof payload.username === 'string' ? payload.username : payload.sub,
				scope: typeof payload.scope === 'string' ? payload.scope : '',
				signInId,
				authTime,
				expiresAt: typeof payload.exp === 'number' ? payload.exp : undefined,
			}
		} catch (error) {
			if (error instanceof InvalidTokenError) throw error
			if (error instanceof errors.JOSEError) throw new InvalidTokenError(error.code)
			throw error
		}
	}
	return remembered > 0 ? rememberVerified(verify, remembered) : verify
}

/**
 * The claims of tokens verified already, until each expires: a signature check costs a third of a
 * millisecond of CPU, and a page asks the API with the same token several times. Keyed by the token's
 * SHA-256; the least recently used goes first when `max` are kept. A key the issuer withdraws still
 * counts for the tokens it signed until they expire (an hour at most). Failures are not remembered.
 */
export function rememberVerified(verify: AccessTokenVerifier, max: number, now = () => Date.now()): AccessTokenVerifier {
	const known = new Map<string, AccessTokenClaims>()
	return async (token) => {
		const key = createHash('sha256').update(token).digest('base64url')
		const claims = known.get(key)
		if (claims) {
			known.delete(key)
			if (claims.expiresAt !== undefined && now() / 1000 <= claims.expiresAt + CLOCK_TOLERANCE_S) {
				known.set(key, claims)
				return claims
			}
		}
		const verified = await verify(token)
		// A token without an expiry is verified each time.
		if (verified.expiresAt !== undefined) {
			known.set(key, verified)
			if (known.size > max) known.delete(known.keys().next().value!)
		}
		return verified
	}
}
