import type { FieldSpec } from './form-field.tsx'

/** The link form's one row (its schema is link-form.ts): Website (rule website_or_empty) and Title. */
export const linkFields: readonly FieldSpec[] = [
	{ name: 'url', hint: true, inputMode: 'url', autoComplete: 'url' },
	{ name: 'label', hint: true },
]
