import type { FieldSpec } from './form-field.tsx'

// What the business-info form shows, for each owner (its schemas are in business-info-form.ts and load on
// demand). Module constants, so a form's props never change between renders (hydrate-later.tsx).

const contact = {
	company: { name: 'company', autoComplete: 'organization' },
	phone: { name: 'phone', type: 'tel', autoComplete: 'tel-national', hint: true },
	email: { name: 'email', type: 'email', autoComplete: 'email' },
	website: { name: 'website', inputMode: 'url', autoComplete: 'url', hint: true },
	address: { name: 'address', type: 'textarea', rows: 3, autoComplete: 'street-address' },
	postcode: { name: 'postcode', autoComplete: 'postal-code' },
} as const satisfies Record<string, FieldSpec>

export const businessInfoFields = {
	/** A person's: their position after the company. */
	person: [contact.company, { name: 'positionTitle', autoComplete: 'organization-title' }, contact.phone, contact.email, contact.website, contact.address, contact.postcode],
	/** A business user's: its opening hours last. */
	businessUser: [contact.company, contact.phone, contact.email, contact.website, contact.address, contact.postcode, { name: 'openingHours', type: 'textarea', rows: 3, hint: true }, { name: 'promptPayId', inputMode: 'numeric', hint: true }, { name: 'taxId', inputMode: 'numeric', hint: true }, { name: 'taxBranch', inputMode: 'numeric', hint: true }],
} as const satisfies Record<string, readonly FieldSpec[]>
