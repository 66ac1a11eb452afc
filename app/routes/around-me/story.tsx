import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { aroundMeApi } from '#app/around-me/api.server.ts'
import { aroundMeHref } from '#app/around-me/place.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { placeName } from '#app/around-me/place.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { NothingNear } from '#app/around-me/nothing-near.tsx'
import { StoryScreen } from '#app/content/story-screen.tsx'
import { itemView } from '#app/content/views.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { aroundMeRadiiKm } from '#contracts/content/around-me-choices.ts'

export const handle = { i18n: ['around-me', 'content'] }
export const meta = pageMeta

/** The most stories one viewing walks through (the API's largest page). */
const STORIES = 50

/**
 * /around-me/story: the stories of the last 24 hours around a place, newest first, one at a time full
 * screen (`?at={id}` says which). "Previous" and "Next" are links; with JavaScript the arrow keys and a
 * swipe follow them. "Close" goes back to around me.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { session } = await requireUser(args)
	const search = new URL(request.url).searchParams
	const where = whereaboutsOfRequest(request)
	const [t, language, list] = await Promise.all([
		i18next.getFixedT(request, 'around-me'),
		i18next.getLocale(request),
		aroundMeApi(request, args.context, session).list({ near: where.point, radiusKm: where.radiusKm, kind: 'story', order: 'newest', limit: STORIES }),
	])
	const at = Math.max(0, list.items.findIndex((item) => item.id === search.get('at')))
	const story = list.items[at]
	const href = (index: number) => (list.items[index] ? aroundMeHref('/around-me/story', where, { at: list.items[index]!.id }) : null)
	const wider = aroundMeRadiiKm.find((km) => km > where.radiusKm)
	return {
		meta: { title: story ? story.title : t('stories.title'), description: t('stories.description') },
		story: story ? itemView(story, language) : null,
		position: story ? t('stories.position', { number: at + 1, count: list.items.length }) : null,
		previousTo: href(at - 1),
		nextTo: href(at + 1),
		closeTo: aroundMeHref('/around-me', where),
		placeLabel: where.place ? placeName(where.place, language) : t('place.yourLocationInText'),
		radiusKm: where.radiusKm,
		wider: wider ? { km: wider, href: aroundMeHref('/around-me/story', { ...where, radiusKm: wider }) } : null,
	}
}

export default function AroundMeStories() {
	const { t } = useTranslation('around-me')
	const { story, position, previousTo, nextTo, closeTo, placeLabel, radiusKm, wider } = useLoaderData<typeof loader>()
	if (story) return <StoryScreen item={story} closeTo={closeTo} closeLabel={t('stories.close')} previousTo={previousTo} nextTo={nextTo} position={position ?? undefined} />
	return (
		<div className="story-screen story-screen--empty stack">
			<h1>{t('stories.title')}</h1>
			<NothingNear radiusKm={radiusKm} wider={wider} title={t('stories.none', { place: placeLabel, count: radiusKm })} headingLevel={2} />
			<p className="button-row">
				<Link className="button" to="/around-me/story/create">
					{t('stories.share')}
				</Link>
				<Link to={closeTo}>{t('stories.close')}</Link>
			</p>
		</div>
	)
}
