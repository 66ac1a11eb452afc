import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { DataScope } from '#contracts/subscription.ts'
import { membershipsPath, mySubscriptionsPath, subscriptionAccountPath, subscriptionVouchersPath } from './paths.ts'

/** The person's subscription pages, one to the next: Subscriptions, Memberships, Subscription vouchers, Subscription account. */
export function SubscriptionNav() {
	const { t } = useTranslation('subscription')
	const links = [
		{ to: mySubscriptionsPath, label: t('subscriptions.title') },
		{ to: membershipsPath, label: t('memberships.title') },
		{ to: subscriptionVouchersPath(), label: t('vouchers.title') },
		{ to: subscriptionAccountPath, label: t('account.title') },
	]
	return (
		<nav aria-label={t('nav')} className="subscription-nav">
			<ul className="inline-links">
				{links.map((link) => (
					<li key={link.to}>
						<NavLink to={link.to} end>
							{link.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}

/** What is shared, in words: "Name, Email" (`t` of the subscription namespace). */
export const scopeNames = (t: (key: string) => string, scopes: readonly DataScope[]) => scopes.map((scope) => t(`scopes.${scope}`)).join(t('sharing.separator'))

/** What the person shares with a business user: "Sharing: Name, Email", or "Not sharing". */
export function SharingText({ scopes }: { scopes: readonly DataScope[] }) {
	const { t } = useTranslation('subscription')
	return <>{scopes.length === 0 ? t('sharing.none') : t('sharing.some', { scopes: scopeNames(t, scopes) })}</>
}
