import { Fragment } from 'react'

// A person's text as they wrote it (docs/product.md#content): its line breaks kept (the paragraph's CSS),
// and its web addresses made links that are safe to follow: http(s) only, opened apart from our page
// (noopener), never given our ranking (nofollow ugc). React escapes everything else; no HTML is read.

const ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi

/** The text in pieces: plain strings, and the addresses in it. */
export function textPieces(text: string): Array<{ text: string; href?: string }> {
	const pieces: Array<{ text: string; href?: string }> = []
	let at = 0
	for (const match of text.matchAll(ADDRESS)) {
		const start = match.index ?? 0
		if (start > at) pieces.push({ text: text.slice(at, start) })
		const href = URL.canParse(match[0]) ? match[0] : undefined
		pieces.push(href ? { text: match[0], href } : { text: match[0] })
		at = start + match[0].length
	}
	if (at < text.length) pieces.push({ text: text.slice(at) })
	return pieces
}

export function LinkedText({ text, className = 'prose content-text' }: { text: string; className?: string }) {
	return (
		<p className={className}>
			{textPieces(text).map((piece, index) =>
				piece.href ? (
					<a key={index} href={piece.href} rel="nofollow ugc noopener noreferrer" target="_blank">
						{piece.text}
					</a>
				) : (
					<Fragment key={index}>{piece.text}</Fragment>
				),
			)}
		</p>
	)
}
