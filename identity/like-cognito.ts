import { InvalidPasswordError, NotAuthorizedError } from 'cognito-local/lib/errors.js'
import type { Route, Router } from 'cognito-local/lib/server/Router.js'
import type { Services } from 'cognito-local/lib/services/index.js'
import { holderOfAccessToken } from './access-token.ts'
import { limitReads, limitWrites } from './attribute-permissions.ts'
import { originOfRefreshToken, withTokenOrigin } from './token-origin.ts'

/** One way cognito-local differs from Cognito, put right for the targets it concerns (others pass through). */
type Adjustment = (target: string, route: Route, services: Services) => Route

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

/** Applied in order, each around the one before. */
const adjustments: Adjustment[] = [wrongPassword, refreshKeepsOrigin, limitReads, limitWrites]

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

/** Operations cognito-local does not have, answered here. */
function ownTargets(services: Services): Record<string, Route> {
	return { GlobalSignOut: globalSignOut(services) }
}

/**
 * cognito-local's router, answering as Amazon Cognito does where the two differ. The product talks to
 * the stand-in exactly as to Cognito: nothing here is for it to know about.
 */
export function likeCognito(router: Router, services: Services): Router {
	const own = ownTargets(services)
	return (target) => adjustments.reduce((route, adjust) => adjust(target, route, services), own[target] ?? router(target))
}
