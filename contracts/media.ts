import { z } from 'zod'
import { line } from './text.ts'

/** What an uploaded image is for; each purpose has its own widths (and avatars are cropped square). */
export const imagePurposes = ['avatar', 'cover', 'content'] as const
export const imagePurposeSchema = z.enum(imagePurposes).meta({ id: 'ImagePurpose' })

/**
 * A stored image's key: a random id and the variant's width. It names nothing the uploader sent (no
 * file name) and is never reused, so what it serves never changes.
 */
export const mediaKeyPattern = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/

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
 * An avatar, cover or picture to store: a `url` POST /v1/media/images answered. The API takes only
 * images its media service stored (anything else is a 400); null or '' removes it.
 */
export const storedImageUrlSchema = line(2048)
	.nullable()
	.describe("A URL POST /v1/media/images answered (our own images only); null or '' for none")

/** Only the images sent change; an empty body changes nothing. */
export const putImagesSchema = z
	.object({ imageUrl: storedImageUrlSchema.optional(), coverUrl: storedImageUrlSchema.optional() })
	.meta({ id: 'PutImages' })

/** A profile's or a business user's avatar (`imageUrl`) and cover. */
export const imagesSchema = z.object({ imageUrl: z.string().nullable(), coverUrl: z.string().nullable() }).meta({ id: 'Images' })

export type PutImages = z.infer<typeof putImagesSchema>
export type Images = z.infer<typeof imagesSchema>
