import type { FileKind } from '#contracts/media.ts'
import { FILE_UPLOAD_PATH, MAX_FILE_BYTES } from './files.ts'
import { sendWithProgress } from './send-with-progress.ts'

/** The file-upload failures a page shows (app/media/file-upload.server.ts has the same list for the server). */
export type SendFileFailure = 'tooLarge' | 'wrongType' | 'unreadable' | 'missing' | 'tooMany' | 'unavailable'
const failures: readonly string[] = ['tooLarge', 'wrongType', 'unreadable', 'missing', 'tooMany', 'unavailable']

export type SentFile = { url: string } | { failure: SendFileFailure } | { unexpected: true }

/** Sends a video or PDF to the web's upload endpoint, saying how far it is as it goes. Loaded on demand, in the browser only. */
export async function sendFile(file: File, kind: FileKind, onProgress: (fraction: number) => void): Promise<SentFile> {
	if (file.size > MAX_FILE_BYTES[kind]) return { failure: 'tooLarge' }
	const form = new FormData()
	form.set('kind', kind)
	form.set('file', file, file.name || kind)
	const sent = await sendWithProgress(FILE_UPLOAD_PATH, form, onProgress)
	if ('lost' in sent) return { failure: 'unavailable' }
	if (typeof sent.body?.url === 'string') return { url: sent.body.url }
	if (typeof sent.body?.failure === 'string' && failures.includes(sent.body.failure)) return { failure: sent.body.failure as SendFileFailure }
	return { unexpected: true }
}
