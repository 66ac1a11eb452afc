// What the benchmarks share (scripts/bench.mjs, scripts/bench-geo.mjs, scripts/bench-shop.mjs, scripts/bench-boards.mjs, scripts/bench-open-tab.mjs):
// a local identity issuer whose tokens the API accepts (one person's, or several), latency percentiles, and the
// API started on its own.
import { spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CompactEncrypt, exportJWK, generateKeyPair, SignJWT } from 'jose'
import pg from 'pg'
import { gzipSync } from 'node:zlib'
import { stopProcess, waitForOk } from './local-processes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The nearest-rank percentile: the smallest value with at least p% of samples at or below it. */
export function percentile(sorted, p) {
	return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

export function summary(times) {
	const sorted = [...times].sort((a, b) => a - b)
	return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
}

/** A local identity issuer: a JWKS for the API to verify our tokens, and GetUser for first calls. */
export async function startLocalIssuer() {
	const { publicKey, privateKey } = await generateKeyPair('RS256')
	const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' }
	const server = createServer((req, res) => {
		if (req.url?.endsWith('/.well-known/jwks.json')) return res.end(JSON.stringify({ keys: [jwk] }))
		res.end(JSON.stringify({ UserAttributes: [{ Name: 'given_name', Value: 'Bench' }, { Name: 'family_name', Value: 'Person' }] }))
	})
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
	const endpoint = `http://127.0.0.1:${server.address().port}`
	const issuer = `${endpoint}/local_Bench`
	// As Cognito's access tokens are: a token id, its sign-in's (origin_jti) and when the person signed in.
	const tokenOf = (sub) =>
		new SignJWT({ token_use: 'access', client_id: 'bench', username: 'bench', origin_jti: randomUUID(), auth_time: Math.floor(Date.now() / 1000) })
			.setProtectedHeader({ alg: 'RS256', kid: 'bench' })
			.setJti(randomUUID())
			.setIssuer(issuer)
			.setSubject(sub)
			.setIssuedAt()
			.setExpirationTime('2h')
			.sign(privateKey)
	const sub = randomUUID()
	const token = await tokenOf(sub)
	/** Somebody else signed in (a new identity sub), for benchmarks of several people at once. */
	const signIn = async () => {
		const other = randomUUID()
		return { sub: other, token: await tokenOf(other) }
	}
	return { server, endpoint, issuer, token, sub, signIn }
}

/** The API's environment for a benchmark: the issuer's, a database (a URL, or an embedded one's directory), quiet logs. */
/**
 * A database for a bench run named `name`: a temporary embedded one, or `robtua_bench_{name}` made afresh on
 * the PostgreSQL server of BENCH_DATABASE_URL. `drop` removes it.
 */
export async function benchDatabase(engine, name) {
	if (engine === 'embedded') {
		const dataDir = mkdtempSync(join(tmpdir(), `robtua-bench-${name}-`))
		return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
	}
	const server = new URL(process.env.BENCH_DATABASE_URL)
	const database = `robtua_bench_${name}`
	const dropIt = async () => {
		const client = new pg.Client({ connectionString: server.href })
		await client.connect()
		await client.query(`drop database if exists ${database} with (force)`)
		await client.end()
	}
	await dropIt()
	const admin = new pg.Client({ connectionString: server.href })
	await admin.connect()
	await admin.query(`create database ${database}`)
	await admin.end()
	const url = new URL(server.href)
	url.pathname = `/${database}`
	return { url: url.href, drop: dropIt }
}

export function apiEnvOf(issuer, database) {
	return {
		NODE_ENV: 'production',
		API_HOST: '127.0.0.1',
		DATABASE_URL: database.url ?? '',
		API_DATA_DIR: database.dataDir ?? '',
		IDENTITY_ISSUER: issuer.issuer,
		IDENTITY_CLIENT_ID: 'bench',
		IDENTITY_ENDPOINT: issuer.endpoint,
		BUSINESS_USER_TOKEN_SECRET: randomBytes(32).toString('hex'),
		LOG_LEVEL: 'warn',
	}
}

/** A built server (`bundle`, of the tree at `cwd`) with `env`, its output's tail kept to explain a failed start. */
export function startBuilt(bundle, env, cwd = root) {
	const child = spawn(process.execPath, [bundle], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	const keep = (chunk) => {
		output = (output + chunk).slice(-4000)
	}
	child.stdout.on('data', keep)
	child.stderr.on('data', keep)
	child.output = () => output
	return child
}

// Shared by the benchmarks of a whole area (scripts/bench-chat.mjs, scripts/bench-pocket.mjs).

/** `work(item)` for every item, `concurrency` at a time; answers the results in order. */
export async function eachAtOnce(items, concurrency, work) {
	const results = new Array(items.length)
	let next = 0
	await Promise.all(
		Array.from({ length: Math.min(concurrency, items.length) }, async () => {
			while (next < items.length) {
				const i = next++
				results[i] = await work(items[i], i)
			}
		}),
	)
	return results
}

/** A seeded random number in [0, 1) (mulberry32). */
export function randomFrom(seed) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** The web's session cookie for tokens, sealed as app/auth/session.server.ts seals it (JWE dir A256GCM). */
export async function sessionCookie(secret, person) {
	const key = createHash('sha256').update(`robtua-session:${secret}`).digest()
	const data = { id: randomUUID(), tokens: { accessToken: person.token, expiresAt: Math.floor(Date.now() / 1000) + 7200, sub: person.sub, username: person.sub, hostedUi: false } }
	const sealed = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(data))).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).encrypt(key)
	return (sealed.match(/.{1,3800}/g) ?? []).map((chunk, i) => `${i === 0 ? 'robtua_session' : `robtua_session.${i}`}=${chunk}`).join('; ')
}

/** A built server until stopped; `ready` waits for its health check. */
export function startServer(bundle, env, healthUrl) {
	const child = startBuilt(bundle, env)
	const ready = waitForOk(healthUrl, { timeoutMs: 180_000, failed: () => (child.exitCode !== null ? new Error(child.output()) : undefined) })
	return { child, ready }
}

/** A call to the API as a person (`token`), with an idempotency key on a write; the answer's JSON, or an error with its start. */
export async function benchCall(origin, method, path, { token, body } = {}) {
	const answer = await fetch(origin + path, {
		method,
		headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}) },
		body: body ? JSON.stringify(body) : undefined,
	})
	const text = await answer.text()
	if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`)
	return text ? JSON.parse(text) : null
}

/**
 * Built servers a benchmark runs one inside another: `withServer` starts one, runs `run` once it is
 * healthy and stops it (printing what it said); `stopAll` stops any still running (after a failure).
 */
export function benchServers(say) {
	const running = new Set()
	return {
		async withServer(name, bundle, env, healthUrl, run) {
			const server = startServer(bundle, env, healthUrl)
			running.add(server.child)
			try {
				await server.ready
				return await run()
			} finally {
				await stopProcess(server.child, 30_000)
				running.delete(server.child)
				const warnings = server.child.output().trim()
				if (warnings) say(`the ${name} said:\n${warnings.split('\n').slice(-10).join('\n')}`)
			}
		},
		stopAll: () => Promise.all([...running].map((child) => stopProcess(child, 5_000))),
	}
}

/** A page's first-load JavaScript: the module scripts, preloads and imports its HTML names, each gzipped; in bytes, and how many files. */
export async function firstLoadJs(html, origin) {
	const urls = new Set([...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1]))
	for (const match of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"/g)) urls.add(match[1] ?? match[2])
	let bytes = 0
	for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())).length
	return { bytes, files: urls.size }
}

/** Times of `run`, one at a time: `samples` of them, after `warmup` runs not counted. */
export async function timedRuns(run, { samples, warmup = 20 }) {
	const times = []
	for (let i = 0; i < warmup + samples; i++) {
		const started = performance.now()
		await run()
		if (i >= warmup) times.push(performance.now() - started)
	}
	return times
}

/** A signed-in page read one at a time (timedRuns); a status other than 200 stops the bench. Its times and its last HTML. */
export async function timedPage(origin, path, cookie, options) {
	let html = ''
	const times = await timedRuns(async () => {
		const answer = await fetch(origin + path, { headers: { Cookie: cookie }, redirect: 'manual' })
		const text = await answer.text()
		if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.headers.get('location') ?? text.slice(0, 300)}`)
		html = text
	}, options)
	return { times, html }
}

const round = (ms) => Math.round(ms * 10) / 10

/** A bench's table: each row's p50/p95 in ms against its budget, and pages' first-load JavaScript in KB. */
export function benchRows() {
	const rows = []
	return {
		rows,
		note(label, times, budget) {
			const { p50, p95 } = summary(times)
			rows.push({ label, p50: round(p50), p95: round(p95), budgetMs: budget, within: p95 < budget })
		},
		async noteFirstLoadJs(label, html, origin, budgetKb) {
			const { bytes, files } = await firstLoadJs(html, origin)
			rows.push({ label: `first-load JS of ${label} (${files} files), KB gz`, p50: null, p95: round(bytes / 1024), budgetMs: budgetKb, within: bytes / 1024 <= budgetKb })
		},
	}
}
