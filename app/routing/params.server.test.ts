import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ApiError } from '#app/api/errors.ts'
import { orNotFound, parseParams } from './params.server.ts'

const schema = z.object({ uuid: z.uuid() })
const request = new Request('http://localhost/profiles/not-a-uuid')

describe('parseParams', () => {
	test('returns valid params', () => {
		const uuid = '3f1c1a52-2a5e-4f8e-9c7a-0c4b2f1d9e11'
		expect(parseParams(schema, { uuid }, request)).toEqual({ uuid })
	})

	test('throws a 404 naming the path for invalid params', () => {
		try {
			parseParams(schema, { uuid: 'not-a-uuid' }, request)
			expect.unreachable()
		} catch (thrown) {
			const error = thrown as { init: { status: number }; data: { path: string } }
			expect(error.init.status).toBe(404)
			expect(error.data).toEqual({ path: '/profiles/not-a-uuid' })
		}
	})
})

describe('orNotFound', () => {
	const thrownBy = (error: unknown) => {
		try {
			orNotFound(request, 'profile')(error)
		} catch (thrown) {
			return thrown
		}
		return expect.unreachable()
	}

	test('an API read that found nothing (404, or 400 for an unreadable id) is a 404 naming the record and path', () => {
		for (const [kind, status] of [['not-found', 404], ['bad-request', 400]] as const) {
			const error = thrownBy(new ApiError(kind, 'GET', '/v1/profiles/x/page', status)) as { init: { status: number }; data: unknown }
			expect(error.init.status).toBe(404)
			expect(error.data).toEqual({ path: '/profiles/not-a-uuid', record: 'profile' })
		}
	})

	test('any other failure goes on as it was', () => {
		const outage = new ApiError('timeout', 'GET', '/v1/profiles/x/page')
		const denied = new ApiError('forbidden', 'GET', '/v1/profiles/x/page', 403)
		expect(thrownBy(outage)).toBe(outage)
		expect(thrownBy(denied)).toBe(denied)
		const bug = new TypeError('x')
		expect(thrownBy(bug)).toBe(bug)
	})
})
