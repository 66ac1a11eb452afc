import { attentionSeverities } from '#contracts/content/attention.ts'
import { contentLimits, textLimits } from '#contracts/limits.ts'
import type { PublishableKind } from './kinds.ts'

// What each kind's form has besides what every kind has (title, description, place, pictures, tags, who
// sees it, who posts it): its own fields, in order, each with where the API keeps it. Everything else
// about a kind's own fields is made from this list: the form's schema and API body (forms.ts), an item
// as its form starts (form-values.ts) and its facts on its page (views.ts). Labels are `fields.{label}`
// in locales/{en,th}/content.json, facts `facts.{label}`. Module constants, so a form's props never
// change between renders (app/forms/hydrate-later.tsx).

export type ContentFieldSpec = {
	/** The form's name for it. */
	name: string
	/**
	 * Where the item keeps it: a key of its details, or (for a datetime) the item's own `startsAt` or
	 * `endsAt`, the field's name.
	 */
	detail?: string
	/**
	 * datetime: a datetime-local input (Thailand's time); baht: an amount typed in baht, kept in satang;
	 * count: a whole number; decimal: a number with decimals; lines: one entry a line, kept as a list;
	 * video, pdf: a stored file the uploader puts in the form.
	 */
	type: 'datetime' | 'date' | 'text' | 'lines' | 'count' | 'baht' | 'decimal' | 'select' | 'video' | 'pdf'
	label: string
	required?: boolean
	/** Its hint is `fields.{label}Hint`. */
	hint?: boolean
	options?: readonly string[]
	/** count, decimal: the least it may be; text: its longest; lines: how many and each one's longest. */
	min?: number
	max?: number
	lines?: { count: number; length: number }
	/** What its fact says after the number (a size's "m²"). */
	unit?: string
	/** Left blank, it is left out of the API's body (the API's own default, "now"), not cleared. */
	omitBlank?: true
	/** Left blank, the item's page says it is free (an event's price). */
	freeWhenBlank?: true
	/** Its fact is named by this field's value when there is one, rather than by its label (a catalogue item's options, by their name: "Size"). */
	namedBy?: string
	/** It has no fact of its own (it names another's). */
	noFact?: true
}

const starts: ContentFieldSpec = { name: 'startsAt', type: 'datetime', label: 'starts', required: true }
const ends: ContentFieldSpec = { name: 'endsAt', type: 'datetime', label: 'ends', required: true, hint: true }
const price: ContentFieldSpec = { name: 'price', detail: 'priceSatang', type: 'baht', label: 'price', hint: true }

export const kindFields: Record<PublishableKind, readonly ContentFieldSpec[]> = {
	agenda: [starts, ends],
	announce: [
		{ name: 'startsAt', type: 'datetime', label: 'validFrom', hint: true, omitBlank: true },
		{ name: 'endsAt', type: 'datetime', label: 'validUntil', hint: true },
	],
	event: [
		starts,
		ends,
		{ name: 'venue', detail: 'venue', type: 'text', label: 'venue', max: textLimits.title },
		{ name: 'capacity', detail: 'capacity', type: 'count', label: 'capacity', hint: true, min: 1 },
		{ ...price, freeWhenBlank: true },
	],
	attention: [
		{ name: 'severity', detail: 'severity', type: 'select', label: 'severity', required: true, options: attentionSeverities },
		{ name: 'endsAt', type: 'datetime', label: 'validUntil', required: true },
	],
	catalogue: [
		price,
		{ name: 'stock', detail: 'stock', type: 'count', label: 'stock', hint: true, min: 0 },
		{ name: 'sku', detail: 'sku', type: 'text', label: 'sku', max: contentLimits.sku },
		{ name: 'optionName', detail: 'optionName', type: 'text', label: 'optionName', hint: true, max: contentLimits.optionLength, noFact: true },
		{ name: 'options', detail: 'options', type: 'lines', label: 'options', hint: true, lines: { count: contentLimits.options, length: contentLimits.optionLength }, namedBy: 'optionName' },
	],
	media: [{ name: 'videoUrl', detail: 'videoUrl', type: 'video', label: 'video', hint: true }],
	new_room: [
		{ name: 'size', detail: 'sizeSquareMetres', type: 'decimal', label: 'size', min: 1, max: contentLimits.maxRoomSquareMetres, unit: 'm²' },
		{ name: 'monthlyRent', detail: 'monthlyRentSatang', type: 'baht', label: 'monthlyRent', required: true },
		{ name: 'deposit', detail: 'depositSatang', type: 'baht', label: 'deposit' },
		{ name: 'availableFrom', detail: 'availableFrom', type: 'date', label: 'availableFrom' },
	],
	story: [],
	ebook: [{ name: 'fileUrl', detail: 'fileUrl', type: 'pdf', label: 'pdf', hint: true, required: true }],
}

/** A stored file's field (a video's or a PDF's): the uploader shows it, not a typed input. */
export const isFileField = (spec: ContentFieldSpec): spec is ContentFieldSpec & { type: 'video' | 'pdf' } => spec.type === 'video' || spec.type === 'pdf'

/** The fields a kind's form must have filled in (for `required` from the first paint): the typed ones. */
export function requiredFieldsOf(kind: PublishableKind) {
	return ['title', ...kindFields[kind].filter((field) => field.required && !isFileField(field)).map((field) => field.name)]
}
