import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { forwardMedia } from './media-proxy.ts'

const KEY = '0123456789abcdef0123456789abcdef-960.webp'
const IMAGE = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake image bytes')
let api: Server
let web: Server
let webUrl: string
const asked: string[] = []
// A video the API sends a chunk at a time, as a long file streams; BROKEN's answer stops halfway.
const VIDEO = '0123456789abcdef0123456789abcdef.mp4'
const BROKEN = 'fedcba9876543210fedcba9876543210.mp4'
let videoClosed: Promise<void> = Promise.resolve()

function listen(server: Server) {
	return new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

beforeAll(async () => {
	// The API's side, as it answers: the image with its headers, or 404.
	api = createServer((req, res) => {
		asked.push(req.url ?? '')
		if (req.url === `/media/${VIDEO}` || req.url === `/media/${BROKEN}`) {
			res.writeHead(200, { 'Content-Type': 'video/mp4' })
			let sent = 0
			const timer = setInterval(() => {
				if (req.url === `/media/${BROKEN}` && sent === 3) return void res.destroy()
				res.write(Buffer.alloc(16 * 1024, sent++))
			}, 10)
			videoClosed = new Promise((resolve) => res.once('close', () => (clearInterval(timer), resolve())))
			return
		}
		if (req.url !== `/media/${KEY}`) {
			const problem = JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such file' })
			return void res.writeHead(404, { 'Content-Type': 'application/problem+json', 'Content-Length': String(Buffer.byteLength(problem)) }).end(problem)
		}
		res.writeHead(200, {
			'Content-Type': 'image/webp',
			'Content-Length': String(IMAGE.length),
			'Cache-Control': 'public, max-age=31536000, immutable',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
			'Set-Cookie': 'api=1',
		})
		res.end(IMAGE)
	})
	const app = express()
	forwardMedia(app, { apiUrl: await listen(api) })
	web = createServer(app)
	webUrl = await listen(web)
})

afterAll(() => {
	api.close()
	web.close()
})

describe('/media on the web', () => {
	test("an image comes through whole, with the API's type, caching and safety headers, and nothing else", async () => {
		const response = await fetch(`${webUrl}/media/${KEY}`)
		expect(response.status).toBe(200)
		expect(Buffer.from(await response.arrayBuffer())).toEqual(IMAGE)
		expect(Object.fromEntries(['content-type', 'cache-control', 'x-content-type-options', 'content-security-policy'].map((name) => [name, response.headers.get(name)]))).toEqual({
			'content-type': 'image/webp',
			'cache-control': 'public, max-age=31536000, immutable',
			'x-content-type-options': 'nosniff',
			'content-security-policy': "default-src 'none'; sandbox",
		})
		expect(response.headers.get('set-cookie')).toBeNull()
	})

	// Either used to end the web process: the stream's error had no listener.
	test("a viewer who leaves a video midway stops the API's stream, and the web goes on", async () => {
		const leaving = new AbortController()
		const response = await fetch(`${webUrl}/media/${VIDEO}`, { signal: leaving.signal })
		const reader = response.body!.getReader()
		await reader.read()
		leaving.abort()
		await videoClosed
		expect((await fetch(`${webUrl}/media/${KEY}`)).status).toBe(200)
	})

	test('a file the API stops sending halfway ends the answer, and the web goes on', async () => {
		const response = await fetch(`${webUrl}/media/${BROKEN}`)
		expect(response.status).toBe(200)
		await expect(response.arrayBuffer()).rejects.toThrow()
		expect((await fetch(`${webUrl}/media/${KEY}`)).status).toBe(200)
	})

	// A page that shows a picture no longer stored (or never: a form's kept picture refused) gets a whole answer, not a broken one.
	test('a missing image is a 404 whose answer is whole: no length for a body it does not have', async () => {
		const response = await fetch(`${webUrl}/media/ffffffffffffffffffffffffffffffff-960.webp`, { signal: AbortSignal.timeout(2_000) })
		expect(response.status).toBe(404)
		expect(await response.text()).toBe('')
	})

	test('a key the API could not have made never reaches it (no path tricks)', async () => {
		asked.length = 0
		for (const key of ['..%2F..%2Fhealthz', 'x.html', `${KEY}.html`, 'index.webp']) expect((await fetch(`${webUrl}/media/${key}`)).status).toBe(404)
		expect(asked).toEqual([])
	})
})
