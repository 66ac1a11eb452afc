import { describe, expect, test } from 'vitest'
// The web's website rule, to check that what the API stores the web accepts too (the API never imports app code).
import { website as webWebsite } from '#app/validation/rules.ts'
import { isWebsite } from './rules.ts'

describe('the field rules the API enforces (product spec 5.3)', () => {
	test.each(['https://example.com', 'HTTP://example.com/a?b=c', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://'])('website %j', (value) => {
		// The API also wants an address a browser can open, so it may refuse more, never less.
		if (isWebsite(value)) expect(webWebsite.safeParse(value).success).toBe(true)
	})

	test('website: what the API takes and refuses', () => {
		expect(['https://example.com', 'HTTP://example.com/a?b=c'].every(isWebsite)).toBe(true)
		expect(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', ' https://x.example'].some(isWebsite)).toBe(false)
	})
})
