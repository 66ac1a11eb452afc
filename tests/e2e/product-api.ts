import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { cognitoCall } from '#identity/cognito-call.ts'
import type { BusinessUser } from '#contracts/business.ts'
import { PASSWORD, demoAccounts, identityPool } from './identity-forms.ts'
import type { DemoPerson } from './sessions.ts'

// The test stack's product API, called as a person with their own access token from the identity stand-in:
// how a test makes the data it then changes in the browser, instead of changing the shared demo data.

const apiUrl = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`

/** A demo person's (or a test's own person's) calls to the product API, signed in with the web's app client as the web signs in. */
export async function productApiAs(who: DemoPerson | { username: string }) {
	const username = typeof who === 'string' ? demoAccounts[who].username : who.username
	const { endpoint, userPoolId } = await identityPool()
	const { UserPoolClients } = await cognitoCall<{ UserPoolClients: { ClientId: string; ClientName: string }[] }>(endpoint, 'ListUserPoolClients', { UserPoolId: userPoolId, MaxResults: 10 })
	const clientId = UserPoolClients.find((client) => client.ClientName === 'robtua-web')!.ClientId
	const { AuthenticationResult } = await cognitoCall<{ AuthenticationResult: { AccessToken: string } }>(endpoint, 'InitiateAuth', {
		AuthFlow: 'USER_PASSWORD_AUTH',
		ClientId: clientId,
		AuthParameters: { USERNAME: username, PASSWORD: PASSWORD },
	})
	const call = async <Answer>(method: string, path: string, body?: unknown): Promise<Answer> => {
		const response = await fetch(`${apiUrl}${path}`, {
			method,
			headers: { Authorization: `Bearer ${AuthenticationResult.AccessToken}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		expect(response.ok, `${method} ${path}: ${response.status} ${response.ok ? '' : await response.clone().text()}`).toBe(true)
		return (await response.json()) as Answer
	}
	return {
		get: <Answer>(path: string) => call<Answer>('GET', path),
		post: <Answer>(path: string, body: unknown) => call<Answer>('POST', path, body),
		patch: <Answer>(path: string, body: unknown) => call<Answer>('PATCH', path, body),
		put: <Answer>(path: string, body?: unknown) => call<Answer>('PUT', path, body),
		delete: <Answer>(path: string) => call<Answer>('DELETE', path),
	}
}

/**
 * A business user of the test's own in demo.owner's business account (which demo.owner administers as its
 * owner), with demo.staff as a member with the default grants when `withStaff`: a test that changes a
 * business user changes this one, never the demo shop the other tests read.
 */
export async function newDemoBusinessUser(name: string, { withStaff = false } = {}) {
	const owner = await productApiAs('owner')
	const { items } = await owner.get<{ items: BusinessUser[] }>('/v1/business-users')
	const accountId = items.find((item) => item.isAdmin)!.businessAccountId
	const made = await owner.post<BusinessUser>(`/v1/business-accounts/${accountId}/business-users`, { name })
	if (withStaff) await owner.post(`/v1/business-users/${made.id}/members`, { email: demoAccounts.staff.username })
	return made
}

/**
 * The test stack's back-office API as an operator (its token: E2E_OPERATOR_TOKEN, else the one the stack
 * keeps under .data/), for what only operators do, such as answering feedback.
 */
export function backOfficeApi() {
	const token = process.env.E2E_OPERATOR_TOKEN ?? (existsSync('.data/backoffice-operator-token') ? readFileSync('.data/backoffice-operator-token', 'utf8').trim() : '')
	const call = async <Answer>(method: string, path: string, body?: unknown): Promise<Answer> => {
		const response = await fetch(`${apiUrl}/backoffice/v1${path}`, {
			method,
			headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
			body: body === undefined ? undefined : JSON.stringify(body),
		})
		expect(response.ok, `${method} /backoffice/v1${path}: ${response.status} ${response.ok ? '' : await response.clone().text()}`).toBe(true)
		return (await response.json()) as Answer
	}
	return { get: <Answer>(path: string) => call<Answer>('GET', path), post: <Answer>(path: string, body?: unknown) => call<Answer>('POST', path, body) }
}
