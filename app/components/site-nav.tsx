import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { aboutCommunityPath, aboutPath } from '#app/brand.ts'

const links = [
	{ to: '/', key: 'nav.home', end: true },
	{ to: aboutPath, key: 'nav.about', end: true },
	{ to: aboutCommunityPath, key: 'nav.community', end: true },
] as const

/** What a signed-in person has besides (docs/product.md#around-me). */
const signedInLinks = [{ to: '/around-me', key: 'nav.aroundMe', end: false }] as const

export function SiteNav({ className }: { className?: string }) {
	const { t } = useTranslation()
	const user = useOptionalUser()
	const shown = user ? [links[0], ...signedInLinks, ...links.slice(1)] : links
	return (
		<nav className={['site-nav', className].filter(Boolean).join(' ')} aria-label={t('nav.label')}>
			<ul>
				{shown.map((link) => (
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
