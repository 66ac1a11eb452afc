import ical from 'ical-generator'
import { agendaLimits, type AgendaItem } from '#contracts/agenda.ts'
import { placeOfId } from '#contracts/places/thailand.ts'

// My agenda as iCalendar (RFC 5545; docs/product.md#my-agenda), written by ical-generator: every time in
// UTC ("20260302T020000Z"), never with a time zone (a time zone and plain dates put events hours off in
// some calendars and on a UTC server). UID `{id}@robtua` stays while SEQUENCE goes up with each change of
// an entry, so a calendar that imported it takes the change; DTSTAMP is when it was last changed.
// LOCATION is the address (else the place of the list), DESCRIPTION the notes, URL the page on the web.
// The feed adds REFRESH-INTERVAL and X-PUBLISHED-TTL (an hour). Lines end in CRLF and long ones are folded
// by the library.

const names = { entry: 'My agenda', feed: 'Robtua: my agenda' } as const

/** An item's page on the web (app/content/kinds.ts `itemPath`, and /account/agenda/{id} for an entry). */
export function pagePathOf(item: AgendaItem) {
	if (item.type === 'entry' || !item.item) return `/account/agenda/${item.id}`
	const { kind, owner } = item.item
	if (owner.type === 'business-user' && kind === 'event') return `/business-user/${owner.id}/event/${item.id}`
	return `/around-me/${kind === 'event' ? 'events' : kind}/${item.id}`
}

const placeName = (id: string | null) => placeOfId(id)?.en ?? null

/** The calendar file of `items`; `feed` for the subscribed address (refreshed hourly). */
export function calendarOf(items: readonly AgendaItem[], { web, feed = false }: { web?: string; feed?: boolean }) {
	const calendar = ical({
		name: feed ? names.feed : names.entry,
		prodId: { company: 'Robtua', product: 'My agenda', language: 'EN' },
		...(feed ? { ttl: 60 * 60 } : {}),
	})
	for (const item of items) {
		const location = item.address ?? placeName(item.province)
		calendar.createEvent({
			id: `${item.id}@robtua`,
			sequence: item.sequence,
			stamp: new Date(item.updatedAt),
			start: new Date(item.startsAt),
			end: new Date(item.endsAt),
			summary: item.title,
			...(location ? { location } : {}),
			...(item.notes ? { description: item.notes } : {}),
			...(web ? { url: `${web}${pagePathOf(item)}` } : {}),
		})
	}
	return calendar.toString()
}

export const feedRefresh = agendaLimits.feedRefresh
