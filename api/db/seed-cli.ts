// `npm run db:seed`: demo data from the identity stand-in's accounts (idempotent), its pictures stored
// where the API keeps images (the same MEDIA_* variables);
// `npm run db:seed -- --synthetic 100000 --content 1000000` also adds synthetic people and content
// for scale tests (`--follower <sub> --follows 1000`: somebody following that many of them).
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { parseArgs } from 'node:util'
import { parseMediaConfig } from '#api/media/index.ts'
import { mediaServiceFromConfig } from '#api/media/index.ts'
import { configOrExit } from '#server/env.ts'
import { openDatabase } from './client.ts'
import { seedDemo, seedSynthetic, type DemoIdentity } from './seed.ts'

const { values } = parseArgs({
	options: {
		identity: { type: 'string', default: process.env.IDENTITY_APP_FILE ?? '.data/identity/app.json' },
		synthetic: { type: 'string' },
		content: { type: 'string' },
		'skip-demo': { type: 'boolean', default: false },
		// A person (identity sub) following this many synthetic people: the feed's benchmark.
		follower: { type: 'string' },
		follows: { type: 'string' },
	},
})

const database = openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.API_DATA_DIR || '.data/api-db' })
await database.migrate()
if (!values['skip-demo']) {
	const { users } = JSON.parse(readFileSync(values.identity, 'utf8')) as { users: DemoIdentity[] }
	const media = await mediaServiceFromConfig(configOrExit(() => parseMediaConfig(process.env)))
	const { account, businessUser, connects, subscription } = await seedDemo(database.db, users, { media })
	console.log(
		JSON.stringify({
			service: 'seed',
			msg: 'demo data ready',
			businessAccountId: account.id,
			businessUserId: businessUser.id,
			openTabConnectIds: connects.map((connect: { id: string }) => connect.id),
			subscriptionPeriodEnd: subscription.currentPeriodEnd.toISOString(),
		}),
	)
}
if (values.synthetic) {
	const people = Number(values.synthetic)
	const content = Number(values.content ?? 0)
	const started = performance.now()
	const follower = values.follower ? { sub: values.follower, follows: Number(values.follows ?? 1000) } : undefined
	await seedSynthetic(database.db, { people, content, follower })
	console.log(JSON.stringify({ service: 'seed', msg: 'synthetic data ready', people, content, ms: Math.round(performance.now() - started) }))
}
// Statistics of what was just written, as autovacuum would make them later: until then (or on a server that
// runs without it) the planner knows nothing of the tables and reads a list's whole index to find a few
// rows by id (ADR 0034).
await database.db.execute(sql`analyze`)
await database.close()
