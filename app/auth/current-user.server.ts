import type { AppLoadContext } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { isApiError } from '#app/api/errors.ts'
import { productApiFor } from '#app/api/product-api.server.ts'
import { meSchema, type Me } from '#contracts/me.ts'
import { actAsBusinessUser, actAsMyself } from './acting-as.server.ts'
import { IdentityError, NETWORK_ERROR } from './identity/client.server.ts'
import { signInFlow } from './identity/identity.server.ts'
import { commitSession, readSession, type SessionData, type SessionTokens } from './session.server.ts'
import { forgetStaleSignUp } from './sign-up.server.ts'
import { buildUserState, type UserState } from './user-state.ts'

/** Refresh a little before expiry, so a token never expires between here and the API. */
const EXPIRY_MARGIN_SECONDS = 60

export type CurrentAuth = {
	session: SessionData
	/** The session changed here (tokens refreshed or cleared): the response must store it. */
	changed: boolean
	user: UserState | null
	me: Me | null
}

/**
 * One answer per request: the root loader, the page's loader and its guards all ask. Remix gives each
 * loader its own copy of the request, so the answer is kept on the load context they share, apart for
 * the action (which may change what the loaders after it should see) and for each cookie.
 */
const perRequest = new WeakMap<AppLoadContext, Map<string, Promise<CurrentAuth>>>()

/** The request's session with fresh tokens, and the signed-in user's state (null for a visitor). */
export function currentAuth(request: Request, context: AppLoadContext, { forceRefresh = false } = {}): Promise<CurrentAuth> {
	if (forceRefresh) return resolve(request, context, true)
	let answers = perRequest.get(context)
	if (!answers) perRequest.set(context, (answers = new Map()))
	const key = `${request.method} ${request.headers.get('Cookie') ?? ''}`
	let pending = answers.get(key)
	if (!pending) {
		pending = resolve(request, context, false)
		answers.set(key, pending)
	}
	return pending
}

async function resolve(request: Request, context: AppLoadContext, forceRefresh: boolean): Promise<CurrentAuth> {
	const session = await readSession(request)
	// A sign-up's password stays only while the automatic sign-in may use it (docs/product.md#sign-up-reset-and-attributes).
	let changed = forgetStaleSignUp(session)
	if (session.tokens && (forceRefresh || session.tokens.expiresAt - EXPIRY_MARGIN_SECONDS <= Date.now() / 1000)) {
		const refreshed = await refreshTokens(session.tokens)
		if (refreshed !== session.tokens) {
			session.tokens = refreshed ?? undefined
			if (!refreshed) session.activeBusinessUser = undefined
			changed = true
		}
	}
	if (!session.tokens) return { session, changed, user: null, me: null }
	if (session.activeBusinessUser && session.activeBusinessUser.expiresAt - EXPIRY_MARGIN_SECONDS <= Date.now() / 1000) {
		session.activeBusinessUser = (await renewBusinessUserToken(request, context, session)).activeBusinessUser
		changed = true
	}

	let me = await loadMe(request, context, session)
	if (me === 'not-acting-anymore') {
		// The business user was archived, or this person no longer works as it: they go on as themself.
		session.activeBusinessUser = undefined
		changed = true
		me = await loadMe(request, context, session)
	}
	if (!me || me === 'not-acting-anymore') {
		// The API does not accept the token (revoked, or from another pool): that is being signed out.
		session.tokens = undefined
		session.activeBusinessUser = undefined
		return { session, changed: true, user: null, me: null }
	}
	return { session, changed, me, user: buildUserState(me, { hasCognitoUsername: Boolean(session.tokens.username) }) }
}

/**
 * New tokens, or null when the refresh was refused (docs/product.md#sign-in-steps: tokens are cleared). A network error
 * keeps the old tokens: the identity service may be back on the next page.
 */
async function refreshTokens(tokens: SessionTokens): Promise<SessionTokens | null> {
	try {
		return await signInFlow.refresh(tokens)
	} catch (error) {
		if (error instanceof IdentityError && error.name !== NETWORK_ERROR && error.status < 500) return null
		return tokens
	}
}

/** Keeps acting as the same business user across its token's expiry; one that is no longer mine is dropped. */
async function renewBusinessUserToken(request: Request, context: AppLoadContext, session: SessionData): Promise<SessionData> {
	try {
		return await actAsBusinessUser(request, context, session, session.activeBusinessUser!.id)
	} catch (error) {
		if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'forbidden')) return actAsMyself(session)
		throw error
	}
}

/** Who the API says the person is; null when it refuses their token, or that they no longer act as the business user. */
async function loadMe(request: Request, context: AppLoadContext, session: SessionData): Promise<Me | null | 'not-acting-anymore'> {
	try {
		return await productApiFor(request, context, session).get(apiPath('/v1/me'), { schema: meSchema })
	} catch (error) {
		if (isApiError(error) && error.kind === 'unauthorized') return null
		if (isApiError(error) && error.kind === 'forbidden' && session.activeBusinessUser) return 'not-acting-anymore'
		throw error
	}
}

/** Headers that store the session when this request changed it. */
export async function sessionHeadersOf(request: Request, auth: CurrentAuth, headers = new Headers()) {
	return auth.changed ? commitSession(request, auth.session, headers) : headers
}
