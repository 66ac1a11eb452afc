import { type RouteConfig, index, layout, route } from '@remix-run/route-config'
import { accountRoutes as account } from './account/routes.ts'
import { agendaRoutes as agenda } from './agenda/routes.ts'
import { aroundMeRoutes as aroundMe } from './around-me/routes.ts'
import { authRoutes as auth } from './auth/routes.ts'
import { aboutCommunityPath, aboutPath } from './brand.ts'
import { boardRoutes as boards } from './board/routes.ts'
import { businessAccountRoutes as businessAccount } from './business-account/routes.ts'
import { businessUserRoutes as businessUser } from './business-user/routes.ts'
import { chatRoutes as chat } from './chat/routes.ts'
import { feedbackRoutes as feedback } from './feedback/routes.ts'
import { communityRoutes as community } from './community/routes.ts'
import { pocketRoutes as pocket } from './pocket/routes.ts'
import { profileRoutes as profile } from './profile/routes.ts'
import { shopRoutes as shop } from './shop/routes.ts'
import { socialRoutes as social } from './social/routes.ts'
import { openTabRoutes as openTab } from './open-tab/routes.ts'
import { packageRoutes as packages } from './subscription/business-routes.ts'
import { subscriptionRoutes as subscription } from './subscription/routes.ts'

// Every route of the product, grouped by the layout it renders in (docs/product.md#routing-behaviour;
// docs/routes.tsv). Each area lists its own pages with their literal paths (app/<area>/routes.ts), so a URL
// is found by searching for it. Layouts without routes yet are declared so each feature only adds its list.
export default [
	route('resources/language', 'routes/resources/language.ts'),
	route('resources/place', 'routes/resources/place.ts'),
	route('resources/sign-out', 'routes/resources/sign-out.ts'),
	route('resources/qr-code', 'routes/resources/qr-code.ts'),
	route('resources/pictures', 'routes/resources/pictures.ts'),
	route('resources/files', 'routes/resources/files.ts'),
	route('resources/map-view', 'routes/resources/map-view.ts'),
	route('resources/follow', 'routes/resources/follow.ts'),
	route('resources/like', 'routes/resources/like.ts'),
	route('resources/chat-events', 'routes/resources/chat-events.ts'),
	route('resources/agenda-calendar', 'routes/resources/agenda-calendar.ts'),
	route('resources/agenda-feed/:token', 'routes/resources/agenda-feed.ts'),

	layout('layouts/default.tsx', [
		index('routes/home.tsx'),
		route(aboutPath, 'routes/about/about.tsx'),
		route(aboutCommunityPath, 'routes/about/community.tsx'),
		...account.default,
		...auth.default,
		...businessAccount.default,
		...profile.default,
		...businessUser.default,
		...aroundMe.default,
		...social.default,
		...shop.default,
		...chat.default,
		...pocket.default,
		...subscription.default,
		...boards.default,
		...packages.default,
		...feedback.default,
		...agenda.default,
		...community.default,
		...openTab.default,
		route('404', 'routes/errors/not-found.tsx'),
		route('*', 'routes/errors/unmatched.tsx'),
	]),
	layout('layouts/form.tsx', [...boards.form, ...account.form, ...profile.form, ...businessUser.form, ...aroundMe.form, ...agenda.form, ...openTab.form]),
	layout('layouts/profile.tsx', profile.profile),
	layout('layouts/open-tab-connect.tsx', openTab.openTabConnect),
	layout('layouts/full-screen.tsx', [...aroundMe.fullScreen, ...businessUser.fullScreen, ...chat.fullScreen]),
	layout('layouts/blank.tsx', [...auth.blank, ...businessUser.blank, ...pocket.blank, ...openTab.blank]),
	layout('layouts/login.tsx', auth.login),
	layout('layouts/signup.tsx', auth.signup),
	layout('layouts/business-login.tsx', businessUser.businessLogin),
	layout('layouts/business-create.tsx', [...businessAccount.businessCreate, ...businessUser.businessCreate]),
	layout('layouts/business-account.tsx', businessAccount.businessAccount),
	layout('layouts/business-account-form.tsx', businessAccount.businessAccountForm),
	layout('layouts/payment.tsx', shop.payment),
] satisfies RouteConfig
