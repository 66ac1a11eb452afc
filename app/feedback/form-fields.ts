import type { FieldSpec } from '#app/forms/form-field.tsx'

// The feedback form's fields (app/forms/form-field.tsx draws them); labels are `feedback:form.{name}`.

export const feedbackFields: readonly FieldSpec[] = [
	{ name: 'subject' },
	{ name: 'message', type: 'textarea', rows: 6 },
	{ name: 'pictureUrl', type: 'picture', purpose: 'content', hint: true },
]

export const feedbackRequired = ['subject', 'message'] as const
