import { type RouteConfig, index, layout, route } from '@remix-run/route-config'
import { aboutCommunityPath, aboutPath } from './brand.ts'

// Every route of the product, grouped by the layout it renders in (docs/product.md#routing-behaviour; docs/routes.tsv).
// Layouts without routes yet are declared so each feature only has to add its pages here.
export default [
	route('resources/language', 'routes/resources/language.ts'),
	route('resources/sign-out', 'routes/resources/sign-out.ts'),
	route('resources/qr-code', 'routes/resources/qr-code.ts'),
	route('resources/pictures', 'routes/resources/pictures.ts'),

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
		route('profiles/:uuid/additional-content', 'routes/profile/additional-content.tsx'),
		...businessUserRoutes('default'),
		route('404', 'routes/errors/not-found.tsx'),
		route('*', 'routes/errors/unmatched.tsx'),
	]),
	layout('layouts/form.tsx', [
		route('account/update', 'routes/account/update.tsx'),
		route('account/reset-password', 'routes/account/reset-password.tsx'),
		...profileFormRoutes(),
		...businessUserRoutes('form'),
	]),
	// /profiles/{uuid} and /profiles/{uuid}-qr-code-bio: one segment, two layouts (layouts/profile.tsx).
	layout('layouts/profile.tsx', [route('profiles/:uuid', 'routes/profile/profile.tsx')]),
	layout('layouts/full-screen.tsx', []),
	layout('layouts/blank.tsx', [route('sign-in-provider', 'routes/auth/sign-in-provider.tsx'), ...businessUserRoutes('blank')]),
	layout('layouts/login.tsx', [route('login', 'routes/auth/login.tsx')]),
	layout('layouts/signup.tsx', [route('signup', 'routes/auth/signup.tsx')]),
	layout('layouts/business-login.tsx', [route('business-user/:id/login', 'routes/business/business-user-login.tsx')]),
	layout('layouts/business-create.tsx', [
		route('business-account/create', 'routes/business/new-business-account.tsx'),
		route('business-user/create', 'routes/business/new-business-user.tsx'),
		route('business-user/add-with-existing', 'routes/business/join-business-user.tsx'),
	]),
	layout('layouts/business-account.tsx', [route('business-account/:id', 'routes/business/business-account.tsx')]),
	layout('layouts/business-account-form.tsx', [
		route('business-account/:id/business-user/create', 'routes/business/new-business-user-in-account.tsx'),
		route('business-account/:id/business-user/add-with-existing', 'routes/business/add-existing-user.tsx'),
		route('business-account/:id/business-user/:buid/invite-user/link', 'routes/business/invite-link.tsx'),
		route('business-account/:id/business-user/:buid/user-control', 'routes/business/user-control.tsx'),
	]),
	layout('layouts/payment.tsx', []),
] satisfies RouteConfig

/** The owner's forms of a personal profile (docs/product.md#personal-profile); the list sections share one page module each. */
function profileFormRoutes() {
	const form = (path: string) => `profiles/:uuid/form/${path}`
	const entry = (section: string, param: string) => [
		route(form(`about-us/${section}/create`), 'routes/profile/form-entry.tsx', { id: `profile-${section}-create` }),
		route(form(`about-us/${section}/:${param}`), 'routes/profile/form-entry.tsx', { id: `profile-${section}-edit` }),
	]
	return [
		route(form('overview'), 'routes/profile/form-overview.tsx'),
		route(form('about-us'), 'routes/profile/form-about-us.tsx'),
		route(form('about-us/description'), 'routes/profile/form-description.tsx'),
		...entry('education-experience', 'eid'),
		...entry('our-story', 'oid'),
		...entry('skill-talent', 'sid'),
		route(form('business-info'), 'routes/profile/form-business-info.tsx'),
		route(form('link'), 'routes/profile/form-link.tsx'),
		route(form('works/create'), 'routes/profile/form-work.tsx', { id: 'profile-work-create' }),
		route(form('works/create-my-work'), 'routes/profile/form-work.tsx', { id: 'profile-work-create-my-work' }),
		route(form('works/:wid'), 'routes/profile/form-work.tsx', { id: 'profile-work-edit' }),
	]
}

/**
 * A business user's pages (docs/product.md#business-user-pages), by layout: its profile and the pages under it (default), the
 * owner's and admins' forms (form; check-owner-business), the QR-code bio page (blank). The about-us
 * parts share one page module.
 */
function businessUserRoutes(shell: 'default' | 'form' | 'blank') {
	const page = (path: string, file: string) => route(`business-user/:id${path}`, `routes/business-user/${file}`)
	const aboutPart = (part: string) => route(`business-user/:id/form/about-us/${part}`, 'routes/business-user/form-about-part.tsx', { id: `business-user-about-${part}` })
	if (shell === 'blank') return [page('/qr-code-bio', 'qr-code-bio.tsx')]
	if (shell === 'form') {
		return [
			page('/form/overview', 'form-overview.tsx'),
			page('/form/about-us', 'form-about-us.tsx'),
			...['description', 'goal', 'our-business', 'our-story'].map(aboutPart),
			page('/form/business-info', 'form-business-info.tsx'),
			page('/form/link', 'form-link.tsx'),
		]
	}
	return [
		page('', 'business-user.tsx'),
		page('/information', 'information.tsx'),
		page('/bio', 'bio.tsx'),
		page('/business-profile', 'business-profile.tsx'),
		page('/additional-content', 'additional-content.tsx'),
		page('/event/around-here', 'around-here.tsx'),
		page('/story/share', 'story-share.tsx'),
	]
}
