import { describe, expect, it } from 'vitest'
import { supportedLanguages } from './config.ts'
import { dateTimeFormat, formatCount, numberFormat } from './formats.ts'

describe('number and date formats', () => {
	it('makes each language and set of options once', () => {
		expect(numberFormat('th')).toBe(numberFormat('th'))
		expect(dateTimeFormat('en', { year: 'numeric' })).toBe(dateTimeFormat('en', { year: 'numeric' }))
	})

	it('keeps languages and options apart', () => {
		expect(numberFormat('en')).not.toBe(numberFormat('th'))
		expect(dateTimeFormat('th', { year: 'numeric' })).not.toBe(dateTimeFormat('th', { month: 'short' }))
		expect(dateTimeFormat('th', { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 5, 1))).toContain('2569')
		expect(numberFormat('en', { maximumFractionDigits: 1 }).format(3.14159)).toBe('3.1')
	})

	it('writes a count as the language’s number format does, under a thousand without making one', () => {
		for (const language of supportedLanguages) {
			const format = numberFormat(language)
			for (const value of [0, 1, 7, 42, 999, 1000, 12_345, 1_000_000, 1.5, -3]) expect(formatCount(value, language)).toBe(format.format(value))
		}
		expect(formatCount(1000, 'th')).toBe('1,000')
	})
})
