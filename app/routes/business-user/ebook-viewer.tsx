import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { businessUserPath } from '#app/business-user/paths.ts'
import { itemPageAction, pageItemOf } from '#app/content/item.server.ts'
import { OwnerActions } from '#app/content/owner-actions.tsx'
import { LinkedText } from '#app/content/linked-text.tsx'
import { itemView } from '#app/content/views.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'

// The PDF library comes with the reader, on this page only and once it runs in the browser.
const PdfReader = lazy(() => import('#app/content/pdf-reader.tsx'))

export const handle = { i18n: ['content', 'business-user'] }
export const meta = pageMeta

/**
 * /business-user/{id}/ebook/{ebookid}: the e-book's page, full screen: who posted it and what it is, and
 * the book page by page (with JavaScript), or the PDF in the browser's own viewer and as a download
 * (without it). Whoever may sees "Edit" and "Delete".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { item: ebook, confirmingDelete } = await pageItemOf(args)
	const pdf = 'fileUrl' in ebook.details ? ebook.details.fileUrl : null
	if (!pdf) throw notFound(request, 'ebook')
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	return {
		meta: { title: ebook.title, description: ebook.body.slice(0, 160) || t('kinds.ebook') },
		item: itemView(ebook, language),
		pdf,
		closeTo: businessUserPath(ebook.owner.id, 'ebook'),
		confirmingDelete,
	}
}

/** "Delete", after its confirmation: back to the business user's e-books. */
export const action = (args: ActionFunctionArgs) => itemPageAction(args, (ebook) => businessUserPath(ebook.owner.id, 'ebook'))

export default function EbookViewer() {
	const { t } = useTranslation('content')
	const { item, pdf, closeTo, confirmingDelete } = useLoaderData<typeof loader>()
	const failure = useActionData<typeof action>()?.failure
	const hydrated = useHydrated()
	const { id, title } = item
	return (
		<section className="ebook-viewer stack" aria-labelledby="ebook-title">
			<header className="ebook-viewer__head">
				<div>
					<h1 id="ebook-title">{title}</h1>
					<p className="muted">
						{item.postedBy ? t('postedBy', { name: item.postedBy }) : t('postedByFormer')} · {t('publishedOn', { day: item.published })}
					</p>
				</div>
				<nav className="button-row" aria-label={t('ebook.links')}>
					<a className="button button--secondary button--small" href={pdf} target="_blank" rel="noreferrer">
						{t('ebook.open')}
					</a>
					<a className="button button--secondary button--small" href={`${pdf}?download`} download>
						{t('ebook.download')}
					</a>
					<Link className="button button--ghost button--small" to={closeTo}>
						{t('close')}
					</Link>
				</nav>
			</header>
			{failure ? (
				<p className="form-error" role="alert">
					{t(`errors.${failure}`)}
				</p>
			) : null}
			{item.body ? <LinkedText text={item.body} /> : null}
			<OwnerActions item={item} confirmingDelete={confirmingDelete} />
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
