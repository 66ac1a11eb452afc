import { describe, expect, test } from 'vitest'
import { backPathOf, safeBackPath } from './back-path.ts'

describe('safeBackPath', () => {
	test.each(['/', '/account', '/feed/search?q=%E0%B8%81', '/profiles/abc#works', '/a?next=https://x.example'])(
		'accepts the relative path %s',
		(path) => expect(safeBackPath(path)).toBe(path),
	)

	test('percent-encodes what a Location header cannot carry, so a Thai path is no error', () => {
		expect(safeBackPath('/feed/search?q=ก๋วย')).toBe('/feed/search?q=%E0%B8%81%E0%B9%8B%E0%B8%A7%E0%B8%A2')
		expect(safeBackPath('/โปรไฟล์')).toBe(`/${encodeURIComponent('โปรไฟล์')}`)
		expect(safeBackPath('/a b')).toBe('/a%20b')
	})

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
		['a path that grows too long once encoded', `/${'ก'.repeat(300)}`],
		['a path that resolves elsewhere', '/..//evil.example'],
	])('refuses %s', (_name, value) => {
		expect(safeBackPath(value, '/home')).toBe('/home')
	})

	test('builds the back path from a request', () => {
		expect(backPathOf(new Request('http://localhost/account/update?tab=2'))).toBe('/account/update?tab=2')
	})
})
