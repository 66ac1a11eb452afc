import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * My pocket (docs/product.md#pocket): the area `pocket` of docs/routes.tsv — a person's pocket, "Use
 * points", a voucher they got and collecting a points code — and a business user's rewards (its points
 * rules, counter QR code and vouchers: ours, beside its sales).
 */
export const pocketRoutes = {
	default: [
		route('account/my-pocket', 'routes/pocket/pocket.tsx'),
		route('account/my-pocket/cons', 'routes/pocket/use-points.tsx'),
		// /account/my-pocket/voucher-{id}: a segment is all parameter or none (the router matches no "voucher-:id"), so the page reads its id from `voucher-…`.
		route('account/my-pocket/:voucher', 'routes/pocket/voucher.tsx'),
		route('qr-code-receive', 'routes/pocket/qr-code-receive.tsx'),
		route('business-user/:id/sale-screen/rewards', 'routes/pocket/rewards.tsx'),
	],
	/** The counter QR code as a poster to print: only the code, its business's name and what it gives. */
	blank: [route('business-user/:id/sale-screen/rewards/counter-qr-code', 'routes/pocket/counter-qr-code.tsx')],
} satisfies AreaRoutes
