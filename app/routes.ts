import { type RouteConfig, index, layout, route } from '@remix-run/route-config'
import { aboutCommunityPath, aboutPath } from './brand.ts'

// Every route of the product, grouped by the layout it renders in (spec 2.11; ../routes.tsv).
// Layouts without routes yet are declared so each feature only has to add its pages here.
export default [
	route('resources/language', 'routes/resources/language.ts'),
	route('resources/sign-out', 'routes/resources/sign-out.ts'),

	layout('layouts/default.tsx', [
		index('routes/home.tsx'),
		route(aboutPath, 'routes/about/about.tsx'),
		route(aboutCommunityPath, 'routes/about/community.tsx'),
		route('account', 'routes/account/account.tsx'),
		route('account/switch', 'routes/account/switch.tsx'),
		route('account/security', 'routes/account/security.tsx'),
		route('account/business-users', 'routes/account/business-users.tsx'),
		route('forgot-password', 'routes/auth/forgot-password.tsx'),
		route('self-onboard', 'routes/business/self-onboard.tsx'),
		route('404', 'routes/errors/not-found.tsx'),
		route('*', 'routes/errors/unmatched.tsx'),
	]),
	layout('layouts/form.tsx', [
		route('account/update', 'routes/account/update.tsx'),
		route('account/reset-password', 'routes/account/reset-password.tsx'),
	]),
	layout('layouts/full-screen.tsx', []),
	layout('layouts/blank.tsx', [route('sign-in-provider', 'routes/auth/sign-in-provider.tsx')]),
	layout('layouts/login.tsx', [route('login', 'routes/auth/login.tsx')]),
	layout('layouts/signup.tsx', [route('signup', 'routes/auth/signup.tsx')]),
	layout('layouts/business-login.tsx', [route('business-user/:id/login', 'routes/business/business-user-login.tsx')]),
	layout('layouts/business-create.tsx', [route('business-account/create', 'routes/business/business-account-create.tsx')]),
	layout('layouts/business-account.tsx', [route('business-account/:id', 'routes/business/business-account.tsx')]),
	layout('layouts/business-account-form.tsx', [route('business-account/:id/business-user/create', 'routes/business/business-user-create.tsx')]),
	layout('layouts/payment.tsx', []),
] satisfies RouteConfig
