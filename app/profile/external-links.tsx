/** A profile's links to elsewhere (a person's or a business user's), opened in a new tab. */
export function ExternalLinks({ links, empty }: { links: { id: string; label: string; url: string }[]; empty: string }) {
	if (!links.length) return <p className="muted">{empty}</p>
	return (
		<ul className="link-list">
			{links.map((link) => (
				<li key={link.id}>
					<a href={link.url} rel="noopener noreferrer nofollow" target="_blank">
						{link.label}
					</a>
				</li>
			))}
		</ul>
	)
}
