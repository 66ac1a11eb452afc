import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { businessUserPath } from './paths.ts'

// One tab per question a visitor has: who they are, what they are about, how to reach them, what they
// share, where they will be, what they wrote. The business-profile page (the account behind it, in numbers) is reached
// from the profile's "Part of …" line instead of a sixth tab that repeated the profile.
const pages = [
	{ page: undefined, label: 'nav.home' },
	{ page: 'bio', label: 'nav.bio' },
	{ page: 'information', label: 'nav.information' },
	{ page: 'additional-content', label: 'nav.additionalContent' },
	{ page: 'event/around-here', label: 'nav.aroundHere' },
	{ page: 'ebook', label: 'nav.ebooks' },
] as const

/** The business user's pages, the one open marked as current (aria-current): one row, scrolling on a phone. */
export function BusinessUserNav({ id, name }: { id: string; name: string }) {
	const { t } = useTranslation('business-user')
	return (
		<nav className="subnav" aria-label={t('nav.label', { name })}>
			<ul>
				{pages.map(({ page, label }) => (
					<li key={label}>
						<NavLink to={businessUserPath(id, page)} end prefetch="intent">
							{t(label)}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
