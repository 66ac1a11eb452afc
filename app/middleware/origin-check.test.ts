import { once } from 'node:events'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRemixRequest } from '@remix-run/express/dist/server.js'
import { throwIfPotentialCSRFAttack } from '@remix-run/server-runtime/dist/actions.js'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isAllowedOrigin, originCheck } from './origin-check.ts'

const appOrigin = 'https://robtua.example'
const at = { protocol: 'http', host: '127.0.0.1:3000' }

describe('isAllowedOrigin', () => {
	test('lets safe methods through whatever their origin', () => {
		expect(isAllowedOrigin({ method: 'GET', origin: 'https://evil.example' }, at, appOrigin)).toBe(true)
		expect(isAllowedOrigin({ method: 'head', origin: 'https://evil.example' }, at, appOrigin)).toBe(true)
	})

	test('accepts a post from the address it was sent to, or the app’s public address on that host', () => {
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://127.0.0.1:3000' }, at, appOrigin)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://robtua.example' }, { protocol: 'http', host: 'robtua.example' }, appOrigin)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://robtua.example' }, { protocol: 'https', host: 'robtua.example' }, appOrigin)).toBe(true)
	})

	test('refuses a post from another origin, a look-alike or an opaque one', () => {
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://evil.example' }, at, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'DELETE', origin: 'https://robtua.example.evil.example' }, at, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://robtua.example' }, { protocol: 'https', host: 'robtua.example' }, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'null' }, at, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'not an origin' }, at, appOrigin)).toBe(false)
	})

	test('refuses the app’s own address when the request was sent to another host (Remix would abort it)', () => {
		expect(isAllowedOrigin({ method: 'POST', origin: 'https://robtua.example' }, at, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://localhost:3000' }, at, 'http://localhost:3000')).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', origin: 'http://127.0.0.1:3000' }, { protocol: 'http', host: undefined }, appOrigin)).toBe(false)
	})

	test('falls back to the Referer when there is no Origin', () => {
		expect(isAllowedOrigin({ method: 'POST', referer: 'http://127.0.0.1:3000/login?x=1' }, at, appOrigin)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', origin: '', referer: 'http://127.0.0.1:3000/login' }, at, appOrigin)).toBe(true)
		expect(isAllowedOrigin({ method: 'POST', referer: 'https://evil.example/' }, at, appOrigin)).toBe(false)
		expect(isAllowedOrigin({ method: 'POST', referer: 'not a url' }, at, appOrigin)).toBe(false)
	})

	test('lets through a request from no page at all (no Origin, no Referer)', () => {
		expect(isAllowedOrigin({ method: 'POST' }, at, appOrigin)).toBe(true)
	})
})

// The check as the web server runs it, in front of the request Remix makes of the same Express request and
// Remix's own Origin check (the one that throws, a 500, before an action runs): over every combination of
// Host, X-Forwarded-Host, X-Forwarded-Proto and Origin below, with and without a trusted load balancer, what
// this check lets through Remix never refuses, and what it refuses is a 403 that says why.
describe.each([0, 1])('the origin check with %i trusted load balancer hops', (trustedProxyHops) => {
	let port = 0
	let server: ReturnType<ReturnType<typeof express>['listen']>
	beforeAll(async () => {
		const app = express()
		app.set('trust proxy', trustedProxyHops)
		app.use(originCheck({ appUrl: 'http://localhost:3000', trustedProxyHops }))
		app.all('*', (req, res) => {
			const request = createRemixRequest(req, res)
			try {
				throwIfPotentialCSRFAttack(request.headers)
				res.json({ url: request.url })
			} catch (error) {
				res.status(500).send((error as Error).message)
			}
		})
		server = app.listen(0, '127.0.0.1')
		await once(server, 'listening')
		port = (server.address() as AddressInfo).port
	})
	afterAll(() => void server.close())

	const post = (headers: Record<string, string>) =>
		new Promise<{ status: number; body: string; cacheControl?: string }>((resolve, reject) => {
			const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/login', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers } }, (response) => {
				let body = ''
				response.setEncoding('utf8')
				response.on('data', (chunk: string) => (body += chunk))
				response.on('end', () => resolve({ status: response.statusCode ?? 0, body, cacheControl: response.headers['cache-control'] }))
			})
			request.on('error', reject)
			request.end('intent=sign-in')
		})

	const hosts = ['127.0.0.1:3000', 'localhost:3000', 'LOCALHOST:3000', 'localhost:80', 'robtua.example']
	const forwardedHosts = [undefined, 'localhost:3000', 'evil.example', 'localhost:3000, evil.example', ', localhost:3000', '']
	const origins = [undefined, 'http://localhost:3000', 'https://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost', 'http://localhost:80', 'http://evil.example', 'https://robtua.example', 'null', 'garbage']
	const cases = hosts.flatMap((host) =>
		forwardedHosts.flatMap((forwardedHost) =>
			origins.flatMap((origin) =>
				[undefined, 'https'].map((forwardedProto) => ({
					Host: host,
					...(forwardedHost === undefined ? {} : { 'X-Forwarded-Host': forwardedHost }),
					...(forwardedProto === undefined ? {} : { 'X-Forwarded-Proto': forwardedProto }),
					...(origin === undefined ? {} : { Origin: origin }),
				})),
			),
		),
	)

	test(`never lets through what Remix would abort (${cases.length} requests)`, async () => {
		const wrong: string[] = []
		for (const headers of cases) {
			const { status, body, cacheControl } = await post(headers)
			if (status === 500 || (status !== 200 && status !== 403)) wrong.push(`${JSON.stringify(headers)} → ${status} ${body}`)
			if (status === 403 && (cacheControl !== 'no-store' || !body.includes('another site'))) wrong.push(`${JSON.stringify(headers)} → 403 without its message or no-store: ${body}`)
			// The address Remix gives the page is the one the check used: never a host nobody trusted.
			if (status === 200 && !trustedProxyHops && !(JSON.parse(body) as { url: string }).url.startsWith(`http://${headers.Host.toLowerCase().replace(/:80$/, '')}/`)) wrong.push(`${JSON.stringify(headers)} → ${body}`)
		}
		expect(wrong).toEqual([])
	})

	test('a post from the address it was sent to goes through; one sent to another host is a 403', async () => {
		expect((await post({ Host: 'localhost:3000', Origin: 'http://localhost:3000' })).status).toBe(200)
		expect((await post({ Host: '127.0.0.1:3000', Origin: 'http://127.0.0.1:3000' })).status).toBe(200)
		expect((await post({ Host: 'localhost:3000' })).status).toBe(200)
		expect((await post({ Host: '127.0.0.1:3000', Origin: 'http://localhost:3000' })).status).toBe(403)
		expect((await post({ Host: 'localhost:3000', Origin: 'http://localhost:3000', 'X-Forwarded-Host': 'evil.example' })).status).toBe(trustedProxyHops ? 403 : 200)
		expect((await post({ Host: 'internal:8080', Origin: 'https://robtua.example', 'X-Forwarded-Host': 'robtua.example', 'X-Forwarded-Proto': 'https' })).status).toBe(trustedProxyHops ? 200 : 403)
	})

	test('the refusal is in the reader’s language', async () => {
		const thai = await post({ Host: '127.0.0.1:3000', Origin: 'http://evil.example', Cookie: 'lng=th' })
		expect(thai.body).toContain('แบบฟอร์มนี้ถูกส่งมาจากเว็บไซต์อื่น')
		expect((await post({ Host: '127.0.0.1:3000', Origin: 'http://evil.example', 'Accept-Language': 'th-TH,th;q=0.9' })).body).toContain('แบบฟอร์มนี้')
		expect((await post({ Host: '127.0.0.1:3000', Origin: 'http://evil.example' })).body).toBe('403: This form was sent from another site and was refused.\n')
	})
})
