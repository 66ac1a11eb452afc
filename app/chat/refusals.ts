import { isApiError } from '#app/api/errors.ts'
import type { ChatRefusal } from '#contracts/chat.ts'

// Why the API did not take a message (docs/product.md#chat), as the message key the person is told
// (`errors.*` of locales/{en,th}/chat.json). Plain values, shared by the page and its tests.

/** Why sending is not offered (a room's `send.reason`), and what the API refuses a send for (403, the daily limits 429). */
export const chatRefusals = ['blocked_by_you', 'blocked_by_them', 'not_following', 'no_grant', 'self', 'daily_messages', 'daily_conversations'] as const satisfies readonly ChatRefusal[]
/** The limits a send meets (429). */
export const chatLimitCodes = ['daily_messages', 'daily_conversations', 'rate_limited'] as const

export type SendFailure = ChatRefusal | (typeof chatLimitCodes)[number] | 'invalid' | 'alreadySent' | 'unavailable'

const isRefusal = (code: unknown): code is ChatRefusal => chatRefusals.includes(code as ChatRefusal)
const isLimit = (code: unknown): code is (typeof chatLimitCodes)[number] => chatLimitCodes.includes(code as (typeof chatLimitCodes)[number])

/**
 * Why a send failed, for an error the page handles (not an outage, a lost session or a room that is
 * gone, which the page's guards answer): a refusal or a limit by its code, a message the API found
 * invalid, a client id sent again with another message, or anything else ("try again").
 */
export function sendFailureOf(error: unknown): SendFailure {
	if (!isApiError(error)) return 'unavailable'
	const code = error.code
	if (error.status === 403 && isRefusal(code)) return code
	if (error.status === 429) return isLimit(code) ? code : 'rate_limited'
	if (error.status === 400 || error.status === 422) return code === 'idempotency_key_reused' ? 'alreadySent' : 'invalid'
	if (error.status === 409) return 'alreadySent'
	return 'unavailable'
}

/** The HTTP status the page answers a failed send with. */
export function statusOfSendFailure(failure: SendFailure) {
	if (isLimit(failure)) return 429
	if (isRefusal(failure)) return 403
	if (failure === 'invalid') return 400
	if (failure === 'alreadySent') return 409
	return 502
}
