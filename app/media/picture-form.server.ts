import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import { apiPath } from '#contracts/api-paths.ts'
import { isApiError } from '#app/api/errors.ts'
import { readForm, readFormWith } from '#app/forms/read-form.server.ts'
import type { ProductApiCaller } from '#app/api/product-api.server.ts'
import { uploadedImageSchema, type ImagePurpose } from '#contracts/media.ts'
import { fileFieldOf, MAX_PICTURE_BYTES, pictureFailureMessage, removeFieldOf, type PictureFailure, type PictureField } from './pictures.ts'
import { outageInit } from '#app/api/outage.ts'

// The server half of the picture uploader (ADR 0012): a form with pictures is one multipart form that
// works without JavaScript. Its action uploads each chosen file through the API first and puts the URL
// the API answered in the picture's field, so the save, and a form sent back after a failed save, carry
// the picture like any other value.

/** A text field of a form is far below this (the longest takes 5,000 characters). */
const MAX_TEXT_BYTES = 256 * 1024
/** Uploads sent to the API at once for one form (content will take up to 20 pictures). */
const UPLOADS_AT_ONCE = 3

export type PictureForm = {
	/** The form's fields: each picture's field holds the URL to save ('' for none), its file and remove fields gone. */
	formData: FormData
	/** Pictures whose upload failed, by field name: their field keeps the picture they had. */
	failures: Record<string, PictureFailure>
}

/**
 * Reads a form that may carry pictures and uploads the files chosen for `pictures` through the API.
 * A file over the size limit is read to its end and dropped (not refused with the whole request), so
 * the person's other input comes back with the reason.
 */
export async function readPictureForm(request: Request, api: ProductApiCaller, pictures: readonly PictureField[]): Promise<PictureForm> {
	const { formData, oversized } = await readFormWithFiles(request, pictures.map(({ name }) => fileFieldOf(name)))
	const failures: Record<string, PictureFailure> = {}
	await inTurns(pictures, UPLOADS_AT_ONCE, async ({ name, purpose }) => {
		const file = formData.get(fileFieldOf(name))
		const removing = formData.has(removeFieldOf(name))
		formData.delete(fileFieldOf(name))
		formData.delete(removeFieldOf(name))
		if (removing) return void formData.set(name, '')
		if (oversized.has(fileFieldOf(name))) return void (failures[name] = 'tooLarge')
		if (!(file instanceof File) || file.size === 0) return
		const sent = await uploadPicture(api, file, purpose)
		if ('url' in sent) formData.set(name, sent.url)
		else failures[name] = sent.failure
	})
	return { formData, failures }
}

/** A picture through the API's upload (which checks and re-encodes it): its URL, or why not. */
export async function uploadPicture(api: ProductApiCaller, file: File, purpose: ImagePurpose): Promise<{ url: string } | { failure: PictureFailure }> {
	const body = new FormData()
	body.set('purpose', purpose)
	body.set('file', file, file.name || 'picture')
	try {
		return { url: (await api.post(apiPath('/v1/media/images'), { body, schema: uploadedImageSchema })).url }
	} catch (error) {
		// A lost session is not the form's business: the page's guard sends the person to sign in.
		if (!isApiError(error) || error.kind === 'unauthorized') throw error
		return { failure: failureOf(error.status) }
	}
}

function failureOf(status: number | undefined): PictureFailure {
	if (status === 413) return 'tooLarge'
	if (status === 400 || status === 415) return 'notImage'
	if (status === 429) return 'tooMany'
	return 'unavailable'
}

/** The HTTP status that says a failure. */
export function statusOfFailure(failure: PictureFailure) {
	return { tooLarge: 413, notImage: 400, missing: 400, tooMany: 429, unavailable: 503 }[failure]
}

/**
 * The failed uploads as conform field errors (shown by the picture's field) and the answer's status, or
 * undefined when none failed. An upload the API could not take (an outage) is a 503 that says when to try
 * again; the form still comes back with everything else that was typed.
 */
export function pictureRefusals(failures: PictureForm['failures']): { fieldErrors: Record<string, string[]>; init: ResponseInit } | undefined {
	const entries = Object.entries(failures)
	if (entries.length === 0) return undefined
	const fieldErrors = Object.fromEntries(entries.map(([name, failure]) => [name, [pictureFailureMessage(failure)]]))
	return { fieldErrors, init: entries.some(([, failure]) => failure === 'unavailable') ? outageInit : { status: 400 } }
}

/**
 * A form as sent: multipart (files kept in memory up to the limit) or URL-encoded; a broken one is a 400
 * (forms/read-form.server.ts). `fileFields`: the fields that take files, each a picture (its limit) unless
 * a limit of its own is given.
 */
export async function readFormWithFiles(request: Request, fileFields: readonly string[] | Readonly<Record<string, number>>): Promise<{ formData: FormData; oversized: Set<string> }> {
	const oversized = new Set<string>()
	if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return { formData: await readForm(request), oversized }
	const limits = new Map<string, number>(Array.isArray(fileFields) ? fileFields.map((name) => [name, MAX_PICTURE_BYTES]) : Object.entries(fileFields))
	const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
		if (filename === undefined) {
			const bytes = await readUpTo(data, MAX_TEXT_BYTES)
			if (!bytes) throw new Response('A form field is too long', { status: 413 })
			return new TextDecoder().decode(bytes)
		}
		// Files nobody asked for are read past, not kept.
		const wanted = limits.has(name)
		const bytes = await readUpTo(data, limits.get(name) ?? 0)
		if (!bytes) {
			if (wanted) oversized.add(name)
			return undefined
		}
		return bytes.byteLength > 0 ? new File([bytes], filename || 'picture', { type: contentType }) : undefined
	}
	return { formData: await readFormWith(() => unstable_parseMultipartFormData(request, handler)), oversized }
}

/** A part's bytes, or null when it has more than `limit` (it is still read to its end). */
async function readUpTo(data: AsyncIterable<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
	const chunks: Uint8Array[] = []
	let size = 0
	for await (const chunk of data) {
		size += chunk.byteLength
		if (size <= limit) chunks.push(chunk)
	}
	if (size > limit) return null
	const bytes = new Uint8Array(size)
	let at = 0
	for (const chunk of chunks) {
		bytes.set(chunk, at)
		at += chunk.byteLength
	}
	return bytes
}

/** Runs `work` for each item, at most `atOnce` at a time. */
export async function inTurns<T>(items: readonly T[], atOnce: number, work: (item: T) => Promise<void>) {
	const queue = [...items]
	await Promise.all(
		Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
			for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
		}),
	)
}
