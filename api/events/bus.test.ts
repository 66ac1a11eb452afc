import pg from 'pg'
import { pino } from 'pino'
import { describe, expect, test } from 'vitest'
import { connectRedis } from '#server/redis.ts'
import { inProcessBus, postgresBus, redisBus, type BusEvent, type EventBus } from './bus.ts'

// The events bus between API replicas (docs/decisions/0027-chat-live.md): what one replica publishes, every
// replica's listeners hear, once, as sent. PostgreSQL and Redis when this machine has them.

const logger = pino({ level: 'silent' })

/** Publishes through the first bus and waits for the events on the second. */
async function carries(from: EventBus, to: EventBus) {
	await Promise.all([from.ready, to.ready])
	const heard: BusEvent[] = []
	const stop = to.subscribe((event) => heard.push(event))
	const sent: BusEvent[] = [
		{ t: 'message', room: '1f0c3b8e-0000-4000-8000-000000000001', seq: 41 },
		{ t: 'read', room: '1f0c3b8e-0000-4000-8000-000000000001', side: 2 },
		{ t: 'access', profile: null },
	]
	for (const event of sent) await from.publish(event)
	await expect.poll(() => heard.length, { timeout: 2000 }).toBe(sent.length)
	expect(heard).toEqual(sent)
	stop()
	await from.publish({ t: 'access', profile: 'nobody listens' })
	await new Promise((resolve) => setTimeout(resolve, 100))
	expect(heard).toHaveLength(sent.length)
}

describe('the events bus', () => {
	test('in one process (the embedded database)', async () => {
		const bus = inProcessBus()
		await carries(bus, bus)
	})

	test.skipIf(!process.env.DATABASE_URL)('PostgreSQL: one replica’s NOTIFY reaches another’s LISTEN connection', async () => {
		const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
		const [a, b] = [postgresBus({ url: process.env.DATABASE_URL!, publishWith: pool, logger }), postgresBus({ url: process.env.DATABASE_URL!, publishWith: pool, logger })]
		try {
			await carries(a, b)
		} finally {
			await Promise.all([a.close(), b.close()])
			await pool.end()
		}
	})

	test.skipIf(!process.env.TEST_REDIS_URL)('Redis: one replica’s PUBLISH reaches another’s subscription', async () => {
		const connections = [connectRedis(process.env.TEST_REDIS_URL!), connectRedis(process.env.TEST_REDIS_URL!)]
		await Promise.all(connections.map((connection) => connection.connecting))
		const [a, b] = connections.map(({ redis }) => redisBus({ redis, logger }))
		try {
			await carries(a!, b!)
		} finally {
			await Promise.all([a!.close(), b!.close()])
			await Promise.all(connections.map((connection) => connection.close()))
		}
	})
})
