import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { aroundMeApi } from '#app/around-me/api.server.ts'
import { NothingNear } from '#app/around-me/nothing-near.tsx'
import { PlaceForm } from '#app/around-me/place-form.tsx'
import { aroundMeHref } from '#app/around-me/place.ts'
import { placeFormValues } from '#app/around-me/whereabouts.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { whenGroup } from '#app/around-me/when-group.ts'
import { placeName } from '#app/around-me/place.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { createPath, kindOfPath } from '#app/content/kinds.ts'
import { ContentCards } from '#app/content/content-card.tsx'
import { PageLinks, PagedCards } from '#app/content/paged-cards.tsx'
import { cardView } from '#app/content/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { notFound } from '#app/routing/params.server.ts'
import { aroundMeRadiiKm } from '#contracts/content/around-me-choices.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'

export const handle = { i18n: ['around-me', 'content'] }
export const meta = pageMeta

/** The lists of one kind around me, and the order each is in (docs/product.md#around-me). */
const lists = {
	agenda: { order: 'soonest', grouped: true },
	announce: { order: 'newest', grouped: false },
	event: { order: 'soonest', grouped: true },
} as const
type ListKind = keyof typeof lists

/**
 * /around-me/agenda and /around-me/events: what has not ended within the distance, soonest first, by
 * Today, This week and Later; /around-me/announces: announcements valid now, newest first.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { session } = await requireUser(args)
	const url = new URL(request.url)
	const kind = kindOfPath(url.pathname) as ListKind | null
	if (!kind || !(kind in lists)) throw notFound(request)
	const where = whereaboutsOfRequest(request)
	const cursor = url.searchParams.get('cursor') || undefined
	const [t, tc, language] = await Promise.all([i18next.getFixedT(request, 'around-me'), i18next.getFixedT(request, 'content'), i18next.getLocale(request)])
	let list: AroundMeList
	try {
		list = await aroundMeApi(request, args.context, session).list({ near: where.point, radiusKm: where.radiusKm, kind, order: lists[kind].order, cursor })
	} catch (error) {
		if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(aroundMeHref(url.pathname, where))
		throw error
	}
	const wider = aroundMeRadiiKm.find((km) => km > where.radiusKm)
	const linkTo = (href: string) => `${href}?${where.param.name}=${encodeURIComponent(where.param.value)}`
	return {
		meta: { title: tc(`kindsPlural.${kind}`), description: t(`lists.${kind}`) },
		kind,
		path: url.pathname,
		grouped: lists[kind].grouped,
		where: placeFormValues(where, language),
		placeLabel: where.place ? placeName(where.place, language) : t('place.yourLocationInText'),
		page: {
			cards: list.items.map((item) => {
				const card = cardView(item, language)
				return { ...card, href: linkTo(card.href), group: lists[kind].grouped ? whenGroup(item.startsAt) : null }
			}),
			nextHref: list.nextCursor ? aroundMeHref(url.pathname, where, { cursor: list.nextCursor }) : null,
		},
		firstHref: cursor ? aroundMeHref(url.pathname, where) : null,
		wider: wider ? { km: wider, href: aroundMeHref(url.pathname, { ...where, radiusKm: wider }) } : null,
		aroundMeTo: aroundMeHref('/around-me', where),
		createTo: `${createPath(kind)}${where.place ? `?place=${where.place.id}` : ''}`,
	}
}

export default function AroundMeKindList() {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const { kind, path, where, placeLabel, page, firstHref, wider, aroundMeTo, createTo } = useLoaderData<typeof loader>()
	return (
		<div className="stack around-me">
			<header className="stack">
				<p>
					<Link to={aroundMeTo}>{t('title')}</Link>
				</p>
				<h1>{tc(`kindsPlural.${kind}`)}</h1>
				<p className="muted">{t(`lists.${kind}`, { place: placeLabel, count: where.radiusKm })}</p>
				<p>
					<Link className="button button--small" to={createTo}>
						{tc(`create.${kind}`)}
					</Link>
				</p>
			</header>
			<PlaceForm path={path} where={where} />
			<section className="stack" aria-labelledby="kind-list">
				<h2 id="kind-list">{t(`listHeadings.${kind}`)}</h2>
				<GroupedCards page={page} firstHref={firstHref} empty={<NothingNear radiusKm={where.radiusKm} wider={wider} />} />
			</section>
		</div>
	)
}

type Page = ReturnType<typeof useLoaderData<typeof loader>>['page']

/** The cards under Today, This week and Later when they have a group; otherwise one list. */
function GroupedCards({ page, firstHref, empty }: { page: Page; firstHref: string | null; empty: ReactNode }) {
	const { t } = useTranslation('around-me')
	const groups = ['today', 'week', 'later'] as const
	if (!page.cards.some((card) => card.group)) return <PagedCards page={page} firstHref={firstHref} empty={empty} />
	// Each page groups its own cards: "More" goes to the next page, with and without JavaScript.
	return (
		<div className="stack">
			{groups.map((group) => {
				const cards = page.cards.filter((card) => card.group === group)
				if (cards.length === 0) return null
				return (
					<section key={group} className="stack" aria-labelledby={`group-${group}`}>
						<h3 id={`group-${group}`}>{t(`groups.${group}`)}</h3>
						<ContentCards cards={cards} headingLevel={4} />
					</section>
				)
			})}
			<PageLinks nextHref={page.nextHref} firstHref={firstHref} />
		</div>
	)
}
