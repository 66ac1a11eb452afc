import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { businessUserParams } from '#app/business-user/owner.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { contentApi } from '#app/content/api.server.ts'
import { failureInit } from '#app/api/outage.ts'
import { OwnerActions } from '#app/content/owner-actions.tsx'
import { LinkedText } from '#app/content/linked-text.tsx'
import { itemView } from '#app/content/views.ts'
import { isConfirmingDelete } from '#app/forms/delete-entry.tsx'
import { readForm } from '#app/forms/read-form.server.ts'
import { failureReason } from '#app/forms/save-form.server.ts'
import { redirectWithSuccess } from '#app/toast/toast.server.ts'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound, orNotFound, parseParams } from '#app/routing/params.server.ts'

// The PDF library comes with the reader, on this page only and once it runs in the browser.
const PdfReader = lazy(() => import('#app/content/pdf-reader.tsx'))

export const handle = { i18n: ['content', 'business-user'] }
export const meta = pageMeta

/** The e-book of this page, its business user's; a 404 that names it for anyone who cannot see it. */
async function ebookOf(args: LoaderFunctionArgs) {
	const { request, params } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(businessUserParams, params, request)
	const content = contentApi(request, args.context, session)
	const ebook = await content.read('ebook', params.itemId ?? '').catch(orNotFound(request, 'ebook'))
	if (ebook.owner.type !== 'business-user' || ebook.owner.id !== id || !ebook.details.fileUrl) throw notFound(request, 'ebook')
	return { id, ebook, pdf: ebook.details.fileUrl, content }
}

/**
 * /business-user/{id}/ebook/{ebookid}: the e-book's page, full screen: who posted it and what it is, and
 * the book page by page (with JavaScript), or the PDF in the browser's own viewer and as a download
 * (without it). Whoever may sees "Edit" and "Delete".
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { id, ebook, pdf } = await ebookOf(args)
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	return {
		meta: { title: ebook.title, description: ebook.body.slice(0, 160) || t('kinds.ebook') },
		item: itemView(ebook, language),
		pdf,
		closeTo: businessUserPath(id, 'ebook'),
		confirmingDelete: ebook.canDelete && isConfirmingDelete(request),
	}
}

/** "Delete", after its confirmation. */
export async function action(args: ActionFunctionArgs) {
	const { request } = args
	const { id, ebook, content } = await ebookOf(args)
	if ((await readForm(request)).get('intent') !== 'delete') return data({ failure: 'invalid' }, { status: 400 })
	try {
		await content.delete('ebook', ebook.id)
	} catch (error) {
		return data({ failure: failureReason(request, error) }, failureInit(error, 409))
	}
	return redirectWithSuccess(businessUserPath(id, 'ebook'), (await i18next.getFixedT(request, 'content'))('deleted', { title: ebook.title }))
}

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
