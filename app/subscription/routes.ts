import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Subscriptions (docs/product.md#subscriptions): the area `subscription` of docs/routes.tsv — a business
 * user's offer, a package and its data-exchange question, the person's subscriptions, memberships,
 * subscription vouchers and subscription account — and two pages of our own: a period's pay page and a
 * paid period's receipt.
 */
export const subscriptionRoutes = {
	default: [
		route('account/subscription', 'routes/subscription/subscriptions.tsx'),
		route('account/subscription/membership', 'routes/subscription/memberships.tsx'),
		route('account/subscription/voucher', 'routes/subscription/vouchers.tsx'),
		route('account/subscription/voucher/:id', 'routes/subscription/voucher.tsx'),
		route('account/subscription/pay/:invoiceId', 'routes/subscription/pay.tsx'),
		route('account/subscription/business-user/:id/detail', 'routes/subscription/offer.tsx'),
		route('account/subscription/business-user/:id/package', 'routes/subscription/package.tsx'),
		route('account/subscription/business-user/:id/data-exchange', 'routes/subscription/data-exchange.tsx'),
		route('subscription-account', 'routes/subscription/subscription-account.tsx'),
		route('subscription-account/receipts/:invoiceId', 'routes/subscription/receipt.tsx'),
	],
} satisfies AreaRoutes
