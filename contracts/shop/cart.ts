import { z } from 'zod'
import { contentLimits, shopLimits } from '../limits.ts'
import { line } from '../text.ts'

// A buyer's carts (docs/product.md#shop): one open cart a business user, each line an item (a catalogue
// item or a priced event) in one of its options. Prices are the API's own: a line keeps the price the
// buyer saw when adding it only to say it has changed since.

const quantity = z.number().int().min(1).max(shopLimits.quantity)

export const addToCartSchema = z
	.object({
		itemId: z.uuid(),
		option: line(contentLimits.optionLength).optional().describe('One of the item’s options; required when it has any'),
		quantity: quantity.describe(`How many to add to the line (at most ${shopLimits.quantity} on one line)`),
	})
	.meta({ id: 'AddToCart' })
export type AddToCart = z.input<typeof addToCartSchema>

export const changeCartLineSchema = z.object({ quantity: quantity.describe('How many the line holds now') }).meta({ id: 'ChangeCartLine' })
export type ChangeCartLine = z.input<typeof changeCartLineSchema>

export const cartLineSchema = z
	.object({
		id: z.uuid(),
		item: z
			.object({
				id: z.uuid().nullable(),
				kind: z.enum(['catalogue', 'event']),
				title: z.string().nullable(),
				picture: z.string().nullable(),
			})
			.describe('Its id, title and picture are null once the buyer may no longer see it (deleted, hidden)'),
		option: z.string().describe('The option chosen; empty for an item without options'),
		quantity: z.number().int(),
		priceSatang: z.number().int().nullable().describe('Its price now; null: it is no longer for sale'),
		seenPriceSatang: z.number().int().describe('Its price when it was added'),
		stock: z.number().int().nullable().describe('How many are left; null: not counted'),
		totalSatang: z.number().int().describe('Its price now times its quantity (0 when no longer for sale)'),
	})
	.meta({ id: 'CartLine' })
export type CartLine = z.infer<typeof cartLineSchema>

export const cartGroupSchema = z
	.object({
		businessOrderId: z.uuid().describe('The business order the cart is of (its check-out: /account/sale-screen/business-order/{boid}/cart-order)'),
		businessUser: z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string().nullable() }),
		lines: z.array(cartLineSchema),
		subtotalSatang: z.number().int(),
	})
	.meta({ id: 'CartGroup' })
export type CartGroup = z.infer<typeof cartGroupSchema>

export const cartSchema = z
	.object({
		groups: z.array(cartGroupSchema).describe('One open cart a business user, the last changed first'),
		itemCount: z.number().int().describe('How many items all the carts hold (the header’s count)'),
	})
	.meta({ id: 'Cart' })
export type Cart = z.infer<typeof cartSchema>
