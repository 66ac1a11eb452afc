import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { freePort, identityEnvOf, waitForOk, webEnvOf } from '../../scripts/local-processes.mjs'

/**
 * A whole stack of its own (identity stand-in, API on an embedded database, web), from the production
 * build, whose parts a test may pause, stop, restart or signal while the others go on: what the shared
 * stack of the suite (scripts/stack.mjs stops everything when one part ends) is not for.
 */
export { waitForOk }

export type FaultStack = Awaited<ReturnType<typeof startFaultStack>>

function run(bundle: string, env: Record<string, string>, ready?: RegExp): Promise<ChildProcess> {
	const { DATABASE_URL: _shared, ...inherited } = process.env
	const child = spawn(process.execPath, [`server-build/${bundle}.js`], { env: { ...inherited, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	return new Promise((resolve, reject) => {
		for (const stream of [child.stdout!, child.stderr!]) {
			createInterface({ input: stream }).on('line', (line) => {
				output = (output + line + '\n').slice(-4000)
				if (ready?.test(line)) resolve(child)
			})
		}
		if (!ready) resolve(child)
		child.once('exit', (code) => (code === 0 && !ready ? undefined : reject(new Error(`${bundle} exited (${code}):\n${output}`))))
	})
}

async function exited(child: ChildProcess) {
	if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode }
	return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
}

export async function startFaultStack({ shutdownTimeoutMs = 10_000 } = {}) {
	const dir = mkdtempSync(join(tmpdir(), 'robtua-faults-'))
	const [webPort, apiPort, identityPort] = [await freePort(), await freePort(), await freePort()]
	const webUrl = `http://127.0.0.1:${webPort}`
	const apiUrl = `http://127.0.0.1:${apiPort}`
	const identity = await run('identity', { IDENTITY_PORT: String(identityPort), IDENTITY_DATA_DIR: join(dir, 'identity'), APP_URL: webUrl }, /identity stand-in ready/)
	const app = JSON.parse(readFileSync(join(dir, 'identity', 'app.json'), 'utf8'))
	const identityEnv = identityEnvOf(app)
	const apiEnv = {
		...identityEnv,
		API_PORT: String(apiPort),
		API_DATA_DIR: join(dir, 'api-db'),
		BUSINESS_USER_TOKEN_SECRET: randomBytes(32).toString('hex'),
		BACKOFFICE_OPERATOR_TOKEN: randomBytes(32).toString('hex'),
		SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
	}
	await exited(await run('seed', { IDENTITY_APP_FILE: join(dir, 'identity', 'app.json'), API_DATA_DIR: apiEnv.API_DATA_DIR }))

	const startApi = async () => {
		const child = await run('api', apiEnv)
		await waitForOk(`${apiUrl}/readyz`)
		return child
	}
	const sessionSecret = randomBytes(32).toString('hex')
	const startWeb = async (overrides: Record<string, string> = {}) => {
		const child = await run('index', {
			...webEnvOf({ app, port: webPort, appUrl: webUrl, apiUrl, sessionSecret }),
			NODE_ENV: 'production',
			SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
			ATTEMPT_LIMIT_IP_FACTOR: '50',
			...overrides,
		})
		await waitForOk(`${webUrl}/healthz`)
		return child
	}
	let api = await startApi()
	let web = await startWeb()

	return {
		webUrl,
		apiUrl,
		/** An access token of `username`, straight from the identity service (the stand-in takes passwords). */
		async accessToken(username: string, password: string): Promise<string> {
			const response = await fetch(app.endpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
				body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: app.clientId, AuthParameters: { USERNAME: username, PASSWORD: password } }),
			})
			return ((await response.json()) as { AuthenticationResult: { AccessToken: string } }).AuthenticationResult.AccessToken
		},
		api: {
			pause: () => api.kill('SIGSTOP'),
			resume: () => api.kill('SIGCONT'),
			/** SIGTERM, as an orchestrator stops it; resolves with how it ended. */
			stop: async () => (api.kill('SIGTERM'), exited(api)),
			start: async () => {
				api = await startApi()
			},
		},
		web: {
			stop: async () => (web.kill('SIGTERM'), exited(web)),
			/** Starts the web again, with its configuration changed by `overrides` until the next start. */
			start: async (overrides?: Record<string, string>) => {
				web = await startWeb(overrides)
			},
		},
		async close() {
			for (const child of [web, api, identity]) {
				child.kill('SIGCONT')
				child.kill('SIGKILL')
				await exited(child)
			}
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
