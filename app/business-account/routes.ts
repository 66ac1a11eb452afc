import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** Business accounts: making one, its business users and who works as them (docs/product.md#business-accounts). */
export const businessAccountRoutes = {
	default: [route('self-onboard', 'routes/business-account/self-onboard.tsx')],
	businessCreate: [route('business-account/create', 'routes/business-account/create.tsx')],
	businessAccount: [route('business-account/:id', 'routes/business-account/business-account.tsx')],
	businessAccountForm: [
		route('business-account/:id/business-user/create', 'routes/business-account/business-user-create.tsx'),
		route('business-account/:id/business-user/add-with-existing', 'routes/business-account/business-user-add-with-existing.tsx'),
		route('business-account/:id/business-user/:buid/invite-user/link', 'routes/business-account/invite-user-link.tsx'),
		route('business-account/:id/business-user/:buid/user-control', 'routes/business-account/user-control.tsx'),
	],
} satisfies AreaRoutes
