import { readFileSync } from 'node:fs'
import { createFile, MP4BoxBuffer } from 'mp4box'
import { PDFDocument } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { problemOf } from '#api/testing/problem.ts'
import { mediaKeyPattern, type UploadedFile, type UploadedImage } from '#contracts/media.ts'
import type { Problem } from '#contracts/problem.ts'

const api = useHarness()
let token: string

beforeAll(async () => {
	token = (await api.person()).token
}, 60_000)

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a7' } })

function upload(file: Blob | Uint8Array | string, { purpose = 'content', name = 'photo.jpg', type = 'image/jpeg', as = token, headers = {} }: { purpose?: string; name?: string; type?: string; as?: string | null; headers?: Record<string, string> } = {}) {
	const form = new FormData()
	form.set('file', file instanceof Blob ? file : new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), name)
	form.set('purpose', purpose)
	return api.app.request('/v1/media/images', { method: 'POST', headers: { ...(as ? { Authorization: `Bearer ${as}` } : {}), ...headers }, body: form })
}

async function uploaded(response: Response) {
	expect(response.status).toBe(201)
	return (await response.json()) as UploadedImage
}

async function refused(response: Response, status: number, code: Problem['code'], detail?: RegExp) {
	const problem = await problemOf(response, status, code)
	if (detail) expect(problem.detail).toMatch(detail)
	return problem
}

/** A served variant's bytes, checked to be WebP. */
async function fetchVariant(url: string) {
	const response = await api.app.request(url)
	expect(response.status).toBe(200)
	const bytes = Buffer.from(await response.arrayBuffer())
	expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
	expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
	return { response, bytes, metadata: await sharp(bytes).metadata() }
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)

describe('POST /v1/media/images', () => {
	test('a PNG becomes WebP variants at the content widths, never enlarged', async () => {
		const png = await solid(1000, 500).png().toBuffer()
		const image = await uploaded(await upload(png, { name: 'holiday.png', type: 'image/png' }))
		expect(image).toMatchObject({ purpose: 'content', width: 1000, height: 500 })
		expect(image.id).toMatch(/^[0-9a-f]{32}$/)
		expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
			[480, 240],
			[960, 480],
			[1000, 500],
		])
		expect(image.url).toBe(image.variants[1]!.url)
		for (const variant of image.variants) {
			expect(variant.url).toBe(`/media/${image.id}-${variant.width}.webp`)
			expect(keyOf(variant.url)).toMatch(mediaKeyPattern)
			expect(variant.url).not.toContain('holiday')
			const { metadata } = await fetchVariant(variant.url)
			expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.height })
		}
	})

	test('an avatar is cropped square at 96, 192 and 384; a cover keeps its aspect', async () => {
		const avatar = await uploaded(await upload(await solid(900, 600).jpeg().toBuffer(), { purpose: 'avatar' }))
		expect(avatar.variants.map(({ width, height }) => [width, height])).toEqual([
			[96, 96],
			[192, 192],
			[384, 384],
		])
		expect(avatar.url).toBe(`/media/${avatar.id}-192.webp`)
		expect((await fetchVariant(avatar.variants[2]!.url)).metadata).toMatchObject({ width: 384, height: 384 })

		const cover = await uploaded(await upload(await solid(2400, 800).webp().toBuffer(), { purpose: 'cover', type: 'image/webp' }))
		expect(cover.variants.map(({ width, height }) => [width, height])).toEqual([
			[640, 213],
			[1280, 427],
			[1920, 640],
		])
		expect(cover.url).toBe(`/media/${cover.id}-1280.webp`)
	})

	test('a small image is kept at its own size', async () => {
		const image = await uploaded(await upload(await solid(300, 100).png().toBuffer(), { purpose: 'cover' }))
		expect(image.variants.map(({ width, height }) => [width, height])).toEqual([[300, 100]])
		expect(image.url).toBe(image.variants[0]!.url)
	})

	test('EXIF (GPS included) is dropped and the orientation applied', async () => {
		const jpeg = await solid(800, 600)
			.jpeg()
			.withMetadata({ orientation: 6 })
			.withExifMerge({ IFD0: { ImageDescription: 'secret-place-marker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
			.toBuffer()
		const original = await sharp(jpeg).metadata()
		expect(original.orientation).toBe(6)
		expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true) // the GPS IFD pointer (tag 0x8825)
		expect(jpeg.includes('secret-place-marker')).toBe(true)

		const image = await uploaded(await upload(jpeg))
		expect(image).toMatchObject({ width: 600, height: 800 }) // turned upright
		for (const variant of image.variants) {
			const { bytes, metadata } = await fetchVariant(variant.url)
			expect(metadata.exif).toBeUndefined()
			expect(metadata.xmp).toBeUndefined()
			expect(metadata.orientation).toBeUndefined()
			expect(bytes.includes('secret-place-marker')).toBe(false)
			expect(metadata.height).toBeGreaterThan(metadata.width!)
		}
	})

	test('AVIF is accepted; HEIC is refused by name', async () => {
		const avif = await uploaded(await upload(await solid(640, 480).avif().toBuffer(), { type: 'image/avif' }))
		expect(avif.variants.map((variant) => variant.width)).toEqual([480, 640])
		// The start of a HEIC file: an ftyp box with the heic brand.
		const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)])
		await refused(await upload(heic, { type: 'image/heic' }), 400, 'validation_failed', /HEIC/)
	})

	test('what is not a raster image is refused, whatever its name and type say', async () => {
		const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'
		const problem = await refused(await upload(svg, { name: 'logo.svg', type: 'image/svg+xml' }), 400, 'validation_failed')
		expect(problem.errors?.file?.[0]).toMatch(/JPEG, PNG, WebP or AVIF/)
		await refused(await upload('<!doctype html><html><script>alert(1)</script></html>', { name: 'cat.jpg', type: 'image/jpeg' }), 400, 'validation_failed')
		await refused(await upload(new Uint8Array(0)), 400, 'validation_failed')
		// A JPEG signature followed by HTML: not decodable, so refused.
		const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')])
		await refused(await upload(fakeJpeg), 400, 'validation_failed', /could not be read/)
	})

	test('a polyglot (a real JPEG with HTML after it) is re-encoded and no HTML survives', async () => {
		const html = '<html><body><script>alert(document.cookie)</script></body></html>'
		const polyglot = Buffer.concat([await solid(500, 500).jpeg().toBuffer(), Buffer.from(html)])
		const response = await upload(polyglot, { name: 'x.html', type: 'text/html' })
		expect([201, 400]).toContain(response.status)
		if (response.status === 201) {
			const image = (await response.json()) as UploadedImage
			for (const variant of image.variants) {
				const { bytes } = await fetchVariant(variant.url)
				expect(bytes.includes('<script')).toBe(false)
				expect(bytes.includes('<html')).toBe(false)
			}
		}
	})

	test('too big: 413 from Content-Length before reading, and while counting when there is none', async () => {
		const declared = await api.app.request('/v1/media/images', {
			method: 'POST',
			headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(50 * 1024 * 1024) },
			body: '--x--',
		})
		await refused(declared, 413, 'payload_too_large', /at most 10 MB/)

		const big = new Uint8Array(10 * 1024 * 1024 + 1)
		big.set([0xff, 0xd8, 0xff])
		await refused(await upload(big), 413, 'payload_too_large')
	})

	test('too many pixels (a decompression bomb) is refused', async () => {
		const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer()
		expect(bomb.length).toBeLessThan(1024 * 1024)
		await refused(await upload(bomb, { type: 'image/png' }), 400, 'validation_failed', /40 megapixels/)
	})

	test('needs a signed-in caller, a known purpose and a multipart file', async () => {
		const png = await solid(100, 100).png().toBuffer()
		await refused(await upload(png, { as: null }), 401, 'unauthenticated')
		await refused(await upload(png, { as: 'not-a-token' }), 401, 'invalid_token')
		const wrongPurpose = await refused(await upload(png, { purpose: 'banner' }), 400, 'validation_failed')
		expect(wrongPurpose.errors).toHaveProperty('purpose')
		await refused(await api.call('POST', '/v1/media/images', { token, body: { purpose: 'avatar', file: 'x' } }), 415, 'unsupported_media_type')
		const noFile = new FormData()
		noFile.set('purpose', 'avatar')
		noFile.set('file', 'just text')
		const textInstead = await refused(await api.app.request('/v1/media/images', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: noFile }), 400, 'validation_failed')
		expect(textInstead.errors).toEqual({ file: ['Attach the image as a file'] })
		noFile.delete('file')
		await refused(await api.app.request('/v1/media/images', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: noFile }), 400, 'validation_failed')
	})

	test('at most 60 uploads per person per hour (counted before the body is read)', async () => {
		const somebody = (await api.person()).token
		for (let count = 0; count < 60; count++) expect((await upload('not an image', { as: somebody })).status).toBe(400)
		const response = await upload('not an image', { as: somebody })
		await refused(response, 429, 'bad_request', /Too many uploads/)
		expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(3000)
		expect((await upload('not an image')).status).toBe(400) // someone else still may
	})

	test('documented in the OpenAPI document', async () => {
		const document = (await (await api.call('GET', '/openapi.json')).json()) as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }
		expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v1/media/images', '/media/{key}']))
		expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['UploadedImage', 'ImageVariant', 'ImagePurpose', 'UploadImageForm']))
		expect(document.components.schemas.UploadImageForm).toMatchObject({ properties: { file: { type: 'string', format: 'binary' } }, required: ['file', 'purpose'] })
	})
})

describe('POST /v1/media/files', () => {
	function sendFile(bytes: Uint8Array, kind: 'video' | 'pdf', name: string) {
		const form = new FormData()
		form.set('file', new Blob([new Uint8Array(bytes)]), name)
		form.set('kind', kind)
		return api.app.request('/v1/media/files', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
	}
	async function stored(response: Response) {
		expect(response.status).toBe(201)
		const file = (await response.json()) as UploadedFile
		const served = await api.app.request(file.url)
		expect(served.status).toBe(200)
		return { file, bytes: new Uint8Array(await served.arrayBuffer()) }
	}
	const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, 'latin1'))

	test('a video with its location in a ©xyz atom is stored without it, and still parses with its tracks', async () => {
		const video = new Uint8Array(readFileSync(new URL('../media/__fixtures__/clip-with-location.mov', import.meta.url)))
		expect(has(video, '\xa9xyz+13.7563')).toBe(false) // the atom's type, then its length and language, then the place
		expect(has(video, '\xa9xyz')).toBe(true)
		expect(has(video, '+13.7563+100.5018')).toBe(true)
		const { file, bytes } = await stored(await sendFile(video.slice(), 'video', 'home.mov'))
		expect(file).toMatchObject({ kind: 'video', contentType: 'video/mp4', bytes: video.length })
		expect(has(bytes, '\xa9xyz')).toBe(false)
		expect(has(bytes, '+13.7563')).toBe(false)
		const parsed = createFile()
		parsed.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.slice().buffer, 0))
		parsed.flush()
		expect(parsed.getInfo().tracks.map((track) => track.codec)).toEqual(['avc1.64000a', 'mp4a.40.2', 'text'])
	})

	test('a PDF with an author is stored without it, and still loads', async () => {
		const document = await PDFDocument.create()
		document.setAuthor('Somchai Jaidee')
		document.addPage([200, 200])
		const pdf = await document.save()
		const { file, bytes } = await stored(await sendFile(pdf, 'pdf', 'menu.pdf'))
		expect(file).toMatchObject({ kind: 'pdf', contentType: 'application/pdf' })
		const loaded = await getDocument({ data: bytes.slice(), isEvalSupported: false, verbosity: 0 }).promise
		expect(loaded.numPages).toBe(1)
		expect(((await loaded.getMetadata()).info as { Author?: string }).Author).toBeUndefined()
	})

	test('a password-protected PDF is refused with a reason', async () => {
		const encrypted = new TextEncoder().encode(
			'%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
				'4 0 obj<</Filter/Standard/V 1/R 2/O(0123456789abcdef0123456789abcdef)/U(0123456789abcdef0123456789abcdef)/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 4 0 R>>\n%%EOF\n',
		)
		const problem = await refused(await sendFile(encrypted, 'pdf', 'locked.pdf'), 400, 'file_unreadable', /Password-protected/)
		expect(problem.errors?.file?.[0]).toMatch(/without a password/)
	})
})

describe('GET /media/{key}', () => {
	let image: UploadedImage

	beforeAll(async () => {
		image = await uploaded(await upload(await solid(200, 200).png().toBuffer(), { purpose: 'avatar' }))
	})

	test('serves the image publicly with cache and safety headers', async () => {
		const key = keyOf(image.url)
		const { response, bytes } = await fetchVariant(image.url)
		expect(response.headers.get('content-type')).toBe('image/webp')
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('x-content-type-options')).toBe('nosniff')
		expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
		expect(response.headers.get('content-disposition')).toBe(`inline; filename="${key}"`)
		expect(response.headers.get('content-length')).toBe(String(bytes.length))
	})

	test('HEAD answers the headers without the bytes', async () => {
		const response = await api.app.request(image.url, { method: 'HEAD' })
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('image/webp')
		expect((await response.arrayBuffer()).byteLength).toBe(0)
	})

	test('anything but a key we make is not found, path traversal included', async () => {
		for (const path of [
			'/media/..%2F..%2F..%2Fetc%2Fpasswd',
			'/media/..%2Fapi-db%2FPG_VERSION',
			'/media/%2E%2E%2Fx.webp',
			`/media/${image.id}-192.webp%00.html`,
			`/media/${image.id}-192.html`,
			`/media/${image.id.toUpperCase()}-192.webp`,
			`/media/${image.id}-193.webp`,
			'/media/0123456789abcdef0123456789abcdef-192.webp',
			'/media/',
		]) {
			const response = await api.app.request(path)
			expect(response.status, path).toBe(404)
			expect(response.headers.get('content-type'), path).toBe('application/problem+json')
		}
	})
})
