import type { ImagePurpose } from '#contracts/media.ts'
import { isPictureFailure, MAX_PICTURE_BYTES, PICTURE_UPLOAD_PATH, type PictureFailure } from './pictures.ts'
import { sendWithProgress } from './send-with-progress.ts'

/** What sending a picture came to: its URL, why it was refused, or an answer that was not ours (a new sign-in). */
export type SentPicture = { url: string } | { failure: PictureFailure } | { unexpected: true }

/** Sends one picture to the web's upload endpoint, saying how far it is as it goes. Loaded on demand, in the browser only. */
export async function sendPicture(file: File, purpose: ImagePurpose, onProgress: (fraction: number) => void): Promise<SentPicture> {
	if (file.size > MAX_PICTURE_BYTES) return { failure: 'tooLarge' }
	const form = new FormData()
	form.set('purpose', purpose)
	form.set('file', file, file.name || 'picture')
	const sent = await sendWithProgress(PICTURE_UPLOAD_PATH, form, onProgress)
	if ('lost' in sent) return { failure: 'unavailable' }
	if (typeof sent.body?.url === 'string') return { url: sent.body.url }
	if (isPictureFailure(sent.body?.failure)) return { failure: sent.body.failure }
	return { unexpected: true }
}
