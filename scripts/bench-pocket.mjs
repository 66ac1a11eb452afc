// My pocket at scale (docs/product.md#pocket, docs/decisions/0028-pocket-ledger.md), on PostgreSQL only, the
// built API and web (`npm run build` first):
//  1. data: BENCH_POCKET_ENTRIES ledger entries (default 10 000 000), that is half as many transfers, between
//     BENCH_POCKET_PEOPLE synthetic people (default 100 000) and BENCH_POCKET_BUSINESSES business users
//     (default 200, each in a business account of its own with an owner), made in SQL while the API is
//     stopped, as the ledger's rules have them: points earned at a business ('counter' or 'sale', from its
//     account to the person's) and every fifth transfer of a person a voucher got for points ('voucher', to
//     the voucher's business, with its voucher claim), so no balance goes below zero; each transfer's two
//     entries carry the balance after, in the order they were written; the accounts' balances are their
//     entries' sums and account_points follows them; each person's open point lots hold their balance (one
//     expiring in six months, and for one in ten, the reader among them, a part expiring within 60 days). The
//     entries are stored in time order across everybody, so a person's are spread over the table. One
//     signed-in reader has BENCH_POCKET_READER_ENTRIES of them (default 100 000), spread over the 180 days; a
//     "past reader" as many, all in the first 30 days (the newest five sixths of the table are other people's).
//     About 1 000 vouchers are on offer.
//  2. reads: GET /v1/me/pocket, /v1/me/pocket/history (the first page, and a page about 1 000 entries deep
//     through the cursors; and the past reader's first page), /v1/me/pocket/vouchers and /v1/vouchers as the
//     reader, one at a time, BENCH_POCKET_SAMPLES each (default 300) after 20 warm-up: p50/p95 against the
//     50 ms budget, and how often each read made PostgreSQL read a pocket table whole.
//  3. at once: 20 callers for BENCH_POCKET_SECONDS (default 10) each: collecting receipt codes (each of
//     another business, then all of one business: its account is the hot row), staff redeeming distinct
//     voucher codes of one business, and people getting vouchers for points (with an Idempotency-Key).
//     Then counter sales: 20 tills of one business place cash sales of one item (rung up and checked out
//     beforehand). Requests a second, p50/p95/p99, errors by status; then the ledger's invariants checked in SQL over
//     the whole ledger (balances = sums of entries, each unit summing to zero, account_points = balances,
//     every transfer two entries summing to zero, every balance-after a running sum, lots = balances).
//  4. the web: /account/my-pocket signed in as the reader (a session cookie sealed as the web seals its
//     own, with SESSION_SECRET ours), BENCH_POCKET_SAMPLES one at a time, then 10 connections for
//     BENCH_POCKET_SECONDS: p50/p95 against the page budget of 100 ms. Skipped, saying so, when the build has
//     no such page yet.
// At the end: EXPLAIN (ANALYZE, BUFFERS) of the pocket's queries as api/pocket/service.ts makes them (the
// history page for the reader, the past reader and a typical person; and the reader's vouchers).
// BENCH_DATABASE_URL (or DATABASE_URL) names the server; the database robtua_bench_pocket is made afresh
// there and dropped at the end (BENCH_POCKET_KEEP_DATABASE=1 keeps it). BENCH_POCKET_API_PORT /
// BENCH_POCKET_WEB_PORT (default 4800 / 3800) are where the API and the web listen.
// The numbers are a machine's, with its other work in them (the load average is printed): run it on a quiet
// one. `npm run bench:pocket` builds first; `node scripts/bench-pocket.mjs` runs it on the build there is.
import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { apiEnvOf, benchDatabase, eachAtOnce, percentile, randomFrom, sessionCookie, startLocalIssuer, startServer, summary } from './bench-api.mjs'
import { stopProcess, webEnvOf } from './local-processes.mjs'

const number = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]))

const API_BUDGET_MS = 50
const PAGE_BUDGET_MS = 100
const ENTRIES = number('BENCH_POCKET_ENTRIES', 10_000_000)
const PEOPLE = number('BENCH_POCKET_PEOPLE', 100_000)
const BUSINESSES = number('BENCH_POCKET_BUSINESSES', 200)
const READER_ENTRIES = number('BENCH_POCKET_READER_ENTRIES', 100_000)
const SAMPLES = number('BENCH_POCKET_SAMPLES', 300)
const SECONDS = number('BENCH_POCKET_SECONDS', 10)
const API_PORT = number('BENCH_POCKET_API_PORT', 4800)
const WEB_PORT = number('BENCH_POCKET_WEB_PORT', 3800)
const WARMUP = 20
/** Callers at once in part 3, and the web's connections under load. */
const CALLERS = 20
const WEB_CONNECTIONS = 10
/** Vouchers whose claims are the people's spends (their businesses take turns). */
const OLD_VOUCHERS = 1_000
/** Vouchers of the "get" business, 1 point each, taken in turn by the getters. */
const GET_VOUCHERS = 20
/** Transfers each signed-in collector and getter has before the bench (enough points to spend). */
const SIGNED_IN_TRANSFERS = 30
/** Receipt codes a collector has, and voucher codes a redeemer has, per run: more than it can use. */
const CODES_EACH = Math.max(500, SECONDS * 150)
/** The history page ~1 000 entries deep: this many pages of 30 in. */
const DEEP_PAGES = 33
// The business users by their place: whose owner redeems, whose counter is hot, whose vouchers are got, then one for each collector.
const REDEEM_BUSINESS = 0
const HOT_BUSINESS = 1
const GET_BUSINESS = 2
const FIRST_COLLECT_BUSINESS = 3
/** api/search/words.ts SEARCH_VERSION: the made people's and businesses' words are stored, so the indexer leaves them be. */
const SEARCH_VERSION = 1
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const say = (text) => process.stderr.write(`pocket: ${text}\n`)
const stats = (times) => {
	const sorted = [...times].sort((a, b) => a - b)
	return { n: times.length, ...summary(times), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN }
}
const seconds = (since) => (performance.now() - since) / 1000

/** One call to the API, timed: its status, time and body (parsed when JSON). */
async function timedCall(origin, method, path, { token, body, headers = {} } = {}) {
	const started = performance.now()
	const answer = await fetch(origin + path, {
		method,
		headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
		body: body ? JSON.stringify(body) : undefined,
	})
	const text = await answer.text()
	const ms = performance.now() - started
	const isJson = (answer.headers.get('content-type') ?? '').includes('json')
	return { status: answer.status, ms, body: isJson && text ? JSON.parse(text) : text }
}

/** People signed in once each (their profile and account_points are made by their first call). */
async function signIn(origin, issuer, count) {
	return await eachAtOnce(Array.from({ length: count }), 8, async () => {
		const person = await issuer.signIn()
		const me = await timedCall(origin, 'GET', '/v1/me', { token: person.token })
		if (me.status !== 200) throw new Error(`GET /v1/me: ${me.status} ${JSON.stringify(me.body).slice(0, 300)}`)
		return person
	})
}

const running = new Set()
async function withServer(name, bundle, env, healthUrl, run) {
	const server = startServer(bundle, env, healthUrl)
	running.add(server.child)
	try {
		await server.ready
		return await run(server.child)
	} finally {
		await stopProcess(server.child, 30_000)
		running.delete(server.child)
		const warnings = server.child.output().trim()
		if (warnings) say(`the ${name} said:\n${warnings.split('\n').slice(-15).join('\n')}`)
	}
}

async function withApi(env, run) {
	const origin = `http://127.0.0.1:${API_PORT}`
	return await withServer('API', 'server-build/api.js', { ...env, API_PORT: String(API_PORT) }, `${origin}/readyz`, async (child) => await run(origin, child))
}

async function withSql(url, run) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await run(async (text, params) => (await client.query(text, params)).rows)
	} finally {
		await client.end()
	}
}

// --- 1. the data ---

/**
 * How many transfers each person has: the reader READER_ENTRIES, as many the past reader (all of them
 * long ago, as of somebody who stopped using the pocket: the case where an account's newest entries are far
 * down the table), each signed-in collector and getter
 * SIGNED_IN_TRANSFERS, the synthetic people the rest, spread unevenly (some busy, some not), adding up to
 * ENTRIES / 2 exactly. And where in its run of transfers each person's times start (a fraction of a step).
 */
function planPeople(signedIn) {
	const transfers = Math.floor(ENTRIES / 2)
	const rest = transfers - 2 * READER_ENTRIES - (signedIn - 1) * SIGNED_IN_TRANSFERS
	if (rest < 0) throw new Error(`BENCH_POCKET_ENTRIES ${ENTRIES} is too few for the reader's ${READER_ENTRIES} and the signed-in people's`)
	if (BUSINESSES < FIRST_COLLECT_BUSINESS + CALLERS) throw new Error(`BENCH_POCKET_BUSINESSES must be at least ${FIRST_COLLECT_BUSINESS + CALLERS}`)
	const random = randomFrom(2026)
	const weights = Array.from({ length: PEOPLE }, () => 0.2 + 1.6 * random())
	const total = weights.reduce((sum, weight) => sum + weight, 0)
	const counts = [READER_ENTRIES, READER_ENTRIES, ...Array.from({ length: signedIn - 1 }, () => SIGNED_IN_TRANSFERS), ...weights.map((weight) => Math.floor((weight / total) * rest))]
	let left = transfers - counts.reduce((sum, count) => sum + count, 0)
	for (let k = 1 + signedIn; left > 0; k = k + 1 < counts.length ? k + 1 : 1 + signedIn, left--) counts[k]++
	// The past reader's transfers all fall in the first 30 of the 180 days: everything newer is other people's.
	return { counts, offsets: counts.map(() => random()), spans: counts.map((_, k) => (k === 1 ? 1 / 6 : 1)) }
}

/**
 * Drops the tables' indexes and the foreign keys that lean on them, runs `fill`, then makes them again from
 * their own definitions (a bulk load's way: one sort per index instead of a random insert per row).
 */
async function withoutIndexes(q, tables, fill) {
	const foreignKeys = await q(
		`select conrelid::regclass::text as on_table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
		where contype = 'f' and confrelid = any($1::regclass[]) and conrelid <> all($1::regclass[])`,
		[tables],
	)
	const indexes = await q(
		`select x.indrelid::regclass::text as on_table, i.relname as name, pg_get_indexdef(i.oid) as definition, c.conname as constraint_name, pg_get_constraintdef(c.oid) as constraint_definition
		from pg_index x join pg_class i on i.oid = x.indexrelid left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid and c.contype in ('p', 'u')
		where x.indrelid = any($1::regclass[])`,
		[tables],
	)
	const ownForeignKeys = await q(
		`select conrelid::regclass::text as on_table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
		where contype = 'f' and conrelid = any($1::regclass[]) and confrelid = any($1::regclass[])`,
		[tables],
	)
	for (const key of [...foreignKeys, ...ownForeignKeys]) await q(`alter table ${key.on_table} drop constraint ${key.name}`)
	for (const index of indexes) await q(index.constraint_name ? `alter table ${index.on_table} drop constraint ${index.constraint_name}` : `drop index ${index.name}`)
	await fill()
	say(`indexes of ${tables.join(', ')}…`)
	for (const index of indexes) await q(index.constraint_name ? `alter table ${index.on_table} add constraint ${index.constraint_name} ${index.constraint_definition}` : index.definition)
	for (const key of [...ownForeignKeys, ...foreignKeys]) await q(`alter table ${key.on_table} add constraint ${key.name} ${key.definition}`)
}

/**
 * Everything the bench needs, in SQL while the API is stopped: people, business users with accounts and
 * owners, the ledger, lots, vouchers and their claims, receipt codes to collect and voucher codes to redeem.
 * Answers what the measures need (ids and codes) and how long it took.
 */
async function makePocket(url, { reader, pastReader, owner, collectors, getters }) {
	return await withSql(url, async (q) => {
		const started = performance.now()
		await q(`set maintenance_work_mem = '1GB'`)
		await q(`set work_mem = '256MB'`)
		await q(`set temp_buffers = '256MB'`)
		// Crockford base 32 of a number, `length` characters (codes typed at a counter: contracts/pocket.ts).
		await q(
			`create function pg_temp.crockford(n bigint, length int) returns text language sql immutable as $$
				select string_agg(substr('${CROCKFORD}', (case when 5 * i > 60 then 0 else (n >> (5 * i)) & 31 end)::int + 1, 1), '' order by i desc) from generate_series(0, length - 1) as i
			$$`,
		)
		await q('create temp sequence bench_code')
		say(`${PEOPLE} people and ${BUSINESSES} business users…`)
		await q(
			`insert into profiles (identity_sub, email, first_name, last_name, city, country, search, search_version)
			select 'bench-pocket-' || n, 'bench-pocket-' || n || '@robtua.test', 'Bench', 'Person ' || n, 'Bangkok', 'Thailand',
				setweight(to_tsvector('simple', 'bench ' || n), 'A'), $2::smallint
			from generate_series(1, $1::int) as n`,
			[PEOPLE + BUSINESSES - 1, SEARCH_VERSION],
		)
		const made = (await q(`select id from profiles where identity_sub like 'bench-pocket-%' order by id`)).map((row) => row.id)
		const idOf = new Map((await q('select identity_sub, id from profiles where identity_sub = any($1::text[])', [[reader, pastReader, owner, ...collectors, ...getters].map((person) => person.sub)])).map((row) => [row.identity_sub, row.id]))
		for (const person of [reader, pastReader, owner, ...collectors, ...getters]) person.profileId = idOf.get(person.sub)
		const owners = [owner.profileId, ...made.slice(PEOPLE)]
		const signedIn = [pastReader, ...collectors, ...getters]
		const plan = planPeople(signedIn.length)
		const people = [reader.profileId, ...signedIn.map((person) => person.profileId), ...made.slice(0, PEOPLE)]

		await q('begin')
		// k: 0 the reader, 1 the past reader, then the collectors and getters, then the synthetic people.
		await q(
			`create temp table bench_plan as
			select (t.k - 1)::int as k, t.profile_id, gen_random_uuid() as account_id, t.n::int as n, t.offset_at::float8 as offset_at, t.span::float8 as span
			from unnest($1::uuid[], $2::int[], $3::float8[], $4::float8[]) with ordinality as t(profile_id, n, offset_at, span, k)`,
			[people, plan.counts, plan.offsets, plan.spans],
		)
		await q('alter table bench_plan add primary key (k)')
		await q(
			`create temp table bench_biz as
			select (t.b - 1)::int as b, t.owner_id, gen_random_uuid() as business_account_id, gen_random_uuid() as business_user_id, gen_random_uuid() as account_id
			from unnest($1::uuid[]) with ordinality as t(owner_id, b)`,
			[owners],
		)
		await q(`insert into business_accounts (id, name, owner_profile_id) select business_account_id, 'Bench account ' || b, owner_id from bench_biz`)
		await q(
			`insert into business_users (id, business_account_id, name, created_by_profile_id, search, search_version)
			select business_user_id, business_account_id, 'ร้าน Bench ' || b, owner_id, setweight(to_tsvector('simple', 'bench shop ' || b), 'A'), $1::smallint from bench_biz`,
			[SEARCH_VERSION],
		)
		await q(`insert into ledger_accounts (id, unit, profile_id) select account_id, 'points', profile_id from bench_plan`)
		await q(`insert into ledger_accounts (id, unit, business_user_id, allow_negative) select account_id, 'points', business_user_id, true from bench_biz`)
		// The vouchers the spends got: each of a business in turn, 20 to 40 points, on offer for 200 days and still.
		await q(
			`create temp table bench_voucher as
			select v, gen_random_uuid() as id, v % $2::int as b, 20 + v % 21 as cost from generate_series(0, $1::int - 1) as v`,
			[OLD_VOUCHERS, BUSINESSES],
		)
		await q(
			`insert into vouchers (id, business_user_id, title, description, value_satang, percent, points_cost, quantity, per_person, valid_from, valid_until, created_at)
			select v.id, z.business_user_id, 'ส่วนลด Bench ' || v.v, 'A bench voucher', case when v.v % 2 = 0 then 5000 + 100 * (v.v % 50) end, case when v.v % 2 = 1 then 5 + v.v % 20 end,
				v.cost, null, 100, now() - interval '200 days', now() + (30 + v.v % 300) * interval '1 day', now() - interval '200 days'
			from bench_voucher v join bench_biz z using (b)`,
		)

		// Every transfer: a person's s-th of n, at even steps over 180 days up to an hour ago. Every fifth a
		// voucher got (its cost, at most 40: the four earnings before it, 10 to 100 each, cover it), the others
		// points earned at a business. The person's balance after it is a running sum.
		say(`${Math.floor(ENTRIES / 2)} transfers planned…`)
		await q(
			`create temp table bench_transfer as
			select gen_random_uuid() as id, x.k, x.s, x.spend, x.amount, x.b, x.v, x.at, case when x.spend then gen_random_uuid() end as claim_id,
				sum(case when x.spend then -x.amount else x.amount end) over (partition by x.k order by x.s) as person_after
			from (
				select p.k, s, h.spend,
					case when h.spend then v.cost else 10 + h.h % 91 end as amount,
					case when h.spend then v.b else h.h % $1::int end as b,
					v.v,
					now() - interval '1 hour' - interval '180 days' + ((s - 1 + p.offset_at) / p.n) * p.span * interval '180 days' as at
				from bench_plan p cross join lateral generate_series(1, p.n) as s
				cross join lateral (select hashint8(p.k::bigint * 1000003 + s)::bigint & 2147483647 as h, s % 5 = 0 as spend) as h
				left join bench_voucher v on h.spend and v.v = h.h % $2::int
			) as x`,
			[BUSINESSES, OLD_VOUCHERS],
		)
		const planned = performance.now()
		say(`planned in ${seconds(started).toFixed(0)} s; the transfers and their entries (minutes)…`)
		// Foreign-key checks are triggers, which a replica does not run (needs a superuser; else they run, slower).
		await q('savepoint before_replica')
		await q(`set local session_replication_role = replica`).catch(async () => await q('rollback to savepoint before_replica'))
		await withoutIndexes(q, ['ledger_transfers', 'ledger_entries'], async () => {
			await q(
				`insert into ledger_transfers (id, unit, from_account_id, to_account_id, amount, reason, reference_type, reference_id, business_user_id, idempotency_key, created_at)
				select t.id, 'points', case when t.spend then p.account_id else z.account_id end, case when t.spend then z.account_id else p.account_id end, t.amount,
					case when t.spend then 'voucher' when t.s % 3 = 0 then 'sale' else 'counter' end,
					case when t.spend then 'voucher_claim' else 'point_collection' end, t.claim_id, z.business_user_id,
					case when t.spend then 'voucher-claim:' || t.claim_id else 'collect:' || t.id end, t.at
				from bench_transfer t join bench_plan p using (k) join bench_biz z using (b)
				order by t.at, t.id`,
			)
			say(`transfers in ${seconds(planned).toFixed(0)} s; entries…`)
			// In time order (ids as written), the person's entry before the business's; the business's balance a running sum in the same order.
			await q(
				`insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
				select id, account_id, amount, balance_after, at from (
					select t.id, t.at, 0 as side, p.account_id, case when t.spend then -t.amount else t.amount end as amount, t.person_after as balance_after
					from bench_transfer t join bench_plan p using (k)
					union all
					select t.id, t.at, 1 as side, z.account_id, case when t.spend then t.amount else -t.amount end,
						sum(case when t.spend then t.amount else -t.amount end) over (partition by t.b order by t.at, t.id)
					from bench_transfer t join bench_biz z using (b)
				) as e
				order by at, id, side`,
			)
			say(`entries in ${seconds(planned).toFixed(0)} s since planned`)
		})
		await q(
			`update ledger_accounts a set balance = s.total from (
				select p.account_id, sum(case when t.spend then -t.amount else t.amount end) as total from bench_transfer t join bench_plan p using (k) group by p.account_id
				union all
				select z.account_id, sum(case when t.spend then t.amount else -t.amount end) from bench_transfer t join bench_biz z using (b) group by z.account_id
			) as s where a.id = s.account_id`,
		)
		// The trigger keeping account_points does not run on a replica: the same, done here.
		await q(`insert into account_points (profile_id) select profile_id from bench_plan on conflict do nothing`)
		await q(`update account_points ap set point = a.balance, updated_at = now() from bench_plan p join ledger_accounts a on a.id = p.account_id where ap.profile_id = p.profile_id`)
		// Each person's balance as open lots, of their last earning: for one in ten (and the reader) a part expiring within 60 days, the rest in six months.
		await q(
			`insert into point_lots (account_id, transfer_id, amount, remaining, expires_at, created_at)
			select d.account_id, d.transfer_id, v.points, v.points, v.expires_at, d.at
			from (
				select distinct on (t.k) t.k, t.id as transfer_id, t.at, p.account_id, a.balance,
					case when t.k % 10 = 0 then least(a.balance, 5 + t.k % 46) else 0 end as soon
				from bench_transfer t join bench_plan p using (k) join ledger_accounts a on a.id = p.account_id
				where not t.spend order by t.k, t.s desc
			) as d
			cross join lateral (values (d.soon, now() + (1 + d.k % 59) * interval '1 day'), (d.balance - d.soon, now() + interval '6 months')) as v(points, expires_at)
			where v.points > 0`,
		)
		say(`voucher claims of the spends…`)
		// The spends' claims: used (redeemed a day later) but for the last 30 days' (ready).
		await withoutIndexes(q, ['voucher_claims'], async () => {
			await q(
				`insert into voucher_claims (id, voucher_id, profile_id, code, status, idempotency_key, redeemed_at, created_at)
				select t.claim_id, v.id, p.profile_id, pg_temp.crockford((nextval('bench_code') * 2654435761) % 1125899906842624, 10),
					case when t.at < now() - interval '30 days' then 'redeemed' else 'held' end, t.claim_id::text,
					case when t.at < now() - interval '30 days' then t.at + interval '1 day' end, t.at
				from bench_transfer t join bench_plan p using (k) join bench_voucher v using (v)
				where t.spend
				order by t.at`,
			)
		})

		say('vouchers to get and to redeem, codes to collect…')
		// Free vouchers of the redeeming business, held by synthetic people, for its staff to redeem.
		const [redeemVoucher] = await q(
			`insert into vouchers (business_user_id, title, value_satang, points_cost, per_person, valid_from, valid_until)
			select business_user_id, 'ส่วนลด 50 บาท (redeem)', 5000, 0, 100, now() - interval '10 days', now() + interval '90 days' from bench_biz where b = $1::int returning id`,
			[REDEEM_BUSINESS],
		)
		const redeemCodes = (
			await q(
				`insert into voucher_claims (voucher_id, profile_id, code, idempotency_key, created_at)
				select $1::uuid, p.profile_id, pg_temp.crockford((nextval('bench_code') * 2654435761) % 1125899906842624, 10), gen_random_uuid()::text, now() - interval '1 day'
				from generate_series(0, $2::int - 1) as i join bench_plan p on p.k = $3::int + i % $4::int
				returning code`,
				[redeemVoucher.id, CALLERS * CODES_EACH, 1 + signedIn.length, PEOPLE],
			)
		).map((row) => row.code)
		const getVouchers = (
			await q(
				`insert into vouchers (business_user_id, title, percent, points_cost, per_person, valid_from, valid_until)
				select business_user_id, 'ลด 10% (get ' || i || ')', 10, 1, 100, now() - interval '10 days', now() + interval '20 days' + i * interval '1 hour'
				from bench_biz cross join generate_series(1, $2::int) as i where b = $1::int returning id`,
				[GET_BUSINESS, GET_VOUCHERS],
			)
		).map((row) => row.id)
		await q(`update vouchers v set claimed = c.n from (select voucher_id, count(*)::int as n from voucher_claims group by voucher_id) c where c.voucher_id = v.id`)
		// Receipt codes: each collector's own business's, and as many of the hot business's.
		const codesOf = async (b, count) =>
			(
				await q(
					`insert into point_codes (code, business_user_id, points, expires_at)
					select 'R' || pg_temp.crockford((nextval('bench_code') * 2654435761) % 1152921504606846976, 16), business_user_id, 10, now() + interval '30 days'
					from bench_biz cross join generate_series(1, $2::int) where b = $1::int returning code`,
					[b, count],
				)
			).map((row) => row.code)
		const ownCodes = []
		for (let i = 0; i < CALLERS; i++) ownCodes.push(await codesOf(FIRST_COLLECT_BUSINESS + i, CODES_EACH))
		const hotCodes = await codesOf(HOT_BUSINESS, CALLERS * CODES_EACH)
		const businessOf = new Map((await q('select b, business_user_id from bench_biz where b in ($1::int, $2::int)', [REDEEM_BUSINESS, GET_BUSINESS])).map((row) => [row.b, row.business_user_id]))
		const [readerAccount] = await q('select account_id, n from bench_plan where k = 0')
		const [pastAccount] = await q('select account_id from bench_plan where k = 1')
		const [typical] = await q('select account_id, n from bench_plan where k > $1::int order by k limit 1', [signedIn.length])
		await q('commit')
		say(`made in ${seconds(started).toFixed(0)} s; vacuum and analyze…`)
		await q('vacuum (analyze) profiles, account_points, business_accounts, business_users, ledger_accounts, ledger_transfers, ledger_entries, point_lots, vouchers, voucher_claims, point_codes')
		// The load's dirty pages written now, not by the checkpointer while the reads are timed (needs a superuser).
		await q('checkpoint').catch(() => {})
		const madeSeconds = seconds(started)
		const sizes = await q(
			`select relname as table, n_live_tup::bigint as rows, pg_size_pretty(pg_table_size(relid)) as heap, pg_size_pretty(pg_indexes_size(relid)) as indexes
			from pg_stat_user_tables where relname in ('ledger_entries', 'ledger_transfers', 'ledger_accounts', 'point_lots', 'voucher_claims', 'vouchers', 'point_codes') order by pg_total_relation_size(relid) desc`,
		)
		const [counts] = await q(
			`select (select count(*) from ledger_entries)::bigint as entries, (select balance from ledger_accounts where id = $1::uuid)::bigint as reader_points,
				(select count(*) from voucher_claims where profile_id = $2::uuid)::int as reader_vouchers`,
			[readerAccount.account_id, reader.profileId],
		)
		if (Number(counts.entries) !== 2 * Math.floor(ENTRIES / 2)) throw new Error(`made ${counts.entries} entries, not ${ENTRIES}`)
		return {
			readerAccountId: readerAccount.account_id,
			pastReaderAccountId: pastAccount.account_id,
			typical: { accountId: typical.account_id, entries: typical.n },
			readerPoints: Number(counts.reader_points),
			readerVouchers: counts.reader_vouchers,
			redeemBusinessId: businessOf.get(REDEEM_BUSINESS),
			redeemCodes,
			getVouchers,
			ownCodes,
			hotCodes,
			made: { seconds: madeSeconds, entries: Number(counts.entries), sizes },
		}
	})
}

// --- 2. reads ---

/** How often each pocket table was read whole so far (PostgreSQL's statistics, sent within a second of each query). */
async function tableScans(q) {
	await new Promise((resolve) => setTimeout(resolve, 1100))
	const rows = await q(`select relname, seq_scan, seq_tup_read from pg_stat_user_tables where relname in ('ledger_entries', 'ledger_transfers', 'ledger_accounts', 'point_lots', 'voucher_claims', 'vouchers')`)
	return new Map(rows.map((row) => [row.relname, { scans: Number(row.seq_scan), rows: Number(row.seq_tup_read) }]))
}

async function measureReads(origin, url, { reader, pastReader }, data) {
	let cursor
	for (let page = 0; page < DEEP_PAGES; page++) {
		const { status, body } = await timedCall(origin, 'GET', `/v1/me/pocket/history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { token: reader.token })
		if (status !== 200 || !body.nextCursor) throw new Error(`the history ended after ${page + 1} pages (${status})`)
		cursor = body.nextCursor
	}
	const reads = [
		{ label: 'pocket (balances, expiring)', path: '/v1/me/pocket', check: (body) => body.points === data.readerPoints && body.expiringSoon.length > 0 },
		{ label: 'history: first page', path: '/v1/me/pocket/history', check: (body) => body.entries.length === 30 && body.entries[0].balanceAfter === data.readerPoints },
		{ label: `history: page ${DEEP_PAGES + 1} (~${DEEP_PAGES * 30} entries deep)`, path: `/v1/me/pocket/history?cursor=${encodeURIComponent(cursor)}`, check: (body) => body.entries.length === 30 },
		{ label: 'history: first page, the past reader', path: '/v1/me/pocket/history', as: pastReader, check: (body) => body.entries.length === 30 },
		{ label: 'my vouchers: first page', path: '/v1/me/pocket/vouchers', check: (body) => body.vouchers.length === Math.min(30, data.readerVouchers) },
		{ label: 'vouchers on offer: first page', path: '/v1/vouchers', check: (body) => body.offers.length === 30 },
	]
	return await withSql(url, async (q) => {
		const rows = []
		for (const { label, path, check, as = reader } of reads) {
			say(`reads: ${label}…`)
			const times = []
			let scans
			for (let i = 0; i < WARMUP + SAMPLES; i++) {
				if (i === WARMUP) scans = await tableScans(q)
				const { status, ms, body } = await timedCall(origin, 'GET', path, { token: as.token })
				if (status !== 200) throw new Error(`GET ${path}: ${status} ${JSON.stringify(body).slice(0, 300)}`)
				if (i === 0 && !check(body)) throw new Error(`${label}: not the answer expected: ${JSON.stringify(body).slice(0, 400)}`)
				if (i >= WARMUP) times.push(ms)
			}
			// A table read whole on every request costs in proportion to everybody's pockets, not the reader's.
			const whole = [...(await tableScans(q))]
				.map(([table, now]) => ({ table, scans: (now.scans - scans.get(table).scans) / times.length, rows: (now.rows - scans.get(table).rows) / Math.max(1, now.scans - scans.get(table).scans) }))
				.filter((scan) => scan.scans >= 0.5)
				.map((scan) => `${scan.table} read whole ${scan.scans.toFixed(1)}× a request (${Math.round(scan.rows).toLocaleString('en')} rows)`)
			rows.push({ part: 'read', label, budgetMs: API_BUDGET_MS, ...stats(times), note: `GET ${path.split('?')[0]}${whole.length ? `; ${whole.join(', ')}` : ''}` })
		}
		return rows
	})
}

// --- 3. at once ---

/**
 * CALLERS callers at once for SECONDS, each calling `next(caller, n)` (an answer of `{ method, path, token,
 * body?, headers? }`, or null when it has nothing more to do) until the time is up. A row of the times of
 * the answers with the expected status, the requests a second and the other answers by status.
 */
/**
 * Samples the bench database's sessions every 100 ms until `stop()`: how many were busy in a query and how
 * many of those waited for a lock (another transaction's row), on average.
 */
function sampleSessions(url) {
	const client = new pg.Client({ connectionString: url })
	let samples = 0
	let active = 0
	let waiting = 0
	let stopped = false
	const done = (async () => {
		await client.connect()
		while (!stopped) {
			const [row] = (
				await client.query(
					`select count(*) filter (where state = 'active')::int as active, count(*) filter (where state = 'active' and wait_event_type = 'Lock')::int as waiting
					from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
				)
			).rows
			samples++
			active += row.active
			waiting += row.waiting
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		await client.end()
	})()
	return async () => {
		stopped = true
		await done
		return `${(active / Math.max(1, samples)).toFixed(1)} sessions busy on average, ${(waiting / Math.max(1, samples)).toFixed(1)} of them waiting for a lock`
	}
}

async function atOnce(origin, url, label, expected, next) {
	say(`at once: ${label}…`)
	const times = []
	const others = new Map()
	let ranOut = 0
	const sessions = sampleSessions(url)
	const started = performance.now()
	const until = started + SECONDS * 1000
	await Promise.all(
		Array.from({ length: CALLERS }, async (_, caller) => {
			for (let n = 0; performance.now() < until; n++) {
				const request = next(caller, n)
				if (!request) return void ranOut++
				const { status, ms, body } = await timedCall(origin, request.method, request.path, request)
				if (status === expected) times.push(ms)
				else others.set(status, { count: (others.get(status)?.count ?? 0) + 1, body: JSON.stringify(body).slice(0, 200) })
			}
		}),
	)
	const took = seconds(started)
	const database = await sessions()
	const errors = [...others].map(([status, { count, body }]) => `${count}× ${status} ${body}`).join('; ')
	return {
		part: 'at once',
		label,
		...stats(times),
		perSecond: times.length / took,
		wrong: others.size > 0,
		note: `${CALLERS} callers, ${took.toFixed(1)} s; ${errors ? `ERRORS: ${errors}` : `all ${expected}`}${ranOut ? `; ${ranOut} ran out of codes` : ''}; PostgreSQL: ${database}`,
	}
}

async function measureAtOnce(origin, url, { owner, collectors, getters }, data) {
	const rows = []
	const collect = (codes) => (caller, n) => (codes(caller)[n] ? { method: 'POST', path: `/v1/point-codes/${codes(caller)[n]}/collect`, token: collectors[caller].token, body: {} } : null)
	rows.push(await atOnce(origin, url, 'collect a receipt code, each of its own business', 201, collect((caller) => data.ownCodes[caller])))
	const hot = (caller) => data.hotCodes.slice(caller * CODES_EACH, (caller + 1) * CODES_EACH)
	const hotCodes = Array.from({ length: CALLERS }, (_, caller) => hot(caller))
	rows.push(await atOnce(origin, url, 'collect a receipt code, all of one business', 201, collect((caller) => hotCodes[caller])))
	let redeemed = 0
	rows.push(
		await atOnce(origin, url, 'redeem a voucher code (staff), one business', 201, () =>
			redeemed < data.redeemCodes.length ? { method: 'POST', path: `/v1/business-users/${data.redeemBusinessId}/voucher-redemptions`, token: owner.token, body: { code: data.redeemCodes[redeemed++] } } : null,
		),
	)
	rows.push(
		await atOnce(origin, url, 'get a voucher for 1 point (Idempotency-Key)', 201, (caller, n) => ({
			method: 'POST',
			path: `/v1/vouchers/${data.getVouchers[(caller + n) % data.getVouchers.length]}/claims`,
			token: getters[caller].token,
			headers: { 'Idempotency-Key': randomUUID() },
		})),
	)
	rows.push(await counterSalesAtOnce(origin, url, owner, data.redeemBusinessId))
	return rows
}

/**
 * Counter sales (docs/product.md#pocket): CALLERS tills of one business place cash sales of the same item at
 * once, each rung up and checked out beforehand. The business's numbering row and the item's stock are one
 * row each, so placing takes turns on them: this is the most one business's counters can place.
 */
async function counterSalesAtOnce(origin, url, owner, businessUserId) {
	say('counter sales: ringing up…')
	const each = Math.max(40, SECONDS * 15)
	const as = { token: owner.token }
	const item = await timedCall(origin, 'POST', `/v1/business-users/${businessUserId}/content/catalogue`, { ...as, body: { title: 'Bench beans 250 g', priceSatang: 32000, stock: 1_000_000 } })
	const sales = await Promise.all(
		Array.from({ length: CALLERS }, async () => {
			const ids = []
			for (let n = 0; n < each; n++) {
				const { body: sale } = await timedCall(origin, 'POST', `/v1/business-users/${businessUserId}/counter-orders`, as)
				const base = `/v1/business-users/${businessUserId}/counter-orders/${sale.id}`
				await timedCall(origin, 'POST', `${base}/lines`, { ...as, body: { itemId: item.body.id, quantity: 1 } })
				await timedCall(origin, 'PUT', `${base}/check-out`, { ...as, body: { paymentMethod: 'cash', cashReceivedSatang: 50000 } })
				ids.push(base)
			}
			return ids
		}),
	)
	return await atOnce(origin, url, 'place a cash counter sale, tills of one business', 200, (caller, n) =>
		sales[caller][n] ? { method: 'POST', path: `${sales[caller][n]}/place`, token: owner.token, body: { expectedTotalSatang: 32000 }, headers: { 'Idempotency-Key': randomUUID() } } : null,
	)
}

/** The ledger's rules, over the whole ledger: each a count of what breaks it (0: it holds). */
async function checkLedger(url) {
	return await withSql(url, async (q) => {
		await q(`set work_mem = '256MB'`)
		const checks = [
			[
				'accounts whose balance is not the sum of their entries',
				`select count(*) from ledger_accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id where a.balance <> coalesce(e.total, 0)`,
			],
			['units whose balances do not sum to zero', `select count(*) from (select unit from ledger_accounts group by unit having sum(balance) <> 0) as u`],
			[
				'people whose account_points differs from their ledger balances',
				`select count(*) from account_points ap
				left join ledger_accounts pa on pa.profile_id = ap.profile_id and pa.unit = 'points'
				left join ledger_accounts ta on ta.profile_id = ap.profile_id and ta.unit = 'tokens'
				left join ledger_accounts ea on ea.profile_id = ap.profile_id and ea.unit = 'experience'
				where ap.point <> coalesce(pa.balance, 0) or ap.token_total <> coalesce(ta.balance, 0) / 10000.0 or ap.total_experience <> coalesce(ea.balance, 0) / 10000.0`,
			],
			[
				'transfers without exactly two entries summing to zero (minus on from, plus on to)',
				`select count(*) from ledger_transfers t left join (
					select transfer_id, count(*) as n, sum(amount) as total, min(amount) as minus, max(amount) as plus,
						min(account_id::text) filter (where amount < 0) as debited, min(account_id::text) filter (where amount > 0) as credited
					from ledger_entries group by transfer_id
				) e on e.transfer_id = t.id
				where e.n is distinct from 2 or e.total <> 0 or e.minus <> -t.amount or e.plus <> t.amount or e.debited <> t.from_account_id::text or e.credited <> t.to_account_id::text`,
			],
			['entries whose balance_after is not their account’s running sum', `select count(*) from (select balance_after, sum(amount) over (partition by account_id order by id) as running from ledger_entries) as e where e.running <> e.balance_after`],
			['people’s entries below zero', `select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.profile_id is not null and e.balance_after < 0`],
			[
				'people’s points accounts whose open lots differ from their balance',
				`select count(*) from ledger_accounts a left join (select account_id, sum(remaining) as open from point_lots group by account_id) l on l.account_id = a.id
				where a.profile_id is not null and a.unit = 'points' and a.balance <> coalesce(l.open, 0)`,
			],
		]
		const results = []
		for (const [label, query] of checks) {
			const started = performance.now()
			const [{ count }] = await q(query)
			results.push({ label, broken: Number(count), seconds: seconds(started) })
		}
		return results
	})
}

// --- 4. the web ---

const POCKET_PAGE = '/account/my-pocket'

/** Whether the web's build has the pocket page (app/routes/pocket/pocket.tsx): its route id is in the server build's files. */
function buildHasPocketPage() {
	if (!existsSync('build/server/index.js')) return false
	const assets = existsSync('build/server/assets') ? readdirSync('build/server/assets').map((name) => `build/server/assets/${name}`) : []
	return ['build/server/index.js', ...assets].filter((file) => file.endsWith('.js')).some((file) => readFileSync(file, 'utf8').includes('"routes/pocket/pocket"'))
}

async function measureWeb(apiOrigin, issuer, reader) {
	const sessionSecret = randomUUID() + randomUUID()
	const webOrigin = `http://127.0.0.1:${WEB_PORT}`
	// The identity service is never called: the sealed session's tokens are the local issuer's, and they last.
	const identity = { endpoint: issuer.endpoint, issuer: issuer.issuer, userPoolId: 'local_Bench', clientId: 'bench', hostedUiUrl: `${issuer.endpoint}/hosted`, authFlow: 'USER_PASSWORD_AUTH' }
	const env = { ...webEnvOf({ app: identity, port: WEB_PORT, appUrl: webOrigin, apiUrl: apiOrigin, sessionSecret }), NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '' }
	return await withServer('web', 'server-build/index.js', env, `${webOrigin}/healthz`, async () => {
		const cookie = await sessionCookie(sessionSecret, reader)
		say(`web: ${POCKET_PAGE}, one at a time…`)
		const times = []
		for (let i = 0; i < WARMUP + SAMPLES; i++) {
			const started = performance.now()
			const answer = await fetch(webOrigin + POCKET_PAGE, { headers: { Cookie: cookie }, redirect: 'manual' })
			const html = await answer.text()
			if (answer.status !== 200) throw new Error(`GET ${POCKET_PAGE}: ${answer.status} ${answer.headers.get('location') ?? html.slice(0, 300)}`)
			if (i >= WARMUP) times.push(performance.now() - started)
		}
		const rows = [{ part: 'web', label: `${POCKET_PAGE} (reader), one at a time`, budgetMs: PAGE_BUDGET_MS, ...stats(times), note: 'the page and its loaders’ API calls' }]
		say(`web: ${POCKET_PAGE}, ${WEB_CONNECTIONS} connections for ${SECONDS} s…`)
		const loaded = []
		const instance = autocannon({ url: webOrigin + POCKET_PAGE, headers: { Cookie: cookie }, connections: WEB_CONNECTIONS, duration: SECONDS })
		// autocannon's own histogram has no p95: every response time is kept instead.
		instance.on('response', (_client, _status, _bytes, responseTime) => loaded.push(responseTime))
		const result = await instance
		const problems = result.non2xx + result.errors + result.timeouts
		// The loaders' API calls of requests autocannon gave up on at its end finish before the servers stop.
		await new Promise((resolve) => setTimeout(resolve, 5000))
		rows.push({
			part: 'web',
			label: `${POCKET_PAGE} (reader), ${WEB_CONNECTIONS} connections`,
			...stats(loaded),
			perSecond: result.requests.average,
			wrong: problems > 0,
			note: problems ? `ERRORS: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts` : 'all 200',
		})
		return rows
	})
}

// --- the plan and the settings ---

/** What a voucher got stands at (api/pocket/service.ts voucherStateSql). */
const voucherState = `case when c.status = 'redeemed' then 'used' when v.valid_until <= now() then 'expired' else 'ready' end`

/**
 * The plans of the pocket's queries as api/pocket/service.ts makes them: the history page (readHistory) for
 * the reader, first and ~1 000 entries deep, and for a typical person (few entries among millions); the
 * first page of "my vouchers" (listMyVouchers) for the reader.
 */
async function explainPocket(url, { reader, pastReader, typical }) {
	return await withSql(url, async (q) => {
		const history = (deep) => `select e.id, e.amount, e.balance_after, e.created_at, t.reason, b.id, b.name, b.image_url, v.title
			from ledger_entries e
			inner join ledger_transfers t on t.id = e.transfer_id
			left join business_users b on b.id = t.business_user_id
			left join voucher_claims c on t.reference_type = 'voucher_claim' and c.id = t.reference_id
			left join vouchers v on v.id = c.voucher_id
			where e.account_id = $1::uuid${deep ? ' and e.id < $2::bigint' : ''}
			order by e.id desc nulls last limit 31`
		const myVouchers = `select c.id, v.id, b.id, b.name, b.image_url, v.title, v.description, v.value_satang, v.percent, c.code, ${voucherState}, v.valid_until, c.created_at, c.redeemed_at
			from voucher_claims c inner join vouchers v on v.id = c.voucher_id inner join business_users b on b.id = v.business_user_id
			where c.profile_id = $1::uuid order by c.created_at desc nulls last, c.id desc nulls last limit 31`
		const [{ id: deepId }] = await q(`select id from ledger_entries where account_id = $1::uuid order by id desc offset ${DEEP_PAGES * 30} limit 1`, [reader.accountId])
		const plan = async (label, query, params) => ({ label, plan: (await q(`explain (analyze, buffers) ${query}`, params)).map((row) => row['QUERY PLAN']).join('\n') })
		return [
			await plan('the reader’s history, first page', history(false), [reader.accountId]),
			await plan(`the reader’s history, ~${DEEP_PAGES * 30} entries deep`, history(true), [reader.accountId, deepId]),
			await plan(`the past reader’s history (${READER_ENTRIES} entries, all in the oldest sixth of the table), first page`, history(false), [pastReader.accountId]),
			await plan(`a typical person’s history (${typical.entries} entries), first page`, history(false), [typical.accountId]),
			await plan('the reader’s vouchers, first page (GET /v1/me/pocket/vouchers)', myVouchers, [reader.profileId]),
		]
	})
}

async function serverSettings(url) {
	return await withSql(url, async (q) => {
		const rows = await q(`select name, setting from pg_settings where name in ('synchronous_commit', 'fsync', 'shared_buffers', 'server_version', 'work_mem')`)
		return Object.fromEntries(rows.map((row) => [row.name, row.setting]))
	})
}

// --- the run ---

export async function measurePocket() {
	if (!process.env.BENCH_DATABASE_URL && process.env.DATABASE_URL) process.env.BENCH_DATABASE_URL = process.env.DATABASE_URL
	if (!process.env.BENCH_DATABASE_URL) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres')
	const issuer = await startLocalIssuer()
	const database = await benchDatabase('postgres', 'pocket')
	const env = { ...apiEnvOf(issuer, database), REDIS_URL: '' }
	const stopAll = async () => {
		await Promise.all([...running].map((child) => stopProcess(child, 5_000)))
		if (process.env.BENCH_POCKET_KEEP_DATABASE === '1') say(`kept ${database.url}`)
		else await database.drop().catch(() => {})
		issuer.server.close()
	}
	const interrupted = () => void stopAll().finally(() => process.exit(130))
	process.once('SIGINT', interrupted)
	process.once('SIGTERM', interrupted)
	const rows = []
	const notes = []
	let checks = []
	let plans
	// Other work on the machine shows in the tails: the load average after each part says how much there was.
	const loads = [`start ${loadavg().map((load) => load.toFixed(1)).join(' / ')}`]
	const loadAfter = (part) => loads.push(`${part} ${loadavg()[0].toFixed(1)}`)
	try {
		const settings = await serverSettings(database.url)
		notes.push(`PostgreSQL ${settings.server_version}: synchronous_commit ${settings.synchronous_commit}, fsync ${settings.fsync}, shared_buffers ${(Number(settings.shared_buffers) * 8) / 1024} MB, work_mem ${settings.work_mem} kB`)
		say('the reader, the past reader, a business owner, collectors and getters sign in…')
		const people = await withApi(env, async (origin) => {
			const [reader, pastReader, owner, ...rest] = await signIn(origin, issuer, 3 + 2 * CALLERS)
			return { reader, pastReader, owner, collectors: rest.slice(0, CALLERS), getters: rest.slice(CALLERS) }
		})
		const data = await makePocket(database.url, people)
		loadAfter('data')
		notes.push(
			`${data.made.entries.toLocaleString('en')} ledger entries (${(data.made.entries / 2).toLocaleString('en')} transfers) of ${PEOPLE.toLocaleString('en')} people and ${BUSINESSES} business users made in ${data.made.seconds.toFixed(0)} s; the reader has ${READER_ENTRIES.toLocaleString('en')} entries, ${data.readerPoints.toLocaleString('en')} points and ${data.readerVouchers.toLocaleString('en')} vouchers`,
			`tables: ${data.made.sizes.map((size) => `${size.table} about ${Number(size.rows).toLocaleString('en')} rows, ${size.heap} + indexes ${size.indexes}`).join('; ')}`,
		)
		await withApi(env, async (origin) => {
			rows.push(...(await measureReads(origin, database.url, people, data)))
			loadAfter('reads')
			rows.push(...(await measureAtOnce(origin, database.url, people, data)))
			loadAfter('at once')
			say('the ledger’s invariants (the whole ledger)…')
			checks = await checkLedger(database.url)
			loadAfter('checks')
			if (buildHasPocketPage()) {
				rows.push(...(await measureWeb(origin, issuer, people.reader)))
				loadAfter('web')
			} else {
				notes.push(`web: SKIPPED — the build has no ${POCKET_PAGE} page (app/routes/pocket/pocket.tsx) yet: build again once it is there`)
			}
		})
		plans = await explainPocket(database.url, { reader: { accountId: data.readerAccountId, profileId: people.reader.profileId, vouchers: data.readerVouchers }, pastReader: { accountId: data.pastReaderAccountId }, typical: data.typical })
		notes.push(`load average (1 min) on ${availableParallelism()} cores, other work on the machine included: ${loads.join(', ')}`)
	} finally {
		process.off('SIGINT', interrupted)
		process.off('SIGTERM', interrupted)
		await stopAll()
	}
	const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')
	console.log(`\nMy pocket (PostgreSQL, built API and web; reads ${SAMPLES} samples one at a time; budgets p95 < ${API_BUDGET_MS} ms for the API, < ${PAGE_BUDGET_MS} ms for the page):\n`)
	console.log(['part'.padEnd(8), 'measure'.padEnd(48), 'n'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'max ms'.padStart(8), 'per s'.padStart(7), ' notes'].join(' '))
	for (const row of rows) {
		const over = row.budgetMs && row.p95 >= row.budgetMs ? '  OVER' : ''
		console.log(
			[
				row.part.padEnd(8),
				row.label.padEnd(48),
				String(row.n).padStart(6),
				ms(row.p50).padStart(8),
				ms(row.p95).padStart(8),
				ms(row.p99).padStart(8),
				ms(row.max).padStart(8),
				(row.perSecond ? row.perSecond.toFixed(0) : '').padStart(7),
				` ${row.note ?? ''}`,
			].join(' ') + over,
		)
	}
	console.log('\nThe ledger afterwards (each the number of what breaks the rule; 0: it holds):')
	for (const check of checks) console.log(`  ${check.broken === 0 ? 'ok   ' : 'WRONG'} ${String(check.broken).padStart(8)}  ${check.label} (${check.seconds.toFixed(1)} s)`)
	console.log(`\n${notes.map((note) => `  ${note}`).join('\n')}`)
	for (const { label, plan } of plans ?? []) console.log(`\nEXPLAIN (ANALYZE, BUFFERS), ${label}:\n${plan}`)
	const failed = rows.filter((row) => row.wrong || (row.budgetMs && row.p95 >= row.budgetMs)).length + checks.filter((check) => check.broken > 0).length
	return { failed }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { failed } = await measurePocket()
	process.exitCode = failed ? 1 : 0
}
