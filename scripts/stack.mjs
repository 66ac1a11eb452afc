// The whole product on one machine: identity and payment stand-ins, product API and web, one process tree.
// `npm start` runs the production build; `npm run dev` the same with hot reload. Ctrl-C stops all.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { identityEnvOf, waitForOk, webEnvOf } from './local-processes.mjs'

const dev = process.argv.includes('--dev')
const webPort = process.env.PORT ?? '3000'
const apiPort = process.env.API_PORT ?? '4000'
const identityPort = process.env.IDENTITY_PORT ?? '9229'
const appUrl = process.env.APP_URL ?? `http://localhost:${webPort}`
const identityDataDir = process.env.IDENTITY_DATA_DIR ?? '.data/identity'
const paymentsPort = process.env.PAYMENT_STAND_IN_PORT ?? '9240'
// With PAYMENT_GATEWAY=omise (and its PAYMENT_* set) the API talks to the real gateway, and no stand-in runs.
const paymentStandIn = (process.env.PAYMENT_GATEWAY ?? 'stand-in') === 'stand-in'
const paymentPageUrl = `http://localhost:${paymentsPort}`
const colors = { identity: 35, payments: 34, seed: 33, api: 36, web: 32 }
const children = new Set()
let stopping = false

/** A secret kept under .data/ so restarts keep sessions and tokens valid. */
function localSecret(name, encoding = 'base64url') {
	const file = `.data/${name}`
	if (!existsSync(file)) {
		mkdirSync('.data', { recursive: true })
		writeFileSync(file, randomBytes(48).toString(encoding), { mode: 0o600 })
	}
	return readFileSync(file, 'utf8').trim()
}

function command(name) {
	const bundles = { identity: 'identity', payments: 'payments', seed: 'seed', api: 'api', web: 'index' }
	const sources = { identity: 'identity/cli.ts', payments: 'payments/cli.ts', seed: 'api/db/seed-cli.ts', api: 'api/server.ts', web: 'server.ts' }
	// A build made before the payment stand-in existed has no bundle of it: its source runs instead.
	if (!dev && (name !== 'payments' || existsSync('server-build/payments.js'))) return [process.execPath, [`server-build/${bundles[name]}.js`]]
	const watch = name === 'api' || name === 'web' ? ['watch', '--clear-screen=false', '--ignore', 'app/**', '--ignore', 'build/**'] : []
	return ['npx', ['tsx', ...watch, sources[name]]]
}

/** Starts one process with its output prefixed by its name; resolves when `ready` matches a line. */
function start(name, env, { ready } = {}) {
	const [cmd, args] = command(name)
	const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	children.add(child)
	const prefix = `\x1b[${colors[name]}m${name.padEnd(8)}\x1b[0m|`
	return new Promise((resolve, reject) => {
		// A process's errors (a crash's stack) stay on stderr, which a test runner shows when it hides the logs.
		for (const [stream, write] of [
			[child.stdout, console.log],
			[child.stderr, console.error],
		]) {
			createInterface({ input: stream }).on('line', (line) => {
				write(`${prefix} ${line}`)
				if (ready?.test(line)) resolve(child)
			})
		}
		child.on('exit', (code, signal) => {
			children.delete(child)
			if (!ready && code === 0) return resolve(child)
			if (!stopping) {
				console.error(`${prefix} exited (${signal ?? code}); stopping everything`)
				reject(new Error(`${name} exited`))
				stop(1)
			}
		})
	})
}

function stop(code = 0) {
	if (stopping) return
	stopping = true
	for (const child of children) child.kill('SIGTERM')
	const force = setTimeout(() => {
		for (const child of children) child.kill('SIGKILL')
		process.exit(code)
	}, 10_000)
	force.unref()
	const check = setInterval(() => {
		if (children.size === 0) {
			clearInterval(check)
			process.exit(code)
		}
	}, 100)
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

try {
	await start(
		'identity',
		{ IDENTITY_PORT: identityPort, IDENTITY_DATA_DIR: identityDataDir, APP_URL: appUrl },
		{ ready: /identity stand-in ready/ },
	)
	const identity = JSON.parse(readFileSync(`${identityDataDir}/app.json`, 'utf8'))
	const identityEnv = identityEnvOf(identity)

	// The payment gateway's stand-in and the API share its webhook secret; the secret key is the stand-in's
	// default (README, "Payments").
	// The API sends browsers to the stand-in's card page ("Add a card") at the address the web's forms may reach (PAYMENT_PAGE_URL).
	const paymentEnv = paymentStandIn
		? {
				PAYMENT_GATEWAY: 'stand-in',
				PAYMENT_GATEWAY_URL: `http://127.0.0.1:${paymentsPort}`,
				PAYMENT_STAND_IN_PUBLIC_URL: paymentPageUrl,
				PAYMENT_WEBHOOK_SECRET: localSecret('payment-webhook-secret', 'base64'),
			}
		: {}
	if (paymentStandIn) {
		await start(
			'payments',
			{
				PAYMENT_STAND_IN_PORT: paymentsPort,
				PAYMENT_STAND_IN_DATA_DIR: process.env.PAYMENT_STAND_IN_DATA_DIR ?? '.data/payments',
				PAYMENT_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/v1/payments/webhook`,
				// The address browsers are sent to for its page; the web lets its forms go there (PAYMENT_PAGE_URL).
				PAYMENT_STAND_IN_PUBLIC_URL: paymentPageUrl,
				PAYMENT_WEBHOOK_SECRET: paymentEnv.PAYMENT_WEBHOOK_SECRET,
			},
			{ ready: /payment stand-in ready/ },
		)
	}

	await start('seed', { IDENTITY_APP_FILE: `${identityDataDir}/app.json` })

	start('api', {
		...identityEnv,
		...paymentEnv,
		API_PORT: apiPort,
		BUSINESS_USER_TOKEN_SECRET: localSecret('business-user-token-secret'),
		// The back-office API's operator token: .data/backoffice-operator-token on this machine.
		BACKOFFICE_OPERATOR_TOKEN: process.env.BACKOFFICE_OPERATOR_TOKEN ?? localSecret('backoffice-operator-token'),
	})
	await waitForOk(`http://127.0.0.1:${apiPort}/readyz`)

	start('web', {
		...webEnvOf({ app: identity, port: webPort, appUrl, apiUrl: `http://127.0.0.1:${apiPort}`, sessionSecret: localSecret('session-secret') }),
		NODE_ENV: dev ? 'development' : 'production',
		...(paymentStandIn ? { PAYMENT_PAGE_URL: paymentPageUrl } : {}),
		...(process.env.TRUST_PROXY_HOPS ? { TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS } : {}),
		// The back-office site the stand-in serves, unless another one is configured.
		...(process.env.BACKOFFICE_SITE_URL || !identity.backofficeSiteUrl ? {} : { BACKOFFICE_SITE_URL: identity.backofficeSiteUrl }),
	})
	await waitForOk(`http://127.0.0.1:${webPort}/healthz`)

	console.log(`
  Robtua is running${dev ? ' (development, hot reload)' : ''}:

    web        ${appUrl}
    API        http://localhost:${apiPort}  (docs: /docs, OpenAPI: /openapi.json)
    identity   http://localhost:${identityPort}  (every code is ${process.env.IDENTITY_CODE ?? '123456'})
    payments   ${paymentStandIn ? `http://localhost:${paymentsPort}  (the test gateway: no money moves; its page has Pay, Decline and Cancel)` : `${process.env.PAYMENT_GATEWAY} (PAYMENT_GATEWAY)`}
    back office ${process.env.BACKOFFICE_SITE_URL || identity.backofficeSiteUrl}  (terms of use, business sign-up)

  Demo accounts (password Robtua#2026):
    demo.user@robtua.test    individual with points
    demo.owner@robtua.test   owner of "Robtua Demo Shop"
    demo.staff@robtua.test   member of that shop, without admin

  Ctrl-C stops everything.
`)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	stop(1)
}
