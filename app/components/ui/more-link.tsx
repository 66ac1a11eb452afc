import { Link } from '@remix-run/react'

/** A list's next page, as a link (it works without JavaScript): nothing when there is none. */
export function MoreLink({ to, label }: { to: string | null; label: string }) {
	return to ? (
		<p>
			<Link to={to}>{label}</Link>
		</p>
	) : null
}
