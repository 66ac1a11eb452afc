import { describe, expect, test } from 'vitest'
import { hasCookie } from './private-pages.ts'

describe('hasCookie', () => {
	test('finds the session cookie among others, not a look-alike', () => {
		expect(hasCookie('lng=th; robtua_session=abc; robtua_session.1=def', 'robtua_session')).toBe(true)
		expect(hasCookie('robtua_session=abc', 'robtua_session')).toBe(true)
		expect(hasCookie('robtua_session.1=def; lng=th', 'robtua_session')).toBe(false)
		expect(hasCookie('not_robtua_session=abc', 'robtua_session')).toBe(false)
		expect(hasCookie(undefined, 'robtua_session')).toBe(false)
	})
})
