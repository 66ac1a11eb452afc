import type { NextFunction, Request, Response } from 'express'
import { sendRefusal } from './refusal.ts'

// What the web's pages accept (docs/architecture.md#forms): reads, and form posts — urlencoded, or multipart for files.
// Anything else is refused here, before a page's action tries to read it, with a 4xx that says why in
// both languages (whoever sends it is a script, not a person on one of our pages).

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST']
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export type FormPostLimits = {
	/** The largest urlencoded form (text fields only). */
	maxFormBytes: number
	/** The largest multipart form (a picture of up to 10 MB and the fields around it). */
	maxMultipartBytes: number
}

export type Refusal = { status: 405 | 411 | 413 | 415; english: string; thai: string }

/** Why this request cannot be a form post of ours, or null when it can. */
export function refusalOf(
	request: { method: string; contentType?: string; contentLength?: string; chunked: boolean },
	{ maxFormBytes, maxMultipartBytes }: FormPostLimits,
): Refusal | null {
	const method = request.method.toUpperCase()
	if (!ALLOWED_METHODS.includes(method)) {
		return { status: 405, english: `This address takes GET and POST only, not ${method.slice(0, 20)}.`, thai: 'ที่อยู่นี้รับเฉพาะคำขอแบบ GET และ POST' }
	}
	if (method !== 'POST') return null
	const length = request.contentLength === undefined ? undefined : Number(request.contentLength)
	const empty = !request.chunked && (length === undefined || length === 0)
	const type = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase()
	// A post with no body at all (a button-only form a script sent bare) is an empty form.
	if (!type && empty) return null
	if (!FORM_TYPES.includes(type)) {
		return { status: 415, english: 'Send the form as application/x-www-form-urlencoded or multipart/form-data.', thai: 'กรุณาส่งแบบฟอร์มในรูปแบบ application/x-www-form-urlencoded หรือ multipart/form-data' }
	}
	if (type === 'multipart/form-data' && !/;\s*boundary=/i.test(request.contentType ?? '')) {
		return { status: 415, english: 'A multipart form needs its boundary.', thai: 'แบบฟอร์มแบบ multipart ต้องระบุ boundary' }
	}
	// Browsers always say how long a form is; an unbounded stream would be read into memory whole.
	if (length === undefined || !Number.isFinite(length)) {
		return request.chunked ? { status: 411, english: 'Say how long the form is (Content-Length).', thai: 'กรุณาระบุความยาวของแบบฟอร์ม (Content-Length)' } : null
	}
	if (length > (type === 'multipart/form-data' ? maxMultipartBytes : maxFormBytes)) {
		return { status: 413, english: 'The form is too large.', thai: 'แบบฟอร์มมีขนาดใหญ่เกินไป' }
	}
	return null
}

export function formPosts(limits: FormPostLimits) {
	return (req: Request, res: Response, next: NextFunction) => {
		const refusal = refusalOf(
			{ method: req.method, contentType: req.get('content-type'), contentLength: req.get('content-length'), chunked: /chunked/i.test(req.get('transfer-encoding') ?? '') },
			limits,
		)
		if (!refusal) {
			// A bare post reads as an empty form, rather than failing to parse.
			if (req.method === 'POST' && !req.get('content-type')) req.headers['content-type'] = 'application/x-www-form-urlencoded'
			// A page may answer before reading the form (a guard's redirect, a 404): the rest of the body is
			// then read and dropped (away from the unread stream Remix made of it, which would pause it again),
			// so the connection stays usable instead of being reset under the sender.
			if (req.method === 'POST') {
				res.on('finish', () => {
					if (req.complete) return
					req.removeAllListeners('data')
					discardBody(req, () => {})
				})
			}
			return next()
		}
		if (refusal.status === 405) res.set('Allow', ALLOWED_METHODS.join(', '))
		// The answer waits for the body to be read and dropped: answering while it is still coming would
		// leave the connection in a state the server can only close, and the sender would see a reset.
		discardBody(req, () => sendRefusal(res, refusal.status, `${refusal.status}: ${refusal.english}\n${refusal.thai}\n`))
	}
}

/** Reads a refused body to its end and drops it, then answers; a flood past `limit` is cut off instead. */
function discardBody(req: Request, answer: () => void, limit = 64 * 1024 * 1024) {
	let read = 0
	req.on('data', (chunk: Buffer) => {
		read += chunk.length
		if (read > limit) req.destroy()
	})
	req.on('end', answer)
	req.resume()
}
