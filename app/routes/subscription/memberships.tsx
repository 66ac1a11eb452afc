import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireSubscription } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { voucherQrCodeSvg } from '#app/pocket/voucher-qr-code.server.ts'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { SubscriptionNav } from '#app/subscription/subscription-nav.tsx'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { membershipView } from '#app/subscription/views.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

/**
 * /account/subscription/membership (docs/product.md#subscriptions; check-subscription): the person's
 * membership cards, one per business user they subscribed to — its tier, member number, since when and
 * whether it counts now — with the QR code of their member code, which staff scan at the counter.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireSubscription(args)
	const [t, language, list] = await Promise.all([i18next.getFixedT(request, 'subscription'), i18next.getLocale(request), subscriptionApi(request, context, session).memberships()])
	const memberships = await Promise.all(
		list.memberships.map(async (membership) => ({
			...membershipView(membership, language),
			// Made on the server (as My pocket's member code): staff scan the code itself.
			qrCodeSvg: membership.memberCode ? await voucherQrCodeSvg(membership.memberCode, { label: t('memberships.qrCode', { name: membership.businessUser.name }) }) : null,
		})),
	)
	return { meta: { title: t('memberships.title'), description: t('memberships.description') }, memberships }
}

export default function Memberships() {
	const { t } = useTranslation('subscription')
	const { memberships } = useLoaderData<typeof loader>()
	return (
		<div className="stack subscription-page">
			<h1>{t('memberships.title')}</h1>
			<SubscriptionNav />
			{memberships.length === 0 ? (
				<EmptyState title={t('memberships.empty')} description={t('memberships.emptyHint')} />
			) : (
				<ul className="subscription-memberships">
					{memberships.map((membership) => (
						<li key={membership.id}>
							<article className="card pocket-member subscription-membership" aria-labelledby={`membership-${membership.id}`}>
								{membership.qrCodeSvg ? <div className="qr-code pocket-member__qr" dangerouslySetInnerHTML={{ __html: membership.qrCodeSvg }} /> : null}
								<div className="subscription-membership__text">
									<h2 id={`membership-${membership.id}`}>{membership.businessUser}</h2>
									<p>
										<span className={membership.active ? 'tag subscription-tag--active' : 'tag pocket-state--expired'}>{t(membership.active ? 'memberships.active' : 'memberships.inactive')}</span>
									</p>
									<dl className="pocket-facts">
										<div>
											<dt>{t('memberships.tier')}</dt>
											<dd>{membership.tier}</dd>
										</div>
										<div>
											<dt>{t('memberships.number')}</dt>
											<dd>{membership.number}</dd>
										</div>
										<div>
											<dt>{t('memberships.joined')}</dt>
											<dd>{membership.joined}</dd>
										</div>
									</dl>
									{membership.memberCode ? <p className="muted">{t('memberships.scanHint', { code: membership.memberCode })}</p> : null}
								</div>
							</article>
						</li>
					))}
				</ul>
			)}
		</div>
	)
}
