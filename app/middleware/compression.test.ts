import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BROTLI_WINDOW_BITS, compressAnswers } from './compression.ts'
import { rawAnswer } from './raw-answer.testing.ts'

// A page's size and kind of text: 70 KB of markup with Thai in it.
const PAGE = Array.from({ length: 700 }, (_, i) => `<li><a href="/items/${i}">รายการที่ ${i} · item ${i * 7919}</a></li>`).join('\n')
let server: Server
let origin: string

beforeAll(async () => {
	const app = express()
	app.use(compressAnswers())
	app.get('/page', (_req, res) => res.type('html').send(PAGE))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const raw = (path: string, acceptEncoding: string) => rawAnswer(origin + path, acceptEncoding)

/** The window a brotli stream was written with, from its first bits (RFC 7932 §9.1: WBITS). */
function brotliWindowBits(stream: Buffer) {
	const bits = stream.readUInt16LE(0)
	if ((bits & 1) === 0) return 16
	const n = (bits >> 1) & 7
	if (n !== 0) return 17 + n
	const m = (bits >> 4) & 7
	return m === 0 ? 17 : 8 + m
}

describe('compressAnswers', () => {
	test('a browser that accepts brotli gets it, with a window of 256 KB rather than brotli’s 4 MB', async () => {
		const { headers, body } = await raw('/page', 'gzip, deflate, br, zstd')
		expect(headers['content-encoding']).toBe('br')
		expect(brotliWindowBits(body)).toBe(BROTLI_WINDOW_BITS)
		expect(BROTLI_WINDOW_BITS).toBeLessThanOrEqual(18)
		expect(brotliDecompressSync(body).toString()).toBe(PAGE)
		expect(body.length).toBeLessThan(PAGE.length / 4)
	})

	test('gzip for a client without brotli, the page itself for one that accepts neither', async () => {
		const gzip = await raw('/page', 'gzip')
		expect(gzip.headers['content-encoding']).toBe('gzip')
		expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
		const plain = await raw('/page', 'identity')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString()).toBe(PAGE)
	})
})
