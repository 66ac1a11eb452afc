// What every script that runs the stack's processes on this machine needs: a free port, the identity
// stand-in's settings for the API and the web, the web's own settings, waiting for a health check, and
// stopping a process as an orchestrator does.
import net from 'node:net'

/** A TCP port nothing listens on right now, on the loopback address. @returns {Promise<number>} */
export function freePort() {
	return new Promise((resolve, reject) => {
		const probe = net.createServer()
		probe.once('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const { port } = /** @type {net.AddressInfo} */ (probe.address())
			probe.close(() => resolve(port))
		})
	})
}

/**
 * The identity settings the API and the web take, from the stand-in's app.json.
 * @param {{ endpoint: string, issuer: string, userPoolId: string, clientId: string, hostedUiUrl: string, authFlow: string }} app
 */
export function identityEnvOf(app) {
	return {
		IDENTITY_ENDPOINT: app.endpoint,
		IDENTITY_ISSUER: app.issuer,
		IDENTITY_USER_POOL_ID: app.userPoolId,
		IDENTITY_CLIENT_ID: app.clientId,
		IDENTITY_HOSTED_UI_URL: app.hostedUiUrl,
		IDENTITY_AUTH_FLOW: app.authFlow,
	}
}

/**
 * Resolves once `url` answers 2xx; fails after `timeoutMs`, or as soon as `failed()` gives an error (a
 * process that exited while starting).
 * @param {string} url
 * @param {{ timeoutMs?: number, failed?: () => Error | undefined }} [options]
 */
export async function waitForOk(url, { timeoutMs = 60_000, failed } = {}) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		const error = failed?.()
		if (error) throw error
		const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
			(response) => response.ok,
			() => false,
		)
		if (ok) return
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * The settings of a web server in front of a local API, as every local start runs it: nothing stands in
 * front of it, so the socket's address is the caller's and an X-Forwarded-For is not believed (compose and
 * the image trust one load balancer).
 * @param {{ app: Parameters<typeof identityEnvOf>[0], port: number | string, appUrl: string, apiUrl: string, sessionSecret: string }} web
 */
export function webEnvOf({ app, port, appUrl, apiUrl, sessionSecret }) {
	return {
		...identityEnvOf(app),
		PORT: String(port),
		APP_URL: appUrl,
		SESSION_SECRET: sessionSecret,
		TRUST_PROXY_HOPS: '0',
		API_URL: apiUrl,
		BACKOFFICE_API_URL: `${apiUrl}/backoffice`,
	}
}

/**
 * SIGTERM, then SIGKILL after `graceMs` if it has not exited; resolves once it has.
 * @param {import('node:child_process').ChildProcess | undefined} child
 * @param {number} graceMs
 */
export function stopProcess(child, graceMs) {
	if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
	return new Promise((resolve) => {
		const force = setTimeout(() => child.kill('SIGKILL'), graceMs)
		child.once('exit', () => {
			clearTimeout(force)
			resolve(undefined)
		})
		child.kill('SIGTERM')
	})
}
