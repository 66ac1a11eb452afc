import { describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import { ok } from '#api/testing/ok.ts'
import type { Me } from '#contracts/me.ts'

// The back-office API: operators, with their own token, decide who is a professional account.

const api = useHarness()

describe('the back-office API', () => {
	test('an operator makes a person professional through the back-office API, and can take it back', async () => {
		const person = await api.person({ email: 'someone.pro@robtua.test' })
		await api.call('GET', '/v1/me', { token: person.token })
		const operator = { Authorization: `Bearer ${api.operatorToken}` }
		const found = await ok<{ uuid: string; isProfessionalAccount: boolean }>(await api.call('GET', '/backoffice/v1/people?email=Someone.Pro@robtua.test', { headers: operator }))
		expect(found.isProfessionalAccount).toBe(false)
		const made = await ok<{ isProfessionalAccount: boolean }>(
			await api.call('PUT', `/backoffice/v1/people/${found.uuid}/professional`, { body: { professional: true }, headers: operator }),
		)
		expect(made.isProfessionalAccount).toBe(true)
		expect((await api.call('POST', '/v1/business-accounts', { token: person.token, body: { name: 'Operator-made Shop' } })).status).toBe(201)
		await ok(await api.call('PUT', `/backoffice/v1/people/${found.uuid}/professional`, { body: { professional: false }, headers: operator }))
		await problemOf(await api.call('POST', '/v1/business-accounts', { token: person.token, body: { name: 'Second Shop' } }), 403, 'not_professional')
	})

	test('the back-office API is for operators only: no token, a wrong one, or a person’s access token get 401', async () => {
		const person = await api.person()
		const me = (await (await api.call('GET', '/v1/me', { token: person.token })).json()) as Me
		const path = `/backoffice/v1/people/${me.profile.uuid}/professional`
		await problemOf(await api.call('PUT', path, { body: { professional: true } }), 401, 'unauthenticated')
		await problemOf(await api.call('PUT', path, { body: { professional: true }, headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token' } }), 401, 'unauthenticated')
		await problemOf(await api.call('PUT', path, { token: person.token, body: { professional: true } }), 401, 'unauthenticated')
		await problemOf(await api.call('GET', '/backoffice/v1/people?email=nobody@robtua.test', { headers: { Authorization: `Bearer ${api.operatorToken}` } }), 404, 'not_found')
		const still = (await (await api.call('GET', '/v1/me', { token: person.token })).json()) as Me
		expect(still.profile.isProfessionalAccount).toBe(false)
	})
})
