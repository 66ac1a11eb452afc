import sharp from 'sharp'
import type { FileKind, ImagePurpose } from '#contracts/media.ts'
import { UnacceptableFileError } from './file-errors.ts'
import { cleanFile, type CleanedFile } from './files.ts'
import { ImageTimedOutError, makeVariants, UnacceptableImageError, type ImageVariantBytes } from './images.ts'

// A media worker thread (work-pool.ts): one upload at a time, answered as data (errors do not keep
// their class across threads).

// One core per upload, so the pool's size bounds the cores that decoding takes; nothing is worth caching.
sharp.concurrency(1)
sharp.cache(false)

export type MediaTask = { kind: 'image'; bytes: Uint8Array; purpose: ImagePurpose; maxPixels: number } | { kind: 'file'; bytes: Uint8Array; fileKind: FileKind }

type Unmade = { refused: { message: string; reason: UnacceptableImageError['reason'] | UnacceptableFileError['reason'] } } | { timedOut: true }
/** What a worker answers for each kind of task. */
export type MediaTaskResults = { image: { variants: ImageVariantBytes[] } | Unmade; file: { file: CleanedFile } | Unmade }

/** What the pool sends: a task with its deadline, or `ready`, answered once this worker has loaded. */
export type WorkerMessage = (MediaTask & { deadline: number }) | { kind: 'ready' }

export default async function runMediaTask(task: WorkerMessage): Promise<MediaTaskResults[MediaTask['kind']] | { ready: true }> {
	if (task.kind === 'ready') return { ready: true }
	try {
		if (task.kind === 'image') return { variants: await makeVariants(task.bytes, task.purpose, { maxPixels: task.maxPixels, deadline: task.deadline }) }
		return { file: await cleanFile(task.bytes, task.fileKind) }
	} catch (error) {
		if (error instanceof UnacceptableImageError) return { refused: { message: error.message, reason: error.reason } }
		if (error instanceof UnacceptableFileError) return { refused: { message: error.message, reason: error.reason } }
		if (error instanceof ImageTimedOutError) return { timedOut: true }
		throw error
	}
}
