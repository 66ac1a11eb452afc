import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '#app/auth/guards.server.ts'
import { EmptyState } from '#app/components/ui/empty-state.tsx'
import { PageLinks } from '#app/content/paged-cards.tsx'
import { ButtonLink } from '#app/components/ui/button.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { pageMeta } from '#app/i18n/page-meta.ts'
import { orNotFound, parseParams } from '#app/routing/params.server.ts'
import { shopApi } from '#app/shop/api.server.ts'
import { OrderList } from '#app/shop/order-details.tsx'
import { myPurchasesPath, purchaseOrderPath } from '#app/shop/paths.ts'
import { orderSummaryView } from '#app/shop/views.ts'

// 'content': the list's "More" and "Back to the start" (app/content/paged-cards.tsx PageLinks).
export const handle = { i18n: ['shop', 'content'] }
export const meta = pageMeta

const params = z.object({ boid: z.string().optional() })

/**
 * /account/sale-screen/my-purchase: every purchase order of the person, newest first; and, as
 * …/business-order/{boid}/purchase-list, those of one business order (docs/product.md#shop). A page at a time ("More"; on a later page,
 * "Back to the start").
 */
export async function loader(args: LoaderFunctionArgs) {
	const { request, context } = args
	const { session } = await requireUser(args)
	const { boid } = parseParams(params, args.params, request)
	const url = new URL(request.url)
	const cursor = url.searchParams.get('cursor') || undefined
	const api = shopApi(request, context, session)
	const [t, language, list] = await Promise.all([
		i18next.getFixedT(request, 'shop'),
		i18next.getLocale(request),
		(boid ? api.businessOrderOrders(boid, cursor) : api.myOrders(cursor)).catch(orNotFound(request, 'businessOrder')),
	])
	const businessUser = boid ? (list.orders[0]?.businessUser.name ?? null) : null
	const title = businessUser ? t('purchases.ofBusinessUser', { name: businessUser }) : t('purchases.title')
	return {
		meta: { title, description: t('purchases.description') },
		title,
		orders: list.orders.map((order) => orderSummaryView(order, language, purchaseOrderPath(order))),
		more: list.nextCursor ? `${url.pathname}?${new URLSearchParams({ cursor: list.nextCursor })}` : null,
		first: cursor ? url.pathname : null,
		allPurchases: boid ? myPurchasesPath : null,
	}
}

export default function Purchases() {
	const { t } = useTranslation('shop')
	const { title, orders, more, first, allPurchases } = useLoaderData<typeof loader>()
	return (
		<div className="stack">
			<h1>{title}</h1>
			{allPurchases ? <Link to={allPurchases}>{t('order.allPurchases')}</Link> : null}
			{orders.length === 0 ? (
				<EmptyState title={t('purchases.empty')} description={t('purchases.emptyHint')} action={<ButtonLink to="/around-me?kind=catalogue">{t('cart.browse')}</ButtonLink>} />
			) : (
				<OrderList orders={orders} show="businessUser" />
			)}
			<PageLinks nextHref={more} firstHref={first} />
		</div>
	)
}
