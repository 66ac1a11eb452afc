import { z } from 'zod'
import { day } from '../dates.ts'
import { contentLimits, textLimits } from '../limits.ts'
import { connectStatuses, infoFieldsOf, openTabLimits } from '../open-tab-limits.ts'
import { line, optionalText } from '../text.ts'
import { defineContentKind, publishedFields, satangSchema } from './kind.ts'

// An open-tab connect (docs/product.md#open-tab, docs/decisions/0032-open-tab-connects-on-content.md): a
// person's page for one purpose — a job, a project, a club — that others find and connect to. It is content
// like any other kind, so every read path reads it through the one visibility rule: a private connect
// (`members`) is its owner's and the people it accepted. No owner publishes it through the content module
// (`owners` is empty): connects are made through api/open-tab, which checks that the type is open; its
// change and delete by id are the content module's, the owner's. The type never changes.

/** A type's own fields, every one optional: which ones a connect takes is its type's (`connectInfoFields`). */
export const connectInfoSchema = z
	.object({
		payMinSatang: satangSchema.nullable().optional().describe('A job: the lowest pay, in satang'),
		payMaxSatang: satangSchema.nullable().optional().describe('A job: the highest pay, in satang'),
		hours: optionalText(textLimits.name).optional().describe('A job: its hours, as words ("Sat–Sun 8:00–14:00")'),
		placeName: optionalText(textLimits.title).optional().describe('A job or a club: where, as words'),
		startsOn: day().nullable().optional().describe('A project: its first day'),
		endsOn: day().nullable().optional().describe('A project: its last day'),
		skills: z.array(line(openTabLimits.skillLength).min(1)).max(openTabLimits.skills).optional().describe('A project: the skills it needs'),
		meetingTime: optionalText(textLimits.name).optional().describe('A club: when it meets, as words ("Every Saturday 7:00")'),
	})
	.strict()
	.meta({ id: 'ConnectInfo' })
export type ConnectInfo = z.infer<typeof connectInfoSchema>

/** What is wrong with `info` for a connect of `type`: a field of another type, a range the wrong way round. */
export function connectInfoFault(type: string, info: ConnectInfo): Record<string, string[]> | null {
	const allowed: readonly string[] = infoFieldsOf(type)
	const faults: Record<string, string[]> = {}
	for (const [field, value] of Object.entries(info)) {
		if (value !== undefined && !allowed.includes(field)) faults[`info.${field}`] = [`A ${type} has no ${field}`]
	}
	if (info.payMinSatang != null && info.payMaxSatang != null && info.payMaxSatang < info.payMinSatang) faults['info.payMaxSatang'] = ['Must not be less than the lowest pay']
	if (info.startsOn && info.endsOn && info.endsOn < info.startsOn) faults['info.endsOn'] = ['Must not end before it starts']
	return Object.keys(faults).length > 0 ? faults : null
}

const fields = {
	...publishedFields(contentLimits.pictures),
	overview: optionalText(openTabLimits.overview).optional().describe('The line under its title'),
	info: connectInfoSchema.optional().describe('Its type’s own fields (a job: pay, hours, place; a project: dates, skills; a club: meeting time, place); replaced whole'),
	status: z.enum(connectStatuses).optional().describe('open: takes new requests (the default); closed: takes none'),
	showMembers: z.boolean().optional().describe('Whether the people it accepted are listed on its page for everyone who sees it'),
}

export const connect = defineContentKind({
	kind: 'connect',
	schemaName: 'Connect',
	owners: [],
	visibilities: ['public', 'members'],
	details: z.object({
		type: z.string().describe('Its connect type (GET /v1/open-tab/connect-types)'),
		info: connectInfoSchema,
		overview: z.string().nullable(),
		status: z.enum(connectStatuses),
		showMembers: z.boolean(),
	}),
	emptyDetails: { type: '', info: {}, overview: null, status: 'open', showMembers: false },
	detailsFault: (details, input) => (input.info === undefined ? null : connectInfoFault(String(details.type ?? ''), input.info as ConnectInfo)),
	create: z.object(fields),
	update: z.object(fields).partial(),
	list: { order: 'newest', pageSize: openTabLimits.page, maxPageSize: openTabLimits.maxPage },
})
