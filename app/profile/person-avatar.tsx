/** A person's or business user's picture, or their initial on a soft disc when they have none. */
export function Avatar({ name, imageUrl, size }: { name: string; imageUrl: string | null; size: 'small' | 'large' }) {
	const pixels = size === 'large' ? 96 : 32
	if (imageUrl) return <img className={`avatar avatar--${size}`} src={imageUrl} alt="" width={pixels} height={pixels} />
	return (
		<span className={`avatar avatar--${size}`} aria-hidden="true">
			{Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
		</span>
	)
}
