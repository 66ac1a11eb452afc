import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { outageInit } from '#app/api/outage.ts'
import { fileFailureMessage, uploadFile, type FileFailure } from '#app/media/file-upload.server.ts'
import { MAX_FILE_BYTES } from '#app/media/files.ts'
import { inTurns, readFormWithFiles, uploadPicture } from '#app/media/picture-form.server.ts'
import { fileFieldOf, MAX_PICTURE_BYTES, pictureFailureMessage, removeFieldOf, type PictureFailure } from '#app/media/pictures.ts'
import type { FileKind } from '#contracts/media.ts'
import type { PublishableKind } from './kinds.ts'

// Reading a content form (docs/product.md#content): one multipart form that works without JavaScript
// (ADR 0012). Its pictures (`pictures`, the URLs kept, and `files.pictures`, new ones) and its video or
// PDF (`videoUrl` / `fileUrl`, with `files.*`) are uploaded through the API first, so the save, and a
// form sent back after a failed save, carry them as URLs like any other value.

/** The file field of a kind, and what it takes. */
export const fileFieldOfKind: Partial<Record<PublishableKind, { name: 'videoUrl' | 'fileUrl'; kind: FileKind }>> = {
	media: { name: 'videoUrl', kind: 'video' },
	ebook: { name: 'fileUrl', kind: 'pdf' },
}

const UPLOADS_AT_ONCE = 3

type Failure = { picture: PictureFailure } | { file: FileFailure }

export type ContentForm = { formData: FormData; refusals?: { fieldErrors: Record<string, string[]>; init: ResponseInit } }

/**
 * Reads a kind's form (a board's too, app/routes/board) and uploads what was chosen: each new picture after those kept (in the order
 * chosen), and the video or PDF in place of the one kept. A file that fails keeps the form unsaved with
 * the reason beside its field; everything typed comes back.
 */
export async function readContentForm(request: Request, api: ProductApiCaller, kind: PublishableKind | 'board_post'): Promise<ContentForm> {
	const file = kind === 'board_post' ? undefined : fileFieldOfKind[kind]
	const limits: Record<string, number> = { [fileFieldOf('pictures')]: MAX_PICTURE_BYTES, ...(file ? { [fileFieldOf(file.name)]: MAX_FILE_BYTES[file.kind] } : {}) }
	const { formData, oversized } = await readFormWithFiles(request, limits)
	const failures: Record<string, Failure> = {}

	const chosen = formData.getAll(fileFieldOf('pictures')).filter((entry): entry is File => entry instanceof File && entry.size > 0)
	formData.delete(fileFieldOf('pictures'))
	if (oversized.has(fileFieldOf('pictures'))) failures.pictures = { picture: 'tooLarge' }
	else {
		const urls: Array<string | null> = chosen.map(() => null)
		await inTurns(
			chosen.map((picture, index) => ({ picture, index })),
			UPLOADS_AT_ONCE,
			async ({ picture, index }) => {
				const sent = await uploadPicture(api, picture, 'content')
				if ('url' in sent) urls[index] = sent.url
				else failures.pictures ??= { picture: sent.failure }
			},
		)
		for (const url of urls) if (url) formData.append('pictures', url)
	}

	if (file) {
		const field = fileFieldOf(file.name)
		const upload = formData.get(field)
		formData.delete(field)
		// "Remove the file" (a media item turning into an album).
		if (formData.has(removeFieldOf(file.name))) formData.set(file.name, '')
		formData.delete(removeFieldOf(file.name))
		if (oversized.has(field)) failures[file.name] = { file: 'tooLarge' }
		else if (upload instanceof File && upload.size > 0) {
			const sent = await uploadFile(api, upload, file.kind)
			if ('url' in sent) formData.set(file.name, sent.url)
			else failures[file.name] = { file: sent.failure }
		}
	}

	const entries = Object.entries(failures)
	if (entries.length === 0) return { formData }
	const fieldErrors = Object.fromEntries(entries.map(([name, failure]) => [name, ['picture' in failure ? pictureFailureMessage(failure.picture) : fileFailureMessage(failure.file)]]))
	const unavailable = entries.some(([, failure]) => ('picture' in failure ? failure.picture : failure.file) === 'unavailable')
	return { formData, refusals: { fieldErrors, init: unavailable ? outageInit : { status: 400 } } }
}
