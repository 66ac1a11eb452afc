import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { Avatar } from '#app/profile/person-avatar.tsx'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { subscriptionApi } from '#app/subscription/api.server.ts'
import { PackageCard } from '#app/subscription/package-card.tsx'
import { mySubscriptionsPath } from '#app/subscription/paths.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { offerView } from '#app/subscription/views.ts'

export const handle = { i18n: ['subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const params = z.object({ id: z.string() })

/**
 * /account/subscription/business-user/{id}/detail (docs/product.md#subscriptions): what a business user
 * offers its members — each package with its price per period, benefits, tier, free days and vouchers,
 * and "Choose". Someone already subscribed to it is told so, with the way to their subscriptions.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { id } = parseParams(params, args.params, request)
	const [t, language, offer] = await Promise.all([
		i18next.getFixedT(request, 'subscription'),
		i18next.getLocale(request),
		subscriptionApi(request, context, session).offer(id).catch(orNotFound(request, 'businessUser')),
	])
	return {
		meta: { title: t('offer.title', { name: offer.businessUser.name }), description: t('offer.description', { name: offer.businessUser.name }) },
		offer: offerView(offer, language),
		businessUserHref: businessUserPath(offer.businessUser.id),
	}
}

export default function Offer() {
	const { t } = useTranslation('subscription')
	const { offer, businessUserHref } = useLoaderData<typeof loader>()
	const { businessUser } = offer
	return (
		<div className="stack subscription-page">
			<div className="subscription-page__head">
				<Avatar name={businessUser.name} imageUrl={businessUser.imageUrl} size="medium" />
				<h1>{t('offer.title', { name: businessUser.name })}</h1>
			</div>
			<p>
				<Link to={businessUserHref}>{t('offer.businessUserPage', { name: businessUser.name })}</Link>
			</p>
			{offer.subscribedTo ? (
				<p className="notice" role="status">
					{t('offer.subscribed', { package: offer.subscribedTo })} <Link to={mySubscriptionsPath}>{t('offer.mySubscriptions')}</Link>
				</p>
			) : null}
			<section aria-labelledby="offer-packages" className="stack">
				<h2 id="offer-packages">{t('offer.packages')}</h2>
				{offer.packages.length === 0 ? (
					<EmptyState headingLevel={3} title={t('offer.empty')} description={t('offer.emptyHint', { name: businessUser.name })} />
				) : (
					<div className="subscription-packages">
						{offer.packages.map((pkg) => (
							<PackageCard key={pkg.id} pkg={pkg} headingLevel={3} choose={!offer.subscribedTo} />
						))}
					</div>
				)}
			</section>
			<p className="muted">{t('offer.renewal')}</p>
		</div>
	)
}
