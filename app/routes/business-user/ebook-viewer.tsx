import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { businessUserParams } from '#app/business-user/owner.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { contentApi } from '#app/content/content-api.server.ts'
import { itemPath } from '#app/content/kinds.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'

// The PDF library comes with the reader, on this page only and once it runs in the browser.
const PdfReader = lazy(() => import('#app/content/pdf-reader.tsx'))

export const handle = { i18n: ['content', 'business-user'] }
export const meta = pageMeta

/**
 * /business-user/{id}/ebook/{ebookid}: the e-book full screen, page by page (with JavaScript), or the
 * PDF in the browser's own viewer and as a download (without it).
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, params } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(businessUserParams, params, request)
	const ebook = await contentApi(request, args.context, session)
		.read('ebook', params.ebookid ?? '')
		.catch(orNotFound(request, 'ebook'))
	if (ebook.owner.type !== 'business-user' || ebook.owner.id !== id || !ebook.details.fileUrl) throw notFound(request, 'ebook')
	const t = await i18next.getFixedT(request, 'content')
	return {
		meta: { title: ebook.title, description: ebook.body.slice(0, 160) || t('kinds.ebook') },
		id: ebook.id,
		title: ebook.title,
		pdf: ebook.details.fileUrl,
		aboutTo: itemPath(ebook),
		closeTo: businessUserPath(id, 'ebook'),
	}
}

export default function EbookViewer() {
	const { t } = useTranslation('content')
	const { id, title, pdf, aboutTo, closeTo } = useLoaderData<typeof loader>()
	const hydrated = useHydrated()
	return (
		<section className="ebook-viewer stack" aria-labelledby="ebook-title">
			<header className="ebook-viewer__head">
				<h1 id="ebook-title">{title}</h1>
				<nav className="button-row" aria-label={t('ebook.links')}>
					<a className="button button--secondary button--small" href={pdf} target="_blank" rel="noreferrer">
						{t('ebook.open')}
					</a>
					<a className="button button--secondary button--small" href={`${pdf}?download`} download>
						{t('ebook.download')}
					</a>
					<Link to={aboutTo}>{t('ebook.about')}</Link>
					<Link className="button button--ghost button--small" to={closeTo}>
						{t('close')}
					</Link>
				</nav>
			</header>
			{hydrated ? (
				<Suspense fallback={<p>{t('ebook.opening')}</p>}>
					<PdfReader url={pdf} rememberAs={`robtua:ebook:${id}:page`} title={title} />
				</Suspense>
			) : (
				<p className="muted">{t('ebook.withoutScript')}</p>
			)}
		</section>
	)
}
