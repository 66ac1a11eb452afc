import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { productApiFor } from '#app/api/product-api.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { currentAuth } from './current-user.server.ts'
import { accountSecurity } from './identity/identity.server.ts'
import { readSession, type SessionData } from './session.server.ts'

/**
 * Ends the browser's sign-in where every replica and the API will see it (docs/architecture.md#sessions-and-tokens): the API refuses
 * this sign-in's tokens from now on (a copied cookie or access token included), and the identity
 * service revokes its refresh token. Best effort: the cookie is cleared by the caller whatever happens
 * here, and a sign-out must not fail because a service is down (the log says so).
 */
export async function endSignIn(request: Request, context: AppLoadContext) {
	const session = await sessionWithFreshTokens(request, context)
	if (!session.tokens) return
	const { refreshToken } = session.tokens
	await Promise.all([
		productApiFor(request, context, session)
			.post(apiPath('/v1/me/sign-out'))
			.catch((error: unknown) => context.log?.warn({ err: error }, 'the API could not record the sign-out')),
		refreshToken
			? accountSecurity
					.revokeRefreshToken(getConfig().IDENTITY_CLIENT_ID, refreshToken)
					.catch((error: unknown) => context.log?.warn({ err: error }, 'could not revoke the refresh token on sign-out'))
			: undefined,
	])
}

/**
 * "Sign out everywhere": every sign-in of the person ends, on every browser. It is the person's explicit
 * wish, so a failure is thrown for the page to explain (they stay signed in here and can try again).
 */
export async function endEverySignIn(request: Request, context: AppLoadContext) {
	const session = await sessionWithFreshTokens(request, context)
	if (!session.tokens) return
	// The API first: once it has recorded the time, no access token of an earlier sign-in passes anywhere.
	await productApiFor(request, context, session).post(apiPath('/v1/me/sign-out-everywhere'))
	await accountSecurity.signOutEverywhere(session.tokens.accessToken)
}

/** The session, its tokens refreshed when expired, so the API accepts the sign-out (a stale one could not be revoked). */
async function sessionWithFreshTokens(request: Request, context: AppLoadContext): Promise<SessionData> {
	try {
		return (await currentAuth(request, context)).session
	} catch (error) {
		context.log?.warn({ err: error }, 'could not refresh the session before signing out')
		return readSession(request)
	}
}
