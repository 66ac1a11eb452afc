import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useNavigate } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { eventView, parseNear } from '#app/business-user/display.ts'
import { nearPlaces, nearValue, nearValueOfPosition } from '#app/business-user/near.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { EventList } from '#app/business-user/event-list.tsx'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { LocateButton } from '#app/around-me/locate-button.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { event } from '#contracts/content/event.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user', 'around-me'] }
export const meta = pageMeta

/**
 * /business-user/{id}/event/around-here: the business user's upcoming events, the nearest first from
 * `?near=lat,lng` (a place chosen in the form, or the browser's location), the soonest first without it.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request } = args
	const { id, content, page, language } = await requireBusinessUserPage(args)
	// A `near` that is not a point is as good as none: the soonest first.
	const near = parseNear(new URL(request.url).searchParams.get('near'))
	const [events, t] = await Promise.all([
		content.list('event', { type: 'business-user', id }, { near: near?.value, limit: event.list.maxPageSize }).catch(orNotFound(request, 'businessUser')),
		i18next.getFixedT(request, 'business-user'),
	])
	return {
		meta: { title: t('events.meta.title', { name: page.name }), description: t('events.meta.description', { name: page.name }) },
		id,
		name: page.name,
		near: near ? { value: near.value, place: near.place?.id ?? null } : null,
		events: events.items.map((event) => eventView(event, language)),
	}
}

export default function BusinessUserEventsAroundHere() {
	const { t } = useTranslation('business-user')
	const { id, name, near, events } = useLoaderData<typeof loader>()
	const navigate = useNavigate()
	const sortedBy = !near ? t('events.sortedSoonest') : near.place ? t('events.sortedNear', { place: t(`events.places.${near.place}`) }) : t('events.sortedNearYou')
	return (
		<BusinessUserSubpage id={id} name={name} title={t('events.title')} intro={t('events.intro', { name })}>
			<div className="card stack event-finder">
				{/* key: a new `near` is a new form, so the select shows it after a client-side navigation too. */}
				<Form method="get" className="inline-form" key={near?.value ?? ''}>
					<div className="field">
						<label htmlFor="near">{t('events.near')}</label>
						<select id="near" name="near" defaultValue={near?.value ?? ''}>
							{near && !near.place ? <option value={near.value}>{t('events.yourLocation')}</option> : <option value="">{t('events.choosePlace')}</option>}
							{nearPlaces.map((place) => (
								<option key={place.id} value={nearValue(place)}>
									{t(`events.places.${place.id}`)}
								</option>
							))}
						</select>
					</div>
					<Button type="submit">{t('events.show')}</Button>
				</Form>
				<LocateButton onLocated={(coords) => navigate(`?near=${nearValueOfPosition(coords)}`)} />
			</div>
			<section className="stack" aria-labelledby="event-list">
				<div>
					<h2 id="event-list">{t('events.list')}</h2>
					<p className="muted">{sortedBy}</p>
				</div>
				{events.length ? <EventList events={events} /> : <EmptyState title={t('events.none')} description={t('events.noneText', { name })} headingLevel={3} />}
			</section>
		</BusinessUserSubpage>
	)
}
