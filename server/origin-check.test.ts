import { describe, expect, test } from 'vitest'
import { isAllowedOrigin } from './origin-check.ts'

const allowed = ['https://robtua.example', 'http://127.0.0.1:3000']

describe('isAllowedOrigin', () => {
	test('lets safe methods through whatever their origin', () => {
		expect(isAllowedOrigin({ method: 'GET', origin: 'https://evil.example' }, allowed)).toBe(true)
		expect(isAllowedOrigin({ method: 'head', origin: 'https://evil.example' }, allowed)).toBe(true)
	})

	test('accepts a post from our own origins', () => {
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://robtua.example' }, allowed)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://127.0.0.1:3000' }, allowed)).toBe(true)
	})

	test('refuses a post from another origin, a look-alike or an opaque one', () => {
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://evil.example' }, allowed)).toBe(false)
		expect(isAllowedOrigin({ method: 'DELETE', origin: 'https://robtua.example.evil.example' }, allowed)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://robtua.example' }, allowed)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'null' }, allowed)).toBe(false)
	})

	test('falls back to the Referer when there is no Origin', () => {
		expect(isAllowedOrigin({ method: 'POST', referer: 'https://robtua.example/login?x=1' }, allowed)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', referer: 'https://evil.example/' }, allowed)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', referer: 'not a url' }, allowed)).toBe(false)
	})

	test('lets through a request from no page at all (no Origin, no Referer)', () => {
		expect(isAllowedOrigin({ method: 'POST' }, allowed)).toBe(true)
	})
})
