import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { isStoredImageUrl } from '#contracts/media.ts'
import { parseEnv } from '#server/env.ts'

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/** libuv's threads, which every decode shares with crypto, file reads and DNS look-ups. */
export function libuvThreads() {
	return Number(process.env.UV_THREADPOOL_SIZE) || 4
}

/** The cores but one, and libuv's threads but one, and at least one. */
export function defaultMediaWorkers() {
	return Math.max(1, Math.min(availableParallelism() - 1, libuvThreads() - 1))
}

/** The media variables of the API configuration (api/config.ts spreads them into its schema). */
export const mediaConfigShape = {
	/** Where images are kept: the API's disk (MEDIA_DIR) or an S3-compatible bucket. */
	MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
	MEDIA_DIR: z.string().min(1).default('.data/media'),
	/** Largest upload in bytes (10 MB). */
	MEDIA_MAX_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
	/** Largest video (50 MB) and PDF (20 MB) in bytes. */
	MEDIA_MAX_VIDEO_BYTES: z.coerce.number().int().min(1024).max(2 * 1024 * 1024 * 1024).default(50 * 1024 * 1024),
	MEDIA_MAX_PDF_BYTES: z.coerce.number().int().min(1024).max(1024 * 1024 * 1024).default(20 * 1024 * 1024),
	/** Largest image in pixels, width × height (40 megapixels). */
	MEDIA_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
	MEDIA_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
	/**
	 * Uploads decoded at once, each in a worker thread on one core (ADR 0024): by default one core is left
	 * to the API, and one of libuv's threads to its token checks and file reads.
	 */
	MEDIA_WORKERS: z.coerce.number().int().min(1).max(64).default(defaultMediaWorkers()),
	/** Uploads that wait for a worker; one more is answered 503 with Retry-After. */
	MEDIA_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(8),
	/** Seconds an upload may take from the moment it is queued; past them it is stopped and answered 503. */
	MEDIA_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
	/** The images' public address: `/media` (served by this API) or a bucket's or CDN's URL. */
	MEDIA_PUBLIC_URL: z
		.string()
		.refine((value) => /^\/[A-Za-z0-9/_-]*$/.test(value) || URL.canParse(value), 'must be a path starting with / or an absolute URL')
		.default('/media'),
	MEDIA_S3_BUCKET: z.string().min(3).optional(),
	/** Defaults to AWS_REGION, which the SDK reads. */
	MEDIA_S3_REGION: z.string().min(1).optional(),
	AWS_REGION: z.string().min(1).optional(),
	/** An S3-compatible service (MinIO, R2, …); unset for AWS. */
	MEDIA_S3_ENDPOINT: z.url().optional(),
	/** Path-style addressing (bucket in the path); on by default with MEDIA_S3_ENDPOINT. */
	MEDIA_S3_FORCE_PATH_STYLE: flag.optional(),
	/** Prepended to object keys, e.g. `media/`. */
	MEDIA_S3_PREFIX: z
		.string()
		.regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be empty or folder names each ending with /')
		.default(''),
}

export type MediaConfig = z.output<z.ZodObject<typeof mediaConfigShape>>

/** Checks that need several variables at once (add to the configuration schema with superRefine). */
export function checkMediaConfig(config: MediaConfig, context: z.RefinementCtx) {
	// Picture fields take only URLs of this form (contracts/media.ts): the address must make them.
	if (!isStoredImageUrl(`${config.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/${'0'.repeat(32)}-960.webp`)) {
		context.addIssue({ code: 'custom', path: ['MEDIA_PUBLIC_URL'], message: 'must be a path, or an http(s) address without user, query or fragment, in letters, digits, . _ ~ -' })
	}
	if (config.MEDIA_WORKERS >= libuvThreads()) {
		context.addIssue({ code: 'custom', path: ['MEDIA_WORKERS'], message: `must be below UV_THREADPOOL_SIZE (${libuvThreads()}): each decode holds one of its threads, which token checks also need` })
	}
	if (config.MEDIA_STORAGE !== 's3') return
	if (!config.MEDIA_S3_BUCKET) context.addIssue({ code: 'custom', path: ['MEDIA_S3_BUCKET'], message: 'required when MEDIA_STORAGE is s3' })
	if (!config.MEDIA_S3_REGION && !config.AWS_REGION && !config.MEDIA_S3_ENDPOINT) {
		context.addIssue({ code: 'custom', path: ['MEDIA_S3_REGION'], message: 'required when MEDIA_STORAGE is s3 (or set AWS_REGION, or MEDIA_S3_ENDPOINT)' })
	}
}

/** The media variables alone, for a process that stores images without serving the API (the demo seed). */
export function parseMediaConfig(source: Record<string, string | undefined>): MediaConfig {
	return parseEnv(z.object(mediaConfigShape).superRefine(checkMediaConfig), source, 'media configuration')
}
