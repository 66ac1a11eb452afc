import { createRequire } from 'node:module'
import { errors, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose'
import { NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors.js'
import type { CognitoService } from 'cognito-local/lib/services/cognitoService.js'
import type { Context } from 'cognito-local/lib/services/context.js'
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js'

const publicKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.public.json') as { jwk: JWK }
let verifyingKey: ReturnType<typeof importJWK> | undefined

export type AccessTokenHolder = { pool: UserPoolService; user: User; claims: JWTPayload & { client_id: string; sub: string } }

/**
 * The person an access token names, checked as Cognito checks it: signed by this stand-in for one of
 * its pools, not expired, an access token, and its person still there. (cognito-local's own targets
 * only decode the token; the operations added here are the ones that decide whose devices change.)
 */
export async function holderOfAccessToken(ctx: Context, cognito: CognitoService, token: unknown): Promise<AccessTokenHolder> {
	if (typeof token !== 'string' || !token) throw new NotAuthorizedError('Invalid Access Token')
	verifyingKey ??= importJWK(publicKey.jwk, 'RS256')
	let claims: JWTPayload
	try {
		claims = (await jwtVerify(token, await verifyingKey, { algorithms: ['RS256'] })).payload
	} catch (error) {
		throw new NotAuthorizedError(error instanceof errors.JWTExpired ? 'Access Token has expired' : 'Invalid Access Token')
	}
	const { client_id: clientId, sub, token_use: use } = claims
	if (use !== 'access' || typeof clientId !== 'string' || typeof sub !== 'string') throw new NotAuthorizedError('Invalid Access Token')
	const pool = await cognito.getUserPoolForClientId(ctx, clientId).catch(() => {
		throw new NotAuthorizedError('Invalid Access Token')
	})
	if (!claims.iss?.endsWith(`/${pool.options.Id}`)) throw new NotAuthorizedError('Invalid Access Token')
	const user = await pool.getUserByUsername(ctx, sub)
	if (!user) throw new UserNotFoundError('User does not exist.')
	return { pool, user, claims: { ...claims, client_id: clientId, sub } }
}
