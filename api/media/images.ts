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

export type ImageVariantBytes = { width: number; height: number; bytes: Buffer }

/**
 * Checks an upload and re-encodes it into the purpose's WebP variants: turned upright (EXIF orientation),
 * every metadata block dropped (EXIF, GPS, XMP, ICC after conversion to sRGB), never enlarged. Only the
 * first frame of an animation is kept.
 */
export async function makeVariants(bytes: Uint8Array, purpose: ImagePurpose, { maxPixels }: { maxPixels: number }): Promise<ImageVariantBytes[]> {
	const sniffed = sniffImageFormat(bytes)
	if (sniffed === 'heic') throw new UnacceptableImageError('HEIC images are not supported: send a JPEG, PNG, WebP or AVIF image', 'unsupported_type')
	if (!sniffed) throw unsupported()

	const input = () => sharp(bytes, { limitInputPixels: maxPixels, pages: 1, autoOrient: true })
	let metadata
	try {
		metadata = await input().metadata()
	} catch (error) {
		throw readError(error, maxPixels)
	}
	const decodedAs = metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format
	if (decodedAs !== sniffed) throw unsupported()
	const width = metadata.autoOrient.width
	const height = metadata.autoOrient.height
	if (width * height > maxPixels) throw tooManyPixels(maxPixels)

	const { widths } = purposeWidths[purpose]
	const edge = purpose === 'avatar' ? Math.min(width, height) : width
	const targets = [...new Set([...widths.filter((target) => target < edge), Math.min(edge, widths.at(-1)!)])]

	// One at a time: each variant decodes the upload again (libvips streams it), which keeps memory flat.
	const variants: ImageVariantBytes[] = []
	try {
		for (const target of targets) {
			const pipeline = input().resize(purpose === 'avatar' ? { width: target, height: target, fit: 'cover', position: 'centre' } : { width: target, withoutEnlargement: true })
			const { data, info } = await pipeline.webp({ quality: 82, effort: 4 }).timeout({ seconds: 30 }).toBuffer({ resolveWithObject: true })
			variants.push({ width: info.width, height: info.height, bytes: data })
		}
	} catch (error) {
		throw readError(error, maxPixels)
	}
	return variants
}

const tooManyPixels = (maxPixels: number) =>
	new UnacceptableImageError(`The image has more than ${Math.floor(maxPixels / 1_000_000)} megapixels`, 'too_many_pixels')

function readError(error: unknown, maxPixels: number) {
	if (error instanceof Error && /pixel limit/i.test(error.message)) return tooManyPixels(maxPixels)
	return new UnacceptableImageError('The image could not be read', 'unreadable')
}
