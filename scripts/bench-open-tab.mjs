// Open tab at scale (docs/product.md#open-tab, docs/decisions/0032-open-tab-connects-on-content.md), on
// PostgreSQL, the built API and web (`npm run build` first):
//  1. data: BENCH_OPEN_TAB_CONNECTS connects (default 1 000 000) of BENCH_OPEN_TAB_PEOPLE people (default
//     20 000) in SQL, as the API stores them (content items of kind `connect`, their search vector of Thai
//     and English words, a type, a province; one in twenty private), and a connect of the reader's with 20
//     requests and about-us entries.
//  2. the API, one at a time, BENCH_OPEN_TAB_SAMPLES each (default 300) after 20 warm-up: the connect
//     search (newest, by type, by a common and a rare word in English and in Thai, by place), the people
//     search, a connect's page: p50/p95 against the search budget of 100 ms (the issue's) and 50 ms for a page.
//  3. the web: /account/open-tab/connects/search, the connect's page and /account/open-tab signed in as the
//     reader, BENCH_OPEN_TAB_PAGE_SAMPLES one at a time (default 200): p50/p95 against 100 ms; and each
//     page's first-load JavaScript, gzipped, against 120 KB.
// BENCH_DATABASE_URL (or DATABASE_URL) names the server; the database robtua_bench_open_tab is made afresh
// there and dropped at the end. BENCH_OPEN_TAB_API_PORT / BENCH_OPEN_TAB_WEB_PORT (default 4820 / 3820).
// The numbers are a machine's, with its other work in them (the load average is printed).
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { apiEnvOf, benchCall, benchDatabase, benchRows, benchServers, sessionCookie, startLocalIssuer, timedPage, timedRuns } from './bench-api.mjs'
import { webEnvOf } from './local-processes.mjs'

const number = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]))
const SEARCH_BUDGET_MS = 100
const API_BUDGET_MS = 50
const PAGE_BUDGET_MS = 100
const JS_BUDGET_KB = 120
const CONNECTS = number('BENCH_OPEN_TAB_CONNECTS', 1_000_000)
const PEOPLE = number('BENCH_OPEN_TAB_PEOPLE', 20_000)
const SAMPLES = number('BENCH_OPEN_TAB_SAMPLES', 300)
const PAGE_SAMPLES = number('BENCH_OPEN_TAB_PAGE_SAMPLES', 200)
const API_PORT = number('BENCH_OPEN_TAB_API_PORT', 4820)
const WEB_PORT = number('BENCH_OPEN_TAB_WEB_PORT', 3820)
const WARMUP = 20

process.env.BENCH_DATABASE_URL ||= process.env.DATABASE_URL
if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL) must name a PostgreSQL server')
const say = (line) => console.log(`[bench:open-tab] ${line}`)
const call = benchCall
const runs = { samples: SAMPLES, warmup: WARMUP }
const { withServer, stopAll } = benchServers(say)
const { rows, note, noteFirstLoadJs } = benchRows()

// Words of titles and texts: common ones in most rows' pool, and a rare one in about one row in 10 000.
const english = ['garden', 'coffee', 'music', 'running', 'books', 'cooking', 'repair', 'design', 'photo', 'market', 'river', 'school', 'temple', 'football', 'yoga', 'night']
const thai = ['สวน', 'กาแฟ', 'ดนตรี', 'วิ่ง', 'หนังสือ', 'ทำอาหาร', 'ซ่อม', 'ออกแบบ', 'ถ่ายภาพ', 'ตลาด', 'แม่น้ำ', 'โรงเรียน', 'วัด', 'ฟุตบอล', 'โยคะ', 'กลางคืน']
// Places of the list, by their ids, as a connect's information form stores them.
const provinces = ['bangkok-bang-rak', 'province-chiang-mai', 'province-khon-kaen', 'province-phuket', 'province-nonthaburi', 'province-songkhla', 'province-udon-thani', 'province-chonburi']
const sqlArray = (values) => `array[${values.map((value) => `'${value}'`).join(',')}]`

const issuer = await startLocalIssuer()
const database = await benchDatabase('postgres', 'open_tab')
try {
	const apiOrigin = `http://127.0.0.1:${API_PORT}`
	await withServer('API', 'server-build/api.js', { ...apiEnvOf(issuer, database), REDIS_URL: '', API_PORT: String(API_PORT) }, `${apiOrigin}/readyz`, async () => {
		const reader = { token: issuer.token, sub: issuer.sub }
		await call(apiOrigin, 'GET', '/v1/me', reader)
		const mine = await call(apiOrigin, 'POST', '/v1/open-tab/connects', { ...reader, body: { type: 'project', title: 'Soi garden', overview: 'Growing together', province: 'Bangkok', info: { skills: ['Gardening'] } } })
		for (const part of ['goal', 'our-business', 'our-story']) {
			for (let i = 0; i < 5; i++) await call(apiOrigin, 'POST', `/v1/open-tab/connects/${mine.id}/parts/${part}`, { ...reader, body: { title: `${part} ${i + 1}`, body: 'Some words about it.' } })
		}

		say(`data: ${CONNECTS} connects of ${PEOPLE} people…`)
		const sql = new pg.Client({ connectionString: database.url })
		await sql.connect()
		const started = performance.now()
		await sql.query(`insert into profiles (identity_sub, first_name, last_name) select 'bench-tab-' || g, 'Person', 'Number' || g from generate_series(1, $1) g`, [PEOPLE])
		await sql.query(`create temporary table owners as select row_number() over (order by id) as n, id from profiles where identity_sub like 'bench-tab-%'`)
		// In batches of 100 000, so one statement's memory stays small.
		for (let from = 1; from <= CONNECTS; from += 100_000) {
			const to = Math.min(CONNECTS, from + 99_999)
			await sql.query(
				`insert into content_items (kind, owner_profile_id, posted_by_profile_id, title, body, details, province, visibility, published_at, created_at, search, search_version)
				 select 'connect', o.id, o.id, t.title, t.body,
					jsonb_build_object('type', (array['job','project','club'])[1 + g % 3], 'info', '{}'::jsonb, 'overview', 'Come along', 'status', 'open', 'showMembers', false),
					(${sqlArray(provinces)})[1 + g % ${provinces.length}], (case when g % 20 = 0 then 'members' else 'public' end)::content_visibility,
					now() - make_interval(mins => g), now() - make_interval(mins => g),
					setweight(to_tsvector('simple', t.title), 'A') || setweight(to_tsvector('simple', t.body), 'B'), 1
				 from generate_series($1::int, $2::int) g
				 join owners o on o.n = 1 + g % $3
				 cross join lateral (select
					(${sqlArray(english)})[1 + g % ${english.length}] || ' ' || (${sqlArray(thai)})[1 + (g / 7) % ${thai.length}] || case when g % 10000 = 0 then ' zqrare' else '' end || ' ' || g as title,
					(${sqlArray(thai)})[1 + (g / 3) % ${thai.length}] || ' ' || (${sqlArray(english)})[1 + (g / 11) % ${english.length}] as body) t`,
				[from, to, PEOPLE],
			)
			say(`  ${to} made`)
		}
		await sql.query('analyze')
		await sql.end()
		say(`data made in ${Math.round((performance.now() - started) / 1000)} s; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)

		const reads = [
			['connects: newest public', '/v1/open-tab/connects', SEARCH_BUDGET_MS],
			['connects: a type (?type=club)', '/v1/open-tab/connects?type=club', SEARCH_BUDGET_MS],
			['connects: a common English word (?q=garden)', '/v1/open-tab/connects?q=garden', SEARCH_BUDGET_MS],
			['connects: a common Thai word (?q=กาแฟ)', `/v1/open-tab/connects?q=${encodeURIComponent('กาแฟ')}`, SEARCH_BUDGET_MS],
			['connects: a rare word (?q=zqrare)', '/v1/open-tab/connects?q=zqrare', SEARCH_BUDGET_MS],
			['connects: a word and a type (?q=music&type=job)', '/v1/open-tab/connects?q=music&type=job', SEARCH_BUDGET_MS],
			['connects: a place (?place=Chiang Mai)', `/v1/open-tab/connects?place=${encodeURIComponent('Chiang Mai')}`, SEARCH_BUDGET_MS],
			['people with an open tab (newest)', '/v1/open-tab/people', SEARCH_BUDGET_MS],
			['people with an open tab (?q=Number123)', '/v1/open-tab/people?q=Number123', SEARCH_BUDGET_MS],
			['GET /v1/open-tab/connects/{id} (15 entries)', `/v1/open-tab/connects/${mine.id}`, API_BUDGET_MS],
			['GET /v1/me/open-tab/connects', '/v1/me/open-tab/connects', API_BUDGET_MS],
		]
		for (const [label, path, budget] of reads) {
			say(`API: ${label}…`)
			note(label, await timedRuns(() => call(apiOrigin, 'GET', path, reader), runs), budget)
		}

		const sessionSecret = randomUUID() + randomUUID()
		const webOrigin = `http://127.0.0.1:${WEB_PORT}`
		const identity = { endpoint: issuer.endpoint, issuer: issuer.issuer, userPoolId: 'local_Bench', clientId: 'bench', hostedUiUrl: `${issuer.endpoint}/hosted`, authFlow: 'USER_PASSWORD_AUTH' }
		const env = { ...webEnvOf({ app: identity, port: WEB_PORT, appUrl: webOrigin, apiUrl: apiOrigin, sessionSecret }), NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '' }
		await withServer('web', 'server-build/index.js', env, `${webOrigin}/healthz`, async () => {
			const cookie = await sessionCookie(sessionSecret, reader)
			for (const [label, path] of [
				['web: /account/open-tab/connects/search?q=garden', '/account/open-tab/connects/search?q=garden'],
				['web: /open-tabs/connects/{id}/detail (its owner)', `/open-tabs/connects/${mine.id}/detail`],
				['web: /account/open-tab', '/account/open-tab'],
				['web: /account/open-tab/{cid}/form/info', `/account/open-tab/${mine.id}/form/info`],
			]) {
				say(`${label}, one at a time…`)
				const { times, html } = await timedPage(webOrigin, path, cookie, { samples: PAGE_SAMPLES, warmup: WARMUP })
				note(label, times, PAGE_BUDGET_MS)
				await noteFirstLoadJs(path.split('?')[0], html, webOrigin, JS_BUDGET_KB)
			}
		})
	})
	console.table(rows)
	if (rows.some((row) => !row.within)) process.exitCode = 1
} finally {
	await stopAll()
	issuer.server.close()
	await database.drop().catch(() => {})
}
