import { decodeJwt } from 'jose'
import { InvalidPasswordError, NotAuthorizedError } from 'cognito-local/lib/errors.js'
import type { Route, Router } from 'cognito-local/lib/server/Router.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import { holderOfAccessToken } from './access-token.ts'
import { limitReads, limitWrites } from './attribute-permissions.ts'
import { trackDevices } from './device-sign-in.ts'
import { deviceTargets } from './devices.ts'
import { originOfRefreshToken, withTokenOrigin } from './token-origin.ts'

/** One way cognito-local differs from Cognito, put right for the targets it concerns (others pass through). */
type Adjustment = (target: string, route: Route) => Route

// Cognito answers a wrong password on sign-in and on change-password with NotAuthorizedException
// ("Incorrect username or password."); cognito-local says InvalidPasswordException, which Cognito keeps
// for a new password that breaks the policy.
const wrongPasswordTargets = new Set(['InitiateAuth', 'AdminInitiateAuth', 'ChangePassword'])
const wrongPassword: Adjustment = (target, route) => {
	if (!wrongPasswordTargets.has(target)) return route
	return async (ctx, req) => {
		try {
			return await route(ctx, req)
		} catch (error) {
			if (error instanceof InvalidPasswordError) throw new NotAuthorizedError('Incorrect username or password.')
			throw error
		}
	}
}

const refreshFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'])

/** Tokens made from a refresh token keep the origin, authentication time and device of its sign-in. */
const refreshKeepsOrigin: Adjustment = (target, route) => {
	if (target !== 'InitiateAuth' && target !== 'AdminInitiateAuth') return route
	return (ctx, req: { AuthFlow?: string; AuthParameters?: Record<string, string> }) => {
		if (!refreshFlows.has(req.AuthFlow ?? '')) return route(ctx, req)
		return withTokenOrigin(originOfRefreshToken(req.AuthParameters?.REFRESH_TOKEN), () => route(ctx, req))
	}
}

/**
 * cognito-local's RespondToAuthChallenge hands out a refresh token it does not keep, so a sign-in
 * finished by a second step could never refresh: kept here, as its other sign-ins keep theirs.
 */
const challengeKeepsRefreshToken =
	({ cognito }: Services): Adjustment =>
	(target, route) => {
		if (target !== 'RespondToAuthChallenge') return route
		return async (ctx, req: { ClientId?: string }) => {
			const answer = (await route(ctx, req)) as { AuthenticationResult?: { AccessToken: string; RefreshToken?: string } }
			const result = answer.AuthenticationResult
			if (!result?.RefreshToken) return answer
			const pool = await cognito.getUserPoolForClientId(ctx, req.ClientId ?? '')
			const sub = decodeJwt(result.AccessToken).sub
			const user = sub ? await pool.getUserByUsername(ctx, sub) : null
			if (user && !(user.RefreshTokens ?? []).includes(result.RefreshToken)) await pool.storeRefreshToken(ctx, result.RefreshToken, user)
			return answer
		}
	}

/**
 * Cognito's GlobalSignOut, which cognito-local lacks: every refresh token of the person stops working,
 * so every browser they are signed in on is signed out at its next refresh.
 */
function globalSignOut({ cognito }: Services): Route {
	return async (ctx, req: { AccessToken?: string }) => {
		const { pool, user } = await holderOfAccessToken(ctx, cognito, req.AccessToken)
		await pool.saveUser(ctx, { ...user, RefreshTokens: [] })
		return {}
	}
}

/**
 * cognito-local's router, answering as Amazon Cognito does where the two differ. The product talks to
 * the stand-in exactly as to Cognito: nothing here is for it to know about.
 */
export function likeCognito(router: Router, services: Services): Router {
	// Operations cognito-local does not have, answered here.
	const own: Record<string, Route> = { GlobalSignOut: globalSignOut(services), ...deviceTargets(services) }
	// Applied in order, each around the one before: writes are refused before anything happens, and
	// device tracking sees the answer as Cognito would give it.
	const adjustments: Adjustment[] = [
		wrongPassword,
		refreshKeepsOrigin,
		limitReads(services),
		limitWrites(services),
		challengeKeepsRefreshToken(services),
		trackDevices(services),
	]
	return (target) => adjustments.reduce((route, adjust) => adjust(target, route), own[target] ?? router(target))
}
