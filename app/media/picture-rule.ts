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
