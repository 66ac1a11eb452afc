import { data } from '@remix-run/node'
import { isApiError } from '#app/api/errors.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { readPictureForm, statusOfFailure } from './picture-form.server.ts'
import type { PictureFailure, PictureField } from './pictures.ts'
import { outageInit } from '#app/api/outage.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'

export type ImageSlot = 'avatar' | 'cover'
export type ImageChange = { imageUrl?: string | null; coverUrl?: string | null }

/** Each slot's field (the API's name for it) and what its upload is made for. */
export const imageSlots = {
	avatar: { name: 'imageUrl', purpose: 'avatar' },
	cover: { name: 'coverUrl', purpose: 'cover' },
} as const satisfies Record<ImageSlot, PictureField & { name: keyof ImageChange }>

export function isMultipart(request: Request) {
	return (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')
}

/**
 * The picture forms of a profile page (a person's or a business user's): `intent` upload-image or
 * remove-image, and `slot` avatar or cover. The picture comes through the uploader (picture-form.server.ts):
 * a file uploaded now, or the URL a page with JavaScript uploaded before sending the form. It is then saved
 * with `save`. Answers the same page with "Picture saved" on success, or the failure to show.
 */
export async function changeImage({ request, api, save }: { request: Request; api: ProductApiCaller; save: (change: ImageChange) => Promise<unknown> }) {
	// Back to the same page, with "Picture saved".
	const done = async () => redirectWithSuccess(new URL(request.url).pathname, (await i18next.getFixedT(request))('images.saved'))
	const { formData, failures } = await readPictureForm(request, api, Object.values(imageSlots))
	const slot: ImageSlot = formData.get('slot') === 'cover' ? 'cover' : 'avatar'
	const { name } = imageSlots[slot]
	try {
		if (formData.get('intent') === 'remove-image') {
			await save({ [name]: null })
			return await done()
		}
		const failure = failures[name]
		if (failure) return imageFailure(slot, failure)
		const url = formData.get(name)
		if (typeof url !== 'string' || url === '') return imageFailure(slot, 'missing')
		await save({ [name]: url })
		return await done()
	} catch (error) {
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		// The API refuses (400) a URL that is not one of its stored images.
		return imageFailure(slot, error.status === 400 ? 'notImage' : 'unavailable')
	}
}

function imageFailure(slot: ImageSlot, failure: PictureFailure) {
	return data({ imageFailure: { slot, failure } }, failure === 'unavailable' ? outageInit : { status: statusOfFailure(failure) })
}
