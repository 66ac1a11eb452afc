import { Redis } from 'ioredis'

/**
 * A Redis connection for shared counters (attempt and upload limits). It fails commands at once while
 * disconnected, so a limiter's in-memory insurance answers instead; `connecting` settles within a second,
 * and `close` ends it (once) at shutdown.
 */
export function connectRedis(url: string, onStoreError?: (error: Error) => void) {
	const redis = new Redis(url, {
		// Fail at once while disconnected, so the insurance limiter answers instead of a queued command.
		enableOfflineQueue: false,
		// A slow Redis must not hold up a sign-in or an upload either.
		commandTimeout: 1000,
	})
	// Report an outage once, not on every reconnect attempt.
	let healthy = true
	redis.on('ready', () => (healthy = true))
	redis.on('error', (error: Error) => {
		if (healthy) onStoreError?.(error)
		healthy = false
	})
	// The first requests after start wait (briefly) for the connection rather than being counted apart.
	const connecting = new Promise<void>((resolve) => {
		const done = () => {
			clearTimeout(timer)
			resolve()
		}
		const timer = setTimeout(done, 1000)
		timer.unref()
		redis.once('ready', done)
		redis.once('error', done)
	})
	const close = async () => {
		if (redis.status !== 'end') await redis.quit().catch(() => redis.disconnect())
	}
	return { redis, connecting, close }
}
