import { z } from 'zod'
import { placeBody, placeField } from '#app/around-me/place-field.ts'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { blankableBaht, blankableLine, blankableParagraph, day, max, required } from '#app/validation/rules.ts'
import { contentLimits, textLimits } from '#contracts/limits.ts'
import { infoFieldsOf, openTabLimits, type OpenTabPart } from '#contracts/open-tab-limits.ts'
import { connectVisibilities, toApiVisibility } from './connect-visibility.ts'

// One schema per open-tab form (docs/product.md#open-tab), for the page (conform, loaded on demand) and its
// action alike, with the API's limits (contracts/open-tab-limits.ts, contracts/content/connect.ts); each
// form's API body is made here beside its schema. Only types come from the contracts.

const visibility = z.enum(connectVisibilities, { error: encodeMessage('required') })

const title = () => required().pipe(max(textLimits.title))
const overview = blankableLine(openTabLimits.overview)

/** `{type}-create`: "Title", "Overview", "Visibility", then "Create"; with its idempotency key (ADR 0016). */
export const createConnectFormSchema = z.object({ title: title(), overview, visibility, idempotencyKey: idempotencyKeyField })

export const createConnectBody = (type: string, value: z.output<typeof createConnectFormSchema>) => ({
	type,
	title: value.title,
	overview: value.overview ?? null,
	visibility: toApiVisibility(value.visibility),
})

/** Skills as typed: one a line. */
const skills = blankableParagraph(openTabLimits.skills * (openTabLimits.skillLength + 1)).superRefine((value, ctx) => {
	const lines = linesOf(value)
	if (lines.length > openTabLimits.skills) ctx.addIssue({ code: 'custom', message: encodeMessage('lines_max', { max: openTabLimits.skills }) })
	if (lines.some((line) => line.length > openTabLimits.skillLength)) ctx.addIssue({ code: 'custom', message: encodeMessage('line_too_long', { max: openTabLimits.skillLength }) })
})
const linesOf = (value: string | undefined) => (value ?? '').split('\n').map((line) => line.trim()).filter(Boolean)

/**
 * form/info: its title, who sees it, whether it takes requests, whether its members are listed, its place
 * (a place of the list, so around me and the map find it),
 * and its type's own fields (a job's pay, hours and place; a project's dates and skills; a club's meeting
 * time and place). The fields of other types are not on the form, so they are never sent.
 */
export const infoFormSchema = z
	.object({
		title: title(),
		visibility,
		status: z.enum(['open', 'closed'], { error: encodeMessage('required') }),
		showMembers: z.enum(['yes', 'no'], { error: encodeMessage('required') }),
		place: placeField(),
		address: blankableLine(textLimits.address),
		payMin: blankableBaht(contentLimits.maxSatang),
		payMax: blankableBaht(contentLimits.maxSatang),
		hours: blankableLine(textLimits.name),
		placeName: blankableLine(textLimits.title),
		startsOn: day().optional(),
		endsOn: day().optional(),
		skills,
		meetingTime: blankableLine(textLimits.name),
	})
	.superRefine((value, ctx) => {
		if (value.payMin !== undefined && value.payMax !== undefined && value.payMax < value.payMin) ctx.addIssue({ code: 'custom', message: encodeMessage('pay_range'), path: ['payMax'] })
		if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) ctx.addIssue({ code: 'custom', message: encodeMessage('ends_before_starts'), path: ['endsOn'] })
	})

type Info = z.output<typeof infoFormSchema>

/** The API's `info` for a connect of `type`: only that type's fields. */
function infoBody(type: string, value: Info) {
	const all = {
		payMinSatang: value.payMin ?? null,
		payMaxSatang: value.payMax ?? null,
		hours: value.hours ?? null,
		placeName: value.placeName ?? null,
		startsOn: value.startsOn ?? null,
		endsOn: value.endsOn ?? null,
		skills: linesOf(value.skills),
		meetingTime: value.meetingTime ?? null,
	}
	return Object.fromEntries(infoFieldsOf(type).map((field) => [field, all[field]]))
}

export const infoBodyOf = (type: string, value: Info) => ({
	title: value.title,
	visibility: toApiVisibility(value.visibility),
	status: value.status,
	showMembers: value.showMembers === 'yes',
	...placeBody(value.place),
	address: value.address ?? null,
	info: infoBody(type, value),
})

/** form/overview: the line under its title, and its picture. */
export const overviewFormSchema = z.object({ overview, imageUrl: pictureUrl })
export const overviewBody = (value: z.output<typeof overviewFormSchema>) => ({ overview: value.overview ?? null, pictures: value.imageUrl ? [value.imageUrl] : [] })

/** form/about-us/description: what it is about, at length (the item's text). */
export const descriptionFormSchema = z.object({ body: blankableParagraph(textLimits.body) })
export const descriptionBody = (value: z.output<typeof descriptionFormSchema>) => ({ body: value.body ?? '' })

/** An about-us entry: a goal (which may name one of the owner's business users), our business, our story. */
export const entryFormSchema = z.object({
	title: title(),
	body: blankableParagraph(textLimits.body),
	imageUrl: pictureUrl,
	businessUserId: z.union([z.literal(''), z.uuid({ error: encodeMessage('default') })]).optional(),
	idempotencyKey: idempotencyKeyField,
})

export const entryBody = (part: OpenTabPart, value: z.output<typeof entryFormSchema>) => ({
	title: value.title,
	body: value.body ?? '',
	imageUrl: value.imageUrl || null,
	...(part === 'goal' ? { businessUserId: value.businessUserId || null } : {}),
})

/** "Connect" on a connect's page: an optional word to its owner. */
export const requestFormSchema = z.object({ intent: z.literal('connect'), message: blankableParagraph(openTabLimits.message) })

/** The owner's answer to a request. */
export const decideFormSchema = z.object({ intent: z.enum(['accept', 'decline']), person: z.uuid() })
