import sharp from 'sharp'
import type { ImagePurpose } from '#contracts/media.ts'

/** The widths made for each purpose (avatars are squares of that side), and the one used by default. */
export const purposeWidths: Record<ImagePurpose, { widths: readonly number[]; defaultWidth: number }> = {
	avatar: { widths: [96, 192, 384], defaultWidth: 192 },
	cover: { widths: [640, 1280, 1920], defaultWidth: 1280 },
	content: { widths: [480, 960, 1600], defaultWidth: 960 },
}

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif'

/** Why an upload is not an image we take; the message is meant for the person uploading. */
export class UnacceptableImageError extends Error {
	constructor(
		message: string,
		readonly reason: 'unsupported_type' | 'unreadable' | 'too_many_pixels',
	) {
		super(message)
		this.name = 'UnacceptableImageError'
	}
}

const unsupported = () => new UnacceptableImageError('Send a JPEG, PNG, WebP or AVIF image', 'unsupported_type')

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/**
 * What the first bytes say the file is, before any decoder sees it: only these raster formats go on to
 * sharp, so SVG, HTML, PDF and the like are refused without being parsed. HEIC (HEVC) is recognised so
 * that it can be refused by name: the prebuilt image library here decodes AVIF but not HEVC.
 */
export function sniffImageFormat(bytes: Uint8Array): AcceptedFormat | 'heic' | null {
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
	if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png'
	if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
	if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
		// An ISO-BMFF "ftyp" box: the major brand, then compatible brands, 4 bytes each.
		const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 256)
		const brands = [ascii(bytes, 8, 12)]
		for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4))
		if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return 'avif'
		if (brands.some((brand) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))) return 'heic'
	}
	return null
}

export type ImageVariantBytes = { width: number; height: number; bytes: Uint8Array }

/**
 * Checks an upload and re-encodes it into the purpose's WebP variants: turned upright (EXIF orientation),
 * every metadata block dropped (EXIF, GPS, XMP, ICC after conversion to sRGB), never enlarged. Only the
 * first frame of an animation is kept. Runs in a media worker (work-pool.ts), done by `deadline` (epoch ms).
 */
export async function makeVariants(bytes: Uint8Array, purpose: ImagePurpose, { maxPixels, deadline }: { maxPixels: number; deadline: number }): Promise<ImageVariantBytes[]> {
	const sniffed = sniffImageFormat(bytes)
	if (sniffed === 'heic') throw new UnacceptableImageError('HEIC images are not supported: send a JPEG, PNG, WebP or AVIF image', 'unsupported_type')
	if (!sniffed) throw unsupported()

	// libvips stops a pipeline past its timeout; the pool stops the worker itself at the deadline.
	const timeout = () => ({ seconds: Math.max(1, Math.floor((deadline - Date.now()) / 1000)) })
	const input = sharp(bytes, { limitInputPixels: maxPixels, pages: 1, autoOrient: true })
	let metadata
	try {
		metadata = await input.metadata()
	} catch (error) {
		throw readError(error, maxPixels)
	}
	const decodedAs = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format
	if (decodedAs !== sniffed) throw unsupported()
	const width = metadata.autoOrient.width
	const height = metadata.autoOrient.height
	if (width * height > maxPixels) throw tooManyPixels(maxPixels)

	const avatar = purpose === 'avatar'
	const { widths } = purposeWidths[purpose]
	const edge = avatar ? Math.min(width, height) : width
	const targets = [...new Set([...widths.filter((target) => target < edge), Math.min(edge, widths.at(-1)!)])]
	const largest = targets.at(-1)!

	// Decoded once, to the largest variant's pixels (an avatar cropped square), and every variant made
	// from those: a 36-megapixel upload is read once, not once per width (ADR 0024).
	const variants: ImageVariantBytes[] = []
	try {
		const { data, info } = await input
			.resize(avatar ? { width: largest, height: largest, fit: 'cover', position: 'centre' } : { width: largest, withoutEnlargement: true })
			.raw({ depth: 'uchar' })
			.timeout(timeout())
			.toBuffer({ resolveWithObject: true })
		for (const target of targets) {
			const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
			const sized = target === largest ? pixels : pixels.resize(avatar ? { width: target, height: target } : { width: target })
			const { data: webp, info: made } = await sized.webp({ quality: 82, effort: 4 }).timeout(timeout()).toBuffer({ resolveWithObject: true })
			variants.push({ width: made.width, height: made.height, bytes: webp })
		}
	} catch (error) {
		throw readError(error, maxPixels)
	}
	return variants
}

const tooManyPixels = (maxPixels: number) =>
	new UnacceptableImageError(`The image has more than ${Math.floor(maxPixels / 1_000_000)} megapixels`, 'too_many_pixels')

/** libvips stopped the image at its deadline: not the image's fault alone, so not refused as unreadable. */
export class ImageTimedOutError extends Error {
	constructor() {
		super('The image was not processed in time')
		this.name = 'ImageTimedOutError'
	}
}

function readError(error: unknown, maxPixels: number) {
	if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels(maxPixels)
	if (error instanceof Error && /^timeout/i.test(error.message)) return new ImageTimedOutError()
	return new UnacceptableImageError('The image could not be read', 'unreadable')
}
