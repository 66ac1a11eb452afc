import { z } from 'zod'

// The dates the product takes in: calendar days written YYYY-MM-DD that exist, within a range where
// the date means something, as a predicate (the web adds its own translated messages,
// app/validation/rules.ts) and as the zod building blocks of the contracts' input schemas.
// zod's z.iso.date() checks the day of the month (leap years included) and four-digit years, but it
// takes year 0000, which PostgreSQL refuses; no date we keep is before 1900 or after 2100. A moment
// (a date-time with its offset, when an event starts) is held to the same days: zod's z.iso.datetime()
// takes 0000-06-01T00:00:00Z and 9999-12-31T23:59:59-12:00 (year 10000 in UTC), which PostgreSQL cannot
// keep either.

export const EARLIEST_DAY = '1900-01-01'
export const LATEST_DAY = '2100-12-31'

/** A day's bounds, inclusive; `max` may be worked out when the day is checked (today, for a birthday). */
export type DayRange = { min: string; max: string | (() => string) }

/** What is wrong with a day: not a real YYYY-MM-DD day, or outside its range. */
export type DayFault = 'invalid' | 'too_early' | 'too_late'

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A day that exists on the calendar (no 31 February, no month 13), written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
	const [, year, month, day] = (DAY_PATTERN.exec(value) ?? []).map(Number)
	if (year === undefined || month === undefined || day === undefined) return false
	const date = new Date(0)
	// setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
	date.setUTCFullYear(year, month - 1, day)
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * Today's date where the day starts first (UTC+14): a day on or before it is not in the future for
 * anybody, wherever they are (Thailand is UTC+7, ahead of the server's UTC).
 */
export function latestToday(now = new Date()) {
	return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** The days the product keeps: 1900 to 2100. */
export const anyDay: DayRange = { min: EARLIEST_DAY, max: LATEST_DAY }
/** A birthday: not before 1900, not in the future. */
export const birthdayRange: DayRange = { min: EARLIEST_DAY, max: latestToday }

export const maxOf = (range: DayRange) => (typeof range.max === 'function' ? range.max() : range.max)

/** What the date rule refuses in `value`, or null. YYYY-MM-DD strings compare as the days they name. */
export function dayFault(value: string, range: DayRange = anyDay): DayFault | null {
	if (!isCalendarDay(value)) return 'invalid'
	if (value < range.min) return 'too_early'
	if (value > maxOf(range)) return 'too_late'
	return null
}

const INVALID_DAY = 'Must be a real day, YYYY-MM-DD'

/** The API's (English) message for a fault of the date rule. */
const faultMessage = (fault: DayFault, range: DayRange) => (fault === 'invalid' ? INVALID_DAY : fault === 'too_early' ? `Must not be before ${range.min}` : `Must not be after ${maxOf(range)}`)

/** A day in `range` (1900 to 2100 unless told), with the API's (English) messages. */
export function day(range: DayRange = anyDay) {
	// abort: a day that is not one gets one message, not also the range's.
	return z.iso.date({ error: INVALID_DAY, abort: true }).superRefine((value, ctx) => {
		const fault = dayFault(value, range)
		if (fault) ctx.addIssue({ code: 'custom', message: faultMessage(fault, range), input: value })
	})
}

/** A birthday: a real day, not before 1900 and not in the future. */
export const birthday = () => day(birthdayRange).describe(`A real day, YYYY-MM-DD, from ${EARLIEST_DAY} to today`)

/**
 * What the date rule refuses in a moment written with its offset ("2030-01-01T10:00:00+07:00", as
 * z.iso.datetime({ offset: true }) takes it, or as a datetime-local input gives it): its day, as written,
 * outside `range`. An offset is less than a day, so the moment in UTC is within a day of that range.
 */
export function momentFault(value: string, range: DayRange = anyDay): DayFault | null {
	return dayFault(value.slice(0, 10), range)
}

/** A moment, ISO 8601 with its offset, on a day from 1900 to 2100 (as written), with the API's messages. */
export function moment() {
	return z.iso.datetime({ offset: true }).superRefine((value, ctx) => {
		const fault = momentFault(value)
		if (fault) ctx.addIssue({ code: 'custom', message: faultMessage(fault, anyDay), input: value })
	})
}
