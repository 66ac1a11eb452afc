import { describe, expect, test } from 'vitest'
import { backPathOf, safeBackPath } from './back-path.ts'

describe('safeBackPath', () => {
	test.each(['/', '/account', '/feed/search?q=ก๋วยเตี๋ยว', '/profiles/abc#works', '/a?next=https://x.example'])(
		'accepts the relative path %s',
		(path) => expect(safeBackPath(path)).toBe(path),
	)

	test.each([
		['an absolute URL', 'https://evil.example/'],
		['a protocol-relative URL', '//evil.example'],
		['a backslash trick', '/\\evil.example'],
		['a path without a leading slash', 'account'],
		['a javascript: URL', 'javascript:alert(1)'],
		['a tab inside', '/\t/evil.example'],
		['a newline inside', '/a\nb'],
		['an empty string', ''],
		['a non-string', 42],
		['null', null],
		['an overlong path', `/${'a'.repeat(2048)}`],
	])('refuses %s', (_name, value) => {
		expect(safeBackPath(value, '/home')).toBe('/home')
	})

	test('builds the back path from a request', () => {
		expect(backPathOf(new Request('http://localhost/account/update?tab=2'))).toBe('/account/update?tab=2')
	})
})
