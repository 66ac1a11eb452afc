import { Fragment } from 'react'

// A person's text as they wrote it (docs/product.md#content): its line breaks kept (the paragraph's CSS),
// and its web addresses made links that are safe to follow: http(s) only, opened apart from our page
// (noopener), never given our ranking (nofollow ugc). React escapes everything else; no HTML is read.

// An address starts with http:// or https:// (not inside a Latin word: "xhttp://" is none; Thai letters may
// come right before it) and runs to a space or a character an address never has unescaped.
const START = /(?<![A-Za-z0-9])https?:\/\//giu
const RUN = /^[^\s<>"'`{}|\\^]+/u
const THAI = /[\u0E00-\u0E7F]/u
// Said after an address rather than part of it: "see https://robtua.test/shop." ends before the full stop.
const TRAILING = /[.,;:!?'"\u2019\u201D]+$/u

/**
 * The address that starts `text` (which starts with http:// or https://), or null. Thai has no spaces
 * between words, so an address with a Latin host ends at the first Thai letter ("ดูที่https://robtua.test/shopนะครับ"
 * links https://robtua.test/shop); one whose host is Thai (https://ตัวอย่าง.ไทย/หน้า) keeps its Thai. A closing
 * bracket at the end belongs to it only when it closes one of its own.
 */
export function addressAt(text: string): string | null {
	let address = RUN.exec(text)?.[0] ?? ''
	const host = /^https?:\/\/([^/?#]*)/i.exec(address)?.[1] ?? ''
	if (!THAI.test(host)) {
		const thai = THAI.exec(address)
		if (thai) address = address.slice(0, thai.index)
	}
	for (let trimmed = ''; trimmed !== address; ) {
		trimmed = address
		address = address.replace(TRAILING, '')
		for (const [open, close] of [['(', ')'], ['[', ']']] as const) {
			if (address.endsWith(close) && address.split(open).length < address.split(close).length) address = address.slice(0, -1)
		}
	}
	if (!URL.canParse(address)) return null
	const url = new URL(address)
	return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? address : null
}

/** The text in pieces: plain strings, and the addresses in it (each with its href: http or https only). */
export function textPieces(text: string): Array<{ text: string; href?: string }> {
	const pieces: Array<{ text: string; href?: string }> = []
	let at = 0
	for (const match of text.matchAll(START)) {
		const start = match.index
		if (start < at) continue
		const address = addressAt(text.slice(start))
		if (!address) continue
		if (start > at) pieces.push({ text: text.slice(at, start) })
		pieces.push({ text: address, href: address })
		at = start + address.length
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
