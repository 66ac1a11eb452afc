import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData, useNavigate } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { eventView, parseNear } from '#app/business-user/display.ts'
import { nearPlaces, nearValue, nearValueOfPosition } from '#app/business-user/near.ts'
import { requireBusinessUserPage } from '#app/business-user/owner.server.ts'
import { EventList } from '#app/business-user/event-list.tsx'
import { BusinessUserSubpage } from '#app/business-user/subpage.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { useHydrated } from '#app/hooks/use-hydrated.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { event } from '#contracts/content/event.ts'
import { orNotFound } from '#app/routing/params.server.ts'

export const handle = { i18n: ['business-user'] }
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
				<UseMyLocation />
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

/** With JavaScript and a browser that knows where it is: the events nearest to the person. */
function UseMyLocation() {
	const { t } = useTranslation('business-user')
	const hydrated = useHydrated()
	const navigate = useNavigate()
	const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle')
	if (!hydrated || !('geolocation' in navigator)) return null
	function locate() {
		if (state === 'locating') return
		setState('locating')
		navigator.geolocation.getCurrentPosition(
			({ coords }) => {
				setState('idle')
				navigate(`?near=${nearValueOfPosition(coords)}`)
			},
			() => setState('failed'),
			{ timeout: 15_000, maximumAge: 10 * 60_000 },
		)
	}
	return (
		<div className="event-finder__locate">
			<Button variant="secondary" onClick={locate} aria-disabled={state === 'locating' || undefined}>
				{state === 'locating' ? t('events.locating') : t('events.useMyLocation')}
			</Button>
			<p role="status" className={state === 'failed' ? 'form-error' : undefined}>
				{state === 'failed' ? t('events.locationFailed') : null}
			</p>
		</div>
	)
}
