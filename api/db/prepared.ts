import { is } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'
import type { Tx } from './transaction.ts'

/**
 * A read asked on almost every request (who is calling, the signed-in state), built once per database and
 * named (ADR 0034): drizzle does not build its SQL again on every call, and PostgreSQL parses it once per
 * connection instead of each time. `build` makes it with `sql.placeholder(name)` for what changes between
 * calls and ends with `.prepare(name)`. Only on the database itself: a transaction asks unprepared
 * (`isTransaction`), as its reads must run on its own connection.
 */
export function preparedRead<Query>(build: (db: Database) => Query): (db: Database) => Query {
	const built = new WeakMap<Database, Query>()
	return (db) => {
		let query = built.get(db)
		if (!query) {
			query = build(db)
			built.set(db, query)
		}
		return query
	}
}

export const isTransaction = (db: Database | Tx): db is Tx => is(db, PgTransaction)
