import { data } from '@remix-run/node'

/**
 * The posted form. A body that cannot be read as a form (a broken multipart, cut short) is the
 * sender's fault: a 400 the error page explains, never a 500. The server already refused other
 * content types and sizes (server/form-posts.ts); every action reads its form through here.
 */
export async function readForm(request: Request): Promise<FormData> {
	try {
		// eslint-disable-next-line no-restricted-syntax -- the one place that reads a form body
		return await request.formData()
	} catch {
		throw data({ reason: 'unreadable-form' }, { status: 400, statusText: 'Bad Request' })
	}
}
