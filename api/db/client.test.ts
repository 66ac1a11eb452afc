import pg from 'pg'
import { expect, test } from 'vitest'
import { openDatabase } from './client.ts'

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
