import { EventEmitter } from 'node:events'
import type { Redis } from 'ioredis'
import pg from 'pg'
import type { Logger } from 'pino'

// What one API replica tells the others, as ids only (docs/decisions/0027-chat-live.md): a chat message
// sent or deleted, a read mark moved, a person's access changed (signed out, a grant or a membership). Each listener reads what its reader may see.
// PostgreSQL LISTEN/NOTIFY on one connection per replica by default, Redis pub/sub when REDIS_URL is set,
// and in the process itself on the embedded database (one process). Delivery is at most once: a stream
// that may have missed something (the bus reconnected) is told `resync` and its reader reads again.

export type BusEvent =
	| { t: 'message'; room: string; seq: number }
	| { t: 'read'; room: string; side: number }
	/** A person signed out, or their grants or memberships changed (null: anybody's): streams check again. */
	| { t: 'access'; profile: string | null }
	/** Only from the bus itself, to this replica's listeners: events may have been missed. */
	| { t: 'resync' }

export type EventBus = {
	publish(event: BusEvent): Promise<void>
	/** Answers a function that stops listening. */
	subscribe(listener: (event: BusEvent) => void): () => void
	close(): Promise<void>
	/** Settles once the bus is listening (a PostgreSQL connection is made). */
	ready?: Promise<void>
	/** Whether it is listening now: what it hears is all there is to hear (else readers read for themselves). */
	listening(): boolean
}

const CHANNEL = 'robtua_events'

function parse(payload: string): BusEvent | null {
	try {
		const event = JSON.parse(payload) as BusEvent
		return event && typeof event === 'object' && typeof event.t === 'string' ? event : null
	} catch {
		return null
	}
}

function listeners() {
	const emitter = new EventEmitter()
	emitter.setMaxListeners(0)
	return {
		emit: (event: BusEvent) => emitter.emit('event', event),
		subscribe(listener: (event: BusEvent) => void) {
			emitter.on('event', listener)
			return () => void emitter.off('event', listener)
		},
	}
}

/** One process: the embedded database, and tests. */
export function inProcessBus(): EventBus {
	const local = listeners()
	return {
		publish: async (event) => {
			// After the caller's work, as a notification after commit would be.
			queueMicrotask(() => local.emit(event))
		},
		subscribe: local.subscribe,
		close: async () => {},
		listening: () => true,
	}
}

/**
 * PostgreSQL: one dedicated connection LISTENs (never a pooled one, never through a transaction-mode
 * pooler); publishing is a NOTIFY through the pool, after the write's commit. A lost connection is made
 * again with a growing pause, and listeners are told to resync.
 */
export function postgresBus({ url, publishWith, logger }: { url: string; publishWith: { query(text: string, values: unknown[]): Promise<unknown> }; logger: Logger }): EventBus {
	const local = listeners()
	let client: pg.Client | null = null
	let stopped = false
	let pause = 250
	let markReady!: () => void
	const ready = new Promise<void>((resolve) => (markReady = resolve))
	const connect = async () => {
		if (stopped) return
		const next = new pg.Client({ connectionString: url })
		next.on('notification', (message) => {
			const event = message.payload ? parse(message.payload) : null
			if (event) local.emit(event)
		})
		const lost = (error?: Error) => {
			if (client !== next) return
			client = null
			if (stopped) return
			logger.warn({ err: error }, 'the events connection to PostgreSQL was lost: listening again')
			next.end().catch(() => {})
			setTimeout(connect, pause).unref()
			pause = Math.min(pause * 2, 5_000)
		}
		next.on('error', lost)
		next.on('end', () => lost())
		try {
			await next.connect()
			await next.query(`LISTEN ${CHANNEL}`)
			const wasLost = pause > 250
			client = next
			pause = 250
			markReady()
			if (wasLost) local.emit({ t: 'resync' })
		} catch (error) {
			next.end().catch(() => {})
			if (stopped) return
			logger.warn({ err: error }, 'the events connection to PostgreSQL could not be made: trying again')
			pause = Math.min(pause * 2, 5_000)
			setTimeout(connect, pause).unref()
		}
	}
	void connect()
	return {
		ready,
		publish: async (event) => {
			await publishWith.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)])
		},
		subscribe: local.subscribe,
		listening: () => client !== null,
		close: async () => {
			stopped = true
			const open = client
			client = null
			await open?.end().catch(() => {})
		},
	}
}

/** Redis pub/sub: the shared connection publishes, a second one subscribes. */
export function redisBus({ redis, logger }: { redis: Redis; logger: Logger }): EventBus {
	const local = listeners()
	const subscriber = redis.duplicate({ enableOfflineQueue: true })
	let lost = false
	subscriber.on('message', (_channel: string, payload: string) => {
		const event = parse(payload)
		if (event) local.emit(event)
	})
	subscriber.on('error', (error: Error) => {
		if (!lost) logger.warn({ err: error }, 'the events connection to Redis was lost')
		lost = true
	})
	subscriber.on('ready', () => {
		if (lost) local.emit({ t: 'resync' })
		lost = false
	})
	let subscribed = false
	const ready = subscriber.subscribe(CHANNEL).then(
		() => void (subscribed = true),
		(error: Error) => logger.warn({ err: error }, 'could not listen for events on Redis'),
	)
	return {
		ready,
		publish: async (event) => {
			await redis.publish(CHANNEL, JSON.stringify(event))
		},
		subscribe: local.subscribe,
		listening: () => subscribed && !lost && subscriber.status === 'ready',
		close: async () => {
			await subscriber.quit().catch(() => subscriber.disconnect())
		},
	}
}

/**
 * Tells every replica that a person's access changed (null: somebody's), after the change is stored. A
 * bus that cannot be reached is logged, not answered with an error: the change stands, and streams end
 * at their token's expiry at the latest.
 */
export async function publishAccessChange(bus: EventBus, log: Pick<Logger, 'warn'>, profileId: string | null) {
	await bus.publish({ t: 'access', profile: profileId }).catch((error: unknown) => log.warn({ err: error }, 'an access change was not published'))
}
