import { decodeJwt } from 'jose'
import type { PendingSignIn, SessionTokens } from '#app/auth/session.server.ts'
import { IdentityError, type IdentityClient } from './client.server.ts'
import { createSrpSession } from './srp.server.ts'

/** The sign-in steps of spec 4.1: what the identity layer asks for next. */
export const signInSteps = [
	'DONE',
	'CONFIRM_SIGN_IN_WITH_SMS_CODE',
	'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
	'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
	'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
	'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
	'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
	'RESET_PASSWORD',
	'CONFIRM_SIGN_UP',
] as const
export type SignInStep = (typeof signInSteps)[number]

export type AuthFlow = 'USER_SRP_AUTH' | 'USER_PASSWORD_AUTH' | 'CUSTOM_AUTH'

export type SignInSettings = { clientId: string; userPoolId: string; authFlow: AuthFlow }

export type SignInOutcome = { step: 'DONE'; tokens: SessionTokens } | { step: Exclude<SignInStep, 'DONE'>; pending: PendingSignIn }

type AuthenticationResult = { AccessToken: string; IdToken?: string; RefreshToken?: string; ExpiresIn?: number }
type AuthAnswer = {
	AuthenticationResult?: AuthenticationResult
	ChallengeName?: string
	ChallengeParameters?: Record<string, string>
	Session?: string
}

// Cognito's challenge names and the spec's step for each.
const stepOfChallenge: Record<string, Exclude<SignInStep, 'DONE' | 'RESET_PASSWORD' | 'CONFIRM_SIGN_UP'>> = {
	SMS_MFA: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
	SOFTWARE_TOKEN_MFA: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
	MFA_SETUP: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
	SELECT_MFA_TYPE: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
	NEW_PASSWORD_REQUIRED: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
	CUSTOM_CHALLENGE: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
}
const challengeOfStep = Object.fromEntries(Object.entries(stepOfChallenge).map(([challenge, step]) => [step, challenge]))

/** An identity answer the product does not know how to continue (a challenge it never asked for). */
export class UnsupportedChallengeError extends Error {}

/** Session tokens from Cognito's AuthenticationResult; the id token's few claims are kept, not the token. */
export function tokensFrom(result: AuthenticationResult, previous?: Partial<SessionTokens>, now = Date.now()): SessionTokens {
	const claims = decodeJwt(result.IdToken ?? result.AccessToken)
	const access = decodeJwt(result.AccessToken)
	const idExpiry = typeof claims.exp === 'number' ? claims.exp : Infinity
	const accessExpiry = typeof access.exp === 'number' ? access.exp : Math.floor(now / 1000) + (result.ExpiresIn ?? 3600)
	return {
		accessToken: result.AccessToken,
		refreshToken: result.RefreshToken ?? previous?.refreshToken,
		// The session is as fresh as the sooner of the two tokens (spec 4.1: either expiring refreshes).
		expiresAt: Math.min(accessExpiry, idExpiry),
		sub: String(claims.sub ?? access.sub ?? ''),
		username: String(claims['cognito:username'] ?? access.username ?? previous?.username ?? ''),
		email: typeof claims.email === 'string' ? claims.email : previous?.email,
		hostedUi: previous?.hostedUi ?? false,
		deviceKey: previous?.deviceKey,
	}
}

function outcomeOf(answer: AuthAnswer, username: string, now: number): SignInOutcome {
	if (answer.AuthenticationResult) return { step: 'DONE', tokens: tokensFrom(answer.AuthenticationResult, { username }, now) }
	const step = answer.ChallengeName ? stepOfChallenge[answer.ChallengeName] : undefined
	if (!step) throw new UnsupportedChallengeError(`unsupported challenge ${answer.ChallengeName ?? '(none)'}`)
	const parameters = answer.ChallengeParameters ?? {}
	return {
		step,
		pending: {
			// Cognito names the user by its internal id from here on.
			username: parameters.USER_ID_FOR_SRP || username,
			step,
			challengeSession: answer.Session,
			details: parameters,
			startedAt: now,
		},
	}
}

/** Outcomes the identity service reports as errors but the spec treats as steps. */
function stepOfError(error: unknown, username: string, now: number): SignInOutcome | undefined {
	if (!(error instanceof IdentityError)) return undefined
	const step = error.name === 'PasswordResetRequiredException' ? 'RESET_PASSWORD' : error.name === 'UserNotConfirmedException' ? 'CONFIRM_SIGN_UP' : undefined
	return step ? { step, pending: { username, step, details: {}, startedAt: now } } : undefined
}

const isMissingDevice = (error: unknown) => error instanceof IdentityError && error.name === 'ResourceNotFoundException' && /device/i.test(error.message)

export function createSignIn(identity: IdentityClient, settings: SignInSettings, clock = () => Date.now()) {
	const { clientId } = settings

	async function begin(username: string, password: string, deviceKey: string | undefined): Promise<AuthAnswer> {
		const device = deviceKey ? { DEVICE_KEY: deviceKey } : {}
		if (settings.authFlow === 'USER_PASSWORD_AUTH') {
			return identity.call<AuthAnswer>('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, PASSWORD: password, ...device } })
		}
		// SRP (and custom auth, which starts with SRP): the password itself is never sent.
		const srp = createSrpSession(settings.userPoolId)
		const started = await identity.call<AuthAnswer>('InitiateAuth', {
			AuthFlow: settings.authFlow,
			ClientId: clientId,
			AuthParameters: { USERNAME: username, SRP_A: await srp.largeA(), ...device, ...(settings.authFlow === 'CUSTOM_AUTH' ? { CHALLENGE_NAME: 'SRP_A' } : {}) },
		})
		if (started.ChallengeName !== 'PASSWORD_VERIFIER') return started
		const verified = await identity.call<AuthAnswer>('RespondToAuthChallenge', {
			ChallengeName: 'PASSWORD_VERIFIER',
			ClientId: clientId,
			Session: started.Session,
			ChallengeResponses: { ...(await srp.passwordVerifier(started.ChallengeParameters ?? {}, password)), ...device },
		})
		// Later challenges must name the user by the verifier's USER_ID_FOR_SRP, never the alias typed.
		const userId = started.ChallengeParameters?.USER_ID_FOR_SRP
		return userId && verified.ChallengeName ? { ...verified, ChallengeParameters: { USER_ID_FOR_SRP: userId, ...verified.ChallengeParameters } } : verified
	}

	/**
	 * Signs in with a username and password. A remembered device the identity service no longer knows
	 * ('Device does not exist.') is forgotten and the sign-in tried once more without it (spec 4.1).
	 */
	async function passwordSignIn(username: string, password: string, deviceKey?: string): Promise<SignInOutcome & { forgetDevice?: boolean }> {
		try {
			return outcomeOf(await begin(username, password, deviceKey), username, clock())
		} catch (error) {
			if (deviceKey && isMissingDevice(error)) return { ...(await passwordSignIn(username, password)), forgetDevice: true }
			const step = stepOfError(error, username, clock())
			if (step) return step
			throw error
		}
	}

	async function respond(pending: PendingSignIn, responses: Record<string, string>): Promise<SignInOutcome> {
		const answer = await identity.call<AuthAnswer>('RespondToAuthChallenge', {
			ChallengeName: challengeOfStep[pending.step],
			ClientId: clientId,
			Session: pending.challengeSession,
			ChallengeResponses: { USERNAME: pending.username, ...responses },
		})
		const outcome = outcomeOf(answer, pending.username, clock())
		return outcome.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? withTotpSecret(outcome) : outcome
	}

	// The TOTP set-up step needs a secret to show: Cognito hands one out for the challenge session.
	async function withTotpSecret(outcome: Extract<SignInOutcome, { pending: PendingSignIn }>): Promise<SignInOutcome> {
		const { SecretCode, Session } = await identity.call<{ SecretCode: string; Session?: string }>('AssociateSoftwareToken', { Session: outcome.pending.challengeSession })
		return { ...outcome, pending: { ...outcome.pending, challengeSession: Session ?? outcome.pending.challengeSession, details: { ...outcome.pending.details, secret: SecretCode } } }
	}

	return {
		async signIn(username: string, password: string, deviceKey?: string) {
			const outcome = await passwordSignIn(username, password, deviceKey)
			return outcome.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? { ...(await withTotpSecret(outcome)), forgetDevice: outcome.forgetDevice } : outcome
		},
		/** The code of an SMS or TOTP step. */
		confirmCode(pending: PendingSignIn, code: string) {
			const name = pending.step === 'CONFIRM_SIGN_IN_WITH_SMS_CODE' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE'
			return respond(pending, { [name]: code })
		},
		/** The MFA choice (spec 4.2: TOTP or SMS only). */
		selectMfa(pending: PendingSignIn, choice: 'TOTP' | 'SMS') {
			return respond(pending, { ANSWER: choice === 'TOTP' ? 'SOFTWARE_TOKEN_MFA' : 'SMS_MFA' })
		},
		/** The new password, with the attributes the pool requires (names as Cognito's, e.g. given_name). */
		newPassword(pending: PendingSignIn, password: string, attributes: Record<string, string> = {}) {
			const given = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`userAttributes.${name}`, value]))
			return respond(pending, { NEW_PASSWORD: password, ...given })
		},
		customChallenge(pending: PendingSignIn, answer: string) {
			return respond(pending, { ANSWER: answer })
		},
		/** Verifies the authenticator app's first code, then finishes the MFA set-up challenge. */
		async completeTotpSetup(pending: PendingSignIn, code: string): Promise<SignInOutcome> {
			const verified = await identity.call<{ Status?: string; Session?: string }>('VerifySoftwareToken', { Session: pending.challengeSession, UserCode: code })
			return respond({ ...pending, challengeSession: verified.Session ?? pending.challengeSession }, {})
		},
		/** New tokens from the refresh token (spec 4.1); the refresh token itself is kept. */
		async refresh(tokens: SessionTokens): Promise<SessionTokens> {
			if (!tokens.refreshToken) throw new IdentityError('NotAuthorizedException', 'no refresh token', 400)
			const answer = await identity.call<AuthAnswer>('InitiateAuth', {
				AuthFlow: 'REFRESH_TOKEN_AUTH',
				ClientId: clientId,
				AuthParameters: { REFRESH_TOKEN: tokens.refreshToken, ...(tokens.deviceKey ? { DEVICE_KEY: tokens.deviceKey } : {}) },
			})
			if (!answer.AuthenticationResult) throw new IdentityError('NotAuthorizedException', 'refresh gave no tokens', 400)
			return tokensFrom(answer.AuthenticationResult, tokens, clock())
		},
	}
}

export type SignIn = ReturnType<typeof createSignIn>
