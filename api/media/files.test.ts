import { readFileSync } from 'node:fs'
import { createFile, MP4BoxBuffer } from 'mp4box'
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { UnacceptableFileError } from './file-errors.ts'
import { cleanFile } from './files.ts'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url)))
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'))

/** What an independent parser (the MP4Box library) reads of a video: its boxes, tracks and samples. */
function parseMp4(bytes: Uint8Array) {
	const file = createFile(true)
	const buffer = bytes.slice().buffer
	file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(buffer, 0))
	file.flush()
	const info = file.getInfo()
	const tracks = info.tracks.map((track) => {
		const samples = (file.getTrackById(track.id) as unknown as { samples: { offset: number; size: number }[] }).samples
		return { id: track.id, codec: track.codec, type: track.type, samples: samples.map((sample) => Buffer.from(bytes.subarray(sample.offset, sample.offset + sample.size))) }
	})
	return { info, tracks, types: file.boxes.map((box) => box.type), moov: file.moov }
}

describe('videos lose their metadata and still play', () => {
	test('a QuickTime video: its ©xyz location, title and make go; its tracks and their samples stay, other tracks are emptied', async () => {
		const original = fixture('clip-with-location.mov')
		expect(has(original, '\xa9xyz')).toBe(true)
		expect(has(original, '+13.7563+100.5018')).toBe(true)
		expect(has(original, 'SecretPhone')).toBe(true)
		expect(has(original, 'GPS 13.7563')).toBe(true) // a captions track that says where
		const before = parseMp4(original)

		const { bytes, extension, contentType } = await cleanFile(original.slice(), 'video')
		expect({ extension, contentType }).toEqual({ extension: 'mp4', contentType: 'video/mp4' })
		expect(bytes.length).toBe(original.length) // blanked in place: every offset holds
		for (const secret of ['\xa9xyz', '+13.7563', 'SecretPhone', "Somchai's home", 'GPS 13.7563']) expect(has(bytes, secret), secret).toBe(false)

		const after = parseMp4(bytes)
		expect(after.info.tracks.map(({ codec, type, nb_samples }) => ({ codec, type, nb_samples }))).toEqual(before.info.tracks.map(({ codec, type, nb_samples }) => ({ codec, type, nb_samples })))
		expect(after.info.duration).toBe(before.info.duration)
		expect(after.info.created.getTime()).toBe(new Date('1904-01-01T00:00:00Z').getTime()) // mvhd's times zeroed
		for (const [index, track] of after.tracks.entries()) {
			const played = track.type === 'video' || track.type === 'audio'
			for (const [number, sample] of track.samples.entries()) {
				if (played) expect(sample.equals(before.tracks[index]!.samples[number]!)).toBe(true)
				else expect(sample.every((byte) => byte === 0)).toBe(true)
			}
		}
		expect(after.tracks.filter((track) => track.type === 'video' || track.type === 'audio')).toHaveLength(2)
	})

	test('an MP4: its 3GPP location (loci) and iTunes-style tags (title, comment) go', async () => {
		const original = fixture('clip-with-location.mp4')
		expect(has(original, 'loci')).toBe(true)
		expect(has(original, 'Secret comment')).toBe(true)
		const { bytes } = await cleanFile(original.slice(), 'video')
		for (const secret of ['loci', 'ilst', 'Secret comment', 'Secret title', 'SecretHandler']) expect(has(bytes, secret), secret).toBe(false)
		expect(parseMp4(bytes).info.tracks.map((track) => track.codec)).toEqual(parseMp4(original).info.tracks.map((track) => track.codec))
	})

	test('a WebM: its tags (location), title and track names go; every frame stays where it was', async () => {
		const original = fixture('clip-with-location.webm')
		expect(has(original, '+13.7563+100.5018')).toBe(true)
		expect(has(original, 'SecretPhone camera')).toBe(true)
		const { bytes, extension } = await cleanFile(original.slice(), 'video')
		expect(extension).toBe('webm')
		expect(bytes.length).toBe(original.length)
		for (const secret of ['+13.7563', "Somchai's home", 'SecretPhone', 'Lavf']) expect(has(bytes, secret), secret).toBe(false)
		// From the first cluster (0x1F43B675) on, the frames, not one byte changed.
		const cluster = Buffer.from(original).indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))
		expect(cluster).toBeGreaterThan(0)
		expect(Buffer.from(bytes.subarray(cluster)).equals(Buffer.from(original.subarray(cluster)))).toBe(true)
		// The tags (0x1254C367; the first mention is the SeekHead's entry for them) are now a Void element (0xEC).
		const tags = Buffer.from(original).lastIndexOf(Buffer.from([0x12, 0x54, 0xc3, 0x67]))
		expect(tags).toBeGreaterThan(Buffer.from(original).indexOf(Buffer.from([0x12, 0x54, 0xc3, 0x67])))
		expect(bytes[tags]).toBe(0xec)
	})

	test('a video that cannot be read whole is refused, not kept with its metadata', async () => {
		const original = fixture('clip-with-location.mov')
		const moov = Buffer.from(original).indexOf('moov') - 4
		await expect(cleanFile(original.slice(0, moov + 64), 'video')).rejects.toThrow(UnacceptableFileError)
		const ftypAlone = new Uint8Array([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')])
		await expect(cleanFile(ftypAlone, 'video')).rejects.toThrow(/could not be read/)
		const webm = fixture('clip-with-location.webm')
		await expect(cleanFile(webm.slice(0, 200), 'video')).rejects.toThrow(/could not be read/)
	})
})

/** A PDF with everything that can say who made it and where, the last of it in an incremental update. */
async function pdfWithMetadata() {
	const document = await PDFDocument.create()
	document.setAuthor('Somchai Jaidee')
	document.setTitle('Our home on Soi 11')
	document.setCreator('SecretWriter')
	document.setProducer('SecretProducer')
	const page = document.addPage([300, 300])
	page.drawText('Hello reader', { x: 20, y: 250, size: 18, font: await document.embedFont(StandardFonts.Helvetica) })
	const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a52' } })
		.jpeg()
		.withExifMerge({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
		.toBuffer()
	page.drawImage(await document.embedJpg(new Uint8Array(photo)), { x: 20, y: 20, width: 64, height: 48 })
	const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="13,45.0N"/></rdf:RDF></x:xmpmeta>'
	document.catalog.set(PDFName.of('Metadata'), document.context.register(document.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })))
	page.node.set(PDFName.of('Metadata'), document.context.register(document.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })))
	const saved = Buffer.from(await document.save({ useObjectStreams: false }))

	// An incremental update (ISO 32000-1 §7.5.6) with a new Info: the first stays in the file's bytes.
	const text = saved.toString('latin1')
	const trailer = text.slice(text.lastIndexOf('trailer'))
	const size = Number(/\/Size (\d+)/.exec(trailer)![1])
	const root = /\/Root (\d+ 0 R)/.exec(trailer)![1]
	const previous = Number(/startxref\s+(\d+)/.exec(trailer)![1])
	const info = `${size} 0 obj\n<< /Author (Somchai Jaidee-Update) /Title (Updated title) >>\nendobj\n`
	const xref = saved.length + info.length
	const update = `${info}xref\n${size} 1\n${String(saved.length).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previous} >>\nstartxref\n${xref}\n%%EOF\n`
	return { bytes: new Uint8Array(Buffer.concat([saved, Buffer.from(update, 'latin1')])), photo }
}

async function readPdf(bytes: Uint8Array) {
	const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
	const { info, metadata } = await document.getMetadata()
	const page = await document.getPage(1)
	const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('')
	const images = (await page.getOperatorList()).fnArray.length
	return { pages: document.numPages, info: info as Record<string, unknown>, metadata, text, images }
}

describe('PDFs lose their metadata and still load', () => {
	test('the author, title, creator, producer, XMP (with GPS) and a JPEG’s EXIF go, an earlier revision’s too; the page reads as before', async () => {
		const { bytes: original, photo } = await pdfWithMetadata()
		const before = await readPdf(original)
		expect(before.info).toMatchObject({ Author: 'Somchai Jaidee-Update', Title: 'Updated title' })
		expect(before.metadata).not.toBeNull()
		expect(has(original, 'Somchai Jaidee-Update')).toBe(true)
		expect(has(original, 'GPSLatitude')).toBe(true)
		expect(has(original, 'SecretPhone')).toBe(true) // the photo's EXIF

		const { bytes, contentType } = await cleanFile(original.slice(), 'pdf')
		expect(contentType).toBe('application/pdf')
		const after = await readPdf(bytes)
		expect(after.info.Author).toBeUndefined()
		expect(after.info.Title).toBeUndefined()
		expect(after.info.Creator).toBeUndefined()
		expect(after.info.Producer).toBeUndefined()
		expect(after.metadata).toBeNull()
		expect({ pages: after.pages, text: after.text, images: after.images }).toEqual({ pages: before.pages, text: 'Hello reader', images: before.images })
		for (const secret of ['Somchai', 'GPSLatitude', 'SecretPhone', 'Exif', 'SecretWriter', 'Updated title']) expect(has(bytes, secret), secret).toBe(false)
		// The photo's pixels are untouched: only its EXIF segment is gone.
		const scan = photo.indexOf(Buffer.from([0xff, 0xda]))
		expect(has(bytes, photo.subarray(scan).toString('latin1'))).toBe(true)
	})

	test('a password-protected PDF, one with an attached file, or one that cannot be read is refused', async () => {
		const encrypted = new TextEncoder().encode(
			'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
				'4 0 obj<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R>>\n%%EOF\n',
		)
		await expect(cleanFile(encrypted, 'pdf')).rejects.toThrow(/Password-protected PDFs are not accepted/)
		await expect(cleanFile(encrypted, 'pdf')).rejects.toMatchObject({ reason: 'unreadable' })
		await expect(cleanFile(new TextEncoder().encode('GIF89a'), 'pdf')).rejects.toMatchObject({ reason: 'not_of_kind' })

		const attaching = await PDFDocument.create()
		attaching.addPage()
		await attaching.attach(new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).jpeg().toBuffer()), 'where.jpg', { mimeType: 'image/jpeg' })
		await expect(cleanFile(await attaching.save(), 'pdf')).rejects.toThrow(/attached files/)

		await expect(cleanFile(new TextEncoder().encode('%PDF-1.7\nnot a PDF at all'), 'pdf')).rejects.toThrow(/could not be read/)
	})
})
