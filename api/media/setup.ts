import { constants } from 'node:fs'
import { access, mkdir } from 'node:fs/promises'
import type { Redis } from 'ioredis'
import { createMediaService, type MediaService } from './service.ts'
import type { MediaConfig } from './config.ts'
import { createDiskStorage } from './disk-storage.ts'
import { createS3Storage } from './s3-storage.ts'
import { createMediaWorkPool } from './work-pool.ts'
import type { MediaStorage } from './storage.ts'

/** The storage the configuration names. */
export function mediaStorageFromConfig(config: MediaConfig): MediaStorage {
	if (config.MEDIA_STORAGE === 'disk') return createDiskStorage(config.MEDIA_DIR)
	return createS3Storage({
		bucket: config.MEDIA_S3_BUCKET!,
		prefix: config.MEDIA_S3_PREFIX,
		region: config.MEDIA_S3_REGION ?? config.AWS_REGION ?? 'us-east-1',
		endpoint: config.MEDIA_S3_ENDPOINT,
		forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE ?? Boolean(config.MEDIA_S3_ENDPOINT),
	})
}

/**
 * The media service the configuration names; a disk directory is created (and must be writable) and the
 * decoding workers loaded now, not at the first upload. With a Redis connection, every replica counts
 * uploads together.
 */
export async function mediaServiceFromConfig(config: MediaConfig, redis?: Redis): Promise<MediaService> {
	if (config.MEDIA_STORAGE === 'disk') {
		await mkdir(config.MEDIA_DIR, { recursive: true })
		await access(config.MEDIA_DIR, constants.W_OK)
	}
	const media = createMediaService({
		storage: mediaStorageFromConfig(config),
		maxBytes: config.MEDIA_MAX_BYTES,
		maxFileBytes: { video: config.MEDIA_MAX_VIDEO_BYTES, pdf: config.MEDIA_MAX_PDF_BYTES },
		maxPixels: config.MEDIA_MAX_PIXELS,
		publicUrl: config.MEDIA_PUBLIC_URL,
		uploadsPerHour: config.MEDIA_UPLOADS_PER_HOUR,
		work: createMediaWorkPool({ workers: config.MEDIA_WORKERS, queueLength: config.MEDIA_QUEUE_LENGTH, timeLimitSeconds: config.MEDIA_TIME_LIMIT_SECONDS }),
		redis,
	})
	await media.ready()
	return media
}
