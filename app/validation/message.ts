// Zod issue messages carry an encoded key (plus values), never text, so schemas stay
// language-agnostic and the same schema serves English and Thai (see format.ts).

export type MessageValues = Record<string, string | number>

export type DecodedMessage = { key: string; values: Record<string, string> }

const SEPARATOR = '|'

/** `encodeMessage('min', { min: 8 })` → `'min|min=8'`; without values just the key. */
export function encodeMessage(key: string, values?: MessageValues): string {
	const entries = Object.entries(values ?? {})
	if (entries.length === 0) return key
	const params = new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))
	return `${key}${SEPARATOR}${params.toString()}`
}

/** The inverse of encodeMessage; values come back as strings (they only feed interpolation). */
export function decodeMessage(encoded: string): DecodedMessage {
	const at = encoded.indexOf(SEPARATOR)
	if (at === -1) return { key: encoded, values: {} }
	const params = new URLSearchParams(encoded.slice(at + SEPARATOR.length))
	return { key: encoded.slice(0, at), values: Object.fromEntries(params) }
}
