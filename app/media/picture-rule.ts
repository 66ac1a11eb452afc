import { z } from 'zod'
import { encodeMessage } from '#app/validation/message.ts'
import { isStoredImageUrl } from '#contracts/media.ts'

/**
 * A form's picture field: what the uploader put there, a URL of an image the API stored (the API checks
 * it is really one of its own), or '' for none. Never typed by a person: a value of another form means
 * the page was tampered with.
 */
export const pictureUrl = z
	.string()
	.trim()
	.refine((value) => value === '' || isStoredImageUrl(value), { error: encodeMessage('default') })
	.optional()

/** A profile's or business user's avatar and cover, as their overview form carries them. */
export const imagesFields = { imageUrl: pictureUrl, coverUrl: pictureUrl }

/** The avatar and cover for the API: the form always carries both, so an emptied one is removed (null). */
export const imagesBody = (value: { imageUrl?: string; coverUrl?: string }) => ({ imageUrl: value.imageUrl || null, coverUrl: value.coverUrl || null })
