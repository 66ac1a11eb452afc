import { z } from 'zod'
import { blankableLine, websiteOrEmpty } from '#app/validation/rules.ts'
import { textLimits } from '#contracts/limits.ts'

// The link form of a person and a business user alike (/profiles/{uuid}/form/link,
// /business-user/{id}/form/link); its action is link-form.server.ts, its list link-list.tsx.

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
