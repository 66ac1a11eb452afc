// The unit and API tests (README, "The tests' time"). Without DATABASE_URL every API test runs on the
// embedded PGlite that `npm start` uses. With it (as CI sets it), the API tests run on that PostgreSQL
// server, the database production runs, each test file in a database of its own; on PGlite then only
// what is the embedded engine's own: its client, the migrations and the demo data it is seeded with.
// Running every API test on both engines took twice the time for the same SQL.
import { spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'

function vitest(args, env) {
	const result = spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

const { DATABASE_URL, ...withoutDatabase } = process.env
if (!DATABASE_URL) {
	vitest([], process.env)
} else {
	// One file more than the cores: the API's files wait on the database server as much as they compute
	// (two cores: 159 s one at a time, 101 s two, 83 s three).
	const workers = String(availableParallelism() + 1)
	vitest([`--maxWorkers=${workers}`, `--minWorkers=${workers}`], process.env)
	vitest(['api/db/'], withoutDatabase)
}
