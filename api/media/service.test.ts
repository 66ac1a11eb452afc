import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { parseApiConfig } from '#api/config.ts'
import { createMediaService, mediaDefaults as mediaOptions, mediaWorkDefaults } from './service.ts'
import { connectRedis } from '#server/redis.ts'
import { createDiskStorage } from './disk-storage.ts'
import { sniffImageFormat } from './images.ts'
import { createS3Storage } from './s3-storage.ts'
import { mediaStorageFromConfig } from './setup.ts'
import { createMediaWorkPool } from './work-pool.ts'
import { InvalidMediaKeyError, type MediaStorage } from './storage.ts'

const key = '0123456789abcdef0123456789abcdef-96.webp'
const text = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer()).toString()

describe('disk storage', () => {
	let directory: string
	let storage: MediaStorage

	beforeEach(async () => {
		directory = await mkdtemp(join(tmpdir(), 'media-test-'))
		storage = createDiskStorage(directory)
	})

	afterEach(async () => {
		await rm(directory, { recursive: true, force: true })
	})

	test('puts, gets and deletes, in a sub-directory by the first two characters', async () => {
		await storage.put(key, Buffer.from('webp bytes'), 'image/webp')
		const path = join(directory, '01', key)
		expect(await readFile(path, 'utf8')).toBe('webp bytes')
		expect((await stat(path)).mode & 0o111).toBe(0) // never executable
		expect(await readdir(join(directory, '01'))).toEqual([key]) // no temporary file left

		const object = await storage.get(key)
		expect(object).toMatchObject({ contentType: 'image/webp', size: 10 })
		expect(await text(object!.body)).toBe('webp bytes')

		expect(await storage.has(key)).toBe(true)
		await storage.delete(key)
		expect(await storage.get(key)).toBeNull()
		expect(await storage.has(key)).toBe(false)
		await storage.delete(key) // already gone: fine
	})

	test('the type comes from our key, and a key must agree with the type written under it', async () => {
		await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(InvalidMediaKeyError)
		await storage.put('0123456789abcdef0123456789abcdef-96.png', Buffer.from('x'), 'image/png')
		expect((await storage.get('0123456789abcdef0123456789abcdef-96.png'))?.contentType).toBe('image/png')
	})

	test('refuses keys that could leave the directory or name another type', async () => {
		await writeFile(join(directory, 'outside.webp'), 'secret')
		for (const bad of ['../outside.webp', '..', 'a/b.webp', 'x.html', 'x.webp.html', '.webp', 'A.webp', 'x..webp', `${key}\0`, '']) {
			await expect(storage.get(bad), bad).rejects.toThrow(InvalidMediaKeyError)
			await expect(storage.put(bad, Buffer.from('x'), 'image/webp'), bad).rejects.toThrow(InvalidMediaKeyError)
			await expect(storage.delete(bad), bad).rejects.toThrow(InvalidMediaKeyError)
			await expect(storage.has(bad), bad).rejects.toThrow(InvalidMediaKeyError)
		}
		expect(await readFile(join(directory, 'outside.webp'), 'utf8')).toBe('secret')
	})
})

describe('S3 storage (the client mocked at send)', () => {
	function storageWith(send: (command: unknown) => unknown) {
		const client = { send: vi.fn(async (command: unknown) => send(command)) }
		return { client, storage: createS3Storage({ bucket: 'robtua-media', prefix: 'media/', client: client as unknown as S3Client }) }
	}

	// What the SDK's Body offers (a Node stream with transform helpers), reduced to the one we use.
	const body = (content: string) => ({ transformToWebStream: () => Readable.toWeb(Readable.from([Buffer.from(content)])) })

	test('put writes the object with its type, disposition and cache headers', async () => {
		const { client, storage } = storageWith(() => ({}))
		await storage.put(key, Buffer.from('webp'), 'image/webp')
		const command = client.send.mock.calls[0]![0]
		expect(command).toBeInstanceOf(PutObjectCommand)
		expect((command as PutObjectCommand).input).toMatchObject({
			Bucket: 'robtua-media',
			Key: `media/${key}`,
			ContentType: 'image/webp',
			ContentLength: 4,
			ContentDisposition: `inline; filename="${key}"`,
			CacheControl: 'public, max-age=31536000, immutable',
		})
	})

	test('get streams the object, and a missing one is null', async () => {
		const { client, storage } = storageWith((command) => {
			if ((command as GetObjectCommand).input.Key === `media/${key}`) return { Body: body('webp'), ContentType: 'image/webp', ContentLength: 4 }
			throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } })
		})
		const object = await storage.get(key)
		expect(client.send.mock.calls[0]![0]).toBeInstanceOf(GetObjectCommand)
		expect(object).toMatchObject({ contentType: 'image/webp', size: 4 })
		expect(await text(object!.body)).toBe('webp')
		expect(await storage.get('ffffffffffffffffffffffffffffffff-96.webp')).toBeNull()
	})

	test('has asks with one HEAD: there with our type, missing, or of another type', async () => {
		const { client, storage } = storageWith((command) => {
			const { Key } = (command as HeadObjectCommand).input
			if (Key === `media/${key}`) return { ContentType: 'image/webp', ContentLength: 4 }
			if (Key === 'media/ffffffffffffffffffffffffffffffff-96.webp') return { ContentType: 'text/html' }
			throw new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } })
		})
		expect(await storage.has(key)).toBe(true)
		expect(client.send.mock.calls[0]![0]).toBeInstanceOf(HeadObjectCommand)
		expect(await storage.has('ffffffffffffffffffffffffffffffff-96.webp')).toBe(false)
		expect(await storage.has('eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee-96.webp')).toBe(false)
	})

	test('an object whose stored type is not what we wrote is not served', async () => {
		const { storage } = storageWith(() => ({ Body: body('<html>'), ContentType: 'text/html' }))
		expect(await storage.get(key)).toBeNull()
	})

	test('other failures surface; delete sends DeleteObject; bad keys never reach the bucket', async () => {
		const failing = storageWith(() => {
			throw new Error('network down')
		})
		await expect(failing.storage.get(key)).rejects.toThrow('network down')

		const { client, storage } = storageWith(() => ({}))
		await storage.delete(key)
		expect(client.send.mock.calls[0]![0]).toBeInstanceOf(DeleteObjectCommand)
		expect((client.send.mock.calls[0]![0] as DeleteObjectCommand).input).toEqual({ Bucket: 'robtua-media', Key: `media/${key}` })
		await expect(storage.get('../x.webp')).rejects.toThrow(InvalidMediaKeyError)
		expect(client.send).toHaveBeenCalledTimes(1)
	})
})

describe('media service', () => {
	// The services of these tests share one pool of decoding workers.
	const work = createMediaWorkPool(mediaWorkDefaults)
	const mediaDefaults = { ...mediaOptions, work }
	beforeAll(() => work.ready(), 60_000)
	afterAll(() => work.close())

	const memory = () => {
		const objects = new Map<string, Uint8Array>()
		const storage: MediaStorage = {
			kind: 'disk',
			put: vi.fn(async (k: string, bytes: Uint8Array) => void objects.set(k, bytes)),
			get: async () => null,
			size: async (k: string) => objects.get(k)?.byteLength ?? null,
			has: async (k: string) => objects.has(k),
			delete: vi.fn(async (k: string) => void objects.delete(k)),
		}
		return { objects, storage }
	}

	test('counts uploads per caller per hour', async () => {
		const media = createMediaService({ ...mediaDefaults, storage: memory().storage, uploadsPerHour: 2 })
		expect(await media.takeUploadAllowance('a')).toEqual({ ok: true })
		expect(await media.takeUploadAllowance('a')).toEqual({ ok: true })
		const third = await media.takeUploadAllowance('a')
		expect(third.ok).toBe(false)
		expect(!third.ok && third.retryAfterSeconds).toBeGreaterThan(3000)
		expect(await media.takeUploadAllowance('b')).toEqual({ ok: true })
	})

	test.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two replicas count one caller together', async () => {
		const connections = [connectRedis(process.env.TEST_REDIS_URL!), connectRedis(process.env.TEST_REDIS_URL!)]
		try {
			await Promise.all(connections.map((connection) => connection.connecting))
			const [replicaA, replicaB] = connections.map(({ redis }) => createMediaService({ ...mediaDefaults, storage: memory().storage, uploadsPerHour: 2, redis }))
			const caller = randomUUID()
			expect(await replicaA!.takeUploadAllowance(caller)).toEqual({ ok: true })
			expect(await replicaB!.takeUploadAllowance(caller)).toEqual({ ok: true })
			expect((await replicaA!.takeUploadAllowance(caller)).ok).toBe(false)
			expect((await replicaB!.takeUploadAllowance(caller)).ok).toBe(false)
			await connections[0]!.redis.del(`uploads:${caller}`)
		} finally {
			await Promise.all(connections.map((connection) => connection.close()))
		}
	})

	test('URLs under MEDIA_PUBLIC_URL, and recognising our own', async () => {
		const { storage } = memory()
		const media = createMediaService({ ...mediaDefaults, storage, publicUrl: 'https://cdn.robtua.test/i/' })
		const image = await media.uploadImage(await sharp({ create: { width: 120, height: 90, channels: 3, background: '#fff' } }).png().toBuffer(), 'avatar')
		expect(image.url).toBe(`https://cdn.robtua.test/i/${image.id}-90.webp`)
		expect(media.isOwnImageUrl(image.url)).toBe(true)
		expect(media.isOwnImageUrl(`https://elsewhere.test/i/${image.id}-90.webp`)).toBe(false)
		expect(media.isOwnImageUrl('https://cdn.robtua.test/i/../secret.webp')).toBe(false)
	})

	test('a stored image is one of our URLs whose key the store holds', async () => {
		const { storage } = memory()
		const media = createMediaService({ ...mediaDefaults, storage })
		const image = await media.uploadImage(await sharp({ create: { width: 600, height: 300, channels: 3, background: '#fff' } }).png().toBuffer(), 'content')
		for (const variant of image.variants) expect(await media.isStoredMedia(variant.url)).toBe(true)
		expect(await media.isStoredMedia(`/media/${'0'.repeat(32)}-480.webp`)).toBe(false) // our form, never stored
		expect(await media.isStoredMedia(`https://evil.example/media/${image.id}-480.webp`)).toBe(false)
		expect(await media.isStoredMedia(`/elsewhere/${image.id}-480.webp`)).toBe(false)
	})

	test('a failed write removes the variants already written', async () => {
		const { objects, storage } = memory()
		vi.mocked(storage.put).mockImplementationOnce(async (k, bytes) => void objects.set(k, bytes)).mockRejectedValueOnce(new Error('disk full'))
		const media = createMediaService({ ...mediaDefaults, storage })
		const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#fff' } }).png().toBuffer()
		await expect(media.uploadImage(png, 'content')).rejects.toThrow('disk full')
		expect(storage.delete).toHaveBeenCalledTimes(1)
		expect(objects.size).toBe(0)
	})

	test('sniffs formats by their first bytes', () => {
		expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg')
		expect(sniffImageFormat(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('png')
		expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
		expect(sniffImageFormat(Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf'))).toBe('avif')
		expect(sniffImageFormat(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'))).toBe('heic')
		expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull()
		expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
		expect(sniffImageFormat(Buffer.from('%PDF-1.7'))).toBeNull()
	})
})

describe('media configuration', () => {
	const required = {
		IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
		IDENTITY_CLIENT_ID: 'client',
		IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
		BUSINESS_USER_TOKEN_SECRET: 'x'.repeat(32),
	}

	test('defaults: disk under .data/media, 10 MB, 40 megapixels, served at /media', () => {
		expect(parseApiConfig(required)).toMatchObject({
			MEDIA_STORAGE: 'disk',
			MEDIA_DIR: '.data/media',
			MEDIA_MAX_BYTES: 10 * 1024 * 1024,
			MEDIA_MAX_PIXELS: 40_000_000,
			MEDIA_PUBLIC_URL: '/media',
			MEDIA_UPLOADS_PER_HOUR: 60,
		})
	})

	test('S3 needs a bucket and a region (or an endpoint)', () => {
		expect(() => parseApiConfig({ ...required, MEDIA_STORAGE: 's3' })).toThrow(/MEDIA_S3_BUCKET: required when MEDIA_STORAGE is s3[\s\S]*MEDIA_S3_REGION: required/)
		const config = parseApiConfig({ ...required, MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'robtua-media', MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000' })
		expect(mediaStorageFromConfig(config).kind).toBe('s3')
		expect(parseApiConfig({ ...required, MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'b-1', AWS_REGION: 'ap-southeast-1' }).MEDIA_S3_REGION).toBeUndefined()
	})

	test('names invalid values', () => {
		expect(() => parseApiConfig({ ...required, MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/)
		expect(() => parseApiConfig({ ...required, MEDIA_PUBLIC_URL: 'cdn.robtua.test' })).toThrow(/MEDIA_PUBLIC_URL: must be a path starting with \/ or an absolute URL/)
		expect(() => parseApiConfig({ ...required, MEDIA_MAX_BYTES: '10MB' })).toThrow(/MEDIA_MAX_BYTES/)
		expect(() => parseApiConfig({ ...required, MEDIA_S3_PREFIX: '../' })).toThrow(/MEDIA_S3_PREFIX/)
		for (const address of ['https://cdn.robtua.test/i?x=1', 'https://user@cdn.robtua.test/i', 'ftp://cdn.robtua.test/i']) {
			expect(() => parseApiConfig({ ...required, MEDIA_PUBLIC_URL: address }), address).toThrow(/MEDIA_PUBLIC_URL/)
		}
		expect(parseApiConfig({ ...required, MEDIA_PUBLIC_URL: 'https://cdn.robtua.test/media/' }).MEDIA_PUBLIC_URL).toBe('https://cdn.robtua.test/media/')
	})
})
