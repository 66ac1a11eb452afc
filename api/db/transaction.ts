import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'
import type * as schema from './schema.ts'

type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction of either driver (PGlite or PostgreSQL): what `inTransaction` hands its work. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Runs `work` in one transaction (PGlite and PostgreSQL alike). */
export function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
	return (db as Db).transaction(work)
}
