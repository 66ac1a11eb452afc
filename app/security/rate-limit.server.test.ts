import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ATTEMPT_LIMITS, clientIpOf, createAttemptLimiter, networkOf, type AttemptLimiter } from './rate-limit.server.ts'

const open: AttemptLimiter[] = []
function limiter(options?: Parameters<typeof createAttemptLimiter>[0]) {
	const created = createAttemptLimiter(options)
	open.push(created)
	return created
}

afterEach(async () => {
	await Promise.all(open.splice(0).map((created) => created.close()))
})

async function consumeTimes(attempts: AttemptLimiter, times: number, ...args: Parameters<AttemptLimiter['consume']>) {
	const decisions = []
	for (let i = 0; i < times; i++) decisions.push(await attempts.consume(...args))
	return decisions
}

const signInLimits = ATTEMPT_LIMITS['sign-in']

describe('attempt limiter (memory)', () => {
	test('one address guessing one account is stopped after a few tries; the owner elsewhere is not', async () => {
		const attempts = limiter()
		for (let i = 0; i < signInLimits.usernameAtIp.points; i++) {
			const username = i % 2 ? '  Someone@Example.com ' : 'someone@example.com'
			expect(await attempts.consume('sign-in', { ip: '203.0.113.7', username })).toEqual({ allowed: true })
		}
		expect((await attempts.consume('sign-in', { ip: '203.0.113.7', username: 'SOMEONE@example.com' })).allowed).toBe(false)
		// The real owner, from home: ten wrong guesses from somewhere else do not lock them out.
		expect(await attempts.consume('sign-in', { ip: '198.51.100.1', username: 'someone@example.com' })).toEqual({ allowed: true })
		expect(await attempts.consume('sign-in', { ip: '203.0.113.7', username: 'someone.else@example.com' })).toEqual({ allowed: true })
	})

	test('guesses at one account from many addresses meet the looser per-username limit, which the owner’s own browser skips', async () => {
		const attempts = limiter()
		for (let i = 0; i < signInLimits.username.points; i++) {
			expect(await attempts.consume('sign-in', { ip: `203.0.113.${i}`, username: 'someone@example.com' })).toEqual({ allowed: true })
		}
		expect((await attempts.consume('sign-in', { ip: '198.51.100.1', username: 'someone@example.com' })).allowed).toBe(false)
		expect(await attempts.consume('sign-in', { ip: '198.51.100.1', username: 'someone@example.com', ownBrowser: true })).toEqual({ allowed: true })
		// The owner's browser still has its own address's tight limit.
		await consumeTimes(attempts, signInLimits.usernameAtIp.points - 1, 'sign-in', { ip: '198.51.100.1', username: 'someone@example.com', ownBrowser: true })
		expect((await attempts.consume('sign-in', { ip: '198.51.100.1', username: 'someone@example.com', ownBrowser: true })).allowed).toBe(false)
	})

	test('the per-IP limit trips across different usernames', async () => {
		const attempts = limiter()
		for (let i = 0; i < signInLimits.ip.points; i++) {
			expect(await attempts.consume('sign-in', { ip: '203.0.113.7', username: `user${i}@example.com` })).toEqual({ allowed: true })
		}
		expect((await attempts.consume('sign-in', { ip: '203.0.113.7', username: 'fresh@example.com' })).allowed).toBe(false)
		expect(await attempts.consume('sign-in', { ip: '203.0.113.8', username: 'fresh@example.com' })).toEqual({ allowed: true })
	})

	test('perIpFactor widens only the per-IP allowance', async () => {
		const attempts = limiter({ perIpFactor: 3 })
		const ipPoints = signInLimits.ip.points * 3
		for (let i = 0; i < ipPoints; i++) {
			expect(await attempts.consume('sign-in', { ip: '203.0.113.9', username: `user${i}@example.com` })).toEqual({ allowed: true })
		}
		expect((await attempts.consume('sign-in', { ip: '203.0.113.9', username: 'fresh@example.com' })).allowed).toBe(false)
		await consumeTimes(attempts, signInLimits.usernameAtIp.points, 'sign-in', { ip: '', username: 'one@example.com' })
		expect((await attempts.consume('sign-in', { ip: '', username: 'one@example.com' })).allowed).toBe(false)
	})

	test('a refusal says how long to wait, within the window', async () => {
		const attempts = limiter()
		await consumeTimes(attempts, signInLimits.usernameAtIp.points, 'sign-in', { ip: '203.0.113.7', username: 'someone' })
		const refused = await attempts.consume('sign-in', { ip: '203.0.113.7', username: 'someone' })
		if (refused.allowed) throw new Error('expected a refusal')
		expect(refused.retryAfterSeconds).toBeGreaterThan(0)
		expect(refused.retryAfterSeconds).toBeLessThanOrEqual(signInLimits.usernameAtIp.duration)
	})

	test('clear() forgets the username’s attempts from that address', async () => {
		const attempts = limiter()
		const who = { ip: '203.0.113.7', username: 'someone' }
		await consumeTimes(attempts, signInLimits.usernameAtIp.points, 'sign-in', who)
		expect((await attempts.consume('sign-in', who)).allowed).toBe(false)
		await attempts.clear('sign-in', { ip: '203.0.113.7', username: ' SomeOne ' })
		expect(await attempts.consume('sign-in', who)).toEqual({ allowed: true })
	})

	test('kinds are counted separately, and sign-up and reset are stricter per IP', async () => {
		const attempts = limiter()
		for (const kind of ['sign-up', 'reset'] as const) {
			expect(ATTEMPT_LIMITS[kind].ip.points / ATTEMPT_LIMITS[kind].ip.duration).toBeLessThan(signInLimits.ip.points / signInLimits.ip.duration)
		}
		const who = { ip: '203.0.113.7', username: 'someone' }
		await consumeTimes(attempts, signInLimits.usernameAtIp.points, 'sign-in', who)
		expect((await attempts.consume('sign-in', who)).allowed).toBe(false)
		expect(await attempts.consume('sign-up', who)).toEqual({ allowed: true })
		expect(await attempts.consume('reset', who)).toEqual({ allowed: true })

		const resetLimits = ATTEMPT_LIMITS.reset.ip
		await consumeTimes(attempts, resetLimits.points, 'reset', { ip: '198.51.100.1', username: '' })
		expect((await attempts.consume('reset', { ip: '198.51.100.1', username: '' })).allowed).toBe(false)
		expect(await attempts.consume('sign-up', { ip: '198.51.100.1', username: '' })).toEqual({ allowed: true })
	})

	test('an unknown address is not one bucket shared by everyone', async () => {
		const attempts = limiter()
		for (let i = 0; i <= signInLimits.ip.points; i++) {
			expect(await attempts.consume('sign-in', { ip: '', username: `user${i}` })).toEqual({ allowed: true })
		}
	})

	test('addresses in one IPv6 /64 share a counter', async () => {
		const attempts = limiter()
		for (let i = 0; i < signInLimits.ip.points; i++) {
			await attempts.consume('sign-in', { ip: `2001:db8:1:2::${i.toString(16)}`, username: `user${i}` })
		}
		expect((await attempts.consume('sign-in', { ip: '2001:db8:1:2:ffff::1', username: 'fresh' })).allowed).toBe(false)
		expect(await attempts.consume('sign-in', { ip: '2001:db8:1:3::1', username: 'fresh' })).toEqual({ allowed: true })
	})

	test('a Redis that cannot be reached falls back to counting in memory', async () => {
		const onStoreError = vi.fn()
		const attempts = limiter({ redisUrl: 'redis://127.0.0.1:9', keyPrefix: `test-${randomUUID()}`, onStoreError })
		const who = { ip: '203.0.113.7', username: 'someone' }
		const decisions = await consumeTimes(attempts, signInLimits.usernameAtIp.points, 'sign-in', who)
		expect(decisions.every((decision) => decision.allowed)).toBe(true)
		expect((await attempts.consume('sign-in', who)).allowed).toBe(false)
		await vi.waitFor(() => expect(onStoreError).toHaveBeenCalledTimes(1))
	})
})

describe('networkOf', () => {
	test.each([
		['203.0.113.7', '203.0.113.7'],
		['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
		['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
		['2001:db8::1', '2001:db8:0:0::/64'],
		['::1', '0:0:0:0::/64'],
		['fe80::1%eth0', 'fe80:0:0:0::/64'],
		['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
		['', ''],
	])('%s → %s', (ip, network) => {
		expect(networkOf(ip)).toBe(network)
	})
})

describe('clientIpOf', () => {
	test('the load balancer’s X-Forwarded-For entry, as the API is told (one trusted hop by default); the socket without one', () => {
		const request = new Request('http://localhost/login', { headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.7' } })
		expect(clientIpOf(request, { remoteAddress: '10.0.0.2' })).toBe('203.0.113.7')
		expect(clientIpOf(new Request('http://localhost/login'), { remoteAddress: '10.0.0.2' })).toBe('10.0.0.2')
		expect(clientIpOf(new Request('http://localhost/login'))).toBe('')
	})
})

const redisUrl = process.env.TEST_REDIS_URL

describe('attempt limiter (Redis)', () => {
	test.skipIf(!redisUrl)('two replicas share their counts', async () => {
		const keyPrefix = `test-attempts:${randomUUID()}`
		const [replicaA, replicaB] = [limiter({ redisUrl, keyPrefix }), limiter({ redisUrl, keyPrefix })]
		const inspector = new Redis(redisUrl!)
		try {
			const who = { ip: '203.0.113.7', username: 'someone@example.com' }
			for (let i = 0; i < signInLimits.usernameAtIp.points; i++) {
				expect(await (i % 2 ? replicaA : replicaB).consume('sign-in', who)).toEqual({ allowed: true })
			}
			expect((await replicaA.consume('sign-in', who)).allowed).toBe(false)
			expect((await replicaB.consume('sign-in', who)).allowed).toBe(false)
			// Usernames are not stored readable.
			const keys = await inspector.keys(`${keyPrefix}:*`)
			expect(keys.length).toBeGreaterThan(0)
			expect(keys.join(' ')).not.toContain('someone')

			await replicaA.clear('sign-in', who)
			expect(await replicaB.consume('sign-in', who)).toEqual({ allowed: true })
		} finally {
			const keys = await inspector.keys(`${keyPrefix}:*`)
			if (keys.length) await inspector.del(...keys)
			await inspector.quit()
		}
	})
})
