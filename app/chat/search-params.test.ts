import { describe, expect, test } from 'vitest'
import { inboxSearchSchema, roomSearchSchema } from './search-params.ts'

// What an inbox's and a conversation's addresses say; anything not ours is read as not there.

describe('the addresses’ queries', () => {
	test('an inbox: a business user by its id, all or unanswered; anything else is the person’s own, all', () => {
		const id = '7d9f1a2b-1111-4222-8333-944455556666'
		expect(inboxSearchSchema.parse({})).toEqual({ filter: 'all' })
		expect(inboxSearchSchema.parse({ inbox: id, filter: 'unanswered', cursor: 'abc' })).toEqual({ inbox: id, filter: 'unanswered', cursor: 'abc' })
		expect(inboxSearchSchema.parse({ inbox: 'shop', filter: 'spam', cursor: '' })).toEqual({ filter: 'all' })
	})

	test('a conversation: an older page and the message reported, whole numbers from 1', () => {
		expect(roomSearchSchema.parse({ before: '51', report: '4' })).toEqual({ before: 51, report: 4 })
		expect(roomSearchSchema.parse({ before: '0', report: '' })).toEqual({})
		expect(roomSearchSchema.parse({ before: 'x' })).toEqual({})
	})
})
