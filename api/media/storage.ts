/** Where media bytes (images, videos, PDFs) live: the API's own disk, or an S3-compatible bucket. */
export type MediaStorage = {
	readonly kind: 'disk' | 's3'
	put(key: string, bytes: Uint8Array, contentType: StoredContentType): Promise<void>
	/**
	 * The object and the content type we stored it with, or null when there is none; with `range`, only
	 * those bytes (inclusive, within the object: the caller checks it against the size first).
	 */
	get(key: string, range?: ByteRange): Promise<StoredObject | null>
	/** The object's size, or null when there is none. */
	size(key: string): Promise<number | null>
	/** Whether the key is stored (as we wrote it), without reading it. */
	has(key: string): Promise<boolean>
	delete(key: string): Promise<void>
}

export type StoredObject = {
	body: ReadableStream<Uint8Array>
	contentType: StoredContentType
	/** The whole object's size. */
	size?: number
}

/** Bytes `start` to `end` of an object, both inclusive (HTTP's Range). */
export type ByteRange = { start: number; end: number }

/** The only types we ever write; each key's extension names its type, so a read never guesses. */
export const storedContentTypes = {
	webp: 'image/webp',
	jpg: 'image/jpeg',
	png: 'image/png',
	avif: 'image/avif',
	mp4: 'video/mp4',
	webm: 'video/webm',
	pdf: 'application/pdf',
} as const

export type StoredContentType = (typeof storedContentTypes)[keyof typeof storedContentTypes]

/** Lower-case letters, digits and dashes, one dot before a known extension: no separators, no "..". */
const safeKey = /^[a-z0-9][a-z0-9-]{0,126}\.([a-z0-9]{2,5})$/

export class InvalidMediaKeyError extends Error {
	constructor(key: string) {
		super(`Not a media key: ${JSON.stringify(key.slice(0, 80))}`)
		this.name = 'InvalidMediaKeyError'
	}
}

/** The content type a key's extension stands for; throws for a key we would never have written. */
export function contentTypeOfKey(key: string): StoredContentType {
	const extension = safeKey.exec(key)?.[1]
	const type = extension && Object.hasOwn(storedContentTypes, extension) ? storedContentTypes[extension as keyof typeof storedContentTypes] : undefined
	if (!type) throw new InvalidMediaKeyError(key)
	return type
}

/** Checks that a key is safe and that its extension agrees with the content type written under it. */
export function assertKeyFor(key: string, contentType: StoredContentType) {
	if (contentTypeOfKey(key) !== contentType) throw new InvalidMediaKeyError(key)
}

export function isStoredContentType(value: string | undefined): value is StoredContentType {
	return Object.values(storedContentTypes).includes(value as StoredContentType)
}
