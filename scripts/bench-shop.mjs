// The shop at scale (docs/product.md#shop): placing an order (POST /v1/me/business-orders/{id}/purchase-orders)
// on the built API, one buyer at a time and BENCH_SHOP_BUYERS (default 8) people at once, every one buying the
// same catalogue item of the same business user, so its stock row and the business user's numbering row are
// contended as in a real sale; and the seller's Sales list (GET /v1/business-users/{id}/orders, at one stage
// and all, its first page and a page 50 pages down). Before the placing, BENCH_SHOP_ORDERS (default 1 000 000)
// orders of that business user are made in SQL while the API is stopped (one statement a table, spread over
// the stages and the last 180 days, a line each). On the embedded database and, with BENCH_DATABASE_URL, on
// that PostgreSQL server (in a database of its own, made and dropped here). Prints p50/p95/max per measure and
// the orders placed a second; the budget is p95 < 50 ms for placing one at a time and for each list.
// `node scripts/bench-shop.mjs` runs it alone (after `npm run build`); `npm run bench` runs it after around me.
import { randomBytes, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { apiEnvOf, benchDatabase, startBuilt, startLocalIssuer, summary } from './bench-api.mjs'
import { freePort, stopProcess, waitForOk } from './local-processes.mjs'

const BUDGET_MS = 50
const SAMPLES = Number(process.env.BENCH_SHOP_SAMPLES) || 200
const WARMUP = 20
/** How long the buyers at once keep buying, and how many they are. */
const SECONDS = Number(process.env.BENCH_SHOP_SECONDS) || 8
const BUYERS = Number(process.env.BENCH_SHOP_BUYERS) || 8
/** The business user's orders made before the API starts; `0` leaves the shop out. */
const ORDERS = process.env.BENCH_SHOP_ORDERS === undefined ? 1_000_000 : Number(process.env.BENCH_SHOP_ORDERS)
/** The people the made orders are spread over (each with a business order of the business user). */
const ORDER_BUYERS = 1_000
/** How many pages the deep page is down the list. */
const DEEP_PAGES = 50
const PRICE_SATANG = 25_000
const ITEM_TITLE = 'Indigo shirt'
/** The most a catalogue item may have (contracts/limits.ts maxCount): every order of the run takes one. */
const STOCK = 1_000_000
/** api/search/words.ts SEARCH_VERSION: the made buyers' names are stored split, so the API's indexer leaves them be. */
const SEARCH_VERSION = 1

/** SQL on the database while the API is stopped (the embedded one has one user at a time): `query` answers the rows. */
async function sqlOn(database) {
	if (database.url) {
		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() }
	}
	// pg_trgm as the API opens it (api/db/client.ts): the profiles' name index needs it.
	const client = await PGlite.create(database.dataDir, { extensions: { pg_trgm } })
	return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() }
}

/** The built API on the database until `run` is done, then stopped with time to close it cleanly (it is opened again after). */
async function withApi(env, run) {
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const api = startBuilt('server-build/api.js', { ...env, API_PORT: String(port) })
	try {
		await waitForOk(`${origin}/healthz`, { timeoutMs: 180_000, failed: () => (api.exitCode !== null ? new Error(api.output()) : undefined) })
		return await run(origin)
	} finally {
		await stopProcess(api, 30_000)
	}
}

/** A call as the web makes it; a create with an Idempotency-Key when `key`. Answers the body, or throws on another status. */
async function call(origin, method, path, { token, body, key = false, expect = 200 } = {}) {
	const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}), ...(key ? { 'Idempotency-Key': randomUUID() } : {}) }
	const answer = await fetch(origin + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
	const text = await answer.text()
	if (answer.status !== expect) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`)
	return text ? JSON.parse(text) : undefined
}

/** A person signed in once (their profile is made by their first call). */
async function somebody(origin, issuer) {
	const person = await issuer.signIn()
	const me = await call(origin, 'GET', '/v1/me', { token: person.token })
	return { ...person, uuid: me.profile.uuid }
}

/**
 * Through the API, as people would: a professional owner (an operator makes them one) with a business account,
 * its business user and a catalogue item with a price and a large stock; and the buyers, signed in once.
 */
async function setUpShop(origin, issuer, operatorToken) {
	const owner = await somebody(origin, issuer)
	await call(origin, 'PUT', `/backoffice/v1/people/${owner.uuid}/professional`, { token: operatorToken, body: { professional: true } })
	const account = await call(origin, 'POST', '/v1/business-accounts', { token: owner.token, body: { name: 'Bench Shop' }, expect: 201 })
	const businessUser = await call(origin, 'POST', `/v1/business-accounts/${account.id}/business-users`, { token: owner.token, body: { name: 'Bench Shop — Siam Square' }, expect: 201 })
	const item = await call(origin, 'POST', `/v1/business-users/${businessUser.id}/content/catalogue`, {
		token: owner.token,
		body: { title: ITEM_TITLE, priceSatang: PRICE_SATANG, stock: STOCK },
		expect: 201,
	})
	const buyers = []
	for (let i = 0; i < BUYERS; i++) buyers.push(await somebody(origin, issuer))
	return { owner, businessUserId: businessUser.id, itemId: item.id, buyers }
}

/**
 * The business user's `orders` orders, in one statement a table: `ORDER_BUYERS` people with a business order
 * each, the orders spread evenly over them and over the last 180 days (numbered in that order, after any the
 * business user has), over the stages (3% new, 3% to prepare, 4% ready, 75% completed, 15% cancelled; none
 * unpaid, which would have expired) and pickup or delivery, each with one line of the item (1 to 3 of it).
 * The stage counts' trigger is off for the insert (a million increments of the same rows): the counts are
 * added after from the orders, and the business user's last number raised to the highest, in the same
 * transaction; then fresh statistics and visibility maps, as autovacuum would give later.
 */
async function makeOrders(sql, { businessUserId, itemId }, orders) {
	await sql.query('begin')
	try {
		await sql.query(
			`insert into profiles (identity_sub, email, first_name, last_name, city, country, search, search_version)
			select 'bench-shop-buyer-' || n, 'bench-shop-buyer' || n || '@robtua.test', 'Buyer', 'No. ' || n, 'Bangkok', 'Thailand',
				setweight(to_tsvector('simple', 'Buyer No. ' || n), 'A'), $2::smallint
			from generate_series(1, $1::int) as n
			on conflict (identity_sub) do nothing`,
			[ORDER_BUYERS, SEARCH_VERSION],
		)
		await sql.query(
			`insert into business_orders (buyer_profile_id, business_user_id, created_at, updated_at)
			select id, $1::uuid, now() - interval '180 days', now() from profiles where identity_sub like 'bench-shop-buyer-%'
			on conflict (buyer_profile_id, business_user_id) do nothing`,
			[businessUserId],
		)
		const [{ after }] = await sql.query('select coalesce(max(last_number), 0)::int as after from business_user_order_numbers where business_user_id = $1::uuid', [businessUserId])
		await sql.query('alter table purchase_orders disable trigger purchase_orders_stage_counts')
		await sql.query(
			`with buyers as (
				-- One array to index into, as the synthetic content's owners (api/db/seed.ts).
				select array_agg(b.id order by b.id) as orders, array_agg(b.buyer_profile_id order by b.id) as people
				from business_orders b join profiles p on p.id = b.buyer_profile_id
				where b.business_user_id = $1::uuid and p.identity_sub like 'bench-shop-buyer-%'
			),
			made as (
				select n,
					now() - interval '180 days' * (($2::int - n)::float8 / $2::int) as created_at,
					case
						when n % 100 < 3 then 'paid' when n % 100 < 6 then 'accepted' when n % 100 < 8 then 'ready' when n % 100 < 10 then 'shipped'
						when n % 100 < 85 then 'completed' when n % 100 < 95 then 'cancelled' when n % 100 < 98 then 'expired' else 'refunded'
					end as status,
					case when n % 3 = 0 then 'deliver' else 'pickup' end as delivery
				from generate_series(1, $2::int) as n
			)
			insert into purchase_orders (business_order_id, buyer_profile_id, business_user_id, number, status, delivery, address, postcode, phone, payment_method,
				total_satang, pay_by, tracking_number, cancel_reason, created_at, updated_at)
			select
				buyers.orders[1 + n % cardinality(buyers.orders)], buyers.people[1 + n % cardinality(buyers.people)], $1::uuid, $3::int + n, status, delivery,
				case when delivery = 'deliver' then '12 Sukhumvit Soi 11, Khlong Toei Nuea, Watthana' end,
				case when delivery = 'deliver' then '10110' end,
				'+66812345678',
				case when n % 2 = 0 then 'promptpay' else 'card' end,
				$4::bigint * (1 + n % 3),
				created_at + interval '30 minutes',
				case when delivery = 'deliver' and status in ('shipped', 'completed') then 'TH' || lpad(n::text, 12, '0') end,
				case when status = 'cancelled' and n % 2 = 0 then 'Out of stock' end,
				created_at,
				least(created_at + (n % 48) * interval '1 hour', now())
			from made cross join buyers`,
			[businessUserId, orders, after, PRICE_SATANG],
		)
		await sql.query('alter table purchase_orders enable trigger purchase_orders_stage_counts')
		await sql.query(
			`insert into purchase_order_lines (purchase_order_id, content_item_id, kind, title, option, quantity, price_satang, stock_counted)
			select id, $2::uuid, 'catalogue', $3, '', (total_satang / $4::bigint)::int, $4::bigint, true
			from purchase_orders where business_user_id = $1::uuid and number > $5::int`,
			[businessUserId, itemId, ITEM_TITLE, PRICE_SATANG, after],
		)
		await sql.query(
			`insert into business_user_order_counts (business_user_id, stage, orders)
			select business_user_id, stage, count(*)::int from purchase_orders where business_user_id = $1::uuid and number > $2::int group by business_user_id, stage
			on conflict (business_user_id, stage) do update set orders = business_user_order_counts.orders + excluded.orders`,
			[businessUserId, after],
		)
		await sql.query(
			`insert into business_user_order_numbers (business_user_id, last_number)
			select $1::uuid, max(number) from purchase_orders where business_user_id = $1::uuid
			on conflict (business_user_id) do update set last_number = excluded.last_number`,
			[businessUserId],
		)
		await sql.query('commit')
	} catch (error) {
		await sql.query('rollback')
		throw error
	}
	await sql.query('vacuum analyze profiles, business_orders, purchase_orders, purchase_order_lines, business_user_order_counts, business_user_order_numbers')
}

/**
 * What must hold after the run: the business user's orders numbered 1…n without a gap or a repeat, its last
 * number n, its stage counts those of its orders, and the item's stock less one for each order the run placed.
 */
async function checkShop(sql, { businessUserId, itemId }, placed) {
	const problems = []
	const [numbers] = await sql.query(
		`select count(*)::int as orders, count(distinct number)::int as numbers, min(number) as first, max(number) as last,
			(select last_number from business_user_order_numbers where business_user_id = $1::uuid) as last_number
		from purchase_orders where business_user_id = $1::uuid`,
		[businessUserId],
	)
	if (numbers.orders !== numbers.numbers || numbers.first !== 1 || numbers.last !== numbers.orders || numbers.last_number !== numbers.orders) {
		problems.push(`numbering: ${JSON.stringify(numbers)}`)
	}
	const counts = await sql.query(
		`select coalesce(o.stage, c.stage) as stage, o.orders as counted, c.orders as kept
		from (select stage, count(*)::int as orders from purchase_orders where business_user_id = $1::uuid group by stage) o
		full join (select stage, orders from business_user_order_counts where business_user_id = $1::uuid and orders <> 0) c on c.stage = o.stage
		where o.orders is distinct from c.orders`,
		[businessUserId],
	)
	if (counts.length > 0) problems.push(`stage counts: ${JSON.stringify(counts)}`)
	const [{ stock }] = await sql.query(`select (details->>'stock')::int as stock from content_items where id = $1::uuid`, [itemId])
	if (stock !== STOCK - placed) problems.push(`stock ${stock}, not ${STOCK} less ${placed} placed`)
	return { orders: numbers.orders, problems }
}

/** One purchase: the item added to the buyer's cart (the answer is their cart), then the cart placed; answers how long placing took. */
async function buyOnce(origin, shop, buyer) {
	const cart = await call(origin, 'POST', '/v1/me/cart/lines', { token: buyer.token, body: { itemId: shop.itemId, quantity: 1 }, key: true, expect: 201 })
	const group = cart.groups.find((g) => g.businessUser.id === shop.businessUserId)
	const body = { delivery: 'pickup', phone: '0812345678', paymentMethod: 'card', expectedTotalSatang: group.subtotalSatang }
	const started = performance.now()
	await call(origin, 'POST', `/v1/me/business-orders/${group.businessOrderId}/purchase-orders`, { token: buyer.token, body, key: true, expect: 201 })
	return performance.now() - started
}

const stats = (times) => ({ ...summary(times), max: times.length ? Math.max(...times) : Number.NaN })

/** Placing: one buyer, then every buyer at once for SECONDS; answers the rows and how many orders were placed. */
async function measurePlacing(origin, shop, row) {
	process.stderr.write(`shop: placing, one buyer (${row.engine})…\n`)
	const one = []
	for (let i = 0; i < WARMUP + SAMPLES; i++) {
		const ms = await buyOnce(origin, shop, shop.buyers[0])
		if (i >= WARMUP) one.push(ms)
	}
	process.stderr.write(`shop: placing, ${BUYERS} buyers at once for ${SECONDS} s (${row.engine})…\n`)
	const together = []
	const started = performance.now()
	const until = started + SECONDS * 1000
	await Promise.all(
		shop.buyers.map(async (buyer) => {
			while (performance.now() < until) together.push(await buyOnce(origin, shop, buyer))
		}),
	)
	const seconds = (performance.now() - started) / 1000
	return {
		placed: WARMUP + SAMPLES + together.length,
		rows: [
			{ ...row, label: 'place an order, one buyer', budgetMs: BUDGET_MS, ...stats(one) },
			{ ...row, label: `place an order, ${BUYERS} buyers at once, same item`, ...stats(together), perSecond: together.length / seconds },
		],
	}
}

const salesPath = (businessUserId, stage, cursor) => {
	const query = new URLSearchParams({ ...(stage ? { stage } : {}), ...(cursor ? { cursor } : {}) }).toString()
	return `/v1/business-users/${businessUserId}/orders${query ? `?${query}` : ''}`
}

/** The seller's list as its owner reads it: each stage's first page, and the page DEEP_PAGES pages down (its cursor followed there once). */
async function measureLists(origin, shop, row) {
	const lists = [
		{ label: 'Sales: new, first page', stage: 'new' },
		{ label: `Sales: new, page ${DEEP_PAGES + 1}`, stage: 'new', deep: true },
		{ label: 'Sales: all, first page' },
		{ label: `Sales: all, page ${DEEP_PAGES + 1}`, deep: true },
	]
	const rows = []
	for (const { label, stage, deep } of lists) {
		process.stderr.write(`shop: ${label} (${row.engine}, ${row.orders})…\n`)
		let cursor
		for (let page = 0; deep && page < DEEP_PAGES; page++) {
			cursor = (await call(origin, 'GET', salesPath(shop.businessUserId, stage, cursor), { token: shop.owner.token })).nextCursor
			if (!cursor) throw new Error(`${label}: the list ended after ${page + 1} pages`)
		}
		const path = salesPath(shop.businessUserId, stage, cursor)
		const times = []
		for (let i = 0; i < WARMUP + SAMPLES; i++) {
			const started = performance.now()
			await call(origin, 'GET', path, { token: shop.owner.token })
			if (i >= WARMUP) times.push(performance.now() - started)
		}
		rows.push({ ...row, label, budgetMs: BUDGET_MS, ...stats(times) })
	}
	return rows
}

async function measureOne(engine, issuer) {
	const database = await benchDatabase(engine, 'shop')
	// The operator's token makes the owner professional (only professionals may open a business account).
	const operatorToken = randomBytes(32).toString('hex')
	const env = { ...apiEnvOf(issuer, database), BACKOFFICE_OPERATOR_TOKEN: operatorToken }
	try {
		process.stderr.write(`shop: the business user, its item and ${BUYERS} buyers (${engine})…\n`)
		const shop = await withApi(env, (origin) => setUpShop(origin, issuer, operatorToken))
		const sql = await sqlOn(database)
		const started = performance.now()
		try {
			process.stderr.write(`shop: making ${ORDERS} orders (${engine})…\n`)
			await makeOrders(sql, shop, ORDERS)
		} finally {
			await sql.close()
		}
		const madeSeconds = (performance.now() - started) / 1000
		const row = { engine, orders: ORDERS }
		const { placed, rows } = await withApi(env, async (origin) => {
			const placing = await measurePlacing(origin, shop, row)
			return { placed: placing.placed, rows: [...placing.rows, ...(await measureLists(origin, shop, row))] }
		})
		const check = await sqlOn(database)
		try {
			return { rows, madeSeconds, placed, ...(await checkShop(check, shop, placed)) }
		} finally {
			await check.close()
		}
	} finally {
		await database.drop()
	}
}

/** Every engine; prints the table and returns how many measures were over budget (or found the data wrong). */
export async function measureShop() {
	if (!(ORDERS > 0)) return { failed: 0, budgetMs: BUDGET_MS }
	// `BENCH_SHOP_ENGINES=postgres` measures that server alone (making a million orders embedded takes minutes).
	const engines = ['embedded', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])].filter((engine) => !process.env.BENCH_SHOP_ENGINES || process.env.BENCH_SHOP_ENGINES.split(',').includes(engine))
	const issuer = await startLocalIssuer()
	const all = []
	const notes = []
	let wrong = 0
	try {
		for (const engine of engines) {
			const { rows, madeSeconds, placed, orders, problems } = await measureOne(engine, issuer)
			process.stderr.write(`shop: ${engine} ${ORDERS} orders made in ${madeSeconds.toFixed(0)} s\n`)
			all.push(...rows)
			notes.push(
				problems.length === 0
					? `  ${engine}: ${orders} orders numbered 1…${orders} without a gap, stage counts right, stock less the ${placed} placed`
					: `  ${engine}: WRONG ${problems.join('; ')}`,
			)
			wrong += problems.length
		}
	} finally {
		issuer.server.close()
	}
	const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')
	console.log(
		`\nThe shop: placing an order and the seller's list (POST /v1/me/business-orders/{id}/purchase-orders after adding to the cart, ` +
			`GET /v1/business-users/{id}/orders as its owner; ${SAMPLES} samples, ${BUYERS} buyers at once for ${SECONDS} s; ` +
			`orders: the business user's, made before, besides those placed here; budget p95 < ${BUDGET_MS} ms):\n`,
	)
	console.log(['engine'.padEnd(9), 'orders'.padEnd(9), 'measure'.padEnd(44), 'p50 ms'.padEnd(8), 'p95 ms'.padEnd(8), 'max ms'.padEnd(8), 'orders/s'].join(' '))
	for (const result of all) {
		const over = result.budgetMs && result.p95 >= result.budgetMs ? '  OVER' : ''
		const rate = result.perSecond ? result.perSecond.toFixed(1) : ''
		console.log([result.engine.padEnd(9), String(result.orders).padEnd(9), result.label.padEnd(44), ms(result.p50).padEnd(8), ms(result.p95).padEnd(8), ms(result.max).padEnd(8), rate].join(' ') + over)
	}
	console.log(`\nChecked after the run:\n${notes.join('\n')}`)
	return { failed: all.filter((result) => result.budgetMs && result.p95 >= result.budgetMs).length + wrong, budgetMs: BUDGET_MS }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { failed } = await measureShop()
	process.exitCode = failed ? 1 : 0
}
