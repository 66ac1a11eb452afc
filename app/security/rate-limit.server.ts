import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { AppLoadContext } from '@remix-run/node'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { clientIpOf as forwardedClientIpOf } from '#app/api/client-ip.server.ts'
import { getConfig } from '#app/config/env.server.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { createLogger } from '#server/logger.ts'
import { connectRedis } from '#server/redis.ts'

export type AttemptKind = 'sign-in' | 'sign-up' | 'reset'
export type Attempt = {
	ip: string
	username: string
	/** The browser signed in as this username before (its device cookie says so): its owner's. */
	ownBrowser?: boolean
}
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Window = { points: number; duration: number }
type Bucket = 'ip' | 'usernameAtIp' | 'username'

/**
 * Attempts allowed per window (duration in seconds), in three buckets:
 * - per username at one address, tightly: guessing one account's password from one place;
 * - per username from anywhere, loosely: guessing from many addresses. A guesser must not be able to
 *   lock the real owner out with it, so it is wide, and a browser the owner signed in on before skips it;
 * - per address, across usernames: one place trying many accounts, with room for mobile carriers' shared
 *   (CGNAT) addresses.
 * Sign-up and reset send email or SMS, so they are stricter per address than sign-in.
 */
export const ATTEMPT_LIMITS = {
	'sign-in': {
		usernameAtIp: { points: 10, duration: 15 * 60 },
		username: { points: 50, duration: 60 * 60 },
		ip: { points: 50, duration: 15 * 60 },
	},
	'sign-up': {
		usernameAtIp: { points: 10, duration: 60 * 60 },
		username: { points: 20, duration: 60 * 60 },
		ip: { points: 20, duration: 60 * 60 },
	},
	reset: {
		usernameAtIp: { points: 10, duration: 60 * 60 },
		username: { points: 20, duration: 60 * 60 },
		ip: { points: 20, duration: 60 * 60 },
	},
} as const satisfies Record<AttemptKind, Record<Bucket, Window>>

const KINDS = Object.keys(ATTEMPT_LIMITS) as AttemptKind[]
const BUCKETS: Bucket[] = ['usernameAtIp', 'username', 'ip']

export type AttemptLimiter = {
	/** Counts one attempt in each bucket it falls in; refused when any of them is over its limit. */
	consume(kind: AttemptKind, attempt: Attempt): Promise<AttemptDecision>
	/**
	 * After a successful sign-in: forgets the username's attempts from this address (typos there do not
	 * linger) and gives back the success's own point elsewhere (signing in often is not guessing).
	 */
	clear(kind: AttemptKind, attempt: Attempt): Promise<void>
	/** Closes the Redis connection, if any. */
	close(): Promise<void>
}

type Options = {
	/** Counters shared by every replica; without it each replica counts in its own memory. */
	redisUrl?: string
	keyPrefix?: string
	/** Called when Redis becomes unreachable (attempts are then counted in memory until it is back). */
	onStoreError?: (error: Error) => void
	/** Multiplies the per-IP allowances, for a deployment where many people share one address (QA). */
	perIpFactor?: number
}

type Pair = { limiter: RateLimiterAbstract; insurance?: RateLimiterAbstract }

export function createAttemptLimiter({ redisUrl, keyPrefix = 'attempts', onStoreError, perIpFactor = 1 }: Options = {}): AttemptLimiter {
	const { redis, connecting, close: closeRedis } = redisUrl ? connectRedis(redisUrl, onStoreError) : {}

	function build(prefix: string, window: Window): Pair {
		const options = { keyPrefix: `${keyPrefix}:${prefix}`, ...window }
		if (!redis) return { limiter: new RateLimiterMemory(options) }
		// Per-replica counting while Redis is down: an outage must not lock everyone out (nor open the gates).
		const insurance = new RateLimiterMemory(options)
		return { limiter: new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: insurance }), insurance }
	}

	const limiters = Object.fromEntries(
		KINDS.map((kind) => {
			const limits = ATTEMPT_LIMITS[kind]
			return [
				kind,
				{
					usernameAtIp: build(`${kind}:user-ip`, limits.usernameAtIp),
					username: build(`${kind}:user`, limits.username),
					ip: build(`${kind}:ip`, { ...limits.ip, points: limits.ip.points * perIpFactor }),
				},
			]
		}),
	) as Record<AttemptKind, Record<Bucket, Pair>>

	/** The attempt's key in each bucket; none where it is not counted. */
	function keysOf({ ip, username, ownBrowser = false }: Attempt): Partial<Record<Bucket, string>> {
		// An unknown address or username is not counted, rather than sharing one bucket with every other unknown.
		const network = networkOf(ip)
		const user = usernameKey(username)
		return {
			ip: network || undefined,
			usernameAtIp: user ? `${user}@${network}` : undefined,
			username: user && !ownBrowser ? user : undefined,
		}
	}

	return {
		async consume(kind, attempt) {
			await connecting
			const keys = keysOf(attempt)
			const waits = await Promise.all(BUCKETS.map((bucket) => (keys[bucket] ? waitOf(limiters[kind][bucket].limiter, keys[bucket]) : 0)))
			const longest = Math.max(0, ...waits)
			return longest > 0 ? { allowed: false, retryAfterSeconds: longest } : { allowed: true }
		},
		async clear(kind, attempt) {
			const keys = keysOf(attempt)
			await Promise.all(
				BUCKETS.map(async (bucket) => {
					const key = keys[bucket]
					if (!key) return
					const { limiter, insurance } = limiters[kind][bucket]
					// Typos at this address are forgotten; elsewhere only this attempt's own point is given back,
					// so a success does not wipe out guesses others made.
					if (bucket === 'usernameAtIp') await Promise.all([limiter.delete(key), insurance?.delete(key)])
					else await Promise.all([limiter.reward(key, 1), insurance?.reward(key, 1)])
				}),
			)
		},
		async close() {
			await closeRedis?.()
		},
	}
}

/** Seconds to wait, 0 when the attempt may go ahead. */
async function waitOf(limiter: RateLimiterAbstract, key: string): Promise<number> {
	try {
		await limiter.consume(key)
		return 0
	} catch (rejection) {
		if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
		throw rejection
	}
}

/** Lower-cased and trimmed, then hashed: usernames are emails and phone numbers, kept out of Redis. */
function usernameKey(username: string): string {
	const normalized = username.trim().toLowerCase()
	return normalized ? createHash('sha256').update(normalized).digest('base64url') : ''
}

/**
 * The address to count against: an IPv6 address by its /64, which one subscriber usually holds whole
 * (counting single addresses in it would let them rotate for free).
 */
export function networkOf(ip: string): string {
	const address = ip.trim().toLowerCase().split('%')[0] ?? ''
	if (!isIPv6(address)) return address
	// An embedded IPv4 tail takes two groups; only the first four groups matter here.
	const groups = (part: string) => (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
	const [head = '', tail] = address.split('::')
	const left = groups(head)
	const right = tail === undefined ? [] : groups(tail)
	const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
	return `${full
		.slice(0, 4)
		.map((group) => group.replace(/^0+(?=.)/, ''))
		.join(':')}::/64`
}

/**
 * The caller's address for rate limiting: the same one the product API is told about (the load
 * balancer's X-Forwarded-For entry per TRUST_PROXY_HOPS, else the socket's peer from the load context).
 */
export function clientIpOf(request: Request, context?: Pick<AppLoadContext, 'remoteAddress'>): string {
	return forwardedClientIpOf(request, { trustedProxyHops: getConfig().TRUST_PROXY_HOPS, remoteAddress: context?.remoteAddress })
}

let shared: AttemptLimiter | undefined

function sharedLimiter(): AttemptLimiter {
	if (!shared) {
		const config = getConfig()
		const logger = createLogger(config.LOG_LEVEL).child({ component: 'rate-limit' })
		shared = createAttemptLimiter({
			redisUrl: config.REDIS_URL,
			perIpFactor: config.ATTEMPT_LIMIT_IP_FACTOR,
			onStoreError: (error) => logger.warn({ err: error }, 'Redis unreachable: counting sign-in attempts per replica until it is back'),
		})
	}
	return shared
}

/** The app's limiter, from its configuration; created on first use so importing it connects nothing. */
export const attemptLimiter: AttemptLimiter = {
	consume: (kind, attempt) => sharedLimiter().consume(kind, attempt),
	clear: (kind, attempt) => sharedLimiter().clear(kind, attempt),
	close: async () => {
		await shared?.close()
		shared = undefined
	},
}

/** The attempt a request makes for `username`: its address per the trusted proxy hops. */
export function attemptOf(request: Request, context: Pick<AppLoadContext, 'remoteAddress'>, username: string, { ownBrowser = false } = {}): Attempt {
	return { ip: clientIpOf(request, context), username, ownBrowser }
}

/**
 * Counts one attempt of `kind`; when it is one too many, the form error to show (auth.json
 * `errors.rateLimited`, with the wait in minutes), else undefined.
 */
export async function attemptRefusal(kind: AttemptKind, attempt: Attempt) {
	const decision = await attemptLimiter.consume(kind, attempt)
	return decision.allowed ? undefined : encodeMessage('rateLimited', { minutes: Math.ceil(decision.retryAfterSeconds / 60) })
}
