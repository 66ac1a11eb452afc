import { decodeJwt } from 'jose'
import type { PendingSignIn, SessionTokens } from '#app/auth/session.server.ts'
import { IdentityError, type IdentityClient } from './client.server.ts'
import { confirmDevice, type Browser, type Device, type NewDeviceMetadata } from './devices.server.ts'
import { createSrpSession, poolNameOf } from './srp.server.ts'

/** The sign-in steps of docs/product.md#sign-in-steps: what the identity layer asks for next. */
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

export type SignInOutcome =
	| {
			step: 'DONE'
			tokens: SessionTokens
			/** The device this sign-in confirmed for the browser, for the browser to keep. */
			newDevice?: Device
	  }
	| { step: Exclude<SignInStep, 'DONE'>; pending: PendingSignIn }

/** Where what goes wrong without failing the sign-in is told (a device that could not be confirmed). */
export type SignInLog = { warn(details: object, message: string): void }

type AuthenticationResult = { AccessToken: string; IdToken?: string; RefreshToken?: string; ExpiresIn?: number; NewDeviceMetadata?: NewDeviceMetadata }
type AuthAnswer = {
	AuthenticationResult?: AuthenticationResult
	ChallengeName?: string
	ChallengeParameters?: Record<string, string>
	Session?: string
}

// Cognito's challenge names and our step for each (docs/product.md#sign-in-steps).
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

/** Cognito refused the browser's device proof: its device password is not the one Cognito knows. */
class DeviceRefusedError extends IdentityError {}

/** Session tokens from Cognito's AuthenticationResult; the id token's few claims are kept, not the token. */
export function tokensFrom(result: AuthenticationResult, previous?: Partial<SessionTokens>, now = Date.now()): SessionTokens {
	const claims = decodeJwt(result.IdToken ?? result.AccessToken)
	const access = decodeJwt(result.AccessToken)
	const idExpiry = typeof claims.exp === 'number' ? claims.exp : Infinity
	const accessExpiry = typeof access.exp === 'number' ? access.exp : Math.floor(now / 1000) + (result.ExpiresIn ?? 3600)
	return {
		accessToken: result.AccessToken,
		refreshToken: result.RefreshToken ?? previous?.refreshToken,
		// The session is as fresh as the sooner of the two tokens (docs/product.md#sign-in-steps: either expiring refreshes).
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

/** Outcomes the identity service reports as errors but we treat as steps (docs/product.md#sign-in-steps). */
function stepOfError(error: unknown, username: string, now: number): SignInOutcome | undefined {
	if (!(error instanceof IdentityError)) return undefined
	const step = error.name === 'PasswordResetRequiredException' ? 'RESET_PASSWORD' : error.name === 'UserNotConfirmedException' ? 'CONFIRM_SIGN_UP' : undefined
	return step ? { step, pending: { username, step, details: {}, startedAt: now } } : undefined
}

/** The browser's device is of no more use: Cognito no longer knows it ('Device does not exist.'), or refused its proof. */
export function isDeviceGone(error: unknown): boolean {
	return error instanceof DeviceRefusedError || (error instanceof IdentityError && error.name === 'ResourceNotFoundException' && /device/i.test(error.message))
}

export type SignInOptions = { clock?: () => number; log?: SignInLog }

export function createSignIn(identity: IdentityClient, settings: SignInSettings, { clock = () => Date.now(), log = { warn() {} } }: SignInOptions = {}) {
	const { clientId } = settings

	async function begin(username: string, password: string, device: Device | undefined): Promise<AuthAnswer> {
		const deviceKey = device ? { DEVICE_KEY: device.key } : {}
		if (settings.authFlow === 'USER_PASSWORD_AUTH') {
			const answer = await identity.call<AuthAnswer>('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: username, PASSWORD: password, ...deviceKey } })
			return proveDevice(answer, username, device)
		}
		// SRP (and custom auth, which starts with SRP): the password itself is never sent.
		const srp = createSrpSession(poolNameOf(settings.userPoolId))
		const started = await identity.call<AuthAnswer>('InitiateAuth', {
			AuthFlow: settings.authFlow,
			ClientId: clientId,
			AuthParameters: { USERNAME: username, SRP_A: await srp.largeA(), ...deviceKey, ...(settings.authFlow === 'CUSTOM_AUTH' ? { CHALLENGE_NAME: 'SRP_A' } : {}) },
		})
		if (started.ChallengeName !== 'PASSWORD_VERIFIER') return started
		// Later challenges must name the user by the verifier's USER_ID_FOR_SRP, never the alias typed.
		const userId = started.ChallengeParameters?.USER_ID_FOR_SRP ?? ''
		const verified = await identity.call<AuthAnswer>('RespondToAuthChallenge', {
			ChallengeName: 'PASSWORD_VERIFIER',
			ClientId: clientId,
			Session: started.Session,
			ChallengeResponses: { USERNAME: userId, ...(await srp.passwordClaim(started.ChallengeParameters ?? {}, userId, password)), ...deviceKey },
		})
		const answer = await proveDevice(verified, userId || username, device)
		return userId && answer.ChallengeName ? { ...answer, ChallengeParameters: { USER_ID_FOR_SRP: userId, ...answer.ChallengeParameters } } : answer
	}

	/**
	 * A remembered browser is asked to prove it holds its device password instead of the second step:
	 * DEVICE_SRP_AUTH, then DEVICE_PASSWORD_VERIFIER, the SRP exchange with the device group key as the
	 * pool and the device key as the name (as amazon-cognito-identity-js's getDeviceResponse does).
	 */
	async function proveDevice(answer: AuthAnswer, username: string, device: Device | undefined): Promise<AuthAnswer> {
		if (answer.ChallengeName !== 'DEVICE_SRP_AUTH' || !device) return answer
		const name = answer.ChallengeParameters?.USERNAME || username
		const srp = createSrpSession(device.groupKey)
		const asked = await identity.call<AuthAnswer>('RespondToAuthChallenge', {
			ChallengeName: 'DEVICE_SRP_AUTH',
			ClientId: clientId,
			Session: answer.Session,
			ChallengeResponses: { USERNAME: name, DEVICE_KEY: device.key, SRP_A: await srp.largeA() },
		})
		if (asked.ChallengeName !== 'DEVICE_PASSWORD_VERIFIER') return asked
		try {
			return await identity.call<AuthAnswer>('RespondToAuthChallenge', {
				ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
				ClientId: clientId,
				Session: asked.Session,
				ChallengeResponses: { USERNAME: name, DEVICE_KEY: device.key, ...(await srp.passwordClaim(asked.ChallengeParameters ?? {}, device.key, device.password)) },
			})
		} catch (error) {
			if (error instanceof IdentityError && error.name === 'NotAuthorizedException') throw new DeviceRefusedError(error.name, error.message, error.status)
			throw error
		}
	}

	/**
	 * The outcome of Cognito's answer. A sign-in that is done from a browser Cognito does not know yet
	 * (NewDeviceMetadata) confirms the browser's new device; if that fails, the person is signed in all
	 * the same, without a device.
	 */
	async function settle(answer: AuthAnswer, username: string, browser: Browser): Promise<SignInOutcome> {
		const outcome = outcomeOf(answer, username, clock())
		if (outcome.step !== 'DONE') return outcome
		const metadata = answer.AuthenticationResult?.NewDeviceMetadata
		// The refresh token is bound to the device it was issued to: refreshing names that device.
		const tokens: SessionTokens = { ...outcome.tokens, deviceKey: metadata?.DeviceKey ?? browser.device?.key }
		if (!metadata) return { step: 'DONE', tokens }
		try {
			const { device } = await confirmDevice(identity, tokens.accessToken, metadata, browser.name)
			return { step: 'DONE', tokens, newDevice: device }
		} catch (error) {
			log.warn({ err: error }, 'could not confirm the new device: signed in without one')
			return { step: 'DONE', tokens }
		}
	}

	/**
	 * Signs in with a username and password. A remembered device the identity service no longer knows
	 * ('Device does not exist.') or whose proof it refuses is forgotten, and the sign-in tried once more
	 * without it (docs/product.md#sign-in-steps).
	 */
	async function passwordSignIn(username: string, password: string, browser: Browser): Promise<SignInOutcome & { forgetDevice?: boolean }> {
		let answer: AuthAnswer
		try {
			answer = await begin(username, password, browser.device)
		} catch (error) {
			if (browser.device && isDeviceGone(error)) {
				return { ...(await passwordSignIn(username, password, { ...browser, device: undefined })), forgetDevice: true }
			}
			const step = stepOfError(error, username, clock())
			if (step) return step
			throw error
		}
		return settle(answer, username, browser)
	}

	async function respond(pending: PendingSignIn, responses: Record<string, string>, browser: Browser): Promise<SignInOutcome> {
		const answer = await identity.call<AuthAnswer>('RespondToAuthChallenge', {
			ChallengeName: challengeOfStep[pending.step],
			ClientId: clientId,
			Session: pending.challengeSession,
			ChallengeResponses: { USERNAME: pending.username, ...responses },
		})
		// Cognito may ask for the device proof after the second step too (as its own library expects).
		const outcome = await settle(await proveDevice(answer, pending.username, browser.device), pending.username, browser)
		return outcome.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? withTotpSecret(outcome) : outcome
	}

	// The TOTP set-up step needs a secret to show: Cognito hands one out for the challenge session.
	async function withTotpSecret(outcome: Extract<SignInOutcome, { pending: PendingSignIn }>): Promise<SignInOutcome> {
		const { SecretCode, Session } = await identity.call<{ SecretCode: string; Session?: string }>('AssociateSoftwareToken', { Session: outcome.pending.challengeSession })
		return { ...outcome, pending: { ...outcome.pending, challengeSession: Session ?? outcome.pending.challengeSession, details: { ...outcome.pending.details, secret: SecretCode } } }
	}

	// Each step takes the browser too: its device answers a device proof, and a new one is named after it.
	return {
		async signIn(username: string, password: string, browser: Browser = {}) {
			const outcome = await passwordSignIn(username, password, browser)
			return outcome.step === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? { ...(await withTotpSecret(outcome)), forgetDevice: outcome.forgetDevice } : outcome
		},
		/** The code of an SMS or TOTP step. */
		confirmCode(pending: PendingSignIn, code: string, browser: Browser = {}) {
			const name = pending.step === 'CONFIRM_SIGN_IN_WITH_SMS_CODE' ? 'SMS_MFA_CODE' : 'SOFTWARE_TOKEN_MFA_CODE'
			return respond(pending, { [name]: code }, browser)
		},
		/** The MFA choice (docs/product.md#sign-up-reset-and-attributes: TOTP or SMS only). */
		selectMfa(pending: PendingSignIn, choice: 'TOTP' | 'SMS', browser: Browser = {}) {
			return respond(pending, { ANSWER: choice === 'TOTP' ? 'SOFTWARE_TOKEN_MFA' : 'SMS_MFA' }, browser)
		},
		/** The new password, with the attributes the pool requires (names as Cognito's, e.g. given_name). */
		newPassword(pending: PendingSignIn, password: string, attributes: Record<string, string> = {}, browser: Browser = {}) {
			const given = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`userAttributes.${name}`, value]))
			return respond(pending, { NEW_PASSWORD: password, ...given }, browser)
		},
		customChallenge(pending: PendingSignIn, answer: string, browser: Browser = {}) {
			return respond(pending, { ANSWER: answer }, browser)
		},
		/** Verifies the authenticator app's first code, then finishes the MFA set-up challenge. */
		async completeTotpSetup(pending: PendingSignIn, code: string, browser: Browser = {}): Promise<SignInOutcome> {
			const verified = await identity.call<{ Status?: string; Session?: string }>('VerifySoftwareToken', { Session: pending.challengeSession, UserCode: code })
			return respond({ ...pending, challengeSession: verified.Session ?? pending.challengeSession }, {}, browser)
		},
		/** New tokens from the refresh token (docs/product.md#sign-in-steps); the refresh token itself is kept. */
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
