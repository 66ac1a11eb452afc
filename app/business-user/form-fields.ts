import type { FieldSpec } from '#app/forms/form-field.tsx'

// What each business-user form page shows (labels: `forms.{form}.{field}` in locales/*/business-user.json).
// Module constants, so a form's props never change between renders (app/forms/hydrate-later.tsx). The
// schemas are in forms.ts and load on demand.

export const overviewFields: readonly FieldSpec[] = [
	{ name: 'overview', type: 'textarea', hint: true, rows: 3 },
	{ name: 'imageUrl', type: 'picture', purpose: 'avatar' },
	{ name: 'coverUrl', type: 'picture', purpose: 'cover' },
]

/** Each about-us part is one text (its label is the part's: `forms.about.{part}.text`). */
export const aboutPartFields: readonly FieldSpec[] = [{ name: 'text', type: 'textarea', hint: true, rows: 10 }]

export const storyFields: readonly FieldSpec[] = [
	{ name: 'title' },
	{ name: 'body', type: 'textarea', rows: 8 },
	{ name: 'imageUrl', type: 'picture', purpose: 'content', hint: true },
]

export const storyRequired = ['title', 'body'] as const

