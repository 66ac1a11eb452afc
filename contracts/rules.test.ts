import { describe, expect, test } from 'vitest'
import { isWebsite } from './rules.ts'

describe('the field rules the API enforces', () => {
	test('website: what the API takes and refuses', () => {
		expect(['https://example.com', 'HTTP://example.com/a?b=c'].every(isWebsite)).toBe(true)
		expect(['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://', ' https://x.example'].some(isWebsite)).toBe(false)
	})
})
