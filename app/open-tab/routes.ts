import { route } from '@remix-run/route-config'
import type { AreaRoutes } from '#app/routing/area-routes.ts'

/**
 * Open tab (docs/product.md#open-tab): the area `open-tab` of docs/routes.tsv — my connects, finding
 * people's and connects, making a connect of an open type (`{type}-create`, which shares its segment with a
 * connect's id: app/layouts/open-tab-connect.tsx gives each its layout), a connect's forms, its page and its
 * QR-code bio page. The about-us entries of the three lists share one page module (form-entry.tsx).
 */
export const openTabRoutes = {
	default: [
		route('account/open-tab', 'routes/open-tab/open-tab.tsx'),
		route('account/open-tab/list/search', 'routes/open-tab/people-search.tsx'),
		route('account/open-tab/connects', 'routes/open-tab/connects.tsx'),
		route('account/open-tab/connects/search', 'routes/open-tab/connect-search.tsx'),
		route('open-tabs/connects/:cid/detail', 'routes/open-tab/detail.tsx'),
	],
	form: [
		route('account/open-tab/:cid/form/info', 'routes/open-tab/form-info.tsx'),
		route('account/open-tab/:cid/form/overview', 'routes/open-tab/form-overview.tsx'),
		route('account/open-tab/:cid/form/about-us', 'routes/open-tab/form-about-us.tsx'),
		route('account/open-tab/:cid/form/about-us/description', 'routes/open-tab/form-description.tsx'),
		...(['goal', 'our-business', 'our-story'] as const).flatMap((part) => [
			route(`account/open-tab/:cid/form/about-us/${part}/create`, 'routes/open-tab/form-entry.tsx', { id: `open-tab-${part}-create` }),
			route(`account/open-tab/:cid/form/about-us/${part}/:entryId`, 'routes/open-tab/form-entry.tsx', { id: `open-tab-${part}-edit` }),
		]),
	],
	openTabConnect: [route('account/open-tab/connects/:id', 'routes/open-tab/connect.tsx')],
	blank: [route('open-tabs/connects/:cid/qr-code-bio', 'routes/open-tab/qr-code-bio.tsx')],
} satisfies AreaRoutes
