import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import type { ApiEnv } from '#api/http/env.ts'
import { json, problem } from '#api/http/openapi.ts'
import { ProblemError, problemResponse } from '#api/http/problems.ts'
import type { Database } from '#api/db/client.ts'
import { pagePreviewSchema, pagePreviewTypes } from '#contracts/page-preview.ts'
import { pagePreview } from './service.ts'

// GET /v1/previews/{type}/{id}: a shareable page's card for a visitor (docs/product.md#page-previews).

/**
 * How long an answer may be kept, by the web or any cache between: the same for everyone, so shared; a
 * page hidden a moment ago may show its card for this long, as trending's visitors' answer may.
 */
const CACHE = 'public, max-age=60'

export function previewRoutes({ db }: { db: Database }) {
	const app = new OpenAPIHono<ApiEnv>()
	app.openapi(
		createRoute({
			tags: ['Previews'],
			method: 'get',
			path: '/previews/{type}/{id}',
			summary: 'A shareable page’s card for a visitor: its name, picture and kind',
			description:
				'No token needed, and none is used: the answer is what anyone signed in would see, the same for everyone, and may be cached for a minute. ' +
				'`type` is `person` (`id` their public uuid), `business-user`, `collection` or a content kind. Anything a signed-in stranger could not see ' +
				'(private, for followers or the team only, deleted, archived) is the same 404 as what does not exist.',
			security: [{}] as Array<Record<string, string[]>>,
			// Not z.uuid(): a malformed id is the same 404 as an unknown one.
			request: { params: z.object({ type: z.enum(pagePreviewTypes), id: z.string().max(64).meta({ format: 'uuid' }) }) },
			responses: { 200: json(pagePreviewSchema, 'The card'), 400: problem('Not a type of page'), 404: problem('Nothing to show: hidden, or never was') },
		}),
		async (c) => {
			const { type, id } = c.req.valid('param')
			c.header('Cache-Control', CACHE)
			try {
				return c.json(await pagePreview(db, type, id), 200)
			} catch (error) {
				// Returned rather than thrown, so the "nothing here" answer is cached like any other.
				if (error instanceof ProblemError && error.status === 404) return problemResponse(c, error) as never
				c.header('Cache-Control', 'no-store')
				throw error
			}
		},
	)
	return app
}
