import { z } from 'zod'
import { idempotencyKeyField } from '#app/forms/idempotency-key.ts'
import { encodeMessage } from '#app/validation/message.ts'
import { between, blankableLine } from '#app/validation/rules.ts'
import { contentLimits, shopLimits } from '#contracts/limits.ts'

// The cart's forms (docs/product.md#shop), one schema each, read by /account/sale-screen/cart's action:
// "Add to cart" (from an item's page, which it goes back to), and a line's "Update" and "Remove".

const quantity = between(1, shopLimits.quantity).int({ error: encodeMessage('numeric') })
const id = z.string({ error: encodeMessage('default') }).regex(/^[0-9a-f-]{36}$/, { error: encodeMessage('default') })

export const addToCartFormSchema = z.object({
	intent: z.literal('add'),
	itemId: id,
	option: blankableLine(contentLimits.optionLength),
	quantity,
	/** The page it was sent from, to go back to. */
	back: blankableLine(2048),
	idempotencyKey: idempotencyKeyField,
})

export const changeLineFormSchema = z.object({ intent: z.literal('update'), line: id, quantity })
export const removeLineFormSchema = z.object({ intent: z.literal('remove'), line: id })
