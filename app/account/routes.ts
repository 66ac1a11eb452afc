import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** The signed-in person's own account (docs/product.md#account). */
export const accountRoutes = {
	default: [
		route('account', 'routes/account/account.tsx'),
		route('account/switch', 'routes/account/switch.tsx'),
		route('account/security', 'routes/account/security.tsx'),
		route('account/business-users', 'routes/account/business-users.tsx'),
	],
	form: [route('account/update', 'routes/account/update.tsx'), route('account/reset-password', 'routes/account/reset-password.tsx')],
} satisfies AreaRoutes
