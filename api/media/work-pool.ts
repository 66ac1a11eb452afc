import { Piscina } from 'piscina'
import type { MediaTask, MediaTaskResults, WorkerMessage } from './worker.ts'

// Every upload's decoding (image re-encoding, video and PDF cleaning) runs here, in a few worker threads
// (ADR 0024): a PDF's parse is JavaScript that would otherwise hold the event loop for seconds, and each
// image decode holds one of libuv's threads, which token checks and file reads share.

/** The pool is full, or an upload was not done in time: the caller answers 503 with Retry-After. */
export class MediaBusyError extends Error {
	constructor(
		message: string,
		readonly retryAfterSeconds: number,
	) {
		super(message)
		this.name = 'MediaBusyError'
	}
}

export type MediaWorkPoolOptions = {
	/** Uploads decoded at once, each in its own thread. */
	workers: number
	/** Uploads that may wait for a worker; one more is refused. */
	queueLength: number
	/** From the moment an upload is queued: past this, its worker is stopped and the upload refused. */
	timeLimitSeconds: number
}

export type MediaWorkPool = ReturnType<typeof createMediaWorkPool>

// From the sources (development, tests) the worker is TypeScript, loaded as the API is; the production
// bundle (scripts/build-server.mjs) has it beside api.js as media-worker.js.
const fromSource = import.meta.url.endsWith('.ts')
const workerFile = new URL(fromSource ? './worker.ts' : './media-worker.js', import.meta.url).href

/** The pool; its threads start with `ready()` or the first task, and stay (idle ones hold no process open). */
export function createMediaWorkPool({ workers, queueLength, timeLimitSeconds }: MediaWorkPoolOptions) {
	let threads: Piscina<WorkerMessage, unknown> | undefined
	const pool = () =>
		(threads ??= new Piscina<WorkerMessage, unknown>({
			filename: workerFile,
			minThreads: workers,
			maxThreads: workers,
			execArgv: fromSource ? [...process.execArgv, '--import', 'tsx'] : process.execArgv,
		}))
	const busy = () => new MediaBusyError('Too many uploads are being processed; try again shortly', Math.ceil(timeLimitSeconds))
	// Counted here: Piscina's own queue limit does not count tasks that carry an abort signal.
	let inFlight = 0

	return {
		timeLimitSeconds,
		/** Runs one task in a worker (its bytes move there when they are a whole buffer of their own: the caller's copy is emptied). */
		async run<Kind extends MediaTask['kind']>(task: Extract<MediaTask, { kind: Kind }>): Promise<MediaTaskResults[Kind]> {
			if (inFlight >= workers + queueLength) throw busy()
			inFlight++
			const timeLimitMs = timeLimitSeconds * 1000
			try {
				const { buffer, byteOffset, byteLength } = task.bytes
				const transferList = buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength ? [buffer] : []
				return (await pool().run({ ...task, deadline: Date.now() + timeLimitMs }, { signal: AbortSignal.timeout(timeLimitMs), transferList })) as MediaTaskResults[Kind]
			} catch (error) {
				// The time limit: the signal took the task from the queue, or stopped its worker.
				if (error instanceof Error && error.name === 'AbortError') throw busy()
				throw error
			} finally {
				inFlight--
			}
		},
		/** Resolves once every worker has loaded (the API starts, and a test's harness is made, with them ready). */
		async ready() {
			await Promise.all(Array.from({ length: workers }, () => pool().run({ kind: 'ready' })))
		},
		/** Stops the workers (the API's shutdown). */
		close: async () => {
			await threads?.destroy()
			threads = undefined
		},
	}
}
