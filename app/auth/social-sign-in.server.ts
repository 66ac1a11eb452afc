import { randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import { getConfig } from '#app/config/env.server.ts'
import { tokensFrom } from './identity/sign-in.server.ts'
import type { SessionData, SessionTokens } from './session.server.ts'

/**
 * Social sign-in (docs/product.md#social-sign-in, #oauth, docs/architecture.md#identity-flows): the server-side authorization-code flow with PKCE
 * against the identity service's hosted domain. The state and verifier live in the encrypted session
 * cookie between the redirect and the return to /sign-in-provider.
 */

/** How long the hosted page may take before the return is refused as stale. */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000

export const CALLBACK_PATH = '/sign-in-provider'

// docs/product.md#constants-and-limits: a 32-character state and a 128-character verifier (base64url: 4 characters per 3 bytes).
const STATE_BYTES = 24
const VERIFIER_BYTES = 96

export type SocialSignInFailure = 'stateMismatch' | 'redirectCanceled' | 'oauthFlow'

export class SocialSignInError extends Error {
	constructor(
		readonly key: SocialSignInFailure,
		options?: { cause?: unknown },
	) {
		super(key, options)
		this.name = 'SocialSignInError'
	}
}

let configuration: oidc.Configuration | undefined

/** The hosted domain's endpoints, described once; Cognito's issuer is the user pool's address. */
function oauthConfiguration() {
	if (configuration) return configuration
	const config = getConfig()
	const hosted = config.IDENTITY_HOSTED_UI_URL
	const hostedFromHere = config.IDENTITY_HOSTED_UI_SERVER_URL ?? hosted
	configuration = new oidc.Configuration(
		{
			issuer: new URL(config.IDENTITY_USER_POOL_ID, config.IDENTITY_ENDPOINT.endsWith('/') ? config.IDENTITY_ENDPOINT : `${config.IDENTITY_ENDPOINT}/`).toString(),
			authorization_endpoint: new URL('/oauth2/authorize', hosted).toString(),
			token_endpoint: new URL('/oauth2/token', hostedFromHere).toString(),
		},
		config.IDENTITY_CLIENT_ID,
		undefined,
		oidc.None(),
	)
	// The offline identity stand-in is served over plain HTTP; real hosted domains are HTTPS.
	if (new URL(hostedFromHere).protocol === 'http:') oidc.allowInsecureRequests(configuration)
	return configuration
}

export function callbackUrl() {
	return new URL(CALLBACK_PATH, getConfig().APP_URL).toString()
}

/** Starts the flow: the provider's address to send the browser to and what the session keeps. */
export async function startSocialSignIn(now = Date.now()) {
	const config = getConfig()
	const state = randomBytes(STATE_BYTES).toString('base64url')
	const verifier = randomBytes(VERIFIER_BYTES).toString('base64url')
	const url = oidc.buildAuthorizationUrl(oauthConfiguration(), {
		redirect_uri: callbackUrl(),
		response_type: 'code',
		identity_provider: config.IDENTITY_SOCIAL_PROVIDER,
		scope: config.IDENTITY_OAUTH_SCOPES,
		state,
		code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
		code_challenge_method: 'S256',
	})
	return { url, oauth: { state, verifier, startedAt: now } }
}

/**
 * The return from the hosted page: a cancel, a state that is not ours, or a code to exchange for
 * tokens. The request URL is rebuilt on the configured app address so a proxy's host does not matter.
 */
export async function finishSocialSignIn(requestUrl: URL, session: SessionData, now = Date.now()): Promise<SessionTokens> {
	const returned = new URL(`${CALLBACK_PATH}${requestUrl.search}`, getConfig().APP_URL)
	const params = returned.searchParams
	const pending = session.oauth
	if (!pending || now - pending.startedAt > SOCIAL_SIGN_IN_TTL_MS || params.get('state') !== pending.state) throw new SocialSignInError('stateMismatch')
	if (params.has('error')) throw new SocialSignInError(params.get('error') === 'access_denied' ? 'redirectCanceled' : 'oauthFlow')
	try {
		const response = await oidc.authorizationCodeGrant(oauthConfiguration(), returned, {
			pkceCodeVerifier: pending.verifier,
			expectedState: pending.state,
			idTokenExpected: true,
		})
		const tokens = tokensFrom({
			AccessToken: response.access_token,
			IdToken: response.id_token,
			RefreshToken: response.refresh_token,
			ExpiresIn: response.expires_in,
		})
		return { ...tokens, hostedUi: true }
	} catch (error) {
		throw new SocialSignInError('oauthFlow', { cause: error })
	}
}
