// Chat at scale (docs/product.md#chat, docs/decisions/0027-chat-live.md), on PostgreSQL only, the built API
// and web (`npm run build` first):
//  1. history: BENCH_CHAT_MESSAGES messages (default 10 000 000) in BENCH_CHAT_ROOMS rooms (default 100 000)
//     between BENCH_CHAT_PEOPLE synthetic people (default 20 000), made in SQL while the API is stopped (Thai
//     and English bodies of about 100–200 bytes, stored in the order they were sent, so a room's messages are
//     spread over the table as in life; rooms' last numbers, times and read marks consistent with them). One
//     signed-in reader has BENCH_CHAT_READER_ROOMS of those rooms (default 2 000), the newest of them
//     BENCH_CHAT_BIG_ROOM messages long (default 100 000). Then GET /v1/chat/rooms/{id} (the newest page, a
//     page deep in it, the newest page of each of the reader's rooms in turn), GET /v1/chat/inbox (first
//     page, a page further, unanswered), GET /v1/chat/unread and GET /v1/me (which counts unread too), one at a
//     time, BENCH_CHAT_SAMPLES each (default 300): p50/p95 against the 50 ms budget, and how often each read
//     made PostgreSQL read a chat table whole.
//  2. sending: BENCH_CHAT_SENDERS people at once (default `1,16,64`), each in a room of their own with
//     history, sending through POST /v1/chat/rooms/{id}/messages for BENCH_CHAT_SEND_SECONDS (default 10);
//     commits as the server makes them (its synchronous_commit and fsync are printed), the PostgreSQL bus
//     (no Redis), the send limits raised out of the way. Messages a second, latency, and afterwards a check
//     that every room is still numbered 1…n without a gap.
//  3. live streams: BENCH_CHAT_STREAMS streams (default 1 000, two people of a room each watching it), opened
//     on the API's /v1/chat/events and, in fresh processes, through the web's relay
//     (/resources/chat-events, signed in by a session cookie sealed as the web seals its own, with
//     SESSION_SECRET ours); BENCH_CHAT_STREAMS_VIA picks them (default `api,web`). Then every room gets a
//     message, BENCH_CHAT_STREAM_ROUNDS times (default 3), BENCH_CHAT_STREAM_SEND_CONCURRENCY sends at once
//     (default 4), and each arrival on each stream is timed from just before its send. The processes' RSS
//     before and after opening gives the memory per stream. The web holds two sockets a stream: the open-files
//     limit (ulimit -n) must allow it.
// BENCH_DATABASE_URL (or DATABASE_URL) names the server; the database robtua_bench_chat is made afresh there
// and dropped at the end (BENCH_CHAT_KEEP_DATABASE=1 keeps it, to look at its plans). BENCH_CHAT_API_PORT /
// BENCH_CHAT_WEB_PORT (default 4700 / 3700) are where the API and the web listen. BENCH_CHAT_PARTS (default
// `history,send,streams`) picks parts; the data is always made. The bench's tokens last two hours. The
// numbers are a machine's, with its other work in them (the load average is printed): run it on a quiet one.
// `npm run bench:chat` builds first; `node scripts/bench-chat.mjs` runs it on the build there is.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { availableParallelism, loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { apiEnvOf, benchDatabase, eachAtOnce, randomFrom, sessionCookie, startLocalIssuer, startServer, summary } from './bench-api.mjs'
import { stopProcess, webEnvOf } from './local-processes.mjs'

const number = (name, fallback) => (process.env[name] === undefined || process.env[name] === '' ? fallback : Number(process.env[name]))
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').map((value) => value.trim()).filter(Boolean)

const BUDGET_MS = 50
const MESSAGES = number('BENCH_CHAT_MESSAGES', 10_000_000)
const ROOMS = number('BENCH_CHAT_ROOMS', 100_000)
const PEOPLE = number('BENCH_CHAT_PEOPLE', 20_000)
const READER_ROOMS = number('BENCH_CHAT_READER_ROOMS', 2_000)
const BIG_ROOM = number('BENCH_CHAT_BIG_ROOM', 100_000)
const SAMPLES = number('BENCH_CHAT_SAMPLES', 300)
const WARMUP = 20
const SENDERS = list('BENCH_CHAT_SENDERS', '1,16,64').map(Number).filter((n) => Number.isInteger(n) && n > 0)
const SEND_SECONDS = number('BENCH_CHAT_SEND_SECONDS', 10)
const STREAMS = Math.floor(number('BENCH_CHAT_STREAMS', 1_000) / 2) * 2
const STREAM_ROUNDS = number('BENCH_CHAT_STREAM_ROUNDS', 3)
/** Sends in flight at once while the streams are open (each room gets one message a round). */
const STREAM_SEND_CONCURRENCY = number('BENCH_CHAT_STREAM_SEND_CONCURRENCY', 4)
const STREAMS_VIA = list('BENCH_CHAT_STREAMS_VIA', 'api,web')
const PARTS = list('BENCH_CHAT_PARTS', 'history,send,streams')
const API_PORT = number('BENCH_CHAT_API_PORT', 4700)
const WEB_PORT = number('BENCH_CHAT_WEB_PORT', 3700)
/** How far back the deep history page is: messages numbered below this in the long room. */
const DEEP_BEFORE = 1_000
/** How many inbox pages down the further page is (30 rooms a page). */
const INBOX_PAGES = Math.max(1, Math.min(20, Math.floor(READER_ROOMS / 30) - 1))
/** api/search/words.ts SEARCH_VERSION: the made people's names are stored split, so the API's indexer leaves them be. */
const SEARCH_VERSION = 1
/** The send limits, raised so they never refuse a bench send (api/config.ts allows at most these). */
const chatLimitsEnv = { CHAT_SENDS_PER_MINUTE: '10000', CHAT_MESSAGES_PER_DAY: '100000', CHAT_NEW_CONVERSATIONS_PER_DAY: '10000' }

/** What people write: greetings, questions about an item, meeting places; Thai, English and both. */
const phrases = [
	'สวัสดีครับ วันนี้ร้านเปิดกี่โมงครับ',
	'ขอบคุณมากค่ะ เดี๋ยวจะแวะไปรับของตอนเย็นนะคะ',
	'ได้เลยครับ ส่งพรุ่งนี้เช้าทางไปรษณีย์',
	'ยังมีไซซ์ M สีน้ำเงินอยู่ไหมคะ',
	'เจอกันที่สถานีรถไฟฟ้าสยามตอนหกโมงนะ',
	'ราคานี้รวมค่าส่งแล้วหรือยังครับ',
	'โอนเงินแล้วนะคะ แนบสลิปให้แล้ว',
	'ฝนตกหนักมาก อาจจะไปช้าหน่อยนะ',
	'ตลาดนัดริมน้ำเสาร์นี้ไปด้วยกันไหม',
	'ร้านกาแฟใหม่ตรงซอยสุขุมวิท 11 อร่อยมาก',
	'Hi! Is the indigo shirt still available?',
	'Thanks, see you at the market on Saturday.',
	'Can you send a photo of the back, please?',
	'I will be there around 6 pm, near exit 3.',
	'Great, I have transferred the money just now.',
	'Sorry for the late reply, busy day at work.',
	'โอเค see you พรุ่งนี้นะ 👍',
	'Order #1024 มาถึงแล้วครับ thank you!',
]
const firstNames = ['สมชาย', 'สมหญิง', 'Dao', 'Niran', 'Ploy', 'Anan', 'Kanya', 'Mali', 'Tee', 'Fon']
const lastNames = ['ใจดี', 'Srisuk', 'รักไทย', 'Wongsa', 'มีสุข', 'Chaiyo', 'Boonmee', 'ทองดี']

const stats = (times) => ({ n: times.length, ...summary(times), max: times.length ? Math.max(...times) : Number.NaN })
const say = (text) => process.stderr.write(`chat: ${text}\n`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A call to the API; answers the body, or throws on another status. */
async function call(origin, method, path, { token, body, expect = 200 } = {}) {
	const headers = { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) }
	const answer = await fetch(origin + path, { method, headers, body: body ? JSON.stringify(body) : undefined })
	const text = await answer.text()
	if (answer.status !== expect) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`)
	return text ? JSON.parse(text) : undefined
}

/** People signed in once each (their profile is made by their first call). */
async function signIn(origin, issuer, count) {
	return await eachAtOnce(Array.from({ length: count }), 16, async () => {
		const person = await issuer.signIn()
		const me = await call(origin, 'GET', '/v1/me', { token: person.token })
		return { ...person, uuid: me.profile.uuid }
	})
}

const running = new Set()
async function withApi(env, run) {
	const origin = `http://127.0.0.1:${API_PORT}`
	const api = startServer('server-build/api.js', { ...env, API_PORT: String(API_PORT) }, `${origin}/readyz`)
	running.add(api.child)
	try {
		await api.ready
		return await run(origin, api.child)
	} finally {
		await stopProcess(api.child, 30_000)
		running.delete(api.child)
		const warnings = api.child.output().trim()
		if (warnings) say(`the API said:\n${warnings.split('\n').slice(-15).join('\n')}`)
	}
}

// --- the data ---

/**
 * Each room's two people (side 1, side 2) and its number of messages: the reader's rooms first (the first the
 * long one), then each sender's, then pairs of synthetic people. Counts are skewed as conversations are (a
 * log-normal spread, at least 2 so both sides have spoken) and add up to MESSAGES exactly.
 */
function planRooms({ reader, senders, people }) {
	const extra = MESSAGES - BIG_ROOM - 2 * (ROOMS - 1)
	if (extra < 0) throw new Error(`BENCH_CHAT_MESSAGES ${MESSAGES} is too few for ${ROOMS} rooms of at least 2 and one of ${BIG_ROOM}`)
	if (READER_ROOMS > PEOPLE || READER_ROOMS + senders.length > ROOMS) throw new Error('more of the reader’s and senders’ rooms than people or rooms')
	const random = randomFrom(2026)
	const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
	const weights = Array.from({ length: ROOMS - 1 }, () => Math.exp(1.2 * normal()))
	const total = weights.reduce((sum, weight) => sum + weight, 0)
	const counts = [BIG_ROOM, ...weights.map((weight) => 2 + Math.floor((weight / total) * extra))]
	let left = MESSAGES - counts.reduce((sum, count) => sum + count, 0)
	for (let k = 1; left > 0; k = (k % (ROOMS - 1)) + 1, left--) counts[k]++
	const side1 = []
	const side2 = []
	for (let k = 0; k < READER_ROOMS; k++) {
		side1.push(reader.profileId)
		side2.push(people[k])
	}
	senders.forEach((sender, i) => {
		side1.push(sender.profileId)
		side2.push(people[(READER_ROOMS + i) % PEOPLE])
	})
	const rest = ROOMS - side1.length
	// Pairs (a, a + d) for d = 1, 2, …: none repeats while d stays under half the people.
	if (1 + Math.floor(rest / PEOPLE) >= PEOPLE / 2) throw new Error('too few people for that many rooms')
	for (let i = 0; i < rest; i++) {
		const a = i % PEOPLE
		side1.push(people[a])
		side2.push(people[(a + 1 + Math.floor(i / PEOPLE)) % PEOPLE])
	}
	return { counts, side1, side2 }
}

/**
 * The rooms, their members and their messages in SQL, while the API is stopped. The messages' table is filled
 * without its indexes and foreign-key checks (the rows are consistent by construction), in the order they
 * were sent, and its indexes are made again after from their own definitions; then fresh statistics and
 * visibility maps, as autovacuum would give later. Answers the rooms of the reader and of each sender.
 */
async function makeChat(url, { reader, senders }) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	const q = async (text, params) => (await client.query(text, params)).rows
	try {
		await q(`set maintenance_work_mem = '1GB'`)
		await q(`set work_mem = '256MB'`)
		say(`${PEOPLE} people…`)
		await q(
			`insert into profiles (identity_sub, email, first_name, last_name, city, country, search, search_version)
			select 'bench-chat-' || n, 'bench-chat-' || n || '@robtua.test', ($2::text[])[1 + n % cardinality($2::text[])], ($3::text[])[1 + n % cardinality($3::text[])] || ' ' || n,
				'Bangkok', 'Thailand', setweight(to_tsvector('simple', 'bench ' || n), 'A'), $4::smallint
			from generate_series(1, $1::int) as n`,
			[PEOPLE, firstNames, lastNames, SEARCH_VERSION],
		)
		const people = (await q(`select id from profiles where identity_sub like 'bench-chat-%' order by identity_sub`)).map((row) => row.id)
		const subs = [reader, ...senders].map((person) => person.sub)
		const ids = new Map((await q('select identity_sub, id from profiles where identity_sub = any($1::text[])', [subs])).map((row) => [row.identity_sub, row.id]))
		reader.profileId = ids.get(reader.sub)
		for (const sender of senders) sender.profileId = ids.get(sender.sub)
		const plan = planRooms({ reader, senders, people })
		say(`${ROOMS} rooms and their members…`)
		await q('begin')
		await q(
			`create temp table bench_plan on commit drop as
			select (t.k - 1)::int as k, t.c::int as messages, t.p1, t.p2, gen_random_uuid() as id,
				case when t.k = 1 then now() - interval '1 minute' else now() - ((t.k * 2654435761) % 5184000) * interval '1 second' end as last_at
			from unnest($1::int[], $2::uuid[], $3::uuid[]) with ordinality as t(c, p1, p2, k)`,
			[plan.counts, plan.side1, plan.side2],
		)
		// As api/chat/access.ts pairKey: the two parties' keys in code-point order, joined.
		await q(
			`insert into chat_rooms (id, pair_key, last_seq, last_message_at, started_by_profile_id, created_at)
			select id, least(('p:' || p1) collate "C", ('p:' || p2) collate "C") || '|' || greatest(('p:' || p1) collate "C", ('p:' || p2) collate "C"),
				messages, last_at, p1, last_at - (messages - 1) * (interval '180 days' / messages)
			from bench_plan`,
		)
		// The side that wrote the last message has read it all; the other is a few behind.
		await q(
			`insert into chat_members (room_id, side, profile_id, last_read_seq, room_last_seq, room_last_message_at)
			select id, side, case when side = 1 then p1 else p2 end,
				case when side = 1 + ((messages / 2 + messages / 5) % 2) then messages else greatest(0, messages - k % 4) end,
				messages, last_at
			from bench_plan cross join (values (1::smallint), (2::smallint)) as sides(side)`,
		)
		const indexes = await q(
			`select i.relname as name, pg_get_indexdef(i.oid) as definition, c.conname as constraint_name, pg_get_constraintdef(c.oid) as constraint_definition
			from pg_index x join pg_class i on i.oid = x.indexrelid left join pg_constraint c on c.conindid = x.indexrelid and c.conrelid = x.indrelid
			where x.indrelid = 'chat_messages'::regclass`,
		)
		for (const index of indexes) await q(index.constraint_name ? `alter table chat_messages drop constraint ${index.constraint_name}` : `drop index ${index.name}`)
		// Foreign-key checks are triggers, which a replica does not run (needs a superuser; else they run, slower).
		await q('savepoint before_replica')
		await q(`set local session_replication_role = replica`).catch(async () => await q('rollback to savepoint before_replica'))
		say(`${MESSAGES} messages (a few minutes)…`)
		const started = performance.now()
		const inserted = await client.query(
			`insert into chat_messages (room_id, seq, side, author_profile_id, client_id, body, created_at)
			select p.id, s, m.side, case when m.side = 1 then p.p1 else p.p2 end, gen_random_uuid(),
				($1::text[])[1 + (s * 7 + p.k * 13) % cardinality($1::text[])] || ' ' || ($1::text[])[1 + (s * 11 + p.k * 5 + 3) % cardinality($1::text[])]
					|| case when (s + p.k) % 3 = 0 then ' ' || ($1::text[])[1 + (s * 3 + p.k) % cardinality($1::text[])] else '' end,
				p.last_at - (p.messages - s) * (interval '180 days' / p.messages) as created_at
			from bench_plan p cross join lateral generate_series(1, p.messages) as s
			cross join lateral (select (1 + ((s / 2 + s / 5) % 2))::smallint as side) as m
			order by created_at`,
			[phrases],
		)
		say(`messages inserted in ${((performance.now() - started) / 1000).toFixed(0)} s; their indexes…`)
		for (const index of indexes) {
			await q(index.constraint_name ? `alter table chat_messages add constraint ${index.constraint_name} ${index.constraint_definition}` : index.definition)
		}
		const rooms = await q(`select k, id from bench_plan where k = 0 or k >= $1::int and k < $2::int order by k`, [READER_ROOMS, READER_ROOMS + senders.length])
		const readerRooms = (await q(`select id from bench_plan where k < $1::int order by k`, [READER_ROOMS])).map((row) => row.id)
		await q('commit')
		say(`${((performance.now() - started) / 1000).toFixed(0)} s with the indexes; vacuum and analyze…`)
		await q('vacuum (analyze) profiles, chat_rooms, chat_members, chat_messages')
		// The load's dirty pages written now, not by the checkpointer while the reads are timed (needs a superuser).
		await q('checkpoint').catch(() => {})
		const [made] = await q(
			`select (select sum(last_seq) from chat_rooms)::bigint as numbered, (select count(*) from chat_rooms)::int as rooms,
				pg_size_pretty(pg_total_relation_size('chat_messages')) as size,
				(select round(avg(octet_length(body))) from chat_messages tablesample system (0.1)) as body_bytes`,
		)
		if (Number(made.numbered) !== inserted.rowCount || inserted.rowCount !== MESSAGES) throw new Error(`made ${inserted.rowCount} messages, rooms number ${made.numbered}`)
		return {
			bigRoom: rooms.find((row) => row.k === 0).id,
			readerRooms,
			senderRooms: rooms.filter((row) => row.k >= READER_ROOMS).map((row) => row.id),
			made: { ...made, seconds: (performance.now() - started) / 1000 },
		}
	} finally {
		await client.end()
	}
}

// --- 1. history and inbox ---

async function timedGet(origin, path, token) {
	const started = performance.now()
	const answer = await fetch(origin + path, { headers: { Authorization: `Bearer ${token}` } })
	const body = await answer.json()
	if (!answer.ok) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`)
	return { ms: performance.now() - started, body }
}

/** How often each chat table was read whole so far (PostgreSQL's statistics, sent within a second of each query). */
async function tableScans(sql) {
	await sleep(1100)
	const { rows } = await sql.query(`select relname, seq_scan, seq_tup_read from pg_stat_user_tables where relname in ('chat_rooms', 'chat_members', 'chat_messages')`)
	return new Map(rows.map((row) => [row.relname, { scans: Number(row.seq_scan), rows: Number(row.seq_tup_read) }]))
}

async function measureHistory(origin, url, reader, chat) {
	const sql = new pg.Client({ connectionString: url })
	await sql.connect()
	let inboxCursor
	for (let page = 0; page < INBOX_PAGES; page++) {
		inboxCursor = (await timedGet(origin, `/v1/chat/inbox${inboxCursor ? `?cursor=${encodeURIComponent(inboxCursor)}` : ''}`, reader.token)).body.nextCursor
		if (!inboxCursor) throw new Error(`the inbox ended after ${page + 1} pages`)
	}
	const reads = [
		{ label: `room: newest page (${BIG_ROOM.toLocaleString('en')} messages)`, path: () => `/v1/chat/rooms/${chat.bigRoom}`, check: (body) => body.messages.length === 50 && body.lastSeq === BIG_ROOM },
		{ label: `room: page before no. ${DEEP_BEFORE.toLocaleString('en')} (deep)`, path: () => `/v1/chat/rooms/${chat.bigRoom}?before=${DEEP_BEFORE}`, check: (body) => body.messages.at(-1)?.seq === DEEP_BEFORE - 1 },
		{ label: `room: newest page, each of ${READER_ROOMS.toLocaleString('en')} in turn`, path: (i) => `/v1/chat/rooms/${chat.readerRooms[(i * 7) % chat.readerRooms.length]}`, check: (body) => body.messages.length > 0 },
		{ label: `inbox: first page (${READER_ROOMS.toLocaleString('en')} rooms)`, path: () => '/v1/chat/inbox', check: (body) => body.rooms.length === 30 },
		{ label: `inbox: page ${INBOX_PAGES + 1}`, path: () => `/v1/chat/inbox?cursor=${encodeURIComponent(inboxCursor)}`, check: (body) => body.rooms.length === 30 },
		{ label: 'inbox: unanswered, first page', path: () => '/v1/chat/inbox?filter=unanswered', check: (body) => body.rooms.length > 0 },
		{ label: 'unread total', path: () => '/v1/chat/unread', check: (body) => body.total > 0 },
		// Every signed-in page's root loader reads it, and its unread count with it.
		{ label: 'me (every page: chatUnread in it)', path: () => '/v1/me', check: (body) => body.chatUnread > 0 },
	]
	const rows = []
	try {
		for (const { label, path, check } of reads) {
			say(`history: ${label}…`)
			const times = []
			let scans
			for (let i = 0; i < WARMUP + SAMPLES; i++) {
				if (i === WARMUP) scans = await tableScans(sql)
				const { ms, body } = await timedGet(origin, path(i), reader.token)
				if (i === 0 && !check(body)) throw new Error(`${label}: not the answer expected: ${JSON.stringify(body).slice(0, 400)}`)
				if (i >= WARMUP) times.push(ms)
			}
			// A table read whole on every request costs in proportion to everybody's chats, not the reader's.
			const whole = [...(await tableScans(sql))]
				.map(([table, now]) => ({ table, scans: (now.scans - scans.get(table).scans) / times.length, rows: (now.rows - scans.get(table).rows) / Math.max(1, now.scans - scans.get(table).scans) }))
				.filter((scan) => scan.scans >= 0.5)
				.map((scan) => `${scan.table} read whole ${scan.scans.toFixed(1)}× a request (${Math.round(scan.rows).toLocaleString('en')} rows)`)
			rows.push({ part: 'history', label, budgetMs: BUDGET_MS, ...stats(times), note: whole.join(', ') })
		}
	} finally {
		await sql.end()
	}
	return rows
}

// --- 2. sending ---

async function sendOnce(origin, token, roomId, text) {
	const started = performance.now()
	const answer = await fetch(`${origin}/v1/chat/rooms/${roomId}/messages`, {
		method: 'POST',
		headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ clientId: randomUUID(), text }),
	})
	const body = await answer.text()
	return { status: answer.status, ms: performance.now() - started, body }
}

async function measureSending(origin, api, senders, senderRooms) {
	const rows = []
	let sent = 0
	for (const count of SENDERS) {
		say(`sending: ${count} at once for ${SEND_SECONDS} s…`)
		const times = []
		const refused = new Map()
		const started = performance.now()
		const cpuBefore = cpuMs(api.pid)
		const meter = cpuMeter([{ name: 'API', child: api }])
		const until = started + SEND_SECONDS * 1000
		await Promise.all(
			senders.slice(0, count).map(async (sender, i) => {
				for (let n = 0; performance.now() < until; n++) {
					const { status, ms, body } = await sendOnce(origin, sender.token, senderRooms[i], `${phrases[(i + n) % phrases.length]} (${n})`)
					if (status === 201) {
						times.push(ms)
						sent++
					} else refused.set(status, { count: (refused.get(status)?.count ?? 0) + 1, body: body.slice(0, 200) })
				}
			}),
		)
		const seconds = (performance.now() - started) / 1000
		const cpu = cpuMs(api.pid) - cpuBefore
		const errors = [...refused].map(([status, { count, body }]) => `${count}× ${status} ${body}`).join('; ')
		rows.push({
			part: 'send',
			label: `send, ${count} sender${count === 1 ? '' : 's'} at once, own rooms`,
			...stats(times),
			perSecond: times.length / seconds,
			note: `${meter()}; API ${(cpu / Math.max(1, times.length)).toFixed(1)} ms CPU a message${errors ? `; errors: ${errors}` : ''}`,
		})
	}
	return { rows, sent }
}

/** Every room numbered 1…n without a gap or a repeat, its last number n. */
async function checkNumbering(url) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const { rows } = await client.query(
			`select r.id, r.last_seq, m.messages, m.last from chat_rooms r
			join lateral (select count(*)::bigint as messages, max(seq) as last from chat_messages where room_id = r.id) m on true
			where r.last_message_at > now() - interval '1 hour' and (m.messages <> r.last_seq or m.last <> r.last_seq)`,
		)
		return rows
	} finally {
		await client.end()
	}
}

async function serverSettings(url) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const { rows } = await client.query(`select name, setting from pg_settings where name in ('synchronous_commit', 'fsync', 'shared_buffers', 'server_version')`)
		return Object.fromEntries(rows.map((row) => [row.name, row.setting]))
	} finally {
		await client.end()
	}
}

// --- 3. live streams ---

/** A process's CPU time so far (user and system), in ms: /proc's clock ticks are 100 a second on Linux. */
function cpuMs(pid) {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The whole machine's busy CPU time so far (every core, all but idle and I/O wait), in ms. */
function machineBusyMs() {
	const [user, nice, system, _idle, _iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
	return (user + nice + system + irq + softirq + steal) * 10
}

/** CPU used over a stretch of time, as percentages of one core: each process's and the machine's (of all cores). */
function cpuMeter(processes) {
	const started = performance.now()
	const before = processes.map(({ child }) => cpuMs(child.pid))
	const busy = machineBusyMs()
	return () => {
		const wall = performance.now() - started
		const each = processes.map(({ name, child }, i) => `${name} CPU ${(((cpuMs(child.pid) - before[i]) / wall) * 100).toFixed(0)}%`)
		return [...each, `machine ${(((machineBusyMs() - busy) / wall / availableParallelism()) * 100).toFixed(0)}% busy`].join(', ')
	}
}

/** A process's resident memory, in KB. */
function rssKb(pid) {
	return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN)
}

function openFileLimit() {
	return Number(/Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? Infinity)
}

/**
 * One Server-Sent Events stream on its own socket: `onEvent(name, data)` for each event. Resolves once the
 * first `read` event came (the stream is listening), with a `close`.
 */
function openStream(url, headers, onEvent) {
	return new Promise((resolve, reject) => {
		const request = http.get(url, { agent: false, headers: { Accept: 'text/event-stream', ...headers } })
		const timer = setTimeout(() => reject(new Error(`${url}: no read event within 60 s`)), 60_000)
		request.on('error', (error) => (clearTimeout(timer), reject(error)))
		request.on('response', (response) => {
			if (response.statusCode !== 200) {
				clearTimeout(timer)
				response.resume()
				return reject(new Error(`${url}: ${response.statusCode}`))
			}
			response.setEncoding('utf8')
			let buffer = ''
			response.on('data', (chunk) => {
				buffer += chunk
				let cut
				while ((cut = buffer.indexOf('\n\n')) >= 0) {
					const block = buffer.slice(0, cut)
					buffer = buffer.slice(cut + 2)
					const event = /^event: (.*)$/m.exec(block)?.[1]
					const data = /^data: (.*)$/m.exec(block)?.[1]
					if (!event) continue
					if (event === 'read') {
						clearTimeout(timer)
						resolve({ close: () => request.destroy() })
					}
					onEvent(event, data ? JSON.parse(data) : null)
				}
			})
			response.on('end', () => onEvent('end', null))
		})
	})
}

/** Streamers in pairs, each pair's room made as people make it: one follows the other and writes first. */
async function setUpStreamers(origin, issuer) {
	say(`streams: ${STREAMS} people and ${STREAMS / 2} rooms…`)
	const people = await signIn(origin, issuer, STREAMS)
	const pairs = Array.from({ length: STREAMS / 2 }, (_, i) => [people[2 * i], people[2 * i + 1]])
	const rooms = await eachAtOnce(pairs, 16, async ([a, b]) => {
		await call(origin, 'PUT', `/v1/profiles/${b.uuid}/follow`, { token: a.token })
		const sent = await call(origin, 'POST', `/v1/profiles/${b.uuid}/chat/messages`, { token: a.token, body: { clientId: randomUUID(), text: 'สวัสดี hello' }, expect: 201 })
		return { id: sent.roomId, sender: a, people: [a, b] }
	})
	return rooms
}

/**
 * Opens a stream for each side of each room (`streamOf` answers its URL and headers), then sends each room a
 * message STREAM_ROUNDS times and times every arrival. Answers the rows; `processes` are measured for RSS.
 */
async function measureStreams(via, origin, rooms, streamOf, processes) {
	const sentAt = new Map()
	const arrivals = []
	let problems = 0
	const onEvent = (event, data) => {
		if (event === 'message') {
			const id = /#(\d+)$/.exec(data?.message?.text ?? '')?.[1]
			const at = id && sentAt.get(id)
			if (at !== undefined) arrivals.push(performance.now() - at)
		} else if (event === 'resync' || event === 'end') problems++
	}
	const targets = rooms.flatMap((room) => room.people.map((person) => ({ room, person })))
	// Code paths and the database pool warmed before the baseline: a few streams opened and closed.
	const warm = await eachAtOnce(targets.slice(0, 20), 20, async ({ room, person }) => await openStream(...(await streamOf(room, person)), () => {}))
	for (const stream of warm) stream.close()
	await sleep(3000)
	const before = processes.map(({ name, child }) => ({ name, kb: rssKb(child.pid) }))
	say(`streams (${via}): opening ${targets.length}…`)
	const openTimes = []
	const openStarted = performance.now()
	const openMeter = cpuMeter(processes)
	const streams = await eachAtOnce(targets, 50, async ({ room, person }) => {
		const [url, headers] = await streamOf(room, person)
		const started = performance.now()
		const stream = await openStream(url, headers, onEvent)
		openTimes.push(performance.now() - started)
		return stream
	})
	const opensPerSecond = targets.length / ((performance.now() - openStarted) / 1000)
	const openCpu = openMeter()
	await sleep(3000)
	const opened = processes.map(({ name, child }) => ({ name, kb: rssKb(child.pid) }))
	problems = 0
	say(`streams (${via}): ${STREAM_ROUNDS} rounds of a message in each of ${rooms.length} rooms…`)
	let sent = 0
	const sendTimes = []
	const refused = []
	// The rounds' time and the processes' CPU in it, without the pauses between rounds.
	let sendSeconds = 0
	const cpuUsed = processes.map(() => 0)
	let machineUsed = 0
	for (let round = 0; round < STREAM_ROUNDS; round++) {
		const started = performance.now()
		const cpuBefore = processes.map(({ child }) => cpuMs(child.pid))
		const busyBefore = machineBusyMs()
		await eachAtOnce(rooms, STREAM_SEND_CONCURRENCY, async (room) => {
			const id = String(++sent)
			sentAt.set(id, performance.now())
			const { status, ms, body } = await sendOnce(origin.api, room.sender.token, room.id, `${phrases[sent % phrases.length]} #${id}`)
			if (status === 201) sendTimes.push(ms)
			else refused.push(`${status} ${body.slice(0, 200)}`)
		})
		sendSeconds += (performance.now() - started) / 1000
		processes.forEach(({ child }, i) => (cpuUsed[i] += cpuMs(child.pid) - cpuBefore[i]))
		machineUsed += machineBusyMs() - busyBefore
		await sleep(1000)
	}
	const expected = 2 * sendTimes.length
	for (const until = Date.now() + 30_000; arrivals.length < expected && Date.now() < until; ) await sleep(100)
	const cpu = [
		...processes.map(({ name }, i) => `${name} CPU ${((cpuUsed[i] / (sendSeconds * 1000)) * 100).toFixed(0)}%`),
		`machine ${((machineUsed / (sendSeconds * 1000) / availableParallelism()) * 100).toFixed(0)}% busy`,
	].join(', ')
	const after = processes.map(({ name, child }) => ({ name, kb: rssKb(child.pid) }))
	const troubled = problems
	for (const stream of streams) stream.close()
	const perStream = processes.map(({ name }, i) => `${name} +${((opened[i].kb - before[i].kb) / targets.length).toFixed(0)} KB a stream`).join(', ')
	const memory = processes
		.map(({ name }, i) => `${name} RSS ${(before[i].kb / 1024).toFixed(0)} MB → ${(opened[i].kb / 1024).toFixed(0)} MB with them open → ${(after[i].kb / 1024).toFixed(0)} MB after the sends`)
		.join('; ')
	return [
		{
			part: 'streams',
			label: `${via}: open ${targets.length} streams (to first event)`,
			...stats(openTimes),
			perSecond: opensPerSecond,
			note: `${perStream}; 50 opening at once`,
			detail: `${targets.length} streams through the ${via === 'web' ? 'web (and the API behind it)' : 'API'}: ${memory}; while opening: ${openCpu}`,
		},
		{
			part: 'streams',
			label: `${via}: send (POST) with ${targets.length} open`,
			...stats(sendTimes),
			perSecond: sendTimes.length / sendSeconds,
			note: `${STREAM_SEND_CONCURRENCY} at once, 1 s between rounds; ${cpu}${refused.length ? `; errors: ${refused.length}, e.g. ${refused[0]}` : ''}`,
		},
		{
			part: 'streams',
			label: `${via}: send → arrival, every stream`,
			...stats(arrivals),
			note: `${arrivals.length} of ${expected} arrived${troubled ? `, ${troubled} streams ended or were told to resync` : ''}`,
		},
	]
}

async function streamsPart(env, issuer) {
	const limit = openFileLimit()
	if (limit < 2 * STREAMS + 200) throw new Error(`open files are limited to ${limit} a process: the web needs two a stream (ulimit -n ${2 * STREAMS + 200}, or fewer BENCH_CHAT_STREAMS)`)
	const rows = []
	let rooms
	if (STREAMS_VIA.includes('api')) {
		rows.push(
			...(await withApi(env, async (origin, api) => {
				rooms = await setUpStreamers(origin, issuer)
				const streamOf = async (room, person) => [`${origin}/v1/chat/events?room=${room.id}`, { Authorization: `Bearer ${person.token}` }]
				return await measureStreams('api', { api: origin }, rooms, streamOf, [{ name: 'API', child: api }])
			})),
		)
	}
	if (STREAMS_VIA.includes('web')) {
		rows.push(
			...(await withApi(env, async (apiOrigin, api) => {
				rooms ??= await setUpStreamers(apiOrigin, issuer)
				const sessionSecret = randomUUID() + randomUUID()
				const webOrigin = `http://127.0.0.1:${WEB_PORT}`
				// The identity service is never called: the sealed session's tokens are the local issuer's, and they last.
				const identity = { endpoint: issuer.endpoint, issuer: issuer.issuer, userPoolId: 'local_Bench', clientId: 'bench', hostedUiUrl: `${issuer.endpoint}/hosted`, authFlow: 'USER_PASSWORD_AUTH' }
				const web = startServer(
					'server-build/index.js',
					{ ...webEnvOf({ app: identity, port: WEB_PORT, appUrl: webOrigin, apiUrl: apiOrigin, sessionSecret }), NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', REDIS_URL: '' },
					`${webOrigin}/healthz`,
				)
				running.add(web.child)
				try {
					await web.ready
					const cookies = new Map()
					const streamOf = async (room, person) => {
						if (!cookies.has(person.sub)) cookies.set(person.sub, await sessionCookie(sessionSecret, person))
						return [`${webOrigin}/resources/chat-events?room=${room.id}`, { Cookie: cookies.get(person.sub) }]
					}
					return await measureStreams('web', { api: apiOrigin }, rooms, streamOf, [
						{ name: 'web', child: web.child },
						{ name: 'API', child: api },
					])
				} finally {
					await stopProcess(web.child, 30_000)
					running.delete(web.child)
					const warnings = web.child.output().trim()
					if (warnings) say(`the web said:\n${warnings.split('\n').slice(-15).join('\n')}`)
				}
			})),
		)
	}
	return rows
}

// --- the run ---

export async function measureChat() {
	if (!process.env.BENCH_DATABASE_URL && process.env.DATABASE_URL) process.env.BENCH_DATABASE_URL = process.env.DATABASE_URL
	if (!process.env.BENCH_DATABASE_URL) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres')
	const issuer = await startLocalIssuer()
	const database = await benchDatabase('postgres', 'chat')
	const env = { ...apiEnvOf(issuer, database), ...chatLimitsEnv, REDIS_URL: '' }
	const stopAll = async () => {
		await Promise.all([...running].map((child) => stopProcess(child, 5_000)))
		if (process.env.BENCH_CHAT_KEEP_DATABASE === '1') say(`kept ${database.url}`)
		else await database.drop().catch(() => {})
		issuer.server.close()
	}
	const interrupted = () => void stopAll().finally(() => process.exit(130))
	process.once('SIGINT', interrupted)
	process.once('SIGTERM', interrupted)
	const rows = []
	const notes = []
	try {
		const settings = await serverSettings(database.url)
		notes.push(`PostgreSQL ${settings.server_version}: synchronous_commit ${settings.synchronous_commit}, fsync ${settings.fsync}, shared_buffers ${(Number(settings.shared_buffers) * 8) / 1024} MB; the PostgreSQL bus (LISTEN/NOTIFY)`)
		say('the reader and the senders…')
		const { reader, senders } = await withApi(env, async (origin) => {
			const [first, ...rest] = await signIn(origin, issuer, 1 + Math.max(0, ...SENDERS))
			return { reader: first, senders: rest }
		})
		const chat = await makeChat(database.url, { reader, senders })
		notes.push(
			`${MESSAGES.toLocaleString('en')} messages in ${chat.made.rooms.toLocaleString('en')} rooms of ${PEOPLE.toLocaleString('en')} people made in ${chat.made.seconds.toFixed(0)} s; bodies ${chat.made.body_bytes} bytes on average; chat_messages with its indexes ${chat.made.size}`,
		)
		// Other work on the machine shows in the tails: the load average after each part says how much there was.
		const loads = []
		const loadAfter = (part) => loads.push(`${part} ${loadavg()[0].toFixed(1)}`)
		await withApi(env, async (origin, api) => {
			if (PARTS.includes('history')) rows.push(...(await measureHistory(origin, database.url, reader, chat)))
			loadAfter('history')
			if (PARTS.includes('send') && SENDERS.length > 0) {
				const sending = await measureSending(origin, api, senders, chat.senderRooms)
				rows.push(...sending.rows)
				const gaps = await checkNumbering(database.url)
				notes.push(gaps.length === 0 ? `after ${sending.sent} sends: every room written to numbered 1…n without a gap, its last number n` : `WRONG numbering in ${gaps.length} rooms, e.g. ${JSON.stringify(gaps[0])}`)
				if (gaps.length) rows.push({ part: 'send', label: 'numbering', wrong: true })
				loadAfter('sending')
			}
		})
		if (PARTS.includes('streams') && STREAMS > 0) rows.push(...(await streamsPart(env, issuer)))
		loadAfter('streams')
		notes.push(`load average (1 min) after each part, on ${availableParallelism()} cores: ${loads.join(', ')}`)
	} finally {
		process.off('SIGINT', interrupted)
		process.off('SIGTERM', interrupted)
		await stopAll()
	}
	const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')
	console.log(
		`\nChat (PostgreSQL, built API${STREAMS_VIA.includes('web') ? ' and web' : ''}; ${SAMPLES} samples a read one at a time; budget for reads p95 < ${BUDGET_MS} ms):\n`,
	)
	console.log(['part'.padEnd(8), 'measure'.padEnd(46), 'n'.padStart(6), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'max ms'.padStart(8), 'per s'.padStart(8), ' notes'].join(' '))
	for (const row of rows.filter((row) => !row.wrong)) {
		const over = row.budgetMs && row.p95 >= row.budgetMs ? '  OVER' : ''
		console.log(
			[row.part.padEnd(8), row.label.padEnd(46), String(row.n).padStart(6), ms(row.p50).padStart(8), ms(row.p95).padStart(8), ms(row.max).padStart(8), (row.perSecond ? row.perSecond.toFixed(0) : '').padStart(8), ` ${row.note ?? ''}`].join(' ') +
				over,
		)
	}
	notes.push(...rows.filter((row) => row.detail).map((row) => row.detail))
	console.log(`\n${notes.map((note) => `  ${note}`).join('\n')}`)
	return { failed: rows.filter((row) => row.wrong || (row.budgetMs && row.p95 >= row.budgetMs)).length, budgetMs: BUDGET_MS }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { failed } = await measureChat()
	process.exitCode = failed ? 1 : 0
}
