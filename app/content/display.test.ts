import { describe, expect, test } from 'vitest'
import { formatBaht, formatDay, formatDistance, formatTimeRange, fromLocalInput, posterName, toLocalInput } from './display.ts'

// Dates and distances are written on the server in the page's language, in Thailand's time zone.
const pim = { profileUuid: '3f1e6c1a-6a43-4c3e-9d4e-2b0d1b6f2a11', firstName: 'Pim', lastName: 'Chaiyo' }

describe('attribution', () => {
	test('"Posted by" the member, or nobody once their profile is gone', () => {
		expect(posterName(pim)).toBe('Pim Chaiyo')
		expect(posterName(null)).toBeNull()
	})
})

describe('dates in Asia/Bangkok', () => {
	// 2026-03-01 17:30 UTC is already 2 March in Bangkok (UTC+7).
	const late = '2026-03-01T17:30:00.000Z'

	test('a day, in English and Thai (Buddhist era)', () => {
		expect(formatDay(late, 'en')).toBe('Mar 2, 2026')
		expect(formatDay(late, 'th')).toBe('2 มี.ค. 2569')
	})

	test('a time range: its start to its end, or only its start', () => {
		const event = { startsAt: '2026-03-02T03:00:00.000Z', endsAt: '2026-03-02T08:00:00.000Z' }
		expect(formatTimeRange(event, 'en')).toMatch(/^Mar 2, 2026, 10:00\sAM\s–\s3:00\sPM$/)
		expect(formatTimeRange(event, 'th')).toMatch(/^2 มี\.ค\. 2569 10:00\s?–\s?15:00$/)
		expect(formatTimeRange({ startsAt: event.startsAt, endsAt: null }, 'en')).toMatch(/^Mar 2, 2026, 10:00\sAM$/)
		expect(formatTimeRange({ startsAt: null, endsAt: null }, 'en')).toBeNull()
	})

	test('a time range asked again (its text is kept) reads the same, in each language, and another end is another range', () => {
		const event = { startsAt: '2026-03-02T03:00:00.000Z', endsAt: '2026-03-02T08:00:00.000Z' }
		const [english, thai] = [formatTimeRange(event, 'en'), formatTimeRange(event, 'th')]
		expect(formatTimeRange(event, 'en')).toBe(english)
		expect(formatTimeRange(event, 'th')).toBe(thai)
		expect(formatTimeRange({ ...event, endsAt: '2026-03-02T09:00:00.000Z' }, 'en')).toMatch(/4:00\sPM$/)
	})
})

describe('distances', () => {
	test('kilometres with one decimal below 10 km, whole ones beyond, in the page language', () => {
		expect(formatDistance(3.7456, 'en')).toBe('3.7 km')
		expect(formatDistance(3.7456, 'th')).toBe('3.7 กม.')
		expect(formatDistance(583.2, 'en')).toBe('583 km')
		expect(formatDistance(1234.5, 'en')).toBe('1,235 km')
	})

	test('metres under a kilometre, to 10 m', () => {
		expect(formatDistance(0.3456, 'en')).toBe('350 m')
		expect(formatDistance(0.3456, 'th')).toBe('350 ม.')
		expect(formatDistance(0.001, 'en')).toBe('10 m')
		expect(formatDistance(1.2, 'en')).toBe('1.2 km')
	})
})

describe('money and form values', () => {
	test('baht from satang, whole or with satang', () => {
		expect(formatBaht(125000, 'en')).toBe('฿1,250')
		expect(formatBaht(125050, 'en')).toBe('฿1,250.50')
		expect(formatBaht(0, 'th')).toBe('฿0')
	})

	test('a datetime-local value is Thailand’s time, both ways', () => {
		expect(toLocalInput('2026-03-01T17:30:00.000Z')).toBe('2026-03-02T00:30')
		expect(fromLocalInput('2026-03-02T00:30')).toBe('2026-03-02T00:30:00+07:00')
		expect(Date.parse(fromLocalInput(toLocalInput('2026-03-01T17:30:00.000Z')))).toBe(Date.parse('2026-03-01T17:30:00.000Z'))
		expect(toLocalInput(null)).toBe('')
	})
})
