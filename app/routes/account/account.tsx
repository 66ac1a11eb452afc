import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '#app/auth/guards.server.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { profilePath } from '#app/profile/profile-page.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { profileApi } from '#app/profile/api.server.ts'
import { profileCompletion } from '#app/profile/completion.ts'
import { myPurchasesPath } from '#app/shop/paths.ts'
import { numberFormat } from '#app/i18n/formats.ts'
import { myPocketPath } from '#app/pocket/paths.ts'
import { mySubscriptionsPath } from '#app/subscription/paths.ts'

export const handle = { i18n: ['account'] }
export const meta = pageMeta

export async function loader(args: LoaderFunctionArgs) {
	const { user, session } = await requireUser(args)
	const [t, outline] = await Promise.all([i18next.getFixedT(args.request, 'account'), profileApi(args.request, args.context, session).outline()])
	const { left, done, total } = profileCompletion(outline)
	// The picture has a link of its own beside the avatar; "Complete your profile" leads to the first other step left.
	const picture = left.find(({ step }) => step === 'picture')
	const next = left.find(({ step }) => step !== 'picture')
	return {
		meta: { title: t('home.meta.title'), description: t('home.meta.description') },
		user,
		profile: { done, total, addPictureTo: picture ? profilePath(user.uuid, picture.form) : null, nextTo: next ? profilePath(user.uuid, next.form) : null },
	}
}

export default function Account() {
	const { t, i18n } = useTranslation('account')
	const { user, profile } = useLoaderData<typeof loader>()
	const name = `${user.firstName} ${user.lastName}`.trim()
	const number = numberFormat(i18n.language, { maximumFractionDigits: 4 })
	const points = user.profileAccountPoint
	const links = [
		{ to: `/profiles/${user.uuid}`, label: t('home.links.profile') },
		{ to: '/account/update', label: t('home.links.update') },
		{ to: '/account/reset-password', label: t('home.links.resetPassword') },
		{ to: '/account/security', label: t('home.links.security') },
		{ to: myPurchasesPath, label: t('home.links.purchases') },
		{ to: mySubscriptionsPath, label: t('home.links.subscriptions') },
		{ to: '/account/switch', label: t('home.links.switch') },
		...(user.businessAccounts.length > 0 || user.isProfessionalAccount ? [{ to: '/account/business-users', label: t('home.links.businessUsers') }] : []),
	]
	const stats = [
		{ key: 'point', value: points?.point },
		{ key: 'tokenTotal', value: points?.tokenTotal },
		{ key: 'totalExperience', value: points?.totalExperience },
	] as const
	return (
		<div className="account-page">
			<header className="account-page__head">
				<Avatar name={user.firstName} imageUrl={user.imageUrl} size="large" />
				<div>
					<h1>{name}</h1>
					<p className="muted">{user.email}</p>
					{user.isProfessionalAccount ? <p className="tag">{t('home.professional')}</p> : null}
					{profile.addPictureTo ? (
						<p>
							<Link to={profile.addPictureTo}>{t('home.profile.addPicture')}</Link>
						</p>
					) : null}
				</div>
			</header>
			{user.activeBusinessUser ? (
				<p className="notice">
					{t('home.actingAs', { name: user.activeBusinessUser.name })} <Link to="/account/switch">{t('home.switchBack')}</Link>
				</p>
			) : null}
			{profile.nextTo ? (
				<p className="notice">
					{t('home.profile.progress', { done: number.format(profile.done), total: number.format(profile.total) })} <Link to={profile.nextTo}>{t('home.profile.complete')}</Link>
				</p>
			) : null}
			<Card aria-labelledby="account-points">
				<h2 id="account-points">{t('home.points.title')}</h2>
				{/* A new person's zeros (or no record at all) say where the numbers come from, not just "0". */}
				{points ? null : <p>{t('home.points.none')}</p>}
				{stats.every(({ value }) => value === 0) ? <p>{t('home.points.start')}</p> : null}
				<dl className="stats stats--explained">
					{stats.map(({ key, value }) => (
						<div key={key}>
							<dt>{t(`home.points.${key}`)}</dt>
							{value === undefined ? null : <dd>{number.format(value)}</dd>}
							<dd className="stats__about">{t(`home.points.about.${key}`)}</dd>
						</div>
					))}
				</dl>
				{/* Only with a points record: My pocket's guard (requireMyPoint) sends anyone else back here. */}
				{points ? (
					<p>
						<Link to={myPocketPath}>{t('home.points.myPocket')}</Link>
					</p>
				) : null}
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
