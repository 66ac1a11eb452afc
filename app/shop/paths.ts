// The shop's pages (docs/product.md#shop): the buyer's under /account/sale-screen, the seller's under the business user.

/** The person's carts. */
export const cartPath = '/account/sale-screen/cart'
/** All of the person's purchase orders. */
export const myPurchasesPath = '/account/sale-screen/my-purchase'

const businessOrderPath = (businessOrderId: string) => `/account/sale-screen/business-order/${businessOrderId}`
/** A business order's cart, checked out. */
export const checkOutPath = (businessOrderId: string) => `${businessOrderPath(businessOrderId)}/cart-order`
/** A business order's purchase orders. */
export const purchaseListPath = (businessOrderId: string) => `${businessOrderPath(businessOrderId)}/purchase-list`
/** A purchase order, as its buyer sees it. */
export const purchaseOrderPath = (order: { businessOrderId: string; id: string }) => `${businessOrderPath(order.businessOrderId)}/purchase-order/${order.id}`
/** A purchase order's bill and payment. */
export const billingPath = (order: { businessOrderId: string; id: string }) => `${purchaseOrderPath(order)}/billing`

/** A paid purchase order's receipt (a printable page). */
export const receiptPath = (order: { businessOrderId: string; id: string }) => `${purchaseOrderPath(order)}/receipt`

/** A business user's sales. */
export const salesPath = (businessUserId: string) => `/business-user/${businessUserId}/sale-screen/my-activities`
/** One of a business user's orders, as its staff see it. */
export const salePath = (businessUserId: string, orderId: string) => `${salesPath(businessUserId)}/${orderId}`

/** A counter sale (docs/product.md#shop, "Counter sale"): a counter order, on the selling session it was rung up on. */
const counterOrderPath = (businessUserId: string, order: { timelineId: string; id: string }) => `/business-user/${businessUserId}/sale-screen/timeline/${order.timelineId}/order/${order.id}`
/** A counter sale being rung up: the catalogue to add from, its lines and the selling session. */
export const counterCartPath = (businessUserId: string, order: { timelineId: string; id: string }) => `${counterOrderPath(businessUserId, order)}/cart`
/** A counter sale's check-out: the customer, how they pay and the cash handed over. */
export const counterCheckOutPath = (businessUserId: string, order: { timelineId: string; id: string }) => `${counterOrderPath(businessUserId, order)}/check-out`
/** A counter sale reviewed and placed, then paid and its receipt. */
export const counterPlacePath = (businessUserId: string, order: { timelineId: string; id: string }) => `${counterOrderPath(businessUserId, order)}/place-an-order`
