import type { FieldSpec } from '#app/forms/form-field.tsx'
import { connectInfoFields, type ConnectInfoField } from '#contracts/open-tab-limits.ts'
import { connectVisibilities } from './connect-visibility.ts'

// What each open-tab form page shows (labels: `forms.{form}.{field}` in locales/*/open-tab.json). Module
// constants, so a form's props never change between renders (app/forms/hydrate-later.tsx). The schemas are
// in forms.ts and load on demand.

export const createFields: readonly FieldSpec[] = [{ name: 'title' }, { name: 'overview', hint: true }, { name: 'visibility', type: 'select', options: connectVisibilities }]
export const createRequired = ['title', 'visibility'] as const

const infoFieldSpecs: Record<ConnectInfoField, FieldSpec> = {
	payMinSatang: { name: 'payMin', inputMode: 'decimal', hint: true },
	payMaxSatang: { name: 'payMax', inputMode: 'decimal' },
	hours: { name: 'hours', hint: true },
	placeName: { name: 'placeName' },
	startsOn: { name: 'startsOn', type: 'date' },
	endsOn: { name: 'endsOn', type: 'date' },
	skills: { name: 'skills', type: 'textarea', rows: 4, hint: true },
	meetingTime: { name: 'meetingTime', hint: true },
}

const commonInfoFields: readonly FieldSpec[] = [
	{ name: 'title' },
	{ name: 'visibility', type: 'select', options: connectVisibilities, hint: true },
	{ name: 'status', type: 'select', options: ['open', 'closed'], hint: true },
	{ name: 'showMembers', type: 'select', options: ['yes', 'no'] },
]
const placeFields: readonly FieldSpec[] = [{ name: 'place', type: 'place', hint: true }, { name: 'address' }]

/** form/info's fields for each type: the common ones, the type's own, and its place. */
export const infoFormFields: Readonly<Record<string, readonly FieldSpec[]>> = Object.fromEntries(
	Object.entries(connectInfoFields).map(([type, fields]) => [type, [...commonInfoFields, ...fields.map((field) => infoFieldSpecs[field]), ...placeFields]]),
)
export const otherInfoFields: readonly FieldSpec[] = [...commonInfoFields, ...placeFields]
export const infoRequired = ['title', 'visibility', 'status', 'showMembers'] as const

export const overviewFields: readonly FieldSpec[] = [
	{ name: 'overview', hint: true },
	{ name: 'imageUrl', type: 'picture', purpose: 'content', hint: true },
]

export const descriptionFields: readonly FieldSpec[] = [{ name: 'body', type: 'textarea', rows: 10, hint: true }]

export const entryFields: readonly FieldSpec[] = [{ name: 'title' }, { name: 'body', type: 'textarea', rows: 6 }, { name: 'imageUrl', type: 'picture', purpose: 'content', hint: true }]
export const entryRequired = ['title'] as const

/** A goal's fields: an entry's, and which of the owner's business users takes it on (their names, as data). */
export const goalFields = (businessUsers: ReadonlyArray<{ id: string; name: string }>): readonly FieldSpec[] => [
	...entryFields,
	{ name: 'businessUserId', type: 'select', options: businessUsers.map((each) => each.id), optionNames: Object.fromEntries(businessUsers.map((each) => [each.id, each.name])), hint: true },
]
