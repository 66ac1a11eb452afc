import { idempotencyKeyName } from './idempotency-key-name.ts'

/**
 * The hidden idempotency key of a create form (ADR 0016): the key its loader made, or after a failed
 * send the one the action sent back with the person's input (the same while that send may have been
 * made). In a conform form pass the field's value (`fields.idempotencyKey.value`), which follows the reply.
 */
export function IdempotencyKeyInput({ value }: { value: string | undefined }) {
	return <input type="hidden" name={idempotencyKeyName} value={value ?? ''} />
}
