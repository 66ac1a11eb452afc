import { z } from 'zod'
import { encodeMessage } from '#app/validation/message.ts'
import { phone } from '#app/validation/phone.ts'
import { email, max, paragraph, POSTCODE_PATTERN, text, websiteOrEmpty } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'

// The form rules a person's profile (app/profile/forms.ts) and a business user's profile
// (app/business-user/forms.ts) share, as the API shares them (contracts/profile-fields.ts): the same
// business-info and link forms must take the same values. Messages are encoded keys (validation/message.ts).

/**
 * A single-line form field that may be left blank (then undefined, as conform reads an empty field), of
 * at most `length` characters, trimmed. Its API counterpart is contracts/text.ts's optionalText, which is
 * null when blank: each form's body (e.g. overviewBody) turns one into the other.
 */
export const blankableLine = (length: number) => text().trim().pipe(max(length)).optional()

/** A textarea that may be left blank, of at most `length` characters, trimmed, its line breaks kept. */
export const blankableParagraph = (length: number) => paragraph(length).optional()

/** The contact fields of every business-info form; each form adds its own (a person's position, a business's opening hours). */
export const contactFields = {
	company: blankableLine(textLimits.title),
	phone,
	email: email().optional(),
	website: websiteOrEmpty,
	address: blankableParagraph(textLimits.address),
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
export const linkSchema = z.object({ label: blankableLine(textLimits.name), url: websiteOrEmpty })

/** A link's label: what the person called it, or the address's host. */
export function linkLabel(link: { label?: string; url: string }) {
	return link.label || new URL(link.url).host
}

/** A new link as the API takes it: an address, and its label (the host when the person gave none). */
export const linkInput = ({ label, url }: { label?: string; url: string }) => ({ label: linkLabel({ label, url }), url })

/**
 * The link a Remove meant: the one with its id or, when the list was written again since the page was
 * shown (every write gives the links new ids), the first with the same address and title.
 */
export function linkToRemove<Link extends { id: string; label: string; url: string }>(links: Link[], wanted: { id: string; label: string; url: string }): Link | undefined {
	return links.find((link) => link.id === wanted.id) ?? links.find((link) => link.url === wanted.url && link.label === wanted.label)
}
