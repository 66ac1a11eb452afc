import { formatBaht, formatDay } from '#app/content/display.ts'
import { placeLabel } from '#app/content/views.ts'
import type { ContentItem } from '#contracts/content/registry.ts'
import type { OpenTabConnectType } from '#contracts/open-tab.ts'

// What open-tab pages show of a connect, made in their loaders (only what the page shows goes to the
// browser): its card in lists, and its type's own fields as label and value.

type Connect = ContentItem<'connect'>
export type ConnectCardView = { id: string; title: string; overview: string | null; typeName: string; isPrivate: boolean; isClosed: boolean; place: string | null; owner: string; imageUrl: string | null; href: string }

/** A type's name in the page's language; the slug for a type the API no longer lists. */
export function typeNameOf(types: readonly OpenTabConnectType[], type: string, language: string) {
	const found = types.find((candidate) => candidate.type === type)
	return found ? (language === 'th' ? found.title.th : found.title.en) : type
}

export function connectCard(connect: Connect, types: readonly OpenTabConnectType[], language: string, href: string): ConnectCardView {
	return {
		id: connect.id,
		title: connect.title,
		overview: connect.details.overview,
		typeName: typeNameOf(types, connect.details.type, language),
		isPrivate: connect.visibility !== 'public',
		isClosed: connect.details.status === 'closed',
		place: placeLabel(connect, language),
		owner: connect.owner.name,
		imageUrl: connect.pictures[0] ?? null,
		href,
	}
}

/**
 * A connect's own fields as the page shows them, in its type's order: the label's key under `info.` in
 * open-tab.json and the value as words (pay in baht, days as the language writes them, skills one a line).
 */
export function infoLines(connect: Connect, language: string): Array<{ key: string; value: string }> {
	const info = connect.details.info
	const lines: Array<{ key: string; value: string }> = []
	const day = (value: string) => formatDay(`${value}T12:00:00+07:00`, language)
	if (info.payMinSatang != null || info.payMaxSatang != null) {
		const range = [info.payMinSatang, info.payMaxSatang].filter((value): value is number => value != null).map((value) => formatBaht(value, language))
		lines.push({ key: 'pay', value: [...new Set(range)].join(' – ') })
	}
	if (info.hours) lines.push({ key: 'hours', value: info.hours })
	if (info.meetingTime) lines.push({ key: 'meetingTime', value: info.meetingTime })
	if (info.placeName) lines.push({ key: 'placeName', value: info.placeName })
	if (info.startsOn || info.endsOn) lines.push({ key: 'dates', value: [info.startsOn, info.endsOn].filter((value): value is string => Boolean(value)).map(day).join(' – ') })
	if (info.skills?.length) lines.push({ key: 'skills', value: info.skills.join(', ') })
	return lines
}
