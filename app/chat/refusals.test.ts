import { describe, expect, test } from 'vitest'
import { ApiError, kindOfStatus } from '#app/api/errors.ts'
import { sendFailureOf, statusOfSendFailure } from './refusals.ts'

// Why a message was not sent, as the person is told (chat.json `errors.*`) and the status the page answers with.

const refusal = (status: number, code?: string) => new ApiError(kindOfStatus(status), 'POST', 'http://api/v1/chat/rooms/x/messages', status, code ? { code } : undefined)

describe('a send the API did not take', () => {
	test('a refusal (403) by its code, and the page answers 403', () => {
		for (const code of ['blocked_by_you', 'blocked_by_them', 'not_following', 'no_grant', 'self'] as const) {
			expect(sendFailureOf(refusal(403, code))).toBe(code)
			expect(statusOfSendFailure(code)).toBe(403)
		}
	})

	test('a limit (429) by its code; any other 429 is "too many at once"', () => {
		for (const code of ['daily_messages', 'daily_conversations', 'rate_limited'] as const) {
			expect(sendFailureOf(refusal(429, code))).toBe(code)
			expect(statusOfSendFailure(code)).toBe(429)
		}
		expect(sendFailureOf(refusal(429))).toBe('rate_limited')
	})

	test('an invalid message, one sent already, and anything else', () => {
		expect(sendFailureOf(refusal(400, 'validation'))).toBe('invalid')
		expect(sendFailureOf(refusal(409))).toBe('alreadySent')
		expect(sendFailureOf(refusal(403, 'something_new'))).toBe('unavailable')
		expect(sendFailureOf(new Error('boom'))).toBe('unavailable')
		expect(statusOfSendFailure('invalid')).toBe(400)
		expect(statusOfSendFailure('unavailable')).toBe(502)
	})
})
