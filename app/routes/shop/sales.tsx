import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { isApiError } from '#app/api/errors.ts'
import { requireSaleGrant } from '#app/auth/guards.server.ts'
import { businessUserPath } from '#app/business-user/paths.ts'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { numberFormat } from '#app/i18n/formats.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderList } from '#app/shop/order-details.tsx'
import { salePath, salesPath } from '#app/shop/paths.ts'
import { salesStatuses, type SalesStatus } from '#app/shop/sales.ts'
import { salesFilterSchema } from '#app/shop/sales-forms.ts'
import { orderSummaryView } from '#app/shop/views.ts'
import { orderStages } from '#contracts/shop/order-status.ts'

// 'content': the list's "More" and "Back to the start" (app/content/paged-cards.tsx PageLinks).
export const handle = { i18n: ['shop', 'sales', 'content'] }
export const meta = pageMeta

const paramsSchema = z.object({ id: z.uuid() })

/** The list's address for a status (and a page of it). */
function listHref(businessUserId: string, status: SalesStatus, cursor?: string) {
	return `${salesPath(businessUserId)}?${new URLSearchParams(cursor ? { status, cursor } : { status })}`
}

/**
 * /business-user/{id}/sale-screen/my-activities ("Sales", docs/product.md#shop): the business user's
 * orders at one stage ("Status", new ones first shown) or all of them, newest first, a page at a time, with
 * how many each stage holds, each count a link to that stage's list; each order links to its page. For its owner, admins and members granted Sales.
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context, params } = args
	const { id } = parseParams(paramsSchema, params, request)
	const { session, businessUser } = await requireSaleGrant(args, id, 'read')
	const { status, cursor } = salesFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams))
	const [t, language] = await Promise.all([i18next.getFixedT(request, 'sales'), i18next.getLocale(request)])
	const list = await shopApi(request, context, session)
		.sales(id, status === 'all' ? undefined : status, cursor)
		.catch((error: unknown) => {
			// A cursor that is not one (edited by hand, or stale): the first page of the same status.
			if (cursor && isApiError(error) && error.kind === 'bad-request') throw redirect(listHref(id, status))
			throw error
		})
	return {
		meta: { title: t('list.metaTitle', { name: businessUser.name }), description: t('list.description', { name: businessUser.name }) },
		businessUser: { id, name: businessUser.name, href: businessUserPath(id) },
		status,
		counts: orderStages.map((stage) => ({ stage, count: list.counts[stage] ?? 0 })),
		orders: list.orders.map((order) => orderSummaryView(order, language, salePath(id, order.id))),
		nextHref: list.nextCursor ? listHref(id, status, list.nextCursor) : null,
		firstHref: cursor ? listHref(id, status) : null,
	}
}

export default function Sales() {
	const { t, i18n } = useTranslation('sales')
	const { businessUser, status, counts, orders, nextHref, firstHref } = useLoaderData<typeof loader>()
	const number = numberFormat(i18n.language)
	return (
		<div className="sales stack">
			<p>
				<Link to={businessUser.href}>{t('list.back', { name: businessUser.name })}</Link>
			</p>
			<header className="stack">
				<h1>{t('list.title')}</h1>
				<p className="muted">{t('list.lead', { name: businessUser.name })}</p>
			</header>

			{/* A GET form, so the filter is an address. */}
			<Form method="get" className="sales-filter inline-form" aria-label={t('list.filter')} preventScrollReset>
				<div className="field">
					<label htmlFor="sales-status">{t('list.status')}</label>
					<select
						id="sales-status"
						name="status"
						defaultValue={status}
						key={status}
					>
						{salesStatuses.map((choice) => (
							<option key={choice} value={choice}>
								{t(`status.${choice}`)}
							</option>
						))}
					</select>
				</div>
				{/* Sent with "Show", not on each change: a keyboard steps through the options without leaving the page. */}
				<Button type="submit" variant="secondary">
					{t('list.show')}
				</Button>
			</Form>

			<section aria-labelledby="sales-counts">
				<h2 id="sales-counts" className="visually-hidden">
					{t('list.counts')}
				</h2>
				{/* Each stage's list, the one shown marked; its name first, so the link is named as it reads. */}
				<ul className="sales-counts">
					{counts.map(({ stage, count }) => (
						<li key={stage}>
							<Link to={listHref(businessUser.id, stage)} aria-current={stage === status ? 'page' : undefined} preventScrollReset>
								{t(`status.${stage}`)} <span className="sales-counts__count">{number.format(count)}</span>
							</Link>
						</li>
					))}
				</ul>
			</section>

			<section className="stack" aria-labelledby="sales-orders">
				<h2 id="sales-orders" className="visually-hidden">
					{t('list.orders')}
				</h2>
				{orders.length === 0 ? (
					<EmptyState title={t(`empty.${status}`)} description={status === 'new' || status === 'all' ? t('empty.hint') : undefined} headingLevel={3} />
				) : (
					<OrderList orders={orders} show="buyer" />
				)}
				<PageLinks nextHref={nextHref} firstHref={firstHref} />
			</section>
		</div>
	)
}
