/** Where a signed-in person starts: after signing in or up with no page to go back to (docs/product.md#routing-behaviour). */
export const HOME_PATH = '/'

/**
 * A path inside this site to return to (after sign-in, a language change, ...). Only relative paths
 * are accepted: anything that could leave the site ("//evil", "/\evil", "https://...") gives the fallback.
 */
export function safeBackPath(value: unknown, fallback = HOME_PATH): string {
	if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
	if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
	// Control characters (tabs, newlines) are dropped by browsers, which could turn "/\t/evil" into "//evil".
	if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return fallback
	// As a URL would send it: Thai and other non-ASCII letters percent-encoded, since a Location header
	// (and a cookie) carries ASCII only; and still on this site once a browser has resolved it.
	let url: URL
	try {
		url = new URL(value, SITE)
	} catch {
		return fallback
	}
	if (url.origin !== SITE) return fallback
	const path = url.pathname + url.search + url.hash
	// Resolving dots may leave '//' in front ("/..//evil"), which a browser would take for another site.
	return path.length > 2048 || path.startsWith('//') ? fallback : path
}

const SITE = 'http://robtua.invalid'

/** The full path of a request, as the back path to remember before sending someone to sign in. */
export function backPathOf(request: Request): string {
	const url = new URL(request.url)
	return url.pathname + url.search
}
