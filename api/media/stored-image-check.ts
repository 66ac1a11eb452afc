import { AsyncLocalStorage } from 'node:async_hooks'
import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from '#api/http/env.ts'
import type { MediaService } from './service.ts'
import { setStoredImageCheck, type StoredImageCheck } from '#contracts/media.ts'

// Each request's check, for storedImageUrlSchema to find while the request's body is parsed: an app has
// its own media service (tests run several apps in one process), so the check is the request's, not a global.
const requestCheck = new AsyncLocalStorage<StoredImageCheck>()
setStoredImageCheck(() => requestCheck.getStore())

/**
 * Every picture field of every request is checked against this media service: its own address, and the
 * image is in its store (a stat on disk, one HEAD on S3). Mounted once, before the routes (app.ts).
 */
export function checkStoredImagesWith(media: MediaService) {
	const check: StoredImageCheck = (url) => media.isStoredMedia(url)
	return createMiddleware<ApiEnv>((_c, next) => requestCheck.run(check, next))
}
