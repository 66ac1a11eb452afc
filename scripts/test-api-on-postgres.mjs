// The API's integration tests run on PGlite in `npm test`; with DATABASE_URL set (as CI does) they
// run a second time against that PostgreSQL server, each test file in a database of its own.
import { spawnSync } from 'node:child_process'

if (!process.env.DATABASE_URL) {
	console.log('DATABASE_URL is not set: API tests ran on PGlite only.')
	process.exit(0)
}
const result = spawnSync('npx', ['vitest', 'run', 'api'], { stdio: 'inherit', env: process.env })
process.exit(result.status ?? 1)
