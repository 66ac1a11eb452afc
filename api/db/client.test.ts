import pg from 'pg'
import { expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import { openDatabase, PREPARED_PER_CONNECTION } from './client.ts'

// A PostgreSQL server closing an idle pooled connection (restart, failover, an administrator) must not
// end the process, and the next query must work. Only meaningful against a server (DATABASE_URL).
test.skipIf(!process.env.DATABASE_URL)('an idle connection closed by the server is reported and replaced', async () => {
	const errors: Error[] = []
	// Named, so only this test's connections are closed (other test files share the server).
	const url = new URL(process.env.DATABASE_URL!)
	url.searchParams.set('application_name', 'robtua-idle-connection-test')
	const database = openDatabase({ url: url.toString(), dataDir: 'memory://', onIdleError: (error) => errors.push(error) })
	try {
		await database.ping()
		const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
		await admin.connect()
		await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and application_name = 'robtua-idle-connection-test'`)
		await admin.end()
		await expect.poll(() => errors.length).toBeGreaterThan(0)
		await database.ping()
	} finally {
		await database.close()
	}
})

// ADR 0034: a statement with parameters is prepared on its connection the first time, by a name made of
// its text, and asked by name after that, so it is parsed once and, once it has run a few times, planned
// once (a generic plan); one without parameters is asked as it is; a connection keeps at most
// PREPARED_PER_CONNECTION. A transaction holds one connection, so pg_prepared_statements shows its own. The
// embedded database's one connection does the same (patches/@electric-sql+pglite+0.5.16.patch).
for (const engine of ['postgres', 'pglite'] as const) {
	// Each engine in its own pass of the unit tests (scripts/test-unit.mjs): the server's with DATABASE_URL, the embedded one's without.
	test.skipIf((engine === 'postgres') !== Boolean(process.env.DATABASE_URL))(`statements with parameters are prepared once per connection, up to a limit (${engine})`, async () => {
		const database = openDatabase({ url: engine === 'postgres' ? process.env.DATABASE_URL : undefined, dataDir: 'memory://' })
		try {
			await database.db.transaction(async (tx) => {
				const preparedRows = async () => (await tx.execute<{ statement: string; generic: number }>(sql`select statement, generic_plans::int as generic from pg_prepared_statements`)).rows
				const prepared = async () => (await preparedRows()).map((row) => row.statement)
				// pg_prepared_statements itself is asked without parameters, so it is never among them.
				expect(await prepared()).toEqual([])
				for (const n of [1, 2, 3, 4, 5, 6, 7]) expect((await tx.execute<{ n: number }>(sql`select ${n}::int as n`)).rows).toEqual([{ n }])
				// PostgreSQL plans it for each of the first five values, then once for all.
				expect(await preparedRows()).toEqual([{ statement: 'select $1::int as n', generic: 2 }])
				await tx.execute(sql`select 1 as one`)
				expect(await prepared()).toEqual(['select $1::int as n'])
				for (let i = 0; i < PREPARED_PER_CONNECTION + 5; i++) await tx.execute(sql.raw(`select ${i} + 0 as i`).append(sql` where ${true}`))
				const all = await prepared()
				expect(all).toHaveLength(PREPARED_PER_CONNECTION)
				// Past the limit, a new statement still answers, unnamed.
				expect((await tx.execute<{ n: number }>(sql`select ${7}::int * 2 as n`)).rows).toEqual([{ n: 14 }])
				expect(await prepared()).toHaveLength(PREPARED_PER_CONNECTION)
			})
		} finally {
			await database.close()
		}
	})
}
