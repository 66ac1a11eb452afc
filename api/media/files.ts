import type { FileKind, UploadedFile } from '#contracts/media.ts'

// Videos and PDFs (docs/product.md#content; README "Media"): kept as they were sent, once their bytes say
// what they are. A name or a declared type is never believed: what the first bytes are decides, and the
// key's extension then records it, so what is served is always what was recognised.

export class UnacceptableFileError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'UnacceptableFileError'
	}
}

type Recognised = { extension: 'mp4' | 'webm' | 'pdf'; contentType: UploadedFile['contentType'] }

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** What a file's bytes are, of the types a kind takes; null for anything else. */
export function recogniseFile(bytes: Uint8Array, kind: FileKind): Recognised | null {
	if (kind === 'pdf') {
		// "%PDF-" opens every PDF (ISO 32000-1 §7.5.2).
		return ascii(bytes, 0, 5) === '%PDF-' ? { extension: 'pdf', contentType: 'application/pdf' } : null
	}
	// An ISO base media file (MP4) starts with a box whose type is "ftyp" (ISO/IEC 14496-12 §4.3).
	if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return { extension: 'mp4', contentType: 'video/mp4' }
	// WebM is Matroska (EBML magic 1A 45 DF A3) whose DocType, near the start, is "webm".
	if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3 && ascii(bytes, 4, 64).includes('webm')) {
		return { extension: 'webm', contentType: 'video/webm' }
	}
	return null
}

/** The message for a file that is not of its kind. */
export const notOfKind = (kind: FileKind) => (kind === 'pdf' ? 'The file is not a PDF' : 'The file is not an MP4 or WebM video')
