import type { FileKind, UploadedFile } from '#contracts/media.ts'
import { cleanIsoMedia } from './iso-bmff.ts'
import { cleanMatroska } from './matroska.ts'
import { cleanPdf, UncleanablePdfError } from './pdf.ts'
import { UnacceptableFileError } from './file-errors.ts'

// Videos and PDFs (docs/product.md#content; README "Videos and PDFs"): kept as they were sent, less their
// metadata (ADR 0024), once their bytes say what they are. A name or a declared type is never believed:
// what the first bytes are decides, and the key's extension then records it, so what is served is always
// what was recognised.

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

export type CleanedFile = Recognised & { bytes: Uint8Array }

/**
 * The file without what can say where, when and by whom it was made (ADR 0024); one that cannot be
 * read whole, and so cannot be cleaned, is refused rather than kept with its metadata.
 */
export async function cleanFile(bytes: Uint8Array, kind: FileKind): Promise<CleanedFile> {
	const recognised = recogniseFile(bytes, kind)
	if (!recognised) throw new UnacceptableFileError(notOfKind(kind))
	if (recognised.extension === 'pdf') {
		try {
			return { ...recognised, bytes: await cleanPdf(bytes) }
		} catch (error) {
			if (error instanceof UncleanablePdfError) throw new UnacceptableFileError(error.message, 'unreadable')
			throw error
		}
	}
	try {
		return { ...recognised, bytes: recognised.extension === 'mp4' ? cleanIsoMedia(bytes) : cleanMatroska(bytes) }
	} catch {
		throw new UnacceptableFileError('The video could not be read: send an MP4 or WebM file as your camera or app saved it', 'unreadable')
	}
}
