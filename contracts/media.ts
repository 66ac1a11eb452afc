import { z } from 'zod'
import { line } from './text.ts'

/** What an uploaded image is for; each purpose has its own widths (and avatars are cropped square). */
export const imagePurposes = ['avatar', 'cover', 'content'] as const
export const imagePurposeSchema = z.enum(imagePurposes).meta({ id: 'ImagePurpose' })

// A stored image's key: a random id and the variant's width.
const MEDIA_KEY = '[0-9a-f]{32}-[1-9][0-9]{0,4}\\.webp'

/**
 * A stored image's key: a random id and the variant's width. It names nothing the uploader sent (no
 * file name) and is never reused, so what it serves never changes.
 */
export const mediaKeyPattern = new RegExp(`^${MEDIA_KEY}$`)

export const imageVariantSchema = z
	.object({
		width: z.number().int().positive(),
		height: z.number().int().positive(),
		url: z.string(),
	})
	.meta({ id: 'ImageVariant' })

export const uploadedImageSchema = z
	.object({
		/** Random; the variants' keys start with it. */
		id: z.string().regex(/^[0-9a-f]{32}$/),
		purpose: imagePurposeSchema,
		/** The largest variant's size (after orientation and, for avatars, the square crop). */
		width: z.number().int().positive(),
		height: z.number().int().positive(),
		/** WebP variants, narrowest first; never wider than the uploaded image. */
		variants: z.array(imageVariantSchema).min(1),
		/** The variant to use when only one is wanted (avatar 192, cover 1280, content 960, or the largest below). */
		url: z.string(),
	})
	.meta({ id: 'UploadedImage' })

/** The multipart form of an upload (documentation; the API checks the bytes themselves). */
export const uploadImageFormSchema = z
	.object({
		file: z
			.custom<File>((value) => value instanceof File, 'Attach the image as a file')
			.meta({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or AVIF, recognised by its bytes' }),
		purpose: imagePurposeSchema,
	})
	.meta({ id: 'UploadImageForm' })

export type ImagePurpose = z.infer<typeof imagePurposeSchema>
export type ImageVariant = z.infer<typeof imageVariantSchema>
export type UploadedImage = z.infer<typeof uploadedImageSchema>

/**
 * The form of a stored image's URL: the media service's public address (a path on this site such as
 * `/media`, or a bucket's or CDN's http(s) address, without user, query or fragment) and one of our keys.
 * No `//host` path, no `.` or `..` segment, no other scheme: `javascript:`, `data:` and a tracking pixel's
 * address never fit, in the web's forms or in the API.
 */
const STORED_IMAGE_URL = new RegExp(`^(?:https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?)?(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/${MEDIA_KEY}$`)

export function isStoredImageUrl(url: string): boolean {
	return STORED_IMAGE_URL.test(url)
}

/** Says whether a URL of that form names an image this deployment stored (its own address, a key it holds). */
export type StoredImageCheck = (url: string) => Promise<boolean>

let currentStoredImageCheck: () => StoredImageCheck | undefined = () => undefined

/**
 * How storedImageUrlSchema reaches the API's media service: the API hands in a lookup of the request's
 * check once (api/media/stored-image-check.ts), so every picture field is checked where it is parsed and
 * no route has to remember to. Without one (the web, unit tests) only the form is checked.
 */
export function setStoredImageCheck(lookup: () => StoredImageCheck | undefined) {
	currentStoredImageCheck = lookup
}

export const NOT_A_STORED_IMAGE = 'Must be an image uploaded with POST /v1/media/images'

/**
 * Every picture a request stores (avatar, cover, a story's or a work's picture, and the pictures of
 * content to come): a `url` POST /v1/media/images answered, never an address from elsewhere. The form is
 * checked everywhere; in the API also that it is the media service's own address and that the image is
 * there (400 otherwise). null or '' for none.
 */
export const storedImageUrlSchema = line(2048)
	.superRefine((url, context) => {
		if (url === '') return
		if (!isStoredImageUrl(url)) return void context.addIssue({ code: 'custom', message: NOT_A_STORED_IMAGE })
		const check = currentStoredImageCheck()
		if (!check) return
		return check(url).then((stored) => {
			if (!stored) context.addIssue({ code: 'custom', message: NOT_A_STORED_IMAGE })
		})
	})
	.nullable()
	.describe("A URL POST /v1/media/images answered (our own stored images only); null or '' for none")

// ---------------------------------------------------------------------------
// Files: a video (a media item's) and a PDF (an e-book), stored as they were sent once their bytes are
// recognised (api/media/files.ts), under a random key whose extension names the type.

/** What an uploaded file is for, and the types each takes (by extension). */
export const fileKinds = { video: ['mp4', 'webm'], pdf: ['pdf'] } as const
export type FileKind = keyof typeof fileKinds
export const fileKindSchema = z.enum(['video', 'pdf']).meta({ id: 'FileKind' })

const FILE_KEY = '[0-9a-f]{32}\\.(?:mp4|webm|pdf)'
/** A stored file's key: a random id and its type's extension. */
export const fileKeyPattern = new RegExp(`^${FILE_KEY}$`)

const STORED_FILE_URL = new RegExp(`^(?:https?://[A-Za-z0-9.-]+(?::[0-9]{1,5})?)?(?:/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*/${FILE_KEY}$`)

/** Whether a URL has the form of a stored file of this kind (our address and key; not whether it is stored). */
export function isStoredFileUrl(url: string, kind: FileKind): boolean {
	const extension = url.slice(url.lastIndexOf('.') + 1)
	return STORED_FILE_URL.test(url) && (fileKinds[kind] as readonly string[]).includes(extension)
}

export const uploadedFileSchema = z
	.object({
		kind: fileKindSchema,
		url: z.string(),
		contentType: z.enum(['video/mp4', 'video/webm', 'application/pdf']),
		bytes: z.number().int().positive(),
	})
	.meta({ id: 'UploadedFile' })
export type UploadedFile = z.infer<typeof uploadedFileSchema>

export const uploadFileFormSchema = z
	.object({
		file: z
			.custom<File>((value) => value instanceof File, 'Attach the file')
			.meta({ type: 'string', format: 'binary', description: 'A video (MP4 or WebM) or a PDF, recognised by its bytes' }),
		kind: fileKindSchema,
	})
	.meta({ id: 'UploadFileForm' })

export const NOT_A_STORED_FILE = 'Must be a file uploaded with POST /v1/media/files'

/** A file field: a `url` POST /v1/media/files answered for this kind, and stored. */
export function storedFileUrlSchema(kind: FileKind) {
	return line(2048)
		.superRefine((url, context) => {
			if (!isStoredFileUrl(url, kind)) return void context.addIssue({ code: 'custom', message: NOT_A_STORED_FILE })
			const check = currentStoredImageCheck()
			if (!check) return
			return check(url).then((stored) => {
				if (!stored) context.addIssue({ code: 'custom', message: NOT_A_STORED_FILE })
			})
		})
		.describe(`A URL POST /v1/media/files answered for a ${kind}`)
}

/** Only the images sent change; an empty body changes nothing. */
export const putImagesSchema = z
	.object({ imageUrl: storedImageUrlSchema.optional(), coverUrl: storedImageUrlSchema.optional() })
	.meta({ id: 'PutImages' })

/** A profile's or a business user's avatar (`imageUrl`) and cover. */
export const imagesSchema = z.object({ imageUrl: z.string().nullable(), coverUrl: z.string().nullable() }).meta({ id: 'Images' })

export type PutImages = z.infer<typeof putImagesSchema>
export type Images = z.infer<typeof imagesSchema>
