import { sql } from 'drizzle-orm'
import type { Database } from './client.ts'
import { isTransaction } from './prepared.ts'
import { inTransaction, type Tx } from './transaction.ts'

// Reads planned with some of the planner's choices turned off (docs/decisions/0021-around-me.md, the
// search's plans): the planner cannot tell how many rows a box or a word keeps, and left alone it reads
// every candidate and sorts them, or scans the table. Such a read follows the index it was written for.

/** Planner settings turned off, by name, separated by spaces: `enable_bitmapscan enable_seqscan`. */
export type PlannerSettings = string

/** Walk an index in its order (newest first, nearest first), stopping at the page. */
export const byIndexOrder: PlannerSettings = 'enable_bitmapscan enable_seqscan'
/** As `byIndexOrder`, and no sort either: a dense box's time order walks its time index. */
export const byIndexOrderUnsorted: PlannerSettings = 'enable_bitmapscan enable_seqscan enable_sort'
/** Read the text index (GIN) and sort what it finds. */
export const byTextIndex: PlannerSettings = 'enable_indexscan enable_indexonlyscan enable_seqscan'

/** The planner settings a connection starts with, as PostgreSQL's `options` startup parameter says them. */
export function startupOptions(settings: PlannerSettings) {
	return [...settings.split(' ').map((name) => `-c ${name}=off`), '-c max_parallel_workers_per_gather=0'].join(' ')
}

/** Where a database's connections that start with given settings come from: openDatabase registers it, on a PostgreSQL server. */
const plannedDatabases = new WeakMap<Database, (settings: PlannerSettings) => Database>()

export function registerPlannedDatabases(db: Database, databaseFor: (settings: PlannerSettings) => Database) {
	plannedDatabases.set(db, databaseFor)
}

/**
 * `work`'s reads planned with these settings off (and no parallel workers). On a PostgreSQL server they run
 * on connections that started with them (a small pool per set of settings), so a read is one statement,
 * not four (begin, the settings, the read, commit): around me's lists were 24 of the signed-in home's 47
 * statements. On the embedded database, in a transaction that sets them first; and asked within a
 * transaction (a planned read's own on the embedded database, or a caller's), in that transaction.
 * `work` must not rely on a transaction: on a server, each of its reads is on its own.
 */
export function planned<T>(db: Database | Tx, settings: PlannerSettings, work: (reader: Database | Tx) => Promise<T>): Promise<T> {
	const setThem = async (tx: Tx) => {
		const off = settings.split(' ').map((name) => sql`set_config(${name}, 'off', true)`)
		// Planned for these settings each time: a connection keeps its statements prepared (api/db/client.ts,
		// and the embedded database's, patches/@electric-sql+pglite+0.5.16.patch), and a generic plan made
		// there under other settings would be used for the same text (the pools per settings keep theirs apart).
		await tx.execute(sql`select ${sql.join(off, sql`, `)}, set_config('max_parallel_workers_per_gather', '0', true), set_config('plan_cache_mode', 'force_custom_plan', true)`)
		return work(tx)
	}
	if (isTransaction(db)) return setThem(db)
	const databaseFor = plannedDatabases.get(db)
	return databaseFor ? work(databaseFor(settings)) : inTransaction(db, setThem)
}
