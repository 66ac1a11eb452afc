import { existsSync, readFileSync } from 'node:fs'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { RouteConfigEntry } from '@remix-run/route-config'
import routeConfig from '#app/routes.ts'
import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './identity-forms.ts'
import { newSignedInPerson } from './sessions.ts'

// Hostile input to every web action: every route of app/routes.ts whose module has an action (a new one
// joins by itself) is sent a catalogue of bad posts, built from the fields its own page shows: no body,
// JSON, plain text, broken multipart, NUL and control characters, impossible dates, 15 KB values,
// repeated and prototype-named fields, non-ASCII redirects, and methods pages do not take. None may be
// answered with a 5xx (the API's writes have their own test: api/hostile-input.test.ts). It is the same
// server work whatever the browser, so it runs once.
test.skip(({ javaScriptEnabled, isMobile }) => !javaScriptEnabled || isMobile, 'the server’s answers are the same for every browser')

type ActionRoute = { path: string; file: string }

function actionRoutes(entries: RouteConfigEntry[], parent = ''): ActionRoute[] {
	return entries.flatMap((entry) => {
		const path = entry.path ? `${parent}/${entry.path}` : parent
		const source = readFileSync(new URL(`../../app/${entry.file}`, import.meta.url), 'utf8')
		const own = (entry.path || entry.index) && /export (async )?function action\b|export const action\b/.test(source) ? [{ path: path || '/', file: entry.file }] : []
		return [...own, ...actionRoutes(entry.children ?? [], path)]
	})
}

const JUNK_ID = '00000000-0000-4000-8000-000000000000'
/** What a hostile post may get: the page again, a redirect, or a 4xx that says what was wrong. Not a 5xx, and not 431 (our own cookie grown too large). */
const answers = new Set([200, 204, 302, 303, 400, 401, 403, 404, 405, 409, 410, 411, 413, 415, 422, 429])
/** Posts a signed-in person must not send in the middle of the test: they would end the session it uses. */
const endsTheSession = new Set(['/resources/sign-out'])

const apiUrl = process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`
// The local stack's operator token (npm start keeps it under .data/), to make the test's person professional.
const operatorToken = process.env.E2E_OPERATOR_TOKEN ?? (existsSync('.data/backoffice-operator-token') ? readFileSync('.data/backoffice-operator-token', 'utf8').trim() : undefined)

/** The names of the fields the page's forms show, and the intents its buttons and hidden fields send. */
async function fieldsOf(request: APIRequestContext, address: string) {
	const html = await (await request.get(address)).text()
	const names = new Set([...html.matchAll(/<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g)].map((match) => match[1]!))
	const intents = new Set([...html.matchAll(/name="intent"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="intent"/g)].map((match) => (match[1] ?? match[2])!))
	for (const name of ['username', 'password', 'title', 'description', 'redirectTo', 'lng']) names.add(name)
	return { names: [...names], intents: intents.size > 0 ? [...intents] : [''] }
}

/** The catalogue: each a label and what to send. */
function hostilePosts(names: string[], intents: string[]) {
	const posts: { label: string; body?: string | Buffer; type?: string; method?: string }[] = [
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

async function send(request: APIRequestContext, address: string, post: ReturnType<typeof hostilePosts>[number]): Promise<APIResponse> {
	return request.fetch(address, {
		method: post.method ?? 'POST',
		headers: post.type ? { 'Content-Type': post.type } : {},
		data: post.body,
		maxRedirects: 0,
		failOnStatusCode: false,
	})
}

test('every web action answers hostile posts with a 4xx, a redirect or its own page, never a 5xx', async ({ page }) => {
	test.setTimeout(600_000)
	const routes = actionRoutes(routeConfig)
	expect(routes.length, 'actions found').toBeGreaterThan(20)

	// A person of the test's own, so whatever a post may change touches no one else's data: signed up,
	// made professional by an operator (back-office API), with a business account and a business user.
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
	const ids: Record<string, string> = { uuid: profile, id: businessUser, buid: businessUser }
	const addressOf = (route: ActionRoute) =>
		route.path
			.replace(/^\/business-account\/:id/, `/business-account/${account}`)
			.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? JUNK_ID)
			.replace(/\/\*$/, '/nothing-here')

	const statuses = new Map<number, number>()
	const failures: string[] = []
	let sent = 0
	for (const route of routes) {
		if (endsTheSession.has(route.path)) continue
		const address = addressOf(route)
		const { names, intents } = await fieldsOf(page.request, address)
		for (const post of hostilePosts(names, intents)) {
			sent++
			const response = await send(page.request, address, post).catch((error: Error) => error)
			if (response instanceof Error) {
				failures.push(`${post.method ?? 'POST'} ${address} (${route.file}) with ${post.label}: no answer (${response.message.split('\n')[0]})`)
				continue
			}
			statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
			if (!answers.has(response.status())) failures.push(`${post.method ?? 'POST'} ${address} (${route.file}) with ${post.label}: ${response.status()}`)
			// What was sent must not end up in a cookie the size of a browser's limit (the next page would be refused).
			const cookies = (await response.headersArray()).filter((header) => header.name.toLowerCase() === 'set-cookie')
			const total = cookies.reduce((sum, header) => sum + header.value.length, 0)
			if (total > 6000) failures.push(`${post.method ?? 'POST'} ${address} (${route.file}) with ${post.label}: sets ${total} bytes of cookies (${cookies.map((c) => c.value.split('=')[0]).join(', ')})`)
		}
	}
	// Sign-out last: it ends the session whatever it is sent (the test's own person's, everywhere at worst).
	for (const post of hostilePosts(['scope'], ['everywhere'])) {
		sent++
		const response = await send(page.request, '/resources/sign-out', post).catch((error: Error) => error)
		if (response instanceof Error) {
			failures.push(`POST /resources/sign-out with ${post.label}: no answer (${response.message.split('\n')[0]})`)
			continue
		}
		statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1)
		if (!answers.has(response.status())) failures.push(`POST /resources/sign-out with ${post.label}: ${response.status()}`)
	}
	console.log(`hostile posts to ${routes.length} web actions: ${sent} sent; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
	expect(failures).toEqual([])
	expect(sent).toBeGreaterThan(300)
	expect(businessUser, 'the test’s own business user (operator token found)').not.toBe(operatorToken ? JUNK_ID : '')
})
