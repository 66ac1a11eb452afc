import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { expect, test } from 'vitest'
import { useHarness } from '#api/testing/use-harness.ts'
import { checkThaiSearch } from './background.ts'
import { openDatabase } from '#api/db/client.ts'

// Search needs a database that makes trigrams of Thai letters (docs/decisions/0023-feed-and-search.md):
// the API checks at start, and refuses a database whose character type is "C".

const api = useHarness()

test('the database the API runs on (UTF-8) makes trigrams of Thai', async () => {
	await expect(checkThaiSearch(api.db)).resolves.toBeUndefined()
})

test.skipIf(!process.env.DATABASE_URL)('a database whose character type is C is refused, saying why', async () => {
	const name = `robtua_c_ctype_${randomBytes(4).toString('hex')}`
	const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await admin.connect()
	try {
		await admin.query(`create database ${name} template template0 lc_ctype 'C' lc_collate 'C' encoding 'UTF8'`)
		const url = new URL(process.env.DATABASE_URL!)
		url.pathname = `/${name}`
		const database = openDatabase({ url: url.toString(), dataDir: 'memory://' })
		try {
			await database.migrate()
			await expect(checkThaiSearch(database.db)).rejects.toThrow(/character type \(C\) does not know Thai letters/)
		} finally {
			await database.close()
		}
	} finally {
		await admin.query(`drop database if exists ${name}`)
		await admin.end()
	}
})
