import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { aboutCommunityPath, aboutPath } from '#app/brand.ts'

const links = [
	{ to: '/', key: 'nav.home', end: true },
	{ to: aboutPath, key: 'nav.about', end: true },
	{ to: aboutCommunityPath, key: 'nav.community', end: true },
] as const

/** What a signed-in person has besides (docs/product.md#feed, #around-me, #search, #collections). */
const signedInLinks = [
	{ to: '/feed', key: 'nav.feed', end: false },
	{ to: '/around-me', key: 'nav.aroundMe', end: false },
	{ to: '/search', key: 'nav.search', end: false },
	{ to: '/collections', key: 'nav.collections', end: false },
] as const

export function SiteNav({ className }: { className?: string }) {
	const { t } = useTranslation()
	const user = useOptionalUser()
	// Signed in, the product's own areas take the place of what Robtua is (the footer keeps those links).
	const shown = user ? [links[0], ...signedInLinks] : links
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
