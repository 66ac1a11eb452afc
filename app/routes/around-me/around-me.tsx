import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '#app/api/errors.ts'
import { aroundMeApi } from '#app/around-me/api.server.ts'
import { NothingNear } from '#app/around-me/nothing-near.tsx'
import { PlaceForm } from '#app/around-me/place-form.tsx'
import { aroundMeHref, kindOf } from '#app/around-me/place.ts'
import { placeFormValues } from '#app/around-me/whereabouts.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { placeName } from '#app/around-me/place.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { createPath, publishableKinds } from '#app/content/kinds.ts'
import { PagedCards } from '#app/content/paged-cards.tsx'
import { cardView } from '#app/content/views.ts'
import { communityApi } from '#app/community/api.server.ts'
import { CommunityCards } from '#app/community/community-cards.tsx'
import { communitiesPath } from '#app/community/paths.ts'
import { communityView } from '#app/community/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { aroundMeRadiiKm } from '#contracts/content/around-me-choices.ts'
import type { AroundMeList } from '#contracts/content/around-me.ts'

export const handle = { i18n: ['around-me', 'content', 'communities'] }
export const meta = pageMeta

const NEARBY_COMMUNITIES = 3

/**
 * /around-me: what is published near a place, nearest first, every kind or one (`?kind=`), a page at a
 * time (`?cursor=`), each with how far it is. The place (`?place=` or `?near=`) and the distance are in the
 * address only. An empty page offers the next distance.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const where = whereaboutsOfRequest(request)
	const kind = kindOf(search)
	const cursor = search.get('cursor') || undefined
	// Public communities placed near the same point (docs/product.md#communities), beside the list: a few, nearest first.
	const nearbyCommunities = communityApi(request, args.context, session)
		.discover({ near: `${where.point.lat},${where.point.lng}` })
		.then((found) => found.items.slice(0, NEARBY_COMMUNITIES))
		// Beside the list, not the list: without them the page still shows what is near.
		.catch(() => [])
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'around-me'), i18next.getLocale(request)])
	let list: AroundMeList
	try {
		list = await aroundMeApi(request, args.context, session).list({ near: where.point, radiusKm: where.radiusKm, kind: kind ?? undefined, order: 'nearest', cursor })
	} catch (error) {
		// A cursor that is no longer (or never was) one of this list's: its first page.
		if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(aroundMeHref('/around-me', where, { kind }))
		throw error
	}
	const linkTo = (href: string) => `${href}?${where.param.name}=${encodeURIComponent(where.param.value)}`
	const wider = aroundMeRadiiKm.find((km) => km > where.radiusKm)
	const placeLabel = where.place ? placeName(where.place, language) : t('place.yourLocationInText')
	return {
		meta: { title: t('meta.title'), description: t('meta.description') },
		where: placeFormValues(where, language),
		placeLabel,
		kind,
		page: {
			cards: list.items.map((item) => {
				const card = cardView(item, language)
				return { ...card, href: linkTo(card.href) }
			}),
			nextHref: list.nextCursor ? aroundMeHref('/around-me', where, { kind, cursor: list.nextCursor }) : null,
		},
		firstHref: cursor ? aroundMeHref('/around-me', where, { kind }) : null,
		wider: wider ? { km: wider, href: aroundMeHref('/around-me', { ...where, radiusKm: wider }, { kind }) } : null,
		sections: {
			map: aroundMeHref('/around-me/map', where, { kind }),
			story: aroundMeHref('/around-me/story', where),
			agenda: aroundMeHref('/around-me/agenda', where),
			announces: aroundMeHref('/around-me/announces', where),
			events: aroundMeHref('/around-me/events', where),
		},
		placeParam: where.place?.id ?? null,
		communities: (await nearbyCommunities).map((community) => communityView(community, language)),
	}
}

export default function AroundMe() {
	const { t } = useTranslation('around-me')
	const { t: tc } = useTranslation('content')
	const { where, placeLabel, kind, page, firstHref, wider, sections, placeParam, communities } = useLoaderData<typeof loader>()
	const { t: tm } = useTranslation('communities')
	return (
		<div className="stack around-me">
			<header className="stack">
				<h1>{t('title')}</h1>
				<p className="muted">{t('nearPlace', { place: placeLabel, count: where.radiusKm })}</p>
				<nav aria-label={t('sections.label')}>
					<ul className="subnav__links">
						<li>
							<Link to={sections.map}>{t('sections.map')}</Link>
						</li>
						<li>
							<Link to={sections.story}>{t('sections.stories')}</Link>
						</li>
						<li>
							<Link to={sections.agenda}>{t('sections.agenda')}</Link>
						</li>
						<li>
							<Link to={sections.announces}>{t('sections.announces')}</Link>
						</li>
						<li>
							<Link to={sections.events}>{t('sections.events')}</Link>
						</li>
					</ul>
				</nav>
			</header>

			<PlaceForm path="/around-me" where={where} kind={{ value: kind }} />

			<div className="around-me__columns">
				<section className="stack" aria-labelledby="around-me-list">
					<h2 id="around-me-list">{kind ? t('nearestOf', { kind: tc(`kindsPlural.${kind}`) }) : t('nearest')}</h2>
					<PagedCards
						page={page}
						firstHref={firstHref}
						empty={<NothingNear radiusKm={where.radiusKm} wider={wider} />}
					/>
				</section>
				<aside className="card stack" aria-labelledby="publish">
					<h2 id="publish">{t('publish.title')}</h2>
					<p className="muted">{t('publish.intro')}</p>
					<ul className="link-list">
						{publishableKinds
							.filter((candidate) => candidate !== 'ebook')
							.map((candidate) => (
								<li key={candidate}>
									<Link to={`${createPath(candidate)}${placeParam ? `?place=${placeParam}` : ''}`}>{tc(`create.${candidate}`)}</Link>
								</li>
							))}
					</ul>
					<h2 id="communities-near">{tm('nearby.title')}</h2>
					{communities.length === 0 ? <p className="muted">{tm('nearby.empty')}</p> : <CommunityCards communities={communities} />}
					<p>
						<Link to={communitiesPath}>{tm('nearby.all')}</Link>
					</p>
				</aside>
			</div>
		</div>
	)
}
