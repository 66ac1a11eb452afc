// Around me at scale (docs/decisions/0021-around-me.md): GET /v1/around-me on the built API over a
// database of synthetic content (api/db/seed.ts: 60% around central Bangkok, 40% anywhere in Thailand),
// at each size of BENCH_GEO_ROWS (default 10 000 and 1 000 000), on the embedded database and, with
// BENCH_DATABASE_URL, on that PostgreSQL server (in a database of its own, made and dropped here).
// Prints p50/p95 per query and the p50 at the largest size over the smallest; the budget is p95 < 50 ms
// (search's: < 100 ms). The same databases serve the feed of somebody following 1,000 of the synthetic
// people, and search in Thai and English (docs/decisions/0023-feed-and-search.md).
// `node scripts/bench-geo.mjs` runs it alone (after `npm run build`); `npm run bench` runs it last.
import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { apiEnvOf, benchDatabase, startBuilt, startLocalIssuer, summary } from './bench-api.mjs'
import { freePort, stopProcess, waitForOk } from './local-processes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const BUDGET_MS = 50
const SAMPLES = Number(process.env.BENCH_GEO_SAMPLES) || 200
const WARMUP = 20
/** `BENCH_GEO_QUERIES=map` asks only the map's queries (any words of their labels; `feed,search`: either). */
const ONLY = process.env.BENCH_GEO_QUERIES
const SIZES = (process.env.BENCH_GEO_ROWS ?? '10000,1000000')
	.split(',')
	.map(Number)
	.filter((rows) => Number.isInteger(rows) && rows > 0)

/** A seeded random point where people look: 60% around central Bangkok, 40% anywhere in Thailand. */
function pointsFrom(seed) {
	let state = seed
	const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
	const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
	return () =>
		random() < 0.6 ? { lat: 13.7563 + 0.08 * normal(), lng: 100.5018 + 0.08 * normal() } : { lat: 5.8 + random() * 14.4, lng: 97.6 + random() * 7.8 }
}

/** A viewport of a 1280 × 800 screen at a zoom, centred on a point (Web Mercator, as the map asks). */
function viewportAround({ lat, lng }, zoom, width = 1280, height = 800) {
	const size = 256 * 2 ** zoom
	const y = ((1 - Math.log(Math.tan((lat * Math.PI) / 180) + 1 / Math.cos((lat * Math.PI) / 180)) / Math.PI) / 2) * size
	const latAt = (py) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * py) / size))) * 180) / Math.PI
	const dLng = ((width / 2) / size) * 360
	return [lng - dLng, latAt(y + height / 2), lng + dLng, latAt(y - height / 2)].map((value) => value.toFixed(6)).join(',')
}

/** Central Bangkok, where the map is densest: a point within about 2 km of Siam, jittered by the given one. */
const inCentralBangkok = ({ lat, lng }) => ({ lat: 13.7456 + (((lat * 1000) % 1) - 0.5) * 0.04, lng: 100.5347 + (((lng * 1000) % 1) - 0.5) * 0.04 })

const nearPath = (query) => (point) => `/v1/around-me?${new URLSearchParams({ ...query, near: `${point.lat.toFixed(5)},${point.lng.toFixed(5)}` })}`
const mapPath = (zoom, at) => (point) => `/v1/around-me/map?${new URLSearchParams({ box: at ? at : viewportAround(inCentralBangkok(point), zoom), zoom: String(zoom) })}`

const queries = [
	{ label: 'nearest 20, every kind, 5 km', path: nearPath({ radiusKm: 5 }) },
	{ label: 'nearest 20, events, 5 km', path: nearPath({ radiusKm: 5, kind: 'event' }) },
	{ label: 'nearest 20, rooms (new_room), 20 km', path: nearPath({ radiusKm: 20, kind: 'new_room' }) },
	{ label: 'nearest 20, every kind, 50 km', path: nearPath({ radiusKm: 50 }) },
	{ label: 'next page of nearest, every kind, 5 km', path: nearPath({ radiusKm: 5 }), secondPage: true },
	{ label: 'soonest 20, events, 20 km', path: nearPath({ radiusKm: 20, kind: 'event', order: 'soonest' }) },
	{ label: 'newest 20, stories, 5 km', path: nearPath({ radiusKm: 5, kind: 'story', order: 'newest' }) },
	// A dense box newest first walks the time index (api/content/around-me.ts): no kind's whole place index and a sort.
	{ label: 'newest 20, catalogue, 20 km', path: nearPath({ radiusKm: 20, kind: 'catalogue', order: 'newest' }) },
	// Connects' place index cannot name their kind (docs/decisions/0032-open-tab-connects-on-content.md).
	{ label: 'nearest 20, connects, 5 km', path: nearPath({ radiusKm: 5, kind: 'connect' }) },
	{ label: 'nearest 20, connects, 50 km', path: nearPath({ radiusKm: 50, kind: 'connect' }) },
	{ label: 'newest 20, connects, 20 km', path: nearPath({ radiusKm: 20, kind: 'connect', order: 'newest' }) },
	{ label: 'map: central Bangkok, zoom 14, connects', path: (point) => `${mapPath(14)(point)}&kind=connect`, map: true },
	{ label: 'map: central Bangkok, zoom 12', path: mapPath(12), map: true },
	{ label: 'map: central Bangkok, zoom 14', path: mapPath(14), map: true },
	{ label: 'map: central Bangkok, zoom 16', path: mapPath(16), map: true },
	{ label: 'map: central Bangkok, zoom 18', path: mapPath(18), map: true },
	{ label: 'map: Chiang Mai, zoom 14', path: (point) => mapPath(14, viewportAround({ lat: 18.79 + (((point.lat * 1000) % 1) - 0.5) * 0.1, lng: 98.98 + (((point.lng * 1000) % 1) - 0.5) * 0.1 }, 14))(point), map: true },
	{ label: 'map: the whole country, zoom 6', path: mapPath(6, '97.3,5.6,105.7,20.5'), map: true },
]

/** Words of the synthetic titles (api/db/seed.ts), to search for: common Thai and English ones, and rarer pairs. */
const thaiWords = ['กาแฟ', 'ตลาด', 'กลางคืน', 'ริมน้ำ', 'ห้อง', 'รถไฟฟ้า', 'ดนตรี', 'ชุมชน', 'ขนม', 'ถ่ายภาพ']
const englishWords = ['coffee', 'market', 'river', 'music', 'garden', 'bakery', 'noodles', 'festival']
const pick = (list, point) => list[Math.floor(((point.lat * 1000) % 1) * list.length)]
const searchPath = (path, q) => `${path}?${new URLSearchParams({ q })}`
const SEARCH_BUDGET_MS = 100

queries.push(
	{ label: 'feed: first page, following 1,000 people', path: () => '/v1/feed' },
	{ label: 'feed: next page', path: () => '/v1/feed', secondPage: true },
	{ label: 'search: a Thai word in unspaced titles', path: (point) => searchPath('/v1/search', pick(thaiWords, point)), budgetMs: SEARCH_BUDGET_MS },
	{ label: 'search: two Thai words', path: (point) => searchPath('/v1/search', `${pick(thaiWords, point)} ${pick(thaiWords, { lat: point.lng })}`), budgetMs: SEARCH_BUDGET_MS },
	{ label: 'search: English words', path: (point) => searchPath('/v1/search', `${pick(englishWords, point)} ${pick(englishWords, { lat: point.lng })}`), budgetMs: SEARCH_BUDGET_MS },
	{ label: 'search: a rare title (its number)', path: (point) => searchPath('/v1/search', String(1 + Math.floor(((point.lng * 1000) % 1) * 9000))), budgetMs: SEARCH_BUDGET_MS },
	{ label: 'search: part of a word (trigrams)', path: (point) => searchPath('/v1/search', pick(['ffe', 'arke', 'akery', 'ตลา', 'ลางคื'], point)), budgetMs: SEARCH_BUDGET_MS },
	{ label: 'search within the feed: a Thai word', path: (point) => searchPath('/v1/feed/search', pick(thaiWords, point)), budgetMs: SEARCH_BUDGET_MS },
)

const asked = queries.filter((query) => !ONLY || ONLY.split(',').some((words) => query.label.includes(words)))

async function timed(origin, path, headers) {
	const started = performance.now()
	const answer = await fetch(origin + path, { headers })
	const body = await answer.json()
	if (!answer.ok) throw new Error(`${path}: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`)
	return { ms: performance.now() - started, body }
}

async function measureOne(engine, rows, issuer) {
	const database = await benchDatabase(engine, `geo_${rows}`)
	const env = apiEnvOf(issuer, database)
	try {
		process.stderr.write(`around me: seeding ${rows} items (${engine})…\n`)
		const started = performance.now()
		const seed = spawnSync(process.execPath, ['server-build/seed.js', '--skip-demo', '--synthetic', '5000', '--content', String(rows), '--follower', issuer.sub, '--follows', '1000'], {
			cwd: root,
			env: { ...process.env, ...env },
			encoding: 'utf8',
		})
		if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stderr}`)
		const seedSeconds = (performance.now() - started) / 1000
		const port = await freePort()
		const origin = `http://127.0.0.1:${port}`
		const api = startBuilt('server-build/api.js', { ...env, API_PORT: String(port) })
		try {
			await waitForOk(`${origin}/healthz`, { failed: () => (api.exitCode !== null ? new Error(api.output()) : undefined) })
			const headers = { Authorization: `Bearer ${issuer.token}` }
			const results = []
			for (const { label, path: pathOf, secondPage, map, budgetMs = BUDGET_MS } of asked) {
				process.stderr.write(`around me: ${label} (${engine}, ${rows})…\n`)
				const nextPoint = pointsFrom(42)
				const times = []
				let items = 0
				const shapes = { points: 0, cells: 0 }
				for (let i = 0; i < WARMUP + SAMPLES; i++) {
					let path = pathOf(nextPoint())
					if (secondPage) {
						const first = await timed(origin, path, headers)
						if (!first.body.nextCursor) continue
						path += `${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(first.body.nextCursor)}`
					}
					const { ms, body } = await timed(origin, path, headers)
					if (i >= WARMUP) {
						times.push(ms)
						// A map answers points or cells: how many of either, and which it was.
						items += map ? body.points.length + body.cells.length : (body.items ?? body.entries).length
						if (map) shapes[body.cells.length ? 'cells' : 'points']++
					}
				}
				results.push({ engine, rows, label, budgetMs, ...summary(times), items: times.length ? items / times.length : 0, shape: map ? (shapes.cells ? `${shapes.cells} cells` : '') + (shapes.cells && shapes.points ? ' / ' : '') + (shapes.points ? `${shapes.points} points` : '') : '' })
			}
			return { results, seedSeconds }
		} finally {
			await stopProcess(api)
		}
	} finally {
		await database.drop()
	}
}

/** Every engine and size; prints the table and returns how many queries were over budget. */
export async function measureGeo() {
	if (SIZES.length === 0) return { failed: 0, budgetMs: BUDGET_MS }
	// `BENCH_GEO_ENGINES=postgres` measures that server alone (seeding a million rows embedded takes minutes).
	const engines = ['embedded', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])].filter((engine) => !process.env.BENCH_GEO_ENGINES || process.env.BENCH_GEO_ENGINES.split(',').includes(engine))
	const issuer = await startLocalIssuer()
	const all = []
	try {
		for (const engine of engines) {
			for (const rows of SIZES) {
				const { results, seedSeconds } = await measureOne(engine, rows, issuer)
				process.stderr.write(`around me: ${engine} ${rows} rows seeded in ${seedSeconds.toFixed(0)} s\n`)
				all.push(...results)
			}
		}
	} finally {
		issuer.server.close()
	}
	const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')
	console.log(
		`\nAround me and its map, the feed and search (GET /v1/around-me, /v1/around-me/map, /v1/feed, /v1/search, /v1/feed/search; ${SAMPLES} samples: places 60% around Bangkok, 40% anywhere in Thailand; budget p95 < ${BUDGET_MS} ms, search < ${SEARCH_BUDGET_MS} ms):\n`,
	)
	console.log(['engine'.padEnd(9), 'rows'.padEnd(9), 'query'.padEnd(42), 'p50 ms'.padEnd(8), 'p95 ms'.padEnd(8), 'items'.padEnd(8), 'answered in'].join(' '))
	for (const result of all) {
		const over = result.p95 >= result.budgetMs ? '  OVER' : ''
		console.log([result.engine.padEnd(9), String(result.rows).padEnd(9), result.label.padEnd(42), ms(result.p50).padEnd(8), ms(result.p95).padEnd(8), result.items.toFixed(1).padEnd(8), result.shape].join(' ') + over)
	}
	if (SIZES.length > 1) {
		const [smallest, largest] = [Math.min(...SIZES), Math.max(...SIZES)]
		console.log(`\np50 at ${largest} rows over p50 at ${smallest} (goal ≤ 1.5×):`)
		for (const engine of engines) {
			for (const { label } of asked) {
				const at = (rows) => all.find((result) => result.engine === engine && result.rows === rows && result.label === label)
				const ratio = at(largest).p50 / at(smallest).p50
				console.log(`  ${engine.padEnd(9)} ${label.padEnd(42)} ${ratio.toFixed(2)}×`)
			}
		}
	}
	return { failed: all.filter((result) => result.p95 >= result.budgetMs).length, budgetMs: BUDGET_MS }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const { failed } = await measureGeo()
	process.exitCode = failed ? 1 : 0
}
