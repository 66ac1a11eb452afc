/**
 * A person's or business user's picture, or their initial on a soft disc when they have none. The initial
 * is drawn by the style sheet (`data-initial`), not written: inside a link it is not part of the link's
 * visible words, which its accessible name must hold (WCAG 2.5.3).
 */
export function Avatar({ name, imageUrl, size }: { name: string; imageUrl: string | null; size: 'small' | 'medium' | 'large' }) {
	const pixels = { small: 32, medium: 56, large: 96 }[size]
	if (imageUrl) return <img className={`avatar avatar--${size}`} src={imageUrl} alt="" width={pixels} height={pixels} />
	return <span className={`avatar avatar--${size}`} aria-hidden="true" data-initial={Array.from(name.trim())[0]?.toUpperCase() ?? '?'} />
}
