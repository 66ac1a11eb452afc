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

/**
 * Verifies a Cognito access token: signature against the issuer's JWKS (fetched once, cached and
 * refreshed by jose), issuer, expiry, `token_use` and our app client.
 */
export function createAccessTokenVerifier({
	issuer,
	clientId,
	keys = createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`), { cooldownDuration: 30_000 }),
}: {
	issuer: string
	clientId: string
	keys?: JWTVerifyGetKey
}): AccessTokenVerifier {
	return async (token) => {
		try {
			const { payload } = await jwtVerify(token, keys, { issuer, clockTolerance: 5 })
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
}
