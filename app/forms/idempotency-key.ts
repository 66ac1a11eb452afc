import { z } from 'zod'

// A create form carries an idempotency key (ADR 0016): made by the page's loader when the form is shown,
// sent back with the person's input when a send fails, and passed to the API as its Idempotency-Key. A
// create that reached the API before the failure is then answered, not made again, when they send it again.

export { idempotencyKeyName } from './idempotency-key-name.ts'

/** What the API takes as a key: a UUID, or 8–128 letters, digits, - and _. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,128}$/

/**
 * The key field of a create form's schema. A missing or spoilt key is dropped, never a field error on a
 * field nobody sees: that send goes without one (as before keys), and the reply brings a new key.
 */
export const idempotencyKeyField = z.string().regex(idempotencyKeyPattern).optional().catch(undefined)
