import { data } from '@remix-run/node'

/**
 * The posted form. A body that cannot be read as a form (a broken multipart, cut short) is the
 * sender's fault: a 400 the error page explains, never a 500. The server already refused other
 * content types and sizes (app/middleware/form-posts.ts); every action reads its form through here, or
 * through `readFormWith` when it takes files (media/picture-form.server.ts).
 */
export function readForm(request: Request): Promise<FormData> {
	// eslint-disable-next-line no-restricted-syntax -- the one place that reads a form body
	return readFormWith(() => request.formData())
}

/** Runs a form parser, turning its failure to read the body into the 400 `readForm` gives. */
export async function readFormWith<T>(parse: () => Promise<T>): Promise<T> {
	try {
		return await parse()
	} catch (error) {
		// A Response thrown by a parser's own handler (a field too long) says what it means.
		if (error instanceof Response) throw error
		throw data({ reason: 'unreadable-form' }, { status: 400, statusText: 'Bad Request' })
	}
}
