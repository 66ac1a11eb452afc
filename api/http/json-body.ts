import { createMiddleware } from 'hono/factory'
import type { ApiEnv } from './env.ts'
import { ProblemError } from './problems.ts'

// Every JSON body the API is sent, checked once before a route reads it, so each way a body can be
// wrong is a 4xx that says which (never a 500, never a value quietly changed):
// - JSON is UTF-8 (RFC 8259): another charset is a 415; bytes that are not UTF-8 are a 400 (read
//   loosely they would be stored as U+FFFD).
// - It must parse (400 with the parser's reason; nesting too deep for the parser says so).
// - It must be an object: every body the API takes is one (400 otherwise).
// - No `__proto__` key anywhere: never a field of ours, only ever a prototype-pollution probe (400).
// The bytes read are handed on in a fresh request, for the route's validator (or its own body limit).

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i
const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const DETAIL_MAX = 200

const utf8 = new TextDecoder('utf-8', { fatal: true })

class ProtoKey extends Error {}

function refuseProtoKeys(key: string, value: unknown) {
	if (key === '__proto__') throw new ProtoKey()
	return value
}

const badRequest = (detail: string) => new ProblemError(400, 'bad_request', detail)

function parse(text: string): unknown {
	try {
		return JSON.parse(text, refuseProtoKeys)
	} catch (error) {
		if (error instanceof ProtoKey) throw badRequest('The body must not have a "__proto__" key')
		if (error instanceof RangeError) throw badRequest('The body is nested too deeply')
		const reason = error instanceof Error ? error.message : String(error)
		throw badRequest(`The body is not valid JSON: ${reason.length > DETAIL_MAX ? `${reason.slice(0, DETAIL_MAX)}…` : reason}`)
	}
}

export const jsonBodies = createMiddleware<ApiEnv>(async (c, next) => {
	const contentType = c.req.header('Content-Type')
	if (!contentType || !METHODS_WITH_BODIES.has(c.req.method)) return next()
	const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim())
	if (!JSON_MEDIA_TYPE.test(mediaType)) return next()
	const charset = parameters.find((parameter) => /^charset=/i.test(parameter))?.slice('charset='.length).replace(/^"|"$/g, '')
	if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new ProblemError(415, 'unsupported_media_type', 'A JSON body must be UTF-8 (charset=utf-8)')
	const bytes = new Uint8Array(await c.req.raw.arrayBuffer())
	// What reads the body next (a route's own body limit, the validator) reads it from a fresh request.
	c.req.raw = new Request(c.req.raw, { body: bytes })
	// An empty body is the route's business: one that takes a body says it is missing.
	if (bytes.length === 0) return next()
	let text: string
	try {
		text = utf8.decode(bytes)
	} catch {
		throw badRequest('The body is not valid UTF-8')
	}
	const value = parse(text)
	if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('The body must be a JSON object')
	await next()
})
