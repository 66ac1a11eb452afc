// The subscription renewal run at scale (docs/product.md#subscriptions, ADR 0030), on PostgreSQL only:
//  1. data: BENCH_RENEWALS (default 100 000) people, each with a card saved at the payment stand-in (a
//     customer and its card made through the stand-in's API, BENCH_RENEWALS_DECLINING of them declining:
//     default one in fifty) and an active monthly subscription to one business user's package, all due at
//     the same moment T, and a member already (their first period made them one).
//  2. the run: two replicas — two processes, each running runRenewals with its own database pool — started
//     together at T, as two API processes' background work would be: how long until every subscription is renewed or past
//     due, and how many card charges each made.
//  3. the check, in SQL: every due subscription has exactly one invoice for its next period; no invoice was
//     charged successfully twice (nor more than once an attempt); the renewed are active through T plus a
//     month, the declined past due with their grace and a retry planned; a second run at T changes nothing.
// BENCH_DATABASE_URL (or DATABASE_URL) names the server; the database robtua_bench_renewals is made afresh
// and dropped at the end (BENCH_RENEWALS_KEEP_DATABASE=1 keeps it). The stand-in runs in this process (idle but for it during the run), in
// memory, its webhooks to a receiver that answers at once (the run does not wait for them). The numbers
// are this machine's with its other work in them (the load average is printed).
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { openDatabase } from '#api/db/client.ts'
import { createStandInGateway } from '#api/payments/index.ts'
import { runRenewals } from '#api/subscriptions/index.ts'
import { startTestPaymentStandIn } from '#payments/testing.ts'

// A replica: runs the renewals once at the given moment and says what it did (the parent starts two).
if (process.argv[2] === 'replica') {
	const replica = openDatabase({ url: process.env.BENCH_REPLICA_DATABASE_URL!, dataDir: '' })
	const gateway = createStandInGateway({ url: process.env.BENCH_REPLICA_GATEWAY_URL!, secretKey: process.env.BENCH_REPLICA_SECRET_KEY!, webhookSecret: process.env.BENCH_REPLICA_WEBHOOK_SECRET! })
	const done = await runRenewals(replica.db, { gateway }, new Date(process.env.BENCH_REPLICA_NOW!))
	process.stdout.write(JSON.stringify(done))
	await replica.close()
	process.exit(0)
}

const number = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback)
const COUNT = number('BENCH_RENEWALS', 100_000)
const DECLINE_EVERY = number('BENCH_RENEWALS_DECLINING', 50)
const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL
if (!server) {
	console.log('bench:renewals needs a PostgreSQL server: set BENCH_DATABASE_URL (or DATABASE_URL).')
	process.exit(0)
}

const DATABASE = 'robtua_bench_renewals'
const admin = async (statement: string) => {
	const client = new pg.Client({ connectionString: server })
	await client.connect()
	await client.query(statement)
	await client.end()
}
await admin(`drop database if exists ${DATABASE} with (force)`)
await admin(`create database ${DATABASE}`)
const url = new URL(server)
url.pathname = `/${DATABASE}`

const database = openDatabase({ url: url.href, dataDir: '' })
await database.migrate()
const sql = database.pool!

const pay = await startTestPaymentStandIn({ webhookDelayMs: 0 })
const gateway = createStandInGateway({ url: pay.standIn.url, secretKey: pay.secretKey, webhookSecret: pay.webhookSecret })
const T = new Date(Date.UTC(2027, 0, 31, 17, 0, 0))

console.log(`bench:renewals — ${COUNT.toLocaleString()} subscriptions due at once; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)

// 1. Data.
let started = performance.now()
const [{ id: ownerId }] = (await sql.query(`insert into profiles (identity_sub, first_name) values ('bench-renewals-owner', 'Owner') returning id`)).rows
const [{ id: accountId }] = (await sql.query(`insert into business_accounts (name, owner_profile_id) values ('Bench club', $1) returning id`, [ownerId])).rows
const [{ id: businessUserId }] = (await sql.query(`insert into business_users (business_account_id, name) values ($1, 'Bench club') returning id`, [accountId])).rows
const [{ id: packageId }] = (await sql.query(`insert into packages (business_user_id, name, price_satang, period) values ($1, 'Monthly', 9900, 'month') returning id`, [businessUserId])).rows
await sql.query(
	`insert into profiles (identity_sub, first_name, last_name) select 'bench-renewals-' || n, 'Bench', 'Person ' || n from generate_series(1, $1::int) as n`,
	[COUNT],
)
const people: string[] = (await sql.query(`select id from profiles where identity_sub like 'bench-renewals-%' and identity_sub <> 'bench-renewals-owner' order by identity_sub`)).rows.map((row) => row.id)
const cards: Array<{ profileId: string; customerId: string; cardId: string }> = []
for (let i = 0; i < people.length; i += 64) {
	cards.push(
		...(await Promise.all(
			people.slice(i, i + 64).map(async (profileId, j) => {
				const customer = await gateway.createCustomer({ reference: profileId })
				const { defaultCardId } = await gateway.attachCard(customer.id, 'tokn_bench')
				if ((i + j) % DECLINE_EVERY === DECLINE_EVERY - 1) await gateway.testMode.setCardDeclines(customer.id, defaultCardId!, true)
				return { profileId, customerId: customer.id, cardId: defaultCardId! }
			}),
		)),
	)
}
for (let i = 0; i < cards.length; i += 5000) {
	const slice = cards.slice(i, i + 5000)
	await sql.query(
		`insert into saved_cards (profile_id, customer_id, card_id, brand, last_digits, expiration_month, expiration_year, saved_at)
		select unnest($1::uuid[]), unnest($2::text[]), unnest($3::text[]), 'Visa', '4242', 12, 2030, now()`,
		[slice.map((c) => c.profileId), slice.map((c) => c.customerId), slice.map((c) => c.cardId)],
	)
}
await sql.query(
	`insert into subscriptions (subscriber_profile_id, package_id, business_user_id, status, payment_method, current_period_start, current_period_end, access_until, renew_at)
	select id, $1, $2, 'active', 'card', $3::timestamptz - interval '1 month', $3::timestamptz, $3::timestamptz, $3::timestamptz
	from profiles where identity_sub like 'bench-renewals-%' and identity_sub <> 'bench-renewals-owner'`,
	[packageId, businessUserId, T.toISOString()],
)
// They are members already (their first period made them).
await sql.query(
	`insert into memberships (profile_id, business_user_id, number, tier) select subscriber_profile_id, business_user_id, row_number() over (order by subscriber_profile_id), 'Monthly' from subscriptions`,
)
await sql.query(`insert into business_user_numbers (business_user_id, kind, last_number) values ($1, 'member', $2)`, [businessUserId, COUNT])
await sql.query('analyze')
console.log(`data: ${COUNT.toLocaleString()} people, cards and subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`)

// 2. The run: two replicas at once; then the pass an hour later that makes unpaid ones past due (none should be left).
/** One API replica's run, as a process of its own (this one serves the gateway stand-in meanwhile). */
function replica(now: Date): Promise<{ subscriptions: number; charges: number }> {
	const env = {
		...process.env,
		BENCH_REPLICA_DATABASE_URL: url.href,
		BENCH_REPLICA_GATEWAY_URL: pay.standIn.url,
		BENCH_REPLICA_SECRET_KEY: pay.secretKey,
		BENCH_REPLICA_WEBHOOK_SECRET: pay.webhookSecret,
		BENCH_REPLICA_NOW: now.toISOString(),
	}
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, 'replica'], { env, stdio: ['ignore', 'pipe', 'inherit'] })
		let out = ''
		child.stdout.on('data', (chunk) => (out += chunk))
		child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`a replica stopped with ${code}`))))
	})
}
started = performance.now()
const [a, b] = await Promise.all([replica(new Date(T.getTime() + 1000)), replica(new Date(T.getTime() + 1000))])
const seconds = (performance.now() - started) / 1000
console.log(`run: ${seconds.toFixed(1)} s — replica A ${a.subscriptions.toLocaleString()} subscriptions, ${a.charges.toLocaleString()} charges; replica B ${b.subscriptions.toLocaleString()} subscriptions, ${b.charges.toLocaleString()} charges (${Math.round(COUNT / seconds).toLocaleString()} subscriptions/s)`)
const again = await runRenewals(database.db, { gateway }, new Date(T.getTime() + 2000))

// 3. The check.
const one = async (query: string, values: unknown[] = []) => (await sql.query(query, values)).rows[0]
const checks = {
	'subscriptions with other than one next-period invoice': (await one(`select count(*)::int as n from subscriptions s where (select count(*) from subscription_invoices i where i.subscription_id = s.id and i.period_start = $1) <> 1`, [T.toISOString()])).n,
	'invoices paid by more than one successful charge': (await one(`select count(*)::int as n from (select invoice_id from subscription_payments where status = 'successful' group by invoice_id having count(*) > 1) x`)).n,
	'invoices with more charges than attempts': (await one(`select count(*)::int as n from subscription_invoices i where (select count(*) from subscription_payments p where p.invoice_id = i.id) > i.attempts`)).n,
	'renewed (active to T + a month)': (await one(`select count(*)::int as n from subscriptions where status = 'active' and current_period_end = $1::timestamptz + interval '1 month'`, [T.toISOString()])).n,
	'past due with a grace and a retry': (await one(`select count(*)::int as n from subscriptions s join subscription_invoices i on i.subscription_id = s.id and i.status = 'open' where s.status = 'past_due' and s.access_until = $1::timestamptz + interval '7 days' and i.next_attempt_at = $1::timestamptz + interval '1 day'`, [T.toISOString()])).n,
	'charged by the second run at T': again.charges,
}
for (const [name, value] of Object.entries(checks)) console.log(`  ${name}: ${value.toLocaleString()}`)
const expectedDeclined = Math.floor(COUNT / DECLINE_EVERY)
const ok =
	checks['subscriptions with other than one next-period invoice'] === 0 &&
	checks['invoices paid by more than one successful charge'] === 0 &&
	checks['invoices with more charges than attempts'] === 0 &&
	checks['renewed (active to T + a month)'] === COUNT - expectedDeclined &&
	checks['past due with a grace and a retry'] === expectedDeclined &&
	checks['charged by the second run at T'] === 0
console.log(ok ? 'renewals: every subscription renewed or past due once; none charged twice' : 'renewals: CHECK FAILED')

await pay.close()
await database.close()
if (!process.env.BENCH_RENEWALS_KEEP_DATABASE) await admin(`drop database if exists ${DATABASE} with (force)`)
process.exit(ok ? 0 : 1)
