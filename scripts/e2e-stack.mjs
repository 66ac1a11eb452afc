// The whole stack for the browser tests, on its own ports and with fresh data every run: a new
// identity pool, no charges at the payment stand-in, a new embedded database, or a new database on
// DATABASE_URL's server when it is set.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import pg from 'pg'

const dataDir = '.data/e2e'
rmSync(dataDir, { recursive: true, force: true })

const env = {
	...process.env,
	IDENTITY_DATA_DIR: `${dataDir}/identity`,
	PAYMENT_STAND_IN_DATA_DIR: `${dataDir}/payments`,
	// The browser tests pay through the stand-in, whatever this machine's shell says.
	PAYMENT_GATEWAY: 'stand-in',
	API_DATA_DIR: `${dataDir}/api-db`,
	// Every browser of the suite comes from this one address: room for its hundreds of sign-ins and
	// sign-ups per address, while the per-username limits stay as in production (tests/e2e/auth.spec.ts).
	ATTEMPT_LIMIT_IP_FACTOR: process.env.ATTEMPT_LIMIT_IP_FACTOR ?? '50',
}

if (process.env.DATABASE_URL) {
	const server = new URL(process.env.DATABASE_URL)
	const admin = new pg.Client({ connectionString: server.toString() })
	await admin.connect()
	await admin.query('drop database if exists robtua_e2e with (force)')
	await admin.query('create database robtua_e2e')
	await admin.end()
	server.pathname = '/robtua_e2e'
	env.DATABASE_URL = server.toString()
}

const stack = spawn(process.execPath, ['scripts/stack.mjs'], { env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal))
stack.on('exit', (code) => process.exit(code ?? 0))
