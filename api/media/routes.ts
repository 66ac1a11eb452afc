import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { errors, json, problem, signedInRoute } from '#api/http/openapi.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { UnacceptableFileError } from './file-errors.ts'
import { UnacceptableImageError } from './images.ts'
import { MediaBusyError } from './work-pool.ts'
import type { ByteRange } from './storage.ts'
import type { MediaService } from './service.ts'
import { uploadedFileSchema, uploadedImageSchema, uploadFileFormSchema, uploadImageFormSchema } from '#contracts/media.ts'

/** The upload paths, which app.ts leaves out of the general body limit (each has its own, larger one). */
export const mediaUploadPath = '/v1/media/images'
export const fileUploadPath = '/v1/media/files'

/**
 * The bytes a Range header asks for (one range; RFC 9110 §14.1.2), within an object of `size` bytes:
 * a range, 'unsatisfiable', or null to send the whole object (no header, or one we do not serve).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
	const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
	if (!match || (match[1] === '' && match[2] === '')) return null
	const [, first = '', last = ''] = match
	if (first === '') {
		// The last N bytes.
		const suffix = Number(last)
		if (suffix === 0) return 'unsatisfiable'
		return { start: Math.max(0, size - suffix), end: size - 1 }
	}
	const start = Number(first)
	const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
	if (start >= size || end < start) return 'unsatisfiable'
	return { start, end }
}

/** Room for the multipart boundaries, part headers and the purpose field around the file. */
const multipartOverhead = 16 * 1024

/** Every served image, video and PDF: cached for good (keys are never reused), never sniffed, never run as a document. */
export const servedImageHeaders = {
	'Cache-Control': 'public, max-age=31536000, immutable',
	'X-Content-Type-Options': 'nosniff',
	'Content-Security-Policy': "default-src 'none'; sandbox",
}

export function mediaRoutes(deps: AuthDeps & { media: MediaService }) {
	const { media } = deps
	const app = new OpenAPIHono<ApiEnv>()
	const tooLarge = () => new ProblemError(413, 'payload_too_large', `The image must be at most ${Math.floor(media.maxBytes / (1024 * 1024))} MB`)

	// Uploads are decoded by a few workers (ADR 0024): past their queue or time limit, the answer is "later".
	const busy = (c: Context<ApiEnv>, error: MediaBusyError) => {
		c.header('Retry-After', String(error.retryAfterSeconds))
		return new ProblemError(503, 'uploads_busy', error.message)
	}

	const uploadAllowance = createMiddleware<ApiEnv>(async (c, next) => {
		const allowance = await media.takeUploadAllowance(c.var.caller.profile.id)
		if (!allowance.ok) {
			c.header('Retry-After', String(allowance.retryAfterSeconds))
			throw new ProblemError(429, 'bad_request', 'Too many uploads; try again later')
		}
		await next()
	})

	app.openapi(
		signedInRoute(authenticate(deps), {
			method: 'post',
			path: mediaUploadPath,
			tags: ['Media'],
			summary: 'Upload an image (avatar, cover or content)',
			description:
				'multipart/form-data with `file` and `purpose`. JPEG, PNG, WebP or AVIF, recognised by its bytes (not its name or type). ' +
				'Re-encoded to WebP without metadata at the purpose’s widths (avatar 96/192/384 square; cover 640/1280/1920 and content 480/960/1600 keeping the aspect), never enlarged. ' +
				'The image belongs to no one until a profile or business user stores its URL.',
			middleware: [
				uploadAllowance,
				// Refuses at once when Content-Length is over the limit, and otherwise counts while reading.
				bodyLimit({
					maxSize: media.maxBytes + multipartOverhead,
					onError: () => {
						throw tooLarge()
					},
				}),
			],
			request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadImageFormSchema } } } },
			responses: {
				201: json(uploadedImageSchema, 'The stored variants'),
				...errors(400, 401),
				413: problem('The file is larger than the limit'),
				415: problem('Not a multipart/form-data request'),
				429: problem('Too many uploads; see Retry-After'),
				503: problem('Too many uploads are being processed, or this one was not processed in time; see Retry-After'),
			},
		}),
		async (c) => {
			const { file, purpose } = c.req.valid('form')
			if (file.size > media.maxBytes) throw tooLarge()
			let image
			try {
				image = await media.uploadImage(new Uint8Array(await file.arrayBuffer()), purpose)
			} catch (error) {
				if (error instanceof UnacceptableImageError) throw new ProblemError(400, 'validation_failed', error.message, { file: [error.message] })
				if (error instanceof MediaBusyError) throw busy(c, error)
				throw error
			}
			c.var.log.info({ mediaId: image.id, purpose, variants: image.variants.length, profileId: c.var.caller.profile.id }, 'image uploaded')
			return c.json(image, 201)
		},
	)

	const fileTooLarge = (limit: number) => new ProblemError(413, 'payload_too_large', `The file must be at most ${Math.floor(limit / (1024 * 1024))} MB`)
	const largestFile = Math.max(...Object.values(media.maxFileBytes))

	app.openapi(
		signedInRoute(authenticate(deps), {
			method: 'post',
			path: fileUploadPath,
			tags: ['Media'],
			summary: 'Upload a video or a PDF',
			description:
				'multipart/form-data with `file` and `kind`: `video` (MP4 or WebM) or `pdf`, recognised by its bytes (not its name or type), stored without its metadata: ' +
				'a video’s location, dates, titles, device names and tracks other than picture and sound (blanked in place, so it plays as sent); a PDF’s document information, XMP, and its JPEG images’ EXIF. ' +
				'A file that cannot be read whole (so not cleaned), a password-protected PDF or one with attached files is refused. ' +
				`At most ${Math.floor(media.maxFileBytes.video / (1024 * 1024))} MB for a video and ${Math.floor(media.maxFileBytes.pdf / (1024 * 1024))} MB for a PDF. ` +
				'Served at the answered `url` with range requests; a PDF with `?download` as an attachment. It belongs to no one until content stores its URL.',
			middleware: [
				uploadAllowance,
				bodyLimit({
					maxSize: largestFile + multipartOverhead,
					onError: () => {
						throw fileTooLarge(largestFile)
					},
				}),
			],
			request: { body: { required: true, content: { 'multipart/form-data': { schema: uploadFileFormSchema } } } },
			responses: {
				201: json(uploadedFileSchema, 'The stored file'),
				400: problem('Not a file of its kind (`validation_failed`), or one that cannot be read whole, so not cleaned (`file_unreadable`)'),
				...errors(401),
				413: problem('The file is larger than its kind’s limit'),
				415: problem('Not a multipart/form-data request'),
				429: problem('Too many uploads; see Retry-After'),
				503: problem('Too many uploads are being processed, or this one was not processed in time; see Retry-After'),
			},
		}),
		async (c) => {
			const { file, kind } = c.req.valid('form')
			if (file.size > media.maxFileBytes[kind]) throw fileTooLarge(media.maxFileBytes[kind])
			let stored
			try {
				stored = await media.uploadFile(new Uint8Array(await file.arrayBuffer()), kind)
			} catch (error) {
				if (error instanceof UnacceptableFileError) {
					throw new ProblemError(400, error.reason === 'unreadable' ? 'file_unreadable' : 'validation_failed', error.message, { file: [error.message] })
				}
				if (error instanceof MediaBusyError) throw busy(c, error)
				throw error
			}
			c.var.log.info({ kind, bytes: stored.bytes, profileId: c.var.caller.profile.id }, 'file uploaded')
			return c.json(stored, 201)
		},
	)

	app.openapi(
		createRoute({
			method: 'get',
			path: '/media/{key}',
			tags: ['Media'],
			summary: 'An uploaded image variant, video or PDF (public)',
			description:
				'No authentication: the URLs are unguessable and the media public. Cached for a year (immutable). Range requests (one range) answer 206. ' +
				'A PDF opens inline, or as an attachment with `?download`.',
			request: { params: z.object({ key: z.string() }), query: z.object({ download: z.string().optional() }) },
			responses: {
				200: { description: 'The image, video or PDF', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
				206: { description: 'The bytes asked for' },
				...errors(404),
				416: { description: 'The range is outside the file' },
			},
		}),
		async (c) => {
			const { key } = c.req.valid('param')
			const size = await media.sizeOf(key)
			if (size === null) throw notFound('No such media')
			const range = requestedRange(c.req.header('Range'), size)
			if (range === 'unsatisfiable') return c.body(null, 416, { ...servedImageHeaders, 'Content-Range': `bytes */${size}` })
			const object = await media.open(key, range ?? undefined)
			if (!object) throw notFound('No such media')
			const attachment = key.endsWith('.pdf') && c.req.valid('query').download !== undefined
			const headers: Record<string, string> = {
				...servedImageHeaders,
				// Our own record of what we wrote (the key's extension, or the object's stored type), never the uploader's.
				'Content-Type': object.contentType,
				'Content-Disposition': `${attachment ? 'attachment' : 'inline'}; filename="${key}"`,
				'Accept-Ranges': 'bytes',
				'Content-Length': String(range ? range.end - range.start + 1 : size),
				...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${size}` } : {}),
			}
			if (c.req.method === 'HEAD') {
				await object.body.cancel()
				return c.body(null, range ? 206 : 200, headers)
			}
			return c.body(object.body, range ? 206 : 200, headers)
		},
	)

	return app
}
