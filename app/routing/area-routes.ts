import type { RouteConfigEntry } from '@remix-run/route-config'

// An area's pages, by the layout each renders in (app/layouts/); app/routes.ts puts each list in its layout.
export type LayoutName =
	| 'default'
	| 'form'
	| 'fullScreen'
	| 'profile'
	| 'openTabConnect'
	| 'blank'
	| 'login'
	| 'signup'
	| 'businessLogin'
	| 'businessCreate'
	| 'businessAccount'
	| 'businessAccountForm'
	| 'payment'

export type AreaRoutes = Partial<Record<LayoutName, RouteConfigEntry[]>>
