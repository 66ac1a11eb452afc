import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, PDFStream, type PDFObject } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

// PDFs lose what can say who made them, where and with what (ADR 0024): the document information
// dictionary (author, creator, producer, title, dates), every XMP metadata stream (on the document, a page,
// an image: GPS among them), applications' private data (PieceInfo), the file identifier, and the EXIF,
// XMP and maker segments of JPEG images inside. The file is written anew with only the objects its
// pages reach, so an earlier revision's metadata (an incremental update keeps the old objects) goes too.

/** Why a PDF is refused: the message is for the person uploading. */
export class UncleanablePdfError extends Error {}

const unreadable = 'The PDF could not be read: send it without a password, as the app that made it saved it'
const metadataKeys = [PDFName.of('Metadata'), PDFName.of('PieceInfo')]
const dctDecode = PDFName.of('DCTDecode')
const embeddedFile = PDFName.of('EmbeddedFile')

/** The cleaned PDF; throws UncleanablePdfError for one that cannot be read whole, and so cleaned. */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array> {
	try {
		return await clean(bytes)
	} catch (error) {
		if (error instanceof UncleanablePdfError) throw error
		throw new UncleanablePdfError(unreadable)
	}
}

async function clean(bytes: Uint8Array) {
	// Strict: an object the parser cannot read would otherwise be left out of the file written.
	const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true, ignoreEncryption: true, parseSpeed: ParseSpeeds.Fastest })
	// Its strings and streams could not be read, nor so cleaned.
	if (document.isEncrypted) throw new UncleanablePdfError('Password-protected PDFs are not accepted: send the PDF without a password')
	const { context } = document
	context.trailerInfo.Info = undefined
	context.trailerInfo.ID = undefined

	for (const [ref, object] of context.enumerateIndirectObjects()) {
		const dictionary = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined
		if (!dictionary) continue
		// An attached file can be anything, a photo with its location included: such a PDF is refused.
		if (dictionary.get(PDFName.Type) === embeddedFile) throw new UncleanablePdfError('PDFs with attached files are not accepted')
		for (const key of metadataKeys) dictionary.delete(key)
		if (object instanceof PDFRawStream && dictionary.get(PDFName.of('Filter')) === dctDecode) {
			context.assign(ref, PDFRawStream.of(dictionary, withoutJpegMetadata(object.contents)))
		}
	}

	// Only what the document reaches is written.
	const reached = new Set<PDFRef>()
	const reach = (value: PDFObject | undefined) => {
		if (value instanceof PDFRef) {
			if (reached.has(value)) return
			reached.add(value)
			reach(context.lookup(value))
		} else if (value instanceof PDFDict) {
			for (const [, entry] of value.entries()) reach(entry)
		} else if (value instanceof PDFArray) {
			for (const entry of value.asArray()) reach(entry)
		} else if (value instanceof PDFStream) {
			reach(value.dict)
		}
	}
	reach(context.trailerInfo.Root)
	for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref)

	const pages = document.getPageCount()
	const cleaned = await document.save({ addDefaultPage: false, updateFieldAppearances: false, objectsPerTick: Number.POSITIVE_INFINITY })
	if (!(await opensInReader(cleaned, pages))) throw new UncleanablePdfError(unreadable)
	return cleaned
}

/** Whether the e-book reader's library (PDF.js) opens the cleaned file with every page. */
async function opensInReader(bytes: Uint8Array, pages: number) {
	// PDF.js takes the bytes it is given: it reads a copy.
	const task = getDocument({ data: bytes.slice(), isEvalSupported: false, stopAtErrors: true, verbosity: 0 })
	try {
		const document = await task.promise
		return document.numPages === pages && pages > 0
	} catch {
		return false
	} finally {
		await task.destroy()
	}
}

/** APP0 (JFIF), APP2 (ICC colour) and APP14 (Adobe colour transform) are what decoding needs. */
const keptJpegSegments = new Set([0xe0, 0xe2, 0xee])

/** A JPEG without its EXIF, XMP, IPTC and maker segments and comments; the image data untouched. */
export function withoutJpegMetadata(jpeg: Uint8Array): Uint8Array {
	if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return jpeg
	const kept: Uint8Array[] = [jpeg.subarray(0, 2)]
	let at = 2
	// Markers and their segments up to the start of scan (0xDA), after which everything is image data.
	while (at + 4 <= jpeg.length && jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
		const marker = jpeg[at + 1]!
		const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!)
		const metadata = (marker >= 0xe0 && marker <= 0xef && !keptJpegSegments.has(marker)) || marker === 0xfe
		if (!metadata) kept.push(jpeg.subarray(at, end))
		at = end
	}
	kept.push(jpeg.subarray(at))
	return Buffer.concat(kept)
}
