import { describe, expect, test, vi } from 'vitest'
import type { PendingSignIn, SessionTokens } from '#app/auth/session.server.ts'
import { jwtOfLength } from '#app/auth/__fixtures__/cognito-tokens.ts'
import recorded from './__fixtures__/cognito-responses.json'
import { fails, fakeCognito, ok, type Exchange, type Reply } from './__fixtures__/fake-cognito.ts'
import { COGNITO_TIMESTAMP, srpDevice, srpUser } from './__fixtures__/srp-server.ts'
import { createAccountSecurity } from './account-security.server.ts'
import { createIdentityClient, IdentityError } from './client.server.ts'
import type { Device } from './devices.server.ts'
import { identityErrorKey } from './errors.server.ts'
import { createSignIn, isDeviceGone, tokensFrom, UnsupportedChallengeError, type AuthFlow, type SignInOutcome } from './sign-in.server.ts'

// Sign-in against recorded Cognito answers, for the paths the offline stand-in cannot serve (SRP,
// MFA, custom challenges, devices). The SRP exchange is real: the fake checks the client's proof.

const CLIENT_ID = '4f1kq2l3m9n8b7v6c5x4z3a2s1'
const USER_POOL_ID = 'ap-southeast-1_Robtua01'
const USER_ID = '7c4e2a90-3b1d-4f6e-9a85-2d1c0b7e4f31'
const EMAIL = 'somchai@example.com'
const PASSWORD = 'Correct-horse-9'
const DEVICE_KEY = 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a'
const NOW_MS = 1_735_689_700_000
const ACCESS_TOKEN = recorded.signedIn.AuthenticationResult.AccessToken

const signedInTokens: SessionTokens = {
	accessToken: recorded.signedIn.AuthenticationResult.AccessToken,
	refreshToken: recorded.signedIn.AuthenticationResult.RefreshToken,
	expiresAt: 1_735_689_600 + 3600,
	sub: USER_ID,
	username: USER_ID,
	email: EMAIL,
	hostedUi: false,
	deviceKey: undefined,
}

function setUp(conversation: Exchange[], authFlow: AuthFlow = 'USER_SRP_AUTH') {
	const cognito = fakeCognito(...conversation)
	const identity = createIdentityClient({ endpoint: 'https://cognito-idp.ap-southeast-1.amazonaws.com/', fetch: cognito.fetch, sleep: async () => {} })
	const log = { warn: vi.fn() }
	return {
		cognito,
		log,
		flow: createSignIn(identity, { clientId: CLIENT_ID, userPoolId: USER_POOL_ID, authFlow }, { clock: () => NOW_MS, log }),
		security: createAccountSecurity(identity),
	}
}

const user = srpUser({ poolName: 'Robtua01', userId: USER_ID, password: PASSWORD })

/** InitiateAuth with SRP_A; Cognito answers PASSWORD_VERIFIER with its SRP values. */
function srpStart({ authFlow = 'USER_SRP_AUTH', device, session }: { authFlow?: AuthFlow; device?: string; session?: string } = {}): Exchange {
	return {
		operation: 'InitiateAuth',
		expects: {
			AuthFlow: authFlow,
			ClientId: CLIENT_ID,
			AuthParameters: { USERNAME: EMAIL, SRP_A: expect.stringMatching(/^[0-9a-f]{600,768}$/), ...(device ? { DEVICE_KEY: device } : {}) },
		},
		answer: (body) => {
			if (!device && body.AuthParameters?.DEVICE_KEY) return fails({ __type: 'UnexpectedRequest', message: 'a forgotten device was sent' })
			return ok({ ChallengeName: 'PASSWORD_VERIFIER', ChallengeParameters: user.challenge(body.AuthParameters!.SRP_A!), ...(session ? { Session: session } : {}) })
		},
	}
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: `then` when the client's proof is right. */
function passwordVerifier(then: Reply | (() => Reply), { device, session }: { device?: string; session?: string } = {}): Exchange {
	return {
		operation: 'RespondToAuthChallenge',
		expects: {
			ChallengeName: 'PASSWORD_VERIFIER',
			ClientId: CLIENT_ID,
			...(session ? { Session: session } : {}),
			ChallengeResponses: {
				USERNAME: USER_ID,
				PASSWORD_CLAIM_SECRET_BLOCK: expect.any(String),
				PASSWORD_CLAIM_SIGNATURE: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
				TIMESTAMP: expect.stringMatching(COGNITO_TIMESTAMP),
				...(device ? { DEVICE_KEY: device } : {}),
			},
		},
		answer: (body) => {
			if (!user.verifies(body.ChallengeResponses ?? {})) return fails(recorded.errors.notAuthorized)
			return typeof then === 'function' ? then() : then
		},
	}
}

/** RespondToAuthChallenge for a later step, from the pending sign-in. */
function respond(challengeName: string, session: string, responses: Record<string, string>, then: Reply): Exchange {
	return {
		operation: 'RespondToAuthChallenge',
		expects: { ChallengeName: challengeName, ClientId: CLIENT_ID, Session: session, ChallengeResponses: { USERNAME: USER_ID, ...responses } },
		answer: then,
	}
}

function pendingOf(outcome: SignInOutcome): PendingSignIn {
	if (outcome.step === 'DONE') throw new Error('expected a pending step')
	return outcome.pending
}

async function identityFailure(promise: Promise<unknown>): Promise<IdentityError> {
	const error = await promise.then(
		() => expect.unreachable('expected the call to fail'),
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(IdentityError)
	return error as IdentityError
}

describe('USER_SRP_AUTH', () => {
	test('a real SRP exchange signs in, and the password never leaves the server', async () => {
		const { cognito, flow } = setUp([srpStart(), passwordVerifier(ok(recorded.signedIn))])
		expect(await flow.signIn(EMAIL, PASSWORD)).toEqual({ step: 'DONE', tokens: signedInTokens })
		cognito.assertFinished()
		expect(JSON.stringify(cognito.requests)).not.toContain(PASSWORD)
	})

	test('a wrong password gives a proof Cognito refuses', async () => {
		const { cognito, flow } = setUp([srpStart(), passwordVerifier(ok(recorded.signedIn))])
		const error = await identityFailure(flow.signIn(EMAIL, 'Wrong-horse-9'))
		expect(error).toMatchObject({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' })
		expect(identityErrorKey(error)).toBe('incorrectCredentials')
		cognito.assertFinished()
	})

	test('a throttled start is retried with the same SRP values', async () => {
		const start = srpStart()
		const { cognito, flow } = setUp([{ ...start, answer: fails(recorded.errors.tooManyRequests) }, start, passwordVerifier(ok(recorded.signedIn))])
		expect((await flow.signIn(EMAIL, PASSWORD)).step).toBe('DONE')
		cognito.assertFinished()
		expect(cognito.requests[1]!.body).toEqual(cognito.requests[0]!.body)
	})

	test('an unknown challenge is refused as unsupported', async () => {
		const { flow } = setUp([srpStart(), passwordVerifier(ok({ ChallengeName: 'WEB_AUTHN', ChallengeParameters: {}, Session: 'x' }))])
		await expect(flow.signIn(EMAIL, PASSWORD)).rejects.toBeInstanceOf(UnsupportedChallengeError)
	})
})

describe('USER_PASSWORD_AUTH', () => {
	test('sends the password in InitiateAuth and names the user by USER_ID_FOR_SRP after', async () => {
		const smsMfa = { ...recorded.smsMfa, ChallengeParameters: { ...recorded.smsMfa.ChallengeParameters, USER_ID_FOR_SRP: USER_ID } }
		const { cognito, flow } = setUp(
			[{ operation: 'InitiateAuth', expects: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT_ID, AuthParameters: { USERNAME: EMAIL, PASSWORD } }, answer: ok(smsMfa) }],
			'USER_PASSWORD_AUTH',
		)
		expect(pendingOf(await flow.signIn(EMAIL, PASSWORD)).username).toBe(USER_ID)
		cognito.assertFinished()
	})
})

describe('SMS_MFA', () => {
	test('asks for the code, says where it went, and names the user by its id rather than the email typed', async () => {
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.smsMfa)),
			respond('SMS_MFA', recorded.smsMfa.Session, { SMS_MFA_CODE: '123456' }, ok(recorded.signedIn)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE')
		const pending = pendingOf(outcome)
		expect(pending).toMatchObject({ username: USER_ID, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', challengeSession: recorded.smsMfa.Session, startedAt: NOW_MS })
		expect(pending.details).toMatchObject({ CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS', CODE_DELIVERY_DESTINATION: '+********4567' })

		expect(await flow.confirmCode(pending, '123456')).toEqual({ step: 'DONE', tokens: signedInTokens })
		cognito.assertFinished()
	})

	test('a wrong code is an error the person can correct', async () => {
		const pending: PendingSignIn = { username: USER_ID, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', challengeSession: recorded.smsMfa.Session, details: {}, startedAt: NOW_MS }
		const { cognito, flow } = setUp([respond('SMS_MFA', recorded.smsMfa.Session, { SMS_MFA_CODE: '000000' }, fails(recorded.errors.codeMismatch))])
		const error = await identityFailure(flow.confirmCode(pending, '000000'))
		expect(identityErrorKey(error)).toBe('codeMismatch')
		cognito.assertFinished()
	})
})

describe('SOFTWARE_TOKEN_MFA', () => {
	test('asks for the authenticator code and answers with SOFTWARE_TOKEN_MFA_CODE', async () => {
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.softwareTokenMfa)),
			respond('SOFTWARE_TOKEN_MFA', recorded.softwareTokenMfa.Session, { SOFTWARE_TOKEN_MFA_CODE: '246810' }, ok(recorded.signedIn)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE')
		expect((await flow.confirmCode(pendingOf(outcome), '246810')).step).toBe('DONE')
		cognito.assertFinished()
	})
})

describe('SELECT_MFA_TYPE', () => {
	test.each([
		['TOTP', 'SOFTWARE_TOKEN_MFA', recorded.softwareTokenMfa, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE'],
		['SMS', 'SMS_MFA', recorded.smsMfa, 'CONFIRM_SIGN_IN_WITH_SMS_CODE'],
	] as const)('choosing %s answers %s and leads to its code step', async (choice, answer, next, nextStep) => {
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.selectMfaType)),
			respond('SELECT_MFA_TYPE', recorded.selectMfaType.Session, { ANSWER: answer }, ok(next)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONTINUE_SIGN_IN_WITH_MFA_SELECTION')
		const pending = pendingOf(outcome)
		expect(JSON.parse(pending.details.MFAS_CAN_CHOOSE!)).toEqual(['SMS_MFA', 'SOFTWARE_TOKEN_MFA'])

		const chosen = await flow.selectMfa(pending, choice)
		expect(chosen.step).toBe(nextStep)
		expect(pendingOf(chosen)).toMatchObject({ username: USER_ID, challengeSession: next.Session })
		cognito.assertFinished()
	})
})

describe('MFA_SETUP', () => {
	test('gets a secret to show, verifies the first code, then finishes the challenge', async () => {
		const { associateSoftwareToken: associated, verifySoftwareToken: verified } = recorded
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.mfaSetup)),
			{ operation: 'AssociateSoftwareToken', expects: { Session: recorded.mfaSetup.Session }, answer: ok(associated) },
			{ operation: 'VerifySoftwareToken', expects: { Session: associated.Session, UserCode: '135790' }, answer: ok(verified) },
			respond('MFA_SETUP', verified.Session, {}, ok(recorded.signedIn)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
		const pending = pendingOf(outcome)
		expect(pending).toMatchObject({ username: USER_ID, challengeSession: associated.Session, details: { secret: associated.SecretCode } })

		expect(await flow.completeTotpSetup(pending, '135790')).toEqual({ step: 'DONE', tokens: signedInTokens })
		cognito.assertFinished()
		expect(cognito.requests[2]!.body).not.toHaveProperty('AccessToken')
	})

	test('a wrong first code stops at VerifySoftwareToken', async () => {
		const pending: PendingSignIn = { username: USER_ID, step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP', challengeSession: 'associated', details: { secret: 'S' }, startedAt: NOW_MS }
		const { cognito, flow } = setUp([{ operation: 'VerifySoftwareToken', expects: { Session: 'associated', UserCode: '000000' }, answer: fails(recorded.errors.codeMismatch) }])
		expect(identityErrorKey(await identityFailure(flow.completeTotpSetup(pending, '000000')))).toBe('codeMismatch')
		cognito.assertFinished()
	})
})

describe('NEW_PASSWORD_REQUIRED', () => {
	test('answers with the new password', async () => {
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.newPasswordRequired)),
			respond('NEW_PASSWORD_REQUIRED', recorded.newPasswordRequired.Session, { NEW_PASSWORD: 'N3w-password!' }, ok(recorded.signedIn)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
		expect((await flow.newPassword(pendingOf(outcome), 'N3w-password!')).step).toBe('DONE')
		cognito.assertFinished()
	})

	test('sends the attributes the pool requires, named as Cognito names them', async () => {
		const challenge = {
			...recorded.newPasswordRequired,
			ChallengeParameters: { ...recorded.newPasswordRequired.ChallengeParameters, requiredAttributes: '["userAttributes.given_name","userAttributes.phone_number"]' },
		}
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(challenge)),
			respond(
				'NEW_PASSWORD_REQUIRED',
				challenge.Session,
				{ NEW_PASSWORD: 'N3w-password!', 'userAttributes.given_name': 'Somchai', 'userAttributes.phone_number': '+66812345678' },
				ok(recorded.signedIn),
			),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect((await flow.newPassword(pendingOf(outcome), 'N3w-password!', { given_name: 'Somchai', phone_number: '+66812345678' })).step).toBe('DONE')
		cognito.assertFinished()
	})
})

describe('errors that are steps', () => {
	test.each([
		['PasswordResetRequiredException', 'RESET_PASSWORD', recorded.errors.passwordResetRequired],
		['UserNotConfirmedException', 'CONFIRM_SIGN_UP', recorded.errors.userNotConfirmed],
	] as const)('%s becomes %s for the name typed', async (_name, step, error) => {
		const { cognito, flow } = setUp([srpStart(), passwordVerifier(fails(error))])
		expect(await flow.signIn(EMAIL, PASSWORD)).toEqual({ step, pending: { username: EMAIL, step, details: {}, startedAt: NOW_MS } })
		cognito.assertFinished()
	})

	test('the same from InitiateAuth with USER_PASSWORD_AUTH', async () => {
		const { flow } = setUp([{ operation: 'InitiateAuth', answer: fails(recorded.errors.userNotConfirmed) }], 'USER_PASSWORD_AUTH')
		expect((await flow.signIn(EMAIL, PASSWORD)).step).toBe('CONFIRM_SIGN_UP')
	})
})

describe('CUSTOM_AUTH', () => {
	const CUSTOM_SESSION = 'AYABeCustomAuthSession'

	test('SRP first, then the custom challenge and its answer', async () => {
		const { cognito, flow } = setUp(
			[
				{ ...srpStart({ authFlow: 'CUSTOM_AUTH', session: CUSTOM_SESSION }), expects: { ...srpStart({ authFlow: 'CUSTOM_AUTH' }).expects, AuthParameters: { USERNAME: EMAIL, SRP_A: expect.any(String), CHALLENGE_NAME: 'SRP_A' } } },
				passwordVerifier(ok(recorded.customChallenge), { session: CUSTOM_SESSION }),
				respond('CUSTOM_CHALLENGE', recorded.customChallenge.Session, { ANSWER: 'Wat Suthat School' }, ok(recorded.signedIn)),
			],
			'CUSTOM_AUTH',
		)
		const outcome = await flow.signIn(EMAIL, PASSWORD)
		expect(outcome.step).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')
		const pending = pendingOf(outcome)
		expect(pending.details.question).toBe('What is the name of your first school?')
		expect(await flow.customChallenge(pending, 'Wat Suthat School')).toEqual({ step: 'DONE', tokens: signedInTokens })
		cognito.assertFinished()
	})

	test('a wrong answer is asked again with a new session', async () => {
		const again = { ...recorded.customChallenge, Session: 'AYABeSecondTry' }
		const pending: PendingSignIn = { username: USER_ID, step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', challengeSession: recorded.customChallenge.Session, details: {}, startedAt: NOW_MS }
		const { flow } = setUp([respond('CUSTOM_CHALLENGE', recorded.customChallenge.Session, { ANSWER: 'wrong' }, ok(again))])
		const outcome = await flow.customChallenge(pending, 'wrong')
		expect(outcome.step).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')
		expect(pendingOf(outcome).challengeSession).toBe('AYABeSecondTry')
	})

	test('a challenge without a password step is asked at once', async () => {
		const { flow } = setUp([{ operation: 'InitiateAuth', expects: { AuthFlow: 'CUSTOM_AUTH' }, answer: ok(recorded.customChallenge) }], 'CUSTOM_AUTH')
		expect((await flow.signIn(EMAIL, PASSWORD)).step).toBe('CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')
	})
})

// Several SRP exchanges per test, in the library's own big-number maths: slow on a busy machine.
describe('remembered devices', { timeout: 30_000 }, () => {
	const NEW_DEVICE = recorded.signedInFromNewBrowser.AuthenticationResult.NewDeviceMetadata
	const BROWSER_NAME = 'Chrome on Android'
	const base64 = /^[A-Za-z0-9+/]+={0,2}$/

	/** What Cognito knows of the browser's device once it is confirmed, and whether it skips the second step. */
	type Registered = { device?: ReturnType<typeof srpDevice>; remembered: boolean; refused: number }

	/** ConfirmDevice: the fake keeps the salt and verifier the client sent, as Cognito does. */
	function confirmDevice(registered: Registered, answer: Reply = ok(recorded.confirmDevice)): Exchange {
		return {
			operation: 'ConfirmDevice',
			expects: {
				AccessToken: recorded.signedInFromNewBrowser.AuthenticationResult.AccessToken,
				DeviceKey: NEW_DEVICE.DeviceKey,
				DeviceName: BROWSER_NAME,
				DeviceSecretVerifierConfig: { Salt: expect.stringMatching(base64), PasswordVerifier: expect.stringMatching(base64) },
			},
			answer: (body) => {
				if (answer.status >= 400) return answer
				const config = body.DeviceSecretVerifierConfig as { Salt: string; PasswordVerifier: string }
				registered.device = srpDevice({ userId: USER_ID, groupKey: NEW_DEVICE.DeviceGroupKey, deviceKey: NEW_DEVICE.DeviceKey, config })
				registered.remembered = (answer.body as { UserConfirmationNecessary: boolean }).UserConfirmationNecessary !== true
				return answer
			},
		}
	}

	/** DEVICE_SRP_AUTH with the device's SRP_A, then DEVICE_PASSWORD_VERIFIER checked against the verifier Cognito keeps. */
	function deviceProof(registered: Registered, session = recorded.deviceSrpAuth.Session): Exchange[] {
		return [
			{
				operation: 'RespondToAuthChallenge',
				expects: {
					ChallengeName: 'DEVICE_SRP_AUTH',
					ClientId: CLIENT_ID,
					Session: session,
					ChallengeResponses: { USERNAME: USER_ID, DEVICE_KEY: NEW_DEVICE.DeviceKey, SRP_A: expect.stringMatching(/^[0-9a-f]{600,768}$/) },
				},
				answer: (body) => ok({ ...recorded.devicePasswordVerifier, ChallengeParameters: registered.device!.challenge(body.ChallengeResponses!.SRP_A!) }),
			},
			{
				operation: 'RespondToAuthChallenge',
				expects: {
					ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
					ClientId: CLIENT_ID,
					Session: recorded.devicePasswordVerifier.Session,
					ChallengeResponses: {
						USERNAME: USER_ID,
						DEVICE_KEY: NEW_DEVICE.DeviceKey,
						PASSWORD_CLAIM_SECRET_BLOCK: expect.any(String),
						PASSWORD_CLAIM_SIGNATURE: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/),
						TIMESTAMP: expect.stringMatching(COGNITO_TIMESTAMP),
					},
				},
				answer: (body) => {
					if (registered.device!.verifies(body.ChallengeResponses ?? {})) return ok(recorded.signedIn)
					registered.refused++
					return fails(recorded.errors.notAuthorized)
				},
			},
		]
	}

	/** After the password, a remembered device is asked for its proof; any other gets the second step. */
	const afterPassword = (registered: Registered) => () => (registered.remembered ? ok(recorded.deviceSrpAuth) : ok(recorded.smsMfa))

	/** A first sign-in from a new browser, whose device the fake then knows. */
	async function firstSignIn(confirmAnswer?: Reply) {
		const registered: Registered = { remembered: false, refused: 0 }
		const { cognito, flow } = setUp([srpStart(), passwordVerifier(ok(recorded.signedInFromNewBrowser)), confirmDevice(registered, confirmAnswer)])
		const outcome = await flow.signIn(EMAIL, PASSWORD, { name: BROWSER_NAME })
		cognito.assertFinished()
		if (outcome.step !== 'DONE' || !outcome.newDevice) throw new Error('expected a new device')
		return { registered, device: outcome.newDevice, outcome, cognito }
	}

	test('a first sign-in from a new browser confirms its device; only a verifier of its password is sent', async () => {
		const { device, outcome, cognito } = await firstSignIn()
		expect(outcome).toEqual({
			step: 'DONE',
			tokens: { ...signedInTokens, deviceKey: NEW_DEVICE.DeviceKey },
			newDevice: { key: NEW_DEVICE.DeviceKey, groupKey: NEW_DEVICE.DeviceGroupKey, password: expect.stringMatching(base64) },
		})
		expect(device.password.length).toBeGreaterThanOrEqual(40)
		expect(JSON.stringify(cognito.requests)).not.toContain(device.password)
	})

	test('the next sign-in proves the device by SRP instead of the second step, checked by real maths', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp([
			srpStart({ device: device.key }),
			passwordVerifier(afterPassword(registered), { device: device.key }),
			...deviceProof(registered),
		])
		expect(await flow.signIn(EMAIL, PASSWORD, { device, name: BROWSER_NAME })).toEqual({ step: 'DONE', tokens: { ...signedInTokens, deviceKey: device.key } })
		cognito.assertFinished()
		expect(registered.refused).toBe(0)
		expect(JSON.stringify(cognito.requests)).not.toContain(device.password)
	})

	test('a wrong device password is refused; the browser forgets the device and signs in with the second step', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp([
			srpStart({ device: device.key }),
			passwordVerifier(afterPassword(registered), { device: device.key }),
			...deviceProof(registered),
			srpStart(),
			passwordVerifier(ok(recorded.smsMfa)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD, { device: { ...device, password: `${device.password.slice(1)}A` } })
		expect(registered.refused).toBe(1)
		expect(outcome).toMatchObject({ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', forgetDevice: true })
		cognito.assertFinished()
	})

	test('a device does not stand in for the password: a wrong one is refused before any device proof', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp([srpStart({ device: device.key }), passwordVerifier(afterPassword(registered), { device: device.key })])
		expect(identityErrorKey(await identityFailure(flow.signIn(EMAIL, 'Wrong-horse-9', { device })))).toBe('incorrectCredentials')
		cognito.assertFinished()
	})

	test('UserConfirmationNecessary: the device is kept, but asks for the second step until UpdateDeviceStatus remembers it', async () => {
		const { registered, device } = await firstSignIn(ok(recorded.confirmDeviceOptIn))
		expect(registered.remembered).toBe(false)
		const rememberDevice: Exchange = {
			operation: 'UpdateDeviceStatus',
			expects: { AccessToken: ACCESS_TOKEN, DeviceKey: device.key, DeviceRememberedStatus: 'remembered' },
			answer: () => {
				registered.remembered = true
				return ok(recorded.updateDeviceStatus)
			},
		}
		const { cognito, flow, security } = setUp([
			srpStart({ device: device.key }),
			passwordVerifier(afterPassword(registered), { device: device.key }),
			rememberDevice,
			srpStart({ device: device.key }),
			passwordVerifier(afterPassword(registered), { device: device.key }),
			...deviceProof(registered),
		])
		expect((await flow.signIn(EMAIL, PASSWORD, { device })).step).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE')
		await security.setDeviceRemembered(ACCESS_TOKEN, device.key, true)
		expect(await flow.signIn(EMAIL, PASSWORD, { device })).toEqual({ step: 'DONE', tokens: { ...signedInTokens, deviceKey: device.key } })
		cognito.assertFinished()
	})

	test('a device asked for its proof after the second step answers it there', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp([
			srpStart({ device: device.key }),
			passwordVerifier(ok(recorded.smsMfa), { device: device.key }),
			respond('SMS_MFA', recorded.smsMfa.Session, { SMS_MFA_CODE: '123456' }, ok(recorded.deviceSrpAuth)),
			...deviceProof(registered),
		])
		const pending = pendingOf(await flow.signIn(EMAIL, PASSWORD, { device }))
		expect(await flow.confirmCode(pending, '123456', { device })).toEqual({ step: 'DONE', tokens: { ...signedInTokens, deviceKey: device.key } })
		cognito.assertFinished()
	})

	test('a device proof refused after the second step fails that step, and says the device is gone', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp([
			srpStart({ device: device.key }),
			passwordVerifier(ok(recorded.smsMfa), { device: device.key }),
			respond('SMS_MFA', recorded.smsMfa.Session, { SMS_MFA_CODE: '123456' }, ok(recorded.deviceSrpAuth)),
			...deviceProof(registered),
		])
		const pending = pendingOf(await flow.signIn(EMAIL, PASSWORD, { device }))
		const error = await identityFailure(flow.confirmCode(pending, '123456', { device: { ...device, password: 'not-the-device-password' } }))
		expect(registered.refused).toBe(1)
		expect(isDeviceGone(error)).toBe(true)
		expect(isDeviceGone(new IdentityError('NotAuthorizedException', 'Incorrect username or password.', 400))).toBe(false)
		cognito.assertFinished()
	})

	test('with USER_PASSWORD_AUTH the proof is asked straight after the password', async () => {
		const { registered, device } = await firstSignIn()
		const { cognito, flow } = setUp(
			[
				{
					operation: 'InitiateAuth',
					expects: { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: EMAIL, PASSWORD, DEVICE_KEY: device.key } },
					answer: ok(recorded.deviceSrpAuth),
				},
				...deviceProof(registered),
			],
			'USER_PASSWORD_AUTH',
		)
		expect((await flow.signIn(EMAIL, PASSWORD, { device })).step).toBe('DONE')
		cognito.assertFinished()
	})

	test('a finished second step from a new browser confirms its device too', async () => {
		const registered: Registered = { remembered: false, refused: 0 }
		const { cognito, flow } = setUp([
			srpStart(),
			passwordVerifier(ok(recorded.softwareTokenMfa)),
			respond('SOFTWARE_TOKEN_MFA', recorded.softwareTokenMfa.Session, { SOFTWARE_TOKEN_MFA_CODE: '246810' }, ok(recorded.signedInFromNewBrowser)),
			confirmDevice(registered),
		])
		const pending = pendingOf(await flow.signIn(EMAIL, PASSWORD, { name: BROWSER_NAME }))
		const outcome = await flow.confirmCode(pending, '246810', { name: BROWSER_NAME })
		expect(outcome).toMatchObject({ step: 'DONE', tokens: { deviceKey: NEW_DEVICE.DeviceKey }, newDevice: { key: NEW_DEVICE.DeviceKey } })
		expect(registered.device).toBeDefined()
		cognito.assertFinished()
	})

	test('a ConfirmDevice failure is logged and the person is signed in all the same, without a device', async () => {
		const registered: Registered = { remembered: false, refused: 0 }
		const refusal = fails({ __type: 'InvalidParameterException', message: 'Invalid device secret verifier config.' })
		const { cognito, flow, log } = setUp([srpStart(), passwordVerifier(ok(recorded.signedInFromNewBrowser)), confirmDevice(registered, refusal)])
		const outcome = await flow.signIn(EMAIL, PASSWORD, { name: BROWSER_NAME })
		// The refresh token is still bound to the device Cognito named, so the session keeps its key.
		expect(outcome).toEqual({ step: 'DONE', tokens: { ...signedInTokens, deviceKey: NEW_DEVICE.DeviceKey } })
		expect(log.warn).toHaveBeenCalledWith({ err: expect.objectContaining({ name: 'InvalidParameterException' }) }, expect.stringContaining('device'))
		cognito.assertFinished()
	})
})

describe("a device Cognito no longer knows ('Device does not exist.')", () => {
	const device: Device = { key: DEVICE_KEY, groupKey: '-Xb3kQ9zR', password: 'a-device-password' }

	test("'Device does not exist.' at the start: tried once more without the device, which is reported forgotten", async () => {
		const { cognito, flow } = setUp([
			{ ...srpStart({ device: DEVICE_KEY }), answer: fails(recorded.errors.deviceNotFound) },
			srpStart(),
			passwordVerifier(ok(recorded.signedIn)),
		])
		expect(await flow.signIn(EMAIL, PASSWORD, { device })).toEqual({ step: 'DONE', tokens: signedInTokens, forgetDevice: true })
		cognito.assertFinished()
	})

	test("'Device does not exist.' at the password verifier: the whole sign-in is tried again without it", async () => {
		const { cognito, flow } = setUp([
			srpStart({ device: DEVICE_KEY }),
			passwordVerifier(fails(recorded.errors.deviceNotFound), { device: DEVICE_KEY }),
			srpStart(),
			passwordVerifier(ok(recorded.smsMfa)),
		])
		const outcome = await flow.signIn(EMAIL, PASSWORD, { device })
		expect(outcome).toMatchObject({ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', forgetDevice: true })
		cognito.assertFinished()
		expect(cognito.requests[3]!.body.ChallengeResponses).not.toHaveProperty('DEVICE_KEY')
	})

	test('the retry is made once only', async () => {
		const { cognito, flow } = setUp([
			{ ...srpStart({ device: DEVICE_KEY }), answer: fails(recorded.errors.deviceNotFound) },
			{ ...srpStart(), answer: fails(recorded.errors.deviceNotFound) },
		])
		expect(identityErrorKey(await identityFailure(flow.signIn(EMAIL, PASSWORD, { device })))).toBe('deviceNotFound')
		cognito.assertFinished()
	})

	test('another missing resource is not a device problem and is not retried', async () => {
		const { cognito, flow } = setUp([{ ...srpStart({ device: DEVICE_KEY }), answer: fails(recorded.errors.clientNotFound) }])
		expect(identityErrorKey(await identityFailure(flow.signIn(EMAIL, PASSWORD, { device })))).toBe('notConfigured')
		cognito.assertFinished()
	})

	test('a DEVICE_SRP_AUTH challenge to a browser without a device is refused as unsupported', async () => {
		const { flow } = setUp([srpStart(), passwordVerifier(ok(recorded.deviceSrpAuth))])
		await expect(flow.signIn(EMAIL, PASSWORD)).rejects.toBeInstanceOf(UnsupportedChallengeError)
	})
})

describe('REFRESH_TOKEN_AUTH', () => {
	const current: SessionTokens = { ...signedInTokens, hostedUi: true, deviceKey: DEVICE_KEY }

	test('new access token and expiry; the refresh token, device and sign-in kind are kept', async () => {
		const { cognito, flow } = setUp([
			{
				operation: 'InitiateAuth',
				expects: { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: CLIENT_ID, AuthParameters: { REFRESH_TOKEN: current.refreshToken, DEVICE_KEY: DEVICE_KEY } },
				answer: ok(recorded.refreshed),
			},
		])
		expect(await flow.refresh(current)).toEqual({
			...current,
			accessToken: recorded.refreshed.AuthenticationResult.AccessToken,
			expiresAt: 1_735_689_600 + 3000 + 3600,
		})
		cognito.assertFinished()
	})

	test('a revoked refresh token is refused', async () => {
		const { flow } = setUp([{ operation: 'InitiateAuth', answer: fails(recorded.errors.refreshRevoked) }])
		expect(await identityFailure(flow.refresh(current))).toMatchObject({ name: 'NotAuthorizedException' })
	})

	test('without a refresh token nothing is asked and the refresh is refused', async () => {
		const { cognito, flow } = setUp([])
		expect(await identityFailure(flow.refresh({ ...current, refreshToken: undefined }))).toMatchObject({ name: 'NotAuthorizedException' })
		expect(cognito.requests).toEqual([])
	})
})

describe('tokensFrom', () => {
	test('the session lasts as long as the sooner-expiring of the access and id tokens', () => {
		const AccessToken = jwtOfLength({ sub: USER_ID, username: USER_ID, exp: 2000 }, 600)
		const IdToken = jwtOfLength({ sub: USER_ID, 'cognito:username': USER_ID, exp: 1500 }, 600)
		expect(tokensFrom({ AccessToken, IdToken }).expiresAt).toBe(1500)
		expect(tokensFrom({ AccessToken: IdToken, IdToken: AccessToken }).expiresAt).toBe(1500)
	})

	test('an access token without exp uses ExpiresIn from now', () => {
		const AccessToken = jwtOfLength({ sub: USER_ID, username: USER_ID }, 600)
		expect(tokensFrom({ AccessToken, ExpiresIn: 3600 }, {}, 1_000_000).expiresAt).toBe(1000 + 3600)
	})
})
