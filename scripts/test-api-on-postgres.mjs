// The API's integration tests run on PGlite in `npm test`; with DATABASE_URL set (as CI does) they
// run a second time against that PostgreSQL server, each test file in a database of its own.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'

if (!process.env.DATABASE_URL) {
	console.log('DATABASE_URL is not set: API tests ran on PGlite only.')
	process.exit(0)
}
const files = readdirSync('api', { recursive: true, encoding: 'utf8' })
	.filter((file) => file.endsWith('.test.ts'))
	.map((file) => `api/${file}`)
const result = spawnSync('npx', ['vitest', 'run', ...files], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
