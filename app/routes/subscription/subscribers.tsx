import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireGrant } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { ListPageLinks } from '#app/content/paged-cards.tsx'
import { formatDay } from '#app/content/display.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { packagesApi } from '#app/subscription/packages/api.server.ts'
import { packagesPath, subscribersPath } from '#app/subscription/packages/paths.ts'
import { subscriptionLinks } from '#app/subscription/styles.ts'
import { subscriptionState } from '#app/subscription/views.ts'
import type { Subscriber } from '#contracts/subscription.ts'

// 'subscription': a subscription's state in words.
export const handle = { i18n: ['packages', 'subscription'] }
export const meta = pageMeta
export const links = subscriptionLinks

const paramsSchema = z.object({ id: z.uuid() })
const searchSchema = z.object({ cursor: z.string().min(1).optional().catch(undefined) })

function subscriberView(subscriber: Subscriber, language: string) {
	return {
		id: subscriber.subscriptionId,
		memberNumber: subscriber.memberNumber,
		packageName: subscriber.packageName,
		tier: subscriber.tier,
		state: subscriptionState({ status: subscriber.status, cancelAtPeriodEnd: false }),
		since: formatDay(subscriber.since, language),
		shared: subscriber.shared,
	}
}

/**
 * /business-user/{id}/subscription/subscribers (ours; docs/product.md#data-exchange): the business user's
 * subscribers, newest first, with their member number, package and state, and of their personal data only
 * what each shares now (the API leaves out the rest). Its owner, admins and members granted Subscriptions.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireGrant(args, id, 'subscription', 'read')
	const { cursor } = searchSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, language, list] = await Promise.all([
		i18next.getFixedT(request, 'packages'),
		i18next.getLocale(request),
		packagesApi(request, context, session)
			.subscribers(id, cursor)
			.catch((error: unknown) => {
				// A cursor that is not one (edited by hand, or stale): the first page.
				if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(subscribersPath(id))
				throw error
			}),
	])
	return {
		meta: { title: t('subscribers.meta', { name: businessUser.name }), description: t('subscribers.lead') },
		businessUser: { id, name: businessUser.name },
		packagesHref: packagesPath(id),
		subscribers: list.subscribers.map((subscriber) => subscriberView(subscriber, language)),
		nextHref: list.nextCursor ? subscribersPath(id, list.nextCursor) : null,
		firstHref: cursor ? subscribersPath(id) : null,
	}
}

const sharedFields = ['name', 'email', 'phone', 'birthday'] as const

export default function Subscribers() {
	const { t } = useTranslation('packages')
	const { t: ts } = useTranslation('subscription')
	const { businessUser, packagesHref, subscribers, nextHref, firstHref } = useLoaderData<typeof loader>()
	return (
		<div className="stack subscription-page">
			<p>
				<Link to={packagesHref}>{t('subscribers.packages', { name: businessUser.name })}</Link>
			</p>
			<header className="stack">
				<h1>{t('subscribers.title')}</h1>
				<p className="muted">{t('subscribers.lead')}</p>
			</header>
			{subscribers.length === 0 ? (
				<EmptyState headingLevel={2} title={t('subscribers.empty')} description={t('subscribers.emptyHint')} />
			) : (
				<ul className="subscription-subscribers stack">
					{subscribers.map((subscriber) => {
						const shared = sharedFields.filter((name) => subscriber.shared[name])
						return (
							<li key={subscriber.id} className="card">
								<h2 className="subscription-subscribers__name">{subscriber.shared.name ?? t('subscribers.unnamed')}</h2>
								<dl className="details">
									<dt>{t('subscribers.memberNumber')}</dt>
									<dd>{subscriber.memberNumber ?? '—'}</dd>
									<dt>{t('subscribers.package')}</dt>
									<dd>
										{subscriber.packageName} · {subscriber.tier}
									</dd>
									<dt>{t('subscribers.state')}</dt>
									<dd>{ts(`status.${subscriber.state}`)}</dd>
									<dt>{t('subscribers.since')}</dt>
									<dd>{subscriber.since}</dd>
									{shared
										.filter((name) => name !== 'name')
										.map((name) => (
											<div key={name} className="details__row">
												<dt>{t(`subscribers.shared.${name}`)}</dt>
												<dd>{subscriber.shared[name]}</dd>
											</div>
										))}
								</dl>
								{shared.length === 0 ? <p className="muted">{t('subscribers.sharesNothing')}</p> : null}
							</li>
						)
					})}
				</ul>
			)}
			<ListPageLinks nextHref={nextHref} firstHref={firstHref} words={{ list: t('subscribers.title'), first: t('subscribers.newest'), next: t('subscribers.older') }} />
		</div>
	)
}
