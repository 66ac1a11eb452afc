import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { authenticate, type AuthDeps } from '#api/http/authenticate.ts'
import type { ApiEnv } from '#api/http/env.ts'
import { json, problem, problemResponses, signedInRoute } from '#api/http/openapi.ts'
import { notFound, ProblemError } from '#api/http/problems.ts'
import { UnacceptableImageError } from '#api/media/images.ts'
import type { MediaService } from '#api/services/media.ts'
import { uploadedImageSchema, uploadImageFormSchema } from '#contracts/media.ts'

/** The upload path, which app.ts leaves out of the general body limit (it has its own, larger one). */
export const mediaUploadPath = '/v1/media/images'

/** Room for the multipart boundaries, part headers and the purpose field around the file. */
const multipartOverhead = 16 * 1024

/** Every served image: cached for good (keys are never reused), never sniffed, never run as a document. */
export const servedImageHeaders = {
	'Cache-Control': 'public, max-age=31536000, immutable',
	'X-Content-Type-Options': 'nosniff',
	'Content-Security-Policy': "default-src 'none'; sandbox",
}

export function mediaRoutes(deps: AuthDeps & { media: MediaService }) {
	const { media } = deps
	const app = new OpenAPIHono<ApiEnv>()
	const tooLarge = () => new ProblemError(413, 'payload_too_large', `The image must be at most ${Math.floor(media.maxBytes / (1024 * 1024))} MB`)

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
				400: problemResponses[400],
				401: problemResponses[401],
				413: problem('The file is larger than the limit'),
				415: problem('Not a multipart/form-data request'),
				429: problem('Too many uploads; see Retry-After'),
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
				throw error
			}
			c.var.log.info({ mediaId: image.id, purpose, variants: image.variants.length, profileId: c.var.caller.profile.id }, 'image uploaded')
			return c.json(image, 201)
		},
	)

	app.openapi(
		createRoute({
			method: 'get',
			path: '/media/{key}',
			tags: ['Media'],
			summary: 'An uploaded image variant (public)',
			description: 'No authentication: the URLs are unguessable and the images public. Cached for a year (immutable).',
			request: { params: z.object({ key: z.string() }) },
			responses: {
				200: { description: 'The image', content: { 'image/webp': { schema: z.string().meta({ format: 'binary' }) } } },
				404: problemResponses[404],
			},
		}),
		async (c) => {
			const { key } = c.req.valid('param')
			const object = await media.openImage(key)
			if (!object) throw notFound('No such image')
			const headers: Record<string, string> = {
				...servedImageHeaders,
				// Our own record of what we wrote (the key's extension, or the object's stored type), never the uploader's.
				'Content-Type': object.contentType,
				'Content-Disposition': `inline; filename="${key}"`,
				...(object.size !== undefined ? { 'Content-Length': String(object.size) } : {}),
			}
			if (c.req.method === 'HEAD') {
				await object.body.cancel()
				return c.body(null, 200, headers)
			}
			return c.body(object.body, 200, headers)
		},
	)

	return app
}
