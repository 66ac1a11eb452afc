import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '#api/db/client.ts'

// The API's tests start each file's database from one migrated once: migrating a fresh one took 5 s on a
// quiet machine and 30 s on a busy one, for each of some fifty files (README, "The tests' time"). PGlite
// starts from a dump of a migrated data directory kept in the temporary folder; a PostgreSQL server copies
// a template database. Both are named by a hash of the migrations, so a new or changed migration makes a
// new one, and the harness still migrates what it starts from (nothing is left to apply).

const migrationsFolder = new URL('../db/migrations', import.meta.url).pathname

/** A hash of every migration file: what the migrated copy is a copy of. */
function migrationsKey() {
	const hash = createHash('sha256')
	const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
	for (const file of files) {
		const path = join(migrationsFolder, file)
		if (statSync(path).isFile()) hash.update(file).update(readFileSync(path))
	}
	return hash.digest('hex').slice(0, 16)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * PGlite: a dump of a migrated data directory. The first test file to ask makes it (the others, at the same
 * time, wait for it): `mkdir` of the lock is atomic, and the dump is written aside and renamed into place.
 */
export async function migratedDump(): Promise<Blob> {
	const file = join(tmpdir(), `robtua-migrated-${migrationsKey()}.tar`)
	const lock = `${file}.lock`
	for (;;) {
		if (existsSync(file)) return new Blob([readFileSync(file)])
		try {
			mkdirSync(lock)
		} catch {
			// Another file is making it; a lock left by a run that was stopped is taken after two minutes.
			if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000) rmSync(lock, { recursive: true, force: true })
			await sleep(250)
			continue
		}
		try {
			const database = openDatabase({ dataDir: 'memory://' })
			await database.migrate()
			const dump = await database.dump!()
			await database.close()
			writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()))
			renameSync(`${file}.part`, file)
			return dump
		} finally {
			rmSync(lock, { recursive: true, force: true })
		}
	}
}

/**
 * A PostgreSQL server: the name of a migrated template database, made under an advisory lock by the first
 * test file to ask. It is migrated under another name and renamed when done, so a run stopped halfway
 * leaves nothing a later one would copy; templates of older migrations are dropped.
 */
export async function migratedTemplate(serverUrl: string): Promise<string> {
	const name = `robtua_template_${migrationsKey()}`
	const admin = new pg.Client({ connectionString: serverUrl })
	await admin.connect()
	try {
		await admin.query('select pg_advisory_lock(74610002)')
		const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name])
		if (!rowCount) {
			const making = `${name}_making`
			await admin.query(`drop database if exists ${making} with (force)`)
			await admin.query(`create database ${making}`)
			const target = new URL(serverUrl)
			target.pathname = `/${making}`
			const database = openDatabase({ url: target.toString(), dataDir: 'memory://' })
			await database.migrate()
			await database.close()
			await admin.query(`alter database ${making} rename to ${name}`)
			const older = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'robtua\\_template\\_%' and datname <> $1`, [name])
			for (const { datname } of older.rows) await admin.query(`drop database if exists ${datname} with (force)`)
		}
		return name
	} finally {
		await admin.query('select pg_advisory_unlock(74610002)').catch(() => {})
		await admin.end()
	}
}
