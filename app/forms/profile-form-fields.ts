import type { FieldSpec } from './edit-form.tsx'

// Form fields a person's profile and a business user's profile show alike (their schemas are in
// profile-fields.ts). Module constants, so a form's props never change between renders.

/** The contact fields of a business-info form, by name; each form puts them in its own order with its own fields. */
export const contactFieldSpecs = {
	company: { name: 'company', autoComplete: 'organization' },
	phone: { name: 'phone', type: 'tel', autoComplete: 'tel-national', hint: true },
	email: { name: 'email', type: 'email', autoComplete: 'email' },
	website: { name: 'website', inputMode: 'url', autoComplete: 'url', hint: true },
	address: { name: 'address', type: 'textarea', rows: 3, autoComplete: 'street-address' },
	postcode: { name: 'postcode', autoComplete: 'postal-code' },
} as const satisfies Record<string, FieldSpec>

/** The link form's one row: Website (rule website_or_empty) and Title. */
export const linkFields: readonly FieldSpec[] = [
	{ name: 'url', hint: true, inputMode: 'url', autoComplete: 'url' },
	{ name: 'label', hint: true },
]
