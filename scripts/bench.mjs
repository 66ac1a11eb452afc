// Benchmarks the production build: first-load JS per page (gzipped, against the budget), server
// render latency, single request and under concurrency, the CPU each page costs the web and the API,
// Lighthouse on a phone, and the product API's signed-in endpoints. Every page's throughput is also given
// as a ratio of a bare Remix page's (scripts/bench-bare-page.mjs: the same markup as a signed-in page,
// served by Remix alone), measured in the same run; under the goal is flagged, not failed. With
// BENCH_COMPARE=<git ref> that ref is built too and measured beside this tree, page by page. Run through
// `npm run bench`, which builds first (README, "The bench"). Exits 1 when a page is over budget.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { apiEnvOf, benchDatabase, startBuilt, startLocalIssuer, summary } from './bench-api.mjs'
import { measureGeo } from './bench-geo.mjs'
import { measureShop } from './bench-shop.mjs'
import { measureLighthouse } from './bench-lighthouse.mjs'
import { freePort, stopProcess, waitForOk } from './local-processes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const BUDGET_KB = 120
const DURATION_S = positiveInt(process.env.BENCH_DURATION, 8)
// The same load first, unmeasured, so each page is measured warm: in a fresh web process a signed-in page's
// first 8 s under load served a third fewer requests than the next 8 s (its code not yet optimised), and a
// server runs for days.
const WARM_S = positiveInt(process.env.BENCH_WARM, 3, { orZero: true })
const CONNECTIONS = positiveInt(process.env.BENCH_CONNECTIONS, 10)
const SAMPLES = positiveInt(process.env.BENCH_SAMPLES, 200)
const WARMUP = 20
const READY_TIMEOUT_MS = 30_000
// Only the pages whose label matches, for a quick look at a few (BENCH_PAGES='^/about|/feed').
const PAGE_FILTER = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES) : undefined
const chosen = (page) => !PAGE_FILTER || PAGE_FILTER.test(page.label)

// What Chromium asks with: brotli is what a browser gets (zstd is not offered by the web).
const baseHeaders = { 'Accept-Encoding': 'gzip, deflate, br, zstd' }
const thaiHeaders = { ...baseHeaders, Cookie: 'lng=th' }
const pagePaths = ['/', '/about-robtua', '/about-robtua/robtua-community', '/login', '/signup', '/forgot-password']
const pages = [
	...pagePaths.map((path) => ({ label: path, path, headers: baseHeaders })),
	...pagePaths.map((path) => ({ label: `${path} (th)`, path, headers: thaiHeaders })),
]
// Public pages that read the product API: measured on the whole stack, signed out.
const visitorPages = [
	{ label: '/trending', path: '/trending', headers: baseHeaders },
	{ label: '/trending (th)', path: '/trending', headers: thaiHeaders },
]
const healthz = { label: '/healthz (no page)', path: '/healthz', headers: baseHeaders }

function positiveInt(value, fallback, { orZero = false } = {}) {
	const n = Number(value)
	return value !== undefined && value !== '' && Number.isInteger(n) && (n > 0 || (orZero && n === 0)) ? n : fallback
}

// --- server lifecycle ---

function startServer(port, bundle = 'server-build/index.js', extraEnv = {}, cwd = root) {
	return startBuilt(bundle, {
		NODE_ENV: 'production',
		HOST: '127.0.0.1',
		PORT: String(port),
		SESSION_SECRET: randomBytes(32).toString('hex'),
		// Pages the bench reads signed out never call the identity service; it only has to be configured.
		IDENTITY_USER_POOL_ID: 'local_Bench',
		IDENTITY_CLIENT_ID: 'bench',
		IDENTITY_ENDPOINT: 'http://127.0.0.1:9/',
		IDENTITY_HOSTED_UI_URL: 'http://127.0.0.1:9/',
		// Per-request logs would slow the server down and flood the terminal.
		LOG_LEVEL: 'warn',
		...extraEnv,
	}, cwd)
}

async function waitForHealthy(child, origin) {
	const exited = () => (child.exitCode !== null ? new Error(`server exited with ${child.exitCode}:\n${child.output()}`) : undefined)
	await waitForOk(`${origin}/healthz`, { timeoutMs: READY_TIMEOUT_MS, failed: exited }).catch((error) => {
		throw exited() ?? new Error(`${error.message}:\n${child.output()}`)
	})
}

const stopServer = (child) => stopProcess(child, 5000)

// --- first-load JS ---

function attributes(tag) {
	const attrs = {}
	for (const m of tag.matchAll(/([^\s=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
		attrs[m[1].toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').replaceAll('&amp;', '&')
	}
	return attrs
}

// Every script the HTML makes the browser load before it is interactive.
function scriptUrls(html, pageUrl) {
	const found = new Set()
	const add = (specifier) => found.add(new URL(specifier, pageUrl).href)
	for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
		const { rel = '', href } = attributes(tag)
		if (href && rel.toLowerCase().split(/\s+/).includes('modulepreload')) add(href)
	}
	for (const [, open, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const { src, type } = attributes(open)
		if (src) add(src)
		else if (type === 'module') {
			// Remix's inline bootstrap: `import "…"`, `import * as route0 from "…"`, `import("…")`.
			const specifiers = /\bimport\s*\(\s*(["'])(.+?)\1|\bimport\s*(["'])(.+?)\3|\bfrom\s*(["'])(.+?)\5/g
			for (const m of body.matchAll(specifiers)) {
				const specifier = m[2] ?? m[4] ?? m[6]
				if (specifier?.startsWith('/assets/')) add(specifier)
			}
		}
	}
	return [...found]
}

const gzippedSizes = new Map()
async function gzippedSize(url) {
	if (!gzippedSizes.has(url)) {
		const res = await fetch(url)
		if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
		const body = Buffer.from(await res.arrayBuffer())
		gzippedSizes.set(url, gzipSync(body, { level: 9 }).length)
	}
	return gzippedSizes.get(url)
}

async function firstLoadJs(origin, page) {
	const pageUrl = origin + page.path
	const res = await fetch(pageUrl, { headers: page.headers })
	const html = await res.text()
	if (res.status !== 200) return { error: `HTTP ${res.status}` }
	const urls = scriptUrls(html, pageUrl)
	const foreign = urls.filter((url) => !url.startsWith(origin))
	if (foreign.length > 0) console.warn(`${page.label}: not counting other-origin scripts ${foreign.join(', ')}`)
	const sizes = await Promise.all(urls.filter((url) => url.startsWith(origin)).map(gzippedSize))
	const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024
	return { kb, files: sizes.length, pass: kb <= BUDGET_KB }
}

// --- CPU per request ---

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/**
 * The CPU time (user and system) process `pid` has used so far, in ms: what process.cpuUsage() tells
 * inside it, read from outside (Linux's /proc/{pid}/stat) so that no server needs a bench hook.
 */
const cpuMsOf = (pid) => cpuMsIn(readFileSync(`/proc/${pid}/stat`, 'utf8'))

/** The CPU time a /proc/{pid}/stat line says, in ms. */
function cpuMsIn(stat) {
	// After "pid (name) ", utime and stime are the 12th and 13th fields, in clock ticks.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

/**
 * The CPU time each PostgreSQL server process on this machine has used so far, in ms, by process id (its
 * backends come and go with the pool). Only the bench asks the server while it measures.
 */
function postgresCpuMs() {
	const byPid = new Map()
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') byPid.set(entry, cpuMsIn(stat))
		} catch {
			// A backend that ended while we looked.
		}
	}
	return byPid
}

/** Each of `processes`' CPU time so far: a process id, or a function that reads several (by process id). */
const cpuOf = (processes) => Object.fromEntries(Object.entries(processes).map(([name, source]) => [name, typeof source === 'function' ? source() : cpuMsOf(source)]))

/**
 * The CPU ms spent between two readings of a process, or of several by process id. One that started in
 * between counts from nothing. One that ended in between is not counted: summed by name, its whole time
 * came off the total, and a page's database time read as negative (−6.8 ms on /collections).
 */
function cpuSpent(before, after) {
	if (typeof after === 'number') return after - before
	let spent = 0
	for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0)
	return spent
}

/** Whether a database URL's server runs on this machine, so its processes' CPU can be read. */
const isLocalServer = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

/** The stack's web and API processes: the children of scripts/stack.mjs running their bundles. */
function stackProcesses(stackPid) {
	const named = {}
	for (const entry of readdirSync('/proc')) {
		if (!/^\d+$/.test(entry)) continue
		try {
			const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
			if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== stackPid) continue
			const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
			if (command.includes('server-build/index.js')) named.web = Number(entry)
			if (command.includes('server-build/api.js')) named.api = Number(entry)
		} catch {
			// A process that ended while we looked.
		}
	}
	if (!named.web || !named.api) throw new Error('bench: the stack\'s web and API processes were not found')
	return named
}

// --- latency ---

async function singleRequests(origin, page) {
	const url = origin + page.path
	const times = []
	for (let i = 0; i < WARMUP + SAMPLES; i++) {
		const start = performance.now()
		const res = await fetch(url, { headers: page.headers })
		await res.arrayBuffer()
		if (i >= WARMUP) times.push(performance.now() - start)
	}
	return summary(times)
}

/** `CONNECTIONS` at once for `DURATION_S` (after `WARM_S` of the same, unmeasured): latency, requests a second, and each of `processes`' CPU ms per request. */
async function underLoad(origin, page, processes) {
	if (WARM_S > 0) await autocannon({ url: origin + page.path, headers: page.headers, connections: CONNECTIONS, duration: WARM_S })
	const times = []
	const instance = autocannon({
		url: origin + page.path,
		headers: page.headers,
		connections: CONNECTIONS,
		duration: DURATION_S,
	})
	// autocannon's own histogram has p90 and p97.5 but no p95: keep every response time instead.
	instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
	const before = cpuOf(processes)
	const result = await instance
	const after = cpuOf(processes)
	const cpu = Object.fromEntries(Object.keys(processes).map((name) => [name, cpuSpent(before[name], after[name]) / Math.max(1, result.requests.total)]))
	const problems = result.non2xx + result.errors + result.timeouts
	if (problems > 0) console.warn(`${page.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts under load`)
	return { ...summary(times), rps: result.requests.average, cpu }
}

// --- report ---

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-')
const widths = [48, 20, 20, 18, 8, 14, 14]
const row = (cells) => cells.map((text, i) => String(text).padEnd(widths[i] ?? 0)).join(' ').trimEnd()
const header = (first) => row([first, 'first-load JS (gz)', 'single p50/p95 ms', 'load p50/p95 ms', 'req/s', 'vs bare', 'CPU ms/req web/API/db'])

async function measure(origin, page, { withJs, processes }) {
	process.stderr.write(`measuring ${page.label} (${origin})…\n`)
	const js = withJs ? await firstLoadJs(origin, page) : undefined
	const single = await singleRequests(origin, page)
	const load = await underLoad(origin, page, processes)
	return { label: page.label, js, single, load, failed: Boolean(js && (js.error || !js.pass)) }
}

// The goals (issue "The cost of a page"): at least this share of the bare Remix page's throughput.
const BARE_RATIO_GOAL = { public: 0.5, signedIn: 0.25 }

/** A result's table row; with `bare`, its throughput as a ratio of the bare page's, flagged under `goal`. */
function line(result, bare, goal) {
	const { js, single, load } = result
	const jsCell = !js ? '-' : js.error ? `${js.error}  FAIL` : `${js.kb.toFixed(1)} KB  ${js.pass ? 'PASS' : 'FAIL'}`
	const ratio = bare ? load.rps / bare.load.rps : undefined
	const ratioCell = ratio === undefined ? '' : `${ratio.toFixed(2)}×${ratio < goal ? ` < ${goal}×` : ''}`
	const cpuCell = [load.cpu.web, load.cpu.api, load.cpu.db].filter((value) => value !== undefined).map((value) => value.toFixed(1)).join(' / ')
	const cells = [result.label, jsCell, `${ms(single.p50)} / ${ms(single.p95)}`, `${ms(load.p50)} / ${ms(load.p95)}`, Math.round(load.rps), ratioCell, cpuCell]
	return `${row(cells)}${result.note ? `  ${result.note}` : ''}`
}

/** A table: every page's row for this tree, and under it, with BENCH_COMPARE, the compared ref's. */
function table(title, rows, builds, bare, goal) {
	console.log(`\n${title}\n`)
	console.log(header('page'))
	for (const measured of rows) {
		builds.forEach((build, i) => {
			const result = measured[i]
			if (!result) return
			console.log(line(i === 0 ? result : { ...result, label: `  ${build.name}`, note: undefined }, bare, goal))
		})
	}
	if (bare) console.log(line(bare, bare, goal))
}

// --- product API ---

const API_PEOPLE = positiveInt(process.env.BENCH_API_PEOPLE, 100_000)

async function measureApi() {
	const issuer = await startLocalIssuer()
	const dataDir = mkdtempSync(join(tmpdir(), 'robtua-bench-'))
	const apiEnv = apiEnvOf(issuer, { dataDir })
	// The embedded database has one writer at a time: seed first, then start the API on it.
	process.stderr.write(`seeding ${API_PEOPLE} synthetic people…\n`)
	const seed = spawnSync(process.execPath, ['server-build/seed.js', '--skip-demo', '--synthetic', String(API_PEOPLE)], {
		cwd: root,
		env: { ...process.env, ...apiEnv },
		encoding: 'utf8',
	})
	if (seed.status !== 0) throw new Error(`seeding failed:\n${seed.stderr}`)
	const port = await freePort()
	const origin = `http://127.0.0.1:${port}`
	const api = startServer(port, 'server-build/api.js', { ...apiEnv, API_PORT: String(port) })
	try {
		await waitForHealthy(api, origin)
		const headers = { Authorization: `Bearer ${issuer.token}` }
		const me = await (await fetch(`${origin}/v1/me`, { headers })).json()
		const endpoints = [
			{ label: 'GET /v1/me', path: '/v1/me', headers },
			{ label: 'GET /v1/profiles/{uuid}', path: `/v1/profiles/${me.profile.uuid}`, headers },
			{ label: 'GET /v1/business-users', path: '/v1/business-users', headers },
			{ label: '/healthz (baseline)', path: '/healthz', headers: {} },
		]
		const results = []
		for (const endpoint of endpoints) results.push(await measure(origin, endpoint, { withJs: false, processes: { api: api.pid } }))
		return results
	} finally {
		await stopServer(api)
		issuer.server.close()
		rmSync(dataDir, { recursive: true, force: true })
	}
}

// --- signed-in pages, on the whole stack (identity stand-in, API, web) ---

const SIGNED_IN_P95_BUDGET_MS = 100

const SIGNED_IN_PAGES = [
	{ label: '/account (signed in)', path: '/account' },
	{ label: '/account/switch (signed in, owner)', path: '/account/switch' },
	{ label: '/around-me', path: '/around-me' },
	{ label: '/around-me/events', path: '/around-me/events' },
	{ label: '/around-me/story', path: '/around-me/story' },
	{ label: '/around-me/map', path: '/around-me/map' },
	{ label: '/around-me/events/create', path: '/around-me/events/create' },
	{ label: '/around-me/media/create', path: '/around-me/media/create' },
	{ label: '/ (signed in: today, feed, around me)', path: '/' },
	{ label: '/feed', path: '/feed' },
	{ label: '/dag', path: '/dag' },
	{ label: '/trending (signed in)', path: '/trending' },
	{ label: '/search?q=กาแฟ', path: `/search?q=${encodeURIComponent('กาแฟ')}` },
	{ label: '/feed/search?q=coffee', path: '/feed/search?q=coffee' },
	{ label: '/my-collection', path: '/my-collection' },
	{ label: '/collections', path: '/collections' },
	{ label: '/account/sale-screen/cart', path: '/account/sale-screen/cart' },
	{ label: '/account/sale-screen/my-purchase', path: '/account/sale-screen/my-purchase' },
]

/** The owner's own pages, found by following the links a person would (their ids are made at seeding). */
async function ownerPages(origin, cookie) {
	const html = async (path) => (await fetch(origin + path, { headers: { Cookie: cookie } })).text()
	const find = (text, pattern, what) => {
		const match = pattern.exec(text)
		if (!match) throw new Error(`bench: no ${what} link found`)
		return match[1]
	}
	const profile = find(await html('/account'), /href="(\/profiles\/[0-9a-f-]{36})"/, 'profile')
	const account = find(await html('/account/business-users'), /href="(\/business-account\/[0-9a-f-]{36})"/, 'business account')
	const userControl = find(await html(account), /href="(\/business-account\/[^"]+\/user-control)"/, 'user control')
	const businessUser = find(await html(account), /href="(\/business-user\/[0-9a-f-]{36})"/, 'business user')
	const item = find(await html('/around-me'), /href="(\/(?:around-me|business-user\/[0-9a-f-]{36})\/[a-z-]+\/[0-9a-f-]{36})/, 'item')
	const ebook = find(await html(`${businessUser}/ebook`), /href="(\/business-user\/[0-9a-f-]{36}\/ebook\/[0-9a-f-]{36})"/, 'e-book')
	// The demo shop's sales: an order of the demo's, and the completed one's documents (it has a tax invoice).
	const sales = `${businessUser}/sale-screen/my-activities`
	const sale = find(await html(`${sales}?status=completed`), /href="(\/business-user\/[0-9a-f-]{36}\/sale-screen\/my-activities\/[0-9a-f-]{36})"/, 'completed sale')
	return [
		{ label: '/business-user/{id}/sale-screen/my-activities', path: sales },
		{ label: '/business-user/{id}/sale-screen/my-activities/{orderid}', path: sale },
		{ label: '…/my-activities/{orderid}/receipt', path: `${sale}/receipt` },
		{ label: '…/my-activities/{orderid}/tax-invoice', path: `${sale}/tax-invoice` },
		{ label: '/around-me/{kind}/{id} (nearest item)', path: item },
		{ label: '/business-user/{id}/ebook', path: `${businessUser}/ebook` },
		{ label: '/business-user/{id}/ebook/{ebookid}', path: ebook },
		{ label: '/business-user/{id}/additional-content', path: `${businessUser}/additional-content` },
		{ label: '/profiles/{uuid} (owner)', path: profile },
		{ label: '/profiles/{uuid}-qr-code-bio', path: `${profile}-qr-code-bio` },
		{ label: '/profiles/{uuid}/form/business-info', path: `${profile}/form/business-info` },
		// The forms with the picture uploader.
		{ label: '/profiles/{uuid}/form/overview', path: `${profile}/form/overview` },
		{ label: '/profiles/{uuid}/form/works/create-my-work', path: `${profile}/form/works/create-my-work` },
		{ label: '/profiles/{uuid}/form/about-us/our-story/create', path: `${profile}/form/about-us/our-story/create` },
		{ label: '/business-account/{id}', path: account },
		{ label: '/business-account/…/user-control', path: userControl },
		{ label: '/business-account/…/invite-user/link', path: userControl.replace(/user-control$/, 'invite-user/link') },
		{ label: '/business-user/{id}', path: businessUser },
		{ label: '/business-user/{id}/form/business-info', path: `${businessUser}/form/business-info` },
		{ label: '/business-user/{id}/form/overview', path: `${businessUser}/form/overview` },
		{ label: '/business-user/{id}/story/share', path: `${businessUser}/story/share` },
		// Subscriptions: the owner's own, and the demo business user's offer, packages and subscribers.
		{ label: '/account/subscription', path: '/account/subscription' },
		{ label: '/subscription-account', path: '/subscription-account' },
		{ label: '/account/subscription/business-user/{id}/detail', path: `/account/subscription${businessUser}/detail` },
		{ label: '/business-user/{id}/subscription/packages', path: `${businessUser}/subscription/packages` },
		{ label: '/business-user/{id}/subscription/subscribers', path: `${businessUser}/subscription/subscribers` },
	]
}

/**
 * Runs a build's stack as `npm start` does (its own scripts/stack.mjs), on free ports and fresh data of
 * `engine` ('embedded', or 'postgres' in a database of its own on BENCH_DATABASE_URL's server), until
 * `run({ origin, processes })` is done; `processes` are the web's and the API's process ids.
 */
async function withStack(build, engine, run) {
	const [webPort, apiPort, identityPort, paymentsPort] = [await freePort(), await freePort(), await freePort(), await freePort()]
	const dataDir = mkdtempSync(join(tmpdir(), 'robtua-bench-stack-'))
	const database = engine === 'postgres' ? await benchDatabase('postgres', `stack_${build.key}`) : undefined
	const origin = `http://127.0.0.1:${webPort}`
	const stack = spawn(process.execPath, ['scripts/stack.mjs'], {
		cwd: build.dir,
		env: {
			...process.env,
			PORT: String(webPort),
			API_PORT: String(apiPort),
			IDENTITY_PORT: String(identityPort),
			PAYMENT_STAND_IN_PORT: String(paymentsPort),
			PAYMENT_STAND_IN_DATA_DIR: join(dataDir, 'payments'),
			APP_URL: origin,
			IDENTITY_DATA_DIR: join(dataDir, 'identity'),
			API_DATA_DIR: join(dataDir, 'api-db'),
			DATABASE_URL: database?.url ?? '',
			LOG_LEVEL: 'warn',
		},
		stdio: ['ignore', 'pipe', 'pipe'],
		detached: true,
	})
	let output = ''
	const keep = (chunk) => {
		output = (output + chunk).slice(-4000)
	}
	stack.stdout.on('data', keep)
	stack.stderr.on('data', keep)
	try {
		const deadline = Date.now() + 180_000
		for (;;) {
			if (stack.exitCode !== null) throw new Error(`stack exited:\n${output}`)
			const ready = await fetch(`${origin}/readyz`).then((res) => res.ok, () => false)
			if (ready) break
			if (Date.now() > deadline) throw new Error(`stack not ready:\n${output}`)
			await new Promise((resolve) => setTimeout(resolve, 500))
		}
		const db = database && isLocalServer(database.url) ? { db: postgresCpuMs } : {}
		return await run({ origin, processes: { ...stackProcesses(stack.pid), ...db } })
	} finally {
		if (stack.exitCode === null) {
			const exited = new Promise((resolve) => stack.once('exit', resolve))
			process.kill(-stack.pid, 'SIGTERM')
			await exited
		}
		rmSync(dataDir, { recursive: true, force: true })
		await database?.drop()
	}
}

/** Every build's stack at once (each idle while another is measured), so pages are measured side by side. */
async function withStacks(builds, engine, run, started = []) {
	if (started.length === builds.length) return run(started)
	return withStack(builds[started.length], engine, (stack) => withStacks(builds, engine, run, [...started, stack]))
}

/** Signs in through the login form, as a browser without JavaScript does; the session cookie header. */
async function signInCookie(origin, username) {
	const res = await fetch(`${origin}/login`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'sign-in', username, password: 'Robtua#2026' }),
	})
	const cookies = res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).filter((pair) => pair.startsWith('robtua_session'))
	if (res.status !== 302 || cookies.length === 0) throw new Error(`sign-in as ${username} failed: HTTP ${res.status}`)
	return cookies.join('; ')
}

// --- the baseline: a bare Remix page with a signed-in page's markup ---

// The signed-in page whose markup the bare page serves.
const BARE_MARKUP_PATH = '/account'

/**
 * Captures the signed-in page's HTML from the real server, serves it from a bare Remix server
 * (scripts/bench-bare-page.mjs, its own process on its own loopback port, as the web server is) and
 * measures it like the pages: once with the public pages' request headers (a browser's Accept-Encoding),
 * once with the signed-in pages' (the same and their session cookie), so each table is compared with a bare
 * page asked the same way.
 */
async function measureBare(origin, cookie) {
	const res = await fetch(origin + BARE_MARKUP_PATH, { headers: { Cookie: cookie } })
	const html = await res.text()
	if (res.status !== 200) throw new Error(`bench: ${BARE_MARKUP_PATH} signed in answered HTTP ${res.status}`)
	const dir = mkdtempSync(join(tmpdir(), 'robtua-bench-bare-'))
	const file = join(dir, 'page.html')
	writeFileSync(file, html)
	const port = await freePort()
	const bareOrigin = `http://127.0.0.1:${port}`
	const bare = startServer(port, 'scripts/bench-bare-page.mjs', { BENCH_BARE_PAGE_FILE: file })
	try {
		await waitForHealthy(bare, bareOrigin)
		const label = `bare Remix page (${BARE_MARKUP_PATH} markup)`
		const processes = { web: bare.pid }
		const publicLike = await measure(bareOrigin, { label, path: '/', headers: baseHeaders }, { withJs: false, processes })
		const signedInLike = await measure(bareOrigin, { label, path: '/', headers: { ...baseHeaders, Cookie: cookie } }, { withJs: false, processes })
		return { markupBytes: Buffer.byteLength(html), public: publicLike, signedIn: signedInLike }
	} finally {
		await stopServer(bare)
		rmSync(dir, { recursive: true, force: true })
	}
}

// --- the map: from navigation to the first markers, in a browser ---

const MAP_RUNS = 5
export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic']

/**
 * The around-me map as a person opens it (docs/decisions/0022-map.md): from navigation to its first markers
 * (the median of 5 fresh browser contexts, so nothing is cached), and the gzipped size of the map's own
 * chunk, which loads after the page (Leaflet and its clusters; not in first-load JS).
 */
async function measureMap(origin, cookie) {
	const { chromium } = await import('@playwright/test')
	const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
	const times = []
	try {
		for (let run = 0; run < MAP_RUNS; run++) {
			const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
			await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: origin })))
			const page = await context.newPage()
			const started = performance.now()
			await page.goto(`${origin}/around-me/map?at=13.74560,100.53470&zoom=14`)
			await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 30_000 })
			times.push(performance.now() - started)
			await context.close()
		}
	} finally {
		await browser.close()
	}
	const assets = readdirSync(new URL('../build/client/assets', import.meta.url)).filter((name) => /^leaflet-map-.*\.js$/.test(name))
	const chunkKb = assets.reduce((sum, name) => sum + gzipSync(readFileSync(new URL(`../build/client/assets/${name}`, import.meta.url)), { level: 9 }).length, 0) / 1024
	return { medianMs: times.sort((a, b) => a - b)[Math.floor(times.length / 2)], times, chunkKb }
}

/** Each page measured on every build in turn: rows of results, one per build (undefined where a build lacks the page). */
async function measureSideBySide(stacks, pagesOf, options) {
	const lists = await Promise.all(stacks.map((stack) => pagesOf(stack).catch((error) => (console.warn(`${stack.origin}: ${error.message}`), []))))
	const rows = []
	for (const page of lists[0].filter(chosen)) {
		const measured = []
		for (const [i, stack] of stacks.entries()) {
			const own = lists[i].find((other) => other.label === page.label)
			measured.push(own ? await measure(stack.origin, own, { withJs: true, processes: stack.processes, ...options }) : undefined)
		}
		rows.push(measured)
	}
	return rows
}

/**
 * The pages on the whole stack of `engine`, for every build: the visitor pages signed out, then the signed-in
 * ones as the demo shop's owner. With `extras`, also the bare page, the map and Lighthouse (once per run).
 */
async function measureStacks(builds, engine, extras) {
	return withStacks(builds, engine, async (stacks) => {
		for (const stack of stacks) stack.cookie = await signInCookie(stack.origin, 'demo.owner@robtua.test')
		const first = stacks[0]
		const map = extras ? await measureMap(first.origin, first.cookie) : undefined
		const bare = extras ? await measureBare(first.origin, first.cookie) : undefined
		const visitorRows = await measureSideBySide(stacks, async () => visitorPages)
		const signedInRows = await measureSideBySide(stacks, async (stack) => [...SIGNED_IN_PAGES, ...(await ownerPages(stack.origin, stack.cookie))].map((page) => ({ ...page, headers: { ...baseHeaders, Cookie: stack.cookie } })))
		for (const measured of signedInRows) {
			// The render budget, on this tree: p95 under 100 ms for one signed-in request at a time.
			const result = measured[0]
			const slow = !(result.single.p95 < SIGNED_IN_P95_BUDGET_MS)
			Object.assign(result, { note: slow ? `FAIL (p95 budget ${SIGNED_IN_P95_BUDGET_MS} ms)` : undefined, failed: result.failed || slow })
		}
		const lighthouse = extras && process.env.BENCH_LIGHTHOUSE !== '0' ? await measureLighthouseOf(stacks) : undefined
		return { bare, visitorRows, signedInRows, map, lighthouse }
	})
}

// --- on a phone: Lighthouse ---

// The goal (issue "The cost of a page"): performance 98 or better, total blocking time under 150 ms.
const LIGHTHOUSE_GOAL = { score: 98, tbtMs: 150 }

/** The public pages and the signed-in home, in both languages, on every build (scripts/bench-lighthouse.mjs). */
async function measureLighthouseOf(stacks) {
	const pagesOf = (stack) => [
		...pagePaths.map((path) => ({ label: path, path, cookie: '' })),
		{ label: '/trending', path: '/trending', cookie: '' },
		{ label: '/ (signed in)', path: '/', cookie: stack.cookie },
	].flatMap((page) => [
		{ ...page, headers: page.cookie ? { Cookie: page.cookie } : {} },
		{ ...page, label: `${page.label} (th)`, headers: { Cookie: [page.cookie, 'lng=th'].filter(Boolean).join('; ') } },
	]).filter(chosen)
	const rows = []
	for (const page of pagesOf(stacks[0])) {
		const measured = []
		for (const stack of stacks) {
			process.stderr.write(`Lighthouse ${page.label} (${stack.origin})…\n`)
			measured.push(await measureLighthouse(stack.origin + page.path, { headers: pagesOf(stack).find((own) => own.label === page.label).headers, chromePath: chromiumPath, chromeFlags: chromiumFlags }))
		}
		rows.push({ label: page.label, measured })
	}
	return rows
}

function lighthouseTable(rows, builds) {
	console.log(`\nLighthouse 12, mobile (simulated 4× slower CPU and slow 4G), the median of each page's runs by score; goal ${LIGHTHOUSE_GOAL.score} or better and TBT under ${LIGHTHOUSE_GOAL.tbtMs} ms:\n`)
	const lhWidths = [40, 12, 10, 10, 8, 20]
	const lhRow = (cells) => cells.map((text, i) => String(text).padEnd(lhWidths[i] ?? 0)).join(' ').trimEnd()
	console.log(lhRow(['page', 'performance', 'TBT ms', 'LCP ms', 'CLS', 'runs (score)']))
	let below = 0
	for (const { label, measured } of rows) {
		measured.forEach((result, i) => {
			const missed = result.score < LIGHTHOUSE_GOAL.score || result.tbtMs >= LIGHTHOUSE_GOAL.tbtMs
			if (i === 0 && missed) below++
			console.log(lhRow([i === 0 ? label : `  ${builds[i].name}`, `${result.score}${missed ? ' <' : ''}`, Math.round(result.tbtMs), Math.round(result.lcpMs), result.cls.toFixed(3), result.scores.join(', ')]))
		})
	}
	console.log(`\n${below} page(s) under the phone goal (reported, not a failure).`)
}

// --- the compared ref ---

/** BENCH_COMPARE's ref, checked out beside this tree with its own dependencies, and built. */
function compareBuild(ref) {
	const dir = mkdtempSync(join(tmpdir(), 'robtua-bench-compare-'))
	const run = (command, args, cwd) => {
		process.stderr.write(`${command} ${args.join(' ')} (${ref})…\n`)
		const done = spawnSync(command, args, { cwd, stdio: ['ignore', 2, 2] })
		if (done.status !== 0) throw new Error(`bench: ${command} ${args.join(' ')} failed for ${ref}`)
	}
	const remove = () => spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' })
	try {
		run('git', ['worktree', 'add', '--detach', dir, ref], root)
		run('npm', ['ci', '--no-audit', '--no-fund'], dir)
		run('npm', ['run', 'build'], dir)
	} catch (error) {
		remove()
		throw error
	}
	return { name: ref, key: 'compare', dir, remove }
}

// --- the run ---

/** The public pages on each build's web server alone (no API: they read none), side by side. */
async function measurePublic(builds) {
	const servers = []
	try {
		for (const build of builds) {
			const port = await freePort()
			const server = { origin: `http://127.0.0.1:${port}`, child: startServer(port, 'server-build/index.js', {}, build.dir) }
			servers.push(server)
			await waitForHealthy(server.child, server.origin)
			server.processes = { web: server.child.pid }
		}
		const rows = await measureSideBySide(servers, async () => pages)
		const health = await measureSideBySide(servers, async () => [healthz], { withJs: false })
		return [...rows, ...health]
	} finally {
		for (const server of servers) await stopServer(server.child)
	}
}

async function main() {
	const builds = [{ name: 'this tree', key: 'this', dir: root }]
	if (process.env.BENCH_COMPARE) builds.push(compareBuild(process.env.BENCH_COMPARE))
	const onSignal = () => {
		builds[1]?.remove()
		process.exit(130)
	}
	process.once('SIGINT', onSignal)
	process.once('SIGTERM', onSignal)
	try {
		for (const build of builds) {
			if (!existsSync(join(build.dir, 'server-build/index.js'))) throw new Error(`${build.dir}: server-build/index.js is missing: run \`npm run build\` first (or \`npm run bench\`)`)
		}
		const publicRows = await measurePublic(builds)
		// The embedded database always; PostgreSQL, as production runs, when BENCH_DATABASE_URL names a server.
		const engines = ['embedded', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])]
		const stacks = []
		for (const [i, engine] of engines.entries()) stacks.push({ engine, ...(await measureStacks(builds, engine, i === 0)) })
		const { bare, map, lighthouse } = stacks[0]

		console.log(
			`\nBudget ${BUDGET_KB} KB first-load JS (gzip -9). Single: ${SAMPLES} sequential requests. ` +
				`Load: ${CONNECTIONS} connections for ${DURATION_S} s, after ${WARM_S} s of the same unmeasured; CPU ms/req is the web's, the API's and (on a PostgreSQL server on this machine) the database's CPU time (user and system) over requests served.\n` +
				`vs bare: req/s under load over the bare Remix page's (${BARE_MARKUP_PATH}'s signed-in markup, ` +
				`${(bare.markupBytes / 1024).toFixed(1)} KB, served by Remix with no loader, i18n, session or ` +
				`middleware of ours), asked with the same headers; goal ${BARE_RATIO_GOAL.public}× or better for public pages, ${BARE_RATIO_GOAL.signedIn}× signed in.` +
				(builds[1] ? `\nUnder each page, the same measured on ${builds[1].name}, in turn with this tree's.` : ''),
		)
		table('Public pages (the web alone; /trending on the whole stack, embedded PostgreSQL):', [...publicRows, ...stacks[0].visitorRows], builds, bare.public, BARE_RATIO_GOAL.public)
		for (const stack of stacks) {
			table(`Signed-in pages (whole stack on this machine, ${stack.engine === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL'}):`, stack.signedInRows, builds, bare.signedIn, BARE_RATIO_GOAL.signedIn)
		}
		if (map) {
			console.log(
				`\nThe around-me map: first markers ${map.medianMs.toFixed(0)} ms after navigation (median of ${MAP_RUNS} fresh browsers: ` +
					`${map.times.map((time) => time.toFixed(0)).join(', ')} ms); its own chunk, loaded after the page, ${map.chunkKb.toFixed(1)} KB (gz).`,
			)
		}
		if (lighthouse) lighthouseTable(lighthouse, builds)

		const apiResults = await measureApi()
		console.log(`\nProduct API (embedded PostgreSQL, ${API_PEOPLE} synthetic people, signed-in requests):\n`)
		console.log(row(['endpoint', '', 'single p50/p95 ms', 'load p50/p95 ms', 'req/s', '', 'CPU ms/req API']))
		for (const result of apiResults) console.log(line(result))

		// Around me at scale (scripts/bench-geo.mjs): BENCH_GEO_ROWS=0 leaves it out.
		const geo = await measureGeo()
		// The shop: placing orders, and the seller's list at a million orders (scripts/bench-shop.mjs): BENCH_SHOP_ORDERS=0 leaves it out.
		const shop = await measureShop()

		const ours = [...publicRows, ...stacks[0].visitorRows].map((measured) => measured[0])
		const oursSignedIn = stacks.flatMap((stack) => stack.signedInRows.map((measured) => measured[0]))
		const below = [
			...ours.filter((result) => result.load.rps / bare.public.load.rps < BARE_RATIO_GOAL.public),
			...oursSignedIn.filter((result) => result.load.rps / bare.signedIn.load.rps < BARE_RATIO_GOAL.signedIn),
		]
		console.log(`\n${below.length} page(s) under their goal of the bare Remix page's throughput (reported, not a failure).`)
		const failed = [...ours, ...oursSignedIn].filter((r) => r.failed).length
		console.log(failed === 0 ? '\nAll pages within budget.' : `\n${failed} page(s) failed the budget check.`)
		if (geo.failed) console.log(`\nAround me: ${geo.failed} quer(ies) over the ${geo.budgetMs} ms p95 budget.`)
		if (shop.failed) console.log(`\nThe shop: ${shop.failed} measure(s) over the ${shop.budgetMs} ms p95 budget (or its data found wrong).`)
		process.exitCode = failed === 0 && !geo.failed && !shop.failed ? 0 : 1
	} finally {
		builds[1]?.remove()
	}
}

main().catch((error) => {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
})
