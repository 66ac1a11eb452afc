import type { TFunction } from 'i18next'
import { describe, expect, test, vi } from 'vitest'
import recorded from './identity/__fixtures__/cognito-responses.json'
import { IdentityError } from './identity/client.server.ts'
import { signInFlow } from './identity/identity.server.ts'
import { commitDevice, readDevice } from './device-cookie.server.ts'
import { answerStep, stepView } from './sign-in-steps.server.ts'
import { newSessionData, readSession, type PendingSignIn } from './session.server.ts'

// The step forms between Cognito's answers and the page; the identity calls themselves are mocked.
vi.mock('./identity/identity.server.ts', () => ({
	signInFlow: { confirmCode: vi.fn(), selectMfa: vi.fn(), completeTotpSetup: vi.fn(), newPassword: vi.fn(), customChallenge: vi.fn() },
}))

const USER_ID = '7c4e2a90-3b1d-4f6e-9a85-2d1c0b7e4f31'
const t = ((key: string) => key) as unknown as TFunction<'auth'>

function pendingFrom(answer: { ChallengeParameters: Record<string, string>; Session: string }, step: string): PendingSignIn {
	return { username: USER_ID, step, challengeSession: answer.Session, details: answer.ChallengeParameters, startedAt: Date.now() }
}

function formOf(fields: Record<string, string>) {
	const form = new FormData()
	for (const [name, value] of Object.entries(fields)) form.set(name, value)
	return form
}

type StepReply = { init: { status: number } | null; data: { result: { error?: Record<string, string[]> } } }

describe('stepView', () => {
	test('an SMS step shows where the code went, and never the challenge session', async () => {
		const pending = pendingFrom(recorded.smsMfa, 'CONFIRM_SIGN_IN_WITH_SMS_CODE')
		const view = await stepView(pending)
		expect(view).toMatchObject({ step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', destination: '+********4567', totpSecret: null, totpQrSvg: null })
		expect(JSON.stringify(view)).not.toContain(recorded.smsMfa.Session)
	})

	test('an MFA selection offers TOTP and SMS', async () => {
		const view = await stepView(pendingFrom(recorded.selectMfaType, 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION'))
		expect(view.mfaChoices).toEqual(['SMS', 'TOTP'])
	})

	test('a TOTP set-up shows the secret and its QR code', async () => {
		const pending = pendingFrom(recorded.mfaSetup, 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
		pending.details = { ...pending.details, secret: recorded.associateSoftwareToken.SecretCode }
		const view = await stepView(pending)
		expect(view.totpSecret).toBe(recorded.associateSoftwareToken.SecretCode)
		expect(view.totpQrSvg).toMatch(/^<svg/)
	})
})

describe('answerStep', () => {
	const pending = pendingFrom(recorded.selectMfaType, 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION')
	const request = new Request('http://localhost/login', { method: 'POST' })

	test.each(['EMAIL', 'SOFTWARE_TOKEN_MFA', 'totp'])('the MFA type %s is refused as "Invalid MFA type" without asking Cognito', async (mfaType) => {
		const reply = (await answerStep({ request, session: newSessionData(), pending, form: formOf({ intent: 'select-mfa', mfaType }), t })) as unknown as StepReply
		expect(reply.init?.status).toBe(400)
		expect(reply.data.result.error?.['']).toEqual(['invalidMfaType'])
		expect(signInFlow.selectMfa).not.toHaveBeenCalled()
	})

	test('a valid choice is passed on, and the next step is kept for the next page', async () => {
		const next = pendingFrom(recorded.softwareTokenMfa, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE')
		vi.mocked(signInFlow.selectMfa).mockResolvedValue({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', pending: next })
		const response = (await answerStep({ request, session: newSessionData(), pending, form: formOf({ intent: 'select-mfa', mfaType: 'TOTP' }), t })) as Response
		expect(signInFlow.selectMfa).toHaveBeenCalledWith(pending, 'TOTP', { device: undefined, name: undefined })
		expect(response.headers.get('Location')).toBe('/login')
		const cookie = response.headers
			.getSetCookie()
			.map((line) => line.split(';')[0])
			.join('; ')
		expect((await readSession(new Request('http://localhost/', { headers: { Cookie: cookie } }))).signIn).toEqual(next)
	})

	test("the browser's device and name go with the step, and a device confirmed there is kept", async () => {
		const device = { key: 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a', groupKey: '-Xb3kQ9zR', password: 'a-device-password' }
		const renewed = { ...device, key: 'ap-southeast-1_0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0' }
		const cookie = (await commitDevice(device, [])).getSetCookie()[0]!.split(';')[0]!
		const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
		const fromBrowser = new Request('http://localhost/login', { method: 'POST', headers: { Cookie: cookie, 'User-Agent': userAgent } })
		const tokens = { accessToken: 'a', expiresAt: 0, sub: USER_ID, username: USER_ID, hostedUi: false, deviceKey: renewed.key }
		vi.mocked(signInFlow.confirmCode).mockResolvedValue({ step: 'DONE', tokens, newDevice: renewed })
		const smsPending = pendingFrom(recorded.smsMfa, 'CONFIRM_SIGN_IN_WITH_SMS_CODE')
		const response = (await answerStep({ request: fromBrowser, session: newSessionData(), pending: smsPending, form: formOf({ intent: 'confirm-code', code: '123456' }), t })) as Response
		expect(signInFlow.confirmCode).toHaveBeenCalledWith(smsPending, '123456', { device: { ...device, signInNames: [] }, name: 'Safari on iOS' })
		const kept = response.headers.getSetCookie().find((line) => line.startsWith('robtua_device='))!.split(';')[0]!
		// The new device knows whose it is (for the attempt limits).
		expect(await readDevice(new Request('http://localhost/', { headers: { Cookie: kept } }))).toEqual({ ...renewed, signInNames: [USER_ID.toLowerCase()] })
	})

	test('a device Cognito no longer knows, met after the step, is forgotten by the browser', async () => {
		const device = { key: 'ap-southeast-1_5d7c3a1e-9b8f-4e2d-a6c4-0f1e2d3c4b5a', groupKey: '-Xb3kQ9zR', password: 'a-device-password' }
		const cookie = (await commitDevice(device, [])).getSetCookie()[0]!.split(';')[0]!
		vi.mocked(signInFlow.confirmCode).mockRejectedValue(new IdentityError('ResourceNotFoundException', 'Device does not exist.', 400))
		const fromBrowser = new Request('http://localhost/login', { method: 'POST', headers: { Cookie: cookie } })
		const reply = (await answerStep({ request: fromBrowser, session: newSessionData(), pending: pendingFrom(recorded.smsMfa, 'CONFIRM_SIGN_IN_WITH_SMS_CODE'), form: formOf({ intent: 'confirm-code', code: '123456' }), t })) as unknown as StepReply & { init: { headers?: Headers } }
		expect(reply.data.result.error?.['']).toEqual(['deviceNotFound'])
		expect(new Headers(reply.init.headers).getSetCookie()).toEqual([expect.stringMatching(/^robtua_device=; Max-Age=0/)])
	})

	test("Cognito's refusal is shown as a message key, never its text", async () => {
		vi.mocked(signInFlow.confirmCode).mockRejectedValue(new IdentityError('CodeMismatchException', 'Invalid code received for user', 400))
		const smsPending = pendingFrom(recorded.smsMfa, 'CONFIRM_SIGN_IN_WITH_SMS_CODE')
		const reply = (await answerStep({ request, session: newSessionData(), pending: smsPending, form: formOf({ intent: 'confirm-code', code: '000000' }), t })) as unknown as StepReply
		expect(reply.init?.status).toBe(400)
		expect(reply.data.result.error?.['']).toEqual(['codeMismatch'])
	})
})

describe('a new password with the details the pool requires', () => {
	const request = new Request('http://localhost/login', { method: 'POST' })
	const challenge = pendingFrom(recorded.newPasswordRequired, 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED')
	const pending: PendingSignIn = {
		...challenge,
		details: { ...challenge.details, requiredAttributes: '["userAttributes.given_name","userAttributes.phone_number","userAttributes.custom:branch"]' },
	}
	const password = { intent: 'new-password', password: 'N3w-password!', confirmPassword: 'N3w-password!' }

	test('the step names them for the form', async () => {
		expect((await stepView(pending)).requiredAttributes).toEqual(['given_name', 'phone_number', 'custom:branch'])
		expect((await stepView(challenge)).requiredAttributes).toEqual([])
	})

	test('each one left empty (or a phone that is not Thai) is named, without asking Cognito', async () => {
		const form = formOf({ ...password, 'attributes.phone_number': '12345' })
		const reply = (await answerStep({ request, session: newSessionData(), pending, form, t })) as unknown as StepReply
		expect(reply.init?.status).toBe(400)
		expect(reply.data.result.error).toEqual({ 'attributes.given_name': ['required'], 'attributes.phone_number': ['phone'], 'attributes.custom:branch': ['required'] })
		expect(signInFlow.newPassword).not.toHaveBeenCalled()
	})

	test('they go to Cognito with the password, the phone number in E.164', async () => {
		vi.mocked(signInFlow.newPassword).mockResolvedValue({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE', pending: pendingFrom(recorded.softwareTokenMfa, 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') })
		const form = formOf({ ...password, 'attributes.given_name': ' Somchai ', 'attributes.phone_number': '081 234 5678', 'attributes.custom:branch': 'Siam' })
		await answerStep({ request, session: newSessionData(), pending, form, t })
		expect(signInFlow.newPassword).toHaveBeenCalledWith(pending, 'N3w-password!', { given_name: 'Somchai', phone_number: '+66812345678', 'custom:branch': 'Siam' }, expect.anything())
	})
})
