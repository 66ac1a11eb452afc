import { describe, expect, test } from 'vitest'
import recorded from './identity/__fixtures__/cognito-responses.json'
import { commitDevice, DEVICE_COOKIE, readDevice } from './device-cookie.server.ts'
import type { Device } from './identity/devices.server.ts'
import { tokensFrom } from './identity/sign-in.server.ts'
import { newSessionData, readSession, type PendingSignIn } from './session.server.ts'
import { continueSignIn } from './sign-in.server.ts'

// Where a sign-in's outcome leaves the browser's device: kept when new, forgotten when Cognito has none.

const tokens = tokensFrom(recorded.signedIn.AuthenticationResult)
const device: Device = { key: recorded.signedInFromNewBrowser.AuthenticationResult.NewDeviceMetadata.DeviceKey, groupKey: '-Xb3kQ9zR', password: 'a-device-password' }
const pending: PendingSignIn = { username: tokens.username, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', challengeSession: recorded.smsMfa.Session, details: {}, startedAt: Date.now() }

/** The request the browser sends next, with the cookies `response` left it. */
function nextRequest(response: Response, cookie = '') {
	const set = response.headers.getSetCookie().filter((line) => !/Max-Age=0/i.test(line)).map((line) => line.split(';')[0])
	return new Request('http://localhost/', { headers: { Cookie: [cookie, ...set].filter(Boolean).join('; ') } })
}

async function requestWithDevice() {
	const cookie = (await commitDevice(device, [])).getSetCookie()[0]!.split(';')[0]!
	return { cookie, request: new Request('http://localhost/login', { method: 'POST', headers: { Cookie: cookie } }) }
}

describe('continueSignIn and the device cookie', () => {
	test('signed in with a new device: the browser keeps it beside its new session', async () => {
		const response = await continueSignIn(new Request('http://localhost/login', { method: 'POST' }), newSessionData(), { step: 'DONE', tokens, newDevice: device }, 'Signed in')
		const next = nextRequest(response)
		expect(await readDevice(next)).toEqual({ ...device, signInNames: [tokens.email, tokens.username].map((name) => name!.toLowerCase()) })
		expect((await readSession(next)).tokens).toEqual(tokens)
	})

	test('signed in with the device it had: the cookie is left as it is', async () => {
		const { request } = await requestWithDevice()
		const response = await continueSignIn(request, newSessionData(), { step: 'DONE', tokens: { ...tokens, deviceKey: device.key } }, 'Signed in')
		expect(response.headers.getSetCookie().some((line) => line.startsWith(`${DEVICE_COOKIE}=`))).toBe(false)
	})

	test("'Device does not exist.' (forgetDevice): the browser forgets it, at a next step as when signed in", async () => {
		const { request } = await requestWithDevice()
		const atStep = await continueSignIn(request, newSessionData(), { step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', pending, forgetDevice: true }, 'Signed in')
		expect(atStep.headers.get('Location')).toBe('/login')
		expect(atStep.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^robtua_device=; Max-Age=0/))
		expect((await readSession(nextRequest(atStep))).signIn).toEqual(pending)

		const done = await continueSignIn(request, newSessionData(), { step: 'DONE', tokens, forgetDevice: true }, 'Signed in')
		expect(done.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^robtua_device=; Max-Age=0/))
	})

	test('forgotten, then a new device confirmed by the same sign-in: the new one is kept', async () => {
		const { request } = await requestWithDevice()
		const renewed = { ...device, key: 'ap-southeast-1_0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0' }
		const response = await continueSignIn(request, newSessionData(), { step: 'DONE', tokens, newDevice: renewed, forgetDevice: true }, 'Signed in')
		expect(await readDevice(nextRequest(response))).toMatchObject(renewed)
	})
})

describe('where a sign-in lands (docs/product.md#routing-behaviour)', () => {
	const signIn = (backPath?: string) => continueSignIn(new Request('http://localhost/login', { method: 'POST' }), { ...newSessionData(), backPath }, { step: 'DONE', tokens }, 'Signed in')

	test('on the page the person wanted before signing in', async () => {
		expect((await signIn('/business-user/3f1e6c1a-6a43-4c3e-9d4e-2b0d1b6f2a11/qr-code-bio')).headers.get('Location')).toBe('/business-user/3f1e6c1a-6a43-4c3e-9d4e-2b0d1b6f2a11/qr-code-bio')
	})

	test('home, when they wanted none (or one that would leave the site)', async () => {
		expect((await signIn()).headers.get('Location')).toBe('/')
		expect((await signIn('//evil.example')).headers.get('Location')).toBe('/')
	})
})
