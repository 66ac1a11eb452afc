// The stand-in for a test file: on a free port, in a data directory of its own, removed afterwards.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cognitoCall } from './cognito-call.ts'
import { seedDemoUsers } from './seed.ts'
import { startIdentityStandIn, type IdentityStandIn, type IdentityStandInOptions } from './stand-in.ts'

export const TEST_CODE = '123456'
export const TEST_PASSWORD = 'Robtua#2026'

export function freePort() {
	return new Promise<number>((resolve) => {
		const probe = createServer().listen(0, '127.0.0.1', () => {
			const { port } = probe.address() as { port: number }
			probe.close(() => resolve(port))
		})
	})
}

export type AuthenticationResult = {
	AccessToken: string
	IdToken: string
	RefreshToken?: string
	NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string }
}
export type AuthAnswer = {
	AuthenticationResult?: AuthenticationResult
	ChallengeName?: string
	ChallengeParameters?: Record<string, string>
	Session?: string
}

export async function startTestStandIn(options: Partial<IdentityStandInOptions> = {}) {
	const dataDir = mkdtempSync(join(tmpdir(), 'robtua-identity-'))
	const settings: IdentityStandInOptions = { port: await freePort(), dataDir, code: TEST_CODE, appUrl: 'http://localhost:3999', ...options }
	let standIn: IdentityStandIn = await startIdentityStandIn(settings)

	const call = <T = Record<string, unknown>>(operation: string, body: Record<string, unknown>) => cognitoCall<T>(standIn.endpoint, operation, body)

	return {
		get standIn() {
			return standIn
		},
		settings,
		call,
		/** Stops and starts it again on the same port and data. */
		async restart() {
			await standIn.close()
			standIn = await startIdentityStandIn(settings)
		},
		/** Someone new, confirmed, with a permanent password. */
		async person(name = 'person') {
			const email = `${name}-${randomBytes(4).toString('hex')}@robtua.test`
			const [seeded] = await seedDemoUsers(standIn, [{ email, password: TEST_PASSWORD, givenName: 'Test', familyName: name }])
			return seeded!
		},
		signIn(username: string, password = TEST_PASSWORD, parameters: Record<string, string> = {}) {
			return call<AuthAnswer>('InitiateAuth', {
				ClientId: standIn.clientId,
				AuthFlow: 'USER_PASSWORD_AUTH',
				AuthParameters: { USERNAME: username, PASSWORD: password, ...parameters },
			})
		},
		refresh(refreshToken: string, parameters: Record<string, string> = {}) {
			return call<AuthAnswer>('InitiateAuth', {
				ClientId: standIn.clientId,
				AuthFlow: 'REFRESH_TOKEN_AUTH',
				AuthParameters: { REFRESH_TOKEN: refreshToken, ...parameters },
			})
		},
		async close() {
			await standIn.close()
			rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

export type TestStandIn = Awaited<ReturnType<typeof startTestStandIn>>
