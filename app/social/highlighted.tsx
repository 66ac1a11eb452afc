/**
 * A text with the words a search matched marked (`<mark>`): each term wherever it occurs, in any case,
 * inside Thai words too (they are written without spaces). Terms side by side are one mark: a word the
 * search split in two (กลางคืน → กลาง, คืน) is marked whole.
 */
export function Highlighted({ text, terms }: { text: string; terms: string[] }) {
	const words = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length)
	if (words.length === 0) return <>{text}</>
	const pattern = new RegExp(`((?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})+)`, 'giu')
	const parts = text.split(pattern)
	return (
		<>
			{parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : part))}
		</>
	)
}
