import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from 'remix-i18next/react'
import { isServiceOutage } from './api/outage.ts'
import { currentAuth, sessionHeadersOf } from './auth/current-user.server.ts'
import { GeneralErrorBoundary } from './components/error-page.tsx'
import { SiteShell } from './components/site-shell.tsx'
import { formatYear } from './content/display.ts'
import { BeforeHydrationScript, markInteractive } from './enhancement/before-hydration.tsx'
import { useBuildFreshness } from './freshness/use-build-freshness.ts'
import { fallbackLanguage, isLanguage } from './i18n/config.ts'
import { i18next } from './i18n/i18next.server.ts'
import { useNonce } from './security/nonce.tsx'
import appStyles from './styles/app.css?url'
import { notificationToasts } from './toast/notifications.server.ts'
import { readToast } from './toast/toast.server.ts'
import { ToastProvider } from './toast/toaster.tsx'

// Validation messages go with every page: forms are everywhere and their client-side checks need them.
export const handle = { i18n: ['common', 'validation'] }

export const links: LinksFunction = () => [
	{ rel: 'preload', href: appStyles, as: 'style' },
	{ rel: 'stylesheet', href: appStyles },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	{ rel: 'manifest', href: '/site.webmanifest' },
]

// Pages set their own title and description; this is what error pages and pages without one show.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.title ?? 'Robtua' },
	{ name: 'description', content: data?.description ?? '' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
	// When the API is out, the page still gets its layout (the page itself says the service is busy).
	const [locale, toastResult, known] = await Promise.all([
		i18next.getLocale(request),
		readToast(request),
		currentAuth(request, context).catch((error: unknown) => {
			if (isServiceOutage(error)) return undefined
			throw error
		}),
	])
	const [t, notices] = await Promise.all([i18next.getFixedT(locale, 'common'), notificationToasts(request, context, known, locale)])
	const headers = known ? await sessionHeadersOf(request, known, new Headers(toastResult.headers)) : new Headers(toastResult.headers)
	// `accountUnknown`: who this is could not be asked, so the header offers neither an account nor sign-in.
	return data(
		{ locale, toast: toastResult.toast, notices, user: known?.user ?? null, accountUnknown: !known, year: formatYear(locale), title: t('brand.documentTitle'), description: t('brand.tagline') },
		{ headers },
	)
}

export function Layout({ children }: { children: ReactNode }) {
	const data = useRouteLoaderData<typeof loader>('root')
	const nonce = useNonce()
	const { i18n } = useTranslation()
	const locale = data?.locale ?? (isLanguage(i18n.language) ? i18n.language : fallbackLanguage)
	return (
		<html lang={locale} dir={i18n.dir(locale)}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#0f766e" />
				<BeforeHydrationScript nonce={nonce} />
				<Meta />
				<Links />
			</head>
			<body>
				{children}
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	const { locale, toast, notices } = useRouteLoaderData<typeof loader>('root')!
	useChangeLanguage(locale)
	useEffect(markInteractive, [])
	// Only the browser knows which build it runs; the hook does nothing during the server render.
	useBuildFreshness(typeof document === 'undefined' ? '' : window.__remixManifest.version)
	return (
		// The toasts show under each layout's header (SiteShell).
		<ToastProvider toast={toast} notices={notices}>
			<Outlet />
		</ToastProvider>
	)
}

// Errors the layouts cannot catch (the root loader itself failing) still get the site's frame.
export function ErrorBoundary() {
	return (
		<SiteShell header="minimal" body="page">
			<GeneralErrorBoundary />
		</SiteShell>
	)
}
