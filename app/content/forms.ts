import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { pictureUrl } from '#app/media/picture-rule.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { between, blankableLine, blankableParagraph, day, dayFaultMessage, max, required, text } from '#app/validation/rules.ts'
import { attentionSeverities } from '#contracts/content/attention.ts'
import { contentVisibilities, timeRangeFault, type ContentTiming } from '#contracts/content/kind.ts'
import { contentKinds } from '#contracts/content/registry.ts'
import { anyDay, momentFault } from '#contracts/dates.ts'
import { contentLimits, textLimits } from '#contracts/limits.ts'
import { isStoredFileUrl } from '#contracts/media.ts'
import { thailandPlaces } from '#contracts/places/thailand.ts'
import { fromLocalInput } from './display.ts'
import type { PublishableKind } from './kinds.ts'

// One schema per content form (/around-me/{kind}/create and …/{id}/edit), for the page (conform, loaded
// on demand) and its action alike, made from the kind's contract (contracts/content): the same limits,
// with translated messages. Each form's API body is built here beside its schema (contentBody), and
// app/forms/contract-agreement.test.ts holds every kind's body to its contract.
//
// Form values in a person's terms: prices in baht ("1,250.50"), times as a datetime-local input gives
// them in Thailand's time, tags in one line, a place from the list or as latitude and longitude.

const REQUIRED = encodeMessage('required')

/** Baht as typed: digits with an optional thousands comma and up to two decimals. */
const BAHT_PATTERN = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/
/** An amount in baht, read as satang; blank for none. */
const baht = () =>
	text()
		.trim()
		.regex(BAHT_PATTERN, { error: encodeMessage('baht') })
		.transform((value) => Math.round(Number(value.replaceAll(',', '')) * 100))
		.pipe(z.number().max(contentLimits.maxSatang, { error: encodeMessage('baht_max', { max: contentLimits.maxSatang / 100 }) }))
		.optional()

/** A datetime-local value ("2026-03-02T10:00"), read in Thailand's time, on a day the product keeps (contracts/dates.ts). */
const moment = () =>
	text()
		.trim()
		.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, { error: encodeMessage('datetime'), abort: true })
		.refine((value) => !Number.isNaN(Date.parse(fromLocalInput(value))), { error: encodeMessage('datetime'), abort: true })
		.superRefine((value, ctx) => {
			const fault = momentFault(value)
			if (fault) ctx.addIssue({ code: 'custom', message: dayFaultMessage(fault, anyDay, 'datetime'), input: value })
		})

/** A whole number from `min`, blank for none. */
const count = (min: number) => between(min, contentLimits.maxCount).int({ error: encodeMessage('numeric') }).optional()

/** A stored file's URL the uploader put in the form (never typed): a video's or a PDF's. */
const fileUrl = (kind: 'video' | 'pdf') =>
	z
		.string()
		.trim()
		.refine((value) => value === '' || isStoredFileUrl(value, kind), { error: encodeMessage('default') })
		.optional()

const placeIds = new Set(thailandPlaces.map((place) => place.id))

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
			.refine((value) => value === '' || placeIds.has(value), { error: encodeMessage('default') })
			.optional(),
		latitude: between(-90, 90).optional(),
		longitude: between(-180, 180).optional(),
		exact: z.literal('on', { error: encodeMessage('default') }).optional(),
		pictures: z.array(pictureUrl).max(maxPictures, { error: encodeMessage('pictures_max', { max: maxPictures }) }).optional(),
	}
}

/** Each kind's own fields, as the form names them. */
const kindFields = {
	agenda: { startsAt: moment(), endsAt: moment() },
	announce: { startsAt: moment().optional(), endsAt: moment().optional() },
	event: { startsAt: moment(), endsAt: moment(), venue: blankableLine(textLimits.title), capacity: count(1), price: baht() },
	attention: { severity: z.enum(attentionSeverities, { error: REQUIRED }), endsAt: moment() },
	catalogue: { price: baht(), stock: count(0), sku: blankableLine(contentLimits.sku), options: blankableParagraph(contentLimits.options * (contentLimits.optionLength + 1)) },
	media: { videoUrl: fileUrl('video') },
	new_room: { size: between(1, contentLimits.maxRoomSquareMetres).optional(), monthlyRent: baht().pipe(z.number({ error: REQUIRED })), deposit: baht(), availableFrom: day().optional() },
	story: {},
	ebook: { fileUrl: fileUrl('pdf').refine((value) => Boolean(value), { error: REQUIRED }) },
} satisfies Record<PublishableKind, z.ZodRawShape>

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

/** The schema of a kind's form; a create's takes its idempotency key (ADR 0016). */
export function contentFormSchema(kind: PublishableKind, mode: 'create' | 'edit') {
	return z
		.object({ ...commonFields(maxPicturesOf(kind)), ...kindFields[kind], ...(mode === 'create' ? { idempotencyKey: idempotencyKeyField } : {}) })
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
	const place = value.place ? thailandPlaces.find((candidate) => candidate.id === value.place) : undefined
	return place ? { location: { lat: place.lat, lng: place.lng }, province: place.id } : { location: null, province: null }
}

/** A blank form field as the API's "none". */
const orNull = <T>(value: T | undefined) => (value === undefined || value === '' ? null : value)

/**
 * A kind's form as the API's create or change body (contracts/content/{kind}.ts): every field the form
 * has, so a field left blank clears what was there.
 */
export function contentBody(kind: PublishableKind, input: FormValue) {
	const value = input as Record<string, never>
	const common = {
		title: value.title,
		body: value.body ?? '',
		tags: tagsOf(value.tags),
		pictures: ((value.pictures as string[] | undefined) ?? []).filter(Boolean),
		...(value.visibility ? { visibility: value.visibility } : {}),
		...placeOf(value),
		locationExact: value.exact === 'on',
	}
	const at = (field: string) => (typeof value[field] === 'string' && value[field] !== '' ? fromLocalInput(value[field]) : undefined)
	switch (kind) {
		case 'agenda':
			return { ...common, startsAt: at('startsAt'), endsAt: at('endsAt') }
		case 'announce':
			return { ...common, ...(at('startsAt') ? { startsAt: at('startsAt') } : {}), endsAt: at('endsAt') ?? null }
		case 'event':
			return { ...common, startsAt: at('startsAt'), endsAt: at('endsAt'), venue: orNull(value.venue), capacity: orNull(value.capacity), priceSatang: orNull(value.price) }
		case 'attention':
			return { ...common, severity: value.severity, endsAt: at('endsAt') }
		case 'catalogue':
			return {
				...common,
				priceSatang: orNull(value.price),
				stock: orNull(value.stock),
				sku: orNull(value.sku),
				options: ((value.options as string | undefined) ?? '')
					.split('\n')
					.map((option) => option.trim())
					.filter(Boolean),
			}
		case 'media':
			return { ...common, videoUrl: orNull(value.videoUrl) }
		case 'new_room':
			return { ...common, sizeSquareMetres: orNull(value.size), monthlyRentSatang: value.monthlyRent, depositSatang: orNull(value.deposit), availableFrom: orNull(value.availableFrom) }
		case 'story':
			return common
		case 'ebook':
			return { ...common, fileUrl: value.fileUrl }
	}
}
