import { describe, expect, test } from 'vitest'
import { refusalOf } from './form-posts.ts'

const limits = { maxFormBytes: 1024, maxMultipartBytes: 4096 }
const post = (contentType: string | undefined, contentLength: string | undefined, chunked = false) => refusalOf({ method: 'POST', contentType, contentLength, chunked }, limits)

describe('refusalOf', () => {
	test('reads and form posts go through', () => {
		expect(refusalOf({ method: 'GET', chunked: false }, limits)).toBeNull()
		expect(refusalOf({ method: 'head', chunked: false }, limits)).toBeNull()
		expect(post('application/x-www-form-urlencoded', '12')).toBeNull()
		expect(post('application/x-www-form-urlencoded; charset=UTF-8', '12')).toBeNull()
		expect(post('multipart/form-data; boundary=----abc', '2000')).toBeNull()
	})

	test('a bare post (no type, no body) is an empty form', () => {
		expect(post(undefined, undefined)).toBeNull()
		expect(post(undefined, '0')).toBeNull()
	})

	test.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'PROPFIND'])('%s → 405', (method) => {
		expect(refusalOf({ method, chunked: false }, limits)?.status).toBe(405)
	})

	test.each([
		['JSON', 'application/json'],
		['plain text', 'text/plain'],
		['XML', 'application/xml'],
		['a body without a type', undefined],
		['a made-up type', 'x/y'],
		['multipart without its boundary', 'multipart/form-data'],
	])('%s → 415', (_name, type) => {
		expect(post(type, '10')?.status).toBe(415)
	})

	test('too large for its kind → 413; a stream of unknown length → 411', () => {
		expect(post('application/x-www-form-urlencoded', '1025')?.status).toBe(413)
		expect(post('multipart/form-data; boundary=x', '4097')?.status).toBe(413)
		expect(post('multipart/form-data; boundary=x', '2000')).toBeNull()
		expect(post('application/x-www-form-urlencoded', undefined, true)?.status).toBe(411)
	})

	test('every refusal says why in English and Thai', () => {
		for (const refusal of [post('application/json', '2'), post('text/plain', '99999'), refusalOf({ method: 'TRACE', chunked: false }, limits)]) {
			expect(refusal?.english).toMatch(/\w/)
			expect(refusal?.thai).toMatch(/[\u0E00-\u0E7F]/)
		}
	})
})
