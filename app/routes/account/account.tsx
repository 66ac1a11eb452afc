import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { Card } from '#app/components/ui/card.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'

export const handle = { i18n: ['account'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	const { user } = await requireUser(args)
	const t = await i18next.getFixedT(args.request, 'account')
	return {
		meta: { title: t('home.meta.title'), description: t('home.meta.description') },
		user,
	}
}

export default function Account() {
	const { t, i18n } = useTranslation('account')
	const { user } = useLoaderData<typeof loader>()
	const name = `${user.firstName} ${user.lastName}`.trim()
	const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 })
	const links = [
		{ to: `/profiles/${user.uuid}`, label: t('home.links.profile') },
		{ to: '/account/update', label: t('home.links.update') },
		{ to: '/account/reset-password', label: t('home.links.resetPassword') },
		{ to: '/account/security', label: t('home.links.security') },
		{ to: '/account/switch', label: t('home.links.switch') },
		...(user.businessAccounts.length > 0 || user.isProfessionalAccount ? [{ to: '/account/business-users', label: t('home.links.businessUsers') }] : []),
	]
	return (
		<div className="account-page">
			<header className="account-page__head">
				{user.imageUrl ? (
					<img className="avatar avatar--large" src={user.imageUrl} alt="" width={96} height={96} />
				) : (
					<span className="avatar avatar--large" aria-hidden="true">
						{(user.firstName[0] ?? '?').toUpperCase()}
					</span>
				)}
				<div>
					<h1>{name}</h1>
					<p className="muted">{user.email}</p>
					{user.isProfessionalAccount ? <p className="tag">{t('home.professional')}</p> : null}
				</div>
			</header>
			{user.activeBusinessUser ? (
				<p className="notice">
					{t('home.actingAs', { name: user.activeBusinessUser.name })} <Link to="/account/switch">{t('home.switchBack')}</Link>
				</p>
			) : null}
			<Card aria-labelledby="account-points">
				<h2 id="account-points">{t('home.points.title')}</h2>
				{user.profileAccountPoint ? (
					<dl className="stats">
						<div>
							<dt>{t('home.points.point')}</dt>
							<dd>{number.format(user.profileAccountPoint.point)}</dd>
						</div>
						<div>
							<dt>{t('home.points.tokenTotal')}</dt>
							<dd>{number.format(user.profileAccountPoint.tokenTotal)}</dd>
						</div>
						<div>
							<dt>{t('home.points.totalExperience')}</dt>
							<dd>{number.format(user.profileAccountPoint.totalExperience)}</dd>
						</div>
					</dl>
				) : (
					<p>{t('home.points.none')}</p>
				)}
			</Card>
			<nav aria-labelledby="account-links">
				<h2 id="account-links">{t('home.links.title')}</h2>
				<ul className="link-list">
					{links.map((link) => (
						<li key={link.to}>
							<Link to={link.to}>{link.label}</Link>
						</li>
					))}
				</ul>
			</nav>
		</div>
	)
}
