import { TIME_ZONE } from '#app/content/display.ts'
import { dateTimeFormat } from '#app/i18n/formats.ts'


/** Today, this week or later, in Thailand's days: when an event or agenda item starts (one begun already is today's). */
export function whenGroup(startsAt: string | null, now = new Date()): 'today' | 'week' | 'later' {
	const day = (at: Date) => dateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(at)
	if (!startsAt || day(new Date(startsAt)) <= day(now)) return 'today'
	return Date.parse(startsAt) - now.getTime() < 7 * 24 * 60 * 60 * 1000 ? 'week' : 'later'
}

