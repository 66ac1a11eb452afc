import { describe, expect, test, vi } from 'vitest'
import { ApiError } from '#app/api/errors.ts'
import { storySchema } from '#app/business-user/forms.ts'
import { workSchema } from '#app/profile/forms.ts'
import { idempotencyKeyPattern } from './idempotency-key.ts'
import { idempotencyFailure, mayHaveBeenMade, newIdempotencyKey, nextIdempotencyKey } from './idempotency-key.server.ts'
import { saveForm } from './save-form.server.ts'

// A create form's idempotency key (ADR 0016): the same key comes back with the person's input while the
// failed send may have been made (so sending again is answered, not made twice); a new one once the API
// refused it, since the next send is a new request.

const request = new Request('http://web.test/profiles/1/form/works/create-my-work', { method: 'POST' })
const sent = '6f1c2a9e-8b7d-4c3e-9a1f-2b3c4d5e6f70'
const failure = (kind: ApiError['kind'], status?: number, code?: string) => new ApiError(kind, 'POST', 'http://api.test/v1/me/works', status, code ? { code } : undefined)

function form(fields: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(fields)) formData.set(name, value)
	return formData
}

type Reply = { data: { result: { initialValue: Record<string, unknown>; error?: Record<string, string[]> } }; init: { status: number } }

async function save(fields: Record<string, string>, outcome: () => Promise<unknown>) {
	const saved = vi.fn(outcome)
	const response = await saveForm({ request, formData: form(fields), schema: workSchema, save: saved, done: () => new Response(null, { status: 302 }) })
	return { saved, response: response as unknown as Reply | Response }
}

describe('the key to send next', () => {
	test('the same key while the failed create may have been made: timeout, no connection, 5xx, an unreadable answer, a send still running', () => {
		for (const error of [failure('timeout'), failure('network'), failure('aborted'), failure('server', 502), failure('server', 500), failure('bad-response', 201), failure('conflict', 409, 'idempotency_in_progress')]) {
			expect(mayHaveBeenMade(error), error.message).toBe(true)
			expect(nextIdempotencyKey(sent, error), error.message).toBe(sent)
		}
	})

	test('a new key once the API refused it (nothing was made, and the refusal is kept with the key)', () => {
		for (const error of [failure('bad-request', 400), failure('forbidden', 403), failure('conflict', 409), failure('client', 429), failure('bad-request', 422, 'idempotency_key_reused')]) {
			expect(mayHaveBeenMade(error), error.message).toBe(false)
			const next = nextIdempotencyKey(sent, error)
			expect(next).not.toBe(sent)
			expect(next).toMatch(idempotencyKeyPattern)
		}
	})

	test('the API not asked: the same key; none, or a spoilt one: a new one', () => {
		expect(nextIdempotencyKey(sent)).toBe(sent)
		for (const spoilt of [undefined, '', 'short', 'has spaces in it', 42]) expect(nextIdempotencyKey(spoilt)).toMatch(idempotencyKeyPattern)
		expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
	})

	test('what the person is told: the key sent with other input, or a send still running', () => {
		expect(idempotencyFailure(failure('bad-request', 422, 'idempotency_key_reused'))).toBe('alreadySent')
		expect(idempotencyFailure(failure('conflict', 409, 'idempotency_in_progress'))).toBe('unavailable')
		expect(idempotencyFailure(failure('conflict', 409, 'conflict'))).toBeUndefined()
		expect(idempotencyFailure(new Error('not the API'))).toBeUndefined()
	})

	test('the schemas take a key and drop a spoilt one rather than refuse the form', () => {
		expect(storySchema.parse({ title: 'New beans', body: 'From Chiang Mai', idempotencyKey: sent }).idempotencyKey).toBe(sent)
		expect(storySchema.parse({ title: 'New beans', body: 'From Chiang Mai', idempotencyKey: 'not a key' }).idempotencyKey).toBeUndefined()
		expect(storySchema.safeParse({ title: 'New beans', body: 'From Chiang Mai' }).success).toBe(true)
	})
})

describe('a create form’s action (saveForm)', () => {
	test('the key goes to the API with the values', async () => {
		const { saved, response } = await save({ title: 'Cold brew', idempotencyKey: sent }, async () => ({}))
		expect((response as Response).status).toBe(302)
		expect(saved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cold brew', idempotencyKey: sent }))
	})

	test('a timeout: the input and the same key come back, to send again', async () => {
		const { response } = await save({ title: 'Cold brew', idempotencyKey: sent }, async () => Promise.reject(failure('timeout')))
		const reply = response as Reply
		// An outage: 503 with Retry-After (ADR 0017).
		expect(reply.init.status).toBe(503)
		expect(reply.data.result.initialValue).toEqual({ title: 'Cold brew', idempotencyKey: sent })
		expect(reply.data.result.error?.['']).toEqual(['unavailable'])
	})

	test('a refusal: the input and a new key come back', async () => {
		const { response } = await save({ title: 'Cold brew', idempotencyKey: sent }, async () => Promise.reject(failure('conflict', 409, 'conflict')))
		const reply = response as Reply
		expect([reply.init.status, reply.data.result.error?.['']]).toEqual([409, ['conflict']])
		expect(reply.data.result.initialValue.title).toBe('Cold brew')
		expect(reply.data.result.initialValue.idempotencyKey).not.toBe(sent)
		expect(reply.data.result.initialValue.idempotencyKey).toMatch(idempotencyKeyPattern)
	})

	test('the key sent before with other input: told it was already sent, with a new key for a new create', async () => {
		const { response } = await save({ title: 'Cold brew, corrected', idempotencyKey: sent }, async () => Promise.reject(failure('bad-request', 422, 'idempotency_key_reused')))
		const reply = response as Reply
		expect(reply.data.result.error?.['']).toEqual(['alreadySent'])
		expect(reply.data.result.initialValue.idempotencyKey).not.toBe(sent)
	})

	test('the form refused before the API is asked: the same key; a form that lost its key gets one', async () => {
		const invalid = (await save({ title: '', idempotencyKey: sent }, async () => ({}))).response as Reply
		expect([invalid.init.status, invalid.data.result.initialValue.idempotencyKey]).toEqual([400, sent])
		const lost = (await save({ title: '', idempotencyKey: '' }, async () => ({}))).response as Reply
		expect(lost.data.result.initialValue.idempotencyKey).toMatch(idempotencyKeyPattern)
	})

	test('an edit form (no key field) comes back without one', async () => {
		const { response } = await save({ title: 'Cold brew' }, async () => Promise.reject(failure('timeout')))
		expect((response as Reply).data.result.initialValue).toEqual({ title: 'Cold brew' })
	})
})
