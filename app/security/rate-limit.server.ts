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
export type Attempt = { ip: string; username: string }
export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Window = { points: number; duration: number }

/**
 * Attempts allowed per window (duration in seconds). Per username slows guessing one account's password
 * (or flooding one person with codes) from many addresses; per IP slows one address trying many accounts.
 * The per-IP numbers leave room for mobile carriers' shared (CGNAT) addresses. Sign-up and reset send
 * email or SMS, so they are stricter per IP than sign-in.
 */
export const ATTEMPT_LIMITS = {
	'sign-in': { perUsername: { points: 10, duration: 15 * 60 }, perIp: { points: 50, duration: 15 * 60 } },
	'sign-up': { perUsername: { points: 10, duration: 60 * 60 }, perIp: { points: 20, duration: 60 * 60 } },
	reset: { perUsername: { points: 10, duration: 60 * 60 }, perIp: { points: 20, duration: 60 * 60 } },
} as const satisfies Record<AttemptKind, { perUsername: Window; perIp: Window }>

const KINDS = Object.keys(ATTEMPT_LIMITS) as AttemptKind[]

export type AttemptLimiter = {
	/** Counts one attempt against the IP and the username; refused when either is over its limit. */
	consume(kind: AttemptKind, attempt: Attempt): Promise<AttemptDecision>
	/** Forgets the username's attempts (after a successful sign-in, so typos earlier do not linger). */
	clear(kind: AttemptKind, attempt: Pick<Attempt, 'username'>): Promise<void>
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
		KINDS.map((kind) => [kind, { ip: build(`${kind}:ip`, { ...ATTEMPT_LIMITS[kind].perIp, points: ATTEMPT_LIMITS[kind].perIp.points * perIpFactor }), username: build(`${kind}:user`, ATTEMPT_LIMITS[kind].perUsername) }]),
	) as Record<AttemptKind, { ip: Pair; username: Pair }>

	return {
		async consume(kind, { ip, username }) {
			await connecting
			const checks: Promise<number>[] = []
			// An unknown address or username is not counted, rather than sharing one bucket with every other unknown.
			const network = networkOf(ip)
			if (network) checks.push(waitOf(limiters[kind].ip.limiter, network))
			const user = usernameKey(username)
			if (user) checks.push(waitOf(limiters[kind].username.limiter, user))
			const waits = await Promise.all(checks)
			const longest = Math.max(0, ...waits)
			return longest > 0 ? { allowed: false, retryAfterSeconds: longest } : { allowed: true }
		},
		async clear(kind, { username }) {
			const user = usernameKey(username)
			if (!user) return
			const { limiter, insurance } = limiters[kind].username
			await Promise.all([limiter.delete(user), insurance?.delete(user)])
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

/**
 * Counts one attempt of `kind` from this request; when it is one too many, the form error to show
 * (auth.json `errors.rateLimited`, with the wait in minutes), else undefined.
 */
export async function attemptRefusal(kind: AttemptKind, request: Request, context: Pick<AppLoadContext, 'remoteAddress'>, username: string) {
	const decision = await attemptLimiter.consume(kind, { ip: clientIpOf(request, context), username })
	return decision.allowed ? undefined : encodeMessage('rateLimited', { minutes: Math.ceil(decision.retryAfterSeconds / 60) })
}
