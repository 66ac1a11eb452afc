import { randomBytes, randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { defaultMediaWorkers } from './config.ts'
import { createDiskStorage } from './disk-storage.ts'
import { purposeWidths, UnacceptableImageError } from './images.ts'
import type { MediaStorage } from './storage.ts'
import { UnacceptableFileError } from './file-errors.ts'
import { createMediaWorkPool, MediaBusyError, type MediaWorkPool, type MediaWorkPoolOptions } from './work-pool.ts'
import type { ByteRange } from './storage.ts'
import { fileKeyPattern, mediaKeyPattern, type FileKind, type ImagePurpose, type UploadedFile, type UploadedImage } from '#contracts/media.ts'

export type MediaOptions = {
	storage: MediaStorage
	/** Largest image upload, in bytes. */
	maxBytes: number
	/** Largest video and PDF, in bytes. */
	maxFileBytes: Record<FileKind, number>
	/** Largest image, in pixels (width × height), against decompression bombs. */
	maxPixels: number
	/** Where the variants are served from: `/media` (this API's GET /media/{key}), or a bucket's or CDN's address. */
	publicUrl: string
	/** Uploads per person per hour. */
	uploadsPerHour: number
	/** The worker threads that decode uploads (api/media/work-pool.ts); several services may share them. */
	work: MediaWorkPool
	/** Where every replica counts uploads; without it each counts its own (also while Redis is down). */
	redis?: Redis
}

export type MediaService = ReturnType<typeof createMediaService>

export const mediaDefaults = {
	maxBytes: 10 * 1024 * 1024,
	maxFileBytes: { video: 50 * 1024 * 1024, pdf: 20 * 1024 * 1024 },
	maxPixels: 40_000_000,
	publicUrl: '/media',
	uploadsPerHour: 60,
}

/** The work pool's defaults, as the configuration's (api/media/config.ts). */
export const mediaWorkDefaults: MediaWorkPoolOptions = { workers: defaultMediaWorkers(), queueLength: 8, timeLimitSeconds: 30 }

/** A key this service could have made: an image variant's or a file's. */
const isMediaKey = (key: string) => mediaKeyPattern.test(key) || fileKeyPattern.test(key)

/**
 * Image uploads. No table records them: an image is anyone's until a profile or business user stores
 * its URL, and the key (random id and width) carries nothing about who uploaded it.
 */
export function createMediaService(options: MediaOptions) {
	const { storage, maxPixels } = options
	const publicUrl = options.publicUrl.replace(/\/+$/, '')
	const window = { keyPrefix: 'uploads', points: options.uploadsPerHour, duration: 3600 }
	const limiter = options.redis
		? new RateLimiterRedis({ ...window, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(window) })
		: new RateLimiterMemory(window)

	const { work } = options
	const timedOut = () => new MediaBusyError('The upload was not processed in time; try again shortly', work.timeLimitSeconds)

	const urlOf = (key: string) => `${publicUrl}/${key}`
	const isOwnImageUrl = (url: string) => url.startsWith(`${publicUrl}/`) && mediaKeyPattern.test(url.slice(publicUrl.length + 1))
	const isOwnMediaUrl = (url: string) => url.startsWith(`${publicUrl}/`) && isMediaKey(url.slice(publicUrl.length + 1))

	return {
		storage,
		maxBytes: options.maxBytes,
		maxFileBytes: options.maxFileBytes,

		/** Takes one upload from this caller, or says how many seconds until the next is allowed. */
		async takeUploadAllowance(callerId: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
			try {
				await limiter.consume(callerId)
				return { ok: true }
			} catch (error) {
				if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
				throw error
			}
		},

		/** Re-encodes and stores an upload (throws UnacceptableImageError for what we don't take). */
		async uploadImage(bytes: Uint8Array, purpose: ImagePurpose): Promise<UploadedImage> {
			const made = await work.run<'image'>({ kind: 'image', bytes, purpose, maxPixels })
			if ('refused' in made) throw new UnacceptableImageError(made.refused.message, made.refused.reason as UnacceptableImageError['reason'])
			if ('timedOut' in made) throw timedOut()
			const { variants } = made
			const id = randomBytes(16).toString('hex')
			const written: string[] = []
			try {
				for (const variant of variants) {
					const key = `${id}-${variant.width}.webp`
					await storage.put(key, variant.bytes, 'image/webp')
					written.push(key)
				}
			} catch (error) {
				await Promise.allSettled(written.map((key) => storage.delete(key)))
				throw error
			}
			const largest = variants.at(-1)!
			const { defaultWidth } = purposeWidths[purpose]
			const preferred = variants.filter((variant) => variant.width <= defaultWidth).at(-1) ?? variants[0]!
			return {
				id,
				purpose,
				width: largest.width,
				height: largest.height,
				variants: variants.map((variant) => ({ width: variant.width, height: variant.height, url: urlOf(`${id}-${variant.width}.webp`) })),
				url: urlOf(`${id}-${preferred.width}.webp`),
			}
		},

		/**
		 * Stores a video or a PDF without its metadata, once its bytes say it is one (throws
		 * UnacceptableFileError otherwise, or for one that cannot be cleaned).
		 */
		async uploadFile(bytes: Uint8Array, kind: FileKind): Promise<UploadedFile> {
			const cleaned = await work.run<'file'>({ kind: 'file', bytes, fileKind: kind })
			if ('refused' in cleaned) throw new UnacceptableFileError(cleaned.refused.message, cleaned.refused.reason as UnacceptableFileError['reason'])
			if ('timedOut' in cleaned) throw timedOut()
			const { file } = cleaned
			const key = `${randomBytes(16).toString('hex')}.${file.extension}`
			await storage.put(key, file.bytes, file.contentType)
			return { kind, url: urlOf(key), contentType: file.contentType, bytes: file.bytes.byteLength }
		},

		/** Resolves once the decoding workers have loaded. */
		ready: () => work.ready(),
		/** Stops the decoding workers (the API's shutdown). */
		close: () => work.close(),

		/** A stored image variant or file (a range of it, when asked), or null for a key we would never have made or that isn't there. */
		async open(key: string, range?: ByteRange) {
			if (!isMediaKey(key)) return null
			return storage.get(key, range)
		},

		/** A stored object's size, or null. */
		async sizeOf(key: string) {
			if (!isMediaKey(key)) return null
			return storage.size(key)
		},

		/** Whether a URL names one of our images: this service's address and one of its keys (not whether it is stored). */
		isOwnImageUrl,

		/** Whether a URL names one of our images or files that is stored now: what a picture or file field may keep. */
		async isStoredMedia(url: string) {
			return isOwnMediaUrl(url) && storage.has(url.slice(publicUrl.length + 1))
		},
	}
}

/** For an app built without media options (the test harness): disk storage in a new temporary directory, made at the first upload. */
export function temporaryMediaService() {
	return createMediaService({ storage: createDiskStorage(join(tmpdir(), `media-${randomUUID()}`)), ...mediaDefaults, work: createMediaWorkPool(mediaWorkDefaults) })
}
