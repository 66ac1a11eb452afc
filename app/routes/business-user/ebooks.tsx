import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { createPath } from '#app/content/kinds.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { cardView } from '#app/content/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user', 'content'] }
export const meta = pageMeta

/** /business-user/{id}/ebook: the business user's e-books, newest first, each opening in its reader. */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { id, content, page, language } = await requireBusinessUserPage(args)
	const cursor = new URL(request.url).searchParams.get('cursor') || undefined
	const [ebooks, t] = await Promise.all([content.list('ebook', { type: 'business-user', id }, { cursor }).catch(orNotFound(request, 'businessUser')), i18next.getFixedT(request, 'content')])
	return {
		meta: { title: t('ebook.listTitle', { name: page.name }), description: t('ebook.listIntro', { name: page.name }) },
		id,
		name: page.name,
		page: {
			// Each card opens the reader.
			cards: ebooks.items.map((ebook) => ({ ...cardView(ebook, language), href: `/business-user/${id}/ebook/${ebook.id}` })),
			nextHref: ebooks.nextCursor ? `?cursor=${encodeURIComponent(ebooks.nextCursor)}` : null,
		},
		firstHref: cursor ? '.' : null,
		addTo: page.canPostStory ? `${createPath('ebook')}?as=${id}` : null,
	}
}

export default function BusinessUserEbooks() {
	const { t } = useTranslation('content')
	const { id, name, page, firstHref, addTo } = useLoaderData<typeof loader>()
	return (
		<BusinessUserSubpage id={id} name={name} title={t('ebook.listTitle', { name })} intro={t('ebook.listIntro', { name })}>
			{addTo ? (
				<p>
					<Link className="button button--small" to={addTo}>
						{t('create.ebook')}
					</Link>
				</p>
			) : null}
			<PagedCards page={page} firstHref={firstHref} headingLevel={2} empty={<EmptyState title={t('ebook.none')} description={t('ebook.noneText', { name })} />} />
		</BusinessUserSubpage>
	)
}
