import { Outlet } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-page.tsx'
import { SiteShell, type ShellOptions } from '#app/components/site-shell.tsx'

/**
 * A layout route is a shell around its pages, and the same shell around their errors, so a 404 from a
 * page keeps the header, language switcher and footer of the layout it belongs to.
 */
export function createLayout(options: ShellOptions) {
	return {
		Layout() {
			return (
				<SiteShell {...options}>
					<Outlet />
				</SiteShell>
			)
		},
		ErrorBoundary() {
			return (
				<SiteShell {...options}>
					<GeneralErrorBoundary />
				</SiteShell>
			)
		},
	}
}
