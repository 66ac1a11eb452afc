import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { compressAnswers } from './compression.ts'
import { rawAnswer } from './raw-answer.testing.ts'
import { serveStaticFiles } from './static-files.ts'

// A build's client folder as the build leaves it: a hashed script, a public file, a picture, and the
// compressed copies scripts/compress-assets.mjs writes beside the text files.
const SCRIPT = `export const phrases = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `สวัสดี ${i}`))};\n`
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="1"/>'.repeat(50)}</svg>`
let dir: string
let server: Server
let origin: string

beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'static-files-'))
	mkdirSync(join(dir, 'client', 'assets'), { recursive: true })
	mkdirSync(join(dir, 'locales'))
	writeFileSync(join(dir, 'client', 'assets', 'root-AbC123.js'), SCRIPT)
	writeFileSync(join(dir, 'client', 'assets', 'photo-AbC123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
	writeFileSync(join(dir, 'client', 'favicon.svg'), ICON)
	execFileSync(process.execPath, ['scripts/compress-assets.mjs', join(dir, 'client')])
	const app = express()
	app.use(compressAnswers())
	serveStaticFiles(app, { clientDir: join(dir, 'client'), localesDir: join(dir, 'locales') })
	app.use((_req, res) => res.status(404).send('not here'))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	rmSync(dir, { recursive: true, force: true })
})

const raw = (path: string, acceptEncoding: string) => rawAnswer(origin + path, acceptEncoding)

describe('serveStaticFiles', () => {
	test('a script goes out as the build compressed it: brotli if accepted, else gzip, else as it is', async () => {
		const onDisk = join(dir, 'client', 'assets', 'root-AbC123.js')
		const br = await raw('/assets/root-AbC123.js', 'gzip, deflate, br, zstd')
		expect(br.status).toBe(200)
		expect(br.headers['content-encoding']).toBe('br')
		expect(br.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i)
		expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(br.headers.vary).toMatch(/Accept-Encoding/)
		// The build's copy byte for byte: not compressed again on the way out.
		expect(br.body.equals(readFileSync(`${onDisk}.br`))).toBe(true)
		expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT)

		const gz = await raw('/assets/root-AbC123.js', 'gzip')
		expect(gz.headers['content-encoding']).toBe('gzip')
		expect(gz.body.equals(readFileSync(`${onDisk}.gz`))).toBe(true)
		expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)

		const plain = await raw('/assets/root-AbC123.js', 'identity')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body.toString()).toBe(SCRIPT)
	})

	test('public files likewise; a picture as it is; the compressed copies are not pages of their own', async () => {
		const icon = await raw('/favicon.svg', 'br')
		expect(icon.headers['content-encoding']).toBe('br')
		expect(icon.headers['content-type']).toBe('image/svg+xml')
		expect(icon.headers['cache-control']).toBe('public, max-age=3600')
		expect(brotliDecompressSync(icon.body).toString()).toBe(ICON)

		const photo = await raw('/assets/photo-AbC123.png', 'gzip, deflate, br')
		expect(photo.headers['content-encoding']).toBeUndefined()
		expect(photo.body.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(true)

		expect((await raw('/favicon.svg.br', 'br')).status).toBe(404)
	})
})
