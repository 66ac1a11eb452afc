import { data, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData, MaxPartSizeExceededError } from '@remix-run/node'
import { isApiError } from '#app/api/errors.ts'
import type { ApiCaller } from '#app/api/client.server.ts'
import { uploadedImageSchema, type ImagePurpose } from '#contracts/media.ts'

/** The largest picture the web takes (the API's limit too). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

export type ImageSlot = 'avatar' | 'cover'
export type ImageChange = { imageUrl?: string | null; coverUrl?: string | null }
export type ImageFailure = 'tooLarge' | 'notImage' | 'missing' | 'tooMany' | 'unavailable'

const field: Record<ImageSlot, keyof ImageChange> = { avatar: 'imageUrl', cover: 'coverUrl' }

export function isMultipart(request: Request) {
	return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
}

/**
 * The picture forms of a profile page (a person's or a business user's): `intent` upload or remove, and
 * `slot` avatar or cover. An upload goes to the API's image store, which checks and re-encodes it; its
 * address is then saved with `save`. Answers the page's redirect on success, or the failure to show.
 */
export async function changeImage({ request, api, save, done }: { request: Request; api: ApiCaller; save: (change: ImageChange) => Promise<unknown>; done: () => Promise<Response> | Response }) {
	let form: FormData
	try {
		form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: MAX_IMAGE_BYTES }))
	} catch (error) {
		if (error instanceof MaxPartSizeExceededError) return imageFailure(null, 'tooLarge', 413)
		throw error
	}
	const slot = form.get('slot') === 'cover' ? 'cover' : 'avatar'
	try {
		if (form.get('intent') === 'remove-image') {
			await save({ [field[slot]]: null })
			return await done()
		}
		const file = form.get('file')
		if (!(file instanceof File) || file.size === 0) return imageFailure(slot, 'missing', 400)
		const image = await uploadImage(api, file, slot)
		await save({ [field[slot]]: image.url })
		return await done()
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return imageFailure(slot, failureOf(error.status), error.status ?? 502)
	}
}

function uploadImage(api: ApiCaller, file: File, purpose: ImagePurpose) {
	const body = new FormData()
	body.set('purpose', purpose)
	body.set('file', file, file.name || 'image')
	return api.post('/v1/media/images', { body, schema: uploadedImageSchema })
}

function failureOf(status: number | undefined): ImageFailure {
	if (status === 413) return 'tooLarge'
	if (status === 400 || status === 415) return 'notImage'
	if (status === 429) return 'tooMany'
	return 'unavailable'
}

function imageFailure(slot: ImageSlot | null, failure: ImageFailure, status: number) {
	return data({ imageFailure: { slot, failure } }, { status })
}
