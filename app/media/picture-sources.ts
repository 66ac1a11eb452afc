// A picture's sources for <img srcset>: plain values, so a card in the browser needs nothing else.

/** A stored picture at its widths: the content variants (480, 960) up to the one kept (media/images). */
export function pictureSources(url: string) {
	const width = Number(/-(\d+)\.webp$/.exec(url)?.[1] ?? 0)
	const narrow = width > 480 ? url.replace(/-\d+\.webp$/, '-480.webp') : null
	return { src: url, srcSet: narrow ? `${narrow} 480w, ${url} ${width}w` : undefined, width: width || 960 }
}
