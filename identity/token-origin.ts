import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose'
import { JwtTokenGenerator, type Tokens } from 'cognito-local/lib/services/tokenGenerator.js'

/**
 * What a token keeps of the authentication it comes from, as Cognito's do: `origin_jti` names one
 * sign-in (its access, id and refresh tokens, and every token later made from that refresh token),
 * `auth_time` is when the person authenticated, and `device_key` the device they signed in on.
 */
export type TokenOrigin = { originJti?: string; authTime?: number; deviceKey?: string }

const origins = new AsyncLocalStorage<TokenOrigin>()

/** Runs `work` (a cognito-local target) so that the tokens it makes carry `origin`. */
export function withTokenOrigin<T>(origin: TokenOrigin, work: () => T): T {
	return origins.run(origin, work)
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)
const seconds = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

/**
 * The origin a refresh token carries: it is a JWT this stand-in signed. One made before tokens carried
 * an origin stands for its own sign-in (its jti, its issue time). Anything else has none: the target
 * refuses it.
 */
export function originOfRefreshToken(token: unknown): TokenOrigin {
	let claims: JWTPayload
	try {
		claims = typeof token === 'string' ? decodeJwt(token) : {}
	} catch {
		return {}
	}
	return {
		originJti: text(claims.origin_jti) ?? text(claims.jti),
		authTime: seconds(claims.auth_time) ?? seconds(claims.iat),
		deviceKey: text(claims.device_key),
	}
}

// cognito-local's own key (its JWKS publishes the public half), so the tokens verify as before.
const privateKey = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as { jwk: JWK }
let signingKey: ReturnType<typeof importJWK> | undefined

async function resign(token: string, claims: JWTPayload): Promise<string> {
	const { kid } = decodeProtectedHeader(token)
	signingKey ??= importJWK(privateKey.jwk, 'RS256')
	return new SignJWT({ ...decodeJwt(token), ...claims }).setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(kid ? { kid } : {}) }).sign(await signingKey)
}

/**
 * cognito-local's token generator, with the claims it lacks: it stamps every token with a fresh
 * `auth_time` (even on refresh) and no `origin_jti`. A new authentication gets a new origin; a refresh
 * runs inside `withTokenOrigin` with its refresh token's, so revoking a sign-in by `origin_jti`, or
 * everything authenticated before a time by `auth_time`, works against the stand-in as against Cognito.
 */
export class OriginTokenGenerator extends JwtTokenGenerator {
	override async generate(...args: Parameters<JwtTokenGenerator['generate']>): Promise<Tokens> {
		const tokens = await super.generate(...args)
		const given = origins.getStore() ?? {}
		const origin = { origin_jti: given.originJti ?? randomUUID(), auth_time: given.authTime ?? seconds(decodeJwt(tokens.AccessToken).auth_time) }
		const device = given.deviceKey ? { device_key: given.deviceKey } : {}
		const [AccessToken, IdToken, RefreshToken] = await Promise.all([
			resign(tokens.AccessToken, { ...origin, ...device }),
			resign(tokens.IdToken, origin),
			resign(tokens.RefreshToken, { ...origin, ...device }),
		])
		return { AccessToken, IdToken, RefreshToken }
	}
}
