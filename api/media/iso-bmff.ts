import { type Box, createFile, MP4BoxBuffer } from 'mp4box'

// MP4 and QuickTime (ISO/IEC 14496-12) videos lose what can say where, when and with what they were made
// (ADR 0024), in place: a box is blanked (typed `free`, its content zeroed) rather than removed, so every
// size and every chunk offset (stco/co64, trun) stays as it was and the video plays as before.

/** The boxes a file's top level keeps; any other (uuid with XMP, meta, udta, prft, a maker's own) is blanked. */
const keptTopLevel = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'sidx', 'ssix', 'styp', 'pdin'])
/** Blanked wherever they are: user data (©xyz, loci, a maker's boxes), metadata (keys/ilst, XMP) and extensions. */
const metadataBoxes = new Set(['udta', 'meta', 'uuid'])
/** Headers whose creation and modification times are zeroed. */
const timedHeaders = new Set(['mvhd', 'tkhd', 'mdhd'])
/** The tracks that are played; the samples of any other (GPS, camera motion, captions, timecode) are zeroed. */
const playedHandlers = new Set(['vide', 'soun'])

type Parsed = Box & { start: number; size: number; boxes?: Parsed[] }
type Track = {
	mdia?: { hdlr?: { handler?: string }; minf?: { stbl?: { stsd?: { entries?: Parsed[] } } } }
	samples?: { offset: number; size: number }[]
}

/** Cleans the video's bytes in place and answers them; throws when they cannot be read whole. */
export function cleanIsoMedia(bytes: Uint8Array): Uint8Array {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	const file = createFile(false)
	let failed = false
	file.onError = () => (failed = true)
	const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
	// The parser writes a line to console.error for each box type it does not know (QuickTime's ©nam, …);
	// the parse is synchronous, so those lines are kept out of the log while it runs, and nothing else's.
	const report = console.error
	console.error = () => {}
	try {
		file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(buffer, 0))
		file.flush()
	} finally {
		console.error = report
	}
	const top = file.boxes as Parsed[]
	const moov = file.moov as unknown as { traks?: Track[] } | undefined
	const end = top.reduce((furthest, box) => Math.max(furthest, box.start + box.size), 0)
	if (failed || !moov?.traks?.length || end > bytes.length) throw new Error('The MP4 could not be read whole')

	/** Where a box's content starts: after its 32-bit size and type, or its 64-bit size. */
	const contentStart = (box: Parsed) => box.start + (view.getUint32(box.start) === 1 ? 16 : 8)
	const blank = (box: Parsed) => {
		bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4) // "free"
		bytes.fill(0, contentStart(box), box.start + box.size)
	}
	const visit = (box: Parsed) => {
		if (metadataBoxes.has(box.type)) return blank(box)
		const content = contentStart(box)
		if (timedHeaders.has(box.type)) {
			// version, flags, then creation and modification times: 4 bytes each in version 0, 8 in version 1.
			bytes.fill(0, content + 4, content + 4 + (bytes[content] === 1 ? 16 : 8))
		}
		if (box.type === 'hdlr') bytes.fill(0, content + 24, box.start + box.size) // its name ("GoPro AVC", …)
		for (const child of box.boxes ?? []) visit(child)
	}
	for (const box of top) {
		if (keptTopLevel.has(box.type)) visit(box)
		else blank(box)
	}
	// Bytes after the last box (a camera's trailer) are not part of any box a player reads.
	bytes.fill(0, end)

	for (const track of moov.traks) {
		const handler = track.mdia?.hdlr?.handler ?? ''
		if (handler === 'vide') {
			// A visual sample entry's compressor name (a camera's "GoPro AVC encoder"): 32 bytes, 42 into its content.
			for (const entry of track.mdia?.minf?.stbl?.stsd?.entries ?? []) bytes.fill(0, entry.start + 50, Math.min(entry.start + 82, entry.start + entry.size))
		}
		if (playedHandlers.has(handler)) continue
		for (const sample of track.samples ?? []) {
			if (sample.offset + sample.size > bytes.length) throw new Error('A sample is outside the file')
			bytes.fill(0, sample.offset, sample.offset + sample.size)
		}
	}
	return bytes
}
