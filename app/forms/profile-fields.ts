import { z } from 'zod'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { email, max, paragraph, POSTCODE_PATTERN, text, websiteOrEmpty } from '#app/validation/rules.ts'

// The form rules a person's profile (app/profile/forms.ts) and a business user's profile
// (app/business-user/forms.ts) share, as the API shares them (contracts/profile-fields.ts): the same
// business-info and link forms must take the same values. Messages are encoded keys (validation/message.ts).

/** An optional single-line text of at most `length` characters, trimmed. */
export const optionalText = (length: number) => text().trim().pipe(max(length)).optional()

/** An optional textarea's text of at most `length` characters, trimmed, its line breaks kept. */
export const optionalParagraph = (length: number) => paragraph(length).optional()

/** The contact fields of every business-info form; each form adds its own (a person's position, a business's opening hours). */
export const contactFields = {
	company: optionalText(200),
	phone,
	email: email().optional(),
	website: websiteOrEmpty,
	address: optionalParagraph(500),
	postcode: text(encodeMessage('postcode')).trim().regex(POSTCODE_PATTERN, { error: encodeMessage('postcode') }).optional(),
}

/** A form's starting values from what the API keeps: each key's value, '' for none. */
export function formValues<Key extends string>(keys: readonly Key[], saved: Partial<Record<Key, string | null>> | null): Record<Key, string> {
	return Object.fromEntries(keys.map((key) => [key, saved?.[key] ?? ''])) as Record<Key, string>
}

/** What the API keeps from a valid form: every key, an emptied field as null (which clears it). */
export function formBody<Key extends string>(keys: readonly Key[], value: Partial<Record<Key, string | undefined>>): Record<Key, string | null> {
	return Object.fromEntries(keys.map((key) => [key, value[key] ?? null])) as Record<Key, string | null>
}

/**
 * The link form: one link to add, its Website optional (rule website_or_empty: an empty one adds
 * nothing). The links already there are listed above the form, each with its own Remove.
 */
export const linkSchema = z.object({ label: optionalText(100), url: websiteOrEmpty })

/** A link's label: what the person called it, or the address's host. */
export function linkLabel(link: { label?: string; url: string }) {
	return link.label || new URL(link.url).host
}

/**
 * The link a Remove meant: the one with its id or, when the list was written again since the page was
 * shown (every write gives the links new ids), the first with the same address and title.
 */
export function linkToRemove<Link extends { id: string; label: string; url: string }>(links: Link[], wanted: { id: string; label: string; url: string }): Link | undefined {
	return links.find((link) => link.id === wanted.id) ?? links.find((link) => link.url === wanted.url && link.label === wanted.label)
}
