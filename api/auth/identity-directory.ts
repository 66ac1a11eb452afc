import { ProblemError } from '#api/http/problems.ts'

export type IdentityAttributes = {
	email: string | null
	givenName: string
	familyName: string
	phoneNumber: string | null
}

export type IdentityDirectory = { userAttributes(accessToken: string): Promise<IdentityAttributes> }

/**
 * Reads a person's attributes from the identity service (Cognito GetUser, authorised by their own
 * access token), to fill a profile the first time they call the API: names and contact details only.
 */
export function createIdentityDirectory({ endpoint, timeoutMs = 5000 }: { endpoint: string; timeoutMs?: number }): IdentityDirectory {
	return {
		async userAttributes(accessToken) {
			let response: Response
			try {
				response = await fetch(endpoint, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/x-amz-json-1.1',
						'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
					},
					body: JSON.stringify({ AccessToken: accessToken }),
					signal: AbortSignal.timeout(timeoutMs),
				})
			} catch {
				throw new ProblemError(503, 'identity_unavailable')
			}
			if (response.status === 400 || response.status === 401) throw new ProblemError(401, 'invalid_token', 'The identity service refused the token')
			if (!response.ok) throw new ProblemError(503, 'identity_unavailable')
			const body = (await response.json()) as { UserAttributes?: Array<{ Name: string; Value: string }> }
			const attributes = new Map((body.UserAttributes ?? []).map((a) => [a.Name, a.Value]))
			return {
				email: attributes.get('email') ?? null,
				givenName: attributes.get('given_name') ?? '',
				familyName: attributes.get('family_name') ?? '',
				phoneNumber: attributes.get('phone_number') ?? null,
				// Not `custom:professional`: a person can write that about themselves at sign-up. Professional
				// status is ours to keep (back-office API, docs/decisions/0010).
			}
		},
	}
}
