import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { between, blankableBaht, blankableLine, blankableParagraph, day, localMoment, max, required } from '#app/validation/rules.ts'
import { contentVisibilities, timeRangeFault, type ContentTiming } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'
import { momentFault } from '#contracts/dates.ts'
import { contentLimits, textLimits } from '#contracts/limits.ts'
import { isStoredFileUrl } from '#contracts/media.ts'
import { placeOfId } from '#contracts/places/thailand.ts'
import { isPlaceId } from '#app/around-me/place-field.ts'
import { fromLocalInput } from './display.ts'
import { kindFields, type ContentFieldSpec } from './form-fields.ts'
import { takesCommunity, type PublishableKind } from './kinds.ts'

// One schema per content form (/around-me/{kind}/create and …/{id}/edit), for the page (conform, loaded
// on demand) and its action alike, made from the kind's contract (contracts/content): the same limits,
// with translated messages. Each form's API body is built here beside its schema (contentBody), and
// app/forms/contract-agreement.test.ts holds every kind's body to its contract.
//
// Form values in a person's terms: prices in baht ("1,250.50"), times as a datetime-local input gives
// them in Thailand's time, tags in one line, a place from the list or as latitude and longitude.

const REQUIRED = encodeMessage('required')

/** An amount in baht, read as satang; blank for none. */
const baht = () => blankableBaht(contentLimits.maxSatang)

/** A whole number from `min`, blank for none. */
const count = (min: number) => between(min, contentLimits.maxCount).int({ error: encodeMessage('numeric') }).optional()

/** A stored file's URL the uploader put in the form (never typed): a video's or a PDF's. */
const fileUrl = (kind: 'video' | 'pdf') =>
	z
		.string()
		.trim()
		.refine((value) => value === '' || isStoredFileUrl(value, kind), { error: encodeMessage('default') })
		.optional()

/** What every kind's form has: title, description, tags, who sees it, who posts it, its place and pictures. */
function commonFields(maxPictures: number) {
	return {
		title: required().pipe(max(textLimits.title)),
		body: blankableParagraph(textLimits.body),
		tags: blankableLine(contentLimits.tags * (contentLimits.tagLength + 2)),
		visibility: z.enum(contentVisibilities, { error: encodeMessage('default') }).optional(),
		postAs: blankableLine(64),
		place: z
			.string()
			.trim()
			.refine((value) => value === '' || isPlaceId(value), { error: encodeMessage('default') })
			.optional(),
		latitude: between(-90, 90).optional(),
		longitude: between(-180, 180).optional(),
		exact: z.literal('on', { error: encodeMessage('default') }).optional(),
		pictures: z.array(pictureUrl).max(maxPictures, { error: encodeMessage('pictures_max', { max: maxPictures }) }).optional(),
	}
}

/** A kind's own field's rule (app/content/form-fields.ts): the kind's contract's limits, with translated messages. */
function ruleOf(spec: ContentFieldSpec): z.ZodType {
	switch (spec.type) {
		case 'datetime':
			return spec.required ? localMoment() : localMoment().optional()
		case 'baht':
			return spec.required ? baht().pipe(z.number({ error: REQUIRED })) : baht()
		case 'count':
			return count(spec.min ?? 0)
		case 'decimal':
			return between(spec.min ?? 0, spec.max ?? contentLimits.maxCount).optional()
		case 'text':
			return blankableLine(spec.max ?? textLimits.title)
		case 'lines':
			return blankableParagraph((spec.lines?.count ?? 1) * ((spec.lines?.length ?? textLimits.title) + 1))
		case 'date':
			return day().optional()
		case 'select': {
			const choice = z.enum(spec.options as [string, ...string[]], { error: REQUIRED })
			return spec.required ? choice : choice.optional()
		}
		case 'video':
		case 'pdf':
			return spec.required ? fileUrl(spec.type).refine((value) => Boolean(value), { error: REQUIRED }) : fileUrl(spec.type)
	}
}

const kindShape = (kind: PublishableKind) => Object.fromEntries(kindFields[kind].map((spec) => [spec.name, ruleOf(spec)]))

const maxPicturesOf = (kind: PublishableKind) => (kind === 'media' ? contentLimits.albumPictures : contentLimits.pictures)
const timingOf = (kind: PublishableKind): ContentTiming => (contentKinds[kind] as { timing?: ContentTiming }).timing ?? 'none'

type FormValue = Record<string, unknown>

/** The checks across fields: a time range the kind allows, both coordinates or neither, a media item's album or video. */
function refineAcross(kind: PublishableKind) {
	return (value: FormValue, ctx: z.RefinementCtx) => {
		// A time on a day the product does not keep has its own message; the range is not held against it too.
		const moment = (field: unknown) => (typeof field === 'string' && !momentFault(field) ? fromLocalInput(field) : undefined)
		const [startsAt, endsAt] = [moment(value.startsAt), moment(value.endsAt)]
		const fault = timeRangeFault(timingOf(kind), { startsAt, endsAt })
		if (fault) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: fault.startsWith('Must not end') ? encodeMessage('ends_before_starts') : encodeMessage('run_max', { days: contentLimits.maxDurationDays }) })
		if ((value.latitude === undefined) !== (value.longitude === undefined)) {
			ctx.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: REQUIRED })
		}
		if (kind === 'media') {
			const pictures = (value.pictures as string[] | undefined)?.filter(Boolean) ?? []
			if (value.videoUrl && pictures.length > 0) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: encodeMessage('album_or_video') })
			if (!value.videoUrl && pictures.length === 0) ctx.addIssue({ code: 'custom', path: ['pictures'], message: encodeMessage('album_or_video') })
		}
		if (value.visibility === 'members' && (!value.postAs || value.postAs === 'me')) ctx.addIssue({ code: 'custom', path: ['visibility'], message: encodeMessage('members_for_business') })
		if (kind === 'story' && ((value.pictures as string[] | undefined)?.filter(Boolean).length ?? 0) === 0) {
			ctx.addIssue({ code: 'custom', path: ['pictures'], message: REQUIRED })
		}
	}
}

/** The community an event or agenda item is published for: one of the person's (the API checks), or blank for none. */
const communityChoice = z
	.string()
	.trim()
	.refine((value) => value === '' || z.uuid().safeParse(value).success, { error: encodeMessage('default') })
	.optional()

/** The schema of a kind's form; a create's takes its idempotency key (ADR 0016). */
export function contentFormSchema(kind: PublishableKind, mode: 'create' | 'edit') {
	return z
		.object({ ...commonFields(maxPicturesOf(kind)), ...kindShape(kind), ...(takesCommunity(kind) ? { communityId: communityChoice } : {}), ...(mode === 'create' ? { idempotencyKey: idempotencyKeyField } : {}) })
		.superRefine(refineAcross(kind))
}

export type ContentFormSchema = ReturnType<typeof contentFormSchema>
export type ContentFormValue = z.output<ContentFormSchema>

/** Tags as typed: split at commas, spaces and new lines, `#` dropped, each once. */
export function tagsOf(typed: string | undefined) {
	const tags = (typed ?? '')
		.split(/[\s,]+/)
		.map((tag) => tag.replace(/^#+/, '').trim().toLocaleLowerCase())
		.filter(Boolean)
	return [...new Set(tags)].slice(0, contentLimits.tags)
}

/** Where the form puts the item: the coordinates typed, else the chosen place's centre; null for no place. */
export function placeOf(value: { place?: string; latitude?: number; longitude?: number }) {
	if (value.latitude !== undefined && value.longitude !== undefined) return { location: { lat: value.latitude, lng: value.longitude }, province: null }
	const place = placeOfId(value.place)
	return place ? { location: { lat: place.lat, lng: place.lng }, province: place.id } : { location: null, province: null }
}

/** A kind's own field as the API's body has it; undefined: left out. */
function bodyValueOf(spec: ContentFieldSpec, value: Record<string, unknown>) {
	const typed = value[spec.name]
	if (spec.type === 'lines') {
		return String(typed ?? '')
			.split('\n')
			.map((line) => line.trim())
			.filter(Boolean)
	}
	if (typed === undefined || typed === '') return spec.omitBlank ? undefined : null
	return spec.type === 'datetime' ? fromLocalInput(typed as string) : typed
}

/**
 * A kind's form as the API's create or change body (contracts/content/{kind}.ts): every field the form
 * has, so a field left blank clears what was there.
 */
export function contentBody(kind: PublishableKind, input: FormValue) {
	const value = input as Record<string, never>
	const body: Record<string, unknown> = {
		title: value.title,
		body: value.body ?? '',
		tags: tagsOf(value.tags),
		pictures: ((value.pictures as string[] | undefined) ?? []).filter(Boolean),
		...(value.visibility ? { visibility: value.visibility } : {}),
		...placeOf(value),
		locationExact: value.exact === 'on',
	}
	// A person's item alone is published for a community; blank clears it.
	if (takesCommunity(kind) && (!value.postAs || value.postAs === 'me')) body.communityId = (value.communityId as string | undefined) || null
	for (const spec of kindFields[kind]) {
		const kept = bodyValueOf(spec, value)
		if (kept !== undefined) body[spec.detail ?? spec.name] = kept
	}
	return body
}
