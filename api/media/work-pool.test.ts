import sharp from 'sharp'
import { afterEach, describe, expect, test } from 'vitest'
import { parseApiConfig } from '#api/config.ts'
import { createMediaWorkPool, MediaBusyError, type MediaWorkPool } from './work-pool.ts'

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a7' } }).png().toBuffer()
const imageTask = async (width: number, height: number) => ({ kind: 'image' as const, bytes: new Uint8Array(await png(width, height)), purpose: 'content' as const, maxPixels: 40_000_000 })

describe('the media work pool', () => {
	let pool: MediaWorkPool | undefined
	afterEach(async () => {
		await pool?.close()
	})

	test('decodes in a worker thread, once it has loaded: the variants come back, the upload’s bytes moved there', async () => {
		pool = createMediaWorkPool({ workers: 1, queueLength: 1, timeLimitSeconds: 60 })
		await pool.ready()
		const task = await imageTask(1000, 500)
		const result = await pool.run<'image'>(task)
		expect(task.bytes.byteLength).toBe(0) // moved, not copied
		expect('variants' in result && result.variants.map(({ width, height }) => [width, height])).toEqual([
			[480, 240],
			[960, 480],
			[1000, 500],
		])
	})

	test('past the workers and the queue, an upload is refused at once as busy, with a time to retry', async () => {
		pool = createMediaWorkPool({ workers: 1, queueLength: 1, timeLimitSeconds: 60 })
		await pool.ready()
		const tasks = await Promise.all([imageTask(3000, 2000), imageTask(3000, 2000), imageTask(3000, 2000)])
		const running = pool.run<'image'>(tasks[0]!)
		const waiting = pool.run<'image'>(tasks[1]!)
		const refused = pool.run<'image'>(tasks[2]!)
		await expect(refused).rejects.toThrow(MediaBusyError)
		await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 60 })
		// The one running and the one waiting are both done.
		expect('variants' in (await running)).toBe(true)
		expect('variants' in (await waiting)).toBe(true)
	})

	test('an upload not done within the time limit (counted from its queueing) is stopped and answered busy', async () => {
		pool = createMediaWorkPool({ workers: 1, queueLength: 1, timeLimitSeconds: 0.05 })
		await pool.ready()
		await expect(pool.run<'image'>(await imageTask(4000, 3000))).rejects.toMatchObject({ name: 'MediaBusyError', retryAfterSeconds: 1 })
	})
})

describe('the media work pool’s configuration', () => {
	const required = {
		IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc',
		IDENTITY_CLIENT_ID: 'client',
		IDENTITY_ENDPOINT: 'http://127.0.0.1:9229',
		BUSINESS_USER_TOKEN_SECRET: 'x'.repeat(32),
	}

	test('defaults: a worker per core but one (at least one, below libuv’s threads), 8 waiting, 30 seconds', () => {
		const config = parseApiConfig(required)
		expect(config.MEDIA_WORKERS).toBeGreaterThanOrEqual(1)
		expect(config.MEDIA_WORKERS).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4)
		expect(config).toMatchObject({ MEDIA_QUEUE_LENGTH: 8, MEDIA_TIME_LIMIT_SECONDS: 30 })
		expect(parseApiConfig({ ...required, MEDIA_WORKERS: '2', MEDIA_QUEUE_LENGTH: '0', MEDIA_TIME_LIMIT_SECONDS: '5' })).toMatchObject({ MEDIA_WORKERS: 2, MEDIA_QUEUE_LENGTH: 0, MEDIA_TIME_LIMIT_SECONDS: 5 })
	})

	test('refuses no workers, as many workers as libuv has threads, and a time limit of nothing', () => {
		expect(() => parseApiConfig({ ...required, MEDIA_WORKERS: '0' })).toThrow(/MEDIA_WORKERS/)
		expect(() => parseApiConfig({ ...required, MEDIA_WORKERS: String(Number(process.env.UV_THREADPOOL_SIZE) || 4) })).toThrow(/MEDIA_WORKERS: must be below UV_THREADPOOL_SIZE/)
		expect(() => parseApiConfig({ ...required, MEDIA_TIME_LIMIT_SECONDS: '0' })).toThrow(/MEDIA_TIME_LIMIT_SECONDS/)
		expect(() => parseApiConfig({ ...required, MEDIA_QUEUE_LENGTH: 'many' })).toThrow(/MEDIA_QUEUE_LENGTH/)
	})
})
