import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { InvalidTokenError, type AccessTokenVerifier } from '#api/auth/access-token.ts'
import { InvalidBusinessUserTokenError, type BusinessUserTokens } from '#api/auth/business-user-token.ts'
import type { IdentityDirectory } from '#api/auth/identity-directory.ts'
import type { Database } from '#api/db/client.ts'
import { findBusinessUserAccess } from '#api/business-account/index.ts'
import { ensureProfile } from '#api/profile/index.ts'
import type { SignInChecks } from '#api/account/index.ts'
import type { ApiEnv } from './env.ts'
import { ProblemError } from './problems.ts'

export type AuthDeps = {
	db: Database
	verifyAccessToken: AccessTokenVerifier
	identity: IdentityDirectory
	businessUserTokens: BusinessUserTokens
	/** This replica's checks of whether a sign-in has ended (api/account/sign-in-checks.ts). */
	signIns: SignInChecks
}

function bearer(header: string | undefined) {
	const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
	return match?.[1]
}

/**
 * Requires a valid access token of a sign-in that has not ended (401 otherwise) and resolves the caller's profile. A Bu-Authorization
 * token must be ours, bound to this person, and their membership must still stand (else 403).
 */
export function authenticate(deps: AuthDeps) {
	return createMiddleware<ApiEnv>(async (c, next) => {
		const accessToken = bearer(c.req.header('Authorization'))
		if (!accessToken) throw new ProblemError(401, 'unauthenticated', 'Send an access token in the Authorization header')
		let claims
		try {
			claims = await deps.verifyAccessToken(accessToken)
		} catch (error) {
			if (error instanceof InvalidTokenError) throw new ProblemError(401, 'invalid_token', error.message)
			throw error
		}
		const profile = await ensureProfile(deps.db, { sub: claims.sub, accessToken, identity: deps.identity })
		if (await deps.signIns.hasEnded(deps.db, profile, claims)) throw new ProblemError(401, 'token_revoked', 'This sign-in has ended: sign in again')

		let activeBusinessUser = null
		const businessUserToken = bearer(c.req.header('Bu-Authorization'))
		if (businessUserToken) {
			let businessUserId: string
			try {
				;({ businessUserId } = await deps.businessUserTokens.verify(businessUserToken, { sub: claims.sub }))
			} catch (error) {
				if (error instanceof InvalidBusinessUserTokenError) throw new ProblemError(401, 'invalid_business_user_token', error.message)
				throw error
			}
			activeBusinessUser = await findBusinessUserAccess(deps.db, profile.id, businessUserId)
			if (!activeBusinessUser) throw new ProblemError(403, 'forbidden', 'You no longer work as this business user')
		}

		c.set('caller', { claims, accessToken, profile, activeBusinessUser })
		await next()
	})
}

/** The caller when a token is sent (verified as for any signed-in route), a visitor otherwise. */
export function visitorOrSignedIn(auth: MiddlewareHandler): MiddlewareHandler {
	return createMiddleware<ApiEnv>(async (c, next) => (c.req.header('Authorization') ? auth(c, next) : next()))
}
