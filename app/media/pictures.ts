import type { ImagePurpose } from '#contracts/media.ts'
import { decodeMessage, encodeMessage } from '#app/validation/message.ts'

// What the picture uploader's parts agree on: the page (app/media/picture-input.tsx), the actions
// (picture-form.server.ts) and the upload endpoint for pages with JavaScript (routes/resources/pictures.ts).
// Plain values only: the page loads this module, so it brings no server code and no validation library.

/** The largest picture the web takes (the API's limit too). */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024

/** What the file chooser offers; the API decides by the bytes. */
export const ACCEPTED_PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif'

/** Where a page with JavaScript sends a picture before its form (multipart `file` and `purpose`; JSON answer). */
export const PICTURE_UPLOAD_PATH = '/resources/pictures'

/** Why an upload failed, as the person is told (`images.failures.*` of the common namespace). */
export const pictureFailures = ['tooLarge', 'notImage', 'missing', 'tooMany', 'unavailable'] as const
export type PictureFailure = (typeof pictureFailures)[number]

export function isPictureFailure(value: unknown): value is PictureFailure {
	return pictureFailures.includes(value as PictureFailure)
}

/**
 * A picture a form takes. Its URL travels in the field `name` (kept from before, or uploaded just now);
 * a file chosen for it in `files.{name}`; "Remove picture" in `remove.{name}`. conform reads those as
 * objects of their own, apart from the form's values, so a list of pictures (`pictures[3]`) works too.
 */
export type PictureField = { name: string; purpose: ImagePurpose }

export const fileFieldOf = (name: string) => `files.${name}`
export const removeFieldOf = (name: string) => `remove.${name}`

/** An upload's failure as a field error of its picture (validation/message.ts encoding). */
export const pictureFailureMessage = (failure: PictureFailure) => encodeMessage('picture', { failure })

/** The upload failure a field error stands for, or null for any other error. */
export function pictureFailureOf(message: string): PictureFailure | null {
	const { key, values } = decodeMessage(message)
	return key === 'picture' && isPictureFailure(values.failure) ? values.failure : null
}

/** The pictures among a form's fields (the form's field list is the one place that says which they are). */
export function picturesOf(fields: readonly { name: string; type?: string; purpose?: ImagePurpose }[]): PictureField[] {
	return fields.filter((field) => field.type === 'picture').map(({ name, purpose = 'content' }) => ({ name, purpose }))
}
