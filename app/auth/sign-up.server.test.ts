import { describe, expect, test } from 'vitest'
import type { SessionData } from './session.server.ts'
import { AUTO_SIGN_IN_TIMEOUT_MS, autoSignInPasswordOf, forgetStaleSignUp, PENDING_SIGN_UP_TTL_MS, pendingSignUpOf } from './sign-up.server.ts'

const startedAt = 1_700_000_000_000
const session = (): SessionData => ({ id: 's', signUp: { username: 'new@robtua.test', password: 'Robtua#2026', destination: 'n***', startedAt } })

describe('a pending sign-up in the session', () => {
	test('its password serves the automatic sign-in for 3 minutes, not a moment longer', () => {
		const pending = session().signUp!
		expect(AUTO_SIGN_IN_TIMEOUT_MS).toBe(3 * 60 * 1000)
		expect(autoSignInPasswordOf(pending, startedAt + AUTO_SIGN_IN_TIMEOUT_MS)).toBe('Robtua#2026')
		expect(autoSignInPasswordOf(pending, startedAt + AUTO_SIGN_IN_TIMEOUT_MS + 1)).toBeUndefined()
	})

	test('the password is forgotten once the 3 minutes are over; the step stays', () => {
		const data = session()
		expect(forgetStaleSignUp(data, startedAt + 60_000)).toBe(false)
		expect(data.signUp?.password).toBe('Robtua#2026')
		expect(forgetStaleSignUp(data, startedAt + AUTO_SIGN_IN_TIMEOUT_MS + 1)).toBe(true)
		expect(data.signUp).toEqual({ username: 'new@robtua.test', password: undefined, destination: 'n***', startedAt })
		expect(forgetStaleSignUp(data, startedAt + AUTO_SIGN_IN_TIMEOUT_MS + 2)).toBe(false)
		expect(pendingSignUpOf(data, startedAt + AUTO_SIGN_IN_TIMEOUT_MS + 2)).toBeDefined()
	})

	test('after a day the whole step is forgotten', () => {
		const data = session()
		expect(forgetStaleSignUp(data, startedAt + PENDING_SIGN_UP_TTL_MS)).toBe(true)
		expect(data.signUp).toBeUndefined()
		expect(forgetStaleSignUp({ id: 'x' })).toBe(false)
	})
})
