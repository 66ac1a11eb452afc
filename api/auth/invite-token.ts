import { errors, jwtVerify, SignJWT } from 'jose'
import { z } from 'zod'

// Signed with the business-user token secret, under an audience of their own: an invite never passes
// as a business-user token (audience 'robtua-business-user'), nor a business-user token as an invite.
const audience = 'robtua:business-user-invite'
const issuer = 'robtua-api'

export type InviteTokenClaims = { inviteId: string; businessUserId: string; createdAt: Date; expiresAt: Date }

export class InvalidInviteTokenError extends Error {}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const inviteClaims = z.object({ jti: z.guid(), bu: z.guid() })

/**
 * The token of an invite link. HS256 is deterministic and every claim comes from the invite's row
 * (iat is its createdAt), so the same invite always signs to the same token: nothing secret is stored,
 * and an admin can copy the link again. Revoking is the row's business; this only proves the API made it.
 */
export function createInviteTokens({ secret }: { secret: string }) {
	const key = new TextEncoder().encode(secret)
	return {
		sign(invite: InviteTokenClaims) {
			return new SignJWT({ bu: invite.businessUserId })
				.setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
				.setJti(invite.inviteId)
				.setIssuer(issuer)
				.setAudience(audience)
				.setIssuedAt(seconds(invite.createdAt))
				.setExpirationTime(seconds(invite.expiresAt))
				.sign(key)
		},
		async verify(token: string): Promise<{ inviteId: string; businessUserId: string }> {
			try {
				const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'], requiredClaims: ['jti', 'exp'] })
				const claims = inviteClaims.safeParse(payload)
				if (!claims.success) throw new InvalidInviteTokenError('malformed')
				return { inviteId: claims.data.jti, businessUserId: claims.data.bu }
			} catch (error) {
				if (error instanceof InvalidInviteTokenError) throw error
				if (error instanceof errors.JOSEError) throw new InvalidInviteTokenError(error.code)
				throw error
			}
		},
	}
}

export type InviteTokens = ReturnType<typeof createInviteTokens>
