import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/** Signing up, in and out (docs/product.md#sign-in-and-accounts). */
export const authRoutes = {
	default: [route('forgot-password', 'routes/auth/forgot-password.tsx')],
	blank: [route('sign-in-provider', 'routes/auth/sign-in-provider.tsx')],
	login: [route('login', 'routes/auth/login.tsx')],
	signup: [route('signup', 'routes/auth/signup.tsx')],
} satisfies AreaRoutes
