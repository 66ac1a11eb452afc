// WebM (Matroska, RFC 9559, on EBML, RFC 8794) videos lose their tags (a location, a title, a device),
// attachments, chapters, title, date and the names of the programs and tracks (ADR 0024), in place: an
// element becomes a Void element of the same length, and a string is zero-padded to empty, so every
// position (the SeekHead's, the Cues') stays as it was.

const ids = {
	segment: 0x18538067,
	seekHead: 0x114d9b74,
	seek: 0x4dbb,
	seekId: 0x53ab,
	info: 0x1549a966,
	tracks: 0x1654ae6b,
	trackEntry: 0xae,
	cluster: 0x1f43b675,
	void: 0xec,
}
/** A segment's children dropped whole. */
const droppedChildren = new Set([0x1254c367 /* Tags */, 0x1941a469 /* Attachments */, 0x1043a770 /* Chapters */])
/** Info's children dropped (Title, DateUTC), and strings emptied (MuxingApp, WritingApp; a track's Name). */
const droppedInInfo = new Set([0x7ba9, 0x4461])
const emptiedStrings = new Set([0x4d80, 0x5741, 0x536e])
/** The segment's own children: where a cluster of unknown size ends. */
const segmentChildren = new Set([ids.seekHead, ids.info, ids.tracks, ids.cluster, 0x1c53bb6b /* Cues */, ...droppedChildren])

type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean }

/** Cleans the video's bytes in place and answers them; throws when they cannot be read whole. */
export function cleanMatroska(bytes: Uint8Array): Uint8Array {
	const fail = (why: string): never => {
		throw new Error(`The WebM could not be read: ${why}`)
	}
	/** A variable-length integer (RFC 8794 §4): its length, and its value without the length marker. */
	const vint = (at: number) => {
		const first = bytes[at] ?? fail('truncated')
		const length = Math.clz32(first) - 23
		if (length < 1 || length > 8 || at + length > bytes.length) fail('bad length')
		let value = first & (0xff >> length)
		for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!
		return { length, value, unknown: value === 2 ** (7 * length) - 1 }
	}
	const elementAt = (at: number, parentEnd: number): Element => {
		const id = vint(at)
		if (id.length > 4) fail('bad id')
		const size = vint(at + id.length)
		const dataStart = at + id.length + size.length
		const end = size.unknown ? parentEnd : dataStart + size.value
		if (end > parentEnd) fail('element past its parent')
		let whole = 0
		for (let index = 0; index < id.length; index++) whole = whole * 256 + bytes[at + index]!
		return { id: whole, start: at, dataStart, end, unknownSize: size.unknown }
	}
	const children = (parent: { dataStart: number; end: number }) => {
		const found: Element[] = []
		for (let at = parent.dataStart; at < parent.end; ) {
			const element = elementAt(at, parent.end)
			found.push(element)
			at = element.end
		}
		return found
	}
	/** The element becomes a Void of the same total length, its content zeroed. */
	const toVoid = (element: Element) => {
		const total = element.end - element.start
		const sizeLength = Math.min(8, total - 1)
		const size = total - 1 - sizeLength
		bytes[element.start] = ids.void
		for (let index = 0; index < sizeLength; index++) bytes[element.start + 1 + index] = Math.floor(size / 256 ** (sizeLength - 1 - index)) & 0xff
		bytes[element.start + 1] = bytes[element.start + 1]! | (0x80 >> (sizeLength - 1))
		bytes.fill(0, element.start + 1 + sizeLength, element.end)
	}
	const emptyString = (element: Element) => bytes.fill(0, element.dataStart, element.end)

	const header = elementAt(0, bytes.length)
	const segment = elementAt(header.end, bytes.length)
	if (segment.id !== ids.segment) fail('no segment')
	const seekHeads: Element[] = []
	for (let at = segment.dataStart; at < segment.end; ) {
		let element = elementAt(at, segment.end)
		if (element.unknownSize) {
			// A live recording's cluster (MediaRecorder writes them): it ends where the segment's next child starts.
			if (element.id !== ids.cluster) fail('unknown size')
			let end = element.dataStart
			while (end < segment.end) {
				const child = elementAt(end, segment.end)
				if (segmentChildren.has(child.id)) break
				end = child.end
			}
			element = { ...element, end }
		}
		if (droppedChildren.has(element.id)) {
			toVoid(element)
		} else if (element.id === ids.info) {
			for (const child of children(element)) {
				if (droppedInInfo.has(child.id)) toVoid(child)
				else if (emptiedStrings.has(child.id)) emptyString(child)
			}
		} else if (element.id === ids.tracks) {
			for (const entry of children(element).filter((child) => child.id === ids.trackEntry)) {
				for (const child of children(entry)) if (emptiedStrings.has(child.id)) emptyString(child)
			}
		} else if (element.id === ids.seekHead) {
			seekHeads.push(element)
		}
		at = element.end
	}
	// A SeekHead entry that pointed at a dropped element would point at a Void: it goes too.
	for (const seekHead of seekHeads) {
		for (const seek of children(seekHead).filter((child) => child.id === ids.seek)) {
			const seekId = children(seek).find((child) => child.id === ids.seekId)
			if (!seekId) continue
			const target = bytes.subarray(seekId.dataStart, seekId.end).reduce((value, byte) => value * 256 + byte, 0)
			if (droppedChildren.has(target)) toVoid(seek)
		}
	}
	return bytes
}
