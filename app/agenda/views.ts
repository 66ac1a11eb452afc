import { itemPath } from '#app/content/kinds.ts'
import { TIME_ZONE, TIME_ZONE_OFFSET, formatDay, formatTimeRange, toLocalInput } from '#app/content/display.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'
import { placeName } from '#app/around-me/place.ts'
import { agendaLimits, type AgendaItem } from '#contracts/agenda.ts'
import { isCalendarDay } from '#contracts/dates.ts'
import { placeOfId } from '#contracts/places/thailand.ts'

// How the agenda reads (docs/product.md#my-agenda), made on the server in the reader's language: days in
// Thailand's time (Asia/Bangkok), the Buddhist era in Thai as Intl writes it for `th`; a page is
// `agendaLimits.defaultRangeDays` days from a day of the address (`?from=2026-03-02`), today by default.

const DAY_MS = 24 * 60 * 60 * 1000
const PAGE_DAYS = agendaLimits.defaultRangeDays

/** Today in Thailand, YYYY-MM-DD. */
export const bangkokToday = (now = new Date()) => toLocalInput(now.toISOString()).slice(0, 10)

const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** The page's days: from `?from=` (a real day, else today) for 30 days, with the pages before and after. */
export function rangeOfPage(search: URLSearchParams, now = new Date()) {
	const asked = search.get('from') ?? ''
	const from = isCalendarDay(asked) && asked >= '1900-02-01' && asked <= '2100-11-30' ? asked : bangkokToday(now)
	const until = shiftDay(from, PAGE_DAYS)
	return {
		from,
		/** The API's range: midnight to midnight in Thailand. */
		query: { from: `${from}T00:00:00${TIME_ZONE_OFFSET}`, to: `${until}T00:00:00${TIME_ZONE_OFFSET}` },
		lastDay: shiftDay(until, -1),
		earlier: shiftDay(from, -PAGE_DAYS),
		later: until,
	}
}

/** A day's heading: "Monday 2 March 2026" (Thai: "วันจันทร์ที่ 2 มีนาคม 2569"). */
export function formatDayHeading(day: string, language: string) {
	return dateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }).format(new Date(`${day}T12:00:00${TIME_ZONE_OFFSET}`))
}

/** A day in short: "2 Mar 2026" (Thai: "2 มี.ค. 2569"). */
export function formatShortDay(day: string, language: string) {
	return formatDay(`${day}T12:00:00${TIME_ZONE_OFFSET}`, language)
}

/** A day's line: its times alone, as every page writes times ("9:00 – 10:00 AM"; Thai "9:00–10:00"). */
const formatHours = (startsAt: string, endsAt: string, language: string) => dateTimeFormat(language, { timeStyle: 'short', timeZone: TIME_ZONE }).formatRange(new Date(startsAt), new Date(endsAt))

/** Where something is, as a line: its address, else the place of the list in the reader's language. */
export function placeLine(item: Pick<AgendaItem, 'address' | 'province'>, language: string) {
	const place = placeOfId(item.province)
	return [item.address, place ? placeName(place, language) : null].filter(Boolean).join(', ') || null
}

/** An agenda line's page: one's entry, or the item one is going to. */
export function pageOf(item: AgendaItem) {
	if (item.type === 'entry' || !item.item) return `/account/agenda/${item.id}`
	return itemPath({ kind: item.item.kind, id: item.id, owner: item.item.owner })
}

export type AgendaLine = { id: string; type: AgendaItem['type']; title: string; time: string; dateTime: string; place: string | null; href: string }
export type AgendaDay = { day: string; heading: string; lines: AgendaLine[] }

/**
 * The agenda by day (days in Thailand), each line with its time, place and page. Something of several days
 * is under each of its days on the page (`within`: the page's first and last day), with its whole range.
 */
export function agendaDays(items: readonly AgendaItem[], language: string, within?: { from: string; lastDay: string }): AgendaDay[] {
	const days = new Map<string, AgendaDay>()
	for (const item of items) {
		const firstDay = toLocalInput(item.startsAt).slice(0, 10)
		// An end at midnight ends the day before.
		const endDay = toLocalInput(new Date(Math.max(Date.parse(item.startsAt), Date.parse(item.endsAt) - 1)).toISOString()).slice(0, 10)
		const sameDay = endDay === firstDay
		const line: AgendaLine = {
			id: item.id,
			type: item.type,
			title: item.title,
			time: sameDay ? formatHours(item.startsAt, item.endsAt, language) : (formatTimeRange(item, language) ?? ''),
			dateTime: item.startsAt,
			place: placeLine(item, language),
			href: pageOf(item),
		}
		const from = within && within.from > firstDay ? within.from : firstDay
		const until = within && within.lastDay < endDay ? within.lastDay : endDay
		for (let day = from; day <= until; day = shiftDay(day, 1)) {
			let group = days.get(day)
			if (!group) {
				group = { day, heading: formatDayHeading(day, language), lines: [] }
				days.set(day, group)
			}
			group.lines.push(line)
		}
	}
	return [...days.values()].sort((a, b) => a.day.localeCompare(b.day))
}
