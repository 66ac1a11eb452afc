import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { assertKeyFor, contentTypeOfKey, isStoredContentType, type MediaStorage } from './storage.ts'

export type S3StorageOptions = {
	bucket: string
	/** Prepended to every key, e.g. `media/`. */
	prefix?: string
	/** A client of our own (tests); otherwise one from region/endpoint and the usual AWS credentials. */
	client?: S3Client
	region?: string
	/** An S3-compatible service (MinIO, R2, …) instead of AWS. */
	endpoint?: string
	forcePathStyle?: boolean
}

/** The same headers as GET /media/{key}, for when the bucket (or a CDN before it) serves the objects. */
export const objectHeaders = { CacheControl: 'public, max-age=31536000, immutable' }

/** Media as objects in an S3-compatible bucket. Credentials come from the SDK's usual chain (env, profile, role). */
export function createS3Storage(options: S3StorageOptions): MediaStorage {
	const client = options.client ?? new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: options.forcePathStyle })
	const Bucket = options.bucket
	const prefix = options.prefix ?? ''

	return {
		kind: 's3',

		async put(key, bytes, contentType) {
			assertKeyFor(key, contentType)
			await client.send(
				new PutObjectCommand({
					Bucket,
					Key: prefix + key,
					Body: bytes,
					ContentType: contentType,
					ContentLength: bytes.byteLength,
					ContentDisposition: `inline; filename="${key}"`,
					...objectHeaders,
				}),
			)
		},

		async get(key, range) {
			const expected = contentTypeOfKey(key)
			try {
				const object = await client.send(new GetObjectCommand({ Bucket, Key: prefix + key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
				if (!object.Body) return null
				// The type we wrote; anything else means the object is not ours as written, so we don't serve it.
				if (!isStoredContentType(object.ContentType) || object.ContentType !== expected) {
					object.Body.transformToWebStream().cancel().catch(() => {})
					return null
				}
				// With a range, the whole size is after the slash of Content-Range.
				const size = range ? Number(object.ContentRange?.split('/')[1]) : object.ContentLength
				return { body: object.Body.transformToWebStream(), contentType: expected, size: Number.isFinite(size) ? size : undefined }
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},

		async size(key) {
			const expected = contentTypeOfKey(key)
			try {
				const object = await client.send(new HeadObjectCommand({ Bucket, Key: prefix + key }))
				return object.ContentType === expected ? (object.ContentLength ?? null) : null
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},

		// One HEAD request: the object is there, with the type we wrote.
		async has(key) {
			const expected = contentTypeOfKey(key)
			try {
				const object = await client.send(new HeadObjectCommand({ Bucket, Key: prefix + key }))
				return object.ContentType === expected
			} catch (error) {
				if (isMissing(error)) return false
				throw error
			}
		},

		async delete(key) {
			contentTypeOfKey(key)
			await client.send(new DeleteObjectCommand({ Bucket, Key: prefix + key }))
		},
	}
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
