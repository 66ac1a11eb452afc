import type { DeliveryMethod, OrderActor, OrderOrigin, OrderPaymentMethod, OrderStatus } from '#contracts/shop/order-status.ts'

// An order's states and the changes between them (docs/product.md#shop, docs/decisions/0025):
// the one table the API checks every change against. The database keeps the same pairs in
// purchase_order_transitions (a trigger refuses any other change of status), checked by order-states.test.ts.

type OrderFacts = { status: OrderStatus; delivery: DeliveryMethod; origin: OrderOrigin; paymentMethod: OrderPaymentMethod }

type Transition = {
	from: readonly OrderStatus[]
	to: OrderStatus
	by: OrderActor
	/** A change only some orders may make (shipping is for deliveries; picking up for the rest). */
	when?: (order: OrderFacts) => boolean
}

export const orderTransitions = {
	/** The gateway's verified event; an expired order is paid only when its stock could be taken again. */
	pay: { from: ['awaiting_payment', 'expired'], to: 'paid', by: 'gateway' },
	/** Cash handed to staff at the counter: paid as it is placed (docs/product.md#pocket). */
	payCash: { from: ['awaiting_payment'], to: 'paid', by: 'seller', when: (order) => order.origin === 'counter' && order.paymentMethod === 'cash' },
	/** A counter sale is handed over the moment it is paid: nothing is left to prepare. */
	handOver: { from: ['paid'], to: 'completed', by: 'system', when: (order) => order.origin === 'counter' },
	/** The buyer changes their mind before paying. */
	cancelUnpaid: { from: ['awaiting_payment'], to: 'cancelled', by: 'buyer', when: (order) => order.origin === 'shop' },
	/** Its payment time ran out: its stock goes back. */
	expire: { from: ['awaiting_payment'], to: 'expired', by: 'system' },
	accept: { from: ['paid'], to: 'accepted', by: 'seller', when: (order) => order.origin === 'shop' },
	markReady: { from: ['accepted'], to: 'ready', by: 'seller' },
	markShipped: { from: ['ready'], to: 'shipped', by: 'seller', when: (order) => order.delivery === 'deliver' },
	/** Picked up (or the event's tickets used) when ready; delivered when shipped. */
	complete: { from: ['ready', 'shipped'], to: 'completed', by: 'seller', when: (order) => order.status === 'shipped' || order.delivery !== 'deliver' },
	/** The seller cancels with a reason; a paid order is then refunded through the gateway. */
	cancelSale: { from: ['awaiting_payment', 'paid', 'accepted', 'ready'], to: 'cancelled', by: 'seller' },
	/** The gateway refunded the money of a cancelled order, or of a payment that came after the order expired. */
	refund: { from: ['cancelled', 'expired'], to: 'refunded', by: 'gateway' },
} as const satisfies Record<string, Transition>

export type OrderAction = keyof typeof orderTransitions

/** The actions someone in the given part may take on the order now. */
export function actionsFor(order: OrderFacts, by: OrderActor): OrderAction[] {
	return (Object.keys(orderTransitions) as OrderAction[]).filter((action) => mayTake(order, action, by))
}

export function mayTake(order: OrderFacts, action: OrderAction, by: OrderActor) {
	const transition: Transition = orderTransitions[action]
	return transition.by === by && transition.from.includes(order.status) && (transition.when?.(order) ?? true)
}

/** Every (from, to) pair the table allows: what the database's purchase_order_transitions holds. */
export function allowedPairs() {
	const pairs = new Set<string>()
	for (const transition of Object.values(orderTransitions) as Transition[]) for (const from of transition.from) pairs.add(`${from}>${transition.to}`)
	return [...pairs].sort().map((pair) => pair.split('>') as [OrderStatus, OrderStatus])
}

/** The states an order stays in until a person acts (for stock: they hold what they took). */
export const holdsStock = (status: OrderStatus) => status !== 'cancelled' && status !== 'expired' && status !== 'refunded'
