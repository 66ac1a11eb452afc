import { attentionSeverities } from '#contracts/content/attention.ts'
import type { PublishableKind } from './kinds.ts'

// What each kind's form shows besides what every kind has (title, description, place, pictures, tags,
// who sees it, who posts it): its own fields, in order. Labels are `fields.{label}` in
// locales/{en,th}/content.json. The schema is in forms.ts and loads on demand. Module constants, so a form's
// props never change between renders (app/forms/hydrate-later.tsx).

export type ContentFieldSpec = {
	name: string
	/** datetime: a datetime-local input (Thailand's time); baht: an amount typed in baht; count: a whole number. */
	type: 'datetime' | 'date' | 'text' | 'textarea' | 'count' | 'baht' | 'decimal' | 'select'
	label: string
	required?: boolean
	/** Its hint is `fields.{label}Hint`. */
	hint?: boolean
	options?: readonly string[]
}

const starts: ContentFieldSpec = { name: 'startsAt', type: 'datetime', label: 'starts', required: true }
const ends: ContentFieldSpec = { name: 'endsAt', type: 'datetime', label: 'ends', required: true, hint: true }
const price: ContentFieldSpec = { name: 'price', type: 'baht', label: 'price', hint: true }

export const kindFields: Record<PublishableKind, readonly ContentFieldSpec[]> = {
	agenda: [starts, ends],
	announce: [
		{ name: 'startsAt', type: 'datetime', label: 'validFrom', hint: true },
		{ name: 'endsAt', type: 'datetime', label: 'validUntil', hint: true },
	],
	event: [starts, ends, { name: 'venue', type: 'text', label: 'venue' }, { name: 'capacity', type: 'count', label: 'capacity', hint: true }, price],
	attention: [
		{ name: 'severity', type: 'select', label: 'severity', required: true, options: attentionSeverities },
		{ name: 'endsAt', type: 'datetime', label: 'validUntil', required: true },
	],
	catalogue: [price, { name: 'stock', type: 'count', label: 'stock', hint: true }, { name: 'sku', type: 'text', label: 'sku' }, { name: 'options', type: 'textarea', label: 'options', hint: true }],
	media: [],
	new_room: [
		{ name: 'size', type: 'decimal', label: 'size' },
		{ name: 'monthlyRent', type: 'baht', label: 'monthlyRent', required: true },
		{ name: 'deposit', type: 'baht', label: 'deposit' },
		{ name: 'availableFrom', type: 'date', label: 'availableFrom' },
	],
	story: [],
	ebook: [],
}

/** The fields a kind's form must have filled in (for `required` from the first paint). */
export function requiredFieldsOf(kind: PublishableKind) {
	return ['title', ...kindFields[kind].filter((field) => field.required).map((field) => field.name)]
}
