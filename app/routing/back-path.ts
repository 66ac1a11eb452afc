/**
 * A path inside this site to return to (after sign-in, a language change, ...). Only relative paths
 * are accepted: anything that could leave the site ("//evil", "/\evil", "https://...") gives the fallback.
 */
export function safeBackPath(value: unknown, fallback = '/'): string {
	if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
	if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	// Control characters (tabs, newlines) are dropped by browsers, which could turn "/\t/evil" into "//evil".
	if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback
	return value
}

/** The full path of a request, as the back path to remember before sending someone to sign in. */
export function backPathOf(request: Request): string {
	const url = new URL(request.url)
	return url.pathname + url.search
}
