import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { CommunityView } from './views.ts'

/** Communities as a list (/account/community, /search, around me): name (a link), public or private, members, place. */
export function CommunityCards({ communities, headingLevel = 3 }: { communities: CommunityView[]; headingLevel?: 2 | 3 }) {
	const { t } = useTranslation('communities')
	const Heading = `h${headingLevel}` as const
	return (
		<ul className="community-cards">
			{communities.map((community) => (
				<li key={community.id} className="card community-card">
					<Heading className="community-card__name">
						<Link to={community.href}>{community.name}</Link>
					</Heading>
					<p className="muted">
						<span className="tag">{t(`visibility.${community.visibility}`)}</span> {t('members.count', { count: community.memberCount })}
						{community.place ? ` · ${community.place}` : ''}
						{community.distance ? ` · ${community.distance}` : ''}
					</p>
					{community.description ? <p className="community-card__description">{community.description}</p> : null}
				</li>
			))}
		</ul>
	)
}
