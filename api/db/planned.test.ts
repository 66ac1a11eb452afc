import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { openDatabase, type Database } from './client.ts'
import { byIndexOrder, byIndexOrderUnsorted, planned } from './planned.ts'
import type { Tx } from './transaction.ts'

// api/db/planned.ts: a planned read sees its settings off, and nothing else does; on a server it is one
// statement on a connection that started with them, on the embedded database a transaction that sets them.

type Settings = { bitmap: string; seq: string; sort: string; workers: string; planCache: string; open: boolean }
const settingsOf = async (reader: Database | Tx) => {
	const result = (await reader.execute(
		sql`select current_setting('enable_bitmapscan') as bitmap, current_setting('enable_seqscan') as seq, current_setting('enable_sort') as sort, current_setting('max_parallel_workers_per_gather') as workers, current_setting('plan_cache_mode') as "planCache", now() <> statement_timestamp() as open`,
	)) as unknown as { rows: Settings[] }
	return result.rows[0]
}

for (const engine of ['postgres', 'pglite'] as const) {
	// Each engine in its own pass of the unit tests (scripts/test-unit.mjs): the server's with DATABASE_URL, the embedded one's without.
	test.skipIf((engine === 'postgres') !== Boolean(process.env.DATABASE_URL))(`a planned read sees its settings, and other reads do not (${engine})`, async () => {
		const database = openDatabase({ url: engine === 'postgres' ? process.env.DATABASE_URL : undefined, dataDir: 'memory://' })
		try {
			const { db } = database
			const plain = { bitmap: 'on', seq: 'on', sort: 'on', planCache: 'auto' }
			expect(await settingsOf(db)).toMatchObject(plain)
			const inOrder = await planned(db, byIndexOrder, settingsOf)
			expect(inOrder).toMatchObject({ bitmap: 'off', seq: 'off', sort: 'on', workers: '0' })
			// On a server no transaction is opened for it: the statement is its transaction. On the embedded
			// database, whose one connection keeps statements prepared, it is planned for its settings each time.
			if (engine === 'postgres') expect(inOrder?.open).toBe(false)
			else expect(inOrder?.planCache).toBe('force_custom_plan')
			expect(await planned(db, byIndexOrderUnsorted, settingsOf)).toMatchObject({ bitmap: 'off', seq: 'off', sort: 'off' })
			// Planned again within a planned read: the inner read has the inner settings; on a server the outer keeps
			// its own (in the embedded database's one transaction the inner ones stay, as they did before).
			const [inner, outer] = await planned(db, byIndexOrder, async (reader) => [await planned(reader, byIndexOrderUnsorted, settingsOf), await settingsOf(reader)])
			expect(inner).toMatchObject({ bitmap: 'off', seq: 'off', sort: 'off' })
			if (engine === 'postgres') expect(outer).toMatchObject({ bitmap: 'off', seq: 'off', sort: 'on' })
			// The settings stay with the planned reads: the database's own connections never had them.
			for (const settings of await Promise.all([settingsOf(db), settingsOf(db), settingsOf(db)])) expect(settings).toMatchObject(plain)
		} finally {
			await database.close()
		}
	})
}
