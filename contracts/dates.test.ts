import { describe, expect, test } from 'vitest'
import { birthday, day, dayFault, isCalendarDay, latestToday, moment } from './dates.ts'

describe('the date rule', () => {
	test.each(['2024-02-29', '2000-02-29', '1900-01-01', '2100-12-31', '2023-12-31', '0001-01-01'])('%s is a calendar day', (value) => {
		expect(isCalendarDay(value)).toBe(true)
	})

	test.each(['2024-02-30', '2024-02-31', '2023-02-29', '1900-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '2024-01-00', '2024-1-1', '10000-01-01', '1234567890-01-01', '-0001-01-01', ' 2024-01-01', '2024-01-01T00:00:00Z', '', 'soon'])(
		'%j is not',
		(value) => {
			expect(isCalendarDay(value)).toBe(false)
		},
	)

	test('a day the product keeps is from 1900 to 2100', () => {
		expect(dayFault('0000-01-01')).toBe('too_early')
		expect(dayFault('1899-12-31')).toBe('too_early')
		expect(dayFault('2101-01-01')).toBe('too_late')
		expect(dayFault('9999-12-31')).toBe('too_late')
		expect(dayFault('2024-02-31')).toBe('invalid')
		expect(dayFault('1990-04-13')).toBeNull()
	})

	test('today is the latest date anywhere (UTC+14)', () => {
		expect(latestToday(new Date('2025-06-30T09:59:59Z'))).toBe('2025-06-30')
		expect(latestToday(new Date('2025-06-30T10:00:00Z'))).toBe('2025-07-01')
	})

	test('the API’s day and birthday, with one message each', () => {
		expect(day().parse('2024-02-29')).toBe('2024-02-29')
		expect(day().safeParse('2024-02-31').error?.issues.map((issue) => issue.message)).toEqual(['Must be a real day, YYYY-MM-DD'])
		expect(day().safeParse('0000-01-01').error?.issues.map((issue) => issue.message)).toEqual(['Must not be before 1900-01-01'])
		const tomorrow = new Date(Date.now() + 38 * 60 * 60 * 1000).toISOString().slice(0, 10)
		expect(birthday().safeParse(tomorrow).success).toBe(false)
		expect(birthday().safeParse(new Date().toISOString().slice(0, 10)).success).toBe(true)
		expect(birthday().safeParse('1899-12-31').success).toBe(false)
	})

	test('a moment is on a day the product keeps, as written with its offset: never one the database cannot store', () => {
		const messages = (value: string) => moment().safeParse(value).error?.issues.map((issue) => issue.message)
		expect(moment().parse('2030-01-01T10:00:00+07:00')).toBe('2030-01-01T10:00:00+07:00')
		expect(moment().safeParse('1900-01-01T00:00:00+14:00').success).toBe(true)
		expect(moment().safeParse('2100-12-31T23:59:59-12:00').success).toBe(true)
		expect(messages('0000-06-01T00:00:00Z')).toEqual(['Must not be before 1900-01-01'])
		expect(messages('9999-12-31T23:59:59-12:00')).toEqual(['Must not be after 2100-12-31'])
		expect(messages('1899-12-31T23:59:59+07:00')).toEqual(['Must not be before 1900-01-01'])
		expect(moment().safeParse('2030-01-01T10:00:00').success).toBe(false)
		expect(moment().safeParse('2024-02-30T10:00:00Z').success).toBe(false)
	})
})

