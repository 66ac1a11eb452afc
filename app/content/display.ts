import type { PostedBy } from '#contracts/content/kind.ts'
import { dateTimeFormat, numberFormat } from '#app/i18n/formats.ts'

// How content reads in the page's language (docs/product.md#content): dates in Thailand's time (the
// Buddhist era in Thai, as Intl writes it for `th`), distances, money in baht. Made on the server, so the
// browser shows the very text the server rendered. Plain functions: pages and lists of every kind use them.

/** The time zone of every date the pages show and every date-time a form takes: Thailand's. */
export const TIME_ZONE = 'Asia/Bangkok'
/** Thailand's offset from UTC; it keeps no summer time. */
export const TIME_ZONE_OFFSET = '+07:00'

/** "Posted by" whom: the member's name, or null once their profile is gone. */
export function posterName(postedBy: PostedBy | null) {
	return postedBy ? `${postedBy.firstName} ${postedBy.lastName}`.trim() : null
}

/** A day, e.g. "5 Dec 2025" (Thai: "5 ธ.ค. 2568"). */
export function formatDay(iso: string, language: string) {
	return dateTimeFormat(language, { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(iso))
}

/** This year in the reader's calendar, in Thailand's time: "2026" (Thai: "พ.ศ. 2569"). */
export function formatYear(language: string, now = new Date()) {
	return dateTimeFormat(language, { year: 'numeric', timeZone: TIME_ZONE }).format(now)
}

/** A moment, e.g. "5 Dec 2025, 18:30". */
export function formatMoment(iso: string, language: string) {
	return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso))
}

// Intl's formatRange is slow (about 18 µs, against 1 µs for a plain format), and the same items' times are
// shown on page after page (the home, the feed, today): their text is kept, a bounded number of them
// (docs/decisions/0034-the-cost-of-a-page.md).
const timeRanges = new Map<string, string>()
const TIME_RANGES_KEPT = 5_000

/** When something is: its start, or its start to its end on one line. */
export function formatTimeRange({ startsAt, endsAt }: { startsAt: string | null; endsAt: string | null }, language: string) {
	if (!startsAt) return null
	const key = `${language} ${startsAt} ${endsAt ?? ''}`
	let text = timeRanges.get(key)
	if (text === undefined) {
		const format = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
		const start = new Date(startsAt)
		text = endsAt ? format.formatRange(start, new Date(endsAt)) : format.format(start)
		if (timeRanges.size >= TIME_RANGES_KEPT) timeRanges.clear()
		timeRanges.set(key, text)
	}
	return text
}

/** A distance: "350 m" under a kilometre (to 10 m), "1.2 km" under ten, "37 km" beyond (Thai: "350 ม.", "1.2 กม."). */
export function formatDistance(km: number, language: string) {
	if (km < 1) {
		const metres = Math.max(10, Math.round((km * 1000) / 10) * 10)
		return numberFormat(language, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres)
	}
	return numberFormat(language, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
}

/** An amount in satang as baht: "฿1,250" or "฿1,250.50"; with `cents`, always to the satang ("฿120.00", a bill's amount). */
export function formatBaht(satang: number, language: string, { cents = false } = {}) {
	const whole = !cents && satang % 100 === 0
	return numberFormat(language, { style: 'currency', currency: 'THB', currencyDisplay: 'narrowSymbol', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(satang / 100)
}

/** A date-time as a `datetime-local` input shows it, in Thailand's time: "2026-03-02T10:00". */
export function toLocalInput(iso: string | null | undefined) {
	if (!iso) return ''
	const shifted = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000)
	return shifted.toISOString().slice(0, 16)
}

/** A `datetime-local` value, read in Thailand's time, as the API takes it: "2026-03-02T10:00:00+07:00". */
export function fromLocalInput(value: string) {
	return `${value.length === 16 ? `${value}:00` : value}${TIME_ZONE_OFFSET}`
}
