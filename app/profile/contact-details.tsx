import type { ReactNode } from 'react'

type ContactDetailsProps<Key extends string> = {
	/** What the profile keeps (null until its business info was filled in). */
	info: Partial<Record<Key, string | null>> | null
	/** The rows to show, in order; empty ones are left out. */
	keys: readonly Key[]
	label: (key: Key) => string
	/** Shown when no row has a value. */
	empty: string
	/** Rows whose text keeps its line breaks (opening hours). */
	multiline?: readonly Key[]
}

/**
 * Business contact details as a description list (a person's business info, a business user's): the
 * phone, email and website as links to call, write or open.
 */
export function ContactDetails<Key extends string>({ info, keys, label, empty, multiline = [] }: ContactDetailsProps<Key>) {
	const rows = info ? keys.filter((key) => info[key]) : []
	if (!info || !rows.length) return <p className="muted">{empty}</p>
	return (
		<dl className="details">
			{rows.map((key) => (
				<div key={key}>
					<dt>{label(key)}</dt>
					<dd className={multiline.includes(key) ? 'details__text' : undefined}>{contactValue(key, info[key]!)}</dd>
				</div>
			))}
		</dl>
	)
}

function contactValue(key: string, value: string): ReactNode {
	if (key === 'phone') return <a href={`tel:${value}`}>{value}</a>
	if (key === 'email') return <a href={`mailto:${value}`}>{value}</a>
	if (key === 'website') return <a href={value} rel="noopener noreferrer nofollow" target="_blank">{value}</a>
	return value
}
