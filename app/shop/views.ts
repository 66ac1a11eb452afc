import { formatBaht } from '#app/content/display.ts'
import { itemPath } from '#app/content/kinds.ts'
import { pictureSources } from '#app/media/picture-sources.ts'
import { shopLimits } from '#contracts/limits.ts'
import type { Cart, CartLine } from '#contracts/shop/cart.ts'

// The carts as a page shows them (docs/product.md#shop), made on the server in the page's language:
// amounts in baht, and what has changed since a line was added said beside it.

function lineView(line: CartLine, businessUserId: string, language: string) {
	const available = line.priceSatang !== null
	return {
		id: line.id,
		title: line.item.title,
		href: available ? itemPath({ kind: line.item.kind, id: line.item.id, owner: { type: 'business-user', id: businessUserId } }) : null,
		picture: line.item.picture ? pictureSources(line.item.picture) : null,
		option: line.option || null,
		quantity: line.quantity,
		price: available ? formatBaht(line.priceSatang!, language) : null,
		total: formatBaht(line.totalSatang, language),
		/** The price when it was added, when it has changed since. */
		priceWas: available && line.priceSatang !== line.seenPriceSatang ? formatBaht(line.seenPriceSatang, language) : null,
		/** How many are left, when fewer than the line holds (0: sold out). */
		left: available && line.stock !== null && line.stock < line.quantity ? line.stock : null,
		max: Math.min(shopLimits.quantity, Math.max(line.quantity, line.stock ?? shopLimits.quantity)),
		available,
	}
}

export function cartView(cart: Cart, language: string) {
	return {
		itemCount: cart.itemCount,
		groups: cart.groups.map((group) => ({
			businessOrderId: group.businessOrderId,
			businessUser: { ...group.businessUser, href: `/business-user/${group.businessUser.id}` },
			lines: group.lines.map((line) => lineView(line, group.businessUser.id, language)),
			subtotal: formatBaht(group.subtotalSatang, language),
		})),
	}
}
export type CartView = ReturnType<typeof cartView>
