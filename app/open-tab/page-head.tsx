import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { openTabPath } from './paths.ts'

/** The top of an open-tab page under my open tab: the way back to it, the page's title and what it is for. */
export function OpenTabHead({ title, intro }: { title: string; intro: string }) {
	const { t } = useTranslation('open-tab')
	return (
		<div>
			<p>
				<Link to={openTabPath}>{t('hub.back')}</Link>
			</p>
			<h1>{title}</h1>
			<p className="muted">{intro}</p>
		</div>
	)
}
