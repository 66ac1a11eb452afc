import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PlaceForm } from '#app/around-me/place-form.tsx'
import { placeFormValues } from '#app/around-me/whereabouts.ts'
import { whereaboutsOfRequest } from '#app/around-me/remembered-place.server.ts'
import { placeName } from '#app/around-me/place.ts'
import { requireUser } from '#app/auth/guards.server.ts'
import { ContentCards } from '#app/content/content-card.tsx'
import { formatDay } from '#app/content/display.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { entryCard } from '#app/social/entries.ts'
import { socialApi } from '#app/social/api.server.ts'

export const handle = { i18n: ['social', 'content', 'around-me'] }
export const meta = pageMeta

/** Today's sections, in the order the page shows them. */
const sections = ['happening', 'announcements', 'attention', 'stories'] as const

/**
 * /dag, "Today" (docs/product.md#today): what happens today near the person's place (`?place=` or
 * `?near=`, and `?distance=`, as around me; else the place the person told us, or central Bangkok within 5 km) and from whom they follow: events and agenda items,
 * announcements valid today, attention items nearby, and stories of the last day.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const where = whereaboutsOfRequest(request)
	const [today, t, language] = await Promise.all([socialApi(request, context, session).today(where.point, where.radiusKm), i18next.getFixedT(request, 'social'), i18next.getLocale(request)])
	return {
		meta: { title: t('today.meta.title'), description: t('today.meta.description') },
		day: formatDay(`${today.day}T12:00:00+07:00`, language),
		place: where.place ? placeName(where.place, language) : t('today.yourLocation'),
		where: placeFormValues(where, language),
		sections: sections.map((name) => ({ name, cards: today[name].map((entry) => entryCard(entry, language)) })),
	}
}

export default function Today() {
	const { t } = useTranslation('social')
	const { day, place, where, sections } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<header className="stack">
				<h1>{t('today.title')}</h1>
				<p className="muted">{t('today.lead', { day, place, count: where.radiusKm })}</p>
			</header>
			<PlaceForm path="/dag" where={where} />
			{sections.map(({ name, cards }) => (
				<section key={name} aria-labelledby={`today-${name}`} className="stack">
					<h2 id={`today-${name}`}>{t(`today.sections.${name}`)}</h2>
					{cards.length > 0 ? <ContentCards cards={cards} /> : <p className="muted">{t(`today.empty.${name}`)}</p>}
				</section>
			))}
		</div>
	)
}
