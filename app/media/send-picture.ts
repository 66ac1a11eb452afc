import type { ImagePurpose } from '#contracts/media.ts'
import { isPictureFailure, MAX_PICTURE_BYTES, PICTURE_UPLOAD_PATH, type PictureFailure } from './pictures.ts'

/** What sending a picture came to: its URL, why it was refused, or an answer that was not ours (a new sign-in). */
export type SentPicture = { url: string } | { failure: PictureFailure } | { unexpected: true }

/**
 * Sends one picture to the web's upload endpoint with XMLHttpRequest, the one browser API that reports
 * an upload's progress, and says how far it is (0 to 1) as it goes. Loaded on demand, in the browser only.
 */
export function sendPicture(file: File, purpose: ImagePurpose, onProgress: (fraction: number) => void): Promise<SentPicture> {
	if (file.size > MAX_PICTURE_BYTES) return Promise.resolve({ failure: 'tooLarge' })
	return new Promise((resolve) => {
		const request = new XMLHttpRequest()
		request.open('POST', PICTURE_UPLOAD_PATH)
		request.responseType = 'json'
		request.setRequestHeader('Accept', 'application/json')
		request.upload.addEventListener('progress', (event) => {
			if (event.lengthComputable) onProgress(event.loaded / event.total)
		})
		request.addEventListener('load', () => {
			const body = request.response as { url?: unknown; failure?: unknown } | null
			if (typeof body?.url === 'string') resolve({ url: body.url })
			else if (isPictureFailure(body?.failure)) resolve({ failure: body.failure })
			else resolve({ unexpected: true })
		})
		request.addEventListener('error', () => resolve({ failure: 'unavailable' }))
		const form = new FormData()
		form.set('purpose', purpose)
		form.set('file', file, file.name || 'picture')
		request.send(form)
	})
}
