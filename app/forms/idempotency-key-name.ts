// The hidden field's name in every create form (ADR 0016). On its own, without zod: the plain forms
// that render the field (forms/idempotency-key.ts has the schema) must not bring zod to the browser.
export const idempotencyKeyName = 'idempotencyKey'
