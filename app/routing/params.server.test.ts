import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { parseParams } from './params.server.ts'

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
