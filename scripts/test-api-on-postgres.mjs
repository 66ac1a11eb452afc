// The API's integration tests run on PGlite in `npm test`; with DATABASE_URL set (as CI does) they
// run a second time against that PostgreSQL server, each test file in a database of its own.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'

if (!process.env.DATABASE_URL) {
	console.log('DATABASE_URL is not set: API tests ran on PGlite only.')
	process.exit(0)
}
const files = readdirSync('api', { recursive: true, encoding: 'utf8' })
	.filter((file) => file.endsWith('.test.ts'))
	.map((file) => `api/${file}`)
// One file more than the cores: these tests wait on the database server as much as they compute
// (two cores: 159 s one at a time, 101 s two, 83 s three).
const workers = String(availableParallelism() + 1)
const result = spawnSync('npx', ['vitest', 'run', `--maxWorkers=${workers}`, `--minWorkers=${workers}`, ...files], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
