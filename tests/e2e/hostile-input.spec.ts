import { existsSync, readFileSync } from 'node:fs'
import type { APIRequestContext, APIResponse, Page } from '@playwright/test'
import type { RouteConfigEntry } from '@remix-run/route-config'
import routeConfig from '#app/routes.ts'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-forms.ts'
import { newSignedInPerson } from './sessions.ts'

// Hostile input to every web action: every route of app/routes.ts whose module has an action (a new one
// joins by itself) is sent a catalogue of bad posts, built from the fields its own page shows: no body,
// JSON, plain text, broken multipart, NUL and control characters, impossible dates and times outside the
// years kept, 15 KB values in Thai, repeated and prototype-named fields, non-ASCII redirects, methods pages
// do not take, and an Origin that is not the host the post was sent to (or a forwarded host that is not).
// Signed in, and again as a visitor where the page is open to one (sign-in, sign-up, reset). And every page
// is asked for with hostile addresses, built from its own links: junk in each parameter, points at the
// ends of the world. None may be answered with a 5xx (the API's writes have their own test:
// api/hostile-input.test.ts). It is the same server work whatever the browser, so it runs once.
test.skip(({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile, 'the server’s answers are the same for every browser')

type ActionRoute = { path: string; file: string }

/** Routes whose module exports what `exported` matches: an action, or a page (its default export). */
function routesWith(exported: RegExp, entries: RouteConfigEntry[] = routeConfig, parent = ''): ActionRoute[] {
	return entries.flatMap((entry) => {
		const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
		const source = readFileSync(new URL(`../../app/${entry.file}`, import.meta.url), 'utf8')
		const own = (entry.path || entry.index) && exported.test(source) ? [{ path: path || '/', file: entry.file }] : []
		return [...own, ...routesWith(exported, entry.children ?? [], path)]
	})
}
const actionRoutes = () => routesWith(/export (async )?function action\b|export const action\b/)
const pageRoutes = () => routesWith(/export default function\b/)

const JUNK_ID = '00000000-0000-4000-8000-000000000000'
/** What a hostile post may get: the page again, a redirect, or a 4xx that says what was wrong. Not a 5xx, and not 431 (our own cookie grown too large). */
const answers = new Set([200, 204, 302, 303, 400, 401, 403, 404, 405, 409, 410, 411, 413, 415, 422, 429])
/** Posts a signed-in person must not send in the middle of the test: they would end the session it uses. */
const endsTheSession = new Set(['/resources/sign-out'])

const apiUrl = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`
// The local stack's operator token (npm start keeps it under .data/), to make the test's person professional.
const operatorToken = process.env.E2E_OPERATOR_TOKEN ?? (existsSync('.data/backoffice-operator-token') ? readFileSync('.data/backoffice-operator-token', 'utf8').trim() : undefined)

/**
 * The names of the fields the page's forms show, the intents its buttons and hidden fields send, the fields
 * filled in as a person would (`filled`: what the page holds, and something its kind of input takes in each
 * required one) and the names of its date-and-time inputs.
 */
async function fieldsOf(request: APIRequestContext, address: string) {
	const html = await (await request.get(address)).text()
	const names = new Set([...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]!))
	const intents = new Set([...html.matchAll(/name="intent"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="intent"/g)].map((match) => (match[1] ?? match[2])!))
	for (const name of ['username', 'password', 'title', 'description', 'redirectTo', 'lng']) names.add(name)
	return { names: [...names], intents: intents.size > 0 ? [...intents] : [''], ...filledFields(html) }
}

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map(([, name, value]) => [name!.toLowerCase(), (value ?? '').replaceAll('&amp;', '&').replaceAll('&quot;', '"')]))

/** What a person would type in a required input of this type (and input mode). */
function typed(type: string, inputMode: string | undefined) {
	if (inputMode === 'numeric' || inputMode === 'decimal' || type === 'number') return '1'
	const byType: Record<string, string> = { email: 'hostile@robtua.test', url: 'https://robtua.test', tel: '0812345678', date: '2030-01-01', 'datetime-local': '2030-01-01T10:00', password: 'Robtua#2026' }
	return byType[type] ?? 'Robtua'
}

function filledFields(html: string) {
	const filled: Record<string, string> = {}
	const times: string[] = []
	for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
		const { name, type = 'text', value, required, inputmode, checked } = attributesOf(tag)
		if (!name || ['file', 'submit', 'button', 'image', 'reset'].includes(type) || name in filled) continue
		if (type === 'datetime-local') times.push(name)
		if (type === 'checkbox' || type === 'radio') {
			if (checked !== undefined || (required !== undefined && type === 'checkbox')) filled[name] = value || 'on'
		} else if (value) filled[name] = value
		else if (required !== undefined) filled[name] = typed(type, inputmode)
	}
	for (const [, tag, inner] of html.matchAll(/<textarea\b([^>]*)>([^<]*)<\/textarea>/g)) {
		const { name, required } = attributesOf(`<textarea ${tag}`)
		if (name && !(name in filled) && (inner || required !== undefined)) filled[name] = inner || 'Robtua'
	}
	for (const [, tag, inner] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
		const { name, required } = attributesOf(`<select ${tag}`)
		const options = [...inner!.matchAll(/<option\b[^>]*>/g)].map(([option]) => attributesOf(option))
		const chosen = options.find((option) => option.selected !== undefined) ?? (required !== undefined ? options.find((option) => option.value) : undefined)
		if (name && !(name in filled) && chosen?.value) filled[name] = chosen.value
	}
	return { filled, times }
}

type HostilePost = { label: string; body?: string | Buffer; type?: string; method?: string; headers?: Record<string, string> }

/** The test stack's own origin and host, and the same server under its other local name (a host a page of ours never posts from). */
function addressesOf(baseURL: string) {
	const own = new URL(baseURL)
	const other = new URL(baseURL)
	other.hostname = own.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
	return { origin: own.origin, host: own.host, otherHost: other.host }
}

/** The catalogue: each a label and what to send. */
function hostilePosts({ names, intents, filled, times }: Awaited<ReturnType<typeof fieldsOf>>, baseURL: string) {
	const posts: HostilePost[] = [
		{ label: 'no body, no type' },
		{ label: 'an empty form', body: '', type: 'application/x-www-form-urlencoded' },
		{ label: 'JSON', body: JSON.stringify({ intent: 'x', [names[0] ?? 'a']: 'b' }), type: 'application/json' },
		{ label: 'plain text', body: 'intent=x', type: 'text/plain' },
		{ label: 'XML', body: '<a/>', type: 'application/xml' },
		{ label: 'multipart without a boundary', body: 'x', type: 'multipart/form-data' },
		{ label: 'broken multipart', body: '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nx', type: 'multipart/form-data; boundary=b' },
		{ label: 'multipart that never ends', body: `--b\r\nContent-Disposition: form-data; name="${names[0] ?? 'a'}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`, type: 'multipart/form-data; boundary=b' },
		{ label: 'bad percent-encoding', body: 'intent=%E0%A4%A&title=%ZZ', type: 'application/x-www-form-urlencoded' },
		{ label: 'TRACE', method: 'TRACE' },
		{ label: 'PUT', method: 'PUT', body: 'a=b', type: 'application/x-www-form-urlencoded' },
		{ label: 'DELETE', method: 'DELETE' },
	]
	const form = (values: Record<string, string | string[]>) => {
		const params = new URLSearchParams()
		for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) params.append(name, one)
		return params.toString()
	}
	const every = (value: string) => Object.fromEntries(names.map((name) => [name, value]))
	// Each intent the page sends (each may take another path through its action), with bad text and dates.
	for (const intent of intents) {
		posts.push(
			{ label: `NUL and control characters (intent ${intent})`, body: form({ ...every('a\u0000b\u0001\u001b[31m\u007f\u0085'), intent }), type: 'application/x-www-form-urlencoded' },
			{ label: `impossible dates (intent ${intent})`, body: form({ ...every('0000-02-31'), intent }), type: 'application/x-www-form-urlencoded' },
		)
	}
	// The form filled in as a person would, each of its times one a datetime-local input takes on a day no
	// database keeps once in UTC (contracts/dates.ts), or the date rule does not (before 1900, after 2100).
	if (times.length > 0) {
		for (const time of ['0001-01-01T00:00', '9999-12-31T23:59', '1899-12-31T23:00', '2101-01-01T00:00']) {
			posts.push({ label: `every time ${time}`, body: form({ ...filled, ...Object.fromEntries(times.map((name) => [name, time])) }), type: 'application/x-www-form-urlencoded' })
		}
	}
	// A form sent to one host with another's Origin, or through a forwarded host that is not where the page
	// came from: refused by the origin check, before Remix's own check would throw (app/middleware/origin-check.ts).
	const { origin, host, otherHost } = addressesOf(baseURL)
	const sent = { body: form({ ...every('x'), intent: intents[0] ?? '' }), type: 'application/x-www-form-urlencoded' }
	posts.push(
		{ label: 'sent to another host than its Origin', ...sent, headers: { Host: otherHost, Origin: origin } },
		{ label: 'a forwarded host elsewhere', ...sent, headers: { Origin: origin, 'X-Forwarded-Host': 'evil.example' } },
		{ label: 'a forwarded host and https, as from a load balancer', ...sent, headers: { Origin: `https://${host}`, 'X-Forwarded-Host': host, 'X-Forwarded-Proto': 'https' } },
	)
	posts.push(
		{ label: '15 KB in every field', body: form({ ...every('ก'.repeat(15_000)), intent: intents[0] ?? '' }), type: 'application/x-www-form-urlencoded' },
		{ label: 'every field twice', body: form(Object.fromEntries(names.map((name) => [name, ['x', 'y']]))), type: 'application/x-www-form-urlencoded' },
		{ label: 'prototype-named fields', body: form({ __proto__x: 'a', constructor: 'b', 'toString': 'c', '__proto__': 'd' }), type: 'application/x-www-form-urlencoded' },
		{ label: 'a Thai redirect', body: form({ ...every('x'), redirectTo: '/บัญชี?ก=ข', lng: 'th' }), type: 'application/x-www-form-urlencoded' },
		{ label: 'an outside redirect', body: form({ ...every('x'), redirectTo: '//evil.example/\r\nSet-Cookie: a=b' }), type: 'application/x-www-form-urlencoded' },
		{ label: 'lone surrogates', body: form(every('\ud800x\udfff')), type: 'application/x-www-form-urlencoded' },
		{ label: 'a 700 KB form', body: form({ ...every('x'), padding: 'p'.repeat(700_000) }), type: 'application/x-www-form-urlencoded' },
		{ label: 'a 2 MB form', body: form({ padding: 'p'.repeat(2_000_000) }), type: 'application/x-www-form-urlencoded' },
	)
	return posts
}

async function send(request: APIRequestContext, address: string, post: HostilePost): Promise<APIResponse> {
	return request.fetch(address, {
		method: post.method ?? 'POST',
		headers: { ...(post.type ? { 'Content-Type': post.type } : {}), ...post.headers },
		data: post.body,
		maxRedirects: 0,
		failOnStatusCode: false,
	})
}

/** Tallies the answers of a run and what was wrong with them. */
function tally() {
	const statuses = new Map<number, number>()
	const failures: string[] = []
	let sent = 0
	return {
		statuses,
		failures,
		get sent() {
			return sent
		},
		/** Counts an answer; a 5xx, or what `allowed` refuses, is a failure. */
		async note(what: string, response: APIResponse | Error, allowed: (status: number) => boolean) {
			sent++
			if (response instanceof Error) {
				failures.push(`${what}: no answer (${response.message.split('\n')[0]})`)
				return
			}
			statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
			if (!allowed(response.status())) failures.push(`${what}: ${response.status()}`)
		},
	}
}

/**
 * A person of the worker's own, so whatever a request may change touches no one else's data: signed up,
 * made professional by an operator (back-office API), with a business account and a business user. Answers
 * the address of a route with their ids in it.
 */
async function ownPersonAndBusiness(page: Page) {
	await newSignedInPerson(page, { email: uniqueEmail('hostile'), firstName: 'Hostile', lastName: 'Tester' })
	await page.goto('/account')
	const profile = (await page.getByRole('link', { name: 'See your profile' }).getAttribute('href'))!.split('/').pop()!
	let account = JUNK_ID
	let businessUser = JUNK_ID
	if (operatorToken) {
		const made = await page.request.put(`${apiUrl}/backoffice/v1/people/${profile}/professional`, { headers: { Authorization: `Bearer ${operatorToken}` }, data: { professional: true } })
		expect(made.status()).toBe(200)
		await page.goto('/business-account/create')
		await page.getByRole('textbox', { name: 'Business account name' }).fill('Hostile Test Shop')
		await page.getByRole('button', { name: 'Create business account' }).click()
		await expect(page).toHaveURL(/\/business-account\/[0-9a-f-]{36}$/)
		account = page.url().split('/').pop()!
		await page.getByRole('link', { name: 'Create a business user' }).click()
		await page.getByRole('textbox', { name: 'Name' }).fill('Hostile Test Branch')
		await page.getByRole('button', { name: 'Create business user' }).click()
		await expect(page).toHaveURL(/\/business-account\/[0-9a-f-]{36}$/)
		const links = await page.locator('main a[href^="/business-user/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
		businessUser = links.map((href) => /^\/business-user\/([0-9a-f-]{36})/.exec(href)?.[1]).find(Boolean) ?? JUNK_ID
	}
	expect(businessUser, 'the test’s own business user (operator token found)').not.toBe(operatorToken ? JUNK_ID : '')
	// An entry of the person's agenda, for its page's forms.
	await page.goto('/account/agenda/create')
	await page.getByRole('textbox', { name: 'Title' }).fill('Hostile entry')
	await page.getByRole('button', { name: 'Save' }).click()
	await expect(page).toHaveURL(/\/account\/agenda\/[0-9a-f-]{36}$/)
	const agendaEntry = page.url().split('/').pop()!
	// A connect of the person's with a goal, for its forms and its page; `connects/:id` posts to a create page.
	await page.goto('/account/open-tab/connects/job-create')
	await page.getByRole('textbox', { name: 'Title' }).fill('Hostile connect')
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(page).toHaveURL(/\/account\/open-tab\/connects\/[0-9a-f-]{36}$/)
	const connect = page.url().split('/').pop()!
	await page.goto(`/account/open-tab/${connect}/form/about-us/goal/create`)
	await page.getByRole('textbox', { name: 'Title' }).fill('Hostile goal')
	await page.getByRole('button', { name: 'Save' }).click()
	const goal = (await page.getByRole('link', { name: 'Edit Hostile goal' }).getAttribute('href'))!.split('/').pop()!
	const ids: Record<string, string> = { uuid: profile, id: businessUser, buid: businessUser, cid: connect, entryId: goal }
	return (route: ActionRoute) =>
		route.path
			.replace(/^\/business-account\/:id/, `/business-account/${account}`)
			.replace(/^\/account\/agenda\/:id/, `/account/agenda/${agendaEntry}`)
			.replace(/^\/account\/open-tab\/connects\/:id/, '/account/open-tab/connects/job-create')
			.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? JUNK_ID)
			.replace(/\/\*$/, '/nothing-here')
}

const summary = (statuses: Map<number, number>) => JSON.stringify(Object.fromEntries([...statuses].sort()))

// Each action and each page is a test of its own, so the two workers share them and each test's time is
// what its one route takes; the person and business user they act on are made once per worker.
type Own = { request: APIRequestContext; addressOf: (route: ActionRoute) => string }
const hostile = test.extend<object, { own: Own }>({
	own: [
		async ({ browser }, use, workerInfo) => {
			const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL })
			const addressOf = await ownPersonAndBusiness(await context.newPage())
			await use({ request: context.request, addressOf })
			await context.close()
		},
		{ scope: 'worker', timeout: 60_000 },
	],
})

/** The catalogue to one action, as `request` (the person, or a visitor), noted in `run`. */
async function postAll(run: ReturnType<typeof tally>, request: APIRequestContext, route: ActionRoute, address: string, as: string, baseURL: string) {
	for (const post of hostilePosts(await fieldsOf(request, address), baseURL)) {
		const what = `${post.method ?? 'POST'} ${address} (${route.file}, ${as}) with ${post.label}`
		const response = await send(request, address, post).catch((error: Error) => error)
		await run.note(what, response, (status) => answers.has(status))
		if (response instanceof Error) continue
		// What was sent must not end up in a cookie the size of a browser's limit (the next page would be refused).
		const cookies = (await response.headersArray()).filter((header) => header.name.toLowerCase() === 'set-cookie')
		const total = cookies.reduce((sum, header) => sum + header.value.length, 0)
		if (total > 6000) run.failures.push(`${what}: sets ${total} bytes of cookies (${cookies.map((c) => c.value.split('=')[0]).join(', ')})`)
	}
}

/** Whether a visitor gets the page itself (sign-in, sign-up, reset, …), not a way to sign in. */
async function openToVisitors(request: APIRequestContext, address: string) {
	return (await request.get(address, { maxRedirects: 0, failOnStatusCode: false })).status() === 200
}

const actions = actionRoutes()
/** Pages a visitor may post to, where what a pending step keeps in the session is the visitor's (app/auth/session.server.ts). */
const openActions = ['/login', '/signup', '/forgot-password']

test('the web has actions to send hostile posts to, some open to visitors', () => {
	expect(actions.length, 'actions found').toBeGreaterThan(20)
	expect(actions.map((route) => route.path)).toEqual(expect.arrayContaining([...openActions, ...endsTheSession]))
})

for (const route of actions.filter((action) => !endsTheSession.has(action.path))) {
	hostile(`hostile posts to ${route.path} (${route.file}): a 4xx, a redirect or its own page, never a 5xx`, async ({ own, request, baseURL }) => {
		const run = tally()
		const address = own.addressOf(route)
		await postAll(run, own.request, route, address, 'signed in', baseURL!)
		// A visitor too (the `request` fixture has no cookies), on every page open to one.
		const open = await openToVisitors(request, address)
		if (openActions.includes(route.path)) expect(open, `${route.path} is open to visitors`).toBe(true)
		if (open) await postAll(run, request, route, address, 'a visitor', baseURL!)
		console.log(`hostile posts to ${address}${open ? ' (signed in and as a visitor)' : ''}: ${run.sent} sent; statuses ${summary(run.statuses)}`)
		expect(run.failures).toEqual([])
		expect(run.sent).toBeGreaterThan(20)
	})
}

// Sign-out on its own, with a person of its own: it ends the session whatever it is sent.
hostile('hostile posts to /resources/sign-out: a 4xx, a redirect or its own page, never a 5xx', async ({ page, baseURL }) => {
	await newSignedInPerson(page, { email: uniqueEmail('hostile-out') })
	const run = tally()
	for (const post of hostilePosts({ names: ['scope'], intents: ['everywhere'], filled: {}, times: [] }, baseURL!)) {
		await run.note(`POST /resources/sign-out with ${post.label}`, await send(page.request, '/resources/sign-out', post).catch((error: Error) => error), (status) => answers.has(status))
	}
	console.log(`hostile posts to /resources/sign-out: ${run.sent} sent; statuses ${summary(run.statuses)}`)
	expect(run.failures).toEqual([])
})

/** Junk for any parameter of an address. */
const junkValues = ['%00', encodeURIComponent('ก'.repeat(200)), '%E0%A4%A', '-1', '1e999']
/** Points at the ends of the world, as a list or a map may be asked about them, at the map's widest and closest zoom. */
const worldEdges = ['90,0', '-90,180', '-86,100', '84,100', '85.0511,-180', '0,180', '-85.06,-179.999'].flatMap((point) => ['3', '18'].map((zoom) => ({ point, zoom })))
/** Parameters that name a point. */
const pointParameters = new Set(['near', 'at'])
/** What a page reads a point from besides its links: around me's pages a place (`near`, app/around-me/place.ts), the map its middle (`at`). */
const pointsRead = (path: string) => (path === '/around-me/map' ? ['near', 'at'] : path.startsWith('/around-me') ? ['near'] : [])

/** The query parameters of the links a page shows to itself and to pages like it, by name. */
async function parametersOf(request: APIRequestContext, address: string) {
	const html = await (await request.get(address, { failOnStatusCode: false })).text()
	const names = new Set<string>(['cursor', 'redirectTo'])
	for (const [, href] of html.matchAll(/href="(\/[^"]*\?[^"]*)"/g)) {
		for (const name of new URLSearchParams(href!.replaceAll('&amp;', '&').split('?')[1]).keys()) names.add(name)
	}
	return [...names]
}

const pages = pageRoutes()

test('the web has pages to send hostile addresses to, some taking a point', () => {
	expect(pages.length, 'pages found').toBeGreaterThan(40)
	expect(pages.map((route) => route.path)).toEqual(expect.arrayContaining(['/around-me', '/around-me/map']))
})

for (const route of pages) {
	hostile(`hostile addresses to ${route.path} (${route.file}): a page, a redirect or a 4xx, never a 5xx`, async ({ own }) => {
		const address = own.addressOf(route)
		const run = tally()
		const names = await parametersOf(own.request, address)
		const queries = junkValues.map((value) => names.map((name) => `${name}=${value}`).join('&'))
		const points = [...new Set([...names.filter((name) => pointParameters.has(name)), ...pointsRead(route.path)])]
		if (points.length > 0) queries.push(...worldEdges.map(({ point, zoom }) => [...points.map((name) => `${name}=${point}`), `zoom=${zoom}`].join('&')))
		for (const query of queries) {
			const url = `${address}?${query}`
			const response = await own.request.get(url, { maxRedirects: 0, failOnStatusCode: false }).catch((error: Error) => error)
			await run.note(`GET ${url.slice(0, 160)} (${route.file})`, response, (status) => status < 500)
		}
		console.log(`hostile addresses to ${address}: ${run.sent} sent; statuses ${summary(run.statuses)}`)
		expect(run.failures).toEqual([])
	})
}
