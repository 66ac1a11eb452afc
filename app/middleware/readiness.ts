// GET /readyz: the web can serve real pages only when the product API and the identity service answer.
type Check = { name: string; url: string }

export function readinessChecks({ apiUrl, identityEndpoint }: { apiUrl: string; identityEndpoint?: string }): Check[] {
	const checks = [{ name: 'api', url: `${apiUrl}/healthz` }]
	if (identityEndpoint) checks.push({ name: 'identity', url: identityEndpoint })
	return checks
}

export async function checkReadiness(checks: Check[], timeoutMs = 2000) {
	const results = await Promise.all(
		checks.map(async ({ name, url }) => {
			try {
				// Any HTTP answer means the service is up; Cognito's endpoint answers GET with an error body.
				const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
				return [name, response.status < 500 ? 'ok' : `status ${response.status}`] as const
			} catch {
				return [name, 'unreachable'] as const
			}
		}),
	)
	return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) }
}
