import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { registerPlannedDatabases, startupOptions, type PlannerSettings } from './planned.ts'
import * as schema from './schema.ts'

const migrationsFolder = new URL('./migrations', import.meta.url).pathname

/** How many statements one connection keeps prepared; past it, a new statement is asked unnamed. */
export const PREPARED_PER_CONNECTION = 300
/** Connections of each pool of planned reads (api/db/planned.ts), beside the main pool's ten. */
const PLANNED_POOL_SIZE = 5

/**
 * A connection that prepares every statement with parameters the first time it asks it, named by its text,
 * and asks it by name after that (ADR 0034), as postgres.js does by default: PostgreSQL parses it once per
 * connection, and once it has run a few times plans it once too (a generic plan) where that plan is as good
 * as one made for the values. Planning was three quarters of PostgreSQL's time on the signed-in home: the
 * content table's many partial indexes make every plan weigh each of them. A statement without parameters
 * (a migration's, which may hold several) is asked as it is.
 */
class PreparingClient extends pg.Client {
	readonly #prepared = new Set<string>()

	// pg's overloads (text, config, a submittable; promise or callback) pass through unchanged, named where they can be.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	override query(config: any, values?: any, callback?: any): any {
		return super.query(this.#named(config, values), values, callback)
	}

	#named<Config>(config: Config, values: unknown): Config {
		if (typeof config !== 'object' || config === null || 'submit' in config) return config
		const { text, name: given, values: own } = config as { text?: unknown; name?: unknown; values?: unknown }
		const params = Array.isArray(values) ? values : own
		if (given || typeof text !== 'string' || !Array.isArray(params) || params.length === 0) return config
		const name = statementName(text)
		if (!this.#prepared.has(name)) {
			if (this.#prepared.size >= PREPARED_PER_CONNECTION) return config
			this.#prepared.add(name)
		}
		return { ...config, name } as Config
	}
}

const statementNames = new Map<string, string>()
function statementName(text: string) {
	let name = statementNames.get(text)
	if (!name) {
		if (statementNames.size >= 10_000) statementNames.clear()
		name = `s${createHash('sha1').update(text).digest('base64url')}`
		statementNames.set(text, name)
	}
	return name
}

export type Database = ReturnType<typeof drizzlePglite<typeof schema>> | ReturnType<typeof drizzlePostgres<typeof schema>>

export type DatabaseHandle = {
	db: Database
	kind: 'pglite' | 'postgres'
	/** The PostgreSQL server's pool (not on PGlite): the events bus publishes through it. */
	pool?: pg.Pool
	migrate(): Promise<void>
	/** PGlite's data directory as a tarball, to start another database from (`startFrom`); not on a server. */
	dump?(): Promise<Blob>
	ping(): Promise<void>
	close(): Promise<void>
}

/**
 * One SQL dialect everywhere: a PostgreSQL server when `url` is given, else PGlite (embedded
 * PostgreSQL) in `dataDir` ('memory://' keeps it in memory, for tests).
 */
export function openDatabase({
	url,
	dataDir,
	startFrom,
	onIdleError = () => {},
}: {
	url?: string
	dataDir: string
	/** PGlite only: start from this dump of a data directory (the API's tests start from one migrated once). */
	startFrom?: Blob
	/** Told when the server closed an idle connection (the pool recovers by itself). */
	onIdleError?: (error: Error) => void
}): DatabaseHandle {
	if (url) {
		const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, Client: PreparingClient })
		// An idle connection the server closes (restart, failover, an administrator) emits an error; the
		// pool has already dropped it and the next query opens a new one. Unheard, it would end the process.
		pool.on('error', (error) => onIdleError(error))
		const db = drizzlePostgres(pool, { schema })
		// Connections that start with planner settings off, for reads planned that way (api/db/planned.ts):
		// a small pool per set of settings, made when first asked. A read planned within a planned read (its
		// settings changed) goes to the other set's pool too.
		const plannedPools = new Map<PlannerSettings, { pool: pg.Pool; db: Database }>()
		const plannedDatabase = (settings: PlannerSettings) => {
			let planned = plannedPools.get(settings)
			if (!planned) {
				const plannedPool = new pg.Pool({ connectionString: url, options: startupOptions(settings), max: PLANNED_POOL_SIZE, idleTimeoutMillis: 30_000, Client: PreparingClient })
				plannedPool.on('error', (error) => onIdleError(error))
				planned = { pool: plannedPool, db: drizzlePostgres(plannedPool, { schema }) }
				registerPlannedDatabases(planned.db, plannedDatabase)
				plannedPools.set(settings, planned)
			}
			return planned.db
		}
		registerPlannedDatabases(db, plannedDatabase)
		return {
			db,
			kind: 'postgres',
			pool,
			// Replicas starting together take turns: the advisory lock makes one migrate at a time.
			migrate: async () => {
				const lock = await pool.connect()
				try {
					await lock.query('select pg_advisory_lock(74610001)')
					await migratePostgres(db, { migrationsFolder })
				} finally {
					await lock.query('select pg_advisory_unlock(74610001)').catch(() => {})
					lock.release()
				}
			},
			ping: async () => void (await pool.query('select 1')),
			close: async () => {
				await Promise.all([pool.end(), ...[...plannedPools.values()].map((planned) => planned.pool.end())])
			},
		}
	}
	if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
	// pg_trgm for search's parts of words (migration 0019), as the server has it.
	const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: startFrom })
	const db = drizzlePglite(client, { schema })
	return {
		db,
		kind: 'pglite',
		migrate: () => migratePglite(db, { migrationsFolder }),
		dump: () => client.dumpDataDir('none'),
		ping: async () => void (await client.query('select 1')),
		close: () => client.close(),
	}
}
