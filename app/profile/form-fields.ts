import type { EditFormProps } from '#app/forms/edit-form.tsx'
import type { FieldSpec } from '#app/forms/form-field.tsx'

// What each profile form page shows (labels: `forms.{form}.{field}` in locales/*/profile.json). Module
// constants, so a form's props never change between renders (app/forms/hydrate-later.tsx). The schemas
// are in forms.ts and load on demand.

export const overviewFields: readonly FieldSpec[] = [
	{ name: 'overview', type: 'textarea', hint: true, rows: 3 },
	{ name: 'specialty', hint: true },
	{ name: 'imageUrl', type: 'picture', purpose: 'avatar' },
	{ name: 'coverUrl', type: 'picture', purpose: 'cover' },
]

export const aboutDescriptionFields: readonly FieldSpec[] = [
	{ name: 'title', hint: true },
	{ name: 'description', type: 'textarea', rows: 8 },
]

/** The list sections of about-us, each created and edited on its own page. */
export const entryForms = {
	'education-experience': {
		labels: 'forms.educationExperience',
		required: ['kind', 'title', 'startsOn'],
		fields: [
			{ name: 'kind', type: 'select', options: ['education', 'experience'] },
			{ name: 'title', hint: true },
			{ name: 'organisation' },
			{ name: 'startsOn', type: 'date' },
			{ name: 'endsOn', type: 'date', hint: true },
			{ name: 'description', type: 'textarea' },
		],
		schema: () => import('./forms.ts').then((m) => m.educationExperienceSchema),
	},
	'our-story': {
		labels: 'forms.ourStory',
		required: ['title'],
		fields: [{ name: 'title' }, { name: 'body', type: 'textarea', rows: 6 }, { name: 'imageUrl', type: 'picture', purpose: 'content', hint: true }],
		schema: () => import('./forms.ts').then((m) => m.ourStorySchema),
	},
	'skill-talent': {
		labels: 'forms.skillTalent',
		required: ['name'],
		fields: [
			{ name: 'name', hint: true },
			{ name: 'level', type: 'select', options: ['1', '2', '3', '4', '5'] },
		],
		schema: () => import('./forms.ts').then((m) => m.skillTalentSchema),
	},
} as const satisfies Record<string, { labels: string; required: readonly string[]; fields: readonly FieldSpec[]; schema: EditFormProps['schema'] }>

export type EntryFormName = keyof typeof entryForms

export function isEntryFormName(name: string): name is EntryFormName {
	return Object.hasOwn(entryForms, name)
}

/** A work: the person's own (create-my-work) has no role; one they took part in (create) does. */
export const myWorkFields: readonly FieldSpec[] = [
	{ name: 'title' },
	{ name: 'body', type: 'textarea', rows: 6 },
	{ name: 'url', hint: true, inputMode: 'url' },
	{ name: 'year', type: 'number', inputMode: 'numeric' },
	{ name: 'imageUrl', type: 'picture', purpose: 'content', hint: true },
]
export const othersWorkFields: readonly FieldSpec[] = [...myWorkFields.slice(0, 1), { name: 'role', hint: true }, ...myWorkFields.slice(1)]

