// Boards at scale (docs/product.md#boards), on PostgreSQL, the built API and web (`npm run build` first):
//  1. data: a signed-in reader opens a board through the API, which is given BENCH_BOARDS_REPLIES replies
//     (default 10 000) in SQL as the API numbers them (1, 2, … without gaps, and the board's numbers row
//     kept), beside BENCH_BOARDS_OTHERS other boards of 500 replies each (default 200: 100 000 replies), and
//     the reader follows 50 of them with unread replies (the feed's "new replies").
//  2. the API, one at a time, BENCH_BOARDS_SAMPLES each (default 300) after 20 warm-up: the board with its
//     newest page (GET /v1/boards/{id}), its first, middle and last pages of replies by number
//     (/v1/boards/{id}/replies?after=0, ?before=5001, ?before=10001), the boards lists and the feed's first
//     page: p50/p95 against the 50 ms budget.
//     A private community the reader owns holds 40 of the boards, 10 events and agenda items, 200 members,
//     50 asking to join and 50 invited: its page's one API call (GET /v1/communities/{id}/page) too.
//  3. the web: /account/board/{id}, /account/board, /account/community/{id} and /account/community signed in as the reader (a session cookie sealed as the web seals its own),
//     BENCH_BOARDS_PAGE_SAMPLES one at a time (default 200): p50/p95 against the page budget of 100 ms; and the
//     page's first-load JavaScript (its module scripts and preloads), gzipped, against 120 KB.
// BENCH_DATABASE_URL (or DATABASE_URL) names the server; the database robtua_bench_boards is made afresh
// there and dropped at the end. BENCH_BOARDS_API_PORT / BENCH_BOARDS_WEB_PORT (default 4810 / 3810).
// The numbers are a machine's, with its other work in them (the load average is printed).
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { apiEnvOf, benchCall, benchDatabase, benchRows, benchServers, sessionCookie, startLocalIssuer, timedPage, timedRuns } from './bench-api.mjs'
import { webEnvOf } from './local-processes.mjs'

const number = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]))
const API_BUDGET_MS = 50
const PAGE_BUDGET_MS = 100
const JS_BUDGET_KB = 120
const REPLIES = number('BENCH_BOARDS_REPLIES', 10_000)
const OTHERS = number('BENCH_BOARDS_OTHERS', 200)
const SAMPLES = number('BENCH_BOARDS_SAMPLES', 300)
const PAGE_SAMPLES = number('BENCH_BOARDS_PAGE_SAMPLES', 200)
const API_PORT = number('BENCH_BOARDS_API_PORT', 4810)
const WEB_PORT = number('BENCH_BOARDS_WEB_PORT', 3810)
const WARMUP = 20

process.env.BENCH_DATABASE_URL ||= process.env.DATABASE_URL
if (!process.env.BENCH_DATABASE_URL) throw new Error('BENCH_DATABASE_URL (or DATABASE_URL) must name a PostgreSQL server')
const say = (line) => console.log(`[bench:boards] ${line}`)
const call = benchCall
const runs = { samples: SAMPLES, warmup: WARMUP }
const { withServer, stopAll } = benchServers(say)
const { rows, note, noteFirstLoadJs } = benchRows()

const issuer = await startLocalIssuer()
const database = await benchDatabase('postgres', 'boards')
try {
	const apiOrigin = `http://127.0.0.1:${API_PORT}`
	await withServer('API', 'server-build/api.js', { ...apiEnvOf(issuer, database), REDIS_URL: '', API_PORT: String(API_PORT) }, `${apiOrigin}/readyz`, async () => {
		const reader = { token: issuer.token, sub: issuer.sub }
		await call(apiOrigin, 'GET', '/v1/me', reader)
		const board = await call(apiOrigin, 'POST', '/v1/boards', { ...reader, body: { title: 'A long discussion', message: 'Ten thousand replies follow.' } })

		say(`data: ${REPLIES} replies on the board, ${OTHERS} other boards of 500…`)
		const sql = new pg.Client({ connectionString: database.url })
		await sql.connect()
		const { rows: [me] } = await sql.query(`select id from profiles limit 1`)
		const started = performance.now()
		await sql.query(
			`insert into board_replies (board_id, reply_no, author_profile_id, body, created_at)
			 select $1, n, $2, 'Reply number ' || n || ': ' || repeat('words ', 20), now() - make_interval(secs => $3 - n) from generate_series(1, $3) n`,
			[board.id, me.id, REPLIES],
		)
		await sql.query(`update board_threads set last_reply_no = $2, reply_count = $2, last_reply_at = now() where board_id = $1`, [board.id, REPLIES])
		await sql.query(
			`with made as (
				insert into content_items (kind, owner_profile_id, posted_by_profile_id, title, body, visibility, published_at, created_at)
				select 'board_post', $1, $1, 'Board ' || g, 'Opening message ' || g, 'public', now() - make_interval(mins => g), now() - make_interval(mins => g) from generate_series(1, $2) g
				returning id
			), threads as (
				insert into board_threads (board_id, last_reply_no, reply_count, last_reply_at) select id, 500, 500, now() - random() * interval '1 day' from made returning board_id
			), follows as (
				insert into board_follows (profile_id, board_id, last_read_reply_no) select $1, board_id, 400 from (select board_id from threads limit 50) f
			)
			insert into board_replies (board_id, reply_no, author_profile_id, body) select t.board_id, n, $1, 'Reply ' || n from threads t cross join generate_series(1, 500) n`,
			[me.id, OTHERS],
		)
		// A private community the reader owns, as full as its page gets: 40 of the boards and 10 events and
		// agenda items published for it, 200 members, 50 asking to join and 50 invited.
		const community = await call(apiOrigin, 'POST', '/v1/communities', { ...reader, body: { name: 'A busy lane', description: 'Neighbours of a long soi.', visibility: 'private' } })
		for (let i = 0; i < 10; i++) {
			const day = `2030-02-${String(i + 1).padStart(2, '0')}`
			await call(apiOrigin, 'POST', `/v1/me/content/${i % 2 ? 'event' : 'agenda'}`, { ...reader, body: { title: `Lane meeting ${i + 1}`, body: '', startsAt: `${day}T10:00:00+07:00`, endsAt: `${day}T12:00:00+07:00`, communityId: community.id } })
		}
		await sql.query(`update content_items set community_id = $1 where id in (select id from content_items where kind = 'board_post' and community_id is null order by published_at desc limit 40)`, [community.id])
		await sql.query(
			`with people as (
				insert into profiles (identity_sub, first_name, last_name) select 'bench-neighbour-' || g, 'Neighbour', g::text from generate_series(1, 300) g returning id, last_name::int as g
			)
			insert into community_members (community_id, profile_id, role, status, joined_at)
			select $1, id, 'member', (case when g <= 200 then 'active' when g <= 250 then 'requested' else 'invited' end)::community_member_status, case when g <= 200 then now() end from people`,
			[community.id],
		)
		await sql.query('analyze')
		await sql.end()
		say(`data made in ${Math.round((performance.now() - started) / 1000)} s; load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`)

		const reads = [
			['GET /v1/boards/{id} (the board and its newest 30)', `/v1/boards/${board.id}`],
			['replies: the first page (?after=0)', `/v1/boards/${board.id}/replies?after=0`],
			['replies: a middle page (?before=5001)', `/v1/boards/${board.id}/replies?before=${Math.floor(REPLIES / 2) + 1}`],
			['replies: the last page (?before=10001)', `/v1/boards/${board.id}/replies?before=${REPLIES + 1}`],
			['replies: 50 after 9 000 (?after=9000&limit=50)', `/v1/boards/${board.id}/replies?after=${Math.floor(REPLIES * 0.9)}&limit=50`],
			['GET /v1/boards?list=following (50 followed)', '/v1/boards?list=following'],
			['GET /v1/boards?list=recent', '/v1/boards?list=recent'],
			['GET /v1/feed (with the followed boards’ new replies)', '/v1/feed'],
		]
		for (const [label, path] of reads) {
			say(`API: ${label}…`)
			note(label, await timedRuns(() => call(apiOrigin, 'GET', path, reader), runs), API_BUDGET_MS)
		}
		say('API: GET /v1/communities/{id}/page (its owner)…')
		note('GET /v1/communities/{id}/page (its owner)', await timedRuns(() => call(apiOrigin, 'GET', `/v1/communities/${community.id}/page`, reader), runs), API_BUDGET_MS)

		const sessionSecret = randomUUID() + randomUUID()
		const webOrigin = `http://127.0.0.1:${WEB_PORT}`
		const identity = { endpoint: issuer.endpoint, issuer: issuer.issuer, userPoolId: 'local_Bench', clientId: 'bench', hostedUiUrl: `${issuer.endpoint}/hosted`, authFlow: 'USER_PASSWORD_AUTH' }
		const env = { ...webEnvOf({ app: identity, port: WEB_PORT, appUrl: webOrigin, apiUrl: apiOrigin, sessionSecret }), NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '' }
		await withServer('web', 'server-build/index.js', env, `${webOrigin}/healthz`, async () => {
			const cookie = await sessionCookie(sessionSecret, reader)
			const page = `/account/board/${board.id}`
			let html = ''
			for (const [label, path] of [
				['web: /account/board/{id} (newest replies)', page],
				['web: /account/board/{id}?before=5001', `${page}?before=${Math.floor(REPLIES / 2) + 1}`],
				['web: /account/board', '/account/board'],
				['web: /account/community/{id} (its owner: every list)', `/account/community/${community.id}`],
				['web: /account/community', '/account/community'],
			]) {
				say(`${label}, one at a time…`)
				const timed = await timedPage(webOrigin, path, cookie, { samples: PAGE_SAMPLES, warmup: WARMUP })
				note(label, timed.times, PAGE_BUDGET_MS)
				if (path === page) html = timed.html
			}
			await noteFirstLoadJs('/account/board/{id}', html, webOrigin, JS_BUDGET_KB)
		})
	})
	console.table(rows)
	if (rows.some((row) => !row.within)) process.exitCode = 1
} finally {
	await stopAll()
	issuer.server.close()
	await database.drop().catch(() => {})
}
