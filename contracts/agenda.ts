import { z } from 'zod'
import { agendaLimits, agendaItemTypes } from './agenda-limits.ts'
import { geoPointInputSchema, geoPointSchema } from './content/geo.ts'
import { moment } from './dates.ts'
import { line, optionalText, paragraph, requiredLine } from './text.ts'

// My agenda (docs/product.md#my-agenda): a person's calendar, private to them: their own entries (a title,
// a start and an end, a place, notes) and the events they said "I'm going" to, by day; one entry or the
// whole agenda as an iCalendar file, and a private feed address calendar apps subscribe to.

export { agendaLimits, agendaItemTypes, type AgendaItemType } from './agenda-limits.ts'

/** What is wrong with an entry's times, or null: an end before the start, or a run longer than allowed. */
export function agendaRangeFault({ startsAt, endsAt }: { startsAt?: string; endsAt?: string }): 'ends_before_starts' | 'too_long' | null {
	if (!startsAt || !endsAt) return null
	const run = Date.parse(endsAt) - Date.parse(startsAt)
	if (run < 0) return 'ends_before_starts'
	if (run > agendaLimits.maxDays * 24 * 60 * 60 * 1000) return 'too_long'
	return null
}

const rangeMessages = { ends_before_starts: 'Must not end before it starts', too_long: `Must end at most ${agendaLimits.maxDays} days after it starts` } as const

/** An entry as created, and as replaced by an edit (every field: one left out is cleared). */
export const agendaEntryInputSchema = z
	.object({
		title: requiredLine(agendaLimits.title),
		startsAt: moment().describe('When it starts (ISO 8601 with its offset)'),
		endsAt: moment().describe(`When it ends: not before it starts, at most ${agendaLimits.maxDays} days after`),
		location: geoPointInputSchema.nullable().optional(),
		address: optionalText(agendaLimits.address).optional(),
		province: optionalText(100).optional().describe('A place of the list (contracts/places/thailand.ts) when one was chosen'),
		notes: paragraph(agendaLimits.notes).optional(),
	})
	.superRefine((value, ctx) => {
		const fault = agendaRangeFault(value)
		if (fault) ctx.addIssue({ code: 'custom', message: rangeMessages[fault], path: ['endsAt'] })
	})
	.meta({ id: 'AgendaEntryInput' })
export type AgendaEntryInput = z.input<typeof agendaEntryInputSchema>

/** One line of the agenda: an entry of the person's, or an item they are going to. */
export const agendaItemSchema = z
	.object({
		type: z.enum(agendaItemTypes),
		id: z.uuid(),
		title: z.string(),
		startsAt: z.string(),
		endsAt: z.string(),
		location: geoPointSchema.nullable(),
		address: z.string().nullable(),
		province: z.string().nullable(),
		notes: z.string().describe('An entry’s notes; empty for an item one is going to'),
		sequence: z.number().int().min(0).describe('How many times an entry was changed (the calendar file’s SEQUENCE)'),
		item: z
			.object({ kind: z.string(), owner: z.object({ type: z.enum(['person', 'business-user']), id: z.string() }) })
			.nullable()
			.describe('What one is going to: its kind and owner (for its page); null for an entry'),
		updatedAt: z.string(),
	})
	.meta({ id: 'AgendaItem' })
export type AgendaItem = z.infer<typeof agendaItemSchema>


export const agendaQuerySchema = z.object({
	from: moment().optional().describe('From (ISO 8601 with its offset); now when left out'),
	to: moment().optional().describe(`Until; ${agendaLimits.defaultRangeDays} days after \`from\` when left out, at most ${agendaLimits.maxRangeDays} days after it`),
})

/** The web's page the calendar file links to: its origin, e.g. https://robtua.example. */
export const calendarQuerySchema = z.object({
	web: line(200)
		.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'An origin: http(s)://host[:port]')
		.optional()
		.describe('The web’s origin, for each event’s URL to its page; no URL without it'),
})

/** Whether the person has a feed address now (its token is shown only when made). */
export const agendaFeedSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() }).meta({ id: 'AgendaFeed' })
export type AgendaFeed = z.infer<typeof agendaFeedSchema>

/** The agenda from `from` until `to`: what overlaps it, by start; and whether the person has a feed address (one call for the page). */
export const agendaSchema = z.object({ from: z.string(), to: z.string(), items: z.array(agendaItemSchema), feed: agendaFeedSchema }).meta({ id: 'Agenda' })
export type Agenda = z.infer<typeof agendaSchema>

/** A new feed address's token: answered once; the API keeps only its hash. */
export const agendaFeedTokenSchema = z.object({ token: z.string(), createdAt: z.string() }).meta({ id: 'AgendaFeedToken' })
export type AgendaFeedToken = z.infer<typeof agendaFeedTokenSchema>
