// A bounded load test of the whole stack on this machine: `npm run load` (which builds first).
//
// It starts its own identity stand-in, API and web (production build, free loopback ports, fresh data
// in a temporary directory; the embedded database, or a fresh PostgreSQL database with
// `--database postgres`), makes the people (setup, not measured), then plays them for `--duration`
// seconds: each signs in through /login as a browser without JavaScript does, reads the signed-in
// pages of every area, posts forms that write and uploads pictures, with think times between clicks.
// Afterwards it stops the stack and looks for every write the web acknowledged in the database.
//
//   npm run load -- --people 200 --duration 300 [--database postgres] [--json report.json]
//
// Only loopback addresses are ever contacted. Exits 1 when a write was lost or any 5xx was answered.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import sharp from 'sharp'
import { freePort, identityEnvOf, stopProcess, waitForOk, webEnvOf } from './local-processes.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const PASSWORD = 'Robtua#2026'
const REQUEST_TIMEOUT_MS = 60_000
const THINK_MS = [500, 2000]
/** Sign-ins are spread over this long (at most a tenth of the run), as people arrive, not all in one instant. */
const MAX_RAMP_MS = 30_000
/** One in this many people gets a business account (an operator makes them professional first). */
const BUSINESS_EVERY = 5
/** A person's section may hold 50 entries and they may upload 60 pictures an hour: stay below. */
const MAX_SKILLS_PER_PERSON = 45
const MAX_UPLOADS_PER_PERSON = 50
const WRITE_SHARE = 0.3
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

// --- options ---

function readOptions() {
	const { values } = parseArgs({
		options: {
			people: { type: 'string', default: '200' },
			duration: { type: 'string', default: '300' },
			database: { type: 'string', default: process.env.LOAD_DATABASE_URL ? 'postgres' : 'embedded' },
			json: { type: 'string' },
		},
	})
	const people = Number(values.people)
	const duration = Number(values.duration)
	if (!Number.isInteger(people) || people < 1 || people > 5000) throw new Error('--people takes a whole number from 1 to 5000')
	if (!Number.isFinite(duration) || duration < 5 || duration > 3600) throw new Error('--duration takes seconds, from 5 to 3600')
	if (!['embedded', 'postgres'].includes(values.database)) throw new Error('--database is embedded or postgres')
	const adminUrl = values.database === 'postgres' ? (process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') : undefined
	if (adminUrl) assertLoopback(new URL(adminUrl).hostname, 'the PostgreSQL server')
	return { people, durationMs: duration * 1000, database: values.database, adminUrl, jsonPath: values.json }
}

// --- loopback only ---

function isLoopback(host) {
	const bare = host.replace(/^\[|\]$/g, '')
	return bare === 'localhost' || bare === '::1' || (net.isIPv4(bare) && bare.startsWith('127.'))
}

/** The script never sends anything off this machine: a misconfigured target stops it before it starts. */
function assertLoopback(host, what) {
	if (!isLoopback(host)) throw new Error(`${what} must be on a loopback address, not ${host}`)
}

/**
 * Whether this machine's loopback takes other source addresses than 127.0.0.1 (Linux does: all of
 * 127/8). Then every person comes from an address of their own, as people do, and the web's per-address
 * sign-in limits apply as in production.
 */
async function loopbackAddressesWork() {
	const server = net.createServer((socket) => socket.end())
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
	const ok = await new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port: server.address().port, localAddress: '127.0.0.2' })
		socket.once('connect', () => resolve(true))
		socket.once('error', () => resolve(false))
		socket.once('close', () => {})
	})
	server.close()
	return ok
}

const sourceAddressOf = (index) => `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`

// --- the stack ---

const children = new Set()

/**
 * Only what a process needs from our environment: database, Redis or identity addresses set for
 * other work on this machine must not leak into the stack.
 */
function baseEnv() {
	const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'LC_ALL', 'TZ']
	return Object.fromEntries(keep.filter((key) => process.env[key] !== undefined).map((key) => [key, process.env[key]]))
}

/** Starts one bundle of server-build/; `onLine` sees each line of its output, `ready` resolves on a matching line. */
function startProcess(name, bundle, env, { onLine = () => {}, ready } = {}) {
	const child = spawn(process.execPath, [`server-build/${bundle}.js`], { cwd: root, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	child.label = name
	children.add(child)
	let tail = ''
	const started = new Promise((resolve, reject) => {
		for (const stream of [child.stdout, child.stderr]) {
			createInterface({ input: stream }).on('line', (line) => {
				tail = `${tail}${line}\n`.slice(-4000)
				onLine(line)
				if (ready?.test(line)) resolve(child)
			})
		}
		child.once('exit', (code, signal) => {
			children.delete(child)
			child.exitError = new Error(`${name} exited (${signal ?? code}):\n${tail}`)
			if (!ready && code === 0) resolve(child)
			else reject(child.exitError)
		})
	})
	child.started = started
	// A child that dies after its start is reported by the run's checks, not here.
	started.catch(() => {})
	return child
}

/** The API is given time to finish its uploads before its database is opened for the checks. */
const stopChild = (child) => stopProcess(child, 15_000)

/** Waits for `url` to answer, giving up at once when `child` has exited. */
function waitForChild(url, child) {
	return waitForOk(url, { timeoutMs: 90_000, failed: () => child.exitError })
}

/**
 * Identity stand-in, demo seed, API and web, as `npm start` runs them, but each with its own log level:
 * the API logs every request (its own time per route), the web only warnings. Separate processes let
 * the report give each one's CPU time, and let the API be stopped before its database is opened.
 */
async function startStack({ dataDir, databaseUrl, logs, singleAddress }) {
	const [webPort, apiPort, identityPort] = [await freePort(), await freePort(), await freePort()]
	const origin = `http://127.0.0.1:${webPort}`
	const apiOrigin = `http://127.0.0.1:${apiPort}`
	const identityDir = join(dataDir, 'identity')
	const storage = { MEDIA_STORAGE: 'disk', MEDIA_DIR: join(dataDir, 'media'), ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { API_DATA_DIR: join(dataDir, 'api-db') }) }
	const operatorToken = randomBytes(32).toString('base64url')

	const identity = startProcess('identity', 'identity', { IDENTITY_PORT: String(identityPort), IDENTITY_HOST: '127.0.0.1', IDENTITY_DATA_DIR: identityDir, APP_URL: origin }, { ready: /identity stand-in ready/, onLine: logs.watch('identity') })
	await identity.started
	const app = JSON.parse(readFileSync(join(identityDir, 'app.json'), 'utf8'))
	for (const url of [app.endpoint, app.issuer, app.hostedUiUrl]) assertLoopback(new URL(url).hostname, 'the identity stand-in')
	const identityEnv = {
		...identityEnvOf(app),
	}

	await startProcess('seed', 'seed', { ...storage, IDENTITY_APP_FILE: join(identityDir, 'app.json'), LOG_LEVEL: 'warn' }).started

	const api = startProcess(
		'api',
		'api',
		{
			...identityEnv,
			...storage,
			NODE_ENV: 'production',
			API_HOST: '127.0.0.1',
			API_PORT: String(apiPort),
			BUSINESS_USER_TOKEN_SECRET: randomBytes(32).toString('base64url'),
			BACKOFFICE_OPERATOR_TOKEN: operatorToken,
			LOG_LEVEL: 'info',
		},
		{ onLine: logs.watch('api') },
	)
	await waitForChild(`${apiOrigin}/readyz`, api)

	const web = startProcess(
		'web',
		'index',
		{
			...webEnvOf({ app, port: webPort, appUrl: origin, apiUrl: apiOrigin, sessionSecret: randomBytes(32).toString('base64url') }),
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			BACKOFFICE_SITE_URL: app.backofficeSiteUrl,
			LOG_LEVEL: 'warn',
			// Only when every person must share 127.0.0.1: room for their sign-ins from one address.
			...(singleAddress ? { ATTEMPT_LIMIT_IP_FACTOR: '100' } : {}),
		},
		{ onLine: logs.watch('web') },
	)
	await waitForChild(`${origin}/readyz`, web)
	return { origin, apiOrigin, identity: app, operatorToken, processes: { identity, api, web } }
}

// --- process logs ---

/**
 * What the processes say: the API's request lines become its own latency per route (API time vs the
 * web's render); warnings and errors are counted per process, the first few kept for the report.
 */
function createLogWatcher() {
	const api = new Map()
	const problems = {}
	let recording = false
	return {
		start() {
			recording = true
		},
		stop() {
			recording = false
		},
		watch: (name) => (line) => {
			let entry
			try {
				entry = JSON.parse(line)
			} catch {
				entry = { level: /error|exception/i.test(line) ? 50 : 30, msg: line }
			}
			if (name === 'api' && entry.msg === 'request' && recording) {
				const label = `${entry.method} ${routePattern(entry.path)}`
				const stats = api.get(label) ?? { times: [], statuses: {} }
				stats.times.push(entry.ms)
				stats.statuses[entry.status] = (stats.statuses[entry.status] ?? 0) + 1
				api.set(label, stats)
			}
			if (entry.level >= 40) {
				const seen = (problems[name] ??= { warn: 0, error: 0, kinds: {} })
				seen[entry.level >= 50 ? 'error' : 'warn'] += 1
				// One sample of each kind of problem (its status and message), with how often it came.
				const kind = [entry.res?.statusCode, entry.msg, entry.err?.message].filter(Boolean).join(' ').slice(0, 200)
				const known = (seen.kinds[kind] ??= { count: 0, sample: line.slice(0, 2000) })
				known.count += 1
			}
		},
		api,
		problems,
	}
}

// --- CPU ---

const CLOCK_TICKS_PER_SECOND = 100

/** CPU seconds a process has used so far (Linux /proc); undefined elsewhere. */
function cpuSecondsOf(pid) {
	try {
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
		return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
	} catch {
		return undefined
	}
}

/** CPU seconds of every process with this command name (the PostgreSQL server's backends). */
function cpuSecondsOfCommand(command) {
	let total = 0
	for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
		try {
			if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) total += cpuSecondsOf(pid) ?? 0
		} catch {
			// Gone meanwhile.
		}
	}
	return total
}

/** The whole machine's busy and total CPU seconds (all cores), to tell a saturated machine. */
function machineCpu() {
	try {
		const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
		const idle = ticks[3] + ticks[4]
		const total = ticks.reduce((sum, value) => sum + value, 0)
		return { busy: (total - idle) / CLOCK_TICKS_PER_SECOND, total: total / CLOCK_TICKS_PER_SECOND }
	} catch {
		return undefined
	}
}

function cpuSnapshot(processes, database) {
	const own = process.cpuUsage()
	return {
		at: performance.now(),
		machine: machineCpu(),
		processes: {
			...Object.fromEntries(Object.entries(processes).map(([name, child]) => [name, cpuSecondsOf(child.pid)])),
			'load script': (own.user + own.system) / 1e6,
			...(database === 'postgres' && existsSync('/proc') ? { 'postgres (all its processes)': cpuSecondsOfCommand('postgres') } : {}),
		},
	}
}

function cpuBetween(before, after) {
	const seconds = (after.at - before.at) / 1000
	const processes = Object.fromEntries(
		Object.entries(after.processes)
			.filter(([name, used]) => used !== undefined && before.processes[name] !== undefined)
			.map(([name, used]) => {
				const cpu = used - before.processes[name]
				return [name, { cpuSeconds: round(cpu), share: round(cpu / seconds) }]
			}),
	)
	const cores = availableParallelism()
	const busyCores = before.machine && after.machine ? ((after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total)) * cores : undefined
	const ours = Object.values(processes).reduce((sum, { share }) => sum + share, 0)
	// The machine may be shared: what other work used meanwhile is part of the reading.
	const machine = busyCores === undefined ? undefined : { cores, busyCores: round(busyCores), otherWorkCores: round(Math.max(0, busyCores - ours)) }
	return { seconds: round(seconds), processes, machine }
}

// --- database ---

/** A fresh database on the PostgreSQL server, for this run only. */
async function createLoadDatabase(adminUrl) {
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	try {
		await admin.query('drop database if exists robtua_load with (force)')
		await admin.query('create database robtua_load')
	} finally {
		await admin.end()
	}
	const url = new URL(adminUrl)
	url.pathname = '/robtua_load'
	return url.toString()
}

async function dropLoadDatabase(adminUrl) {
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	try {
		await admin.query('drop database if exists robtua_load with (force)')
	} finally {
		await admin.end()
	}
}

/** A query function on the run's database; the embedded one is opened only once the API has let go of it. */
async function openCheckDatabase({ databaseUrl, dataDir }) {
	if (databaseUrl) {
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() }
	}
	const client = new PGlite(join(dataDir, 'api-db'))
	return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.close() }
}

// --- setup: the people ---

/** One call to the identity stand-in's Cognito-style API, as its seed and the e2e fixtures make accounts. */
async function identityCall(endpoint, operation, body) {
	const res = await fetch(endpoint, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}` },
		body: JSON.stringify(body),
	})
	if (!res.ok) throw new Error(`${operation}: HTTP ${res.status} ${await res.text()}`)
	return res.json()
}

/** Confirmed accounts with a permanent password, made directly in the identity stand-in (not measured). */
async function createPeople(identity, count, runId) {
	const people = Array.from({ length: count }, (_, index) => ({
		index,
		email: `load.${runId}.${index}@robtua.test`,
		firstName: 'Load',
		lastName: `Person ${index}`,
		business: index % BUSINESS_EVERY === 0,
	}))
	await inTurns(people, 4, async (person) => {
		await identityCall(identity.endpoint, 'AdminCreateUser', {
			UserPoolId: identity.userPoolId,
			Username: person.email,
			MessageAction: 'SUPPRESS',
			UserAttributes: [
				{ Name: 'email', Value: person.email },
				{ Name: 'email_verified', Value: 'true' },
				{ Name: 'given_name', Value: person.firstName },
				{ Name: 'family_name', Value: person.lastName },
			],
		})
		await identityCall(identity.endpoint, 'AdminSetUserPassword', { UserPoolId: identity.userPoolId, Username: person.email, Password: PASSWORD, Permanent: true })
	})
	return people
}

async function inTurns(items, atOnce, work) {
	const queue = [...items]
	await Promise.all(
		Array.from({ length: atOnce }, async () => {
			for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
		}),
	)
}

/** A small photo-like JPEG (a gradient), the picture every upload sends. */
async function makePicture() {
	const [width, height] = [320, 240]
	const pixels = Buffer.alloc(width * height * 3)
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			const at = (y * width + x) * 3
			pixels[at] = (x * 255) / width
			pixels[at + 1] = (y * 255) / height
			pixels[at + 2] = 128
		}
	}
	return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer()
}

// --- probes: where the time goes ---

/**
 * Once a second, outside the people's traffic: the web's and the API's /healthz (how long each process's
 * event loop makes a trivial request wait) and the API's /readyz (a database round trip queued behind
 * the others). Slow pages with a quick web /healthz mean time spent downstream; a slow web /healthz
 * means the web itself is saturated.
 */
function startProbes(stack) {
	const targets = {
		'web /healthz (event loop)': `${stack.origin}/healthz`,
		'API /healthz (event loop)': `${stack.apiOrigin}/healthz`,
		'API /readyz (database ping)': `${stack.apiOrigin}/readyz`,
	}
	const stats = new Map(Object.keys(targets).map((label) => [label, { times: [], statuses: {} }]))
	const probe = async (label, url) => {
		const started = performance.now()
		const status = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).then(
			async (res) => (await res.arrayBuffer(), res.status),
			() => 'timeout',
		)
		const entry = stats.get(label)
		if (typeof status === 'number') entry.times.push(performance.now() - started)
		entry.statuses[status] = (entry.statuses[status] ?? 0) + 1
	}
	const timer = setInterval(() => {
		for (const [label, url] of Object.entries(targets)) void probe(label, url)
	}, 1000)
	return { stats, stop: () => clearInterval(timer) }
}

// --- measurements ---

/** `/profiles/3f…/form/works/create` → `/profiles/:uuid/form/works/create`, as app/routes.ts names them. */
function routePattern(path) {
	return path
		.split(/[?#]/)[0]
		.replace(new RegExp(`^/profiles/${UUID}`), '/profiles/:uuid')
		.replace(new RegExp(`^/business-account/${UUID}/business-user/${UUID}`), '/business-account/:id/business-user/:buid')
		.replace(new RegExp(`^/business-account/${UUID}`), '/business-account/:id')
		.replace(new RegExp(`^/business-user/${UUID}`), '/business-user/:id')
		.replace(/\/form\/about-us\/(education-experience|our-story|skill-talent)\/[0-9a-f-]{36}$/, '/form/about-us/$1/:entry')
		.replace(new RegExp(UUID, 'g'), ':id')
		.replace(/^\/media\/[^/]+$/, '/media/:key')
}

function createRecorder() {
	const pages = new Map()
	const errors = {}
	const network = {}
	return {
		pages,
		errors,
		network,
		signIns: { ok: 0, failed: 0 },
		/** Times when a signed-in page sent the person to /login: sessions lost under load. */
		lostSessions: 0,
		record(label, ms, status) {
			const stats = pages.get(label) ?? { times: [], statuses: {} }
			stats.times.push(ms)
			stats.statuses[status] = (stats.statuses[status] ?? 0) + 1
			pages.set(label, stats)
			if (status >= 400) errors[status] = (errors[status] ?? 0) + 1
		},
		recordFailure(label, reason) {
			const stats = pages.get(label) ?? { times: [], statuses: {} }
			stats.statuses[reason] = (stats.statuses[reason] ?? 0) + 1
			pages.set(label, stats)
			network[reason] = (network[reason] ?? 0) + 1
		},
	}
}

function createLedger() {
	const entries = []
	return {
		entries,
		/**
		 * A write sent: `value` identifies it (null when only the answer tells, as a picture's address);
		 * `target` is what an overwrite changes. `acknowledged` once the web redirected to its success page.
		 */
		add(kind, value, target) {
			const entry = { kind, value, target, acknowledged: false }
			entries.push(entry)
			return entry
		},
	}
}

// --- a browser without JavaScript ---

/** One person's browser: its own cookies, its own keep-alive connections and (where possible) address. */
function createBrowser(origin, sourceAddress, recorder) {
	const target = new URL(origin)
	assertLoopback(target.hostname, 'the web')
	const agent = new http.Agent({ keepAlive: true, maxSockets: 6, ...(sourceAddress ? { localAddress: sourceAddress } : {}) })
	const cookies = new Map()

	function remember(setCookies = []) {
		for (const header of setCookies) {
			const [pair, ...attributes] = header.split(';')
			const at = pair.indexOf('=')
			const name = pair.slice(0, at).trim()
			const gone = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(attribute) || (/^\s*expires\s*=/i.test(attribute) && Date.parse(attribute.split('=')[1]) < Date.now()))
			if (gone) cookies.delete(name)
			else cookies.set(name, pair.slice(at + 1).trim())
		}
	}

	/** One request, timed to its last byte; recorded under its route pattern. Never throws. */
	function request(method, url, { body, contentType, referer } = {}) {
		// A browser never sends the fragment (`…#works`).
		const path = url.split('#')[0]
		const label = `${method} ${routePattern(path)}`
		const headers = {
			Accept: 'text/html,application/xhtml+xml',
			'Accept-Encoding': 'gzip',
			'Accept-Language': 'en',
			'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) robtua-load',
			...(cookies.size > 0 ? { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
			// What a browser sends with a form of our own pages (app/middleware/origin-check.ts).
			...(method === 'POST' ? { Origin: target.origin, Referer: `${target.origin}${referer ?? path}`, 'Content-Type': contentType, 'Content-Length': String(body?.length ?? 0) } : {}),
		}
		const started = performance.now()
		let finished = false
		return new Promise((resolve) => {
			const req = http.request({ host: target.hostname, port: target.port, method, path, headers, agent, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }, (res) => {
				const chunks = []
				res.on('data', (chunk) => chunks.push(chunk))
				res.on('error', (error) => finishFailed(error))
				res.on('end', () => {
					if (finished) return
					finished = true
					const ms = performance.now() - started
					remember(res.headers['set-cookie'])
					recorder.record(label, ms, res.statusCode)
					const raw = Buffer.concat(chunks)
					resolve({
						status: res.statusCode,
						location: res.headers.location,
						ms,
						text: () => (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8'),
					})
				})
			})
			function finishFailed(error) {
				if (finished) return
				finished = true
				const reason = error.name === 'AbortError' || error.code === 'ABORT_ERR' ? 'timeout' : (error.code ?? error.name)
				recorder.recordFailure(label, reason)
				resolve({ status: 0, error: reason, ms: performance.now() - started, text: () => '' })
			}
			req.on('error', finishFailed)
			req.end(body)
		})
	}

	return {
		get: (path) => request('GET', path),
		/** A form as a browser posts it: urlencoded, or multipart when it carries a file. */
		async post(path, fields, { file, referer } = {}) {
			if (!file) return request('POST', path, { body: Buffer.from(new URLSearchParams(fields).toString()), contentType: 'application/x-www-form-urlencoded', referer })
			const form = new FormData()
			for (const [name, value] of Object.entries(fields)) form.set(name, value)
			form.set(file.field, new Blob([file.bytes], { type: 'image/jpeg' }), 'photo.jpg')
			// The platform's own multipart encoding, with its boundary.
			const encoded = new Response(form)
			return request('POST', path, { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type'), referer })
		},
		close: () => agent.destroy(),
	}
}

// --- a person ---

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const think = () => pause(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]))
const pick = (items) => items[Math.floor(Math.random() * items.length)]
const linkTo = (html, prefix) => new RegExp(`href="(${prefix}/${UUID})["/?#]`).exec(html)?.[1]

/** Signs in through the login form (the page first, for its cookies), then finds their profile on /account. */
async function signIn(person, world) {
	const { browser, recorder } = person
	await browser.get('/login')
	await think()
	const res = await browser.post('/login', { intent: 'sign-in', username: person.email, password: PASSWORD, contact_me_by_fax: '' })
	if (res.status !== 302 || res.location !== '/account') {
		recorder.signIns.failed += 1
		return false
	}
	recorder.signIns.ok += 1
	for (let attempt = 0; attempt < 3 && !person.profilePath; attempt++) {
		const account = await browser.get('/account')
		person.profilePath = account.status === 200 ? linkTo(account.text(), '/profiles') : undefined
	}
	if (!person.profilePath) return false
	if (!world.profiles.includes(person.profilePath)) world.profiles.push(person.profilePath)
	return true
}

/**
 * A business person: an operator makes them professional (the script, at the back-office API; not
 * measured), then they create a business account and a business user through the web's forms.
 */
async function becomeBusiness(person, world) {
	const uuid = person.profilePath.split('/').pop()
	const granted = await fetch(`${world.apiOrigin}/backoffice/v1/people/${uuid}/professional`, {
		method: 'PUT',
		headers: { Authorization: `Bearer ${world.operatorToken}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({ professional: true }),
	}).then((res) => res.ok, () => false)
	if (!granted) return log(`could not make ${person.email} professional`)

	const shop = `load-${world.runId}-${person.index}-shop`
	const created = await submitForm(person, world, { kind: 'business-account', path: '/business-account/create', fields: { name: shop }, value: shop, success: new RegExp(`^/business-account/${UUID}$`) })
	if (!created) return
	person.businessAccountPath = created.location
	const branch = `load-${world.runId}-${person.index}-branch`
	const added = await submitForm(person, world, {
		kind: 'business-user',
		path: `${created.location}/business-user/create`,
		fields: { accountId: created.location.split('/').pop(), name: branch, description: 'A branch of the load test' },
		value: branch,
		success: new RegExp(`^${created.location}$`),
	})
	person.businessUserPath = added ? linkTo(added.page, '/business-user') : undefined
	if (person.businessUserPath) {
		person.branch = branch
		world.businessUsers.push(person.businessUserPath)
	}
}

/**
 * One write as a person makes it: open the form, think, send it, follow the redirect. It goes in the
 * ledger, acknowledged only when the web redirected to its success page (`success`). Answers the
 * redirect's target, the page it showed and the ledger entry; null when the write was not acknowledged.
 */
async function submitForm(person, world, { kind, path, fields, success, value, target, file }) {
	const { browser } = person
	const form = await browser.get(path)
	if (form.status !== 200) return noteLostSession(person, form)
	await think()
	const entry = world.ledger.add(kind, value, target)
	const res = await browser.post(path, fields, { file })
	if (res.status !== 302 || !success.test(res.location ?? '')) return noteLostSession(person, res)
	entry.acknowledged = true
	const next = await browser.get(res.location)
	return { location: res.location, page: next.status === 200 ? next.text() : '', entry }
}

/** A signed-in page that sends the person to /login lost their session: counted, and they sign in again. */
function noteLostSession(person, res) {
	if (res.status === 302 && res.location?.startsWith('/login')) {
		person.recorder.lostSessions += 1
		person.signedIn = false
	}
	return null
}

/** The pages a person reads, by area; which exist depends on what they have. */
function readablePages(person, world) {
	const profile = person.profilePath
	const areas = {
		account: ['/account', '/account/update', '/account/switch', '/account/security', '/account/business-users'],
		profile: [
			profile,
			`${profile}-qr-code-bio`,
			`${profile}/additional-content`,
			`${profile}/form/overview`,
			`${profile}/form/about-us`,
			`${profile}/form/about-us/description`,
			`${profile}/form/about-us/education-experience/create`,
			`${profile}/form/about-us/our-story/create`,
			`${profile}/form/business-info`,
			`${profile}/form/link`,
			`${profile}/form/works/create`,
		],
		// Other people's pages, and business users' pages as any signed-in visitor sees them.
		others: [pick(world.profiles), ...(world.businessUsers.length > 0 ? [pick(world.businessUsers), `${pick(world.businessUsers)}/information`, `${pick(world.businessUsers)}/bio`] : [])],
		public: ['/', '/about-robtua', '/about-robtua/robtua-community', '/self-onboard'],
	}
	const account = person.businessAccountPath
	const own = person.businessUserPath
	if (account && own) {
		const buid = own.split('/').pop()
		areas.businessAccount = [account, `${account}/business-user/create`, `${account}/business-user/add-with-existing`, `${account}/business-user/${buid}/user-control`, `${account}/business-user/${buid}/invite-user/link`]
		areas.businessUser = [
			own,
			`${own}/information`,
			`${own}/bio`,
			`${own}/business-profile`,
			`${own}/additional-content`,
			`${own}/event/around-here`,
			`${own}/qr-code-bio`,
			`${own}/story/share`,
			`${own}/form/overview`,
			`${own}/form/about-us`,
			`${own}/form/about-us/our-story`,
			`${own}/form/business-info`,
			`${own}/form/link`,
		]
	}
	return areas
}

/**
 * The writes a person may make now, each identified by a unique text. The product's limits are kept
 * (50 entries a section, 60 uploads an hour): a refusal there would be the product working, not failing.
 */
function possibleWrites(person, world) {
	const tag = () => `load-${world.runId}-${person.index}-${++person.writes}`
	const profile = person.profilePath
	const picture = { field: 'files.imageUrl', bytes: world.picture }
	const writes = [
		() => {
			const city = tag()
			const fields = { firstName: 'Load', lastName: `Person ${person.index}`, phoneNumber: '', country: 'Thailand', province: 'Bangkok', city }
			return submitForm(person, world, { kind: 'account-city', path: '/account/update', fields, value: city, target: person.email, success: /^\/account$/ })
		},
	]
	if (person.skills < MAX_SKILLS_PER_PERSON) {
		writes.push(async () => {
			const name = tag()
			const path = `${profile}/form/about-us/skill-talent/create`
			if (await submitForm(person, world, { kind: 'skill', path, fields: { name, level: String(1 + (person.skills % 5)) }, value: name, success: /\/form\/about-us$/ })) person.skills += 1
		})
	}
	if (person.uploads < MAX_UPLOADS_PER_PERSON) {
		const upload = (write) => () => {
			person.uploads += 1
			return write()
		}
		writes.push(
			upload(() => {
				const title = tag()
				const fields = { title, body: 'A work of the load test', url: '', year: '2025', imageUrl: '' }
				return submitForm(person, world, { kind: 'work', path: `${profile}/form/works/create-my-work`, fields, value: title, file: picture, success: /#works$/ })
			}),
			upload(async () => {
				// The avatar's address is the API's to choose: it is read from the page the upload led back to.
				const path = `${profile}/form/overview`
				const done = await submitForm(person, world, { kind: 'avatar', path, fields: { intent: 'upload-image', slot: 'avatar', imageUrl: '' }, value: null, target: person.email, file: picture, success: /\/form\/overview$/ })
				if (done) done.entry.value = /<img[^>]+src="(\/media\/[^"]+)"/.exec(done.page)?.[1] ?? null
			}),
		)
		if (person.businessUserPath) {
			writes.push(
				upload(() => {
					const title = tag()
					const fields = { title, body: 'A story of the load test', imageUrl: '' }
					return submitForm(person, world, { kind: 'story', path: `${person.businessUserPath}/story/share`, fields, value: title, file: picture, success: new RegExp(`^${person.businessUserPath}$`) })
				}),
			)
		}
	}
	if (person.businessUserPath) {
		writes.push(() => {
			const text = tag()
			return submitForm(person, world, { kind: 'business-our-story', path: `${person.businessUserPath}/form/about-us/our-story`, fields: { text }, value: text, target: person.branch, success: /\/form\/about-us$/ })
		})
	}
	return writes
}

/** One person from arrival to the end of the run: sign in, then read and write until the deadline. */
async function playPerson(person, world) {
	await pause(person.arrivesAfterMs)
	while (Date.now() < world.deadline) {
		if (!person.signedIn) {
			person.signedIn = await signIn(person, world)
			if (!person.signedIn) {
				await pause(5000)
				continue
			}
			if (person.business && !person.businessAccountPath) await becomeBusiness(person, world)
		}
		await think()
		if (Date.now() >= world.deadline) break
		if (Math.random() < WRITE_SHARE) {
			await pick(possibleWrites(person, world))()
		} else {
			const areas = readablePages(person, world)
			noteLostSession(person, await person.browser.get(pick(areas[pick(Object.keys(areas))])))
		}
	}
	person.browser.close()
}

// --- verification ---

/**
 * Every acknowledged write, looked for in the database: a created row must be there (works and stories
 * with their picture in the media store). An overwritten field must hold the person's last acknowledged
 * value, or a value sent after it (a write the web did not acknowledge may still have been applied).
 */
async function verifyWrites(db, ledger, mediaDir) {
	const column = async (sql) => new Map((await db.query(sql)).map((row) => [row.key, row.value]))
	const current = {
		skill: await column(`select name as key, name as value from profile_skill_talents`),
		work: await column(`select title as key, details->>'imageUrl' as value from content_items where kind = 'work'`),
		story: await column(`select title as key, details->>'imageUrl' as value from content_items where kind = 'story'`),
		'business-account': await column(`select name as key, name as value from business_accounts`),
		'business-user': await column(`select name as key, name as value from business_users`),
		'account-city': await column(`select email as key, city as value from profiles`),
		avatar: await column(`select email as key, image_url as value from profiles`),
		'business-our-story': await column(`select name as key, our_story as value from business_users`),
	}
	const pictureStored = (url) => {
		const key = url?.split('/').pop()
		return Boolean(key) && existsSync(join(mediaDir, key.slice(0, 2), key))
	}
	const overwrites = new Set(['account-city', 'avatar', 'business-our-story'])

	const found = (entry) => {
		const table = current[entry.kind]
		if (!overwrites.has(entry.kind)) {
			if (!table.has(entry.value)) return false
			return entry.kind === 'work' || entry.kind === 'story' ? pictureStored(table.get(entry.value)) : true
		}
		// The same field's writes in order: only the last acknowledged one must still be there.
		const same = ledger.entries.filter((other) => other.kind === entry.kind && other.target === entry.target)
		const lastAcknowledged = same.findLast((other) => other.acknowledged)
		if (entry !== lastAcknowledged) return true
		const now = table.get(entry.target)
		if (entry.kind === 'avatar' && !pictureStored(now)) return false
		// An avatar whose address could not be read (null) is known only to be stored.
		return same.slice(same.indexOf(entry)).some((other) => other.value === now || (entry.kind === 'avatar' && other.value === null))
	}

	const summary = {}
	for (const entry of ledger.entries) {
		const kind = (summary[entry.kind] ??= { sent: 0, acknowledged: 0, found: 0, lost: [], refusedButSaved: 0 })
		kind.sent += 1
		if (!entry.acknowledged) {
			// Told it failed, yet saved: a person who sends it again makes a duplicate.
			if (!overwrites.has(entry.kind) && current[entry.kind].has(entry.value)) kind.refusedButSaved += 1
			continue
		}
		kind.acknowledged += 1
		if (found(entry)) kind.found += 1
		else kind.lost.push(entry.value ?? entry.target)
	}
	return summary
}

// --- report ---

function percentile(sorted, p) {
	return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const round = (value, digits = 2) => (Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null)

function latencyRows(stats, seconds) {
	return [...stats]
		.map(([label, { times, statuses }]) => {
			const sorted = [...times].sort((a, b) => a - b)
			const errors = Object.fromEntries(Object.entries(statuses).filter(([status]) => !(Number(status) >= 200 && Number(status) < 400)))
			return {
				label,
				// Answered requests, and those that got no answer (timeouts, resets).
				count: times.length + Object.entries(statuses).reduce((sum, [status, n]) => sum + (/^\d+$/.test(status) ? 0 : n), 0),
				p50: round(percentile(sorted, 50), 0),
				p95: round(percentile(sorted, 95), 0),
				p99: round(percentile(sorted, 99), 0),
				max: round(sorted.at(-1), 0),
				perSecond: round(times.length / seconds),
				errors,
			}
		})
		.sort((a, b) => a.label.localeCompare(b.label))
}

function table(rows, columns) {
	const cells = [columns.map((column) => column.title), ...rows.map((row) => columns.map((column) => String(column.value(row) ?? '-')))]
	const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
	return cells.map((line) => line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')).join('\n')
}

function printReport(report) {
	const latencyColumns = [
		{ title: 'page', value: (row) => row.label },
		{ title: 'count', value: (row) => row.count },
		{ title: 'p50 ms', value: (row) => row.p50 },
		{ title: 'p95 ms', value: (row) => row.p95 },
		{ title: 'p99 ms', value: (row) => row.p99 },
		{ title: 'max ms', value: (row) => row.max },
		{ title: 'req/s', value: (row) => row.perSecond },
		{ title: 'errors', value: (row) => Object.entries(row.errors).map(([status, n]) => `${status}×${n}`).join(' ') || '' },
	]
	console.log(`\nLoad: ${report.people} people for ${report.durationSeconds} s on the ${report.database} database (${report.measuredSeconds} s measured).\n`)
	console.log(table(report.pages, latencyColumns))
	console.log(`\nProduct API, its own time per route (from its request logs):\n`)
	console.log(table(report.api, [{ ...latencyColumns[0], title: 'API route' }, ...latencyColumns.slice(1)]))
	console.log(`\nProbes, once a second:\n`)
	console.log(table(report.probes, [{ ...latencyColumns[0], title: 'probe' }, ...latencyColumns.slice(1, 6), latencyColumns[7]]))
	const t = report.totals
	console.log(`\nRequests ${t.requests} (${t.perSecond}/s); sign-ins ${t.signIns.ok} ok, ${t.signIns.failed} failed; sessions lost ${t.lostSessions}.`)
	console.log(`Errors by status: ${JSON.stringify(report.errors.byStatus)}; network errors: ${JSON.stringify(report.errors.network)}.`)
	console.log(`\nWrites:\n`)
	console.log(
		table(
			Object.entries(report.writes.byKind).map(([kind, row]) => ({ kind, ...row })),
			[
				{ title: 'kind', value: (row) => row.kind },
				{ title: 'sent', value: (row) => row.sent },
				{ title: 'acknowledged', value: (row) => row.acknowledged },
				{ title: 'found', value: (row) => row.found },
				{ title: 'lost', value: (row) => row.lost.length },
				{ title: 'refused but saved', value: (row) => row.refusedButSaved },
			],
		),
	)
	console.log(`\nAcknowledged ${report.writes.acknowledged}, found ${report.writes.found}, lost ${report.writes.lost}.`)
	if (report.cpu) {
		const shares = Object.entries(report.cpu.processes).map(([name, { cpuSeconds, share }]) => `${name} ${cpuSeconds} s (${Math.round(share * 100)}% of a core)`)
		console.log(`\nCPU over the run: ${shares.join(', ')}.`)
		const machine = report.cpu.machine
		if (machine) console.log(`Machine: ${machine.busyCores} of ${machine.cores} cores busy, ${machine.otherWorkCores} of them by other work than this run.`)
	}
	for (const [name, seen] of Object.entries(report.logs)) {
		console.log(`\n${name} logged ${seen.warn} warnings and ${seen.error} errors:`)
		for (const [kind, { count }] of Object.entries(seen.kinds)) console.log(`  ${count}× ${kind}`)
	}
	console.log(report.verdict.ok ? '\nPASS: no write lost, no 5xx.' : `\nFAIL: ${report.verdict.reasons.join('; ')}.`)
}

// --- the run ---

async function main() {
	const options = readOptions()
	if (!existsSync(join(root, 'server-build/index.js'))) throw new Error('server-build/ is missing: run `npm run build` first (or `npm run load`)')
	const dataDir = mkdtempSync(join(tmpdir(), 'robtua-load-'))
	const databaseUrl = options.adminUrl ? await createLoadDatabase(options.adminUrl) : undefined
	const cleanUp = async () => {
		await Promise.all([...children].map(stopChild))
		if (options.adminUrl) await dropLoadDatabase(options.adminUrl).catch((error) => console.error(`could not drop robtua_load: ${error.message}`))
		rmSync(dataDir, { recursive: true, force: true })
	}
	onInterrupt(cleanUp)
	try {
		const separateAddresses = await loopbackAddressesWork()
		const logs = createLogWatcher()
		log(`starting the stack (${options.database} database)…`)
		const stack = await startStack({ dataDir, databaseUrl, logs, singleAddress: !separateAddresses })
		const run = await play(stack, options, { logs, separateAddresses })

		// The embedded database is one process's files: the API lets go of them before they are read.
		log('stopping the stack and checking the writes…')
		const crashed = Object.entries(stack.processes).filter(([, child]) => child.exitCode !== null || child.signalCode !== null).map(([name]) => name)
		await stopChild(stack.processes.web)
		await stopChild(stack.processes.api)
		const db = await openCheckDatabase({ databaseUrl, dataDir })
		const writes = await verifyWrites(db, run.ledger, join(dataDir, 'media')).finally(() => db.close())

		const report = buildReport({ options, ...run, logs, writes, crashed, separateAddresses })
		printReport(report)
		if (options.jsonPath) writeFileSync(options.jsonPath, `${JSON.stringify(report, null, '\t')}\n`)
		process.exitCode = report.verdict.ok ? 0 : 1
	} finally {
		await cleanUp()
	}
}

/** Makes the people (not measured), then plays them all until the deadline, measuring. */
async function play(stack, options, { logs, separateAddresses }) {
	const runId = Date.now().toString(36)
	log(`making ${options.people} people…`)
	const setupStarted = performance.now()
	const people = await createPeople(stack.identity, options.people, runId)
	log(`people ready in ${Math.round((performance.now() - setupStarted) / 1000)} s; playing them for ${options.durationMs / 1000} s`)

	const recorder = createRecorder()
	const world = {
		runId,
		apiOrigin: stack.apiOrigin,
		operatorToken: stack.operatorToken,
		ledger: createLedger(),
		picture: await makePicture(),
		profiles: [],
		businessUsers: [],
		deadline: Date.now() + options.durationMs,
	}
	const ramp = Math.min(MAX_RAMP_MS, options.durationMs / 10)
	for (const person of people) {
		Object.assign(person, {
			browser: createBrowser(stack.origin, separateAddresses ? sourceAddressOf(person.index) : undefined, recorder),
			recorder,
			arrivesAfterMs: (person.index / options.people) * ramp,
			signedIn: false,
			writes: 0,
			skills: 0,
			uploads: 0,
		})
	}

	logs.start()
	const probes = startProbes(stack)
	const cpuBefore = cpuSnapshot(stack.processes, options.database)
	const requestsSoFar = () => [...recorder.pages.values()].reduce((sum, stats) => sum + stats.times.length, 0)
	const progress = setInterval(() => log(`${Math.max(0, Math.round((world.deadline - Date.now()) / 1000))} s left, ${requestsSoFar()} requests so far`), 30_000)
	await Promise.all(people.map((person) => playPerson(person, world)))
	clearInterval(progress)
	probes.stop()
	const cpuAfter = cpuSnapshot(stack.processes, options.database)
	logs.stop()
	return { recorder, probes, ledger: world.ledger, measuredSeconds: (cpuAfter.at - cpuBefore.at) / 1000, cpu: cpuBetween(cpuBefore, cpuAfter) }
}

function buildReport({ options, measuredSeconds, recorder, logs, probes, writes, cpu, crashed, separateAddresses }) {
	const pages = latencyRows(recorder.pages, measuredSeconds)
	const requests = pages.reduce((sum, row) => sum + row.count, 0)
	const acknowledged = Object.values(writes).reduce((sum, kind) => sum + kind.acknowledged, 0)
	const found = Object.values(writes).reduce((sum, kind) => sum + kind.found, 0)
	const serverErrors = Object.entries(recorder.errors)
		.filter(([status]) => Number(status) >= 500)
		.reduce((sum, [, n]) => sum + n, 0)
	const reasons = [
		...(acknowledged > found ? [`${acknowledged - found} acknowledged write(s) not in the database`] : []),
		...(serverErrors > 0 ? [`${serverErrors} answer(s) with a 5xx status`] : []),
		...(crashed.length > 0 ? [`${crashed.join(', ')} exited during the run`] : []),
	]
	return {
		people: options.people,
		durationSeconds: options.durationMs / 1000,
		database: options.database,
		measuredSeconds: round(measuredSeconds, 1),
		sourceAddresses: separateAddresses ? 'one loopback address per person' : 'all from 127.0.0.1',
		totals: { requests, perSecond: round(requests / measuredSeconds, 1), signIns: recorder.signIns, lostSessions: recorder.lostSessions },
		pages,
		api: latencyRows(logs.api, measuredSeconds),
		probes: latencyRows(probes.stats, measuredSeconds),
		errors: { byStatus: recorder.errors, network: recorder.network },
		writes: { acknowledged, found, lost: acknowledged - found, byKind: writes },
		cpu,
		logs: logs.problems,
		verdict: { ok: reasons.length === 0, reasons },
	}
}

function log(message) {
	process.stderr.write(`load: ${message}\n`)
}

/** Ctrl-C (or a SIGTERM) stops the people and the stack, and forgets the run's data. */
function onInterrupt(cleanUp) {
	let interrupted = false
	const stop = async () => {
		if (interrupted) return
		interrupted = true
		log('interrupted: stopping the stack…')
		await cleanUp().catch(() => {})
		process.exit(130)
	}
	process.once('SIGINT', stop)
	process.once('SIGTERM', stop)
	// Whatever happens, no server outlives the script.
	process.once('exit', () => {
		for (const child of children) child.kill('SIGKILL')
	})
}

main().catch((error) => {
	console.error(error instanceof Error ? error.message : error)
	process.exitCode = 1
})
