// What is for sale (docs/product.md#shop), written once for the API (which refuses the rest) and the web
// (which shows "Add to cart" only where the API would take it): a business user's catalogue item or event
// with a price, until the event ends. A person's catalogue items are shown, not sold.

/** The kinds sold through the cart. */
export const sellableKinds = ['catalogue', 'event'] as const
export type SellableKind = (typeof sellableKinds)[number]

/** What the sale rule reads of an item: as the API's content answers and its rows hold it. */
export type SaleSubject = {
	kind: string
	ownerType: 'person' | 'business-user'
	details: unknown
	endsAt: string | Date | null
}

type SaleDetails = { priceSatang?: number | null; stock?: number | null; options?: string[]; optionName?: string | null; capacity?: number | null; ticketsSold?: number }

export type Sale = {
	kind: SellableKind
	priceSatang: number
	options: string[]
	/** What the options are ("Size"), as the buyer chooses one; null: no name of its own. */
	optionName: string | null
	/** How many are left: a catalogue item's stock, or an event's capacity less the tickets sold; null: not counted. */
	stock: number | null
}

/** How many are left of an item, or null when not counted (whether or not it is for sale now). */
export function stockOf(kind: string, details: unknown): number | null {
	const d = (details ?? {}) as SaleDetails
	if (kind === 'catalogue') return typeof d.stock === 'number' ? d.stock : null
	if (kind === 'event') return typeof d.capacity === 'number' ? Math.max(0, d.capacity - (d.ticketsSold ?? 0)) : null
	return null
}

/** The item's sale now, or null when it is not for sale. */
export function saleOf(item: SaleSubject, now = Date.now()): Sale | null {
	const d = (item.details ?? {}) as SaleDetails
	if (item.ownerType !== 'business-user' || !(sellableKinds as readonly string[]).includes(item.kind) || typeof d.priceSatang !== 'number') return null
	if (item.endsAt !== null && new Date(item.endsAt).getTime() < now) return null
	return { kind: item.kind as SellableKind, priceSatang: d.priceSatang, options: d.options ?? [], optionName: d.optionName || null, stock: stockOf(item.kind, d) }
}
