import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from './formats.ts'

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
})
