import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ConnectCardView } from './views.ts'

/** Connects as a list (my open tab, the searches): title (a link), type, private or closed, owner, place, overview. */
export function ConnectCards({ connects, showOwner = false, headingLevel = 3 }: { connects: ConnectCardView[]; showOwner?: boolean; headingLevel?: 2 | 3 | 4 }) {
	const { t } = useTranslation('open-tab')
	const Heading = `h${headingLevel}` as const
	return (
		<ul className="connect-cards">
			{connects.map((connect) => (
				<li key={connect.id} className="card connect-card">
					<Heading className="connect-card__title">
						<Link to={connect.href}>{connect.title}</Link>
					</Heading>
					<p className="muted">
						<span className="tag">{connect.typeName}</span>
						{connect.isPrivate ? <span className="tag"> {t('visibility.private')}</span> : null}
						{connect.isClosed ? <span className="tag"> {t('status.closed')}</span> : null}
						{showOwner ? ` · ${connect.owner}` : ''}
						{connect.place ? ` · ${connect.place}` : ''}
					</p>
					{connect.overview ? <p>{connect.overview}</p> : null}
				</li>
			))}
		</ul>
	)
}
