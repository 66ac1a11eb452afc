import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { aboutCommunityPath, aboutPath } from '#app/brand.ts'

const links = [
	{ to: '/', key: 'nav.home', end: true },
	{ to: aboutPath, key: 'nav.about', end: true },
	{ to: aboutCommunityPath, key: 'nav.community', end: true },
] as const

export function SiteNav({ className }: { className?: string }) {
	const { t } = useTranslation()
	return (
		<nav className={['site-nav', className].filter(Boolean).join(' ')} aria-label={t('nav.label')}>
			<ul>
				{links.map((link) => (
					<li key={link.to}>
						<NavLink to={link.to} end={link.end} prefetch="intent">
							{t(link.key)}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
