import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { isApiError } from '#app/api/errors.ts'
import { idempotencyKeyName, idempotencyKeyPattern } from './idempotency-key.ts'

// The server half of a create form's idempotency key (app/forms/idempotency-key.ts, ADR 0016).

/** A new key, for a create form shown afresh (its loader). */
export const newIdempotencyKey = (): string => randomUUID()

/**
 * Whether a create that failed may all the same have been made by the API: the call timed out or the
 * connection dropped, the API failed (5xx) or answered something unreadable, or the first send with
 * this key is still running. Sent again with the same key, the API then answers what became of it.
 * A refusal the API answered (4xx) made nothing, and it is kept with its key: the next send needs a new key.
 */
export function mayHaveBeenMade(failure: unknown): boolean {
	if (!isApiError(failure)) return true
	if (failure.code === 'idempotency_in_progress') return true
	return failure.status === undefined || failure.status >= 500 || failure.kind === 'bad-response'
}

/**
 * The key a create form sends next: the one it sent while that send may have been made (or when the
 * API was not asked: `failure` undefined), else a new one. A form that sent no valid key gets one.
 */
export function nextIdempotencyKey(sent: unknown, failure?: unknown): string {
	const valid = typeof sent === 'string' && idempotencyKeyPattern.test(sent)
	return valid && (failure === undefined || mayHaveBeenMade(failure)) ? sent : newIdempotencyKey()
}

/**
 * A create form's reply (conform's, with the person's input) carrying the key to send next
 * (`nextIdempotencyKey`); the reply of a form without the key field (an edit form) is left as it is.
 */
export function withIdempotencyKey(result: SubmissionResult<string[]>, failure?: unknown): SubmissionResult<string[]> {
	// conform leaves an empty value out of initialValue; the submitted field names still list it.
	const values = result.initialValue ?? {}
	if (!(idempotencyKeyName in values) && !result.fields?.includes(idempotencyKeyName)) return result
	return { ...result, initialValue: { ...values, [idempotencyKeyName]: nextIdempotencyKey(values[idempotencyKeyName], failure) } }
}

/**
 * The form message for a failure of the key itself, if it was one: the same key came with other input
 * after a send that may have been made (`alreadySent`: the person checks before sending again, which
 * then is a new create), or the first send is still running (`unavailable`: try again in a moment).
 */
export function idempotencyFailure(failure: unknown): 'alreadySent' | 'unavailable' | undefined {
	if (!isApiError(failure)) return undefined
	if (failure.code === 'idempotency_key_reused') return 'alreadySent'
	if (failure.code === 'idempotency_in_progress') return 'unavailable'
	return undefined
}
