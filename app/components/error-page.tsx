import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isPermissionNeeded, type PermissionNeeded } from '#app/auth/permission-needed.ts'
import { isMissingRecord, type MissingRecord } from '#app/routing/missing-record.ts'

/**
 * What every error boundary shows: 'Page Not Found' with the path for 404s, what a page needs for a
 * member's 403, a plain explanation for other requests the server could not take (4xx), else
 * 'Internal Server Error'.
 */
export function GeneralErrorBoundary() {
	const error = useRouteError()
	const { pathname } = useLocation()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound path={readablePath(pathname)} record={missingRecordOf(error.data)} />
	const needed = isRouteErrorResponse(error) && error.status === 403 ? (error.data as { needed?: unknown } | null)?.needed : undefined
	if (isPermissionNeeded(needed)) return <PermissionNeededPage needed={needed} />
	if (isRouteErrorResponse(error) && error.status === 503) return <ServiceBusy />
	if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) return <ClientError status={error.status} />
	return <ServerError error={error} />
}

/** Which record a 404 says is missing (notFound in app/routing/params.server.ts), if any. */
function missingRecordOf(data: unknown) {
	const record = (data as { record?: unknown } | null)?.record
	return isMissingRecord(record) ? record : undefined
}

/** Thai paths arrive percent-encoded; show them as people typed them. */
export function readablePath(pathname: string) {
	try {
		return decodeURI(pathname)
	} catch {
		return pathname
	}
}

/** What every error page is: a title, what happened (and what to do about it), and where to go from here. */
function ErrorFrame({ title, message, detail, actions, children }: { title: string; message: ReactNode; detail?: ReactNode; actions: ReactNode; children?: ReactNode }) {
	return (
		<section className="error-page" aria-labelledby="error-title">
			<h1 id="error-title">{title}</h1>
			<p>{message}</p>
			{detail ? <p>{detail}</p> : null}
			<div className="button-row button-row--center">{actions}</div>
			{children}
		</section>
	)
}

function HomeLink() {
	const { t } = useTranslation()
	return (
		<Link to="/" className="button">
			{t('errors.goHome')}
		</Link>
	)
}

/** 'Page Not Found' with the path asked for, and a way back: the page the person came from when known. */
export function NotFound({ path, back, record }: { path: string; back?: string | null; record?: MissingRecord }) {
	const { t } = useTranslation()
	return (
		<ErrorFrame
			title={t('errors.notFound.title')}
			message={
				<>
					{record ? t(`errors.notFound.records.${record}`) : t('errors.notFound.before')} <code className="error-page__path">{path}</code>{' '}
					{record ? t('errors.notFound.afterRecord') : t('errors.notFound.after')}
				</>
			}
			actions={
				<>
					{back ? (
						<Link to={back} className="button button--secondary">
							{t('errors.goBack')}
						</Link>
					) : null}
					<HomeLink />
				</>
			}
		/>
	)
}

/**
 * A member on a page they may not open (permissionNeeded in app/auth/guards.server.ts): what it needs,
 * who gives it, and the way to the business whose page it is.
 */
function PermissionNeededPage({ needed }: { needed: PermissionNeeded }) {
	const { t } = useTranslation()
	const { needs, of } = needed
	const what =
		needs === 'admin' || needs === 'owner'
			? t(needs === 'admin' ? 'errors.permission.needsAdmin' : 'errors.permission.needsOwner', { name: of.name })
			: t('errors.permission.needs', { name: of.name, permission: t('permissions.named', { slug: t(`permissions.slugs.${needs.slug}`), scope: t(`permissions.scopes.${needs.scope}`) }) })
	const who = t(needs === 'admin' ? 'errors.permission.givenByAdmin' : needs === 'owner' ? 'errors.permission.givenByOwner' : 'errors.permission.givenBy', { name: of.name })
	return (
		<ErrorFrame
			title={t('errors.permission.title')}
			message={what}
			detail={who}
			actions={
				<>
					<Link to={of.to} className="button button--secondary">
						{t('errors.permission.goTo', { name: of.name })}
					</Link>
					<HomeLink />
				</>
			}
		/>
	)
}

/** A request the server could not take (a broken form, a method or body of the wrong kind): say so, and where to go. */
function ClientError({ status }: { status: number }) {
	const { t } = useTranslation()
	return <ErrorFrame title={t('errors.badRequest.title')} message={t(status === 413 ? 'errors.badRequest.tooLarge' : 'errors.badRequest.message')} actions={<HomeLink />} />
}

/** The same page again, as a whole new document. */
function TryAgainLink({ secondary = false }: { secondary?: boolean }) {
	const { t } = useTranslation()
	const { pathname, search } = useLocation()
	return (
		<Link to={pathname + search} reloadDocument className={secondary ? 'button button--secondary' : 'button'}>
			{t('errors.tryAgain')}
		</Link>
	)
}

/**
 * The API or the identity service is down or slow (app/middleware/service-outages.ts): say so, and offer the
 * same page again. A link, not a timed refresh: the person decides when.
 */
function ServiceBusy() {
	const { t } = useTranslation()
	return <ErrorFrame title={t('errors.busy.title')} message={t('errors.busy.message')} actions={<TryAgainLink />} />
}

function ServerError({ error }: { error: unknown }) {
	const { t } = useTranslation()
	// Only a developer's own machine sees the stack; production users never do.
	const details = import.meta.env.DEV && error instanceof Error ? error.stack : null
	return (
		<ErrorFrame
			title={t('errors.server.title')}
			message={t('errors.server.message')}
			actions={
				<>
					<TryAgainLink secondary />
					<HomeLink />
				</>
			}
		>
			{details ? <pre>{details}</pre> : null}
		</ErrorFrame>
	)
}
