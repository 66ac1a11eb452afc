import { route } from '@remix-run/route-config'
import { paymentPath } from '#app/brand.ts'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** A paid order's receipt and tax invoice, as pages and PDF files, on the buyer's side and the seller's: one page module and one file module for all. */
const orderDocuments = (orderPath: string, side: 'purchase' | 'sale') =>
	(['receipt', 'tax-invoice'] as const).flatMap((kind) => [
		route(`${orderPath}/${kind}`, 'routes/shop/document.tsx', { id: `${side}-${kind}` }),
		route(`${orderPath}/${kind}/pdf`, 'routes/shop/document-pdf.tsx', { id: `${side}-${kind}-pdf` }),
	])

/** The shop (docs/product.md#shop): the area `sale` of docs/routes.tsv. A person's and a business order's purchase lists are one page module. */
export const shopRoutes = {
	default: [
		route('account/sale-screen/cart', 'routes/shop/cart.tsx'),
		route('account/sale-screen/my-purchase', 'routes/shop/purchases.tsx', { id: 'my-purchases' }),
		route('account/sale-screen/business-order/:boid/cart-order', 'routes/shop/check-out.tsx'),
		route('account/sale-screen/business-order/:boid/purchase-list', 'routes/shop/purchases.tsx', { id: 'business-order-purchases' }),
		route('account/sale-screen/business-order/:boid/purchase-order/:purchaseorderid', 'routes/shop/purchase-order.tsx'),
		route('account/sale-screen/business-order/:boid/purchase-order/:purchaseorderid/billing', 'routes/shop/billing.tsx'),
		...orderDocuments('account/sale-screen/business-order/:boid/purchase-order/:purchaseorderid', 'purchase'),
		route('business-user/:id/sale-screen/my-activities', 'routes/shop/sales.tsx'),
		route('business-user/:id/sale-screen/my-activities/:orderid', 'routes/shop/sale.tsx'),
		...orderDocuments('business-user/:id/sale-screen/my-activities/:orderid', 'sale'),
		// A counter sale rung up by staff on a selling session (timeline): its cart, its check-out, then placed, paid and its receipt.
		route('business-user/:id/sale-screen/timeline/:timelineid/order/:orderid/cart', 'routes/shop/counter-cart.tsx'),
		route('business-user/:id/sale-screen/timeline/:timelineid/order/:orderid/check-out', 'routes/shop/counter-check-out.tsx'),
		route('business-user/:id/sale-screen/timeline/:timelineid/order/:orderid/place-an-order', 'routes/shop/counter-place.tsx'),
	],
	/** Where the payment gateway sends the buyer back (`/robtua-payment`). */
	payment: [route(paymentPath, 'routes/shop/payment-return.tsx')],
} satisfies AreaRoutes
