import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { EventView } from './display.ts'

/** Upcoming events: when, where, how far (when a place was chosen) and who posted each. */
export function EventList({ events, headingLevel = 3 }: { events: EventView[]; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('business-user')
	const Heading = `h${headingLevel}` as const
	return (
		<ul className="entry-list">
			{events.map((event) => (
				<li key={event.id}>
					<article className="business-event">
						<Heading>
							<Link to={event.href}>{event.title}</Link>
						</Heading>
						{event.when ? (
							<p className="business-event__when">
								<time dateTime={event.startsAt ?? undefined}>{event.when}</time>
							</p>
						) : null}
						{event.place ? <p className="muted">{event.place}</p> : null}
						<p className="business-event__meta">
							{event.distance ? <span className="tag">{t('event.distance', { distance: event.distance })}</span> : null}
							<span className="muted">{event.postedBy ? t('story.postedBy', { name: event.postedBy }) : t('story.postedByFormer')}</span>
						</p>
					</article>
				</li>
			))}
		</ul>
	)
}
