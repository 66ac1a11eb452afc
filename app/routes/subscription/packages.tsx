import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireGrant } from '#app/auth/guards.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { formatCount } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { PackageCard } from '#app/subscription/package-card.tsx'
import { packagesApi } from '#app/subscription/packages/api.server.ts'
import { newPackagePath, packageFormPath, subscribersPath } from '#app/subscription/packages/paths.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { packageView } from '#app/subscription/views.ts'
import { holds, standingOf } from '#contracts/people-rights.ts'

// 'subscription': a package's card as people see it (app/subscription/package-card.tsx).
export const handle = { i18n: ['packages', 'subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const paramsSchema = z.object({ id: z.uuid() })

/**
 * /business-user/{id}/subscription/packages (ours; docs/product.md#subscriptions): the business user's
 * packages, offered ones first, each as people see it with its subscribers; "New package" and each
 * package's form for those who may change them. Its owner, admins and members granted Subscriptions.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireGrant(args, id, 'subscription', 'read')
	const [t, language, list] = await Promise.all([i18next.getFixedT(request, 'packages'), i18next.getLocale(request), packagesApi(request, context, session).packages(id)])
	const standing = standingOf(businessUser)
	return {
		meta: { title: t('list.meta', { name: businessUser.name }), description: t('list.lead', { name: businessUser.name }) },
		businessUser: { id, name: businessUser.name, href: businessUserPath(id) },
		newHref: holds(standing, 'subscription', 'create') ? newPackagePath(id) : null,
		subscribersHref: subscribersPath(id),
		canChange: holds(standing, 'subscription', 'update') || holds(standing, 'subscription', 'delete'),
		packages: list.packages.map((pkg) => ({ ...packageView(pkg, language), active: pkg.active, subscribers: pkg.subscribers, subscribersShown: formatCount(pkg.subscribers, language), editHref: packageFormPath(id, pkg.id) })),
	}
}

export default function Packages() {
	const { t } = useTranslation('packages')
	const { businessUser, newHref, subscribersHref, canChange, packages } = useLoaderData<typeof loader>()
	return (
		<div className="stack subscription-page">
			<p>
				<Link to={businessUser.href}>{businessUser.name}</Link>
			</p>
			<header className="stack">
				<h1>{t('list.title')}</h1>
				<p className="muted">{t('list.lead', { name: businessUser.name })}</p>
			</header>
			<p className="subscription-package-state">
				{newHref ? (
					<Link className="button" to={newHref}>
						{t('list.new')}
					</Link>
				) : null}
				<Link to={subscribersHref}>{t('list.subscribers')}</Link>
			</p>
			{packages.length === 0 ? (
				<EmptyState headingLevel={2} title={t('list.empty')} description={t('list.emptyHint')} />
			) : (
				<div className="subscription-packages">
					{packages.map((pkg) => (
						<div key={pkg.id} className="stack">
							<PackageCard pkg={pkg} headingLevel={2} />
							<p className="subscription-package-state">
								<span className={pkg.active ? 'tag' : 'tag tag--muted'}>{pkg.active ? t('list.offered') : t('list.retired')}</span>
								<span>{t('list.subscriberCount', { count: pkg.subscribers, shown: pkg.subscribersShown })}</span>
								{canChange ? (
									<Link to={pkg.editHref}>
										{t('list.edit')}
										<span className="visually-hidden"> {pkg.name}</span>
									</Link>
								) : null}
							</p>
						</div>
					))}
				</div>
			)}
		</div>
	)
}
