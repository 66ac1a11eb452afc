// The identity stand-in as a process: `npm start` runs it first; containers run its bundle.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { demoUsers, seedDemoUsers } from './seed.ts'
import { startIdentityStandIn } from './stand-in.ts'

const dataDir = process.env.IDENTITY_DATA_DIR || '.data/identity'
const standIn = await startIdentityStandIn({
	port: Number(process.env.IDENTITY_PORT || 9229),
	host: process.env.IDENTITY_HOST || '127.0.0.1',
	hostname: process.env.IDENTITY_HOSTNAME || undefined,
	dataDir,
	code: process.env.IDENTITY_CODE || '123456',
	appUrl: process.env.APP_URL || 'http://localhost:3000',
})
const users = await seedDemoUsers(standIn, demoUsers)
const { close, ...addresses } = standIn
// Other processes (the seed, the API, the web) read the pool and client ids from here.
writeFileSync(join(dataDir, 'app.json'), JSON.stringify({ ...addresses, users: users.map(({ email, sub }) => ({ email, sub })) }, null, '\t'))
console.log(JSON.stringify({ service: 'identity', msg: 'identity stand-in ready', ...addresses }))

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
	process.once(signal, async () => {
		await close()
		process.exit(0)
	})
}
