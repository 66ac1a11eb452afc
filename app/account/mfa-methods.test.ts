import { describe, expect, test } from 'vitest'
import type { MfaState } from '#app/auth/identity/account-security.server.ts'
import { readyMfaMethods } from './mfa-methods.ts'

const none: MfaState = { enabled: [], preferred: null, phoneNumber: null, phoneVerified: false }

describe('readyMfaMethods', () => {
	test('nothing exists for a new person: no second step can be turned on', () => {
		expect(readyMfaMethods({ ...none })).toEqual([])
	})

	test('an unconfirmed phone is not a method yet; a confirmed one is', () => {
		expect(readyMfaMethods({ ...none, phoneNumber: '+66812345678' })).toEqual([])
		expect(readyMfaMethods({ ...none, phoneNumber: '+66812345678', phoneVerified: true })).toEqual(['SMS'])
	})

	test('an authenticator app, once set up (and so on), stays a method', () => {
		expect(readyMfaMethods({ ...none, enabled: ['TOTP'], preferred: 'TOTP' })).toEqual(['TOTP'])
	})
})
