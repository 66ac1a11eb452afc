// What every script that runs the stack's processes on this machine needs: a free port, the identity
// stand-in's settings for the API and the web, and waiting for a health check.
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
