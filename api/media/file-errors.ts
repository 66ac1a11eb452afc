// Apart from files.ts so that the API's main thread, which only maps this error to an answer, never
// loads what cleans files (PDF.js's build for Node installs polyfills of the platform's globals,
// JSON.parse among them, which would change how every request body is read: ADR 0024).

/** Why a file is not taken: not of its kind, or of it but not readable whole, so not cleanable (ADR 0024). */
export class UnacceptableFileError extends Error {
	constructor(
		message: string,
		readonly reason: 'not_of_kind' | 'unreadable' = 'not_of_kind',
	) {
		super(message)
		this.name = 'UnacceptableFileError'
	}
}
