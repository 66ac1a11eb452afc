/** One call to the identity service's API (Cognito's JSON protocol; the stand-in takes it unsigned). */
export async function cognitoCall<T = Record<string, unknown>>(endpoint: string, operation: string, body: Record<string, unknown>): Promise<T> {
	const response = await fetch(endpoint, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-amz-json-1.1',
			'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
		},
		body: JSON.stringify(body),
	})
	const text = await response.text()
	const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {}
	if (!response.ok) {
		const error = new Error(`${operation}: ${String(parsed.__type ?? response.status)} ${String(parsed.message ?? '')}`.trim()) as Error & { type?: string }
		error.type = String(parsed.__type ?? '')
		throw error
	}
	return parsed as T
}
