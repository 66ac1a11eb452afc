import { errors, jwtVerify, SignJWT } from 'jose'

const audience = 'robtua-business-user'
const issuer = 'robtua-api'

export type BusinessUserTokenClaims = { sub: string; businessUserId: string; businessAccountId: string }

export class InvalidBusinessUserTokenError extends Error {}

/**
 * Our own short-lived tokens for acting as a business user, bound to the person (their identity `sub`)
 * and the business user; sent back in `Bu-Authorization`.
 */
export function createBusinessUserTokens({ secret, ttlSeconds }: { secret: string; ttlSeconds: number }) {
	const key = new TextEncoder().encode(secret)
	return {
		async issue(claims: BusinessUserTokenClaims, now = new Date()) {
			const expiresAt = new Date(now.getTime() + ttlSeconds * 1000)
			const token = await new SignJWT({ bu: claims.businessUserId, ba: claims.businessAccountId })
				.setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
				.setSubject(claims.sub)
				.setIssuer(issuer)
				.setAudience(audience)
				.setIssuedAt(Math.floor(now.getTime() / 1000))
				.setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
				.sign(key)
			return { token, expiresAt }
		},
		async verify(token: string, { sub }: { sub: string }): Promise<BusinessUserTokenClaims> {
			try {
				const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] })
				if (payload.sub !== sub) throw new InvalidBusinessUserTokenError('issued to another person')
				if (typeof payload.bu !== 'string' || typeof payload.ba !== 'string') throw new InvalidBusinessUserTokenError('malformed')
				return { sub, businessUserId: payload.bu, businessAccountId: payload.ba }
			} catch (error) {
				if (error instanceof InvalidBusinessUserTokenError) throw error
				if (error instanceof errors.JOSEError) throw new InvalidBusinessUserTokenError(error.code)
				throw error
			}
		},
	}
}

export type BusinessUserTokens = ReturnType<typeof createBusinessUserTokens>
