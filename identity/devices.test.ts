import { createHmac } from 'node:crypto'
import { AuthenticationHelper, DateHelper } from 'amazon-cognito-identity-js'
import BigIntegerModule from 'amazon-cognito-identity-js/lib/BigInteger.js'
import { generate as totpCode } from 'cognito-local/lib/services/totp.js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestStandIn, type AuthAnswer, type TestStandIn } from './testing.ts'

let stand: TestStandIn

beforeAll(async () => {
	stand = await startTestStandIn()
}, 30_000)

afterAll(() => stand?.close())

type Attribute = { Name: string; Value: string }
type Device = { DeviceKey: string; DeviceAttributes: Attribute[]; DeviceCreateDate: number; DeviceLastModifiedDate: number; DeviceLastAuthenticatedDate: number }

const deviceNotFound = { type: 'ResourceNotFoundException', message: expect.stringContaining('Device does not exist.') }
const attribute = (device: Device, name: string) => device.DeviceAttributes.find((entry) => entry.Name === name)?.Value

// The browser's side, as Cognito's own client library does it (the web uses the same library).
type BigIntegerCtor = new (value: string, radix: number) => unknown
const BigInteger = ((BigIntegerModule as { default?: unknown }).default ?? BigIntegerModule) as BigIntegerCtor

function deviceSecret(groupKey: string, deviceKey: string): Promise<{ password: string; Salt: string; PasswordVerifier: string }> {
	const helper = new AuthenticationHelper(groupKey)
	return new Promise((resolve, reject) => {
		helper.generateHashDevice(groupKey, deviceKey, (error) => {
			if (error) return reject(error)
			resolve({
				password: helper.getRandomPassword(),
				Salt: Buffer.from(helper.getSaltDevices(), 'hex').toString('base64'),
				PasswordVerifier: Buffer.from(helper.getVerifierDevices(), 'hex').toString('base64'),
			})
		})
	})
}

/** DEVICE_SRP_AUTH, then DEVICE_PASSWORD_VERIFIER, answered with the device's password. */
async function proveDevice(started: AuthAnswer, device: { key: string; groupKey: string; password: string }) {
	const helper = new AuthenticationHelper(device.groupKey)
	const srpA = await new Promise<string>((resolve, reject) => helper.getLargeAValue((error, value) => (error ? reject(error) : resolve(value.toString(16)))))
	const username = started.ChallengeParameters!.USERNAME!
	const asked = await stand.call<AuthAnswer>('RespondToAuthChallenge', {
		ClientId: stand.standIn.clientId,
		ChallengeName: 'DEVICE_SRP_AUTH',
		Session: started.Session,
		ChallengeResponses: { USERNAME: username, DEVICE_KEY: device.key, SRP_A: srpA },
	})
	expect(asked.ChallengeName).toBe('DEVICE_PASSWORD_VERIFIER')
	const parameters = asked.ChallengeParameters!
	const key = await new Promise<Buffer>((resolve, reject) =>
		helper.getPasswordAuthenticationKey(device.key, device.password, new BigInteger(parameters.SRP_B!, 16), new BigInteger(parameters.SALT!, 16), (error, hkdf) =>
			error ? reject(error) : resolve(hkdf),
		),
	)
	const timestamp = new DateHelper().getNowString()
	const signature = createHmac('sha256', key)
		.update(Buffer.concat([Buffer.from(device.groupKey), Buffer.from(device.key), Buffer.from(parameters.SECRET_BLOCK!, 'base64'), Buffer.from(timestamp)]))
		.digest('base64')
	return stand.call<AuthAnswer>('RespondToAuthChallenge', {
		ClientId: stand.standIn.clientId,
		ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
		Session: asked.Session,
		ChallengeResponses: { USERNAME: parameters.USERNAME!, DEVICE_KEY: device.key, PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK!, TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature },
	})
}

// A verifier for devices that never prove themselves (making a real one takes the client library a while).
const placeholderSecret = { password: 'unused', Salt: Buffer.from('0a0b').toString('base64'), PasswordVerifier: Buffer.from('0c0d').toString('base64') }

/** A sign-in from a new browser, and its device confirmed as the web does it. */
async function signInAndConfirm(email: string, name = 'Chrome on Android') {
	const { AuthenticationResult } = await stand.signIn(email)
	const metadata = AuthenticationResult!.NewDeviceMetadata!
	const secret = placeholderSecret
	const confirmed = await stand.call<{ UserConfirmationNecessary: boolean }>('ConfirmDevice', {
		AccessToken: AuthenticationResult!.AccessToken,
		DeviceKey: metadata.DeviceKey,
		DeviceName: name,
		DeviceSecretVerifierConfig: { Salt: secret.Salt, PasswordVerifier: secret.PasswordVerifier },
	})
	return { tokens: AuthenticationResult!, confirmed, device: { key: metadata.DeviceKey, groupKey: metadata.DeviceGroupKey } }
}

const listDevices = (AccessToken: string, extra: Record<string, unknown> = {}) =>
	stand.call<{ Devices: Device[]; PaginationToken?: string }>('ListDevices', { AccessToken, Limit: 60, ...extra })

describe('device tracking', () => {
	test('a sign-in from a new browser is issued a device: a key like <region>_<uuid> and the person’s group key, carried by the tokens', async () => {
		const person = await stand.person('issued')
		const first = (await stand.signIn(person.email)).AuthenticationResult!
		const second = (await stand.signIn(person.email)).AuthenticationResult!
		expect(first.NewDeviceMetadata).toEqual({ DeviceKey: expect.stringMatching(/^local_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), DeviceGroupKey: expect.any(String) })
		expect(second.NewDeviceMetadata!.DeviceKey).not.toBe(first.NewDeviceMetadata!.DeviceKey)
		expect(second.NewDeviceMetadata!.DeviceGroupKey).toBe(first.NewDeviceMetadata!.DeviceGroupKey)
		expect(decodeJwt(first.AccessToken).device_key).toBe(first.NewDeviceMetadata!.DeviceKey)
		// Issued, not confirmed: not a device of theirs yet.
		expect((await listDevices(first.AccessToken)).Devices).toEqual([])
	})

	test('ConfirmDevice keeps the device, not remembered until the person asks; ListDevices and GetDevice answer as Cognito does', async () => {
		const person = await stand.person('confirm')
		const before = Date.now() / 1000
		const { tokens, confirmed, device } = await signInAndConfirm(person.email)
		expect(confirmed).toEqual({ UserConfirmationNecessary: true })
		const { Devices, PaginationToken } = await listDevices(tokens.AccessToken)
		expect(PaginationToken).toBeUndefined()
		expect(Devices).toHaveLength(1)
		const [listed] = Devices
		expect(listed).toMatchObject({ DeviceKey: device.key })
		expect(attribute(listed!, 'device_name')).toBe('Chrome on Android')
		expect(attribute(listed!, 'device_status')).toBe('valid')
		expect(attribute(listed!, 'dev:device_remembered_status')).toBe('not_remembered')
		for (const date of [listed!.DeviceCreateDate, listed!.DeviceLastModifiedDate, listed!.DeviceLastAuthenticatedDate]) {
			expect(date).toBeGreaterThan(before - 1)
			expect(date).toBeLessThan(Date.now() / 1000 + 1)
		}
		await expect(stand.call('GetDevice', { AccessToken: tokens.AccessToken, DeviceKey: device.key })).resolves.toEqual({ Device: listed })
	})

	test('the person remembers the device or stops, by UpdateDeviceStatus', async () => {
		const person = await stand.person('remember')
		const { tokens, device } = await signInAndConfirm(person.email)
		const status = async () => attribute((await listDevices(tokens.AccessToken)).Devices[0]!, 'dev:device_remembered_status')
		await expect(stand.call('UpdateDeviceStatus', { AccessToken: tokens.AccessToken, DeviceKey: device.key, DeviceRememberedStatus: 'remembered' })).resolves.toEqual({})
		expect(await status()).toBe('remembered')
		await stand.call('UpdateDeviceStatus', { AccessToken: tokens.AccessToken, DeviceKey: device.key, DeviceRememberedStatus: 'not_remembered' })
		expect(await status()).toBe('not_remembered')
		await expect(stand.call('UpdateDeviceStatus', { AccessToken: tokens.AccessToken, DeviceKey: device.key, DeviceRememberedStatus: 'forever' })).rejects.toMatchObject({
			type: 'InvalidParameterException',
		})
	})

	test('the next sign-in names its device: no new one, its last authentication moves; a device the person lacks is refused', async () => {
		const person = await stand.person('known')
		const { tokens, device } = await signInAndConfirm(person.email)
		const before = (await listDevices(tokens.AccessToken)).Devices[0]!
		await new Promise((resolve) => setTimeout(resolve, 20))
		const again = (await stand.signIn(person.email, undefined, { DEVICE_KEY: device.key })).AuthenticationResult!
		expect(again.NewDeviceMetadata).toBeUndefined()
		expect(decodeJwt(again.AccessToken).device_key).toBe(device.key)
		const after = (await listDevices(again.AccessToken)).Devices
		expect(after).toHaveLength(1)
		expect(after[0]!.DeviceLastAuthenticatedDate).toBeGreaterThan(before.DeviceLastAuthenticatedDate)

		const unknown = 'local_00000000-0000-4000-8000-000000000000'
		await expect(stand.signIn(person.email, undefined, { DEVICE_KEY: unknown })).rejects.toMatchObject(deviceNotFound)
		// The password is checked first: a wrong one says only that.
		await expect(stand.signIn(person.email, 'Wrong#2026x', { DEVICE_KEY: unknown })).rejects.toMatchObject({ type: 'NotAuthorizedException' })
	})

	test('refreshing with the device key keeps working, and the tokens keep the device', async () => {
		const person = await stand.person('refresh')
		const { tokens, device } = await signInAndConfirm(person.email)
		const refreshed = (await stand.refresh(tokens.RefreshToken!, { DEVICE_KEY: device.key })).AuthenticationResult!
		expect(decodeJwt(refreshed.AccessToken)).toMatchObject({ device_key: device.key, origin_jti: decodeJwt(tokens.AccessToken).origin_jti })
		expect(refreshed.NewDeviceMetadata).toBeUndefined()
	})

	test('ForgetDevice forgets it: it is no longer listed, and a sign-in naming it is told it does not exist', async () => {
		const person = await stand.person('forget')
		const { tokens, device } = await signInAndConfirm(person.email)
		await expect(stand.call('ForgetDevice', { AccessToken: tokens.AccessToken, DeviceKey: device.key })).resolves.toEqual({})
		expect((await listDevices(tokens.AccessToken)).Devices).toEqual([])
		await expect(stand.call('GetDevice', { AccessToken: tokens.AccessToken, DeviceKey: device.key })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.call('ForgetDevice', { AccessToken: tokens.AccessToken, DeviceKey: device.key })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.signIn(person.email, undefined, { DEVICE_KEY: device.key })).rejects.toMatchObject(deviceNotFound)
	})

	test('one person’s access token cannot see, change or forget another’s device', async () => {
		const [owner, other] = [await stand.person('owner'), await stand.person('other')]
		const { tokens, device } = await signInAndConfirm(owner.email)
		const theirs = (await stand.signIn(other.email)).AuthenticationResult!.AccessToken
		expect((await listDevices(theirs)).Devices).toEqual([])
		await expect(stand.call('GetDevice', { AccessToken: theirs, DeviceKey: device.key })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.call('UpdateDeviceStatus', { AccessToken: theirs, DeviceKey: device.key, DeviceRememberedStatus: 'remembered' })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.call('ForgetDevice', { AccessToken: theirs, DeviceKey: device.key })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.call('ConfirmDevice', { AccessToken: theirs, DeviceKey: device.key, DeviceName: 'Mine now' })).rejects.toMatchObject(deviceNotFound)
		await expect(stand.signIn(other.email, undefined, { DEVICE_KEY: device.key })).rejects.toMatchObject(deviceNotFound)
		expect((await listDevices(tokens.AccessToken)).Devices.map((d) => [d.DeviceKey, attribute(d, 'device_name')])).toEqual([[device.key, 'Chrome on Android']])
		// Nor can a token the stand-in did not sign.
		const [header, payload] = tokens.AccessToken.split('.')
		const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(theirs), sub: decodeJwt(tokens.AccessToken).sub })).toString('base64url')}.${tokens.AccessToken.split('.')[2]}`
		expect(payload).not.toBe(forged.split('.')[1])
		await expect(listDevices(forged)).rejects.toMatchObject({ type: 'NotAuthorizedException' })
		await expect(listDevices('not-a-token')).rejects.toMatchObject({ type: 'NotAuthorizedException' })
	})

	test('ListDevices pages at most 60 at a time, newest first', async () => {
		const person = await stand.person('pages')
		const devices = [(await signInAndConfirm(person.email, 'One')).device, (await signInAndConfirm(person.email, 'Two')).device]
		const { tokens } = await signInAndConfirm(person.email, 'Three')
		const first = await listDevices(tokens.AccessToken, { Limit: 2 })
		expect(first.Devices.map((d) => attribute(d, 'device_name'))).toEqual(['Three', 'Two'])
		expect(first.PaginationToken).toEqual(expect.any(String))
		const second = await listDevices(tokens.AccessToken, { Limit: 2, PaginationToken: first.PaginationToken })
		expect(second.Devices.map((d) => d.DeviceKey)).toEqual([devices[0]!.key])
		expect(second.PaginationToken).toBeUndefined()
		await expect(listDevices(tokens.AccessToken, { Limit: 61 })).rejects.toMatchObject({ type: 'InvalidParameterException' })
		await expect(listDevices(tokens.AccessToken, { PaginationToken: 'nonsense' })).rejects.toMatchObject({ type: 'InvalidParameterException' })
	})

	test('operators list and forget a person’s devices (AdminListDevices, AdminForgetDevice)', async () => {
		const person = await stand.person('admin')
		const { device } = await signInAndConfirm(person.email)
		const asOperator = { UserPoolId: stand.standIn.userPoolId, Username: person.email }
		const listed = await stand.call<{ Devices: Device[] }>('AdminListDevices', { ...asOperator, Limit: 10 })
		expect(listed.Devices.map((d) => d.DeviceKey)).toEqual([device.key])
		await expect(stand.call('AdminForgetDevice', { ...asOperator, DeviceKey: device.key })).resolves.toEqual({})
		expect((await stand.call<{ Devices: Device[] }>('AdminListDevices', asOperator)).Devices).toEqual([])
	})
})

describe('a remembered device instead of the second step', () => {
	/** Someone with an authenticator app as their second step. */
	async function personWithTotp(name: string) {
		const person = await stand.person(name)
		const { AccessToken } = (await stand.signIn(person.email)).AuthenticationResult!
		const { SecretCode } = await stand.call<{ SecretCode: string }>('AssociateSoftwareToken', { AccessToken })
		await stand.call('VerifySoftwareToken', { AccessToken, UserCode: totpCode(SecretCode) })
		await stand.call('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } })
		return { ...person, secret: SecretCode }
	}

	const answerTotp = (challenge: AuthAnswer, secret: string) =>
		stand.call<AuthAnswer>('RespondToAuthChallenge', {
			ClientId: stand.standIn.clientId,
			ChallengeName: 'SOFTWARE_TOKEN_MFA',
			Session: challenge.Session,
			ChallengeResponses: { USERNAME: challenge.ChallengeParameters!.USER_ID_FOR_SRP!, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
		})

	test('a new browser is issued its device after the second step; the sign-in it finishes refreshes', async () => {
		const person = await personWithTotp('second-step')
		const challenge = await stand.signIn(person.email)
		expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA')
		const done = (await answerTotp(challenge, person.secret)).AuthenticationResult!
		expect(done.NewDeviceMetadata?.DeviceKey).toEqual(expect.any(String))
		await expect(stand.refresh(done.RefreshToken!, { DEVICE_KEY: done.NewDeviceMetadata!.DeviceKey })).resolves.toHaveProperty('AuthenticationResult.AccessToken')
	})

	test('a device not remembered still asks for the code, and the step keeps its device', async () => {
		const person = await personWithTotp('not-remembered')
		const challenge = await stand.signIn(person.email)
		const { AuthenticationResult } = await answerTotp(challenge, person.secret)
		const metadata = AuthenticationResult!.NewDeviceMetadata!
		const { Salt, PasswordVerifier } = placeholderSecret
		await stand.call('ConfirmDevice', { AccessToken: AuthenticationResult!.AccessToken, DeviceKey: metadata.DeviceKey, DeviceSecretVerifierConfig: { Salt, PasswordVerifier } })
		const again = await stand.signIn(person.email, undefined, { DEVICE_KEY: metadata.DeviceKey })
		expect(again.ChallengeName).toBe('SOFTWARE_TOKEN_MFA')
		const done = (await answerTotp(again, person.secret)).AuthenticationResult!
		expect(done.NewDeviceMetadata).toBeUndefined()
		expect(decodeJwt(done.AccessToken).device_key).toBe(metadata.DeviceKey)
	})

	test('a remembered device proves itself by SRP instead of the code; a wrong device password is refused', async () => {
		const person = await personWithTotp('remembered')
		const challenge = await stand.signIn(person.email)
		const { AuthenticationResult } = await answerTotp(challenge, person.secret)
		const metadata = AuthenticationResult!.NewDeviceMetadata!
		const secret = await deviceSecret(metadata.DeviceGroupKey, metadata.DeviceKey)
		await stand.call('ConfirmDevice', { AccessToken: AuthenticationResult!.AccessToken, DeviceKey: metadata.DeviceKey, DeviceSecretVerifierConfig: { Salt: secret.Salt, PasswordVerifier: secret.PasswordVerifier } })
		await stand.call('UpdateDeviceStatus', { AccessToken: AuthenticationResult!.AccessToken, DeviceKey: metadata.DeviceKey, DeviceRememberedStatus: 'remembered' })
		const device = { key: metadata.DeviceKey, groupKey: metadata.DeviceGroupKey, password: secret.password }

		const started = await stand.signIn(person.email, undefined, { DEVICE_KEY: device.key })
		expect(started).toMatchObject({ ChallengeName: 'DEVICE_SRP_AUTH', ChallengeParameters: { USERNAME: person.sub } })
		const proven = (await proveDevice(started, device)).AuthenticationResult!
		expect(proven.NewDeviceMetadata).toBeUndefined()
		expect(decodeJwt(proven.AccessToken)).toMatchObject({ sub: person.sub, device_key: device.key })
		await expect(stand.refresh(proven.RefreshToken!, { DEVICE_KEY: device.key })).resolves.toHaveProperty('AuthenticationResult.AccessToken')

		const wrong = await stand.signIn(person.email, undefined, { DEVICE_KEY: device.key })
		await expect(proveDevice(wrong, { ...device, password: `${device.password.slice(1)}A` })).rejects.toMatchObject({ type: 'NotAuthorizedException' })
		// Each proof's session answers once.
		const once = await stand.signIn(person.email, undefined, { DEVICE_KEY: device.key })
		await proveDevice(once, device)
		await expect(proveDevice(once, device)).rejects.toMatchObject({ type: 'NotAuthorizedException', message: expect.stringContaining('Invalid session') })
	})
})
