import { apiPath } from '#contracts/api-paths.ts'
import { isApiError } from '#app/api/errors.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { encodeMessage, decodeMessage } from '#app/validation/message.ts'
import { uploadedFileSchema, type FileKind, type UploadedFile } from '#contracts/media.ts'

// The server half of the file uploader (a media item's video, an e-book's PDF): like a picture's
// (picture-form.server.ts), a chosen file is sent to the API first and the form then carries its URL.

/** Why a file's upload failed, as the person is told (`files.failures.*` of the common namespace). */
export const fileFailures = ['tooLarge', 'wrongType', 'unreadable', 'missing', 'tooMany', 'unavailable'] as const
export type FileFailure = (typeof fileFailures)[number]

export const isFileFailure = (value: unknown): value is FileFailure => fileFailures.includes(value as FileFailure)

/** An upload's failure as a field error of its file (validation/message.ts encoding). */
export const fileFailureMessage = (failure: FileFailure) => encodeMessage('file', { failure })

/** The upload failure a field error stands for, or null for any other error. */
export function fileFailureOf(message: string): FileFailure | null {
	const { key, values } = decodeMessage(message)
	return key === 'file' && isFileFailure(values.failure) ? values.failure : null
}

/** A video or PDF through the API's upload (which checks its bytes): what was stored, or why not. */
export async function uploadFile(api: ProductApiCaller, file: File, kind: FileKind): Promise<UploadedFile | { failure: FileFailure }> {
	const body = new FormData()
	body.set('kind', kind)
	body.set('file', file, file.name || kind)
	try {
		return await api.post(apiPath('/v1/media/files'), { body, schema: uploadedFileSchema })
	} catch (error) {
		// A lost session is not the form's business: the page's guard sends the person to sign in.
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		const status = error.status
		// `file_unreadable`: of its kind, but the API could not read it whole to remove its metadata (ADR 0024).
		if (error.code === 'file_unreadable') return { failure: 'unreadable' }
		return { failure: status === 413 ? 'tooLarge' : status === 400 || status === 415 ? 'wrongType' : status === 429 ? 'tooMany' : 'unavailable' }
	}
}
