import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** What every error boundary shows: 'Page Not Found' with the path for 404s, else 'Internal Server Error'. */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	const { pathname } = useLocation()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={readablePath(pathname)} />
	return <ServerError error={error} />
}

/** Thai paths arrive percent-encoded; show them as people typed them. */
export function readablePath(pathname: string) {
	try {
		return decodeURI(pathname)
	} catch {
		return pathname
	}
}

export function NotFound({ path }: { path: string }) {
	const { t } = useTranslation()
	return (
		<section className="error-page" aria-labelledby="error-title">
			<h1 id="error-title">{t('errors.notFound.title')}</h1>
			<p>
				{t('errors.notFound.before')} <code className="error-page__path">{path}</code> {t('errors.notFound.after')}
			</p>
			<Link to="/" className="button">
				{t('errors.goHome')}
			</Link>
		</section>
	)
}

function ServerError({ error }: { error: unknown }) {
	const { t } = useTranslation()
	const { pathname, search } = useLocation()
	// Only a developer's own machine sees the stack; production users never do.
	const details = import.meta.env.DEV && error instanceof Error ? error.stack : null
	return (
		<section className="error-page" aria-labelledby="error-title">
			<h1 id="error-title">{t('errors.server.title')}</h1>
			<p>{t('errors.server.message')}</p>
			<div className="button-row" style={{ justifyContent: 'center' }}>
				<Link to={pathname + search} reloadDocument className="button button--secondary">
					{t('errors.tryAgain')}
				</Link>
				<Link to="/" className="button">
					{t('errors.goHome')}
				</Link>
			</div>
			{details ? <pre>{details}</pre> : null}
		</section>
	)
}
