// An order's states (docs/product.md#shop). Which change leads where, and who makes it, is the table in
// api/shop/order-states.ts; the database keeps the same list (migration 0022).

export const orderStatuses = ['awaiting_payment', 'paid', 'accepted', 'ready', 'shipped', 'completed', 'cancelled', 'refunded', 'expired'] as const
export type OrderStatus = (typeof orderStatuses)[number]

/** How an order reaches its buyer: picked up at the shop, delivered to an address, or (only events) e-tickets. */
export const deliveryMethods = ['pickup', 'deliver', 'e-ticket'] as const
export type DeliveryMethod = (typeof deliveryMethods)[number]

/** How a buyer pays online, through the gateway. */
export const paymentMethods = ['promptpay', 'card'] as const
export type PaymentMethod = (typeof paymentMethods)[number]
/** How an order may be paid: online, or at a counter also in cash (handed to staff, never through the gateway). */
export const orderPaymentMethods = ['cash', ...paymentMethods] as const
export type OrderPaymentMethod = (typeof orderPaymentMethods)[number]

/** Where an order was made: a buyer's check-out in the shop, or a counter sale rung up by staff (docs/product.md#pocket). */
export const orderOrigins = ['shop', 'counter'] as const
export type OrderOrigin = (typeof orderOrigins)[number]

/** Who changes an order's state: its buyer, the business user's staff, the API on its own (expiry), or the payment gateway. */
export const orderActors = ['buyer', 'seller', 'system', 'gateway'] as const
export type OrderActor = (typeof orderActors)[number]

/**
 * Where an order is for its seller ("Sales": new, to prepare, ready, completed, cancelled); an unpaid one is
 * listed only under "All". The database keeps it as a column made from the status, for the list's index.
 */
export const orderStageOf = {
	awaiting_payment: 'unpaid',
	paid: 'new',
	accepted: 'to-prepare',
	ready: 'ready',
	shipped: 'ready',
	completed: 'completed',
	cancelled: 'cancelled',
	refunded: 'cancelled',
	expired: 'cancelled',
} as const satisfies Record<OrderStatus, string>
export const orderStages = ['new', 'to-prepare', 'ready', 'completed', 'cancelled'] as const
export type OrderStage = (typeof orderStages)[number] | 'unpaid'
