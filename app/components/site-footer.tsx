import { Link, useLocation, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useOptionalUser } from '#app/auth/use-user.ts'
import { formatYear } from '#app/content/display.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import { aboutCommunityPath, aboutPath } from '#app/brand.ts'
import { feedbackFromPath } from '#app/feedback/paths.ts'

/**
 * This year in the reader's calendar, as the server wrote it (the root's data). Making a date format is
 * the costliest single call of a page's start-up on a phone (the browser loads its time zone data first);
 * an error page without the root's data makes it here.
 */
function useYear() {
	const { i18n } = useTranslation()
	return useRouteLoaderData<typeof rootLoader>('root')?.year ?? formatYear(i18n.language)
}

export function SiteFooter({ compact = false }: { compact?: boolean }) {
	const { t } = useTranslation()
	const user = useOptionalUser()
	const year = useYear()
	const { pathname, search } = useLocation()
	if (compact) {
		return (
			<footer className="site-footer site-footer--compact">
				<div className="container">{t('footer.copyright', { year })}</div>
			</footer>
		)
	}
	return (
		<footer className="site-footer">
			<div className="container site-footer__grid">
				<div>
					<p>
						<strong>{t('brand.name')}</strong> <span lang="th">{t('brand.thaiName')}</span>
					</p>
					<p>{t('brand.tagline')}</p>
				</div>
				<nav aria-label={t('footer.aboutNav')}>
					<h2>{t('footer.aboutHeading')}</h2>
					<ul>
						<li>
							<Link to={aboutPath}>{t('nav.about')}</Link>
						</li>
						<li>
							<Link to={aboutCommunityPath}>{t('nav.community')}</Link>
						</li>
						<li>
							<Link to="/self-onboard">{t('nav.forBusiness')}</Link>
						</li>
						{user ? (
							// Feedback about the page the person is on (docs/product.md#feedback).
							<li>
								<Link to={feedbackFromPath(pathname, search)}>{t('nav.feedback')}</Link>
							</li>
						) : null}
					</ul>
				</nav>
				{user ? null : (
					<div>
						<h2>{t('footer.joinHeading')}</h2>
						<ul>
							<li>
								<Link to="/signup">{t('account.signUp')}</Link>
							</li>
							<li>
								<Link to="/login">{t('account.signIn')}</Link>
							</li>
						</ul>
					</div>
				)}
			</div>
			<div className="container">
				<p>{t('footer.copyright', { year })}</p>
			</div>
		</footer>
	)
}
