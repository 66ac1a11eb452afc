import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ContentCards } from '#app/content/content-card.tsx'
import { createPath, publishableKinds, type PublishableKind } from '#app/content/kinds.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { cardView } from '#app/content/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user', 'content'] }
export const meta = pageMeta

/** Items of each kind the overview shows; `?kind=` lists one kind in full, a page at a time. */
const OVERVIEW_ITEMS = 6
const isKind = (value: string | null): value is PublishableKind => publishableKinds.includes(value as PublishableKind)

/**
 * /business-user/{id}/additional-content: everything the business user publishes, by kind (catalogue,
 * media, new rooms, events, agenda, announcements, attention, e-books, stories), each card linking to the
 * item's page; `?kind={kind}` pages through one kind. Members who may post see where to add each kind.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { id, content, page, language } = await requireBusinessUserPage(args)
	const search = new URL(request.url).searchParams
	const only = search.get('kind')
	const cursor = search.get('cursor') || undefined
	const owner = { type: 'business-user' as const, id }
	const t = await i18next.getFixedT(request, 'business-user')
	const base = {
		meta: { title: t('additional.meta.title', { name: page.name }), description: t('additional.meta.description', { name: page.name }) },
		id,
		name: page.name,
		mayPost: page.canPostStory,
	}
	if (isKind(only)) {
		const list = await content.list(only, owner, { cursor }).catch(orNotFound(request, 'businessUser'))
		return {
			...base,
			one: {
				kind: only,
				page: { cards: list.items.map((item) => cardView(item, language)), nextHref: list.nextCursor ? `?kind=${only}&cursor=${encodeURIComponent(list.nextCursor)}` : null },
				firstHref: cursor ? `?kind=${only}` : null,
			},
			sections: [],
		}
	}
	const shelves = await content.shelves(id, OVERVIEW_ITEMS).catch(orNotFound(request, 'businessUser'))
	return {
		...base,
		one: null,
		sections: publishableKinds.map((kind) => {
			const items = shelves[kind]?.items ?? []
			return { kind, cards: items.map((item) => cardView(item, language)), more: items.length >= OVERVIEW_ITEMS }
		}),
	}
}

export default function BusinessUserAdditionalContent() {
	const { t } = useTranslation('business-user')
	const { t: tc } = useTranslation('content')
	const { id, name, mayPost, one, sections } = useLoaderData<typeof loader>()
	const addLink = (kind: PublishableKind) =>
		mayPost ? (
			<Link className="button button--small button--secondary" to={`${createPath(kind)}?as=${id}`}>
				{tc(`create.${kind}`)}
			</Link>
		) : null
	if (one) {
		return (
			<BusinessUserSubpage id={id} name={name} title={tc(`kindsPlural.${one.kind}`)}>
				<p className="button-row">
					<Link to=".">{t('additional.everything')}</Link>
					{addLink(one.kind)}
				</p>
				<PagedCards page={one.page} firstHref={one.firstHref} headingLevel={2} empty={<EmptyState title={tc('noneOfKind', { kind: tc(`kindsPlural.${one.kind}`) })} />} />
			</BusinessUserSubpage>
		)
	}
	const shown = sections.filter((section) => section.cards.length > 0 || mayPost)
	return (
		<BusinessUserSubpage id={id} name={name} title={t('additional.title', { name })}>
			{shown.length === 0 ? <EmptyState title={t('additional.none', { name })} /> : null}
			{shown.map((section) => (
				<section key={section.kind} className="stack" aria-labelledby={`kind-${section.kind}`}>
					<div className="section-head">
						<h2 id={`kind-${section.kind}`}>{tc(`kindsPlural.${section.kind}`)}</h2>
						{addLink(section.kind)}
					</div>
					{section.cards.length > 0 ? <ContentCards cards={section.cards} /> : <p className="muted">{tc('noneOfKind', { kind: tc(`kindsPlural.${section.kind}`) })}</p>}
					{section.more ? (
						<p>
							<Link to={`?kind=${section.kind}`}>{tc('allOfKind', { kind: tc(`kindsPlural.${section.kind}`) })}</Link>
						</p>
					) : null}
				</section>
			))}
		</BusinessUserSubpage>
	)
}
