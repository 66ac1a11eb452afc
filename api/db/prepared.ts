import { is, sql, type Placeholder } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'
import type { Tx } from './transaction.ts'

type Params = Record<string, string>
/** A drizzle read as `query` builds it: awaited for its rows, or prepared under a name. */
type Read<Row> = PromiseLike<Row[]> & { prepare(name: string): { execute(params: Params): Promise<Row[]> } }

/**
 * A read asked on almost every request (who is calling, the signed-in state), built once per database and
 * named (ADR 0034): drizzle does not build its SQL again on every call, and PostgreSQL parses it once per
 * connection instead of each time. `query` builds it from its parameters, given as placeholders the first
 * time. In a transaction it is asked unprepared, as its reads must run on the transaction's connection.
 */
export function preparedRead<P extends Params, Row>(name: string, query: (db: Database | Tx, params: { [K in keyof P]: P[K] | Placeholder }) => Read<Row>) {
	const built = new WeakMap<Database, ReturnType<Read<Row>['prepare']>>()
	return async (db: Database | Tx, params: P): Promise<Row[]> => {
		if (isTransaction(db)) return query(db, params)
		let prepared = built.get(db)
		if (!prepared) {
			const placeholders = Object.fromEntries(Object.keys(params).map((key) => [key, sql.placeholder(key)])) as { [K in keyof P]: Placeholder }
			prepared = query(db, placeholders).prepare(name)
			built.set(db, prepared)
		}
		return prepared.execute(params)
	}
}

const isTransaction = (db: Database | Tx): db is Tx => is(db, PgTransaction)
